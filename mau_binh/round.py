"""A round of Mậu binh against three bots («Chơi Mậu binh»).

Deal four hands (seat 0 the learner), arrange the bots at one of :data:`LEVELS`, settle the table and
compare the learner's arrangement with the solver's best *against the same opponents* (facts ``mau_binh.round.*``)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card, deal, read_hand
from mau_binh.chi import chi_value
from mau_binh.options import Options, default_options, make_options
from mau_binh.scoring import Settlement, settle
from mau_binh.solver import Solution, solve

PLAYERS = 4
LEVELS = ("ngau_nhien", "hop_ly", "may")  # random non-lủng; strongest 5 at the back then middle; the solver


def deal_round(seed: int | str) -> list[tuple[Card, ...]]:
    """Four hands of 13 cards for ``seed`` (reproducible; seat 0 is the learner's)."""
    return deal(PLAYERS, f"choi-mau-binh/{seed}")


def _strongest5(cards: list[Card]) -> tuple[Card, ...]:
    return max(combinations(cards, 5), key=lambda c: (chi_value(c).key, sorted(x.index for x in c)))


def _sensible(hand: tuple[Card, ...], options: Options) -> Arrangement:
    rest = list(hand)
    back = _strongest5(rest)
    rest = [c for c in rest if c not in back]
    middle = _strongest5(rest)
    front = [c for c in rest if c not in middle]
    arr = Arrangement(front, middle, back)
    return arr if arr.valid else solve(hand, options).arrangement


def _random_legal(hand: tuple[Card, ...], rng: random.Random, options: Options) -> Arrangement:
    for _ in range(200):
        cs = list(hand)
        rng.shuffle(cs)
        a, b = sorted((cs[3:8], cs[8:]), key=lambda x: chi_value(x).key)
        arr = Arrangement(cs[:3], a, b)
        if arr.valid:
            return arr
    return _sensible(hand, options)  # pragma: no cover - 200 random cuts all lủng is very unlikely


def bot_arrangement(cards: object, level: str, seed: int | str = 0, options: Options | None = None) -> Arrangement:
    """A bot's arrangement of 13 cards at ``level`` (:data:`LEVELS`); never lủng.
    ``seed`` makes the random level reproducible. ChanError for an unknown level or a bad hand."""
    if level not in LEVELS:
        raise ChanError("mau_binh.round.level", level=shown_value(level), levels=LEVELS, field="level")
    hand = read_hand(cards)
    opts = options or default_options()
    if level == "may":
        return solve(hand, opts).arrangement
    if level == "hop_ly":
        return _sensible(hand, opts)
    return _random_legal(hand, random.Random(f"bot/{seed}/{' '.join(c.code for c in hand)}"), opts)


@dataclass(frozen=True)
class Round:
    """A settled round under ``options``: ``settlement`` (as played), ``best`` (the solver's answer for seat 0),
    ``best_settlement`` (the table with it instead), ``cost`` (points lost against it; negative when the
    learner did better) and ``summary`` (facts)."""

    arrangements: tuple[Arrangement, ...]
    settlement: Settlement
    best: Solution
    best_settlement: Settlement
    cost: int
    summary: tuple[Fact, ...]
    options: Options


def play_round(arrangements: list[Arrangement], options: Options | None = None) -> Round:
    """Settle four arrangements and compare seat 0 with the solver's best against the same opponents."""
    opts = options or default_options()
    arrs = tuple(arrangements)
    res = settle(list(arrs), opts)
    best = solve(arrs[0].cards, opts)
    alt = settle([best.arrangement, *arrs[1:]], opts)
    mine, theirs = res.points[0], alt.points[0]
    lines = [Fact("mau_binh.round.result", points=mine)]
    if best.arrangement == arrs[0]:
        lines.append(Fact("mau_binh.round.as_best"))
    elif theirs > mine:
        lines.append(Fact("mau_binh.round.cost", best=theirs, points=mine, lost=theirs - mine))
    elif theirs == mine:
        lines.append(Fact("mau_binh.round.same", best=theirs))
    else:
        lines.append(Fact("mau_binh.round.better", best=theirs, points=mine, gained=mine - theirs))
    return Round(arrs, res, best, alt, theirs - mine, tuple(lines), opts)


def round_record(seed: int | str, levels: tuple[str, ...], rnd: Round, timed_out: bool = False) -> dict:
    """A round as plain JSON (to keep and replay): seed, dealt hands, levels, arrangements, points, the best
    arrangement, ``best_points``, ``cost``, ``as_best``, ``options`` and ``timed_out``."""
    return {"seed": str(seed), "hands": [" ".join(c.code for c in h) for h in deal_round(seed)],
            "levels": list(levels), "arrangements": [str(a) for a in rnd.arrangements],
            "points": list(rnd.settlement.points), "best": str(rnd.best.arrangement),
            "best_points": rnd.best_settlement.points[0], "cost": rnd.cost,
            "as_best": rnd.best.arrangement == rnd.arrangements[0], "options": rnd.options.as_dict(),
            "timed_out": timed_out}


def replay(record: dict) -> Round:
    """The :class:`Round` of a kept record (:func:`round_record`), settled again under its options; ChanError
    for options or arrangements this version cannot read."""
    return play_round([Arrangement.parse(a) for a in record["arrangements"]], make_options(record.get("options")))
