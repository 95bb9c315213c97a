"""Testers (session 22): texts shown to learners keep the house style in both languages.

* Quotes are «…»: the reference pages (Thứ tự xướng, Bộ bài, Lượt đánh, Ăn tiền, Chỗ các tài liệu khác nhau, Lỗi, Chia
  bài), the rules files and the lessons still quoted with “…” or "…" (a YAML string's own delimiters aside).
* English names a seed as the other English source lines do, «text 001»: «documents 001 and 002» (Bài học), «the
  xướng order of document 003», «its source document» (a Mậu binh decision) said it otherwise.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
YAMLS = sorted(p for p in [*ROOT.glob("rules/*.yaml"), *ROOT.glob("lessons/*.yaml")] if p.name != "cuoc_pairs.yaml")
PAGES = ("thu_tu_xuong", "bo_bai", "luot_danh", "an_tien", "quyet_dinh", "loi", "chia_bai")
CODE = re.compile(r"\{[^{}]*\"[^{}]*\}")  # a format shown as code («{type: …, cards: "…"}»)


def _strings(o, key=""):
    """``(key, text)`` of every string of a loaded YAML file."""
    if isinstance(o, dict):
        for k, v in o.items():
            yield from _strings(v, str(k))
    elif isinstance(o, list):
        for v in o:
            yield from _strings(v, key)
    elif isinstance(o, str):
        yield key, o


def _quoted(text: str) -> bool:
    return bool(re.search('[“”"]', CODE.sub("", text)))


@pytest.mark.parametrize("path", YAMLS, ids=lambda p: p.name)
def test_rules_and_lessons_quote_with_guillemets(path):
    said = [s for _k, s in _strings(yaml.safe_load(path.read_text(encoding="utf-8")))]
    assert not [s for s in said if _quoted(s)], [s[:120] for s in said if _quoted(s)]


@pytest.mark.parametrize("page", PAGES)
def test_reference_pages_quote_with_guillemets(page):
    source = (ROOT / "app_pages" / f"{page}.py").read_text(encoding="utf-8")
    assert "“" not in source and "”" not in source
    with (ROOT / f"locale/en/LC_MESSAGES/hoc_chan/app_pages.{page}.po").open("rb") as f:
        said = [x for m in read_po(f) if m.id for x in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert said and not [s for s in said if _quoted(s)], [s for s in said if _quoted(s)]


def _english() -> list[str]:
    out = []
    for po in [*ROOT.glob("locale/en/**/*.po"), *ROOT.glob("words/locale/en/**/*.po")]:
        with po.open("rb") as f:
            out += [x for m in read_po(f) if m.id for x in (m.string if isinstance(m.string, tuple) else (m.string,))]
    for path in YAMLS:
        out += [s for k, s in _strings(yaml.safe_load(path.read_text(encoding="utf-8"))) if k.endswith("_en")]
    return out


def test_english_names_a_seed_as_a_text():
    said = _english()
    assert sum("text 001" in s for s in said) > 10  # the English source lines' word
    wrong = re.compile(r"tài liệu|\bdocuments? (?:0\d\d|\{source\})|source document")
    assert not [s for s in said if wrong.search(s)], [s[:160] for s in said if wrong.search(s)]
