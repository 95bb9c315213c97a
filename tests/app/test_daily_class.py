"""«Lớp học» shows each learner's daily practice (issue 26, ui/progress_sections.py): the streak, whether they
practised today and their weakest themes — only to the teacher, behind the class code."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from learning.daily import clock, today
from learning.progress import ProgressStore
from tests.app.test_class_mode import Clock, try_code
from tests.apptest_pages import open_page
from words import gloss_cards, language

T0 = datetime(2026, 12, 7, 5, 0, tzinfo=timezone.utc)
TZ = clock.zone(None)


@pytest.fixture
def tries(monkeypatch) -> Clock:
    from ui import teacher as ui_teacher
    from ui.limits import Tries

    c = Clock()
    monkeypatch.setattr(ui_teacher, "CODE_TRIES", Tries(clock=c))
    return c


def _one_learner_practised(tmp_path, monkeypatch) -> None:
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    monkeypatch.setenv(clock.TEST_MODE_ENV, "1")
    s = ProgressStore(path)  # «Người học 1», who has only practised «Hôm nay»: listed all the same
    sess = today.session(s, T0, TZ)
    for i in range(len(sess["items"])):
        assert today.answer(s, sess, i, i > 2, T0)  # the first three wrong
    assert today.finish(s, sess, T0)


def test_the_teacher_sees_each_learners_streak_and_weakest_themes(tmp_path, monkeypatch, tries):
    _one_learner_practised(tmp_path, monkeypatch)
    at = open_page("app_pages/lop_hoc.py", ngay="2026-12-07")
    assert not any(df.value.columns.tolist().count("Chuỗi ngày") for df in at.dataframe)  # not before the code
    try_code(at, "mot-ma-lop-rat-dai-va-ngau-nhien")
    daily = [df.value for df in at.dataframe if "Chuỗi ngày" in df.value.columns]
    assert len(daily) == 1
    row = daily[0].iloc[0]
    assert row["Người học"] == "Người học 1" and row["Chuỗi ngày"] == 1 and row["Hôm nay đã luyện"] == "có"
    assert row["Chủ đề yếu nhất"] != "—"  # three mistakes: a weak theme is named
    assert "Luyện hằng ngày" in [h.value for h in at.subheader]


def test_the_class_daily_section_in_english(tmp_path, monkeypatch, tries):
    """The same table in English: its headings, «có» and the app's «Người học 1» («Learner 1», as the learner's
    sidebar says it) are said in the page's language."""
    _one_learner_practised(tmp_path, monkeypatch)
    with language("en"):
        at = open_page("app_pages/lop_hoc.py", ngay="2026-12-07", lang="en")
        try_code(at, "mot-ma-lop-rat-dai-va-ngau-nhien")
        daily = [df.value for df in at.dataframe if "Streak (days)" in df.value.columns]
        assert len(daily) == 1
        row = daily[0].iloc[0]
        assert row["Learner"] == "Learner 1" and row["Practised today"] == "yes"
        assert row["Weakest themes"] not in ("—", "")
        assert "Daily practice" in [h.value for h in at.subheader]


@pytest.mark.parametrize("lang, answers, right", [("vi", "Số lần trả lời", "Đúng (%)"),
                                                  ("en", "Answers", "Right (%)")])
def test_the_class_table_counts_daily_answers_as_tien_do_does(tmp_path, monkeypatch, tries, lang, answers, right):
    """The teacher's table counts a learner's «Hôm nay» answers as «Tiến độ» does (a link to a drill is no
    answer), and their share right."""
    _one_learner_practised(tmp_path, monkeypatch)
    themes = today.summary(ProgressStore(tmp_path / "progress.sqlite3"), T0, TZ).themes
    n = sum(a for th, (a, _ok) in themes.items() if th != "drills")
    ok = sum(o for th, (_a, o) in themes.items() if th != "drills")
    assert n > 3
    with language(lang):
        at = open_page("app_pages/lop_hoc.py", ngay="2026-12-07", lang=lang)
        try_code(at, "mot-ma-lop-rat-dai-va-ngau-nhien")
        table = [df.value for df in at.dataframe if answers in df.value.columns and right in df.value.columns][0]
    assert table.iloc[0][answers] == n and table.iloc[0][right] == round(100 * ok / n)


@pytest.mark.parametrize("lang, part, answers, topic_answers", [("vi", "Hôm nay", "Số lần trả lời", "{topic}: số lần"),
                                                                ("en", "Today", "Answers", "{topic}: answers")])
def test_daily_answers_count_per_topic_and_missed_ones_are_listed(tmp_path, monkeypatch, tries, lang, part, answers,
                                                                   topic_answers):
    """Tester: «Những câu cả lớp hay sai» never listed a «Hôm nay» question, and the per-topic columns left out the
    daily answers that «Số lần trả lời» counts. A daily-only learner's topic answers add up to their answers (the
    CSV), each question got wrong is listed under «Hôm nay» in words (never its id), and «Nước đi» has a share."""
    from learning import classroom
    from ui import daily_views as views

    _one_learner_practised(tmp_path, monkeypatch)
    store = ProgressStore(tmp_path / "progress.sqlite3")
    sess = today.session(store, T0, TZ)
    wrong = [today.item_key(it)[1] for it in sess["items"][:3]]
    with language(lang):
        rep = classroom.class_report()
        head, rows = classroom.learner_table(rep, export=True)
        per_topic = [head.index(topic_answers.format(topic=t)) for t in classroom.topics().values()]
        assert sum(rows[0][i] for i in per_topic) == rows[0][head.index(answers)] > 3
        said = [gloss_cards(views.item_words(w)) for w in wrong]  # read out as text: «nhị vạn [2 of vạn] (…)»
        at = open_page("app_pages/lop_hoc.py", ngay="2026-12-07", lang=lang)
        try_code(at, "mot-ma-lop-rat-dai-va-ngau-nhien")
        by_topic, missed = at.dataframe[1].value, at.table[0].value
        moves = classroom.topics()["nuoc_di"]
    daily = missed[missed.iloc[:, 0] == part]
    assert sorted(daily.iloc[:, 1]) == sorted(said) and not set(wrong) & set(daily.iloc[:, 1])
    assert by_topic.iloc[0][moves] is not None and 0 <= by_topic.iloc[0][moves] <= 100


def _same_words_pair() -> list[str]:
    """Two puzzles with one heading and one answer («Đánh quân nào (đáp án: Đánh nhị vạn)» twice)."""
    from learning.daily import puzzles
    from ui import daily_views as views

    seen: dict[tuple[str, str], str] = {}
    for p in puzzles.load():
        key = (views.heading(p), views.choice_label(p, p.choices[p.answer]))
        if key in seen:
            return [seen[key], p.id]
        seen[key] = p.id
    raise AssertionError("no two puzzles share a heading and an answer")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_two_missed_puzzles_with_the_same_words_are_told_apart(tmp_path, monkeypatch, tries, lang):
    """Tester: «Today | Which card to discard (đánh) (answer: Discard nhị vạn / 2 of vạn)» was listed twice (two
    positions) and a teacher could not tell them apart: each row says its puzzle's number («#12»)."""
    from learning.daily import puzzles

    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    pair = _same_words_pair()
    sess = {"day": "2026-12-07", "items": [{"kind": "puzzle", "id": pid} for pid in pair], "answers": {},
            "done": False, "due": 0}
    s = ProgressStore(path)
    assert today.answer(s, sess, 0, False, T0) and today.answer(s, sess, 1, False, T0)
    numbers = [1 + [p.id for p in puzzles.load()].index(pid) for pid in pair]
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "mot-ma-lop-rat-dai-va-ngau-nhien")
    shown = list(at.table[0].value.iloc[:, 1])
    assert len(shown) == len(set(shown)) == 2, shown
    assert all(any(f" #{n} (" in x for x in shown) for n in numbers), (numbers, shown)
    assert all(("(answer: " if lang == "en" else "(đáp án: ") in x for x in shown), shown


POSITION = {"id": "van-7-12", "theme": "danh", "seed": 739619407, "step": 12, "seat": 0, "players": 4,
            "variant": "classic", "hand": "2V 3V 4V", "choices": [{"type": "danh", "card": "2V"},
                                                                 {"type": "danh", "card": "3V"}],
            "values": [1, 2], "answer": 0, "margin": 1, "rating": 1500}


@pytest.mark.parametrize("lang, said", [("vi", ("ván số 739619407, nước thứ 13", "ván số 739619407, nước thứ 21")),
                                        ("en", ("hand no. 739619407, move 13", "hand no. 739619407, move 21"))])
def test_two_positions_from_played_hands_are_told_apart(lang, said):
    """Positions from a learner's own hands (``van-<record>-<event>``, a lỗi one ``…-loi``) said the same sentence
    each; each now says its hand (the number the table shows, from the position kept with the review card, never
    the record's id) and move."""
    from ui import daily_views as views

    with language(lang):
        got = [views.item_words("van-7-12", POSITION), views.item_words("van-7-20-loi", {**POSITION, "step": 20}),
               views.item_words("van-7-12")]
    assert said[0] in got[0] and said[1] in got[1] and got[0] != got[1], got
    assert "(" not in got[2] and "7" not in got[2], got  # no position kept: the plain sentence, no record id
