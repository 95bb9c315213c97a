"""Cước of chíu, bòn and four alike: chíu, chíu ù, bòn, ù bòn, thiên khai.

Seed 001 §V mục 7–11, SPEC "Reading the seeds".
"""
from __future__ import annotations

from chan_core.cards import KINDS, words
from chan_core.cuoc.base import Facts, Found, cuoc, need, number_word, why_not_of, win_card_phrase
from chan_core.i18n import _


@cuoc("chiu_u")
def chiu_u(f: Facts) -> Found | None:
    """Chíu ù (001 §V.8): three alike in hand, the winning card is the fourth
    and completes the hand (``UCheck.chiu_u``)."""
    if f.uc.chiu_u:
        c = f.win_card.word
        return Found("chiu_u", 1, _("Trên tay có ba quân {card}, quân ù {card} là quân thứ tư: chíu mà tròn bài, "
                                    "ù luôn.").format(card=c))
    return None


@cuoc("u_bon")
def u_bon(f: Facts) -> Found | None:
    """Ù bòn (001 §V.10): one ``an_chan`` meld of kind K, one K in hand, the
    4th K completes the hand (``UCheck.u_bon``; not also a bòn)."""
    if f.uc.u_bon:
        c = f.win_card.word
        return Found("u_bon", 1, _("Đã ăn chắn {card}, còn một {card} trên tay; quân ù {card} lẽ ra ăn bòn được "
                                   "nhưng tròn bài, ù luôn.").format(card=c))
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
    text = _("Chíu: đã chíu {cards} trong ván.") if n == 1 else _("Chíu ×{n}: đã chíu {cards} trong ván.")
    return Found("chiu", n, text.format(n=n, cards=", ".join(ks)))


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
    text = _("Bòn: ăn hai lần chắn {cards} (ăn bòn).") if n == 1 else _("Bòn ×{n}: ăn hai lần chắn {cards} (ăn bòn).")
    return Found("bon", n, text.format(n=n, cards=", ".join(ks)))


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
    if f.uc.thien_u:
        text = (_("Thiên khai: trong 20 quân được chia có {cards}.") if n == 1
                else _("Thiên khai ×{n}: trong 20 quân được chia có {cards}."))
    else:
        text = _("Thiên khai: trên tay có {cards}.") if n == 1 else _("Thiên khai ×{n}: trên tay có {cards}.")
    return Found("thien_khai", n, text.format(n=n, cards=words(k for k in ks for _i in range(4))))


# ------------------------------------------------------------------ why not
def _n_in_hand(f: Facts) -> str:
    """``'trên tay có hai tam vạn'`` for the winning card's kind (English ``'it holds two
    tam vạn in hand'``)."""
    k = f.win_card
    n = f.hand[k.index]
    if n == 0:
        return _("trên tay không có {card} nào").format(card=k.word)
    return _("trên tay có {count} {card}").format(count=number_word(n), card=k.word)


@why_not_of("chiu_u")
def chiu_u_why_not(f: Facts, options) -> str | None:
    """Chíu ù (001 §V.8): three alike in hand, the winning card is the fourth."""
    if f.uc.chiu_u:
        return None
    req = _("ba quân giống hệt nhau trên tay và quân ù là quân thứ tư, chíu mà tròn bài")
    if f.win_card is None:
        return need("chiu_u", req, _("là thiên ù, không có quân ù"))
    return need("chiu_u", req, _("có {win_card}, mà {in_hand}").format(win_card=win_card_phrase(f),
                                                                        in_hand=_n_in_hand(f)))


@why_not_of("u_bon")
def u_bon_why_not(f: Facts, options) -> str | None:
    """Ù bòn (001 §V.10): an ``an_chan`` meld of K, one K in hand, the 4th K wins."""
    if f.uc.u_bon:
        return None
    req = _("đã ăn chắn một quân dưới chiếu, còn một quân ấy trên tay, và quân ù là quân thứ tư")
    k = f.win_card
    if k is None:
        return need("u_bon", req, _("là thiên ù, không có quân ù"))
    eaten = any(m.type == "an_chan" and m.cards[0] == k for m in f.melds)
    if not eaten:
        return need("u_bon", req, _("có quân ù {card} nhưng dưới chiếu không có chắn {card} đã ăn").format(card=k.word))
    return need("u_bon", req, _("đã ăn chắn {card}, quân ù là {card}, nhưng {in_hand} (cần đúng một)").format(
        card=k.word, in_hand=_n_in_hand(f)))


@why_not_of("chiu")
def chiu_why_not(f: Facts, options) -> str | None:
    """Chíu (001 §V.7): a ``chiu`` meld on the mat; a chíu ù is not "có chíu"."""
    if chiu(f) is not None:
        return None
    fact = _("dưới chiếu không có bộ chíu nào")
    if f.uc.chiu_u:
        fact = _("{fact} — chíu ù {card} là kiểu ù, không tính là «có chíu»").format(fact=fact, card=f.win_card.word)
    return need("chiu", _("đã chíu trong ván (có bộ bốn quân chíu nằm dưới chiếu)"), fact)


@why_not_of("bon")
def bon_why_not(f: Facts, options) -> str | None:
    """Bòn (001 §V.9): two ``an_chan`` melds of one kind."""
    if bon(f) is not None:
        return None
    eaten = [m.cards[0].word for m in f.melds if m.type == "an_chan"]
    if not eaten:
        fact = _("dưới chiếu không có chắn nào đã ăn")
    else:
        fact = _("dưới chiếu có chắn đã ăn {cards}, mỗi quân chỉ ăn một lần").format(cards=", ".join(eaten))
    if f.uc.u_bon:
        fact = _("{fact} — ù bòn {card} là kiểu ù, không tính là «có bòn»").format(fact=fact, card=f.win_card.word)
    return need("bon", _("ăn chắn hai lần cùng một quân (hai bộ ăn chắn giống nhau dưới chiếu)"), fact)


@why_not_of("thien_khai")
def thien_khai_why_not(f: Facts, options) -> str | None:
    """Thiên khai (001 §V.11): four alike in hand (dealt cards)."""
    if thien_khai(f) is not None:
        return None
    src = f.all20 if f.uc.thien_u else f.hand
    top = max(src)
    req = _("bốn quân giống hệt nhau có sẵn trên tay (quân được chia)")
    if top == 0:
        return need("thien_khai", req, _("trong 20 lá được chia không còn quân nào") if f.uc.thien_u
                    else _("trên tay không còn quân nào"))
    ks = [KINDS[i].word for i, n in enumerate(src) if n == top]
    if f.uc.thien_u:
        fact = _("trong 20 lá được chia nhiều nhất chỉ có {count} quân giống nhau ({cards})")
    else:
        fact = _("trên tay nhiều nhất chỉ có {count} quân giống nhau ({cards})")
    fact = fact.format(count=number_word(top), cards=", ".join(ks))
    notes = []
    if f.uc.chiu_u:
        notes.append(_("ba {card} trên tay cộng quân ù là chíu ù, không phải thiên khai").format(card=f.win_card.word))
    chius = [m.cards[0].word for m in f.melds if m.type == "chiu"]
    if chius:
        notes.append(_("bốn {cards} dưới chiếu là chíu, không phải thiên khai").format(cards=", ".join(chius)))
    return need("thien_khai", req, fact + ("; " + "; ".join(notes) if notes else ""))
