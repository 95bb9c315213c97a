"""Session 24 (a rules tester): lỗi 3 and lỗi 4 picked for a treo tranh move answered «… là ăn treo tranh (lỗi 1)»
instead of why 3 / 4 do not fit. A lỗi's why-not says its own failed condition in this hand; another fault is named
only explicitly, as ``Fact('loi.why.instead', reason=own, faults=…)`` after the own reason, and only a fault the move
commits. The sweep: a representative move per fault the engine detects (the first of the «Ăn hay không?» drill
situations and their options that commits it), every other fault's why-not, in Vietnamese and English."""
from __future__ import annotations

import re

import pytest

import words
from chan_core.history import parse_event, parse_history, replay
from chan_core.legal import generate_situation
from chan_core.loi import CODES, fault_name, judge, title, why_not
from learning.explain import loi_lines
from tests.engine.test_why_not import drill_situations, options_of

WAITING = "2V 2V 3N 3N 4S 4S 5V 5V 6N 6N 7S 7S 8V 8N 2S 2N 9V 9N 9S"
"""6 chắn, the cạ 8V–8N and 2S–2N, and the ba đầu cửu: waiting on cửu vạn, cửu văn or cửu sách."""
TREO_TRANH = {  # a move committing lỗi 1 → what lỗi 3 and lỗi 4 answer: (the reason's code, the faults named instead)
    "ca-holds-the-card": ("9V 9N 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V",
                          {"event": "an", "card": "9V", "with": "9N"},
                          {3: ("loi.3.not_same_ca", (1,)), 4: ("loi.4.not_waiting_why", ())}),
    "waiting-card": (WAITING, {"event": "an", "card": "9N", "with": "9V", "source": "danh", "by": "tren"},
                     {3: ("loi.3.not", ()), 4: ("loi.4.not_could_chan", (1,))}),
    "not-a-waiting-card": (WAITING, {"event": "an", "card": "8V", "with": "8N", "source": "danh", "by": "tren"},
                           {3: ("loi.3.not_same_ca", (1,)), 4: ("loi.4.not", ())}),
}


def _names(code) -> set[str]:
    """How a text may name fault ``code`` in the current language: «lỗi N», its name, its name without «Ăn »."""
    name = fault_name(code)
    name = (name if isinstance(name, str) else words.say(name)).lower()
    return {name, name.removeprefix("ăn ")} | ({f"lỗi {code}"} if isinstance(code, int) else set())


def named(text: str) -> set:
    """The faults ``text`` names (by number or by name)."""
    low = text.lower()
    return {c for c in CODES if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", low) for n in _names(c))}


def parts(state, event, code) -> tuple:
    """``(own reason, the faults named instead)`` of ``code``'s why-not."""
    r = why_not(state, event, code)["reason"]
    return (r["reason"], tuple(r["faults"])) if r.code == "loi.why.instead" else (r, ())


def depth(text: str) -> int:
    """How deep ``text``'s brackets nest (a tester read «(còn lẻ … (cần cả 20 quân …))» in a lỗi 4 why-not)."""
    level = most = 0
    for ch in text:
        level += {"(": 1, ")": -1}.get(ch, 0)
        most = max(most, level)
    return most


def check_names(state, event, committed) -> None:
    """Every fault the move does not commit: its why-not names no other fault but, explicitly, those committed;
    its brackets never nest."""
    for code in (c for c in CODES if c not in committed):
        own, instead = parts(state, event, code)
        assert set(instead) <= set(committed) and code not in instead, (event, code, instead)
        for lang in ("vi", "en"):
            with words.language(lang):
                whole = words.say(why_not(state, event, code)["reason"])
                assert named(words.say(own)) <= {code}, (lang, code, whole)
                assert named(whole) <= {code, *instead}, (lang, code, whole)
                assert all(words.say(title(x)) in whole for x in instead), (lang, code, whole)
                assert depth(whole) <= 1, (lang, code, whole)


def moves_of(sc) -> list:
    """``(state, event, committed)`` of a situation's own move, then of each of its options."""
    state = replay(sc["hand"], parse_history(sc.get("history")))
    ev = parse_event(sc["action"])
    events = [ev, *(o.event for o in options_of(state, ev))]
    return [(state, e, {*v.violations, *v.extras}) for e in events for v in [judge(state, e)]]


def representative_moves() -> dict:
    """fault code → ``(state, event, committed)``: the first drill move committing it."""
    out = {}
    for move in (m for sc in drill_situations() for m in moves_of(sc)):
        for c in move[2]:
            out.setdefault(c, move)
    return out


@pytest.mark.parametrize("case", sorted(TREO_TRANH))
def test_loi_3_and_4_on_a_treo_tranh_move_say_their_own_reason(case):
    hand, event, expected = TREO_TRANH[case]
    state = replay(hand, [])
    assert judge(state, event).violations == [1]
    for code, (reason, instead) in expected.items():
        own, faults = parts(state, event, code)
        assert (own.code, faults) == (reason, instead), code
        for lang in ("vi", "en"):
            with words.language(lang):
                text = words.say(own)
            assert "lỗi 1" not in text and "treo tranh" not in text, (lang, text)
    check_names(state, event, {1})


def test_every_fault_why_not_names_the_right_reason_on_a_move_of_each_fault():
    moves = representative_moves()
    assert set(moves) == set(CODES), set(CODES) - set(moves)
    for state, event, committed in moves.values():
        check_names(state, event, committed)


@pytest.mark.full
def test_why_nots_name_the_right_reason_on_generated_situations():
    for seed in range(150):
        for state, event, committed in moves_of(generate_situation(seed)):
            check_names(state, event, committed)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_loi_pick_hides_the_fault_named_instead_until_the_reveal(lang):
    hand, event, _ = TREO_TRANH["ca-holds-the-card"]
    sc = {"kind": "action", "hand": hand, "history": [], "action": event}
    with words.language(lang):
        before = " ".join(loi_lines(sc, {1}, [3], reveal=False))
        after = " ".join(loi_lines(sc, {1}, [3]))
    assert "lỗi 3" in before and "lỗi 1" not in before and "treo tranh" not in before.lower(), before
    assert "lỗi 1 «Ăn treo tranh»" in after, after
