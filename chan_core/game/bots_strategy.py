"""The stronger bot levels, built on the strategy advice (issue 13 item 3) and its money values
(issue 25): :class:`AdvisorBot` (``advisor``) and :class:`GioiBot` (``gioi``, «Máy giỏi»: the
same lỗi-safety, choices by :mod:`chan_core.strategy.money` — distance first, then expected
money, the cước it keeps — seeing only :func:`seat_view` and the nọc's size).

:class:`AdvisorBot` (``advisor``), registered in
:data:`chan_core.game.bots.BOTS` after ``random`` and ``sensible`` (same
:class:`~chan_core.game.bot_base.Policy` interface; deterministic — it draws no
random numbers, so its seed changes nothing):

* the lỗi-safety of :class:`~chan_core.game.bots.SensibleBot`: every move is
  judged by :func:`chan_core.game.judge_action` before it is made, an eat
  only when a clean đánh exists afterwards, every valid ù taken
  (:func:`chan_core.game.can_u`), the canonical xướng;
* the choices of :mod:`chan_core.strategy.advice`: it đánh (or trả cửa) the
  best-ranked clean card of :func:`~chan_core.strategy.rank_discards` (fewest
  cards still to take, then the most unseen useful copies, then the least
  danger) and answers an offered card with the best clean option of
  :func:`~chan_core.strategy.eat_or_pass` (chíu, ăn …, or bỏ qua: it eats
  when that brings the hand closer to ù or, equally close, leaves more unseen
  useful copies; a tie is a pass). With nothing to take it passes at once.

What a seat sees (:func:`seat_view`): its hand and mat, the other mats and
every cửa (the card on offer is the card asked about, not counted as seen),
and the hidden card counts of the other seats, the next seat (cửa dưới)
first. The bot never looks at other hands or the nọc.

These are heuristics, not rules (the seeds say nothing about how to play
well). Measured strength (``benchmarks/bots.py``, README «How strong the
bots are»): against ``sensible`` it wins about two hands in three.
"""
from __future__ import annotations

import functools

from chan_core.errors import ChanError
from chan_core.game.actions import Action
from chan_core.game.bot_base import SensibleBot, canonical_xuong


def seat_view(state, seat: int) -> tuple[list[str], list[dict], list[str], tuple[int, ...]]:
    """What ``seat`` sees: ``(hand codes, own mat melds, visible codes, opponents)``.

    ``visible``: the cards of every other seat's mat and of every cửa (the
    card on offer left out, in phase ``offer``); ``opponents``: hidden card
    counts of the other seats, the next seat (seat + 1, cửa dưới) first.
    Source: seed 001 §IV (what lies face up on the table).
    """
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
    """The advice's choices with SensibleBot's lỗi-safety. See the module docstring."""

    name = "advisor"

    # -------------------------------------------------------------- đánh
    def _ranked_discards(self, state, seat: int) -> list[str]:
        """Card codes to đánh, best first (:func:`chan_core.strategy.rank_discards`)."""
        from chan_core.strategy import rank_discards

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
        return super().choose(state, seat, legal)

    # -------------------------------------------------------------- offers
    def _offer(self, state, seat: int, legal: list[Action]) -> Action:
        from chan_core.strategy import eat_or_pass

        passes = [a for a in legal if a.type in ("bo", "duoi", "boc")]
        if not any(a.type in ("an", "chiu") for a in legal):  # nothing to take: pass
            return next((a for a in passes if self._clean(state, a)), passes[0] if passes else legal[-1])
        hand, melds, visible, opps = seat_view(state, seat)
        o = state.offer
        source = o["source"]
        drawn_by = "self" if source == "boc" and o["cua"] == seat else "other"
        try:
            adv = eat_or_pass(hand, melds, o["card"], visible, source=source, drawn_by=drawn_by, opponents=opps)
        except ChanError:
            return super().choose(state, seat, legal)
        return self._first_clean(state, seat, legal, adv.options, passes)

    def _first_clean(self, state, seat: int, legal: list[Action], rows, passes: list[Action]) -> Action:
        """The first of ``rows`` (ranked options: ``action`` ``bo``/``an``/``chiu``, ``with_``) that
        is legal and commits no lỗi, now or with the discard (or trả cửa) it forces; else a pass,
        else the last legal move. Seed 001 §IV."""
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

    # -------------------------------------------------------------- policy
    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        from chan_core.game.flow import can_u

        if any(a.type == "u" for a in legal) and can_u(state, seat):
            return next(a for a in legal if a.type == "u")
        if state.phase in ("danh", "tra_cua"):
            return self._discard(state, seat, state.phase, legal)
        if state.phase == "offer" and state.offer is not None:
            return self._offer(state, seat, legal)
        return super().choose(state, seat, legal)

    def xuong(self, state, seat: int) -> list[dict]:
        return canonical_xuong(state)


def table_options(state):
    """The :class:`~chan_core.options.Options` the hand is scored under (cached per variant and
    house rules)."""
    return _options(state.variant, tuple(sorted((state.options or {}).items())))


@functools.lru_cache(maxsize=32)
def _options(variant: str, items: tuple):
    from chan_core.options import make_options

    return make_options(variant, dict(items))


class GioiBot(AdvisorBot):
    """«Máy giỏi» (``gioi``, issue 25): the move of the highest expected money
    (:mod:`chan_core.strategy.money`: chance of ù × the điểm of the hand it can make, the cước
    it keeps — thiên khai, chíu, bòn, tôm, lèo … — less the danger of feeding the next seat),
    with AdvisorBot's lỗi-safety and the engine's xướng. Sees only :func:`seat_view`."""

    name = "gioi"

    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1 and legal[0].type != "u":
            return legal[0]  # nothing to choose
        return super().choose(state, seat, legal)

    def _ranked_discards(self, state, seat: int) -> list[str]:
        from chan_core.strategy.money import value_discards

        hand, melds, visible, opps = seat_view(state, seat)
        verb = "tra_cua" if state.phase == "tra_cua" else "danh"
        rows = value_discards(hand, melds, visible, opps, table_options(state), verb=verb, noc=len(state.noc))
        return [r.card.code for r in rows]

    def _offer(self, state, seat: int, legal: list[Action]) -> Action:
        from chan_core.strategy.money import value_offer

        passes = [a for a in legal if a.type in ("bo", "duoi", "boc")]
        if not any(a.type in ("an", "chiu") for a in legal):
            return next((a for a in passes if self._clean(state, a)), passes[0] if passes else legal[-1])
        hand, melds, visible, opps = seat_view(state, seat)
        o = state.offer
        drawn_by = "self" if o["source"] == "boc" and o["cua"] == seat else "other"
        try:
            rows = value_offer(hand, melds, o["card"], visible, source=o["source"], drawn_by=drawn_by,
                               opponents=opps, options=table_options(state), noc=len(state.noc))
        except ChanError:
            return super()._offer(state, seat, legal)
        return self._first_clean(state, seat, legal, rows, passes)


STRATEGY_BOTS: dict[str, type] = {"advisor": AdvisorBot, "gioi": GioiBot}
"""The levels this module adds to :data:`chan_core.game.bots.BOTS` (weakest first)."""

__all__ = ["AdvisorBot", "GioiBot", "STRATEGY_BOTS", "seat_view", "table_options"]
