"""Every English page glosses the names it shows (issue 15, item 4 and «Done when»).

A reader who knows no Vietnamese meets the game's names — cước, lỗi, penalty classes, bỏ ù,
cards and «dịch» — only with an English gloss they can *see* (a hover title is not seen on a
phone). :func:`unglossed` lists, for one page's texts (:func:`tests.apptest_pages.page_texts`),
each such name that is shown without a gloss anywhere visible on the page. A name counts as
glossed when the page shows one of its glosses (:func:`learning.glosses.glosses_of`: the
``gloss_en`` of ``rules/*.yaml``, a card's English reading), or the name is followed by a
bracket, a dash, a colon or a slash with its English (``cửu vạn (9 of vạn)``, ``**Thông** —
winning again …``, card pictures ``cửu vạn / 9 of vạn``). Not looked at: hover texts (``help``
and link titles), headings (titles, expander labels, page links — the body under them glosses),
the lessons' outline buttons, and names inside a gloss (lèo's gloss names its three cards; a
gloss of a gloss would be a bracket in a bracket). Glossary words (chắn, cạ, ù …) are glossed by
:func:`ui.term` on their first use and checked by ``tests/words/test_i18n_pages.py``; «dịch» is checked
here too.

The app's pages are opened through AppTest (the pages of ``EN_PAGES``); the lessons are checked
step by step from their English texts (what a step shows: the lesson summary and the step's
section, example or question), which is what the lesson page renders.
"""
from __future__ import annotations

import re

import pytest

from words.i18n import language
from learning import glosses as G
from learning.lessons import load_course
from tests.apptest_pages import open_page, page_texts
from tests.words.test_i18n_pages import EN_PAGES
from words.i18n import text_of

LINK = re.compile(r'\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)')
HEADINGS = {"Title", "Header", "Subheader", "PageLink", "Tab", "Expander"}
OUTLINE = re.compile(r"^(\d+\. |Next lesson: |Previous lesson: )")
NAME_KINDS = {"cuoc", "loi", "penalty", "fault", "card"}
GLOSSARY_CHECKED = {"dich"}
"""Glossary terms checked here as well (the others are glossed by ui.term on first use)."""


def _kinds() -> dict[str, set[tuple[str, str]]]:
    by: dict[str, set[tuple[str, str]]] = {}
    for n in G.names():
        by.setdefault(n.name.casefold(), set()).add((n.kind, n.key))
    return by


KINDS = _kinds()
ALL_GLOSSES = sorted({n.gloss.casefold() for n in G.names()}, key=len, reverse=True)


def checked(name: str) -> bool:
    """Whether ``name`` is one this module checks: a cước, lỗi, penalty, fault or card name that is
    not a glossary word, or one of :data:`GLOSSARY_CHECKED`."""
    kinds = KINDS.get(name.casefold(), set())
    if any(k == "term" for k, _key in kinds):
        return any(k == "term" and key in GLOSSARY_CHECKED for k, key in kinds)
    return any(k in NAME_KINDS for k, _key in kinds)


def visible(texts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The texts a reader sees without hovering, markdown marks and link targets/titles removed."""
    out = []
    for kind, field, text in texts:
        if field in ("help", "expander") or kind in HEADINGS:
            continue
        if kind == "Button" and OUTLINE.match(text):
            continue
        if "window.history" in text:  # the language switch's browser script (not shown)
            continue
        out.append((kind, field, re.sub(r"[*_]", "", LINK.sub(r"\1", text))))
    return out


def _gloss_spans(text: str) -> list[tuple[int, int]]:
    low = text.casefold()
    spans = []
    for g in ALL_GLOSSES:
        i = low.find(g)
        while i >= 0:
            spans.append((i, i + len(g)))
            i = low.find(g, i + 1)
    return spans


def unglossed(texts: list[tuple[str, str, str]]) -> dict[str, str]:
    """``{name: 'Kind.field: «context»'}`` for every checked name the page shows without a gloss."""
    shown = visible(texts)
    page = "\n".join(t for _k, _f, t in shown)
    low = page.casefold()
    bad: dict[str, str] = {}
    for kind, field, text in shown:
        spans = _gloss_spans(text)
        for start, end, name in G.find_names(text):
            if not checked(name) or name.casefold() in bad:
                continue
            if any(a <= start and end <= b for a, b in spans):
                continue  # a name inside another name's gloss
            if any(g.casefold() in low for g in G.glosses_of(name)):
                continue
            if re.search(r"(?<![^\W_])" + re.escape(name) + r"\s*(\(|— |/ |: |, \d of )", page, re.IGNORECASE):
                continue
            bad[name.casefold()] = f"{kind}.{field}: «{text[max(0, start - 60):end + 60]}»"
    return bad


# ---------------------------------------------------------------- the checker itself
def test_checker_flags_a_bare_list_and_passes_a_glossed_one():
    bare = [("Caption", "body", "Related lỗi: 6 (Bỏ chắn ăn chắn), 7 (Bỏ chắn ăn cạ)")]
    assert set(unglossed(bare)) == {"bỏ chắn ăn chắn", "bỏ chắn ăn cạ"}
    with language("en"):
        glossed = [("Caption", "body", "Related lỗi: " + G.glossed_list(["Bỏ chắn ăn chắn", "Bỏ chắn ăn cạ"]))]
    assert unglossed(glossed) == {}
    # glossed once on the page is enough; a hover title or a heading does not count
    assert unglossed([("Markdown", "body", "**Tám đỏ** — exactly eight red cards"),
                      ("Markdown", "body", "then tám đỏ again")]) == {}
    hover = [("Markdown", "body", '[*Tám đỏ*](cuoc "exactly eight red cards") counts')]
    assert set(unglossed(hover)) == {"tám đỏ"}
    assert set(unglossed([("Button", "help", "exactly eight red cards"), ("Button", "label", "Tám đỏ")])) == {"tám đỏ"}
    assert unglossed([("Title", "body", "Tám đỏ")]) == {}
    # cards: a reading or a picture label; a card inside lèo's gloss is not glossed again
    assert set(unglossed([("Markdown", "body", "you hold cửu vạn and bát sách (8 of sách)")])) == {"cửu vạn"}
    assert unglossed([("Html", "body", "cửu vạn / 9 of vạn")]) == {}
    assert unglossed([("Caption", "body", "Lèo — one each of cửu vạn, bát sách and chi chi")]) == {}
    assert set(unglossed([("Caption", "body", "its điểm and dịch")])) == {"dịch"}


# ---------------------------------------------------------------- every page of the app
@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", EN_PAGES)
def test_english_page_glosses_every_name_it_shows(path, progress_db):
    with language("en"):
        at = open_page(path, lang="en")
        texts = page_texts(at)
    assert texts
    assert unglossed(texts) == {}


# ---------------------------------------------------------------- every lesson step
def _step_texts(lesson) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """``[(step name, texts), …]`` in English: each section, the example and each question, each
    with the summary the lesson page shows on every step."""
    with language("en"):
        head = [("Caption", "body", text_of(lesson, "summary"))]
        steps = [(f"section {i + 1}", [("Markdown", "body", text_of(s, "text"))]) for i, s in enumerate(lesson.sections)]
        ex = lesson.example
        steps.append(("example", [("Markdown", "body", text_of(ex, "text"))]))
        for c in lesson.checks:
            texts = [("Markdown", "body", text_of(c, "prompt"))]
            labels = text_of(c, "labels") if c.labels else {}
            texts += [("Radio", "option", str(v)) for v in (labels or {}).values()]
            for f in ("hint", "explain"):
                if getattr(c, f, None):
                    texts.append(("Markdown", "body", text_of(c, f)))
            steps.append((f"question {c.id}", texts))
    return [(name, head + texts) for name, texts in steps]


@pytest.mark.parametrize("lesson", load_course(), ids=lambda x: x.id)
def test_every_lesson_step_glosses_every_name_it_shows(lesson):
    bad = {name: got for name, texts in _step_texts(lesson) if (got := unglossed(texts))}
    assert bad == {}
