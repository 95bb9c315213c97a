"""The drill «Xếp binh»: deal 13 cards, grade the learner's arrangement against the solver.

:func:`deal_hand` gives a reproducible hand for a seed; :func:`grade` compares
the learner's arrangement with :func:`mau_binh.solver.solve` and explains the
difference in plain words (Vietnamese, or English through :mod:`mau_binh.i18n`): binh lủng caught (which chi is too strong and
why), each chi's share of opponents' chi it beats, and the points lost on
average per opponent. An answer is right when it is not lủng and loses at
most :data:`TOLERANCE` points per opponent against the solver's arrangement.
"""
from __future__ import annotations

from dataclasses import dataclass

from chan_core.errors import ChanError
from mau_binh.arrangement import CHI_NAMES, Arrangement, Check, check
from mau_binh.cards import Card, deal, read_hand
from mau_binh.i18n import _, english
from mau_binh.options import Options, default_options
from mau_binh.rules import CHI_IDS
from mau_binh.solver import LUNG_POINTS, Solution, expected_points, solve
from mau_binh.strength import load_table

TOLERANCE = 0.05
"""Points per opponent an answer may lose against the solver and still count as right."""


def num(x: float, sign: bool = True) -> str:
    """A number the Vietnamese way: ``0.4213`` → ``'+0,42'`` (decimal comma); in English
    ``'+0.42'`` (decimal point). The minus sign is always ``−``."""
    text = f"{x:+.2f}" if sign else f"{x:.2f}"
    if not english():
        text = text.replace(".", ",")
    return text.replace("-", "−")


def pct(x: float) -> str:
    """``0.634`` → ``'63%'``; a share that is not exactly 0 or 1 never shows as 0% or 100%."""
    n = round(x * 100)
    if 0 < x < 1:
        n = min(99, max(1, n))
    return f"{n}%"


def deal_hand(seed: int | str) -> tuple[Card, ...]:
    """The drill's 13 cards for ``seed`` (the first hand of a 4-player deal), high card first."""
    return deal(4, f"xep-binh/{seed}")[0]


@dataclass(frozen=True)
class Grade:
    """A graded answer: ``arrangement`` (the learner's), ``check`` (its order check),
    ``yours`` (average points per opponent from the chi, −3 when lủng), ``best`` (the solver's
    :class:`Solution`; ``best.special`` the hand's mậu binh), ``lost`` (best − yours, ≥ 0),
    ``correct`` and ``lines`` (the explanation, one sentence each, in the language of the
    :func:`grade` call)."""

    arrangement: Arrangement
    check: Check
    yours: float
    best: Solution
    lost: float
    correct: bool
    lines: tuple[str, ...]

    @property
    def same_as_best(self) -> bool:
        """The learner put every card where the solver did."""
        return self.arrangement == self.best.arrangement


def _chi_line(chi_id: str, i: int, mine: Arrangement, best: Arrangement) -> str:
    table = load_table()
    v, w = mine.values[i], best.values[i]
    lo_v, eq_v = table.share_beaten(chi_id, v.key)
    lo_w, eq_w = table.share_beaten(chi_id, w.key)
    name = CHI_NAMES[chi_id]
    if v.key == w.key:
        return _("{chi}: {yours}, như máy — hơn khoảng {share} {chi_lower} của đối thủ.").format(
            chi=name, yours=v.describe(), share=pct(lo_v), chi_lower=name.lower())
    return _("{chi}: bạn để {yours} — hơn khoảng {share} {chi_lower} của đối thủ; "
             "máy để {best} — hơn khoảng {best_share}.").format(
        chi=name, yours=v.describe(), share=pct(lo_v), chi_lower=name.lower(), best=w.describe(),
        best_share=pct(lo_w))


def grade(cards: object, arrangement: Arrangement, options: Options | None = None) -> Grade:
    """Grade ``arrangement`` of the 13 ``cards`` (module doc).

    Raises :class:`ChanError` when the arrangement does not hold exactly those 13 cards
    (naming a card that is missing or not dealt).
    """
    hand = read_hand(cards)
    if not isinstance(arrangement, Arrangement):
        raise ChanError(_("Cần một cách xếp ba chi (Arrangement)."))
    extra = [c for c in arrangement.cards if c not in hand]
    if extra:
        raise ChanError(_("Lá {card} không có trong 13 lá được chia.").format(card=extra[0].said))
    opts = options or default_options()
    best = solve(hand, opts)
    chk = check(arrangement)
    yours = expected_points(arrangement)
    lost = max(0.0, best.expected - yours)
    lines: list[str] = []
    if best.special is not None:
        lines.append(_("Bài này là mậu binh «{name}»: {detail} Có mậu binh thì thắng luôn {points} điểm mỗi đối thủ "
                       "không có mậu binh, không so chi, xếp thế nào cũng vậy.").format(
            name=best.special.name, detail=best.special.detail, points=opts.special_points))
        lines.append(_("Nếu bàn không tính mậu binh thì cách xếp được chấm như sau."))
    if not chk.valid:
        lines.append(chk.reason)
        lines.append(_("Binh lủng thì thua cả 3 chi với mọi đối thủ không lủng: mất 3 điểm mỗi người "
                       "({lung} mỗi đối thủ), trong khi cách của máy được trung bình {best} — bạn mất {lost} điểm "
                       "mỗi đối thủ.").format(lung=num(LUNG_POINTS), best=num(best.expected),
                                              lost=num(lost, sign=False)))
    else:
        for i, cid in enumerate(CHI_IDS):
            lines.append(_chi_line(cid, i, arrangement, best.arrangement))
        if arrangement == best.arrangement:
            lines.append(_("Đúng như cách máy xếp: trung bình {yours} điểm mỗi đối thủ.").format(yours=num(yours)))
        elif lost <= TOLERANCE:
            lines.append(_("Cách của bạn được trung bình {yours} điểm mỗi đối thủ, bằng cách của máy ({best}) — "
                           "chỉ khác lá không quan trọng.").format(yours=num(yours), best=num(best.expected)))
        else:
            lines.append(_("Cách của bạn được trung bình {yours} điểm mỗi đối thủ, cách của máy {best}: bạn mất "
                           "khoảng {lost} điểm mỗi đối thủ.").format(yours=num(yours), best=num(best.expected),
                                                                     lost=num(lost, sign=False)))
    correct = best.special is not None or (chk.valid and lost <= TOLERANCE)
    return Grade(arrangement, chk, yours, best, lost, correct, tuple(lines))
