"""Tester (session 16), «Những câu cả lớp hay sai» on «Lớp học»: lesson questions of lessons 1, 2, 4, 5, 7 and 12,
«Đọc quân bài» cards and «Ăn hay không?» situations about no lỗi had an empty topic; a «Hôm nay» bốc cái said its
whole question where every other row says «<kind> (đáp án: …)»."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from learning.daily import today
from learning.progress import LESSON_DRILL, ProgressStore
from tests.app.test_class_mode import clock, try_code  # noqa: F401  (clock: a fixture)
from tests.apptest_pages import open_page
from words import language

CODE = "mot-ma-lop-rat-dai-va-ngau-nhien"
WRONG = [  # (drill, item, its topic)
    (LESSON_DRILL, "bo-bai/so-la", "quan_bai"), (LESSON_DRILL, "chan-ca/dem-chan", "quan_bai"),
    (LESSON_DRILL, "mot-luot/chiu-hop-le", "nuoc_di"), (LESSON_DRILL, "u/u-duoc-khong", "nuoc_di"),
    (LESSON_DRILL, "loi-nhom-b-d/danh-doi-chan", "loi_C"),  # lỗi 13
    (LESSON_DRILL, "loi-nhom-b-d/bo-ca-an-chan", "loi_B"),  # no lỗi: its choices' lỗi 6 and 8
    (LESSON_DRILL, "an-tien-bao/bo-chan-danh-chan-phat", "loi_B"),  # the penalty of lỗi 9
    (LESSON_DRILL, "an-tien-bao/nguoi-u-nhan", "cuoc"), ("doc_quan_bai", "9V", "quan_bai"),
    ("an_hay_khong", "ahk-bo-u", "nuoc_di"), ("an_hay_khong", "ngau-nhien-42", "nuoc_di"),
]


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", CODE)
    return ProgressStore(path)


@pytest.mark.parametrize("lang, topic, cards", [("vi", "Chủ đề", "Quân bài"), ("en", "Topic", "Cards")])
def test_every_missed_row_a_learner_answered_has_a_topic(db, clock, lang, topic, cards):  # noqa: F811
    from learning import classroom

    for drill, item, _topic in WRONG:
        db.record_attempt(drill, item, False)
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
        names = classroom.topics()
    missed = at.table[0].value
    assert len(missed) == len(WRONG) and "—" not in set(missed[topic]), missed
    assert sorted(missed[topic]) == sorted(names[t] for _d, _i, t in WRONG)
    by_topic = next(df.value for df in at.dataframe if cards in df.value.columns)
    assert by_topic.iloc[0][cards] == 0 and by_topic.iloc[0][names["nuoc_di"]] == 0


@pytest.mark.parametrize("lang, said", [("vi", "Bốc cái — 4 người, B lật tam vạn (đáp án: D)"),
                                        ("en", "Bốc cái — 4 players, B turns up tam vạn [3 of vạn] (answer: D)")])
def test_a_missed_daily_boc_cai_reads_as_its_kind_and_answer(db, clock, lang, said):  # noqa: F811
    item = {"kind": "boc_cai", "players": 4, "drawer": 1, "card": "3V"}
    sess = {"day": "2026-12-07", "items": [item], "answers": {}, "done": False, "due": 0}
    assert today.answer(db, sess, 0, False, datetime(2026, 12, 7, 5, 0, tzinfo=timezone.utc))
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
    assert list(at.table[0].value.iloc[:, 1]) == [said]
