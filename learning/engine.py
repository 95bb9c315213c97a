"""The one door from lessons to the engine: :func:`evaluate` a scenario dict (SPEC "Scenario files"). Besides the
SPEC kinds lessons may ask about the deck itself (``deck``: which cards are red, each card's bốc-cái number, how
many cards in all), answered from ``chan_core.cards`` (rules/deck.yaml, seed 001 §I–II)."""
from __future__ import annotations

from typing import Any

from chan_core.errors import ChanError
from chan_core.eval_kinds import evaluate as evaluate_scenario
from chan_core.cards import COPIES, KINDS, parse_cards

ALL_KINDS = ("hand", "win", "score", "xuong", "action", "boc_cai", "deck")
"""The scenario kinds a lesson may use: the engine's, then ``deck`` (answered here)."""


def _deck(sc: dict) -> dict:
    """Answer a ``deck`` scenario: ``cards`` (optional) → facts about them."""
    try:
        cards = parse_cards(sc.get("cards"))
    except ChanError as e:
        raise e.with_context(field="cards") from None
    return {
        "cards": [k.code for k in cards],
        "red": [k.code for k in cards if k.red],
        "n_red": sum(k.red for k in cards),
        "numbers": {k.code: k.boc_cai_number for k in cards},
        "number": cards[0].boc_cai_number if cards else None,
        "total": len(KINDS) * COPIES,
        "kinds": len(KINDS),
        "copies": COPIES,
    }


def evaluate(sc: dict) -> dict[str, Any]:
    """Evaluate one scenario dict (SPEC format, or a ``deck`` question) and return the engine's
    answer (:func:`chan_core.eval_kinds.evaluate`). Raises :class:`ChanError` naming the field
    when the scenario is wrong (an unknown kind included)."""
    if isinstance(sc, dict) and sc.get("kind") == "deck":
        return _deck(sc)
    return evaluate_scenario(sc)
