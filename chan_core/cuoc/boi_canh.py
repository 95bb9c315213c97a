"""Cước read from the context of the win: thông, chì, thiên ù, địa ù, phá thiên.

Seed 001 §V mục 2–6. The context flags come from the scenario's ``context``
(``thong``, ``thien_u``, ``dia_u``, ``pha_thien``) or from ``dealt_hand``.
"""
from __future__ import annotations

from chan_core.cards import KINDS
from chan_core.cuoc.base import Facts, Found, cuoc, need, why_not_of, win_card_phrase
from chan_core.i18n import _


@cuoc("thong")
def thong(f: Facts) -> Found | None:
    """Thông (001 §V.2): the previous game was won (and xướng đúng) by this
    player — only the table knows, so it is the context flag ``thong``."""
    if "thong" in f.context:
        return Found("thong", 1, _("Ván trước mình ù và xướng đúng, ván này lại ù (bối cảnh «thông»)."))
    return None


@cuoc("chi")
def chi(f: Facts) -> Found | None:
    """Chì (001 §V.3): ``UCheck.chi`` — the winning card was drawn by the
    winner into the cửa chì, or trả cửa into it and chíu ù'd."""
    if not f.uc.chi:
        return None
    card = f.win_card.word if f.win_card is not None else "?"
    if f.win.source == "tra_cua":
        why = _("Người khác chíu rồi trả cửa quân {card} vào cửa chì của mình, mình chíu ù.").format(card=card)
    else:
        why = _("Quân ù {card} do chính mình bốc từ nọc, nằm ở cửa chì của mình.").format(card=card)
    return Found("chi", 1, why)


@cuoc("thien_u")
def thien_u(f: Facts) -> Found | None:
    """Thiên ù (001 §V.5): the player with the cái won on the 20 dealt cards."""
    if f.uc.thien_u:
        return Found("thien_u", 1, _("Người có cái, 20 quân được chia đã tròn bài, ù luôn."))
    return None


@cuoc("dia_u")
def dia_u(f: Facts) -> Found | None:
    """Địa ù (001 §V.6): won before the turn passed the cửa chì (context ``dia_u``)."""
    if "dia_u" in f.context:
        return Found("dia_u", 1, _("Ù khi chưa qua cửa chì của mình (bối cảnh «địa ù»)."))
    return None


@cuoc("pha_thien")
def pha_thien(f: Facts) -> Found | None:
    """Phá thiên (001 §V.4): the dealt hand had no chắn, yet the player won.

    From the context flag ``pha_thien``, or from ``dealt_hand`` when it has
    no two identical cards (decision: ``dealt_hand`` decides by itself, so a
    learner who enters it needs no flag).
    """
    if "pha_thien" in f.context:
        return Found("pha_thien", 1, _("Lên bài không có chắn nào mà vẫn ù (bối cảnh «phá thiên»)."))
    d = f.dealt
    if d is not None and f.win.dealt_hand is not None and max(d) < 2:
        return Found("pha_thien", 1, _("Bài được chia không có chắn nào (mọi quân đều lẻ) mà vẫn ù."))
    return None



# ------------------------------------------------------------------ why not
@why_not_of("thong")
def thong_why_not(f: Facts, options) -> str | None:
    """Thông needs the context flag ``thong`` (001 §V.2)."""
    if "thong" in f.context:
        return None
    return need("thong", _("ván trước chính mình ù và xướng đúng, ván này lại ù"),
                _("không có bối cảnh đó (ván trước không phải mình ù, hoặc ù mà xướng sai)"))


def chi_fact(f: Facts) -> str | None:
    """Why the winning card is not in the winner's cửa chì (``None`` when it is: chì)."""
    if f.uc.chi:
        return None
    if f.win_card is None:
        return _("là thiên ù: ù ngay trên 20 lá được chia, không có quân ù nào vào cửa chì")
    if f.win.source == "tra_cua" and f.win.drawn_by == "self":
        return _("có quân ù {card} trả cửa vào cửa chì của mình nhưng không phải chíu ù").format(card=f.win_card.word)
    return _("có {win_card}, không nằm ở cửa chì của mình").format(win_card=win_card_phrase(f))


@why_not_of("chi")
def chi_why_not(f: Facts, options) -> str | None:
    """Chì (001 §V.3): the winning card drawn by the winner, or trả cửa into his cửa chì and chíu ù'd."""
    fact = chi_fact(f)
    if fact is None:
        return None
    return need("chi", _("quân ù do chính mình bốc từ nọc (nằm ở cửa chì của mình), hoặc được trả cửa vào "
                         "cửa chì của mình rồi chíu ù"), fact)


@why_not_of("thien_u")
def thien_u_why_not(f: Facts, options) -> str | None:
    """Thiên ù (001 §V.5): the cái's 20 dealt cards already make the ù."""
    if f.uc.thien_u:
        return None
    return need("thien_u", _("người có cái ù ngay trên 20 lá được chia, trước khi đánh quân nào"),
                _("không ù ngay lúc lên bài: {win_card}").format(win_card=win_card_phrase(f)))


@why_not_of("dia_u")
def dia_u_why_not(f: Facts, options) -> str | None:
    """Địa ù (001 §V.6): context flag ``dia_u``."""
    if "dia_u" in f.context:
        return None
    if f.uc.thien_u:
        return need("dia_u", _("ù trên một quân đến sau khi chia bài, khi lượt chưa qua cửa chì của mình"),
                    _("là thiên ù, ù ngay trên 20 lá được chia"))
    return need("dia_u", _("ù khi lượt chưa qua cửa chì của mình lần nào"),
                _("không có bối cảnh đó (lượt đã qua cửa chì của mình rồi mới ù)"))


@why_not_of("pha_thien")
def pha_thien_why_not(f: Facts, options) -> str | None:
    """Phá thiên (001 §V.4): the dealt hand had no chắn — the flag or ``dealt_hand``."""
    if pha_thien(f) is not None:
        return None
    req = _("bài lúc được chia không có chắn nào (mọi quân đều lẻ) mà vẫn ù")
    if f.dealt is not None:
        pairs = [k for k, n in zip(KINDS, f.dealt) if n >= 2]
        if pairs:
            cards = ", ".join(k.word for k in pairs)
            if f.uc.thien_u:
                return need("pha_thien", req, _("20 lá được chia đã có chắn: {cards}").format(cards=cards))
            return need("pha_thien", req, _("bài lúc được chia đã có chắn: {cards}").format(cards=cards))
    pairs = [k for k, n in zip(KINDS, f.hand) if n >= 2]
    if pairs:
        return need("pha_thien", req,
                    _("trên tay còn chắn {cards} — quân trên tay là quân được chia từ đầu, nên lúc chia bài đã "
                      "có chắn").format(cards=", ".join(k.word for k in pairs)))
    return need("pha_thien", req, _("không có bối cảnh đó (không biết lúc chia bài không có chắn nào)"))
