"""Cước of colours and sets: bạch định, tám đỏ, kính tứ chi, lèo, tôm.

Seed 001 §V mục 13–16 and 19, over the 20 cards of the win (hand + melds +
winning card). Red cards: 8V 8S 9V 9S CC.
"""
from __future__ import annotations

from chan_core.cards import KINDS, words
from chan_core.cuoc.base import CC, RED_IDX, Facts, Found, cuoc, idx

_LEO = (idx("9V"), idx("8S"), idx("CC"))
_TOM = (idx("3V"), idx("3S"), idx("7N"))


def _set_words(indices: tuple[int, ...]) -> str:
    """``'cửu vạn – bát sách – chi chi'``: the kinds of one set (lèo, tôm)."""
    return " – ".join(KINDS[i].word for i in indices)


_RED_WORDS = ", ".join(KINDS[i].word for i in RED_IDX[:-1]) + f" hay {KINDS[RED_IDX[-1]].word}"


@cuoc("bach_dinh")
def bach_dinh(f: Facts) -> Found | None:
    """Bạch định (001 §V.13): no red card among the 20."""
    if f.n_red == 0:
        return Found("bach_dinh", 1, f"Cả 20 quân đều đen: không có {_RED_WORDS}.")
    return None


@cuoc("tam_do")
def tam_do(f: Facts) -> Found | None:
    """Tám đỏ (001 §V.14): exactly 8 red cards among the 20."""
    if f.n_red == 8:
        return Found("tam_do", 1, f"Đúng 8 quân đỏ: {words(KINDS[i] for i in RED_IDX for _ in range(f.all20[i]))}.")
    return None


@cuoc("kinh_tu_chi")
def kinh_tu_chi(f: Facts) -> Found | None:
    """Kính tứ chi (001 §V.19, 003): the four chi chi and no other red card."""
    if f.all20[CC] == 4 and f.n_red == 4:
        return Found("kinh_tu_chi", 1, "Có đủ 4 quân chi chi và không có quân đỏ nào khác.")
    return None


def _complete_sets(f: Facts, cid: str, name: str, idxs: tuple[int, ...]) -> Found | None:
    """``name`` ×n: the number of complete sets of the kinds ``idxs`` among the 20 cards."""
    n = min(f.all20[i] for i in idxs)
    if n:
        return Found(cid, n, f"{name if n == 1 else f'{name} ×{n}'}: {_set_words(idxs)} có {n} bộ.")
    return None


@cuoc("leo")
def leo(f: Facts) -> Found | None:
    """Lèo ×n (001 §V.15): complete sets 9V + 8S + CC among the 20 (≤ 4)."""
    return _complete_sets(f, "leo", "Lèo", _LEO)


@cuoc("tom")
def tom(f: Facts) -> Found | None:
    """Tôm ×n (001 §V.16): complete sets 3V + 3S + 7N among the 20 (≤ 4)."""
    return _complete_sets(f, "tom", "Tôm", _TOM)
