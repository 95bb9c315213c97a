"""The stronger bot levels, built on the strategy advice: :class:`AdvisorBot` (``advisor``: the choices of
:mod:`chan_core.strategy.advice`) and :class:`GioiBot` (``gioi``, «Máy giỏi»: the expected money of
:mod:`chan_core.strategy.money`). Both keep SensibleBot's lỗi-safety and see only :func:`seat_view` and the
nọc's size. Heuristics, not rules; measured strength in ``benchmarks/bots.py``.
"""
from __future__ import annotations

import functools

from chan_core.errors import ChanError
from chan_core.game.actions import Action
from chan_core.game.bot_base import SensibleBot
from chan_core.options import make_options
from chan_core.strategy import eat_or_pass, rank_discards
from chan_core.strategy.money import value_discards, value_offer


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
        hand, melds, visible, opps = seat_view(state, seat)
        rows = rank_discards(hand, melds, visible, opps)
        return [r.card.code for r in rows]

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
        passes = [a for a in legal if a.type in ("bo", "duoi", "boc")]
        if not any(a.type in ("an", "chiu") for a in legal):  # nothing to take: pass
            return next((a for a in passes if self._clean(state, a)), passes[0] if passes else legal[-1])
        o = state.offer
        drawn_by = "self" if o["source"] == "boc" and o["cua"] == seat else "other"
        rows = self._rows(state, seat_view(state, seat), drawn_by)
        if rows is None:
            return super()._offer(state, seat, legal)
        return self._first_clean(state, seat, legal, rows, passes)

    def _first_clean(self, state, seat: int, legal: list[Action], rows, passes: list[Action]) -> Action:
        """The first of ``rows`` (ranked options) that is legal and commits no lỗi, now or with the đánh
        (or trả cửa) it forces; else a pass, else the last legal move. Seed 001 §IV."""
        o = state.offer
        own_turn = o["eater"] == seat
        for v in rows:
            if v.action == "u":
                continue  # ù is decided by can_u (see choose)
            if v.action == "bo":
                for a in passes:
                    if self._clean(state, a):
                        return a
                continue
            if v.action == "chiu":
                a = Action(seat, "chiu", o["card"])
                verb = "danh" if own_turn else "tra_cua"
            else:
                a = Action(seat, "an", o["card"], v.with_.code)
                verb = "danh"
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
        hand, melds, visible, opps = seat_view(state, seat)
        verb = "tra_cua" if state.phase == "tra_cua" else "danh"
        rows = value_discards(hand, melds, visible, opps, table_options(state), verb=verb, noc=len(state.noc))
        return [r.card.code for r in rows]

    def _rows(self, state, view: tuple, drawn_by: str) -> list | None:
        hand, melds, visible, opps = view
        o = state.offer
        try:
            return value_offer(hand, melds, o["card"], visible, source=o["source"], drawn_by=drawn_by,
                               opponents=opps, options=table_options(state), noc=len(state.noc))
        except ChanError:
            return super()._rows(state, view, drawn_by)


STRATEGY_BOTS: dict[str, type] = {"advisor": AdvisorBot, "gioi": GioiBot}  # weakest first
