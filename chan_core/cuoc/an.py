"""Cước of chíu, bòn and four alike: chíu, chíu ù, bòn, ù bòn, thiên khai.

Seed 001 §V mục 7–11, SPEC "Reading the seeds".
"""
from __future__ import annotations

from chan_core.cards import KINDS, words
from chan_core.cuoc.base import NUMBER_WORDS, Facts, Found, cuoc, need, why_not_of, win_card_phrase


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


# ------------------------------------------------------------------ why not
def _n_in_hand(f: Facts) -> str:
    """``'trên tay có hai tam vạn'`` for the winning card's kind."""
    k = f.win_card
    n = f.hand[k.index]
    return f"trên tay {'không có ' + k.word + ' nào' if n == 0 else f'có {NUMBER_WORDS[n]} {k.word}'}"


@why_not_of("chiu_u")
def chiu_u_why_not(f: Facts, options) -> str | None:
    """Chíu ù (001 §V.8): three alike in hand, the winning card is the fourth."""
    if f.uc.chiu_u:
        return None
    req = "ba quân giống hệt nhau trên tay và quân ù là quân thứ tư, chíu mà tròn bài"
    if f.win_card is None:
        return need("chiu_u", req, "là thiên ù, không có quân ù")
    return need("chiu_u", req, f"có {win_card_phrase(f)}, mà {_n_in_hand(f)}")


@why_not_of("u_bon")
def u_bon_why_not(f: Facts, options) -> str | None:
    """Ù bòn (001 §V.10): an ``an_chan`` meld of K, one K in hand, the 4th K wins."""
    if f.uc.u_bon:
        return None
    req = "đã ăn chắn một quân dưới chiếu, còn một quân ấy trên tay, và quân ù là quân thứ tư"
    k = f.win_card
    if k is None:
        return need("u_bon", req, "là thiên ù, không có quân ù")
    eaten = any(m.type == "an_chan" and m.cards[0] == k for m in f.melds)
    if not eaten:
        return need("u_bon", req, f"có quân ù {k.word} nhưng dưới chiếu không có chắn {k.word} đã ăn")
    return need("u_bon", req, f"đã ăn chắn {k.word}, quân ù là {k.word}, nhưng {_n_in_hand(f)} (cần đúng một)")


@why_not_of("chiu")
def chiu_why_not(f: Facts, options) -> str | None:
    """Chíu (001 §V.7): a ``chiu`` meld on the mat; a chíu ù is not "có chíu"."""
    if chiu(f) is not None:
        return None
    fact = "dưới chiếu không có bộ chíu nào"
    if f.uc.chiu_u:
        fact += f" — chíu ù {f.win_card.word} là kiểu ù, không tính là «có chíu»"
    return need("chiu", "đã chíu trong ván (có bộ bốn quân chíu nằm dưới chiếu)", fact)


@why_not_of("bon")
def bon_why_not(f: Facts, options) -> str | None:
    """Bòn (001 §V.9): two ``an_chan`` melds of one kind."""
    if bon(f) is not None:
        return None
    eaten = [m.cards[0].word for m in f.melds if m.type == "an_chan"]
    if not eaten:
        fact = "dưới chiếu không có chắn nào đã ăn"
    else:
        fact = f"dưới chiếu có chắn đã ăn {', '.join(eaten)}, mỗi quân chỉ ăn một lần"
    if f.uc.u_bon:
        fact += f" — ù bòn {f.win_card.word} là kiểu ù, không tính là «có bòn»"
    return need("bon", "ăn chắn hai lần cùng một quân (hai bộ ăn chắn giống nhau dưới chiếu)", fact)


@why_not_of("thien_khai")
def thien_khai_why_not(f: Facts, options) -> str | None:
    """Thiên khai (001 §V.11): four alike in hand (dealt cards)."""
    if thien_khai(f) is not None:
        return None
    src = f.all20 if f.uc.thien_u else f.hand
    where = "trong 20 lá được chia" if f.uc.thien_u else "trên tay"
    top = max(src)
    req = "bốn quân giống hệt nhau có sẵn trên tay (quân được chia)"
    if top == 0:
        return need("thien_khai", req, f"{where} không còn quân nào")
    ks = [KINDS[i].word for i, n in enumerate(src) if n == top]
    fact = f"{where} nhiều nhất chỉ có {NUMBER_WORDS[top]} quân giống nhau ({', '.join(ks)})"
    notes = []
    if f.uc.chiu_u:
        notes.append(f"ba {f.win_card.word} trên tay cộng quân ù là chíu ù, không phải thiên khai")
    chius = [m.cards[0].word for m in f.melds if m.type == "chiu"]
    if chius:
        notes.append(f"bốn {', '.join(chius)} dưới chiếu là chíu, không phải thiên khai")
    return need("thien_khai", req, fact + ("; " + "; ".join(notes) if notes else ""))
