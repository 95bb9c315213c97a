"""Tester (session 20): ``/bai_hoc?lesson=bo-bai&step=99`` opened step 10 with only the generic «a value this page
cannot use». The page now says, in the link notice's style, that the lesson has 10 steps and its last one was
opened — while that step is shown, and no more once the learner moves on."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words import language

SAID = {"vi": "Địa chỉ trang có «step=99», mà bài này có 10 bước: trang mở bước cuối.",
        "en": "The page address has «step=99», but this lesson has 10 steps: the page opens the last one."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_step_past_the_lessons_end_says_how_many_steps_it_has(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson="bo-bai", step=99)
        said = [w.value for w in at.warning]
        assert at.query_params["step"] in ("10", ["10"]) and said.count(SAID[lang]) == 1, said
        assert not any("step=99" in w and w != SAID[lang] for w in said), said  # said once, not twice
        at.run()  # a rerun on the same step (the first visit's) keeps it
        assert SAID[lang] in [w.value for w in at.warning]
        at.query_params["step"] = "9"
        at.run()
        assert not any("step=99" in w.value for w in at.warning)
