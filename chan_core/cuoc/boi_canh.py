"""Cước read from the context of the win: thông, chì, thiên ù, địa ù, phá thiên.

Seed 001 §V mục 2–6. The context flags come from the scenario's ``context``
(``thong``, ``thien_u``, ``dia_u``, ``pha_thien``) or from ``dealt_hand``.
"""
from __future__ import annotations

from chan_core.cuoc.base import Facts, Found, cuoc


@cuoc("thong")
def thong(f: Facts) -> Found | None:
    """Thông (001 §V.2): the previous game was won (and xướng đúng) by this
    player — only the table knows, so it is the context flag ``thong``."""
    if "thong" in f.context:
        return Found("thong", 1, "Ván trước mình ù và xướng đúng, ván này lại ù (bối cảnh «thông»).")
    return None


@cuoc("chi")
def chi(f: Facts) -> Found | None:
    """Chì (001 §V.3): ``UCheck.chi`` — the winning card was drawn by the
    winner into the cửa chì, or trả cửa into it and chíu ù'd."""
    if not f.uc.chi:
        return None
    card = f.win_card.word if f.win_card is not None else "?"
    if f.win.source == "tra_cua":
        why = f"Người khác chíu rồi trả cửa quân {card} vào cửa chì của mình, mình chíu ù."
    else:
        why = f"Quân ù {card} do chính mình bốc từ nọc, nằm ở cửa chì của mình."
    return Found("chi", 1, why)


@cuoc("thien_u")
def thien_u(f: Facts) -> Found | None:
    """Thiên ù (001 §V.5): the player with the cái won on the 20 dealt cards."""
    if f.uc.thien_u:
        return Found("thien_u", 1, "Người có cái, 20 quân được chia đã tròn bài, ù luôn.")
    return None


@cuoc("dia_u")
def dia_u(f: Facts) -> Found | None:
    """Địa ù (001 §V.6): won before the turn passed the cửa chì (context ``dia_u``)."""
    if "dia_u" in f.context:
        return Found("dia_u", 1, "Ù khi chưa qua cửa chì của mình (bối cảnh «địa ù»).")
    return None


@cuoc("pha_thien")
def pha_thien(f: Facts) -> Found | None:
    """Phá thiên (001 §V.4): the dealt hand had no chắn, yet the player won.

    From the context flag ``pha_thien``, or from ``dealt_hand`` when it has
    no two identical cards (decision: ``dealt_hand`` decides by itself, so a
    learner who enters it needs no flag).
    """
    if "pha_thien" in f.context:
        return Found("pha_thien", 1, "Lên bài không có chắn nào mà vẫn ù (bối cảnh «phá thiên»).")
    d = f.dealt
    if d is not None and f.win.dealt_hand is not None and max(d) < 2:
        return Found("pha_thien", 1, "Bài được chia không có chắn nào (mọi quân đều lẻ) mà vẫn ù.")
    return None

