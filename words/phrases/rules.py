"""Sentences of the rules look-ups (:mod:`chan_core.rules`): an id the rules do not have."""
from __future__ import annotations

from words.phrases import tables

TEMPLATES = tables(__name__)["TEMPLATES"]
