"""Move history replay (chan_core.history) and its errors; hypothesis: random histories
never raise anything but ChanError (also through the lỗi judge)."""
from __future__ import annotations

import random

import pytest

import words
from hypothesis import given, settings
from hypothesis import strategies as st

from chan_core.cards import KINDS, Hand
from chan_core.errors import ChanError
from chan_core.history import EVENTS, Event, offer_eats, parse_event, replay
from chan_core.loi import judge_history
from chan_core.melds import Meld
from words import say

H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"


def test_replay_tracks_hand_melds_discards_declined():
    st_ = replay(H, [
        {"event": "bo", "card": "9S"},
        {"event": "an", "card": "9N", "with": "9V"},
        {"event": "danh", "card": "2S"},
        {"event": "boc", "card": "8N"},
        {"event": "an", "card": "8N", "with": "8N"},
        {"event": "danh", "card": "4N"},
    ])
    assert [k.code for k in st_.declined] == ["9S"]
    assert st_.melds == (Meld.of("an_ca", "9N 9V"), Meld.of("an_chan", "8N 8N"))
    assert [k.code for k in st_.discards] == ["2S", "4N"]
    assert [k.code for k in st_.taken] == ["9N", "8N"]
    assert "9V" not in st_.hand and st_.hand["8N"] == 1
    assert st_.size == 19


def test_chiu_and_tra_cua():
    hand = "9V 9V 9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V"
    st_ = replay(hand, [{"event": "chiu", "card": "9V", "source": "danh", "by": "khac"},
                        {"event": "tra_cua", "card": "2S"}])
    assert st_.melds == (Meld.of("chiu", "9V 9V 9V 9V"),)
    assert st_.hand["9V"] == 0 and st_.size == 19


def test_offer_defaults():
    st_ = replay(H, [{"event": "boc", "card": "9N"}])
    assert st_.pending is not None
    o = st_.offer(parse_event({"event": "an", "card": "9N", "with": "9V"}))
    assert (o.source, o.by, o.drawn_by) == ("boc", "self", "self")
    o = st_.offer(parse_event({"event": "an", "card": "9S", "with": "9V"}))
    assert (o.source, o.by) == ("danh", "tren")
    assert words.say(o.describe(), "vi") == "cửa trên đánh"
    assert words.say(o.describe(), "en") == "cửa trên discarded"


def test_offer_eats_the_one_rule():
    h = Hand("9V 9V 9V 9N 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V")
    k = {c.code: c for c in KINDS}
    withs, chiu = offer_eats(h, k["9V"], "tren")
    assert [w.code for w in withs] == ["9V", "9N"] and chiu  # chắn first, then cạ; three 9V: chíu
    assert [w.code for w in offer_eats(h, k["9S"], "self")[0]] == ["9V", "9N"]
    assert offer_eats(h, k["9V"], "khac") == ([], True)  # another player's card: chíu only
    assert offer_eats(h, k["3V"], "tren") == ([k["3N"], k["3S"]], False)
    assert offer_eats(h, k["CC"], "self") == ([], False)


@pytest.mark.parametrize("hist,field", [
    ([{"event": "danh", "card": "9S"}], "history[0].card"),
    ([{"event": "an", "card": "9N"}], "history[0].with"),
    ([{"event": "an", "card": "9N", "with": "van"}], "history[0].with"),
    ([{"event": "an", "card": "8V", "with": "9V"}], "history[0].with"),
    ([{"event": "chiu", "card": "2V"}], "history[0].card"),
    ([{"event": "bo", "card": "9V", "colour": "red"}], "history[0].colour"),
    ([{"event": "u", "card": "9V"}, {"event": "bo", "card": "9N"}], "history[1].event"),
    ([{"event": "bo", "card": "9V"}, {"event": "bo", "card": "9V"}, {"event": "bo", "card": "9V"},
      {"event": "bo", "card": "9V"}], "history[3].card"),  # 1 in hand + 4 on the mat
    ([{"event": "danh", "card": "9V", "by": "self"}], "history[0].by"),
])
def test_errors_name_the_field(hist, field):
    with pytest.raises(ChanError) as ei:
        replay(H, hist)
    assert ei.value.field == field


def test_wrong_hand_size():
    with pytest.raises(ChanError) as ei:
        replay("9V 9V", [])
    assert ei.value.field == "hand" and "19" in say(ei.value)


def test_boc_then_eat_same_card_counts_one_copy():
    # 1 9V in hand; boc 9V, eat it: 2 copies, not 3. Then three more bo would be a 5th copy.
    st_ = replay(H, [{"event": "boc", "card": "9N"}, {"event": "an", "card": "9N", "with": "9V"}])
    assert st_.seen["9N"] == 1


def test_event_roundtrip():
    e = parse_event({"event": "an", "card": "cửu văn", "with": "9V", "order": "tren"})
    assert e.as_dict() == {"event": "an", "card": "9N", "with": "9V", "order": "tren"}
    assert e.meld_type == "an_ca"
    assert Event("chiu", e.card).meld_type == "chiu"


# ---- hypothesis: random histories never raise anything but ChanError
codes = st.sampled_from([k.code for k in KINDS] + ["van", "xx", None])
raw_event = st.fixed_dictionaries(
    {"event": st.sampled_from(list(EVENTS) + ["zz"]), "card": codes},
    optional={"with": codes, "order": st.sampled_from(["duoi", "tren", "x"]),
              "source": st.sampled_from(["boc", "danh", "tra_cua"]), "by": st.sampled_from(["self", "tren", "khac"])},
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), hist=st.lists(raw_event, max_size=8), action=raw_event)
def test_random_histories_only_raise_chan_error(seed, hist, action):
    rng = random.Random(seed)
    deck = [k.code for k in KINDS for _ in range(4)]
    rng.shuffle(deck)
    hand = " ".join(deck[:19])
    try:
        r = judge_history(hand, hist, action)
    except ChanError as e:
        assert say(e)
        return
    assert all(isinstance(n, int) and 0 <= n <= 17 for n in r.violations)
    assert len(r.explanations) == len(r.findings)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(0, 12))
def test_random_legal_play_never_raises(seed, n):
    """Histories built from legal moves only: replay always succeeds."""
    rng = random.Random(seed)
    deck = [k for k in KINDS for _ in range(4)]
    rng.shuffle(deck)
    hand, mat = Hand(deck[:19]), deck[19:]
    hist: list[dict] = []
    cur = replay(hand, [])
    for card in mat[:n]:
        same = [w for w in set(cur.hand) if w.rank == card.rank]
        if cur.hand[card] == 3 and rng.random() < 0.5:
            hist += [{"event": "chiu", "card": card.code}]
            cur = replay(hand, hist)
            hist += [{"event": "tra_cua", "card": rng.choice(list(cur.hand)).code}]
        elif same and rng.random() < 0.6:
            hist += [{"event": "an", "card": card.code, "with": rng.choice(same).code}]
            cur = replay(hand, hist)
            hist += [{"event": "danh", "card": rng.choice(list(cur.hand)).code}]
        else:
            hist += [{"event": "bo", "card": card.code}]
        cur = replay(hand, hist)
        assert cur.size == 19
    judge_history(hand, hist[:-1], hist[-1]) if hist else None


def test_declining_another_players_card_is_not_bo_an():
    # 9V discarded by a player who is not cửa trên: it could not be eaten, so dưới is not "bỏ chắn".
    st_ = replay(H, [{"event": "bo", "card": "9V", "source": "danh", "by": "khac"}])
    assert st_.declined == ()
    r = judge_history(H, [{"event": "bo", "card": "9V", "source": "danh", "by": "khac"}],
                      {"event": "an", "card": "9N", "with": "9V"})
    assert r.violations == []
