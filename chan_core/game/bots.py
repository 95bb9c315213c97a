"""The bot levels by name: :data:`BOTS` and :func:`make_bot` (levels in :mod:`.bot_base`, :mod:`.bots_strategy`)."""
from __future__ import annotations

from chan_core.errors import ChanError, shown_value
from chan_core.game.bot_base import RandomBot, SensibleBot, canonical_xuong, discard_order
from chan_core.game.bots_strategy import STRATEGY_BOTS, AdvisorBot, GioiBot

BOTS: dict[str, type] = {"random": RandomBot, "sensible": SensibleBot, **STRATEGY_BOTS}  # weakest first


def make_bot(name: str, seed: int = 0):
    """A bot of level ``name`` seeded with ``seed``; :class:`ChanError` ``game.bots.unknown`` otherwise."""
    if name not in BOTS:
        raise ChanError("game.bots.unknown", name=shown_value(name), known=tuple(BOTS), field="bots")
    return BOTS[name](seed)


__all__ = ["RandomBot", "discard_order", "SensibleBot", "AdvisorBot", "GioiBot", "BOTS", "make_bot",
           "canonical_xuong"]
