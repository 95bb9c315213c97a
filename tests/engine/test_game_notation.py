"""The position notation (chan_core.game.notation): a hand as one line that reads back to an equal
state, ``repr()`` a constructor, and every malformed line refused with a fact naming the part."""
import random

import pytest

import chan_core
import words
from chan_core import Action, ChanError, apply, from_position, legal_actions, new_hand, position


def _play(state, rng, stop=None):
    """Random legal moves (a plain xướng when the winner must xướng) until the end or ``stop`` moves."""
    moves = 0
    while not state.finished and (stop is None or moves < stop):
        acts = legal_actions(state, state.actor) or [Action(state.actor, "xuong", declared=(("xuong", 1),))]
        state = apply(state, rng.choice(acts))
        moves += 1
    return state


@pytest.mark.parametrize("seed", range(12))
def test_every_position_of_a_hand_reads_back_to_an_equal_state(seed):
    rng = random.Random(seed)
    state = new_hand(2 + seed % 3, 1000 + seed, variant="sanhrong" if seed % 4 == 0 else "classic",
                     options={"ga_points": 3} if seed % 3 == 0 else None, thong=0 if seed % 5 == 0 else None)
    assert from_position(position(state)) == state
    while not state.finished:
        state = _play(state, rng, stop=rng.randint(1, 9))
        line = position(state)
        assert "\n" not in line and line.startswith("chan1 ")
        assert from_position(line) == state


def test_repr_is_a_constructor():
    state = _play(new_hand(3, 42), random.Random(1), stop=15)
    rebuilt = eval(repr(state), {"from_position": chan_core.from_position})
    assert rebuilt == state and repr(rebuilt) == repr(state)


def test_a_deal_given_card_by_card_is_written_out():
    base = new_hand(2, 5)
    cards = {"dealt": base.dealt, "noc": base.noc_start, "cai": base.cai}
    state = _play(new_hand(2, 99, cards=cards), random.Random(3), stop=8)
    line = position(state)
    assert " k" in line and state.fixed_deal
    assert from_position(line) == state


def test_a_bốc_writes_no_card_the_nọc_decides_it():
    state = _play(new_hand(2, 7), random.Random(0), stop=3)
    drawn = [e for e in state.events if e["event"] == "boc"]
    assert drawn and all(f"{e['seat']}b " in position(state) + " " for e in drawn)


@pytest.mark.parametrize("line, code, field", [
    ("p2 s1 d0 |", "game.notation.tag", "header"),
    ("chan1 p2 s1 d0", "game.notation.tag", "header"),
    ("chan1 p2 s1 |", "game.notation.missing", "header"),
    ("chan1 p2 p3 s1 d0 |", "game.notation.header", "header"),
    ("chan1 p2 s1 d0 z9 |", "game.notation.header", "header"),
    ("chan1 p2 s-1 d0 |", "game.notation.number", "header.s"),
    ("chan1 p2 s1 d0 o[1] |", "game.notation.header", "header"),
    ("chan1 p2 s1 d0 | 0q9V", "game.notation.move", "moves[0]"),
    ("chan1 p2 s1 d0 | 0d9X", "game.notation.cards", "moves[0]"),
    ("chan1 p2 s1 d0 | 0d9V9V9V", "game.notation.move", "moves[0]"),
])
def test_a_malformed_line_is_refused_naming_its_part(line, code, field):
    with pytest.raises(ChanError) as e:
        from_position(line)
    assert e.value.code == code and e.value.field.startswith(field)
    for lang in ("vi", "en"):
        text = words.say(e.value.fact, lang)
        assert text and "{" not in text


def test_an_illegal_move_is_refused_by_the_rules_naming_the_move():
    state = new_hand(2, 11)
    not_mine = 1 - state.actor
    with pytest.raises(ChanError) as e:
        from_position(position(state) + f" {not_mine}d{state.hands[not_mine][0]}")
    assert e.value.field.startswith("moves[0]")


def test_not_text_is_refused():
    with pytest.raises(ChanError) as e:
        from_position(None)
    assert e.value.code == "game.notation.not_text"
