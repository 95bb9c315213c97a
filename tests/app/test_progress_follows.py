"""Issue 17 item 8: progress follows the learner.

* «Học tiếp» resumes where the learner stopped *and* names the first unfinished lesson beside
  it (home page and Tiến độ): the learner opened lesson 12 step 4 while lessons 7–11 are
  unfinished.
* Drill counters and streaks come back from the progress store in a new browser session
  (a new AppTest = a new Streamlit session on the same progress file).
"""
from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest
from streamlit.testing.v1 import AppTest

from apptest_pages import open_page
from learning.lessons import load_course
from learning.progress import ProgressStore, next_step

ROOT = Path(__file__).resolve().parents[2]
COURSE = load_course()


def _jumped_ahead(db: Path) -> ProgressStore:
    """Lessons 1–6 finished; the learner then opened lesson 12, step 4."""
    s = ProgressStore(db)
    for x in COURSE[:6]:
        s.lesson_done(x.id)
    s.set_position(COURSE[11].id, 3)
    return s


def test_next_step_names_the_first_unfinished_lesson(db):
    nxt = next_step(COURSE, _jumped_ahead(db))
    assert nxt.kind == "resume" and nxt.number == 12 and nxt.step == 3
    assert [n for n, _ in nxt.unfinished] == [7, 8, 9, 10, 11, 12]
    assert nxt.first_unfinished == (7, COURSE[6])
    # resuming the first unfinished lesson itself: nothing more to name
    s = ProgressStore(db)
    s.set_position(COURSE[6].id, 2)
    assert next_step(COURSE, s).first_unfinished is None


def test_home_resumes_and_names_the_first_unfinished_lesson(db):
    _jumped_ahead(db)
    at = open_page("app_pages/home.py")
    links = [ln.proto for ln in at.get("page_link") if ln.proto.page == "bai_hoc" and ln.proto.query_string]
    assert parse_qs(links[0].query_string) == {"lesson": [COURSE[11].id], "step": ["4"]}
    assert parse_qs(links[1].query_string) == {"lesson": [COURSE[6].id], "step": ["1"]}
    text = " ".join(m.value for m in at.markdown)
    assert f"Bài 7. {COURSE[6].title}" in text and "còn 6 bài chưa xong: 7, 8, 9, 10, 11, 12" in text


def test_progress_page_names_the_first_unfinished_lesson(db):
    _jumped_ahead(db)
    at = open_page("app_pages/tien_do.py")
    labels = [ln.proto.label for ln in at.get("page_link")]
    assert any(lb.startswith("Học tiếp: Bài 12.") for lb in labels)
    assert f"Bài đầu tiên chưa học xong: Bài 7. {COURSE[6].title}" in labels


def _metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


def test_an_hay_khong_counters_come_back_in_a_new_session(db):
    at = open_page("app_pages/an_hay_khong.py", th="ahk-loi-2")
    at.button(key="ahk_opt_chiu").click().run()  # right: chíu
    assert _metrics(at)["Điểm"] == "1/1" and _metrics(at)["Chuỗi đúng"] == "1"
    again = open_page("app_pages/an_hay_khong.py", browser=at)  # a new session of the same browser (a reload)
    assert _metrics(again)["Điểm"] == "1/1" and _metrics(again)["Chuỗi đúng"] == "1"
    assert any("đã làm 1/" in c.value for c in again.caption)


def test_boc_cai_streak_comes_back_in_a_new_session(db):
    at = open_page("app_pages/boc_cai.py", n=4, seed=1, drawer=1, card="7V")
    at.button(key="bc_seat3").click().run()  # D: right (seed 001 §II example)
    for seat, pile in {0: 1, 1: 2, 2: 3, 3: 0}.items():
        at.radio(key=f"bc_pile{seat}").set_value(pile)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    assert any("Chuỗi đúng:** 1" in m.value for m in at.markdown)
    again = open_page("app_pages/boc_cai.py", browser=at, n=4, seed=2, drawer=0, card="CC")  # the same browser
    again.button(key="bc_seat0").click().run()  # chi chi: the drawer (right)
    for seat in range(4):
        again.radio(key=f"bc_pile{seat}").set_value(seat)
    again.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    assert any("Chuỗi đúng:** 2" in m.value and "Đã làm:** 2 ván" in m.value for m in again.markdown)


def test_luyen_xuong_counters_come_back_in_a_new_session(db):
    at = open_page("app_pages/luyen_xuong.py", seed=11, level=2)
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    assert _metrics(at)["Đã xướng"] == "1"
    again = open_page("app_pages/luyen_xuong.py", browser=at, seed=12, level=2)  # the same browser
    assert _metrics(again)["Đã xướng"] == "1" and _metrics(again)["Thiếu / sai"] == "0 / 1"


@pytest.mark.parametrize("lang, said", [("vi", "Lần trước bạn trả lời sai tình huống này"),
                                        ("en", "Last time you answered this situation wrong")])
def test_an_hay_khong_says_why_a_situation_answered_wrong_comes_back_first(db, lang, said):
    """A newcomer reloaded and met «Situation 1/30» again, the one he had missed, without a word: it is said."""
    from words.i18n import language

    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", th="ahk-loi-2", **extra)
        wrong = next(b for b in at.button if b.key and b.key.startswith("ahk_opt_") and b.key != "ahk_opt_chiu")
        wrong.click().run()  # right: chíu
        assert not any(said in c.value for c in at.caption)  # answered now: not a review yet
        again = open_page("app_pages/an_hay_khong.py", browser=at, **extra)  # a reload
        assert any(said in c.value for c in again.caption), [c.value for c in again.caption]
