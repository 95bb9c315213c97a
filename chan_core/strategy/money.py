"""Expected money of a move: what «Máy giỏi» plays and what the coach ranks by (issue 25).

Built on :mod:`chan_core.strategy.advice` (distance, useful cards, danger). For every move of a
seat — each card it may đánh, or each answer to an offered card (ù, chíu, ăn, bỏ qua) — the
hand the move leaves is valued as

``ev = (n − 1) × P(ù) × điểm − FEED × danger``

in điểm per hand for the seat (ăn tiền: each of the ``n − 1`` other seats pays the winner the
total, seed 002 «Cách tính điểm»):

* ``P(ù)``: the chance the hand reaches ù, :func:`p_u` of the distance left, the unseen useful
  copies and the cards left in the nọc (a logistic model fitted on all-``advisor`` self-play,
  :data:`P_LOGIT`, ``benchmarks/bot_calibration.py``);
* ``điểm``: what the win would be worth, by the engine's own scoring
  (:func:`chan_core.cuoc.points.total`, :func:`chan_core.scoring.score_win`): the cước the hand
  already holds and keeps (:func:`held_cuoc`: thiên khai — four alike dealt and kept in hand —,
  chíu and bòn on the mat, tôm, lèo) and, when the hand waits (distance 1), the exact score of
  each winning card weighted by its unseen copies (bạch thủ, tám đỏ, bạch định, thập thành …
  as :func:`~chan_core.scoring.score_win` finds them); :data:`EXTRA` stands for the cước a
  hand further away may still pick up;
* ``danger``: the card's chance to be ăn by the next seat or chíu
  (:func:`chan_core.strategy.advice.danger`), costed :data:`FEED` điểm.

The order of the moves is the fewest cards still to take first, then :attr:`Value.score` (the
ev with the chance counted :data:`CAUTION` times). Only what the seat sees is used (its hand and
mat, the other mats, every cửa, the hidden card counts, the nọc's size): the inputs are the
advice's. Each row carries the facts of what is at stake
(``strategy.stake.*``: a cước kept, lost or gained, said by :func:`words.say`). These are
heuristics (the seeds say nothing about playing well); the rules' points are the engine's.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from chan_core.cards import BY_CODE, KINDS, KINDS_OF_RANK, Hand, Kind, parse_card
from chan_core.cuoc.points import total
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.melds import Meld
from chan_core.options import Options, make_options
from chan_core.strategy.advice import _opponents, _rank_discards_pos, _verb, _with_meld
from chan_core.strategy.measure import position, useful19
from chan_core.strategy.solver import solve

P_LOGIT = {1: -4.51, 2: -6.686, 3: -7.923, 4: -9.303}
"""The chance to reach ù, a logistic model: ``logit P = P_LOGIT[d] + P_COPIES × ln(1 + c) + P_NOC × n / 10``
for a hand ``d`` cards away after its đánh (beyond 4: 1.3 less per card), ``c`` unseen useful copies
and ``n`` cards left in the nọc. Fitted (maximum likelihood) on the đánh of 1,540 all-``advisor``
four-player hands (seeds 500000 and 600000, 13,520 đánh: who went on to win;
``benchmarks/bot_calibration.py`` prints the raw shares)."""
P_COPIES = 0.828
P_NOC = 1.293
CAUTION = 2
"""How many times the order (:attr:`Value.score`) counts the chance of ù, relative to the best
chance of the decision: 2 weighs a hand's speed above its points. Chosen from short runs (600
hands against ``advisor`` on the same deals) in which 1, 2 and 3 were within the noise of each
other (win share 44–48%, points per seat −0.2 to +0.2, each ± 0.35)."""
EXTRA = 1.0
"""Điểm a hand not yet waiting is expected to add beyond what it holds (chì, bạch thủ, tám đỏ …:
won hands of ``advisor`` average 3.4 điểm, ù xuông is 2)."""
EXTRA_WAIT = 0.3
"""Điểm a waiting hand adds to its scored wins for a chì (the winning card drawn by itself)."""
FEED = 0.3
"""Điểm a card costs per unit of danger (the next seat eats it and comes closer to ù)."""
_TOM = tuple(BY_CODE[c].index for c in ("3V", "3S", "7N"))
_LEO = tuple(BY_CODE[c].index for c in ("9V", "8S", "CC"))
HELD = ("thien_khai", "chiu", "bon", "tom", "leo")
"""The cước :func:`held_cuoc` reads off a hand before its ù."""


def p_u(distance: int | None, copies: int, noc: int = 20) -> float:
    """The chance (0–1) to reach ù from ``distance`` cards away with ``copies`` unseen useful
    copies and ``noc`` cards left in the nọc (:data:`P_LOGIT`); 1 for a complete hand, 0 when ù
    is out of reach."""
    if distance is None:
        return 0.0
    if distance <= 0:
        return 1.0
    a = P_LOGIT[distance] if distance in P_LOGIT else P_LOGIT[4] - 1.3 * (distance - 4)
    return 1.0 / (1.0 + math.exp(-(a + P_COPIES * math.log1p(copies) + P_NOC * noc / 10)))


def held_cuoc(hand: Sequence[int], melds: Iterable[Meld]) -> dict[str, int]:
    """The cước a hand already holds that its ù keeps while they stay (seed 001 §V): thiên khai
    (four alike in hand: the cards in hand are dealt cards), chíu (each on the mat), bòn (two
    ăn chắn of one kind on the mat), tôm and lèo (all three cards among hand and mat).

    ``hand``: 25 counts; returns ``{id: count}`` (only counts ≥ 1)."""
    allc = list(hand)
    out: dict[str, int] = {}
    chan_melds: dict[int, int] = {}
    for m in melds:
        for k in m.cards:
            allc[k.index] += 1
        if m.type == "chiu":
            out["chiu"] = out.get("chiu", 0) + 1
        elif m.type == "an_chan":
            i = m.cards[0].index
            chan_melds[i] = chan_melds.get(i, 0) + 1
    bon = sum(1 for n in chan_melds.values() if n >= 2)
    if bon:
        out["bon"] = bon
    tk = sum(1 for n in hand if n == 4)
    if tk:
        out["thien_khai"] = tk
    for cid, idx in (("tom", _TOM), ("leo", _LEO)):
        n = min(allc[i] for i in idx)
        if n:
            out[cid] = n
    return out


def _points(cuoc: dict[str, int], options: Options) -> int:
    """The total of ``cuoc`` (ù xuông when empty), the engine's :func:`~chan_core.cuoc.points.total`."""
    pts = options_points(options)
    kept = {c: n for c, n in cuoc.items() if c in pts}
    return total(kept or {"xuong": 1}, options)


def options_points(options: Options) -> dict:
    """``{id: (điểm, dịch)}`` of the variant's cước under ``options``."""
    from chan_core.cuoc.points import point_table

    return point_table(options).points


def wait_points(h19: Sequence[int], melds: tuple[Meld, ...], waits: Iterable[tuple[Kind, int]],
                options: Options) -> float | None:
    """The mean total of a waiting hand's ù over its winning cards, each weighted by its unseen
    copies (:func:`chan_core.scoring.score_win`, won on a card drawn by another seat); ``None``
    when no winning card is unseen."""
    from chan_core.scoring import score_win
    from chan_core.win import WinInput

    hand = Hand._trusted(tuple(h19))
    num = den = 0.0
    for k, copies in waits:
        if copies <= 0:
            continue
        ws = score_win(WinInput(hand=hand, melds=melds, winning_card=k, source="boc", drawn_by="other"), options)
        if ws.valid:
            num += copies * ws.points["total"]
            den += copies
    return num / den if den else None


@dataclass(frozen=True)
class Value:
    """The money value of one move (see the module docstring).

    ``action``: ``'danh'`` (``card`` the card played; ``verb`` ``danh``/``tra_cua``), ``'u'``,
    ``'chiu'``, ``'an'`` (``with_`` the card of the hand, ``discard`` the card played next) or
    ``'bo'``; ``distance`` and ``copies`` after the move; ``p_u``; ``points``: the expected điểm
    of the win; ``danger`` of the card played (0 when none); ``ev``: expected điểm for the seat;
    ``held``: the cước kept (:func:`held_cuoc`); ``stakes``: facts ``strategy.stake.*`` — what
    this move keeps, loses or gains against the hand before it; ``payers``: the other seats
    (each pays the winner); ``score``: what the order compares (:func:`_scored`)."""

    action: str
    card: Kind | None
    with_: Kind | None
    discard: Kind | None
    distance: int | None
    copies: int
    p_u: float
    points: float
    danger: float
    ev: float
    held: dict
    stakes: tuple
    payers: int = 3
    score: float = 0.0


def _scored(rows: list[Value]) -> list[Value]:
    """``rows`` with their :attr:`Value.score`: the ev with the chance of ù counted
    :data:`CAUTION` times relative to the best chance among them (the best keeps its ev)."""
    best = max((v.p_u for v in rows), default=0.0)
    out = []
    for v in rows:
        score = v.ev
        if CAUTION != 1 and 0 < v.p_u < best:
            score -= v.payers * v.points * v.p_u * (1 - (v.p_u / best) ** (CAUTION - 1))
        out.append(replace(v, score=score))
    return out


def _stakes(before: dict[str, int], after: dict[str, int], pts: dict, move_card: Kind | None,
            hand_before: Sequence[int]) -> tuple[Fact, ...]:
    """Facts of the cước a move keeps at risk, loses or gains (``strategy.stake.keep`` /
    ``.lose`` / ``.gain``: ``cuoc`` id, ``n`` occurrences, ``dich`` each, ``cards`` for thiên khai)."""
    out = []
    for cid in HELD:
        b, a = before.get(cid, 0), after.get(cid, 0)
        if cid not in pts or (not a and not b):
            continue
        dich = pts[cid][1]
        cards = ()
        if cid == "thien_khai":
            cards = tuple(KINDS[i] for i, n in enumerate(hand_before) if n == 4)
        if a > b:
            out.append(Fact("strategy.stake.gain", cuoc=cid, n=a - b, dich=dich))
        elif a < b:
            out.append(Fact("strategy.stake.lose", cuoc=cid, n=b - a, dich=dich, cards=cards))
        elif cid == "thien_khai" and move_card is not None and hand_before[move_card.index] < 4:
            out.append(Fact("strategy.stake.keep", cuoc=cid, n=a, dich=dich, cards=cards))
    return tuple(out)


def _order(v: "Value") -> tuple:
    """Best first: the fewest cards still to take, then the most expected money (:attr:`Value.ev`).
    Distance comes first because letting money outweigh it lost a fifth of the hands won in
    400 hands against ``advisor`` (issue 25)."""
    return (99 if v.distance is None else v.distance, -v.score)


def _value19(h19: tuple[int, ...], melds: tuple[Meld, ...], q: int | None, useful, options: Options,
             noc: int) -> tuple[float, float, dict]:
    """``(P(ù), expected điểm, held cước)`` of a 19-card hand part."""
    held = held_cuoc(h19, melds)
    copies = sum(u.unseen for u in useful)
    p = p_u(q, copies, noc)
    base = _points(held, options)
    if q == 1:
        w = wait_points(h19, melds, ((u.kind, u.unseen) for u in useful if "u" in u.ways), options)
        pts = base + EXTRA if w is None else w + EXTRA_WAIT
    else:
        pts = base + EXTRA
    return p, pts, held


def _opts(options) -> Options:
    if isinstance(options, Options):
        return options
    if options is None:
        return make_options("classic")
    return make_options(options.get("variant", "classic"), {k: v for k, v in options.items() if k != "variant"})


def _values_of(pos, opps: tuple[int, ...], options: Options, verb: str, before: dict, noc: int) -> list[Value]:
    """:func:`value_discards` on a :class:`~chan_core.strategy.measure.Position` of 20 cards."""
    rows = _rank_discards_pos(pos, opps, verb)
    pts = options_points(options)
    out = []
    h = list(pos.hand)
    for r in rows:
        h[r.card.index] -= 1
        h19 = tuple(h)
        h[r.card.index] += 1
        p, points, held = _value19(h19, pos.melds, r.distance, r.useful, options, noc)
        ev = len(opps) * p * points - FEED * r.danger
        out.append(Value("danh", r.card, None, None, r.distance, r.useful_copies, p, points, r.danger, ev, held,
                         _stakes(before, held, pts, r.card, pos.hand), len(opps)))
    out = _scored(out)
    out.sort(key=_order)
    return out


def value_discards(hand, melds=(), visible=None, opponents=None, options=None, verb: str = "danh",
                   before: dict | None = None, noc: int = 20) -> list[Value]:
    """Every card a 20-card hand may đánh (``verb``: ``danh``/``tra_cua``), valued, best first.

    Inputs as :func:`chan_core.strategy.rank_discards`; ``options``: an
    :class:`~chan_core.options.Options` or a scenario ``options`` mapping (default classic);
    ``before``: the held cước to compare the stakes with (default: those of the 20 cards now).
    Raises :class:`~chan_core.errors.ChanError` like :func:`~chan_core.strategy.rank_discards`."""
    options = _opts(options)
    verb = _verb(verb, "verb")
    opps = _opponents(opponents)
    pos = position(hand, melds, visible if visible is not None else ())
    if pos.size != 20:
        raise ChanError("strategy.discard.size", n=pos.size, field="hand")
    return _values_of(pos, opps, options, verb, held_cuoc(pos.hand, pos.melds) if before is None else before, noc)


def value_offer(hand, melds=(), card=None, visible=None, source: str = "danh", drawn_by: str = "other",
                opponents=None, options=None, noc: int = 20) -> list[Value]:
    """Every answer to an offered ``card`` for a 19-card hand — ù (when valid), chíu, ăn chắn /
    cạ (each with its best-valued đánh after it) and bỏ qua — valued, best first (a valid ù
    first). Inputs as :func:`chan_core.strategy.eat_or_pass`. The lỗi rules are the caller's
    (:func:`chan_core.game.judge_action`). Raises :class:`~chan_core.errors.ChanError` for bad
    input, a hand that is not 19 cards, or a fifth copy of the card."""
    from chan_core.scoring import score_win
    from chan_core.win import WinInput

    options = _opts(options)
    if card is None:
        raise ChanError("strategy.eat.no_card", field="card")
    k = parse_card(card)
    opps = _opponents(opponents)
    pos = position(hand, melds, visible if visible is not None else ())
    if pos.size != 19:
        raise ChanError("strategy.eat.size", n=pos.size, field="hand")
    if pos.unseen[k.index] <= 0:
        raise ChanError("strategy.eat.all_seen", card=k, field="card")
    before = held_cuoc(pos.hand, pos.melds)
    n = len(opps)
    out: list[Value] = []
    ws = score_win(WinInput(hand=Hand._trusted(pos.hand), melds=pos.melds, winning_card=k, source=source,
                            drawn_by=drawn_by if source != "danh" else None), options)
    if ws.valid:
        points = float(ws.points["total"])
        out.append(Value("u", k, None, None, 0, 0, 1.0, points, 0.0, n * points, before, (), n))
    eats: list[tuple[str, Kind | None, Meld, dict[int, int]]] = []
    have = pos.hand[k.index]
    if have == 3:
        eats.append(("chiu", k, Meld("chiu", (k, k, k, k)), {k.index: 3}))
    if have >= 1:
        eats.append(("an", k, Meld("an_chan", (k, k)), {k.index: 1}))
    if k.suit is not None:
        for j in KINDS_OF_RANK[k.rank]:
            if j != k and pos.hand[j.index]:
                eats.append(("an", j, Meld("an_ca", (j, k)), {j.index: 1}))
    for action, with_, meld, used in eats:
        best = _values_of(_with_meld(pos, k, used, meld), opps, options, "danh", before, noc)[0]
        out.append(Value(action, k, with_, best.card, best.distance, best.copies, best.p_u, best.points,
                         best.danger, best.ev + FEED * best.danger, best.held, best.stakes, n))
    unseen = list(pos.unseen)
    unseen[k.index] -= 1
    left = list(pos.left)
    left[k.index] = min(left[k.index], unseen[k.index])
    p2 = pos._replace(left=tuple(left), unseen=tuple(unseen))
    q = solve(pos.hand, p2.left, p2.pairs, p2.chan_needed)
    useful = useful19(p2, pos.hand, q)
    p, points, held = _value19(pos.hand, pos.melds, q, useful, options, noc)
    out.append(Value("bo", k, None, None, q, sum(u.unseen for u in useful), p, points, 0.0, n * p * points, held,
                     (), n))
    order = {"u": 0, "bo": 1, "chiu": 2, "an": 3}
    out = _scored(out)
    out.sort(key=lambda v: (v.action != "u",) + _order(v) + (order[v.action],))
    return out


__all__ = ["CAUTION", "P_LOGIT", "P_COPIES", "P_NOC", "EXTRA", "EXTRA_WAIT", "FEED", "HELD", "Value", "p_u", "held_cuoc", "wait_points",
           "value_discards", "value_offer"]
