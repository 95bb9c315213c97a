"""«Chơi thử»: the reasons of an ù láo that ends a Thi thật hand are said once — under the result's
heading «… ù láo!», where the learner looks first — and the coach's message above it and the review
below it point there instead of saying them again (issue 24 items 6 and «ù láo once»). Both languages.

Driven like ``tests/app/test_page_choi_thu.py`` (its helpers): a local :class:`learning.coach.Table`
with the same seed finds a false ù, the page plays to it by clicking.
"""
from __future__ import annotations

import pytest

from apptest_pages import open_page, page_texts
from chan_core.game import judge_action
from learning.coach import fault_title
from tests.app.test_page_choi_thu import click, live, situation
from words import say
from words.i18n import language
from ui.table import _clean

POINTER = {"vi": ("ngay bên dưới", "ở trên"), "en": ("just below", "above")}
"""Words of the two pointers (the coach's message → down, the review → up)."""


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def _false_u(t, a) -> bool:
    return a.type == "u" and any(f["penalty"] == "u_lao" for f in judge_action(t.state, a))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_u_lao_reasons_are_said_once_with_a_pointer_from_the_coach_and_the_review(lang):
    seed, moves, u = situation(_false_u)
    with language(lang):  # AppTest formats widget options in the test's thread: the page's language
        at = open_page("app_pages/choi_thu.py", van=seed, toc="ngay", **({"lang": "en"} if lang == "en" else {}))
        at.segmented_control(key="ct_mode").set_value("thi_that").run()
        for a in moves:
            click(at, live(at), a)
        click(at, live(at), u)
        t = live(at)
        assert t.finished and t.state.result == "u_lao"
        reasons = [_clean(say(r)) for r in t.state.u_lao["reasons"]]
        names = [fault_title(f) for f in t.state.faults if f["penalty"] == "u_lao"]
    assert reasons and names
    shown = "\n".join(text for kind, _f, text in page_texts(at) if kind != "Html")
    for r in reasons:
        assert shown.count(r) == 1, (r, shown.count(r))  # said once …
    # … in the result, under its heading
    said_in_result = "\n".join(m.value for m in _by_key(at, "ct_u_lao_why").markdown)
    assert all(r in said_in_result for r in reasons)
    coach = "\n".join(m.value for m in _by_key(at, "ct_coach").markdown)
    down, up = POINTER[lang]
    assert down in coach and names[0] in coach  # the coach's message names the fault and points down
    review = [m.value for m in at.markdown if up in m.value]
    assert len(review) == 1 and names[0] in review[0]  # the review names it and points up


def _by_key(at, key):
    """The container ``st.container(key=key)`` of the page (its key ends its block id)."""
    for node in at._tree:
        if hasattr(node, "children") and str(getattr(node, "_block_id", "")).endswith(key):
            return node
    raise AssertionError(f"no container {key}")
