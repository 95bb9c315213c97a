"""The practice-table game engine: one hand (ván) of Chắn for 2–4 seats (issue 12).

Pure (no Streamlit). Seeds 001 §II–VII, 002 (money), 003 (ù đè); SPEC
"Game records". One concern per module:

* :mod:`~chan_core.game.state` — :class:`GameState` (plain data, JSON) and :func:`new_hand`;
* :mod:`~chan_core.game.actions` — :class:`Action` and its notation;
* :mod:`~chan_core.game.flow` — :func:`legal_actions`, :func:`apply`, :func:`judge_action`,
  :func:`can_u`, :func:`missed_u`;
* :mod:`~chan_core.game.claims` — who gets a card several seats want (``rules/actions.yaml`` ``claims``);
* :mod:`~chan_core.game.ending` — ù, xướng, grading, payouts, ù láo, hòa;
* :mod:`~chan_core.game.record` — :class:`GameRecord`, :func:`record_of`, :func:`seat_history`;
* :mod:`~chan_core.game.projection` — each seat's moves as the ``action`` history,
  judged by :mod:`chan_core.loi`;
* :mod:`~chan_core.game.describe` — the log lines, every seat's faults (:func:`~chan_core.game.describe.fault_fact`,
  when the làng sees them: :func:`~chan_core.game.describe.seen_at`) and ù đè, as facts;
* :mod:`~chan_core.game.bots` — :class:`Policy`, ``BOTS``;
* :mod:`~chan_core.game.selfplay` — bot-only hands and ``python -m chan_core selfplay``.
"""
from chan_core.game.actions import ACTION_NAMES, ACTION_TYPES, Action
from chan_core.game.describe import describe, seat_label
from chan_core.game.flow import apply, can_u, judge_action, legal_actions, missed_u, to_act
from chan_core.game.record import GameRecord, record_of, seat_history
from chan_core.game.state import PHASES, RESULTS, GameState, new_hand

__all__ = [
    "ACTION_NAMES", "ACTION_TYPES", "Action", "GameState", "GameRecord", "PHASES", "RESULTS",
    "new_hand", "legal_actions", "apply", "judge_action", "can_u", "missed_u", "to_act",
    "record_of", "seat_history", "describe", "seat_label",
]
