"""Xướng: the canonical declaration of a win (:func:`canonical`), grading a declared one (:func:`grade`)
and its money (:func:`payments`). Seed 001 §V "Xướng", "thứ tự xướng", §VII; 002 §VI; 003 "Xướng ù".

Verdicts: ``sai`` (a cước the hand lacks or a bigger count, or a trap of ``rules/xuong.yaml``), ``thieu``
(right but incomplete: paid for what was said), ``dung``; order slips are only remarks (001 §V).
Decisions where the seeds are silent: the đền for a xướng sai is the value of the whole xướng as
declared; a bare "ù" on a hand with cước is thiếu, paid as ù xuông; "xuông" on a hand with cước is sai;
a cước said twice is added up; under 002's báo reading the báo player đền the others but the winner.
"""
from __future__ import annotations

from chan_core.xuong.rules import bao_rules, cuoc_info, trap, verdict_fact
from chan_core.xuong.spoken import Said, canonical, item_word, phrases, read_declared, say, spoken, u_word
from chan_core.xuong.grading import Grade, grade, payments

__all__ = ["bao_rules", "cuoc_info", "trap", "verdict_fact", "Said", "canonical", "item_word", "phrases", "read_declared",
           "say", "spoken", "u_word", "payments", "Grade", "grade"]
