"""Hypothesis properties of the engine core (issue 3)."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chan_core.cards import CHI_CHI, KINDS, Hand
from chan_core.layout import layout
from chan_core.melds import Meld
from chan_core.waits import waits
from chan_core.win import check_u, make_win

SUITED = [k for k in KINDS if k.suit]


@st.composite
def any_hand(draw, size=None):
    """A random multiset of kinds (≤ 4 each)."""
    n = draw(st.integers(0, 20)) if size is None else size
    pool = [k for k in KINDS for _ in range(4)]
    idx = draw(st.lists(st.integers(0, len(pool) - 1), min_size=n, max_size=n, unique=True))
    return Hand([pool[i] for i in idx])


@st.composite
def near_win(draw):
    """19 cards (hand + melds) built from 10 random pairs minus one card, so it often waits."""
    counts = [0] * 25
    pairs = []
    while len(pairs) < 10:
        if draw(st.booleans()):
            k = draw(st.sampled_from(KINDS))
            if counts[k.index] <= 2:
                counts[k.index] += 2
                pairs.append(("chan", k, k))
        else:
            a = draw(st.sampled_from(SUITED))
            b = draw(st.sampled_from([k for k in SUITED if k.rank == a.rank and k.suit != a.suit]))
            if counts[a.index] < 4 and counts[b.index] < 4:
                counts[a.index] += 1
                counts[b.index] += 1
                pairs.append(("ca", a, b))
    n_melds = draw(st.integers(0, 3))
    melds = [Meld("an_chan" if t == "chan" else "an_ca", (a, b)) for t, a, b in pairs[:n_melds]]
    rest = [c for _t, a, b in pairs[n_melds:] for c in (a, b)]
    drop = draw(st.integers(0, len(rest) - 1))
    rest.pop(drop)
    return Hand(rest), tuple(melds)


@settings(max_examples=2000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.filter_too_much])
@given(any_hand())
def test_layout_uses_every_card_exactly_once(h):
    lay = layout(h)
    used = [k for k in lay.chan for _ in range(2)] + [c for p in lay.ca for c in p] + \
           [c for t in lay.ba_dau for c in t] + list(lay.que)
    assert Hand(used) == h
    assert all(a.rank == b.rank and a.suit != b.suit for a, b in lay.ca)
    assert len(lay.que) <= 9 and all(len({c.suit for c in t}) == 3 for t in lay.ba_dau)


def _brute_waits(hand, melds):
    allc = list(hand) + [c for m in melds for c in m.cards]
    out = []
    for k in KINDS:
        if sum(1 for c in allc if c == k) >= 4:
            continue
        if check_u(make_win(hand, k, melds=melds, source="boc", drawn_by="other")).valid:
            out.append(k.code)
    return out


@settings(max_examples=2000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.filter_too_much])
@given(near_win())
def test_waits_agree_with_trying_all_25_kinds(hm):
    hand, melds = hm
    assert [w.kind.code for w in waits(hand, melds)] == _brute_waits(hand, melds)


@settings(max_examples=1000)
@given(any_hand(size=19))
def test_waits_agree_on_random_hands_too(hand):
    assert [w.kind.code for w in waits(hand)] == _brute_waits(hand, ())


@settings(max_examples=2000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.filter_too_much])
@given(near_win(), st.sampled_from([k for k in KINDS if k != CHI_CHI]))
def test_valid_exactly_when_ten_pairs_and_six_chan(hm, k):
    hand, melds = hm
    allc = list(hand) + [c for m in melds for c in m.cards] + [k]
    if sum(1 for c in allc if c == k) > 4:
        return
    u = check_u(make_win(hand, k, melds=melds, source="boc", drawn_by="self"))
    lay = layout(hand + k, melds)
    assert u.valid == (lay.complete and lay.n_pairs == 10 and lay.n_chan >= 6)
    assert (u.chan, u.ca) == (lay.n_chan, lay.n_ca)
    if u.bach_thu:
        assert (u.chan, u.ca) == (6, 4)
