"""Sentences of the CLI's argument refusals (:func:`chan_core.cli.parse_selfplay_args`); the CLI
adds its usage line after a refusal of what was asked."""
from __future__ import annotations

from words.i18n import N_, WORDS

_ = WORDS.gettext


def _range(fact, say) -> str:
    if fact["hi"] is None:
        return _(N_("«{name}» phải từ {lo} trở lên, không phải {value}.")).format(
            name=fact["name"], lo=fact["lo"], value=fact["value"])
    return _(N_("«{name}» phải từ {lo} đến {hi}, không phải {value}.")).format(
        name=fact["name"], lo=fact["lo"], hi=fact["hi"], value=fact["value"])


TEMPLATES = {
    "cli.arg.not_int": N_("«{name}» phải là một số nguyên, không phải «{value}»."),
    "cli.arg.unknown": N_("Không hiểu tham số «{value}»."),
    "cli.arg.no_value": N_("Tham số «{name}» thiếu giá trị."),
    "cli.arg.twice": N_("Tham số «{name}» được cho hai lần."),
    "cli.arg.missing": N_("Thiếu tham số «{name}»."),
    "cli.arg.variant": N_("Không có biến thể luật «{value}»; chỉ có: {known}."),
    "cli.arg.bot": N_("Không có loại máy «{value}»; chỉ có: {known}."),
    "cli.arg.bots_count": N_("«--bots» cần 1 hoặc {players} loại máy (cách nhau bằng dấu phẩy), không phải {n}."),
}
RENDERERS = {"cli.arg.range": _range}
