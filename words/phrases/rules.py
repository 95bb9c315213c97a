"""Sentences of the rules look-ups (:mod:`chan_core.rules`): an id the rules do not have."""
from __future__ import annotations

from words.i18n import N_

TEMPLATES = {
    "rules.unknown.cuoc": N_("Không có cước '{id}'"),
    "rules.unknown.variant": N_("Không có biến thể '{id}' (có: {known})"),
    "rules.unknown.term": N_("Không có thuật ngữ '{id}'"),
    "rules.unknown.penalty": N_("Không có loại phạt '{id}'"),
    "rules.unknown.action": N_("Không có hành động '{id}'"),
    "rules.unknown.cua": N_("Không có cửa '{id}'"),
    "rules.unknown.mnemonic_number": N_("Số {number} không có trong câu nhớ bốc cái"),
    "rules.unknown.payout_rule": N_("Không có luật tiền '{id}'"),
    "rules.unknown.variant_cuoc": N_("Biến thể '{variant}' không có cước '{id}'"),
    "rules.unknown.xuong_order": N_("Không có thứ tự xướng cho biến thể '{variant}'"),
    "rules.unknown.xuong_rule": N_("Không có luật xướng '{id}'"),
}
