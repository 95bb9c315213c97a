"""Self-play: bot-only hands behind ``python -m chan_core selfplay`` (the command line is :mod:`chan_core.cli`).

The summary: ``hands``, ``wins`` (per seat), ``draws``, ``u_lao``, ``illegal_actions`` (moves the lỗi engine
flags), ``invalid_wins``, ``conservation_errors`` (≠ 100 cards after an event), ``hands_per_second``; with
``--out`` one JSON object per hand (:func:`hand_line`).
"""
from __future__ import annotations

import json
import time

from chan_core.cards import DECK_SIZE
from chan_core.errors import ChanError
from chan_core.eval_kinds import evaluate
from chan_core.game.actions import Action
from chan_core.game.bots import make_bot
from chan_core.game.flow import apply, legal_actions
from chan_core.facts import plain
from chan_core.game.state import new_hand

MAX_STEPS = 5000


def play_hand(players: int, seed: int, variant: str = "classic", bots=("sensible",), *,
              options: dict | None = None, check=None):
    """Play one bot-only hand to its end; returns the final :class:`GameState`. ``bots``: level names or
    policies, one for all or one per seat (bot ``s`` seeded ``seed * 4 + s``); ``check(state)`` after every
    event. :class:`ChanError` for bad arguments, ``RuntimeError`` for an illegal pick."""
    st = new_hand(players, seed, variant=variant, options=options)
    bots = list(bots)
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ChanError("game.bots.count", players=players, n=len(bots), field="bots")
    pols = [make_bot(b, seed * 4 + s) if isinstance(b, str) else b for s, b in enumerate(bots)]
    if check:
        check(st)
    for _step in range(MAX_STEPS):
        if st.phase == "end":
            return st
        s = st.actor
        if st.phase == "xuong":
            declared = pols[s].xuong(st, s)
            a = Action(s, "xuong", declared=tuple((d["id"], d.get("count", 1)) for d in declared))
        else:
            legal = legal_actions(st, s)
            a = pols[s].choose(st, s, legal)
            if a not in legal:
                raise RuntimeError(f"bot {pols[s]!r} chose an illegal action {a!r}")
        st = apply(st, a)
        if check:
            check(st)
    raise RuntimeError(f"hand {seed} did not end in {MAX_STEPS} steps")


def hand_line(st, bots) -> dict:
    """The ``--out`` object of a finished hand (facts as they are: :func:`run` makes it JSON)."""
    xu = None if st.xuong is None else {"declared": st.xuong["declared"], "verdict": st.xuong["verdict"]}
    return {
        "seed": st.seed, "players": st.players, "variant": st.variant, "options": st.options,
        "bots": list(bots), "drawer": st.drawer, "cai": st.cai, "dealt": st.dealt, "set_aside": st.set_aside,
        "noc": st.noc_start, "events": st.events, "result": st.result, "winner": st.winner, "win": st.win,
        "cuoc": st.cuoc, "points": st.points, "penalty": st.penalty, "xuong": xu, "payouts": st.payouts,
        "bao": st.bao, "faults": st.faults, "fixed_deal": st.fixed_deal,
    }


def win_is_valid(st) -> bool:
    """The recorded ``win`` evaluates as valid with the same cước and points as the hand scored."""
    if st.result != "u":
        return st.result != "u_lao"
    ans = evaluate(json.loads(json.dumps(st.win)))
    return bool(ans["valid"]) and ans["cuoc"] == st.cuoc and ans["points"] == st.points


def run(players: int, hands: int, seed: int, variant: str = "classic", bots=("sensible",), out=None,
        render=plain) -> dict:
    """Play ``hands`` hands (seeds ``seed …``); returns the summary dict. ``out``: ``write(text)`` for the
    JSON lines; ``render``: makes a :func:`hand_line` JSON-ready (default: facts as ``{code, params}``)."""
    summary = {"hands": 0, "wins": [0] * players, "draws": 0, "u_lao": 0, "illegal_actions": 0,
               "invalid_wins": 0, "conservation_errors": 0, "hands_per_second": 0.0}
    bad = [0]

    def check(st):
        if st.card_count() != DECK_SIZE:
            bad[0] += 1

    t0 = time.perf_counter()
    names = [b if isinstance(b, str) else getattr(b, "name", "?") for b in bots]
    for i in range(hands):
        st = play_hand(players, seed + i, variant, bots, check=check)
        summary["hands"] += 1
        if st.result == "u":
            summary["wins"][st.winner] += 1
        elif st.result == "hoa":
            summary["draws"] += 1
        else:
            summary["u_lao"] += 1
        summary["illegal_actions"] += len({(f["seat"], f["event"]) for f in st.faults})
        if not win_is_valid(st):
            summary["invalid_wins"] += 1
        if out is not None:
            out.write(json.dumps(render(hand_line(st, names)), ensure_ascii=False) + "\n")
    dt = time.perf_counter() - t0
    summary["conservation_errors"] = bad[0]
    summary["hands_per_second"] = round(summary["hands"] / dt, 1) if dt > 0 else 0.0
    return summary
