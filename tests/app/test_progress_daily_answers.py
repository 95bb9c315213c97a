"""«Tiến độ» reads «Hôm nay»'s answers as «Lớp học» does (one read, :func:`learning.daily.today.answers`; one naming,
:func:`ui.page_kit.item_label`): its accuracy chart has a «Hôm nay» series (a legend even for one series) and its
«Những câu hay sai nhất» lists the daily questions answered wrong. «Lớp học»'s «Những câu cả lớp hay sai» names a
position from a played hand by the hand's number as the table shows it, with its question and answer, gives every
row a topic (a «lỗi nào» position its lỗi's group, Xếp binh «Mậu binh») and says when the list is cut."""
from __future__ import annotations

import json
import re
from datetime import timedelta

import pytest

from learning import classroom
from learning.daily import clock, table_cards, today
from learning.progress import ProgressStore
from tests.app.test_class_mode import try_code
from tests.app.test_daily_class import tries  # noqa: F401  (the class-code clock)
from tests.app.test_daily_table_cards import T0, saved_hand
from tests.apptest_pages import open_page
from words import language

CODE = "mot-ma-lop-rat-dai-va-ngau-nhien"
LEGEND = {"vi": "Phần luyện", "en": "Practice"}


def _daily(store: ProgressStore, monkeypatch, wrong: int = 2) -> list[str]:
    """One «Hôm nay» set answered on 2026-12-08, the first ``wrong`` items wrong: their item ids."""
    monkeypatch.setenv(clock.TEST_MODE_ENV, "1")
    monkeypatch.setenv(clock.TODAY_ENV, "2026-12-08")
    tz = clock.zone(None)
    now = clock.now(tz)
    sess = today.session(store, now, tz)
    for i in range(len(sess["items"])):
        assert today.answer(store, sess, i, i >= wrong, now)
    return [today.item_key(it)[1] for it in sess["items"][:wrong]]


def _specs(at) -> list[dict]:
    return [json.loads(c.proto.spec) for c in at.get("plotly_chart")]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_tien_do_charts_and_lists_todays_answers_as_lop_hoc_names_them(db, monkeypatch, lang):
    """Tester: 22 answers counted, 20 of them «Hôm nay», but the accuracy chart showed one Xếp binh dot and the weak
    list only the Xếp binh deal. Both now hold the daily answers, named by one helper (``item_label``)."""
    from ui.daily_views import drill_name
    from ui.page_kit import item_label

    s = ProgressStore(db)
    s.record_attempt("xep_binh", "ván 12", False)
    wrong = _daily(s, monkeypatch)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
        daily, xep = drill_name(classroom.DAILY), drill_name("xep_binh")
        said = {f"{daily} — {item_label(classroom.DAILY, w)}" for w in wrong}  # the learner's words: no puzzle number
        said.add(f"{xep} — {item_label('xep_binh', 'ván 12')}")
    acc = next(x for x in _specs(at) if x["layout"].get("legend", {}).get("title", {}).get("text") == LEGEND[lang])
    assert sorted(t["name"] for t in acc["data"]) == sorted([daily, xep])
    assert sum(len(t["x"]) for t in acc["data"]) == 2  # one day each
    weak = next(x for x in _specs(at) if '"cliponaxis":false' in json.dumps(x, separators=(",", ":")))
    assert {d[1] for d in weak["data"][0]["customdata"]} == said, weak["data"][0]["customdata"]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_accuracy_chart_of_one_series_still_says_what_it_shows(db, monkeypatch, lang):
    """Only «Hôm nay» answers: the chart is drawn (it said «no answer yet») and its one series keeps its legend
    (Plotly hides the legend of a lone trace), under the title «Phần luyện»."""
    from ui.daily_views import drill_name

    _daily(ProgressStore(db), monkeypatch)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
        daily = drill_name(classroom.DAILY)
    acc = next(x for x in _specs(at) if x["layout"].get("legend", {}).get("title", {}).get("text") == LEGEND[lang])
    assert [t["name"] for t in acc["data"]] == [daily] and acc["layout"]["showlegend"] is True


@pytest.mark.parametrize("lang, hand, answer", [("vi", "ván số", "đáp án"), ("en", "hand no.", "answer")])
def test_class_list_names_a_played_hand_by_its_number_with_question_answer_and_topic(tmp_path, monkeypatch, tries,
                                                                                     lang, hand, answer):
    """Tester: «Một thế bài từ ván người học đã chơi (ván số 1, nước thứ 30)» — 1 was the record's id, not the hand's
    number on the table; no question type, no answer; Xếp binh's row had no topic («—»)."""
    from ui.daily_views import heading, puzzle_of

    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", CODE)
    monkeypatch.setenv(clock.TEST_MODE_ENV, "1")
    store = ProgressStore(path, learner=None, clock=lambda: T0.timestamp())
    store.record_attempt("xep_binh", "ván 12", False)
    rid = saved_hand(store, 11)
    assert table_cards.collect(store, T0) >= 1
    nxt = T0 + timedelta(days=1)
    sess = today.session(store, nxt, clock.zone(None))
    asked = [i for i, it in enumerate(sess["items"]) if it.get("source") == "table"]
    assert asked
    for i in asked:
        assert today.answer(store, sess, i, False, nxt)
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang, ngay="2026-12-08"), CODE)
        names = classroom.topics()
        themes = [heading(puzzle_of(sess["items"][i])) for i in asked]
    rows = at.table[0].value
    cells = [str(x) for x in rows.iloc[:, 1]]
    played = [c for c in cells if f"{hand} " in c]
    assert len(played) == len(asked), cells
    for c in played:
        assert re.search(rf"{re.escape(hand)} 11, .+ \({answer}: .+\)$", c) and f"{hand} {rid}," not in c, c
        assert any(c.startswith(f"{t} — ") for t in themes), (c, themes)
    assert "—" not in set(rows.iloc[:, -1]), rows  # a topic for every row
    assert names["mau_binh"] in set(rows.iloc[:, -1])


def test_a_loi_position_from_a_played_hand_counts_for_its_lois_group():
    """A «lỗi nào» position from the learner's own hand (no stored puzzle) took its topic from nowhere («—»): its
    lỗi (the position's ``loi``) says the group, as for a stored puzzle."""
    assert classroom.daily_topic("loi", "van-3-28-loi", {"loi": [14]}) == "loi_D"
    assert classroom.daily_topic("loi", "van-3-28-loi", {"loi": [3]}) == "loi_A"
    assert classroom.daily_topic("loi", "van-3-28-loi") is None


@pytest.mark.parametrize("lang, said", [("vi", "15 câu sai nhiều nhất (trên 17 câu có người trả lời sai)."),
                                        ("en", "The 15 questions answered wrong most often (of 17 questions someone "
                                               "answered wrong).")])
def test_the_class_list_says_when_it_is_cut(db, monkeypatch, tries, lang, said):
    """The list stopped at 15 rows without saying so."""
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", CODE)
    s = ProgressStore(db)
    for n in range(17):
        s.record_attempt("boc_cai", f"4 người, quân số {n % 10 + 1}" if n < 10 else f"3 người, quân số {n - 9}", False)
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
    assert len(at.table[0].value) == 15
    assert said in [c.value for c in at.caption]
