"""The practice table in «Tiến độ của bạn» and «Lớp học» (issue 24, ui/progress_sections.py,
learning.games.table_rows / table_totals / class_table_rows), and the session totals across a
change of table size (ui/table/deal.py).

Two hands are played on «Chơi thử» (AppTest, the sensible bot's moves for the learner); then
«Tiến độ» in the same browser shows the table's figures and charts, in both languages; a
teacher's «Lớp học» shows the same per learner.
"""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning import games
from tests.app.test_page_choi_thu import finish, live, open_table
from words.i18n import language, signed

PAGE = "app_pages/choi_thu.py"


@pytest.fixture(autouse=True)
def _own_db(progress_db, monkeypatch):
    monkeypatch.delenv("HOC_CHAN_CLASS_CODE", raising=False)
    return progress_db


def two_hands():
    """Play two hands to their end on the page; the AppTest of the second."""
    at = finish(open_table(5))
    at.button(key="ct_again").click().run()
    assert not at.exception
    return finish(at)


def _metrics(at) -> dict:
    return {m.label: m.value for m in at.metric}


def test_after_two_hands_tien_do_shows_the_tables_figures():
    at = two_hands()
    rows = games.table_rows()
    assert len(rows) == 2 and all(r["faults"] is not None for r in rows)
    totals = games.table_totals(rows)
    for lang in ("vi", "en"):
        with language(lang):
            page = open_page("app_pages/tien_do.py", browser=at, **({"lang": "en"} if lang == "en" else {}))
            got = _metrics(page)
            played, points = ("Số ván đã chơi", "Tổng điểm") if lang == "vi" else ("Hands played", "Total points")
            assert got[played] == "2", got
            assert got[points] == signed(totals["points"])
            hints = got["Gợi ý mỗi ván" if lang == "vi" else "Hints per hand"]  # one decimal, the language's mark
            assert hints == f"{totals['hints'] / totals['hints_hands']:.1f}".replace(".", "," if lang == "vi" else ".")
            heads = [h.value for h in page.subheader]
            assert ("Chơi thử" if lang == "vi" else "Practice table") in heads, heads
            # the lessons chart (no answers yet: no accuracy chart) + hands by mode and level + points
            assert len(page.get("plotly_chart")) >= 3


def test_figures_of_kept_hands_count_modes_faults_xuong_and_hints():
    rows = [
        games.hand_row(1.0, 4, "classic", 1, {"result": "u", "winner": 0, "learner_net": 12, "mode": "kem_cap",
                                              "bot": "sensible", "faults": [3, "bo_u"], "xuong": "dung", "hints": 2}),
        games.hand_row(2.0, 4, "classic", 2, {"result": "u", "winner": 2, "learner_net": -4, "mode": "thi_that",
                                              "bot": "random", "faults": [3], "xuong": None, "hints": 0}),
        games.hand_row(3.0, 3, "classic", 3, {"result": "hoa", "winner": None, "learner_net": 0,
                                              "mode": "kem_cap", "bot": "sensible"}),  # kept before faults were listed
        games.hand_row(4.0, 3, "classic", 4, {"result": "bo_do", "mode": "kem_cap"}),  # abandoned
    ]
    t = games.table_totals(rows)
    assert (t["hands"], t["abandoned"], t["won"], t["points"]) == (3, 1, 1, 8)
    assert t["win_share"] == pytest.approx(1 / 3)
    assert t["faults"] == {3: 2, "bo_u": 1} and t["faults_hands"] == 2
    assert t["xuong"] == {"dung": 1} and (t["hints"], t["hints_hands"]) == (2, 2)
    assert t["by_mode_bot"] == {("kem_cap", "sensible"): [2, 1], ("thi_that", "random"): [1, 0]}
    assert games.table_totals([])["win_share"] is None
    bad = games.hand_row(5.0, 2, "classic", 5, "not a dict")  # an unreadable summary: a row all the same
    assert bad["faults"] is None and bad["won"] is False


def test_the_class_page_shows_each_learners_table_figures(monkeypatch):
    at = two_hands()
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    page = open_page("app_pages/lop_hoc.py")
    page.text_input(key="hoc_chan__code_in").set_value("lop-7a")
    page.button(key="hoc_chan__code_go").click().run()
    assert not page.exception
    frames = [d.value for d in page.dataframe]
    table = next(f for f in frames if "Số ván đã chơi" in f.columns)
    assert table["Số ván đã chơi"].max() == 2
    assert page.selectbox(key="lop_hoc__table_who").value is not None
    assert _metrics(page)["Số ván đã chơi"] == "2"
    assert live(at).finished


def test_session_totals_say_they_restart_when_the_table_size_changes():
    at = finish(open_table(5))
    first = games.load_slot(games.SESSION_SLOT)
    assert first["players"] == 4 and first["hands"] == 1
    at.session_state["ct_players"] = 3
    at.button(key="ct_deal").click().run()
    at = finish(at)
    sess = games.load_slot(games.SESSION_SLOT)
    assert sess["players"] == 3 and sess["hands"] == 1
    assert sess["restarted"] == {"players": 4, "hands": 1, "learner_net": first["net"][0]}
    assert sess["carried"] == first["net"][0]
    said = " ".join(c.value for c in at.caption)
    assert "tính lại từ 0 khi bàn đổi từ 4 sang 3 người" in said
    assert f"bạn {signed(first['net'][0] + sess['net'][0])} điểm" in said


def test_a_hint_looked_at_counts_in_the_hands_figures():
    at = open_table(5)
    at.button(key="ct_hint").click().run()  # looked at, at the first decision …
    at.button(key="ct_hint").click().run()  # … and hidden again before moving (Kèm cặp keeps it open)
    assert not at.exception
    finish(at)
    rows = games.table_rows()
    assert rows[-1]["hints"] == 1
    assert games.table_totals(rows)["hints"] == 1


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_class_table_says_a_dash_where_a_learner_has_no_counted_hand(lang):
    """«Lớp học»'s «Chơi thử» table: a learner whose hands were all left unfinished (or kept before faults and
    hints were listed) reads «—» in «Lỗi mỗi ván» / «Gợi ý mỗi ván», not the table's «None»."""
    from ui.progress_sections import class_rows

    left = [games.hand_row(1.0, 4, "classic", 1, {"result": "bo_do", "mode": "kem_cap"})]
    played = [games.hand_row(2.0, 4, "classic", 2, {"result": "u", "winner": 0, "learner_net": 6, "mode": "kem_cap",
                                                    "bot": "sensible", "faults": [3], "xuong": "dung", "hints": 3})]
    with language(lang):
        rows = class_rows({1: "Lan", 2: "Minh"}, {1: left, 2: played})
    faults, hints = ("Lỗi mỗi ván", "Gợi ý mỗi ván") if lang == "vi" else ("Lỗi per hand", "Hints per hand")
    one, three = ("1,0", "3,0") if lang == "vi" else ("1.0", "3.0")  # the decimal comma of «8,9 điểm»
    assert [(r[faults], r[hints]) for r in rows] == [("—", "—"), (one, three)], rows


@pytest.mark.parametrize("lang, title", [("vi", "Lời xướng trong các ván ù"), ("en", "Xướng in the hands won")])
def test_the_xuong_chart_title_fits_a_teacher_viewing_a_learner(lang, title):
    """Tester: a teacher choosing «Lan» on «Lớp học» read «Lời xướng khi bạn ù» / «Your xướng when you won» above
    Lan's chart: the title names nobody, so it is right on «Tiến độ» and for a teacher."""
    from ui.progress_sections import xuong_chart

    won = [games.hand_row(1.0, 4, "classic", 1, {"result": "u", "winner": 0, "learner_net": 6, "mode": "kem_cap",
                                                 "bot": "sensible", "faults": [], "xuong": "sai", "hints": 0})]
    with language(lang):
        said = xuong_chart(games.table_totals(won)).layout.title.text
    assert said == title and not {"bạn", "you", "your"} & set(said.lower().split()), said


@pytest.mark.parametrize("lang, said", [("vi", "Không phạm lỗi nào trong 1 ván."), ("en", "No lỗi (fault) in 1 hand.")])
def test_one_hand_without_a_fault_is_said_in_the_singular(lang, said):
    """A tester read «No lỗi (fault) in 1 hands.» on «Lớp học»: the count goes through ngettext."""
    from streamlit.testing.v1 import AppTest

    def section(lang: str) -> None:
        from learning import games
        from ui.progress_sections import table_section
        from words.i18n import language

        row = games.hand_row(1.0, 4, "classic", 1, {"result": "hoa", "winner": None, "learner_net": 0,
                                                     "mode": "kem_cap", "bot": "sensible", "faults": [], "hints": 0})
        with language(lang):
            table_section([row], title=False)

    at = AppTest.from_function(section, args=(lang,)).run()
    assert not at.exception and [s.value for s in at.success] == [said]
