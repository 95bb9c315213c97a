"""Tester (session 20): «Hôm nay» said «Chíu bát văn, rồi đánh chi chi» on a card drawn by the player opposite — a
chíu out of turn is followed by a trả cửa, not a đánh (001 §IV), as the practice table already says. The daily
puzzles are made with the same verb as the table's coach (``learning.daily.positions.offer_puzzle``)."""
from __future__ import annotations

import json

import pytest

from chan_core.facts import Fact
from learning.daily.puzzles import DATA_FILE as DATA
from words import say
from words.i18n import language


def _chiu_moves(puzzle: dict):
    """The ``strategy.move.chiu`` facts inside a puzzle's reasons."""
    found = []

    def walk(x):
        if isinstance(x, dict):
            if x.get("code") == "strategy.move.chiu":
                found.append(x)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(puzzle.get("why"))
    return found


@pytest.mark.parametrize("lang, then", [("vi", "rồi trả cửa"), ("en", "then put back (trả cửa)")])
def test_a_chiu_out_of_turn_is_followed_by_tra_cua(lang, then):
    puzzles = json.loads(DATA.read_text(encoding="utf-8"))["puzzles"]
    out_of_turn = [(p, m) for p in puzzles if (p.get("offer") or {}).get("who") in ("doi", "duoi") for m in _chiu_moves(p)]
    assert len(out_of_turn) >= 10
    for p, m in out_of_turn:
        assert m["params"]["then"] == "tra_cua", p["id"]
        with language(lang):
            said = say(Fact.from_json(m))
        assert then in said and "đánh" not in said.split(",")[-1], (p["id"], said)
