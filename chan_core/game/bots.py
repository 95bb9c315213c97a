"""The bot levels by name (issue 12 item 2, issue 13): :data:`BOTS` and :func:`make_bot`.

The policy interface and the first levels are :mod:`chan_core.game.bot_base`
(:class:`Policy`, :class:`RandomBot` ``random``, :class:`SensibleBot` ``sensible``); the
strategy-based levels are :mod:`chan_core.game.bots_strategy` (:class:`AdvisorBot`
``advisor``, :class:`GioiBot` ``gioi`` «Máy giỏi», issue 25). Both are re-exported here.
"""
from __future__ import annotations

from chan_core.errors import ChanError, shown_value
from chan_core.game.bot_base import Policy, RandomBot, SensibleBot, canonical_xuong, discard_order
from chan_core.game.bots_strategy import STRATEGY_BOTS, AdvisorBot, GioiBot

BOTS: dict[str, type] = {"random": RandomBot, "sensible": SensibleBot, **STRATEGY_BOTS}
"""Bot levels by name (``--bots`` of ``python -m chan_core selfplay``), weakest first."""


def make_bot(name: str, seed: int = 0):
    """A bot of level ``name`` (:data:`BOTS`) seeded with ``seed``. Raises
    :class:`ChanError` (``game.bots.unknown``) for an unknown level."""
    if name not in BOTS:
        raise ChanError("game.bots.unknown", name=shown_value(name), known=tuple(BOTS), field="bots")
    return BOTS[name](seed)


__all__ = ["Policy", "RandomBot", "discard_order", "SensibleBot", "AdvisorBot", "GioiBot", "BOTS", "make_bot",
           "canonical_xuong"]
