"""Cước of colours and sets: bạch định, tám đỏ, kính tứ chi, lèo, tôm.

Seed 001 §V mục 13–16 and 19, over the 20 cards of the win (hand + melds +
winning card). Red cards: 8V 8S 9V 9S CC.
"""
from __future__ import annotations

from chan_core.cards import KINDS, words
from chan_core.cuoc.base import CC, RED_IDX, Facts, Found, cuoc, idx, need, why_not_of
from chan_core.i18n import _, ngettext

_LEO = (idx("9V"), idx("8S"), idx("CC"))
_TOM = (idx("3V"), idx("3S"), idx("7N"))


def _set_words(indices: tuple[int, ...]) -> str:
    """``'cửu vạn – bát sách – chi chi'``: the kinds of one set (lèo, tôm)."""
    return " – ".join(KINDS[i].word for i in indices)


def _red_words() -> str:
    """``'bát vạn, cửu vạn, bát sách, cửu sách hay chi chi'``: the red kinds (English: ``… or chi chi``)."""
    return _("{cards} hay {last}").format(cards=", ".join(KINDS[i].word for i in RED_IDX[:-1]),
                                          last=KINDS[RED_IDX[-1]].word)


@cuoc("bach_dinh")
def bach_dinh(f: Facts) -> Found | None:
    """Bạch định (001 §V.13): no red card among the 20."""
    if f.n_red == 0:
        return Found("bach_dinh", 1, _("Cả 20 quân đều đen: không có {red_cards}.").format(red_cards=_red_words()))
    return None


@cuoc("tam_do")
def tam_do(f: Facts) -> Found | None:
    """Tám đỏ (001 §V.14): exactly 8 red cards among the 20."""
    if f.n_red == 8:
        return Found("tam_do", 1, _("Đúng 8 quân đỏ: {cards}.").format(
            cards=words(KINDS[i] for i in RED_IDX for _i in range(f.all20[i]))))
    return None


@cuoc("kinh_tu_chi")
def kinh_tu_chi(f: Facts) -> Found | None:
    """Kính tứ chi (001 §V.19, 003): the four chi chi and no other red card."""
    if f.all20[CC] == 4 and f.n_red == 4:
        return Found("kinh_tu_chi", 1, _("Có đủ 4 quân chi chi và không có quân đỏ nào khác."))
    return None


def _complete_sets(f: Facts, cid: str, name: str, idxs: tuple[int, ...]) -> Found | None:
    """``name`` ×n: the number of complete sets of the kinds ``idxs`` among the 20 cards
    (``name`` is the cước's name, the same in every language)."""
    n = min(f.all20[i] for i in idxs)
    if n:
        text = _("{name}: {cards} có {n} bộ.") if n == 1 else _("{name} ×{n}: {cards} có {n} bộ.")
        return Found(cid, n, text.format(name=name, cards=_set_words(idxs), n=n))
    return None


@cuoc("leo")
def leo(f: Facts) -> Found | None:
    """Lèo ×n (001 §V.15): complete sets 9V + 8S + CC among the 20 (≤ 4)."""
    return _complete_sets(f, "leo", "Lèo", _LEO)


@cuoc("tom")
def tom(f: Facts) -> Found | None:
    """Tôm ×n (001 §V.16): complete sets 3V + 3S + 7N among the 20 (≤ 4)."""
    return _complete_sets(f, "tom", "Tôm", _TOM)


# ------------------------------------------------------------------ why not
def _reds(f: Facts, skip: tuple[int, ...] = ()) -> str:
    """The red cards among the 20, in words (``'2 bát vạn, 1 chi chi'``)."""
    return words(KINDS[i] for i in RED_IDX if i not in skip for _i in range(f.all20[i]))


@why_not_of("bach_dinh")
def bach_dinh_why_not(f: Facts, options) -> str | None:
    """Bạch định: no red card among the 20 (001 §V.13)."""
    if f.n_red == 0:
        return None
    return need("bach_dinh", _("cả 20 lá đều đen (không có {red_cards})").format(red_cards=_red_words()),
                ngettext("có {n} quân đỏ: {cards}", "có {n} quân đỏ: {cards}", f.n_red).format(
                    n=f.n_red, cards=_reds(f)))


@why_not_of("tam_do")
def tam_do_why_not(f: Facts, options) -> str | None:
    """Tám đỏ: exactly 8 red cards among the 20 (001 §V.14)."""
    if f.n_red == 8:
        return None
    return need("tam_do", _("đúng 8 quân đỏ trong 20 lá"),
                ngettext("có {n} quân đỏ: {cards}", "có {n} quân đỏ: {cards}", f.n_red).format(
                    n=f.n_red, cards=_reds(f)) if f.n_red
                else _("không có quân đỏ nào"))


@why_not_of("kinh_tu_chi")
def kinh_tu_chi_why_not(f: Facts, options) -> str | None:
    """Kính tứ chi: the four chi chi and no other red card (001 §V.19)."""
    cc = f.all20[CC]
    others = f.n_red - cc
    if cc == 4 and others == 0:
        return None
    facts = []
    if cc != 4:
        facts.append(_("chỉ có {n} chi chi").format(n=cc) if cc else _("không có chi chi nào"))
    if others:
        facts.append(ngettext("có {n} quân đỏ khác: {cards}", "có {n} quân đỏ khác: {cards}", others).format(
            n=others, cards=_reds(f, skip=(CC,))))
    return need("kinh_tu_chi", _("đủ 4 quân chi chi và không có quân đỏ nào khác"), "; ".join(facts))


def _sets_why_not(f: Facts, cid: str, idxs: tuple[int, ...]) -> str | None:
    if min(f.all20[i] for i in idxs):
        return None
    missing = [KINDS[i].word for i in idxs if f.all20[i] == 0]
    have = [KINDS[i] for i in idxs if f.all20[i]]
    held = words(k for k in have for _i in range(f.all20[k.index]))
    if len(missing) == 1:
        fact = _("không có {a} (chỉ có {have})") if have else _("không có {a}")
    elif len(missing) == 2:
        fact = _("không có {a} và {b} (chỉ có {have})") if have else _("không có {a} và {b}")
    else:
        fact = _("không có {a} và {b} và {c}")
    fact = fact.format(a=missing[0], b=missing[1] if len(missing) > 1 else "", c=missing[2] if len(missing) > 2 else "",
                       have=held)
    return need(cid, _("đủ một bộ {cards} trong 20 lá").format(cards=_set_words(idxs)), fact)


@why_not_of("leo")
def leo_why_not(f: Facts, options) -> str | None:
    """Lèo: a complete set cửu vạn + bát sách + chi chi (001 §V.15)."""
    return _sets_why_not(f, "leo", _LEO)


@why_not_of("tom")
def tom_why_not(f: Facts, options) -> str | None:
    """Tôm: a complete set tam vạn + tam sách + thất văn (001 §V.16)."""
    return _sets_why_not(f, "tom", _TOM)
