"""The engine core's fast paths agree with the plain definitions they replace (issue 23, speed):
counts from byte tables, layouts from per-number tables, the ù shape test, codes-only notation
read at once, and one object per kind (equality by identity survives pickling and copying)."""
from __future__ import annotations

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chan_core.cards as cards_mod
from chan_core.cards import BY_CODE, KINDS, Hand, parse_cards
from chan_core.errors import ChanError
from chan_core.layout import counts_summary, layout
from chan_core.win import MIN_CHAN, is_u

POOL = [k for k in KINDS for _ in range(4)]


def _plain_summary(h: Hand) -> tuple[int, int, int, int]:
    lay = layout(h)
    return len(lay.chan), len(lay.ca), len(lay.ba_dau), len(lay.que)


def _plain_layout(c: tuple[int, ...]) -> dict:
    """The layout by its definition (seed 001 §III), as :meth:`Layout.as_dict` writes it: per number
    (nhị…cửu, then chi chi), chắn greedily, then what is left: one què, a cạ or a ba đầu."""
    chan, ca, bd, que = [], [], [], []
    for r in (2, 3, 4, 5, 6, 7, 8, 9, 1):
        left = []
        for k in (k for k in KINDS if k.rank == r):
            chan += [[k.code, k.code]] * (c[k.index] // 2)
            if c[k.index] % 2:
                left.append(k.code)
        if len(left) == 1:
            que.append(left[0])
        elif len(left) == 2:
            ca.append(left)
        elif len(left) == 3:
            bd.append(left)
    return {"chan": chan, "ca": ca, "ba_dau": bd, "que": que}


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 40))
def test_layout_and_summary_agree_with_the_definition(seed, n):
    h = Hand(random.Random(seed).sample(POOL, n))
    d = layout(h).as_dict()
    assert {k: d[k] for k in ("chan", "ca", "ba_dau", "que")} == _plain_layout(h.counts)
    assert counts_summary(h.counts) == _plain_summary(h)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3))
def test_is_u_is_complete_with_six_chan(seed, meld_chan):
    h = Hand(random.Random(seed).sample(POOL, 20 - 2 * meld_chan))
    chan, _ca, bd, que = _plain_summary(h)
    assert is_u(h.counts, meld_chan) == (bd == 0 and que == 0 and chan + meld_chan >= MIN_CHAN)


def test_is_u_on_a_winning_shape():
    h = Hand("2V 2V 3V 3V 4V 4V 6V 6V 7V 2N 4N 4N 7N 8N 9N 2S 5S 5S 8S 9S")
    assert is_u(h.counts) and not is_u((h - "2S" + "3S").counts)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([k.code for k in KINDS] + [k.code.lower() for k in KINDS]
                                          + ["cC", "10V", "9", "V", "9V9V", "chi", "cửu vạn", "1V"]),
                          st.sampled_from([" ", ",", ";", "\n", " , ", "\t", "\u00a0", ""])), max_size=12))
def test_codes_read_at_once_as_word_by_word(parts):
    text = "".join(a + b for a, b in parts)

    def read(fast: bool):
        saved = cards_mod._FAST_MAX
        cards_mod._FAST_MAX = saved if fast else -1
        try:
            return parse_cards(text)
        except ChanError as e:
            return e.fact
        finally:
            cards_mod._FAST_MAX = saved

    assert read(True) == read(False)


def test_more_than_a_deck_of_codes_is_refused_either_way():
    with pytest.raises(ChanError) as e:
        parse_cards("9V " * 101)
    assert e.value.code == "card.too_many"


def test_one_object_per_kind():
    k = BY_CODE["9V"]
    assert copy.copy(k) is k and copy.deepcopy(k) is k and pickle.loads(pickle.dumps(k)) is k
    assert parse_cards("9V cửu vạn 9v")[1] is k and {k: 1}[parse_cards("9V")[0]] == 1
    h = Hand("9V 9V CC")
    assert pickle.loads(pickle.dumps(h)) == h and copy.deepcopy(h) == h
