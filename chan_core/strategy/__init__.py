"""Strategy: how far a hand is from ù, which cards help, what to đánh, whether to ăn (issue 13).

Pure (no Streamlit, no numpy). :mod:`chan_core.strategy.measure` measures a
hand (:func:`distance`, :func:`useful_cards`); :mod:`chan_core.strategy.advice`
ranks the đánh and compares ăn with bỏ qua, each with the fact of its one-line reason
(``strategy.*``, said by :func:`words.say`); :mod:`chan_core.strategy.solver` is the exact
distance under :mod:`~chan_core.strategy.measure`; :mod:`chan_core.strategy.money` values each
move in expected money (the chance of ù × the điểm of the hand it can make, the cước it keeps —
«Máy giỏi», issue 25). Inputs are plain data (cards, melds, visible cards, the offered
card) so the game engine, the bots and the pages can all call them.
"""
from chan_core.strategy.measure import PAIRS, Position, Useful, distance, position, useful_cards

__all__ = ["PAIRS", "Position", "Useful", "distance", "position", "useful_cards"]
from chan_core.strategy.advice import (  # noqa: E402
    VERBS, DiscardAdvice, EatAdvice, EatOption, danger, eat_or_pass, eat_reason, rank_discards,
)

__all__ += ["VERBS", "DiscardAdvice", "EatAdvice", "EatOption", "danger", "eat_or_pass", "eat_reason",
            "rank_discards"]
