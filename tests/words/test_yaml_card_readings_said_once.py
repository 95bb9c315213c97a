"""An English rule or lesson text read out by the card glosser (``words.cards.gloss_cards``, the lesson feedback, the
hint) says each card's reading once: a text that reads its cards out itself does it in the glosser's own form
(«cửu vạn (9 of vạn)»), never as a list after them («cửu vạn, bát sách and chi chi (9 of vạn, 8 of sách, chi chi)»,
which the glosser read out a second time)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from chan_core.cards import KINDS
from words.cards import gloss_cards, reading
from words.i18n import language

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "rules").glob("*.yaml")) + sorted((ROOT / "lessons").glob("*.yaml"))
READINGS = [reading(k) for k in KINDS if k.english]


def _english(obj, where=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if isinstance(k, str) and k.endswith("_en") and isinstance(v, str):
                yield f"{where}.{k}", v
            else:
                yield from _english(v, f"{where}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _english(v, f"{where}[{i}]")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_each_card_reading_is_said_once_once_glossed(path):
    texts = list(_english(yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)))
    with language("en"):
        doubled = [(where, r) for where, text in texts for r in READINGS if gloss_cards(text).count(r) > 1]
    assert doubled == []


def test_the_leo_definition_reads_its_cards_out_once():
    leo = next(c for c in yaml.safe_load((ROOT / "rules" / "cuoc.yaml").read_text(encoding="utf-8"))["cuoc"]
               if c["id"] == "leo")
    with language("en"):
        assert gloss_cards(leo["definition_en"]).count("9 of vạn") == 1
