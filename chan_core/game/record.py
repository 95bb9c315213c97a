"""Game records: the deal + the ordered events, from which a hand replays exactly.

A :class:`GameRecord` holds what decides a hand: ``players``, ``seed`` (the
deal, :func:`chan_core.deal.deal`), ``variant``, ``options``, ``drawer``,
``thong``, ``cards`` (a deal given card by card, or ``None``: the seed's)
and ``events`` (each ``{seat, event, card?, with?, declared?}``,
:meth:`chan_core.game.actions.Action.to_dict`). :meth:`GameRecord.replay`
deals again and applies every event; the result equals the final state
(SPEC "Game records"). :meth:`GameRecord.to_dict` also writes the deal
itself (``dealt``, ``set_aside``, ``cai``, ``noc``) so a reader needs no
engine; :meth:`GameRecord.from_dict` checks those against the seed.

:func:`seat_history`: one seat's moves of a record (or a state) as the ``action`` scenario
history, as :mod:`chan_core.game.projection` projected them.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from chan_core.errors import ChanError, shown_value
from chan_core.game.actions import Action
from chan_core.game.flow import apply, views_of
from chan_core.game.state import GameState, new_hand


@dataclass(frozen=True)
class GameRecord:
    """A replayable hand: see the module docstring."""

    players: int
    seed: int
    variant: str = "classic"
    options: dict = field(default_factory=dict)
    drawer: int | None = None
    thong: int | None = None
    events: tuple = ()
    cards: dict | None = None

    def start(self):
        """The state at the start of play (:func:`chan_core.game.new_hand`)."""
        return new_hand(self.players, self.seed, variant=self.variant, options=dict(self.options),
                        drawer=self.drawer, thong=self.thong, cards=copy.deepcopy(self.cards))

    def replay(self, upto: int | None = None):
        """The state after the first ``upto`` events (all by default).

        Raises :class:`ChanError` with ``field`` ``events[i].…`` if an event
        is not legal where it stands.
        """
        st = self.start()
        for i, e in enumerate(self.events[:upto] if upto is not None else self.events):
            try:
                st = apply(st, Action.from_dict(e))
            except ChanError as err:
                raise err.with_context(field=f"events[{i}]") from None
        return st

    def steps(self):
        """Every state from the deal to the end (``len(events) + 1`` states)."""
        st = self.start()
        yield st
        for e in self.events:
            st = apply(st, Action.from_dict(e))
            yield st

    def to_dict(self) -> dict:
        """JSON-ready: the fields plus the deal (``dealt`` seat by seat, ``set_aside``,
        ``cai``, ``noc`` in drawing order)."""
        st = self.start()
        return {"players": self.players, "seed": self.seed, "variant": self.variant,
                "options": copy.deepcopy(self.options), "drawer": st.drawer, "thong": self.thong,
                "cai": st.cai, "dealt": st.dealt, "set_aside": st.set_aside, "noc": st.noc_start,
                "fixed_deal": self.cards is not None, "events": copy.deepcopy(list(self.events))}

    @classmethod
    def from_dict(cls, d: dict) -> "GameRecord":
        """Read :meth:`to_dict` output (extra keys of a self-play line are ignored).

        Raises :class:`ChanError` for a missing ``players``/``seed``/``events``
        or a deal that does not match the seed.
        """
        if not isinstance(d, dict):
            raise ChanError("game.record.not_mapping")
        for k in ("players", "seed", "events"):
            if k not in d:
                raise ChanError("game.record.missing", name=k, field=k)
        if not isinstance(d["events"], list):
            raise ChanError("game.record.events_list", field="events")
        cards = None
        if d.get("fixed_deal"):
            cards = {k: copy.deepcopy(d.get(k)) for k in ("dealt", "noc", "cai", "set_aside")}
        rec = cls(players=d["players"], seed=d["seed"], variant=d.get("variant", "classic"),
                  options=dict(d.get("options") or {}), drawer=d.get("drawer"), thong=d.get("thong"),
                  events=tuple(copy.deepcopy(d["events"])), cards=cards)
        st = rec.start()
        for key, mine in (("dealt", st.dealt), ("set_aside", st.set_aside), ("cai", st.cai), ("noc", st.noc_start)):
            if key in d and d[key] != mine:
                raise ChanError("game.record.deal_mismatch", name=key, seed=shown_value(rec.seed), field=key)
        return rec


def record_of(state) -> GameRecord:
    """The record of a state (its deal + its events so far)."""
    cards = None
    if state.fixed_deal:
        cards = {"dealt": copy.deepcopy(state.dealt), "noc": list(state.noc_start), "cai": state.cai,
                 "set_aside": list(state.set_aside)}
    return GameRecord(players=state.players, seed=state.seed, variant=state.variant,
                      options=dict(state.options), drawer=state.drawer, thong=state.thong,
                      events=tuple(copy.deepcopy(state.events)), cards=cards)
def seat_history(record_or_state: object, seat: int) -> tuple[list[str], list[dict]]:
    """``seat``'s dealt hand (codes: 20 for the cái) and its moves so far in the
    ``action`` scenario history format (``danh``, ``an`` with ``card``/``with``,
    ``chiu``, ``bo``, ``tra_cua``, and the final ``u``), each with
    ``source``/``by`` where it is about an offered card.

    ``record_or_state``: a :class:`~chan_core.game.GameState` or a
    :class:`~chan_core.game.GameRecord` (replayed). Feeding the start hand,
    the history up to a move and that move to
    :func:`chan_core.loi.judge_history` judges it exactly as the game did.
    A pass still held back (its card is on offer) is included at the end.
    """
    if not isinstance(record_or_state, (GameState, GameRecord)):
        raise ChanError("game.history.not_game", field="record_or_state")
    st = record_or_state.replay() if isinstance(record_or_state, GameRecord) else record_or_state
    if not 0 <= seat < st.players:
        raise ChanError("game.history.seat_range", last=st.players - 1, value=seat, field="seat")
    v = views_of(st)[seat]
    evs = [e.as_dict() for e in v.hs.events]
    if v.pend is not None:
        evs.append(v.pend[1].as_dict())
    return list(st.dealt[seat]), evs



__all__ = ["GameRecord", "record_of", "seat_history"]
