"""Sentences of the table facts: players, the bốc cái seat, the deal (:mod:`chan_core.boc_cai`,
:mod:`chan_core.deal`)."""
from __future__ import annotations

from words.i18n import N_

TEMPLATES = {
    "players.range": N_("Số người chơi phải từ {min} đến {max}, không phải {value}."),
    "boc_cai.drawer_range": N_("Ghế người bốc cái phải từ 0 đến {last}, không phải {value}."),
    "deal.seed": N_("«seed» phải là một số nguyên hoặc trống, không phải «{value}»."),
}
