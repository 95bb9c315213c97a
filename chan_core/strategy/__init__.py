"""Strategy: how far a hand is from ù and which cards help (:mod:`.measure`, :mod:`.solver`), what to đánh
and whether to ăn (:mod:`.advice`), each move's expected money (:mod:`.money`). Pure; plain-data inputs.
"""
from chan_core.strategy.measure import distance, useful_cards
from chan_core.strategy.advice import EatAdvice, EatOption, eat_or_pass, eat_reason, rank_discards

__all__ = ["distance", "useful_cards", "EatAdvice", "EatOption", "eat_or_pass", "eat_reason", "rank_discards"]
