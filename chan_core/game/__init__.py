"""The practice-table game engine: one hand (ván) of Chắn for 2–4 seats. Seeds 001 §II–VII, 002, 003; SPEC
"Game records". Modules: ``state`` (data), ``actions``, ``flow`` (who is asked, legal actions, apply, each seat's
history judged by :mod:`chan_core.loi`), ``ending``, ``record``, ``describe``, ``bots``, ``selfplay``.
"""
from chan_core.game.actions import ACTION_TYPES, Action
from chan_core.game.describe import describe, seat_label
from chan_core.game.flow import apply, can_u, judge_action, legal_actions
from chan_core.game.record import GameRecord, record_of
from chan_core.game.state import PHASES, RESULTS, GameState, new_hand

__all__ = [
    "ACTION_TYPES", "Action", "GameState", "GameRecord", "PHASES", "RESULTS",
    "new_hand", "legal_actions", "apply", "judge_action", "can_u",
    "record_of", "describe", "seat_label",
]
