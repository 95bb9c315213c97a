"""Game records: the deal + the ordered events, from which a hand replays exactly (SPEC "Game records").

:meth:`GameRecord.to_dict` also writes the deal itself so a reader needs no engine; :meth:`GameRecord.from_dict`
checks it against the seed.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from chan_core.errors import ChanError, shown_value
from chan_core.game.actions import Action
from chan_core.game.flow import apply, play_events
from chan_core.game.state import new_hand


@dataclass(frozen=True)
class GameRecord:
    """A replayable hand: what decides it (``cards``: a deal given card by card, or ``None``) + its events."""

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
        """The state after the first ``upto`` events (all by default); errors name ``events[i].…``."""
        return play_events(self.start(), self.events[:upto])

    def steps(self):
        """Every state from the deal to the end (``len(events) + 1`` states)."""
        st = self.start()
        yield st
        for e in self.events:
            st = apply(st, Action.from_dict(e))
            yield st

    def to_dict(self) -> dict:
        """JSON-ready: the fields plus the deal (``dealt``, ``set_aside``, ``cai``, ``noc``)."""
        st = self.start()
        return {"players": self.players, "seed": self.seed, "variant": self.variant,
                "options": copy.deepcopy(self.options), "drawer": st.drawer, "thong": self.thong,
                "cai": st.cai, "dealt": st.dealt, "set_aside": st.set_aside, "noc": st.noc_start,
                "fixed_deal": self.cards is not None, "events": copy.deepcopy(list(self.events))}

    @classmethod
    def from_dict(cls, d: dict) -> "GameRecord":
        """Read :meth:`to_dict` output (extra keys ignored); :class:`ChanError` for a missing field or a
        deal that does not match the seed."""
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
    return GameRecord(players=state.players, seed=state.seed, variant=state.variant,
                      options=dict(state.options), drawer=state.drawer, thong=state.thong,
                      events=tuple(copy.deepcopy(state.events)), cards=state.deal_cards())
