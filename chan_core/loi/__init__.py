"""The 18 lỗi (seed 001 §IV "Luật đánh bài"), bỏ ù and the false ù, judged on one move.

One unit per group, detectors beside their why-not explainers: :mod:`.tren_tay` (1–5), :mod:`.da` (0, 6–17),
:mod:`.u` (bỏ ù, ù láo); :mod:`.base` holds :class:`Move` and the registries, :mod:`.verdict` judges and explains.
Names, rules and penalty classes come from ``rules/loi.yaml``.
"""
from __future__ import annotations

from chan_core.loi.base import (
    APPLIES, CODES, DETECTORS, EXTRA_IDS, EXTRA_PENALTY, EXTRA_SOURCES, PENALTY_ORDER, WHY_NOT, Move, applies,
    detector, held_u, move_of, u_check, why,
)
from chan_core.loi import tren_tay, da, u  # noqa: F401  (they register)
from chan_core.loi.verdict import (
    ActionResult, Finding, Verdict, action_result, checklist, commits, fault_info, faults_about, fault_name, judge, judge_history,
    penalty_name, penalty_of, reason_not, title, why_not, worst_penalty,
)

__all__ = [
    "PENALTY_ORDER", "EXTRA_IDS", "EXTRA_PENALTY", "EXTRA_SOURCES", "CODES", "DETECTORS", "WHY_NOT", "APPLIES",
    "detector", "why", "applies",
    "Move", "Finding", "Verdict", "ActionResult", "judge", "judge_history", "u_check", "held_u",
    "fault_name", "fault_info", "penalty_of", "penalty_name", "worst_penalty", "action_result",
    "move_of", "commits", "reason_not", "why_not", "title", "checklist", "faults_about",
]
