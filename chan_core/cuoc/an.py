"""Cước of chíu, bòn and four alike: chíu, chíu ù, bòn, ù bòn, thiên khai.

Seed 001 §V mục 7–11, SPEC "Reading the seeds".
"""
from __future__ import annotations

from chan_core.cards import KINDS, words
from chan_core.cuoc.base import Facts, Found, cuoc


@cuoc("chiu_u")
def chiu_u(f: Facts) -> Found | None:
    """Chíu ù (001 §V.8): three alike in hand, the winning card is the fourth
    and completes the hand (``UCheck.chiu_u``)."""
    if f.uc.chiu_u:
        c = f.win_card.word
        return Found("chiu_u", 1, f"Trên tay có ba quân {c}, quân ù {c} là quân thứ tư: chíu mà tròn bài, ù luôn.")
    return None


@cuoc("u_bon")
def u_bon(f: Facts) -> Found | None:
    """Ù bòn (001 §V.10): one ``an_chan`` meld of kind K, one K in hand, the
    4th K completes the hand (``UCheck.u_bon``; not also a bòn)."""
    if f.uc.u_bon:
        c = f.win_card.word
        return Found("u_bon", 1, f"Đã ăn chắn {c}, còn một {c} trên tay; quân ù {c} lẽ ra ăn bòn được nhưng tròn bài, ù luôn.")
    return None


@cuoc("chiu")
def chiu(f: Facts) -> Found | None:
    """Chíu ×n (001 §V.7): the number of ``chiu`` melds on the mat; the card
    of a chíu ù is the winning card, not a meld, so it is not counted
    ("không được tính con chíu ấy vào để hô có chíu")."""
    ks = [m.cards[0].word for m in f.melds if m.type == "chiu"]
    if not ks:
        return None
    n = len(ks)
    return Found("chiu", n, f"{'Chíu' if n == 1 else f'Chíu ×{n}'}: đã chíu {', '.join(ks)} trong ván.")


@cuoc("bon")
def bon(f: Facts) -> Found | None:
    """Bòn ×n (001 §V.9): each kind with two ``an_chan`` melds (four alike
    eaten as two chắn) is one bòn."""
    per: dict[str, int] = {}
    for m in f.melds:
        if m.type == "an_chan":
            c = m.cards[0].word
            per[c] = per.get(c, 0) + 1
    ks = [c for c, n in per.items() if n >= 2]
    if not ks:
        return None
    n = len(ks)
    return Found("bon", n, f"{'Bòn' if n == 1 else f'Bòn ×{n}'}: ăn hai lần chắn {', '.join(ks)} (ăn bòn).")


@cuoc("thien_khai")
def thien_khai(f: Facts) -> Found | None:
    """Thiên khai ×n (001 §V.11): kinds with four alike in hand — the cards
    still in hand are dealt cards; for thiên ù, the 20 dealt cards. Three in
    hand + the winning card is chíu ù, not thiên khai."""
    src = f.all20 if f.uc.thien_u else f.hand
    if 4 not in src:
        return None
    ks = [KINDS[i] for i, n in enumerate(src) if n == 4]
    if not ks:
        return None
    n = len(ks)
    where = "trong 20 quân được chia" if f.uc.thien_u else "trên tay"
    return Found("thien_khai", n, f"{'Thiên khai' if n == 1 else f'Thiên khai ×{n}'}: {where} có {words(k for k in ks for _ in range(4))}.")
