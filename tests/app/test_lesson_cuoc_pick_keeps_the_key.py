"""Tester (session 23): a wrong pick of «all the cước of this hand» (lessons 8 and 9) showed «Bài có «Bạch định»: …» /
«The hand has «Bạch định»: …» beside «Thử lại» — the answer itself. Before «Xem đáp án» a wrong pick now says what
is wrong with the learner's picks: each cước picked that the hand does not have and why not, and that a cước is left
out, never which (a wrong «Xuông», whose why listed every cước the hand has, only says the hand has cước); the
source badge cites the picks' items, not the key's. «Xem đáp án» still says «Bài có …» for each cước left out."""
from __future__ import annotations

import pytest

from chan_core.rules import load_rules
from learning.checks import answer_sources, compute
from learning.explain import check_lines
from learning.lessons import load_course
from learning.names import cuoc_name
from tests.apptest_pages import button, open_page
from words.i18n import language

CHECKS = [(lesson, i, c) for lesson in load_course() for i, c in enumerate(lesson.checks) if c.type == "multi"]
LEFT_OUT = {"vi": "Bài này còn cước bạn chưa chọn.", "en": "This hand has cước you have not picked."}
HAS = {"vi": "Bài có «", "en": "The hand has «"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_before_the_reveal_no_wrong_pick_names_a_cuoc_left_out(lang):
    assert len(CHECKS) >= 5
    with language(lang):
        for ans in (compute(c) for _, _, c in CHECKS):
            for left_out in ans.key:
                picks = set(ans.key) - {left_out}
                for extra in (None, "xuong", *(o.value for o in ans.options if o.value not in ans.key)):
                    lines = check_lines(ans, picks | ({extra} if extra else set()), reveal=False)
                    text, id_ = " ".join(lines), ans.check.id
                    assert f"«{cuoc_name(left_out)}»" not in text, (id_, extra, lines)
                    if extra == "xuong" and "xuong" not in ans.key:  # its why listed every cước the hand has
                        assert not any(f"«{cuoc_name(k)}»" in text for k in ans.key), (id_, lines)
                    else:
                        assert LEFT_OUT[lang] in lines, (id_, extra, lines)
                revealed = check_lines(ans, picks)
                assert any(ln.startswith(f"{HAS[lang]}{cuoc_name(left_out)}»") for ln in revealed), (id_, revealed)
            assert answer_sources(ans, ["xuong"]) == [x.source.model_dump() for x in load_rules().cuoc if x.id == "xuong"]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_cuoc_pick_on_the_page_keeps_the_key_for_the_reveal(db, lang):
    lesson, i, check = next(x for x in CHECKS if x[2].id == "chon-cuoc-den")
    with language(lang):  # the page opened in its language (the sidebar's widgets are labelled in it)
        ans = compute(check)
        left_out, *kept = sorted(ans.key)
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        at.multiselect(key=f"q__{lesson.id}__{check.id}").set_value(kept + ["thap_thanh"])
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        assert not at.exception
        first = _said(at)
        assert LEFT_OUT[lang] in first and "Thập thành" in first, first
        assert HAS[lang] not in first and f"«{cuoc_name(left_out)}»" not in first, first
        button(at, "Xem đáp án" if lang == "vi" else "Show the answer").click()
        at.run()
        assert f"{HAS[lang]}{cuoc_name(left_out)}»" in _said(at) and LEFT_OUT[lang] not in _said(at), _said(at)


def _said(at) -> str:
    return " ".join(x.value for kind in ("markdown", "error", "success") for x in at.get(kind))
