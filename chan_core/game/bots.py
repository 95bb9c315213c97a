"""The bot levels, weakest first: :class:`RandomBot` (``random``), :class:`SensibleBot` (``sensible``),
:class:`AdvisorBot` (``advisor``: the choices of :mod:`chan_core.strategy.advice`) and :class:`GioiBot` (``gioi``,
«Máy giỏi»: the expected money of :mod:`chan_core.strategy.money`), by name in :data:`BOTS`. A bot takes a ``seed``
and answers ``choose(state, seat, legal) -> Action`` (one of ``legal``) and ``xuong(state, seat) -> [{id, count}]``.
The strategy bots see only :func:`seat_view` and the nọc's size; heuristics, not rules (``benchmarks/bots.py``).
"""
from __future__ import annotations

import functools
import random
from collections import Counter

from chan_core.cards import BY_CODE, KINDS, KINDS_OF_RANK
from chan_core.errors import ChanError, shown_value
from chan_core.game.actions import Action
from chan_core.game.flow import can_u, judge_action, judged, preview
from chan_core.history import Event
from chan_core.layout import counts_summary
from chan_core.options import make_options
from chan_core.strategy import eat_or_pass, rank_discards
from chan_core.strategy.money import value_discards, value_offer
from chan_core.xuong import canonical, cuoc_info


def canonical_xuong(state) -> list[dict]:
    """The canonical xướng of the state's win (:func:`chan_core.xuong.canonical`)."""
    return [s.as_dict() for s in canonical(state.cuoc, state.variant).items]


class RandomBot:
    """Any legal move at random (seeded), and a xướng sometimes short or long of a cước."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        return self.rng.choice(legal)

    def xuong(self, state, seat: int) -> list[dict]:
        items = canonical_xuong(state)
        r = self.rng.random()
        if r < 0.2 and len(items) > 1:
            items.pop(self.rng.randrange(len(items)))
        elif r < 0.35:
            ids = [c for c, i in cuoc_info().items() if state.variant in i.variants and c != "xuong"]
            extra = self.rng.choice(ids)
            if all(x["id"] != extra for x in items):
                items.append({"id": extra, "count": 1})
        return items


_SAME_RANK = tuple(tuple(k.code for k in ks) for ks in KINDS_OF_RANK.values())


def _unpaired(hand: list[str]) -> set[str]:
    """Cards of ``hand`` in no chắn and no cạ of its layout: the ones an eat may pair without breaking a set."""
    counts = Counter(hand)
    out = set()
    for codes in _SAME_RANK:
        odd = [c for c in codes if counts[c] & 1]
        if len(odd) != 2:
            out.update(odd)
    return out


def discard_order(hand: list[str]) -> list[str]:
    """Kinds in ``hand``, best to đánh first: the one leaving the most chắn + cạ,
    then the most chắn, then the fewest què (a heuristic, not a rule)."""
    c = [0] * len(KINDS)
    for code in hand:
        c[BY_CODE[code].index] += 1
    keys = []
    for code in dict.fromkeys(hand):
        i = BY_CODE[code].index
        c[i] -= 1
        chan, ca, ba_dau, que = counts_summary(tuple(c))
        c[i] += 1
        keys.append(((chan + ca, chan, -que, -ba_dau), -i, code))
    keys.sort(reverse=True)
    return [k[-1] for k in keys]


class SensibleBot:
    """Never commits a lỗi (an eat only with a clean đánh after); keeps chắn and cạ; eats what pairs a
    loose card; takes every valid ù; xướng correctly."""

    name = "sensible"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    # -------------------------------------------------------------- helpers
    @staticmethod
    def _clean(state, action: Action) -> bool:
        return not judge_action(state, action)

    def _clean_after(self, state, seat: int, action: Action, verb: str) -> bool:
        """``action`` (an eat) is clean and afterwards ``seat`` has a clean ``verb`` (``danh``/``tra_cua``)."""
        verdicts, hs = preview(state, action)
        if any(not v.clean for v in verdicts):
            return False
        return any(judged(hs, Event(verb, BY_CODE[k])).clean for k in discard_order([c.code for c in hs.hand]))

    # -------------------------------------------------------------- policy
    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        u = next((a for a in legal if a.type == "u"), None)
        if u is not None and can_u(state, seat):
            return u
        if state.phase in ("danh", "tra_cua"):
            return self._discard(state, seat, state.phase, legal)
        return self._offer(state, seat, legal)

    def _discard(self, state, seat: int, verb: str, legal: list[Action]) -> Action:
        for k in discard_order(state.hands[seat]):
            a = Action(seat, verb, k)
            if self._clean(state, a):
                return a
        return next(a for a in legal if a.type == verb)  # no clean đánh: cannot happen after a checked eat

    def _offer(self, state, seat: int, legal: list[Action]) -> Action:
        verb = "danh" if state.offer["eater"] == seat else "tra_cua"
        free = _unpaired(state.hands[seat])  # an eat pairs a card in no chắn or cạ yet (keep chắn and cạ)
        for a in legal:  # chíu first, then ăn chắn before cạ (legal_actions order); the pass is last
            if a.type == "chiu" and self._clean_after(state, seat, a, verb):
                return a
            if a.type == "an" and a.with_ in free and self._clean_after(state, seat, a, "danh"):
                return a
        return legal[-1]

    def xuong(self, state, seat: int) -> list[dict]:
        return canonical_xuong(state)


def seat_view(state, seat: int) -> tuple[list[str], list[dict], list[str], tuple[int, ...]]:
    """What ``seat`` sees (001 §IV: what lies face up): ``(hand, own melds, visible codes, opponents)`` —
    ``visible``: other mats and every cửa but the card asked about; ``opponents``: hidden counts, cửa dưới first."""
    n = state.players
    visible: list[str] = []
    for s in range(n):
        if s != seat:
            for m in state.mats[s]:
                visible.extend(m["cards"])
        visible.extend(state.cua[s])
    if state.phase == "offer" and state.offer is not None:
        visible.remove(state.offer["card"])  # the card asked about is the last of its cửa
    opponents = tuple(len(state.hands[(seat + k) % n]) for k in range(1, n))
    return list(state.hands[seat]), list(state.mats[seat]), visible, opponents


class AdvisorBot(SensibleBot):
    """The advice's choices with SensibleBot's lỗi-safety."""

    name = "advisor"

    # -------------------------------------------------------------- đánh
    def _ranked_discards(self, state, seat: int) -> list[str]:
        """Card codes to đánh, best first (:func:`chan_core.strategy.rank_discards`)."""
        return [r.card.code for r in rank_discards(*seat_view(state, seat))]

    def _discard(self, state, seat: int, verb: str, legal: list[Action]) -> Action:
        try:
            order = self._ranked_discards(state, seat)
        except ChanError:
            order = []
        for k in order:
            a = Action(seat, verb, k)
            if a in legal and self._clean(state, a):
                return a
        return super()._discard(state, seat, verb, legal)

    # -------------------------------------------------------------- offers
    def _rows(self, state, view: tuple, drawn_by: str) -> list | None:
        """The ranked options on the card on offer (``None`` when the advice refuses the position)."""
        hand, melds, visible, opps = view
        o = state.offer
        try:
            return eat_or_pass(hand, melds, o["card"], visible, source=o["source"], drawn_by=drawn_by,
                               opponents=opps).options
        except ChanError:
            return None

    def _offer(self, state, seat: int, legal: list[Action]) -> Action:
        """The first ranked option that is legal and commits no lỗi, now or with the đánh (or trả cửa) it forces;
        else a pass, else the last legal move (ù is decided by can_u, see choose). Seed 001 §IV."""
        passes = [a for a in legal if a.type in ("bo", "duoi", "boc")]
        if not any(a.type in ("an", "chiu") for a in legal):  # nothing to take: pass
            return next((a for a in passes if self._clean(state, a)), passes[0] if passes else legal[-1])
        o = state.offer
        drawn_by = "self" if o["source"] == "boc" and o["cua"] == seat else "other"
        rows = self._rows(state, seat_view(state, seat), drawn_by)
        if rows is None:
            return super()._offer(state, seat, legal)
        for v in rows:
            if v.action == "bo":
                a = next((a for a in passes if self._clean(state, a)), None)
                if a is not None:
                    return a
            elif v.action in ("chiu", "an"):
                a = Action(seat, v.action, o["card"], v.with_.code if v.action == "an" else None)
                verb = "tra_cua" if v.action == "chiu" and o["eater"] != seat else "danh"
                if a in legal and self._clean_after(state, seat, a, verb):
                    return a
        return passes[0] if passes else legal[-1]


def table_options(state):
    """The :class:`~chan_core.options.Options` the hand is scored under (cached)."""
    return _options(state.variant, tuple(sorted((state.options or {}).items())))


@functools.lru_cache(maxsize=32)
def _options(variant: str, items: tuple):
    return make_options(variant, dict(items))


class GioiBot(AdvisorBot):
    """«Máy giỏi»: the move of the highest expected money (:mod:`chan_core.strategy.money`), with
    AdvisorBot's lỗi-safety and the engine's xướng."""

    name = "gioi"

    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1 and legal[0].type != "u":
            return legal[0]  # nothing to choose
        return super().choose(state, seat, legal)

    def _ranked_discards(self, state, seat: int) -> list[str]:
        verb = "tra_cua" if state.phase == "tra_cua" else "danh"
        rows = value_discards(*seat_view(state, seat), table_options(state), verb=verb, noc=len(state.noc))
        return [r.card.code for r in rows]

    def _rows(self, state, view: tuple, drawn_by: str) -> list | None:
        hand, melds, visible, opps = view
        o = state.offer
        try:
            return value_offer(hand, melds, o["card"], visible, source=o["source"], drawn_by=drawn_by,
                               opponents=opps, options=table_options(state), noc=len(state.noc))
        except ChanError:
            return super()._rows(state, view, drawn_by)


BOTS: dict[str, type] = {"random": RandomBot, "sensible": SensibleBot, "advisor": AdvisorBot, "gioi": GioiBot}


def make_bot(name: str, seed: int = 0):
    """A bot of level ``name`` seeded with ``seed``; :class:`ChanError` ``game.bots.unknown`` otherwise."""
    if name not in BOTS:
        raise ChanError("game.bots.unknown", name=shown_value(name), known=tuple(BOTS), field="bots")
    return BOTS[name](seed)
