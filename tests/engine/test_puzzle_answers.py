"""Every stored puzzle (learning/data/puzzles.json, issue 26) re-checked through another path than the
generator's: a position's choices are measured again with :func:`chan_core.distance` on the hand each
move leaves (the generator ranked with ``rank_discards`` / ``eat_or_pass``) and :func:`chan_core.check_win`
for an ù; a won hand's xướng is graded by :func:`chan_core.grade_xuong` against the cước the scenario
evaluator finds (:func:`chan_core.evaluate`, not the table's scoring), its points read from the same
answer. The answer must beat every other choice by the stored margin. All of them in ``make test``
(about two seconds); ``make test-all`` also regenerates a few hands to check the script is reproducible."""
from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import chan_core
from chan_core import check_win, distance, grade_xuong, make_options, make_win, parse_meld
from learning.daily import puzzles
from tests.budget import full

ALL = puzzles.load()
INF = 99


def _minus(hand: list[str], card: str, n: int = 1) -> list[str]:
    out = list(hand)
    for _ in range(n):
        out.remove(card)
    return out


def _best_after_eat(hand: list[str], melds: list[dict], visible: str) -> int:
    """The distance after the best đánh of a 20-card hand, each đánh measured on its own."""
    ds = [distance(_minus(hand, k), melds, visible) for k in sorted(set(hand))]
    return min(INF if d is None else d for d in ds)


def _value(p: puzzles.Puzzle, c: dict) -> int:
    hand = p.hand.split()
    melds = [m.model_dump() for m in p.melds]
    if c["type"] in ("danh", "tra_cua"):
        d = distance(_minus(hand, c["card"]), melds, p.visible)
        return INF if d is None else d
    card = p.offer.card
    if c["type"] == "bo":  # let go, the card lies face up in its cửa: seen
        d = distance(hand, melds, f"{p.visible} {card}")
        return INF if d is None else d
    if c["type"] == "u":
        w = make_win(" ".join(hand), card, melds=[parse_meld(m) for m in melds], source=p.offer.source,
                     drawn_by=p.offer.drawn_by if p.offer.source != "danh" else None)
        return 0 if check_win(w).valid else INF
    if c["type"] == "chiu":
        return _best_after_eat(_minus(hand, card, 3), melds + [{"type": "chiu", "cards": " ".join([card] * 4)}],
                               p.visible)
    assert c["type"] == "an", c
    return _best_after_eat(_minus(hand, c["with"]), melds + [{"type": c["meld"], "cards": f"{card} {c['with']}"}],
                           p.visible)


def _action(p: puzzles.Puzzle, c: dict):
    from chan_core.game import Action

    card = c.get("card") or (p.offer.card if p.offer else None)
    return Action(p.seat, c["type"], card, c.get("with"))


def check_loi(p: puzzles.Puzzle) -> None:
    """«Lỗi nào»: the state read back from its line (:func:`chan_core.from_position`) shows the same
    hand; each choice PLAYED (:func:`chan_core.apply`, not the generator's preview): the answer is
    recorded with exactly the stored lỗi, every other choice with none."""
    from chan_core import apply, from_position

    st = from_position(p.game)
    assert st.actor == p.seat and sorted(st.hands[p.seat]) == sorted(p.hand.split()), p.id
    for i, c in enumerate(p.choices):
        after = apply(st, _action(p, c))
        new = sorted(f["code"] for f in after.faults[len(st.faults):] if f["seat"] == p.seat)
        assert new == (list(p.loi) if i == p.answer else []), (p.id, i, new)


def check(p: puzzles.Puzzle) -> None:
    if p.theme == "loi":
        check_loi(p)
        return
    if p.win is not None:
        ans = chan_core.evaluate({"id": p.id, **p.win})
        assert ans["valid"], p.id
        if p.theme == "xuong":
            opts = make_options(p.win.get("variant"), p.win.get("options"))
            verdicts = [grade_xuong(ans["cuoc"], [{"id": k, "count": v} for k, v in c["cuoc"].items()], opts).verdict
                        for c in p.choices]
            assert [i for i, v in enumerate(verdicts) if v == "dung"] == [p.answer], (p.id, verdicts)
        else:
            total = ans["points"]["total"]
            assert [i for i, c in enumerate(p.choices) if c["points"] == total] == [p.answer], (p.id, total)
        return
    values = [_value(p, c) for c in p.choices]
    best = values[p.answer]
    assert best < INF, p.id
    others = [v for i, v in enumerate(values) if i != p.answer]
    assert all(v >= best + p.margin for v in others), (p.id, values)
    assert values == list(p.values), (p.id, values, p.values)


def test_enough_puzzles_every_theme_and_answers_spread():
    assert len(ALL) >= 1000
    themes = Counter(p.theme for p in ALL)
    assert set(themes) == set(puzzles.THEMES), themes
    assert len({p.id for p in ALL}) == len(ALL)
    where = Counter(p.answer for p in ALL if len(p.choices) == 4)
    assert len(where) == 4 and min(where.values()) > 0.15 * sum(where.values()), where  # not always first


def test_every_puzzle_answer():  # about two seconds for all of them: no sample needed
    bad = []
    for p in ALL:
        try:
            check(p)
        except AssertionError as e:
            bad.append(str(e))
    assert not bad, bad[:5]


@full
def test_generator_is_reproducible(tmp_path: Path):
    out = tmp_path / "p.json"
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, str(root / "tools" / "gen_puzzles.py"), "--hands", "3", "--out", str(out)],
                   check=True, cwd=root, capture_output=True)
    again = tmp_path / "q.json"
    subprocess.run([sys.executable, str(root / "tools" / "gen_puzzles.py"), "--hands", "3", "--out", str(again)],
                   check=True, cwd=root, capture_output=True)
    assert out.read_text() == again.read_text()
    stored = {p.id: p for p in ALL}
    made = puzzles.load(out)  # the stored file starts with the same hands, each puzzle as made now (its choices' lỗi)
    assert made and all(stored.get(p.id) == p for p in made)


@pytest.mark.parametrize("theme", puzzles.THEMES)
def test_check_refuses_a_wrong_answer(theme):
    """The re-check can fail: the same puzzle with its answer moved to another choice is refused."""
    p = next(p for p in ALL if p.theme == theme)
    moved = p.model_copy(update={"answer": (p.answer + 1) % len(p.choices)})
    with pytest.raises(AssertionError):
        check(moved)
