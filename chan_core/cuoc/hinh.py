"""Cước of the shape of the hand: thập thành, bạch thủ, bạch thủ chi.

Seed 001 §V mục 12, 17, 18; the structure comes from
:func:`chan_core.win.check_u` (``UCheck.chan``, ``bach_thu``, ``bach_thu_chi``).
"""
from __future__ import annotations

from chan_core.cuoc.base import Facts, Found, cuoc, layout_words, need, why_not_of
from chan_core.i18n import N_, _


@cuoc("thap_thanh")
def thap_thanh(f: Facts) -> Found | None:
    """Thập thành (001 §V.12): the 20 cards are 10 chắn (melds included)."""
    if f.uc.chan == 10:
        return Found("thap_thanh", 1, _("Bài ù có 10 chắn."))
    return None


def _bach_thu_why(f: Facts) -> str:
    if f.uc.thien_u:
        return _("Thiên ù với đúng 6 chắn 4 cạ.")
    k = f.win_card
    c = k.word if k is not None else "?"
    return _("Trước khi ù bài có 5 chắn, 4 cạ, không ba đầu, què một quân {card}; quân ù {card} thành chắn "
             "thứ 6.").format(card=c)


@cuoc("bach_thu")
def bach_thu(f: Facts) -> Found | None:
    """Bạch thủ (001 §V.17): ``UCheck.bach_thu`` and not bạch thủ chi
    (bạch thủ chi replaces bạch thủ: 001 §V.18 "hô bạch thủ thì vẫn là hô sai")."""
    if f.uc.bach_thu and not f.uc.bach_thu_chi:
        return Found("bach_thu", 1, _bach_thu_why(f))
    return None


@cuoc("bach_thu_chi")
def bach_thu_chi(f: Facts) -> Found | None:
    """Bạch thủ chi (001 §V.18): bạch thủ whose què and winning card are chi chi."""
    if f.uc.bach_thu_chi:
        return Found("bach_thu_chi", 1, _bach_thu_why(f))
    return None


# ------------------------------------------------------------------ why not
@why_not_of("thap_thanh")
def thap_thanh_why_not(f: Facts, options) -> str | None:
    """Thập thành needs 10 chắn among the 20 cards (001 §V.12)."""
    if f.uc.chan == 10:
        return None
    ca = [" – ".join(k.word for k in p) for p in f.uc.layout.ca]
    ca += [" – ".join(k.word for k in m.cards) for m in f.melds if m.type == "an_ca"]
    if ca:
        fact = _("có {chan} chắn và {ca} cạ ({pairs})").format(chan=f.uc.chan, ca=f.uc.ca, pairs="; ".join(ca))
    else:
        fact = _("có {chan} chắn và {ca} cạ").format(chan=f.uc.chan, ca=f.uc.ca)
    return need("thap_thanh", _("cả 10 bộ của bài ù đều là chắn"), fact)


_BT_REQ = N_("đúng 5 chắn 4 cạ và 1 què trước quân ù (dưới chiếu tính cả), quân ù là quân thứ hai của què")
_BT_REQ_NOT_CHI = N_("đúng 5 chắn 4 cạ và 1 què trước quân ù (dưới chiếu tính cả), quân ù là quân thứ hai của "
                     "què, và què không phải chi chi")
_BTC_REQ = N_("đúng 5 chắn 4 cạ và 1 què chi chi trước quân ù (dưới chiếu tính cả), quân ù là chi chi")


def bach_thu_fact(f: Facts) -> str | None:
    """Why the hand is not a bạch thủ shape, in words (``None`` when it is one, chi or not)."""
    if f.uc.bach_thu or f.uc.bach_thu_chi:
        return None
    if f.uc.thien_u:
        return _("là thiên ù với {chan} chắn, {ca} cạ (thiên ù bạch thủ cần đúng 6 chắn 4 cạ)").format(
            chan=f.uc.chan, ca=f.uc.ca)
    from chan_core.win import layout_before

    return _("trước quân ù có {layout}").format(layout=layout_words(layout_before(f.win)))


@why_not_of("bach_thu")
def bach_thu_why_not(f: Facts, options) -> str | None:
    """Bạch thủ (001 §V.17): the 19 cards lay out as 5 chắn + 4 cạ + 1 què, the
    winning card is the què's twin; bạch thủ chi replaces it (001 §V.18)."""
    if bach_thu(f) is not None:
        return None
    if f.uc.bach_thu_chi:
        return need("bach_thu", _(_BT_REQ_NOT_CHI),
                    _("có què chi chi và ù chi chi: đó là bạch thủ chi, hô «bạch thủ chi» chứ không hô «bạch thủ»"))
    return need("bach_thu", _(_BT_REQ), bach_thu_fact(f) or "")


@why_not_of("bach_thu_chi")
def bach_thu_chi_why_not(f: Facts, options) -> str | None:
    """Bạch thủ chi (001 §V.18): bạch thủ whose què and winning card are chi chi."""
    if f.uc.bach_thu_chi:
        return None
    if f.uc.bach_thu:
        if f.win_card is None:
            fact = _("là bạch thủ nhưng què và quân ù là quân khác, không phải chi chi")
        else:
            fact = _("là bạch thủ nhưng què và quân ù là {card}, không phải chi chi").format(card=f.win_card.word)
        return need("bach_thu_chi", _(_BTC_REQ), fact)
    return need("bach_thu_chi", _(_BTC_REQ), bach_thu_fact(f) or "")
