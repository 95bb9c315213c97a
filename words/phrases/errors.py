"""Sentences of bad values and unknown fields (:mod:`chan_core.errors`)."""
from __future__ import annotations

from words.phrases import chosen, each, tables

_S = tables(__name__)


def _said(fact, say) -> dict:
    return {"name": say(fact["name"]), "near": fact.get("near"), "where": say(fact.get("where")),
            "fields": ", ".join(fact["fields"])}


def _known(fact) -> str:
    return "_".join(k for k in ("near", "where") if fact.get(k)) or "none"


RENDERERS = each(_S["unknown"], chosen(_known, _said))
