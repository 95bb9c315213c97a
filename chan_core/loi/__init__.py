"""The 18 lỗi (seed 001 §IV "Luật đánh bài"), bỏ ù and the false ù, judged on one move.

One unit per group of rules, each with its detectors and, beside them, their why-not
explainers — find any lỗi in one hop:

=================  ==========================================================
unit               faults
=================  ==========================================================
:mod:`.trai_vi`    lỗi 0 «Trái vỉ»
:mod:`.tren_tay`   group A, lỗi 1–5 (bài trên tay)
:mod:`.da_bo`      group B, lỗi 6–9 (quân đã bỏ không ăn)
:mod:`.da_danh`    group C, lỗi 10–13 (quân đã đánh)
:mod:`.da_an`      group D, lỗi 14–17 (quân đã ăn)
:mod:`.u`          ``bo_u`` bỏ ù; ``u_lao``, ``u_khong_duoc``, ``u_chi_chi`` (ù láo)
=================  ==========================================================

:mod:`.base` holds the :class:`Move` a unit reads and the registries
(:data:`LOI_DETECTORS`, :data:`EXTRA_DETECTORS`, :data:`LOI_WHY_NOT`,
:data:`EXTRA_WHY_NOT`); :mod:`.verdict` judges a move (:func:`judge`) or a history
(:func:`judge_history`); :mod:`.why` says why a move does *not* commit a fault
(:func:`why_not`). A detector returns ``None`` or a :class:`~chan_core.facts.Fact`
naming the cards of the case (``Fact('loi.3.committed', with_card=…, a=…, b=…,
card=…)``); an explainer a fact naming the failing condition. The sentences are in
``words/phrases/loi*.py`` (:func:`words.say`). Names, rules, examples and penalty
classes come from ``rules/loi.yaml`` (:func:`chan_core.rules.load_rules`).

Readings where seed 001 is silent or ambiguous are in each unit's docstring (and in
``rules/loi.yaml``).
"""
from __future__ import annotations

from chan_core.loi.base import (
    APPLIES, EXTRA_DETECTORS, EXTRA_IDS, EXTRA_PENALTY, EXTRA_SOURCES, EXTRA_WHY_NOT, LOI_DETECTORS, LOI_WHY_NOT,
    PENALTY_ORDER, Move, applies, detector, extra_detector, held_u, u_check, why,
)
from chan_core.loi import trai_vi, tren_tay, da_bo, da_danh, da_an, u  # noqa: F401  (they register)
from chan_core.loi.verdict import (
    ActionResult, Finding, Verdict, fault_info, fault_name, judge, judge_history, passed_u_finding, penalty_name,
    penalty_of, worst_penalty,
)
from chan_core.loi.why import checklist, commits, move_of, reason_not, title, why_not

__all__ = [
    "PENALTY_ORDER", "EXTRA_IDS", "EXTRA_PENALTY", "EXTRA_SOURCES", "LOI_DETECTORS", "EXTRA_DETECTORS",
    "LOI_WHY_NOT", "EXTRA_WHY_NOT", "APPLIES", "detector", "extra_detector", "why", "applies",
    "Move", "Finding", "Verdict", "ActionResult", "judge", "judge_history", "u_check", "held_u",
    "fault_name", "fault_info", "penalty_of", "penalty_name", "worst_penalty", "passed_u_finding",
    "move_of", "commits", "reason_not", "why_not", "title", "checklist",
]
