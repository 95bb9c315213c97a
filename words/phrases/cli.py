"""Sentences of the CLI's argument refusals (:func:`chan_core.cli.parse_selfplay_args`); the CLI
adds its usage line after a refusal of what was asked."""
from __future__ import annotations

from words.phrases import chosen, each, tables

_S = tables(__name__)
RENDERERS = each(_S["range"], chosen(lambda fact: "lo" if fact["hi"] is None else "both"))
