"""Sentences of bad values and unknown fields (:mod:`chan_core.errors`)."""
from __future__ import annotations

from words.phrases import chosen, each, tables

_S = tables(__name__)


RENDERERS = each(_S["unknown"], chosen(
    lambda fact: "_".join(k for k in ("near", "where") if fact.get(k)) or "none",
    lambda fact, say: {"name": say(fact["name"]), "near": fact.get("near"), "where": say(fact.get("where")),
                       "fields": ", ".join(fact["fields"])}))
