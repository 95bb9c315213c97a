"""Property tests of the Mậu binh engine (hypothesis): comparison against an independent
reference comparator (a total preorder over chi of both sizes), the solver (never lủng,
never worse than any arrangement, its vector search agrees with the one-at-a-time score),
scoring sums to zero, notation round trips, special-hand witnesses."""
from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card
from mau_binh.chi import chi_value, compare
from mau_binh.options import make_options
from mau_binh.scoring import settle
from mau_binh.cards import DECK, SUIT_NAMES, SUIT_SYMBOLS, parse_cards
from mau_binh.solver import expected_points, solve
from mau_binh.specials import find_special
from mau_binh_ranked import specials_in, top_arrangements
from mau_binh.strength import load_table

CARDS = st.permutations(DECK)
REF_ORDER_5 = ["rac", "doi", "thu", "xam_chi", "sanh", "thung", "cu_lu", "tu_quy", "thung_pha_sanh"]


def reference_key(cards) -> tuple:
    """An independent comparator written from the rules text (seed 004 + decisions): category
    index, then ranks grouped by (count, rank) high first, a 3-card chi padded with zeros."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    groups = sorted({r: ranks.count(r) for r in ranks}.items(), key=lambda x: (-x[1], -x[0]))
    counts = [n for _, n in groups]
    flush = len(cards) == 5 and len({c.suit for c in cards}) == 1
    straight = None
    if len(cards) == 5 and len(groups) == 5:
        if ranks[0] - ranks[4] == 4:
            straight = ranks[0]
        if ranks == [14, 5, 4, 3, 2]:
            straight = 5
    if straight and flush:
        cat, tie = "thung_pha_sanh", [straight]
    elif counts[0] == 4:
        cat, tie = "tu_quy", [r for r, _ in groups]
    elif counts[:2] == [3, 2]:
        cat, tie = "cu_lu", [r for r, _ in groups]
    elif flush:
        cat, tie = "thung", ranks
    elif straight:
        cat, tie = "sanh", [straight]
    elif counts[0] == 3:
        cat, tie = "xam_chi", [r for r, _ in groups]
    elif counts[:2] == [2, 2]:
        cat, tie = "thu", [r for r, _ in groups]
    elif counts[0] == 2:
        cat, tie = "doi", [r for r, _ in groups]
    else:
        cat, tie = "rac", ranks
    return (REF_ORDER_5.index(cat), tuple(tie) + (0,) * (5 - len(tie))), cat


def _chi(deck, start, size):
    return list(deck[start:start + size])


@settings(max_examples=400)
@given(CARDS, st.sampled_from([3, 5]), st.sampled_from([3, 5]), st.sampled_from([3, 5]))
def test_comparison_matches_the_reference_and_is_a_total_preorder(deck, na, nb, nc):
    a, b, c = _chi(deck, 0, na), _chi(deck, 5, nb), _chi(deck, 10, nc)
    va, vb, vc = chi_value(a), chi_value(b), chi_value(c)
    (ka, cat_a), (kb, _), (kc, _) = reference_key(a), reference_key(b), reference_key(c)
    assert va.category == cat_a
    assert compare(va, vb) == (ka > kb) - (ka < kb)
    assert compare(va, vc) == (ka > kc) - (ka < kc)
    assert compare(va, vb) == -compare(vb, va) and compare(va, va) == 0
    if compare(va, vb) >= 0 and compare(vb, vc) >= 0:
        assert compare(va, vc) >= 0
    assert (va <= vb) or (vb <= va)


@settings(max_examples=200)
@given(CARDS)
def test_suits_never_break_a_tie(deck):
    cards = deck[:5]
    # the same ranks in other suits, keeping "all one suit" or not
    perm = {"s": "h", "h": "d", "d": "c", "c": "s"}
    other = [Card.of(c.rank, perm[c.suit]) for c in cards]
    assert compare(chi_value(cards), chi_value(other)) == 0


def _deck_starting_with(hand: str) -> list:
    """The deck with ``hand``'s 13 cards first, the others after in deck order (an @example deck)."""
    first = parse_cards(hand)
    return first + [c for c in DECK if c not in first]


@settings(max_examples=40)
@given(CARDS, st.randoms(use_true_random=False))
# top_arrangements said -0.8122499999999999 where solve said -0.8122500000000001 (issue 22 item 14)
@example(_deck_starting_with("Js Jh 3d Ad 7c 9s 3h As Th 6d 7h 4d Kc"), random.Random(0))
def test_solver_is_never_lung_and_never_worse_than_any_arrangement(deck, rnd):
    hand = list(deck[:13])
    sol = solve(hand)
    assert sol.arrangement.valid
    assert sorted(sol.arrangement.cards) == sorted(hand)
    assert abs(expected_points(sol.arrangement) - sol.expected) < 1e-9   # vector search == one-at-a-time
    for _ in range(25):
        cards = hand[:]
        rnd.shuffle(cards)
        arr = Arrangement(cards[:3], cards[3:8], cards[8:])
        assert expected_points(arr) <= sol.expected + 1e-9
    top = top_arrangements(hand, 3)
    # sums of floats in another order: equal within 1e-9, never compared exactly
    assert top[0][0] == pytest.approx(sol.expected, abs=1e-9)
    assert all(x[0] >= y[0] - 1e-9 for x, y in zip(top, top[1:]))


@pytest.mark.parametrize("hand", ["2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As",      # one suit: ties everywhere
                                  "As Ah Kd Kc 9s 9h 9d 5c 5d 4s 3h 2c 2d",
                                  "Ac Kd Jh 9s 8c 7d 6h 5s 4c 3d Th 2s Qc"])
def test_solver_beats_every_arrangement_exhaustively(hand):
    """All 72,072 cuts of a hand, each checked and scored on its own (chi values one by one,
    the order rule as ``<=`` on them): none beats the solver, and the solver's score is one of them."""
    cards = parse_cards(hand)
    table = load_table()
    v3 = {c: chi_value([cards[i] for i in c]) for c in combinations(range(13), 3)}
    v5 = {c: chi_value([cards[i] for i in c]) for c in combinations(range(13), 5)}
    e = {("front", c): table.edge("front", v.key) for c, v in v3.items()}
    e.update({(p, c): table.edge(p, v.key) for c, v in v5.items() for p in ("middle", "back")})
    best = -9.0
    for f in v3:
        rest = [i for i in range(13) if i not in f]
        for m in combinations(rest, 5):
            b = tuple(i for i in rest if i not in m)
            if v3[f] <= v5[m] <= v5[b]:
                best = max(best, e[("front", f)] + e[("middle", m)] + e[("back", b)])
    assert abs(best - solve(cards).expected) < 1e-9


@settings(max_examples=120)
@given(CARDS, st.integers(2, 4), st.booleans(), st.lists(st.sampled_from(
    ["xam_chi_dau", "cu_lu_chi_giua", "tu_quy_chi_giua", "tu_quy_chi_cuoi", "thung_pha_sanh_chi_giua",
     "thung_pha_sanh_chi_cuoi"]), max_size=3), st.integers(1, 10), st.booleans())
def test_scores_sum_to_zero_for_2_to_4_players(deck, n, sap_ham, bonuses, special_points, ranking):
    arrs = [Arrangement(deck[13 * i:13 * i + 3], deck[13 * i + 3:13 * i + 8], deck[13 * i + 8:13 * i + 13])
            for i in range(n)]
    opts = make_options(sap_ham=sap_ham, bonuses=bonuses, special_points=special_points,
                        special_ranking="thong_dung" if ranking else "theo_seed")
    res = settle(arrs, opts)
    assert sum(res.points) == 0 and len(res.points) == n and len(res.duels) == n * (n - 1) // 2
    for d in res.duels:
        pa, pb = res.players[d.a], res.players[d.b]
        if pa.special is None and pb.special is None:
            if pa.arrangement.lung != pb.arrangement.lung:
                assert (d.points < 0) == pa.arrangement.lung and abs(d.points) >= 3
            if pa.arrangement.lung and pb.arrangement.lung:
                assert d.points == 0
        if not opts.bonuses and not opts.sap_ham and d.how == "so_chi":
            assert d.points == sum(d.chi)


@settings(max_examples=200)
@given(CARDS, st.lists(st.sampled_from(["code", "lower", "symbol", "symbol_first", "word", "ten"]),
                       min_size=13, max_size=13))
def test_notations_round_trip(deck, styles):
    cards = list(deck[:13])
    parts = []
    for c, s in zip(cards, styles):
        rank = "10" if c.rank == 10 else c.code[0]
        parts.append({"code": c.code, "lower": c.code.lower(), "symbol": c.symbol,
                      "symbol_first": SUIT_SYMBOLS[c.suit] + rank, "word": f"{rank} {SUIT_NAMES[c.suit]}",
                      "ten": c.word}[s])
    arr = Arrangement(" ".join(parts[:3]), " ".join(parts[3:8]), " ".join(parts[8:]))
    assert sorted(arr.cards) == sorted(cards)
    assert Arrangement.parse(str(arr)) == arr
    assert eval(repr(arr), {"Arrangement": Arrangement}) == arr  # noqa: S307


RUNS5 = [[14 if r == 1 else r for r in range(lo, lo + 5)] for lo in range(1, 11)]
RUNS3 = [[14 if r == 1 else r for r in range(lo, lo + 3)] for lo in range(1, 13)]


@settings(max_examples=150)
@given(st.sampled_from(RUNS3), st.sampled_from(RUNS5), st.sampled_from(RUNS5), st.randoms(use_true_random=False))
def test_three_straights_are_always_found_with_a_valid_witness(r3, r5a, r5b, rnd):
    need = r3 + r5a + r5b
    if any(need.count(r) > 4 for r in need):
        return
    pool = {r: [Card.of(r, s) for s in "shdc"] for r in set(need)}
    for v in pool.values():
        rnd.shuffle(v)
    hand = [pool[r].pop() for r in need]
    ids = {m.id for m in specials_in(hand)}
    assert "ba_sanh" in ids
    found = next(m for m in specials_in(hand) if m.id == "ba_sanh")
    arr = found.arrangement
    assert arr.valid and sorted(arr.cards) == sorted(hand)
    for part, size in ((arr.front, 3), (arr.middle, 5), (arr.back, 5)):
        rs = sorted(c.rank for c in part)
        assert len(set(rs)) == size and (rs[-1] - rs[0] == size - 1 or rs == sorted([14] + list(range(2, size + 1))))


@settings(max_examples=200)
@given(CARDS)
def test_special_hands_agree_with_counting(deck):
    hand = list(deck[:13])
    ids = {m.id for m in specials_in(hand)}
    red = sum(c.red for c in hand)
    assert ("muoi_ba_cung_mau" in ids) == (red in (0, 13))
    assert ("muoi_hai_cung_mau" in ids) == (red in (1, 12))
    ranks = [c.rank for c in hand]
    assert ("sau_doi" in ids) == (sum(ranks.count(r) // 2 for r in set(ranks)) >= 6)
    suits = sorted((sum(c.suit == s for c in hand) for s in "shdc"), reverse=True)
    suits = [x for x in suits if x]
    assert ("ba_thung" in ids) == (suits in ([13], [10, 3], [8, 5], [5, 5, 3]))
    best = find_special(hand)
    assert (best is None) == (not ids)
