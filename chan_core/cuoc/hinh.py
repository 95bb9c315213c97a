"""Cước of the shape of the hand: thập thành, bạch thủ, bạch thủ chi.

Seed 001 §V mục 12, 17, 18; the structure comes from
:func:`chan_core.win.check_u` (``UCheck.chan``, ``bach_thu``, ``bach_thu_chi``).
"""
from __future__ import annotations

from chan_core.cuoc.base import Facts, Found, cuoc


@cuoc("thap_thanh")
def thap_thanh(f: Facts) -> Found | None:
    """Thập thành (001 §V.12): the 20 cards are 10 chắn (melds included)."""
    if f.uc.chan == 10:
        return Found("thap_thanh", 1, "Bài ù có 10 chắn.")
    return None


def _bach_thu_why(f: Facts) -> str:
    if f.uc.thien_u:
        return "Thiên ù với đúng 6 chắn 4 cạ."
    k = f.win_card
    c = k.word if k is not None else "?"
    return f"Trước khi ù bài có 5 chắn, 4 cạ, không ba đầu, què một quân {c}; quân ù {c} thành chắn thứ 6."


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
