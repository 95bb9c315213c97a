"""Sentences of the CLI's argument refusals (:func:`chan_core.cli.parse_selfplay_args`); the CLI
adds its usage line after a refusal of what was asked."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import tables

_ = WORDS.gettext


def _range(fact, say) -> str:
    if fact["hi"] is None:
        return _(N_("«{name}» phải từ {lo} trở lên, không phải {value}.")).format(
            name=fact["name"], lo=fact["lo"], value=fact["value"])
    return _(N_("«{name}» phải từ {lo} đến {hi}, không phải {value}.")).format(
        name=fact["name"], lo=fact["lo"], hi=fact["hi"], value=fact["value"])


TEMPLATES = tables(__name__)["TEMPLATES"]
RENDERERS = {"cli.arg.range": _range}
