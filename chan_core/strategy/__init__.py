"""Strategy: how far a hand is from ù and which cards help (:mod:`.measure`, :mod:`.solver`), what to đánh
and whether to ăn (:mod:`.advice`), each move's expected money (:mod:`.money`). Pure; plain-data inputs.
"""
from chan_core.strategy.measure import PAIRS, Position, Useful, distance, position, useful_cards

__all__ = ["PAIRS", "Position", "Useful", "distance", "position", "useful_cards"]
from chan_core.strategy.advice import (  # noqa: E402
    VERBS, DiscardAdvice, EatAdvice, EatOption, danger, eat_or_pass, eat_reason, rank_discards,
)

__all__ += ["VERBS", "DiscardAdvice", "EatAdvice", "EatOption", "danger", "eat_or_pass", "eat_reason",
            "rank_discards"]
