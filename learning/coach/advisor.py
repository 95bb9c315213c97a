"""The advisor at the practice table (:mod:`learning.coach`): every legal move of a seat ranked with
its figures, a one-line reason and its lỗi (:func:`advise`), and the hint's ranking as the learner sees it
(:func:`ranking`). Pure: reads a state, changes nothing. Seeds 001 §III–IV; :mod:`chan_core.strategy` measures."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from collections import Counter
from typing import Literal

from chan_core.cards import BY_CODE, Hand
from chan_core.errors import ChanError
from chan_core.game import Action, GameState, apply, can_u, judge_action, legal_actions
from chan_core.facts import Fact
from chan_core.game.bots import seat_view, table_options
from chan_core.layout import layout
from chan_core.strategy.measure import position
from chan_core.strategy import EatAdvice, EatOption, eat_or_pass, eat_reason, rank_discards
from chan_core.payouts import penalty_points
from chan_core.strategy.money import (
    EXTRA, EXTRA_WAIT, FEED, Value, held_cuoc, held_points, scored, value_discards, value_offer,
)
from learning.coach.messages import LEARNER, Said, choice_words, distance_words
from learning import selfplay_stats
from learning.i18n import _
from words import say
from words.phrases.strategy import danger_words


@dataclass(frozen=True)
class MoveAdvice:
    """One legal move of a seat as the advisor (:mod:`chan_core.strategy.advice`) sees it."""

    action: Action
    distance: int | None
    useful_copies: int
    danger: float | None
    reason: "Fact | str"
    faults: tuple | None = None
    passes_u: bool = False
    discard: str | None = None
    ev: float | None = None
    value: float | None = None
    money: Fact | None = None  # ``strategy.stake.line``: the cước kept or lost, the điểm and chance of the ù
    chance: tuple = ()  # (its chance of ù, the decision's highest: money.scored, its điểm) unrounded: made_of
    breaks: tuple = (0, 0)  # (chắn, cạ) a discard breaks (_breaks), a pass leaves (_leaves_chan): the tie-break in band
    after_que: bool = False  # a discard from a ba đầu or a trio kept for a chíu: after a lone què in a tie (the caption)

    @property
    def clean(self) -> bool:
        """Judged, no lỗi, and not a passed ù."""
        return self.faults == () and not self.passes_u


@dataclass(frozen=True)
class Advice:
    """The advisor's answer at one decision of a seat (:func:`advise`)."""

    kind: str
    card: str | None
    distance: int | None
    moves: tuple[MoveAdvice, ...]

    @property
    def best(self) -> MoveAdvice | None:
        """The recommended move: the first of :func:`ranking` (``None`` when no move is judged clean)."""
        return next((p.move for p in ranking(self) if p.place == 1), None)

    def move(self, action: Action) -> MoveAdvice | None:
        """The row of ``action`` (matched like the engine does: a bốc ignores the card drawn)."""
        return next((m for m in self.moves if m.action.key == action.key), None)


def _key(first: int, d: int | None, copies: int, danger: float | None, order: int, ev: float | None = None) -> tuple:
    """Best first: ù, fewest cards to take, most money (when valued), most useful copies, least danger."""
    return (first, 99 if d is None else d, -(ev or 0.0), -copies, round(danger or 0.0, 6), order)


def _valued(m: MoveAdvice, v: Value | None, values: dict, state: GameState) -> MoveAdvice:
    """``m`` with «Máy giỏi»'s value ``v`` (of the decision's ``values``: their top chance of ù, as money.scored's, its
    ``chance`` names): its ``ev``, reason and money (a waiting hand's: the điểm of its likeliest ù, ``top``)."""
    if v is None or v.distance is None or v.action == "u":
        return m if v is None else replace(m, ev=v.ev, value=v.score)
    mean = v.distance == 1 and v.copies > 0  # a waiting hand's điểm: the mean over its winning cards (money.wait_points)
    line = Fact("strategy.stake.line", stakes=v.stakes, points=round(v.points, 1), percent=round(100 * v.p_u),
                cuoc=v.cuoc, mean=mean, extra=EXTRA_WAIT if mean else EXTRA,
                **{"top": held_points(v.cuoc, table_options(state))} if mean else {})
    if v.stakes and v.stakes[0].code in ("strategy.stake.unpaid", "strategy.stake.u_bao", "strategy.stake.bao"):
        line = v.stakes[0]
    return replace(m, ev=v.ev, value=v.score, reason=_with_line(m.reason, kept_if_lost(line)), money=line,
                   chance=(v.p_u, max(w.p_u for w in values.values()), v.points))


def kept_if_lost(line: Fact | None, lost: frozenset = frozenset()) -> Fact | None:
    """The money ``line`` without the cước it only keeps (fours the move does not touch), but for those the move it is
    compared with loses (``lost``: cước ids): what a move keeps is said only against a move that breaks it."""
    if line is None or line.code != "strategy.stake.line":
        return line
    return Fact(line.code, **line.params | {"stakes": tuple(
        s for s in line["stakes"] if s.code != "strategy.stake.keep" or s["cuoc"] in lost)})


def _with_line(reason: "Fact | Said | str", line: Fact) -> Fact:
    """``reason`` followed by the money ``line`` (a reason with a line already: that line replaced)."""
    if isinstance(reason, Fact) and reason.code == "strategy.stake.reason":
        reason = reason["base"]
    base = reason if isinstance(reason, Fact) else Fact("strategy.stake.text", text=reason)  # a Said: said then
    return Fact("strategy.stake.reason", base=base, line=line)


@cache
def _selfplay_figures() -> tuple[float, float]:
    """``(share of hands nobody wins (hòa) over a whole nọc, mean điểm of a won hand)``: the sensible bots' classic
    hands of the shipped table (``learning/data/xac_suat_tu_choi.csv``, :mod:`learning.selfplay_stats`)."""
    est = {(r["kind"], r["metric"]): r["estimate"] for r in selfplay_stats.read()
           if r["bots"] == "sensible" and r["variant"] == "classic"}
    return est["event", "hoa"], est["mean", "diem"]


def _made_bao(state: GameState, seat: int, m: MoveAdvice) -> MoveAdvice:
    """``m`` once its lỗi makes ``seat`` báo (seed 001 §VII): he may not ù any more (no distance, no chance of ù)
    and pays the whole làng when another seat wins, so ``ev = −(n − 1) × a won hand's mean điểm × P(another ù)``,
    that chance read as a constant hazard per card of the nọc (1 − the hòa share over a whole nọc; both figures
    from :func:`_selfplay_figures`), said after its reason."""
    if seat in state.bao or not any(f.get("penalty") == "bao" for f in m.faults or ()):
        return m
    hoa, win_points = _selfplay_figures()
    p_other = 1 - hoa ** (len(state.noc) / max(1, len(state.noc_start)))
    pay = (state.players - 1) * win_points * p_other
    line = Fact("strategy.stake.bao_now", points=round(pay, 1), percent=round(100 * p_other))
    why = Said(lambda: _("{head}: nước này phạm lỗi làm bạn bị báo, nên bài không còn đường ù (bị báo thì không được "
                         "ù nữa).").format(head=_eat_head(state, m.action)),
               lambda: _("Nước này phạm lỗi làm bạn bị báo (bị báo thì không được ù nữa)."))
    return replace(m, distance=None, ev=-pay, value=-pay, money=line, reason=_with_line(why, line))


def _drawn_by(state: GameState, seat: int) -> str:
    o = state.offer
    return "self" if o["source"] == "boc" and o["cua"] == seat else "other"


def _penalised(state: GameState, seat: int, rows: list[Value]) -> list[Value]:
    """``rows`` once a lỗi of ``seat`` earlier in the hand counts against his ù, seed 001 §VII
    (:mod:`chan_core.loi.verdict`): báo (he may not ù any more: worth nothing), nghỉ ăn tiền (unpaid) or an ù báo
    (he pays each player tám đỏ hai lèo); the win's điểm counted so."""
    pens = {f.get("penalty") for f in state.faults if f.get("seat") == seat}
    if not pens:
        return rows
    bao = seat in state.bao
    unpaid = bao or pens == {"nghi_an_tien"}
    pts = 0.0 if unpaid else -float(penalty_points(table_options(state)))
    return scored([replace(v, points=pts, ev=v.ev - v.payers * v.p_u * (v.points - pts), stakes=(
        Fact("strategy.stake.bao") if bao else Fact("strategy.stake.unpaid", percent=round(100 * v.p_u)) if unpaid
        else Fact("strategy.stake.u_bao", points=-pts, percent=round(100 * v.p_u)),)) for v in rows])


def _view(state: GameState, seat: int) -> tuple:
    """:func:`seat_view` with a báo seat's hidden cards counted as none: a báo seat may not ăn or chíu (001 §VII),
    so no card of ``seat`` can be taken by it (the danger)."""
    hand, melds, visible, opps = seat_view(state, seat)
    return hand, melds, visible, tuple(0 if (seat + k) % state.players in state.bao else n for k, n in enumerate(opps, 1))


def _planned(state: GameState, seat: int, v: Value, plan: tuple | None, before: dict) -> Value:
    """The eat ``v`` of :func:`value_offer` followed by the đánh the hint ranks first after it (``plan``: the eat's
    action and that card, :func:`_after_eat`): valued by the hand that card leaves, its stakes against ``before``."""
    if plan is None or v.discard is None or v.discard.code == plan[1]:
        return v
    nxt = apply(state, plan[0])
    hand, melds, visible, opps = _view(nxt, seat)
    d = next(r for r in value_discards(hand, melds, visible, opps, table_options(nxt), verb=nxt.phase, before=before,
                                       noc=len(nxt.noc)) if r.card.code == plan[1])
    return replace(v, discard=d.card, distance=d.distance, copies=d.copies, p_u=d.p_u, points=d.points,
                   danger=d.danger, ev=d.ev + FEED * d.danger, held=d.held, stakes=d.stakes, cuoc=d.cuoc)


def _priced(v: Value, before: dict, opts) -> Value:
    """``v`` with each cước it loses priced for this hand (``diem``: the điểm of an ù with ``before`` less without
    that cước — a tôm alone is worth its điểm over a xuông, seed 002), not only its dịch."""
    def loss(cid: str, n: int) -> int:
        after = {c: k - n * (c == cid) for c, k in before.items() if k - n * (c == cid)}
        return held_points(before, opts) - held_points(after, opts)
    return replace(v, stakes=tuple(Fact(s.code, **s.params, diem=loss(s["cuoc"], s["n"]))
                                   if s.code == "strategy.stake.lose" else s for s in v.stakes))


def _values(state: GameState, seat: int, plans: dict | None = None) -> dict:
    """«Máy giỏi»'s values of the moves of ``seat`` now, by ``(type, with)`` (``{}`` when the hand cannot be read);
    at an offer, of the ù and the moves in ``plans`` (the legal ones, by the same key: no eat of a seat not next to the
    discarder is the highest chance of ù), an eat valued with the đánh planned after it there (:func:`_planned`)."""
    hand, melds, visible, opps = _view(state, seat)
    opts, noc = table_options(state), len(state.noc)
    try:
        if state.phase == "offer":
            o = state.offer
            rows = value_offer(hand, melds, o["card"], visible, source=o["source"], drawn_by=_drawn_by(state, seat),
                               opponents=opps, options=opts, noc=noc)
            before = next(v.held for v in rows if v.action == "bo")
            rows = scored([_planned(state, seat, v, plans.get(_vkey(v)), before) for v in rows
                           if v.action == "u" or _vkey(v) in plans])
            return {_vkey(v): _priced(v, before, opts) for v in _penalised(state, seat, rows)}
        pos = position(hand, melds, visible)
        rows = value_discards(hand, melds, visible, opps, opts, verb=state.phase, noc=noc)
        return {("danh", v.card.code): _priced(v, held_cuoc(pos.hand, pos.melds), opts)
                for v in _penalised(state, seat, rows)}
    except ChanError:
        return {}


def _vkey(v: Value) -> tuple:
    return v.action, v.with_.code if v.with_ else None


BARRED = ("u_khong_duoc", "u_chi_chi")
"""The ù láo on a card that completes the hand but may not be won on (001 §IV, §V.8, §V.18): the rule is said."""


def _u_row(state: GameState, a: Action, could_u: bool, barred: Fact | None = None) -> tuple:
    if could_u:  # the reason of an ù on an offered card (chan_core.strategy.eat_or_pass), thiên ù its own
        why = (Fact("strategy.eat.u", card=BY_CODE[a.card]) if a.card
               else Said(lambda: _("Ù ngay: 20 lá chia cho bạn đã thành 10 bộ (thiên ù).")))
        return _key(0, 0, 0, None, 0), MoveAdvice(a, 0, 0, None, why)
    why = Said(lambda: _("Quân này làm bài ù, nhưng không được ù nó: {rule}. Hô ù là ù láo (phạt tám đỏ hai lèo)."
                         ).format(rule=say(barred))) if barred else Said(
        lambda: _("Chưa ù được: hô ù lúc này là ù láo (phạt tám đỏ hai lèo)."))
    return _key(2, None, 0, None, 0), MoveAdvice(a, None, 0, None, why)


def _breaks(hand: list[str], card: str) -> tuple[int, int]:
    """``(chắn, cạ)`` that discarding ``card`` breaks in ``hand``, both laid out (seed 001 §III)."""
    before, after = layout(Hand(hand)), layout(Hand(hand) - card)
    return before.n_chan - after.n_chan, max(0, before.n_ca - after.n_ca)


def ca_lost(hand: list[str], card: str) -> tuple:
    """The cạ of ``hand`` laid out that discarding ``card`` leaves in no cạ (a ba đầu), which :func:`_breaks` counts."""
    return tuple(set(layout(Hand(hand)).ca) - set(layout(Hand(hand) - card).ca))


def group_of(hand: list[str], card: str, seen: list[str] = ()) -> dict:
    """Where ``card`` lies in ``hand`` laid out by number (seed 001 §III), so what letting it go breaks: ``group``
    ``chan`` (a copy of it paired), else the odd cards of its number it is with — ``que`` (none), ``ca`` (one) or
    ``ba_dau`` (two) — and ``mates``, those other cards; the third of three alike with none is no què but kept for a
    chíu of the fourth (§IV): ``chiu``, or ``chiu_seen`` when the fourth is in ``seen`` (face up: no chíu left)."""
    k = BY_CODE[card]
    if hand.count(card) % 2 == 0:
        return {"group": "chan", "mates": ()}
    lay = layout(Hand(hand))
    mates = next((tuple(x for x in g if x != k) for g in lay.ca + lay.ba_dau if k in g), ())
    if hand.count(card) == 3 and not mates:
        return {"group": "chiu_seen" if card in seen else "chiu", "mates": ()}
    return {"group": ("que", "ca", "ba_dau")[len(mates)], "mates": mates}


def breaks_reason(hand: list[str], why: Fact, seen: list[str] = ()) -> Fact:
    """A discard's reason (:func:`rank_discards`) as the coach says it: a «giữ …» names a group this card may not
    touch (the one most unseen useful cards would join), so it is said as what the card breaks (:func:`group_of`)."""
    if why.code != "strategy.discard.keep":
        return why
    return Fact("strategy.discard.breaks", **{k: why[k] for k in ("verb", "card", "q", "copies", "percent")},
                **group_of(hand, why["card"].code, seen))


def _discard_rows(state: GameState, seat: int, legal: list[Action]) -> tuple[int | None, list]:
    hand, melds, visible, opps = _view(state, seat)
    # after a chíu out of turn the card is a trả cửa: the advisor says so itself (seed 001 §IV)
    ranked = rank_discards(hand, melds, visible, opps, verb="tra_cua" if state.phase == "tra_cua" else "danh")
    by_code = {r.card.code: (i, r) for i, r in enumerate(ranked)}
    values = _values(state, seat)
    rows, seen = [], visible + [c for x in melds for c in x["cards"]]  # face up (a fourth copy there: no chíu)
    for a in legal:
        i, r = by_code[a.card]
        v, why = values.get(("danh", a.card)), breaks_reason(hand, r.reason, seen)
        rows.append((_key(1, r.distance, r.useful_copies, r.danger, i, v.score if v else None),
                     _valued(MoveAdvice(a, r.distance, r.useful_copies, r.danger, why,
                                        breaks=_breaks(hand, a.card),
                                        after_que=group_of(hand, a.card)["group"] in AFTER_QUE), v, values, state)))
    return (ranked[0].distance if ranked else None), rows


AFTER_QUE = ("ba_dau", "chiu")
"""The groups (:func:`group_of`) a player throws from only after a lone què when they tie: a ba đầu (a cạ is left) and
the third of three alike whose fourth may still be chíu'd (the chắn stays, the chíu is lost)."""


def _offer_rows(state: GameState, seat: int, legal: list[Action], judge: str) -> tuple:
    hand, melds, visible, opps = _view(state, seat)
    o = state.offer
    ea = eat_or_pass(hand, melds, o["card"], visible, source=o["source"], drawn_by=_drawn_by(state, seat),
                     opponents=opps, chiu_then=follow_verb(state, seat, Action(seat, "chiu", o["card"])))
    where: dict[tuple, tuple[int, EatOption]] = {}  # (action, with) → the advisor's first option for it
    for i, op in enumerate(ea.options):
        where.setdefault((op.action, op.with_.code if op.action == "an" and op.with_ else None), (i, op))
    measured = []
    for a in legal:
        kind = "bo" if a.type in ("bo", "boc", "duoi") else a.type
        i, op = where[(kind, a.with_ if kind == "an" else None)]  # eat_or_pass lists every legal eat and the bỏ
        m = MoveAdvice(a, op.distance, op.useful_copies, None, op.reason,
                       discard=op.discard.code if op.discard else None)
        if a.type in ("an", "chiu") and judge != "none":
            m = _after_eat(state, seat, m, ea, op)
        key = ("bo", None) if op.action == "bo" else (op.action, a.with_ if a.type == "an" else o["card"])
        measured.append((i, key, m))
    values = _values(state, seat, {k: (m.action, m.discard) if m.discard and m.action.type in ("an", "chiu") else None
                                   for _i, k, m in measured})
    return ea.distance, [(_key(1, m.distance, m.useful_copies, None, i, v.score if v else None), _valued(m, v, values, state))
                         for i, k, m in measured for v in [values.get(k)]]


def _eat_head(state: GameState, action: Action) -> str:
    """``'Ăn cạ tam văn bằng tam sách'``, ``'Chíu cửu vạn'`` (sentence case)."""
    w = choice_words(action, state)
    return w[:1].upper() + w[1:]


def _after_eat(state: GameState, seat: int, m: MoveAdvice, ea: EatAdvice, op: EatOption) -> MoveAdvice:
    """An eat measured with the đánh the hint ranks first right after it (:func:`ranking` of :func:`advise` there:
    one ranking, not two); a dead end when every đánh after it is a lỗi (§IV lỗi 10–17)."""
    nxt = apply(state, m.action)
    if nxt.actor != seat or nxt.phase not in ("danh", "tra_cua"):
        return m
    verb = nxt.phase  # 'danh' | 'tra_cua' (chan_core.strategy.VERBS)
    sub = advise(nxt, seat)
    if sub is None:  # nothing measured after the eat: keep the figures, name no follow-up
        return replace(m, reason=eat_reason(ea, replace(op, discard=None), verb), discard=None)
    best = sub.best
    if best is None:  # a dead end: every đánh after the eat is a lỗi
        found = tuple(f for mv in sub.moves for f in (mv.faults or ()))
        dead = Said(lambda: (_("{head}: ăn xong thì quân nào trả cửa ra cũng phạm lỗi.") if verb == "tra_cua"
                             else _("{head}: ăn xong thì quân nào đánh ra cũng phạm lỗi.")).format(
            head=_eat_head(state, m.action)))
        return MoveAdvice(m.action, None, 0, None, dead, found, m.passes_u, None)
    if best.action.type not in ("danh", "tra_cua"):  # e.g. an ù on the 20 cards held after a chíu
        return MoveAdvice(m.action, best.distance, best.useful_copies, None,
                          Said(lambda: _("{head}, rồi {move}: {distance}.").format(
                              head=_eat_head(state, m.action), move=choice_words(best.action, nxt),
                              distance=distance_words(best.distance))), None, m.passes_u, None)
    op = replace(op, discard=BY_CODE[best.action.card], distance=best.distance, useful_copies=best.useful_copies)
    return replace(m, distance=best.distance, useful_copies=best.useful_copies, reason=eat_reason(ea, op, verb),
                   discard=best.action.card)


def _bao_row(state: GameState, m: MoveAdvice) -> MoveAdvice:
    """A move of a báo seat, who may not ù (001 §VII; after the ăn that made him báo one card still goes out,
    ``rules/decisions.yaml`` ``ban_choi_bao``): no distance, no useful cards, no value to rank by — a card is said
    and ranked by the chance that it is eaten (he pays the whole làng if anyone wins), with the money line."""
    m = replace(m, distance=None, useful_copies=0, value=None, breaks=(0, 0))
    if m.danger is None:
        return m
    why = Said(lambda: _("{head}: {danger}. Bị báo thì không ù được nữa, nên chỉ cần ra quân ít bị ăn nhất để "
                         "không giúp nhà khác gần ù.").format(head=_eat_head(state, m.action),
                                                                danger=danger_words(round(m.danger * 100), True)),
               lambda: _("Bị báo thì không ù được nữa, nên chỉ cần ra quân ít bị ăn nhất để không giúp nhà khác "
                         "gần ù."))
    return replace(m, reason=_with_line(why, m.money) if m.money else why)


def advise(state: GameState, seat: int = LEARNER, *, judge: Literal["all", "best", "none"] = "all",
           also: Action | None = None) -> Advice | None:
    """The advisor's ranking of every legal move of ``seat`` now, each with its figures, a one-line reason and its
    lỗi; ``judge``: the moves judged with the lỗi engine — ``'all'`` (the hint, the review), ``'best'`` (down to the
    first clean one and ``also``: choice_mark) or ``'none'``. A move making ``seat`` báo is valued so (:func:`_made_bao`)."""
    if state.actor != seat or state.phase not in ("danh", "tra_cua", "offer"):
        return None
    legal = legal_actions(state, seat)  # never empty for the actor in these phases (a bốc or dưới at least)
    could_u = any(a.type == "u" for a in legal) and can_u(state, seat)
    others = [a for a in legal if a.type != "u"]  # the ù rows need no figures (:func:`_u_row`)
    barred = None if could_u else next((f["detail"] for a in legal if a.type == "u" for f in judge_action(state, a)
                                        if f.get("code") in BARRED), None)  # the card completes: the rule says no
    try:
        if state.phase == "offer":
            now, rows = _offer_rows(state, seat, others, judge)
            kind, card = "offer", state.offer["card"]
        else:
            now, rows = _discard_rows(state, seat, others)
            kind, card = "danh", None
    except ChanError:
        return None
    if seat in state.bao:  # báo: he may not ù any more (001 §VII): nothing is measured by ù, only the danger
        now, rows = None, [((k[0], 99, 0, 0) + k[4:], _bao_row(state, m)) for k, m in rows]
    if barred is not None:  # a pass says why the card that completes the hand is let go
        rows = [(k, replace(m, reason=_with(m.reason, barred=barred)) if m.action.type in PASSES
                 and isinstance(m.reason, Fact) else m) for k, m in rows]
    moves = [m for _k, m in sorted([_u_row(state, a, could_u, barred) for a in legal if a.type == "u"] + rows,
                                    key=lambda r: r[0])]
    out: list[MoveAdvice] = []
    found_clean = False
    for m in moves:
        faults = m.faults
        if judge == "all" or (judge == "best" and (not found_clean or also is not None and m.action.key == also.key)):
            faults = tuple(judge_action(state, m.action)) + (m.faults or ())
        m = _made_bao(state, seat, replace(m, faults=faults, passes_u=could_u and m.action.type != "u"))
        found_clean = found_clean or m.clean
        out.append(m)
    return Advice(kind, card, now, _leaves_chan(out, card, list(state.hands[seat])))


PASSES = ("bo", "boc", "duoi")
"""The moves that let an offered card go (bỏ qua, bốc nọc, dưới)."""


def _leaves_chan(moves: list[MoveAdvice], card: str | None, hand: list[str]) -> tuple[MoveAdvice, ...]:
    """``moves`` with each pass counted as breaking one chắn (``breaks``) when ``card`` can be taken as a chắn by a
    clean move and that adds a chắn — the copy in ``hand`` it pairs with is in no chắn there (:func:`_breaks`; with
    two held, eating only moves a chắn onto the chiếu): a player nearly always takes an offered chắn, so a pass goes
    above it only when it leads beyond the figure's noise (:func:`band`, the rule of a discard splitting a chắn)."""
    if card is None or not any(m.clean and m.action.type == "an" and m.action.with_ == card for m in moves) \
            or _breaks(hand, card)[0]:
        return tuple(moves)
    return tuple(replace(m, breaks=(1, 0)) if m.action.type in PASSES else m for m in moves)


@dataclass(frozen=True)
class Place:
    """One row of the hint's ranking as the learner sees it (:func:`ranking`)."""

    move: MoveAdvice
    place: int | None
    tied: bool = False
    below: bool = False  # level with the move above but ranked below: it breaks a chắn or cạ (its number's first row)
    also: tuple = ()  # the tied moves said in this row with it (:func:`said_once`)
    level: bool = False  # the best, or level with it but for what it breaks (a chain of ``below`` up to place 1)

    @property
    def advised(self) -> bool:
        """The page's «Nên đi»: a best move (place 1); tied best moves are all advised."""
        return self.place == 1


def shown_figures(m: MoveAdvice) -> tuple:
    """A ranking row's shown figures as a key, smaller better: cards still to take (``None`` last), unseen useful
    cards (more first, not for an ù), the chance of being eaten in whole percent (đánh only)."""
    d = 99 if m.distance is None else m.distance
    copies = -m.useful_copies if m.distance else 0
    pct = round(m.danger * 100) if m.danger is not None else -1
    return d, copies, pct


TIE = 0.1
"""Expected điểm, as shown (to 0,1), within which two moves of the same distance are a tie («ngang nhau»)."""

CHAN_BAND = 0.3
"""Expected điểm, as shown, a discard breaking a chắn must lead one breaking none by before it ranks above it (a player
throws a lone què before he breaks a chắn unless that clearly gains). The noise of the figure: its chance of ù is a
model fitted on self-play (:data:`chan_core.strategy.money.P_LOGIT`); fitted again on 100 bootstrap samples of 1,500
hands (``benchmarks/coach_band.py``), the lead of the best chắn split over the best lone què at 200 decisions of the
table moved with a standard error of median 0,05, 90th percentile 0,16 điểm: 1,96 × 0,16 ≈ 0,3, beyond which a lead
is more than the figure's noise (FEED, the danger's weight, set by hand: 0,2 or 0,4 moved it by 0,04 at the 90th
percentile)."""


def tied(a: float, b: float, band: float = TIE) -> bool:
    """The coach's one tie rule, for the hint's ranking and the review's money: two expected điểm no more than
    ``band`` (:data:`TIE`; :func:`band` for two moves) apart as shown (each rounded to 0,1), so a figure said «0,1
    điểm» better is never a lead."""
    return abs(round(a, 1) - round(b, 1)) <= band + 1e-9


def band(a: MoveAdvice, b: MoveAdvice) -> float:
    """The band of :func:`tied` for two moves: :data:`CHAN_BAND` when the one with more money breaks more chắn (its
    lead must be beyond the figure's noise), else :data:`TIE`."""
    hi, lo = (a, b) if (a.value or 0.0) >= (b.value or 0.0) else (b, a)
    return CHAN_BAND if hi.breaks[0] > lo.breaks[0] else TIE


def _value_key(m: MoveAdvice) -> tuple:
    """Order of the ranking: ù first, then the fewest cards still to take, then the most money."""
    return (0 if m.action.type == "u" and m.distance == 0 else 1, 99 if m.distance is None else m.distance,
            -(m.value or 0.0))


def ranking(advice: "Advice") -> list[Place]:
    """The hint's ranking (``advice`` made with ``judge='all'``): the clean moves, best first (ù, fewest cards to
    take, most money), numbered 1, 2, … — a move level with the one above it (same distance, money :func:`tied`
    within :func:`band`; unvalued: equal :func:`shown_figures`) and breaking fewer chắn, then fewer cạ, goes above it
    (``breaks``: a player discards a lone què before he breaks a chắn; lỗi 11 and 13 bind the card left; he takes an
    offered chắn, :func:`_leaves_chan`); a move breaking as much and level with the first of its number shares that
    number, a lone què listed before a card of :data:`AFTER_QUE`; then every other move (a lỗi, a bỏ ù, an ù láo)
    unnumbered, in the advisor's order."""
    ok = [m for m in advice.moves if m.clean]
    valued = all(m.value is not None for m in ok if m.action.type != "u")
    key = _value_key if valued else shown_figures
    ok.sort(key=key)  # stable: the advisor's order among equals

    def level(a: MoveAdvice, b: MoveAdvice) -> bool:
        ka, kb = key(a), key(b)
        return ka[:2] == kb[:2] and tied(ka[2], kb[2], band(a, b)) if valued else ka == kb

    moved = True
    while moved:  # each swap puts a move breaking less above a level one: it ends
        moved = False
        for i in range(len(ok) - 1):
            if (ok[i].breaks, ok[i].after_que) > (ok[i + 1].breaks, ok[i + 1].after_que) and level(ok[i], ok[i + 1]):
                ok[i], ok[i + 1], moved = ok[i + 1], ok[i], True
    rows: list[list] = []  # [move, place, below, level with the best]
    for m in ok:
        p = rows[-1] if rows else None
        if p and m.breaks == p[0].breaks and level(head, m):
            rows.append([m, *p[1:]])
        else:
            below = p is not None and m.breaks != p[0].breaks and level(p[0], m)
            rows.append([m, p[1] + 1 if p else 1, below, p is None or below and p[3]])
            head = m
    rows.sort(key=lambda r: (r[1], r[0].after_que))  # stable: in a shared number every lone què first
    n = Counter(r[1] for r in rows)
    return [Place(m, k, n[k] > 1, below and (j == 0 or rows[j - 1][1] != k), level=lv)
            for j, (m, k, below, lv) in enumerate(rows)] + [
        Place(m, None) for m in advice.moves if not m.clean]


def _with(reason: Fact, **params) -> Fact:
    """A move's ``reason`` (its base, under a money line) with ``params`` set: a discard's ``card`` said for several
    cards (``None``: for none, a key), a pass's ``barred``."""
    if reason.code == "strategy.stake.reason":
        return Fact(reason.code, **reason.params | {"base": _with(reason["base"], **params)})
    return Fact(reason.code, **reason.params | params)


def said_once(places: list[Place]) -> list[Place]:
    """:func:`ranking` with the tied discards whose figures and reason differ only by the card in one row, its
    reason said once for them all («Đánh A, B hoặc C: …»; ``also``: the other moves)."""
    rows: dict = {}
    for p in places:
        m = p.move
        if p.place is None or m.action.type not in ("danh", "tra_cua") or not isinstance(m.reason, Fact):
            rows[id(p)] = [p]
        else:
            rows.setdefault((p.place, shown_figures(m), _with(m.reason, card=None)), []).append(p)
    return [g[0] if len(g) == 1 else replace(g[0], also=tuple(q.move for q in g[1:]), move=replace(
        g[0].move, reason=_with(g[0].move.reason, card=tuple(q.move.action.card for q in g)))) for g in rows.values()]


def cost(advice: "Advice | None", action: Action) -> float | None:
    """What ``action`` cost in expected điểm against the best clean move (``0.0`` for a move the hint ties with the
    best, :attr:`Place.level`, or within :func:`tied` of it; ``None`` when either is not valued)."""
    if advice is None:
        return None
    mine, best = advice.move(action), advice.best
    if mine is None or best is None or mine.value is None or best.value is None:
        return None
    level = any(p.level and p.move.action.key == mine.action.key for p in ranking(advice))
    if level or tied(best.value, mine.value, band(best, mine)):
        return 0.0
    return max(0.0, best.value - mine.value)


def follow_verb(state: GameState, seat: int, action: Action) -> str:
    """After an eat: ``'tra_cua'`` after a chíu out of turn, else ``'danh'`` (seed 001 §IV)."""
    out_of_turn = action.type == "chiu" and state.offer is not None and state.offer.get("eater") != seat
    return "tra_cua" if out_of_turn else "danh"
