"""The drill «Xếp binh»: deal 13 cards, grade the learner's arrangement against the solver.

The explanation is facts (``mau_binh.drill.*``): binh lủng caught, each chi's share of opponents' chi it
beats, the points lost per opponent. Right = not lủng and at most :data:`TOLERANCE` points behind."""
from __future__ import annotations

from dataclasses import dataclass

from chan_core.errors import ChanError
from chan_core.facts import Fact
from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card, deal, read_hand
from mau_binh.options import Options, default_options
from mau_binh.rules import CHI_IDS
from mau_binh.solver import LUNG_POINTS, Solution, expected_points, solve
from mau_binh.strength import load_table

TOLERANCE = 0.05  # points per opponent an answer may lose against the solver and still be right


def deal_hand(seed: int | str) -> tuple[Card, ...]:
    """The drill's 13 cards for ``seed`` (the first hand of a 4-player deal), high card first."""
    return deal(4, f"xep-binh/{seed}")[0]


@dataclass(frozen=True)
class Grade:
    """A graded answer: ``yours`` (average points per opponent, −3 when lủng), ``best`` (the solver's
    :class:`Solution`), ``lost`` (best − yours, ≥ 0), ``correct`` and ``lines`` (the explanation, facts)."""

    arrangement: Arrangement
    yours: float
    best: Solution
    lost: float
    correct: bool
    lines: tuple[Fact, ...]


def _chi_line(chi_id: str, i: int, mine: Arrangement, best: Arrangement) -> Fact:
    table = load_table()
    v, w = mine.values[i], best.values[i]
    lo_v = float(table.shares(chi_id, v.key)[0])
    lo_w = float(table.shares(chi_id, w.key)[0])
    if v.key == w.key:
        return Fact("mau_binh.drill.chi_same", chi=chi_id, yours=v.describe(), share=lo_v)
    return Fact("mau_binh.drill.chi_differs", chi=chi_id, yours=v.describe(), share=lo_v, best=w.describe(),
                best_share=lo_w)


def grade(cards: object, arrangement: Arrangement, options: Options | None = None) -> Grade:
    """Grade ``arrangement`` of the 13 ``cards``; ChanError when it does not hold exactly those cards."""
    hand = read_hand(cards)
    if not isinstance(arrangement, Arrangement):
        raise ChanError("mau_binh.arrangement.required")
    extra = [c for c in arrangement.cards if c not in hand]
    if extra:
        raise ChanError("mau_binh.drill.not_dealt", card=extra[0])
    opts = options or default_options()
    best = solve(hand, opts)
    yours = expected_points(arrangement)
    lost = max(0.0, best.expected - yours)
    lines: list[Fact] = []
    if best.special is not None:
        lines.append(Fact("mau_binh.drill.special", special=best.special.id, detail=best.special.detail,
                          points=opts.special_points))
        lines.append(Fact("mau_binh.drill.if_no_special"))
    if arrangement.lung:
        lines.append(arrangement.reason)
        lines.append(Fact("mau_binh.drill.lung", lung=LUNG_POINTS, best=best.expected, lost=lost))
    else:
        lines += [_chi_line(cid, i, arrangement, best.arrangement) for i, cid in enumerate(CHI_IDS)]
        if arrangement == best.arrangement:
            lines.append(Fact("mau_binh.drill.as_best", yours=yours))
        elif lost <= TOLERANCE:
            lines.append(Fact("mau_binh.drill.close", yours=yours, best=best.expected))
        else:
            lines.append(Fact("mau_binh.drill.lost", yours=yours, best=best.expected, lost=lost))
    correct = best.special is not None or (arrangement.valid and lost <= TOLERANCE)
    return Grade(arrangement, yours, best, lost, correct, tuple(lines))
