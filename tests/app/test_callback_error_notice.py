"""A widget callback that fails (ui.guard_callback) is said once, atop the next run of the page (ui.run_page),
in the learner's language — never a traceback, and not again on the run after."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from learning.i18n import _
from ui.page import CALLBACK_ERROR
from words.i18n import language

SCRIPT = """
import streamlit as st
from ui.page import guard_callback, run_page

def boom():
    raise RuntimeError("a fault a learner must not see")

class Page:
    title = "test"

    def run(self):
        st.button("Bấm", key="boom", on_click=guard_callback(boom))

run_page(Page())
"""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_failed_callback_is_said_once_on_the_next_run(lang):
    at = AppTest.from_string(SCRIPT, default_timeout=30)
    at.session_state["lang"] = lang
    at.run()
    assert not at.error and not at.exception
    at.button(key="boom").click().run()
    with language(lang):
        said = _(CALLBACK_ERROR)
    assert [e.value for e in at.error] == [said] and not at.exception
    assert "a fault" not in " ".join(m.value for m in at.markdown)
    at.run()
    assert not at.error
