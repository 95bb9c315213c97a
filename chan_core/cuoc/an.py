"""Cước of chíu, bòn and four alike: chíu, chíu ù, bòn, ù bòn, thiên khai (seed 001 §V mục 7–11)."""
from __future__ import annotations

from chan_core.cards import KINDS
from chan_core.cuoc.base import Facts, Found, clauses, cuoc, found_when, need, why_not_of, win_card_fact
from chan_core.facts import Fact

# Cước the ù check decided (``UCheck.<id>``), found on the winning card: chíu ù (001 §V.8): three alike in hand,
# the winning card is the fourth and completes the hand; ù bòn (001 §V.10): an ăn chắn of K, one K in hand,
# the 4th K completes it (not also a bòn).
found_when("chiu_u", lambda f: f.uc.chiu_u, lambda f: Fact("cuoc.found.chiu_u", card=f.win_card))
found_when("u_bon", lambda f: f.uc.u_bon, lambda f: Fact("cuoc.found.u_bon", card=f.win_card))


@cuoc("chiu")
def chiu(f: Facts) -> Found | None:
    """Chíu ×n (001 §V.7): the ``chiu`` melds on the mat; a chíu ù's card is the winning card, not a meld, so
    it is not counted ("không được tính con chíu ấy vào để hô có chíu")."""
    ks = tuple([m.cards[0] for m in f.melds if m.type == "chiu"])
    if not ks:
        return None
    return Found("chiu", len(ks), Fact("cuoc.found.chiu", n=len(ks), cards=ks))


@cuoc("bon")
def bon(f: Facts) -> Found | None:
    """Bòn ×n (001 §V.9): each kind with two ``an_chan`` melds (four alike
    eaten as two chắn) is one bòn."""
    per: dict = {}
    for m in f.melds:
        if m.type == "an_chan":
            c = m.cards[0]
            per[c] = per.get(c, 0) + 1
    ks = tuple([c for c, n in per.items() if n >= 2])
    if not ks:
        return None
    return Found("bon", len(ks), Fact("cuoc.found.bon", n=len(ks), cards=ks))


@cuoc("thien_khai")
def thien_khai(f: Facts) -> Found | None:
    """Thiên khai ×n (001 §V.11): kinds four alike in hand (dealt cards; for thiên ù the 20) — three in hand
    + the winning card is chíu ù. Reason: ``cards`` holds each kind four times (said counted: «4 tam vạn»)."""
    src = f.all20 if f.uc.thien_u else f.hand
    if 4 not in src:
        return None
    ks = [KINDS[i] for i, n in enumerate(src) if n == 4]
    n = len(ks)
    cards = tuple(k for k in ks for _i in range(4))
    return Found("thien_khai", n, Fact("cuoc.found.thien_khai", n=n, cards=cards, thien_u=bool(f.uc.thien_u)))


# ------------------------------------------------------------------ why not
def _n_in_hand(f: Facts) -> Fact:
    """How many of the winning card's kind the hand holds: «trên tay có hai tam vạn»."""
    k = f.win_card
    n = f.hand[k.index]
    if n == 0:
        return Fact("cuoc.hand.in_hand_none", card=k)
    return Fact("cuoc.hand.in_hand", count=Fact("cuoc.number", n=n), card=k)


@why_not_of("chiu_u")
def chiu_u_why_not(f: Facts, options) -> Fact | None:
    if f.win_card is None:
        return need("chiu_u", Fact("cuoc.hand.thien_u_no_card"))
    return need("chiu_u", Fact("cuoc.hand.win_card_and", win_card=win_card_fact(f), in_hand=_n_in_hand(f)))


@why_not_of("u_bon")
def u_bon_why_not(f: Facts, options) -> Fact | None:
    k = f.win_card
    if k is None:
        return need("u_bon", Fact("cuoc.hand.thien_u_no_card"))
    eaten = any(m.type == "an_chan" and m.cards[0] == k for m in f.melds)
    if not eaten:
        return need("u_bon", Fact("cuoc.hand.u_bon_not_eaten", card=k))
    return need("u_bon", Fact("cuoc.hand.u_bon_in_hand", card=k, in_hand=_n_in_hand(f)))


@why_not_of("chiu")
def chiu_why_not(f: Facts, options) -> Fact | None:
    fact = Fact("cuoc.hand.no_chiu")
    if f.uc.chiu_u:
        fact = Fact("cuoc.hand.chiu_u_not_chiu", fact=fact, card=f.win_card)
    return need("chiu", fact)


@why_not_of("bon")
def bon_why_not(f: Facts, options) -> Fact | None:
    eaten = tuple(m.cards[0] for m in f.melds if m.type == "an_chan")
    fact = Fact("cuoc.hand.eaten_once", cards=eaten) if eaten else Fact("cuoc.hand.nothing_eaten")
    if f.uc.u_bon:
        fact = Fact("cuoc.hand.u_bon_not_bon", fact=fact, card=f.win_card)
    return need("bon", fact)


@why_not_of("thien_khai")
def thien_khai_why_not(f: Facts, options) -> Fact | None:
    thien = bool(f.uc.thien_u)
    src = f.all20 if thien else f.hand
    top = max(src)
    if top == 0:
        return need("thien_khai", Fact("cuoc.hand.no_cards_dealt") if thien else Fact("cuoc.hand.no_cards"))
    ks = tuple(KINDS[i] for i, n in enumerate(src) if n == top)
    facts = [Fact("cuoc.hand.most_alike", count=Fact("cuoc.number", n=top), cards=ks, thien_u=thien)]
    if f.uc.chiu_u:
        facts.append(Fact("cuoc.hand.chiu_u_not_thien_khai", card=f.win_card))
    chius = tuple(m.cards[0] for m in f.melds if m.type == "chiu")
    if chius:
        facts.append(Fact("cuoc.hand.chiu_not_thien_khai", cards=chius))
    return need("thien_khai", clauses(facts))
