"""Sentences of the money after a hand (:mod:`chan_core.payouts`): reasons and summaries."""
from __future__ import annotations

from words.i18n import N_, WORDS, number
from words.phrases import tables

TEMPLATES = tables(__name__)["TEMPLATES"]


def _bet_range(fact, say) -> str:
    return WORDS.gettext(N_("Tiền mỗi điểm phải là số từ 0 đến {max}, không phải {value}.")).format(
        max=number(fact["max"]), value=say(fact["value"]))


def _points_range(fact, say) -> str:
    return WORDS.gettext(N_("Số điểm phải là số nguyên từ 0 đến {max}, không phải {value}.")).format(
        max=number(fact["max"]), value=say(fact["value"]))


RENDERERS = {"payouts.bet.range": _bet_range, "payouts.points.range": _points_range}
