"""Expected money of a move: what «Máy giỏi» plays and the coach ranks by.

``ev = (n − 1) × P(ù) × điểm − FEED × danger`` in điểm per hand (ăn tiền, seed 002): ``P(ù)`` a logistic
model (:data:`P_LOGIT`), điểm by the engine's scoring of the cước held or of each winning card, danger
from :func:`.advice.danger`. Moves order by distance, then :attr:`Value.score`. Heuristics; the points are the engine's.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from chan_core.cards import KINDS, Hand, Kind
from chan_core.cuoc.mau import LEO, TOM
from chan_core.cuoc.points import point_table, total
from chan_core.facts import Fact
from chan_core.melds import Meld
from chan_core.options import Options, make_options
from chan_core.scoring import score_win
from chan_core.strategy.advice import ANSWER_ORDER, _eats, _offer, _opponents, _passed, _rank_discards_pos, _verb
from chan_core.strategy.measure import discards, distance_useful, position
from chan_core.win import WinInput

# logit P(ù) = P_LOGIT[d] + P_COPIES × ln(1 + copies) + P_NOC × nọc / 10 (beyond d = 4: 1.3 less per card);
# fitted on 1,540 all-advisor hands (benchmarks/bot_calibration.py).
P_LOGIT = {1: -4.51, 2: -6.686, 3: -7.923, 4: -9.303}
P_COPIES = 0.828
P_NOC = 1.293
CAUTION = 2  # times the score counts the chance of ù against the best (speed above points; 1–3 were within noise)
EXTRA = 1.0  # điểm a hand not yet waiting may still add (advisor's wins average 3.4, ù xuông is 2)
EXTRA_WAIT = 0.3  # điểm a waiting hand adds for a chì
FEED = 0.3  # điểm a card costs per unit of danger
HELD = ("thien_khai", "chiu", "bon", "tom", "leo")  # the cước held_cuoc reads off a hand before its ù


def p_u(distance: int | None, copies: int, noc: int = 20) -> float:
    """The chance (0–1) to reach ù from ``distance`` with ``copies`` unseen useful and ``noc`` cards left."""
    if distance is None:
        return 0.0
    if distance <= 0:
        return 1.0
    a = P_LOGIT[distance] if distance in P_LOGIT else P_LOGIT[4] - 1.3 * (distance - 4)
    return 1.0 / (1.0 + math.exp(-(a + P_COPIES * math.log1p(copies) + P_NOC * noc / 10)))


def held_cuoc(hand: Sequence[int], melds: Iterable[Meld]) -> dict[str, int]:
    """``{id: count ≥ 1}`` of the :data:`HELD` cước the 25 counts ``hand`` and ``melds`` hold (seed 001 §V)."""
    melds = tuple(melds)
    allc = list(hand)
    for m in melds:
        for k in m.cards:
            allc[k.index] += 1
    eaten = Counter(m.cards[0].index for m in melds if m.type == "an_chan")  # two ăn chắn of a kind: a bòn
    out = {"chiu": sum(m.type == "chiu" for m in melds), "bon": sum(n >= 2 for n in eaten.values()),
           "thien_khai": sum(n == 4 for n in hand), "tom": min(allc[i] for i in TOM), "leo": min(allc[i] for i in LEO)}
    return {cid: n for cid, n in out.items() if n}


def held_points(cuoc: dict[str, int], options: Options) -> int:
    """The total of ``cuoc`` (ù xuông when empty)."""
    pts = point_table(options).points
    kept = {c: n for c, n in cuoc.items() if c in pts}
    return total(kept or {"xuong": 1}, options)


def wait_points(h19: Sequence[int], melds: tuple[Meld, ...], waits: Iterable[tuple[Kind, int]],
                options: Options) -> tuple[float | None, dict[str, int]]:
    """The mean score of a waiting hand's ù over its ``(card, unseen copies)`` waits (``None`` if none unseen), and
    the cước ``{id: count}`` of its likeliest ù (most unseen copies, then most points)."""
    hand = Hand._trusted(tuple(h19))
    num = den = 0.0
    likeliest, cuoc = (0, 0), {}
    for k, copies in waits:
        if copies <= 0:
            continue
        ws = score_win(WinInput(hand=hand, melds=melds, winning_card=k, source="boc", drawn_by="other"), options)
        if ws.valid:
            num += copies * ws.points["total"]
            den += copies
            if (copies, ws.points["total"]) > likeliest:
                likeliest, cuoc = (copies, ws.points["total"]), ws.cuoc
    return (num / den if den else None), cuoc


@dataclass(frozen=True)
class Value:
    """The money value of one move (``action`` danh/u/chiu/an/bo): ``ev`` in điểm, ``stakes`` the
    ``strategy.stake.*`` facts, ``score`` what the order compares."""

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
    cuoc: dict = field(default_factory=dict)  # the cước behind ``points``: the likeliest ù's when waiting, else ``held``


def scored(rows: list[Value]) -> list[Value]:
    """``rows`` with their score: the ev with the chance of ù counted :data:`CAUTION` times."""
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
    """``strategy.stake.keep/lose/gain`` facts of the cước a move risks, loses or gains."""
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
    """Fewest cards to take, then score (money over distance lost a fifth of the wins)."""
    return (99 if v.distance is None else v.distance, -v.score)


def _value19(h19: tuple[int, ...], melds: tuple[Meld, ...], q: int | None, useful, options: Options,
             noc: int) -> tuple[float, float, dict, dict]:
    """``(P(ù), expected điểm, held cước, the cước behind the điểm)`` of a 19-card hand part."""
    held = held_cuoc(h19, melds)
    copies = sum(u.unseen for u in useful)
    p = p_u(q, copies, noc)
    if q == 1:
        w, cuoc = wait_points(h19, melds, ((u.kind, u.unseen) for u in useful if "u" in u.ways), options)
        if w is not None:
            return p, w + EXTRA_WAIT, held, cuoc
    return p, held_points(held, options) + EXTRA, held, held


def _opts(options) -> Options:
    return options if isinstance(options, Options) else make_options(None, options)


def _values_of(pos, opps: tuple[int, ...], options: Options, verb: str, before: dict, noc: int) -> list[Value]:
    rows = _rank_discards_pos(pos, opps, verb)
    pts = point_table(options).points
    out = []
    after = dict(discards(pos.hand))
    for r in rows:
        p, points, held, cuoc = _value19(after[r.card.index], pos.melds, r.distance, r.useful, options, noc)
        ev = len(opps) * p * points - FEED * r.danger
        out.append(Value("danh", r.card, None, None, r.distance, r.useful_copies, p, points, r.danger, ev, held,
                         _stakes(before, held, pts, r.card, pos.hand), len(opps), cuoc=cuoc))
    out = scored(out)
    out.sort(key=_order)
    return out


def value_discards(hand, melds=(), visible=None, opponents=None, options=None, verb: str = "danh",
                   before: dict | None = None, noc: int = 20) -> list[Value]:
    """Every card a 20-card hand may đánh, valued, best first; inputs as :func:`.advice.rank_discards`,
    ``options`` an Options or scenario mapping, ``before`` the held cước to compare stakes with."""
    options = _opts(options)
    verb = _verb(verb, "verb")
    opps = _opponents(opponents)
    pos = position(hand, melds, visible if visible is not None else ())
    return _values_of(pos, opps, options, verb, held_cuoc(pos.hand, pos.melds) if before is None else before, noc)


def value_offer(hand, melds=(), card=None, visible=None, source: str = "danh", drawn_by: str = "other",
                opponents=None, options=None, noc: int = 20) -> list[Value]:
    """Every answer to an offered ``card`` for a 19-card hand, valued, best first; inputs and errors
    as :func:`.advice.eat_or_pass`."""
    options = _opts(options)
    pos, k = _offer(hand, melds, card, visible)
    opps = _opponents(opponents)
    before = held_cuoc(pos.hand, pos.melds)
    n = len(opps)
    out: list[Value] = []
    ws = score_win(WinInput(hand=Hand._trusted(pos.hand), melds=pos.melds, winning_card=k, source=source,
                            drawn_by=drawn_by if source != "danh" else None), options)
    if ws.valid:
        points = float(ws.points["total"])
        out.append(Value("u", k, None, None, 0, 0, 1.0, points, 0.0, n * points, before, (), n))
    for action, with_, _meld, after in _eats(pos, k):
        best = _values_of(after, opps, options, "danh", before, noc)[0]
        out.append(Value(action, k, with_, best.card, best.distance, best.copies, best.p_u, best.points,
                         best.danger, best.ev + FEED * best.danger, best.held, best.stakes, n, cuoc=best.cuoc))
    q, useful = distance_useful(_passed(pos, k), pos.hand)
    p, points, held, cuoc = _value19(pos.hand, pos.melds, q, useful, options, noc)
    out.append(Value("bo", k, None, None, q, sum(u.unseen for u in useful), p, points, 0.0, n * p * points, held,
                     (), n, cuoc=cuoc))
    out = scored(out)
    out.sort(key=lambda v: (v.action != "u",) + _order(v) + (ANSWER_ORDER[v.action],))
    return out
