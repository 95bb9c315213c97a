"""Sentences of the position notation (:mod:`chan_core.game.notation`): a line that does not read."""
from __future__ import annotations

from words.phrases import tables

TEMPLATES = tables(__name__)["TEMPLATES"]
