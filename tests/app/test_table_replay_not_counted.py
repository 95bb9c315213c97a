"""A hand played again from one of the learner's moves («Chơi lại từ đây», ``Table.replay_of``) is the same deal once
more: it is kept, listed and reviewed in «Ván đã chơi» (said to be played again), its result says it is not counted,
and it adds nothing to the session's money table («Cả phiên»), nor to the hands and figures of «Tiến độ» and
«Lớp học» (the summary kept by ``ui.table.deal.summary_of`` says ``replay_of``; ``learning.games.replayed``). And
«Lớp học» counts a learner's hands as «Tiến độ» does: a hand kept without one decision of the learner (an older
version kept such hands «bỏ dở») is no hand played — a learner who has only such a hand is not listed."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning import classroom, games, learners
from learning.progress import ProgressStore
from tests.app.test_class_mode import try_code
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER
from tests.app.test_page_choi_thu import click, finish, live, open_table, texts
from words.i18n import language, signed

CODE = "mot-ma-lop-rat-dai-va-ngau-nhien"
WORDS = {  # the result's note, the money table's session column, «Ván đã chơi»'s result and its mark, «hands played»
    "vi": ("Ván chơi lại từ một nước của bạn: tiền ván này không cộng vào «Cả phiên»", "Cả phiên (1 ván)", "Kết quả",
           "(chơi lại)", "Số ván đã chơi"),
    "en": ("A hand played again from one of your moves: its money is not added to «Whole session»",
           "Whole session (1 hand)", "Result", "(played again)", "Hands played"),
}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hand_played_again_is_kept_and_said_but_counts_nowhere(progress_db, monkeypatch, lang):
    note, session, result, mark, played = WORDS[lang]
    with language(lang):
        at = finish(open_table(3, lang=lang))
        assert note not in texts(at)  # a hand of its own: counted, no such note
        first = dict(games.load_slot(games.SESSION_SLOT))
        assert first["hands"] == 1 and first["net"][0]  # a hand with money: the points below can tell
        at.button(key="ct_replay_go").click().run()  # from the learner's first move
        assert not at.exception and live(at).replay_of and not live(at).finished
        at = finish(at)
        sess = games.load_slot(games.SESSION_SLOT)
        assert (sess["hands"], sess["net"], sess["records"]) == (1, first["net"], first["records"])
        assert note in texts(at)
        assert [str(h) for t in at.table for h in t.value.columns if str(h).startswith(session[:5])] == [session]
        kept = games.list_records()
        assert len(kept) == 2 and [bool(games.replayed(r["summary"])) for r in kept] == [True, False]
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        results = list(at.dataframe[0].value[result])
        assert not at.exception and mark in results[0] and mark not in results[1], results
        page = open_page("app_pages/tien_do.py", browser=at, lang=lang)
        assert {m.label: m.value for m in page.metric}[played] == "1"
        assert {m.label: m.value for m in page.metric}[("Tổng điểm" if lang == "vi" else "Total points")] == signed(
            first["net"][0])
        monkeypatch.setenv("HOC_CHAN_CLASS_CODE", CODE)
        page = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
        table = next(d.value for d in page.dataframe if played in d.value.columns)
        assert list(table[played]) == [1]


@pytest.mark.parametrize("lang, auto", [("vi", "Người học"), ("en", "Learner")])
def test_the_class_counts_only_hands_with_a_decision_of_the_learner(tmp_path, monkeypatch, lang, auto):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "p.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    idle = ProgressStore(tmp_path / "p.sqlite3")
    assert idle.save_counters("preferences", {"lang": lang}) and idle.learner_id() == 1  # «Người học 1», by itself
    lan = ProgressStore(tmp_path / "p.sqlite3", learner=learners.create("Lan").id)
    hand = {"players": 4, "variant": "classic", "seed": 7}
    for store in (idle, lan):  # left by an older version before the learner's first move
        games.keep_record({**hand, "timeline": []}, {"result": "bo_do"}, store=store)
    games.keep_record({**hand, "timeline": [{"event": 3}]}, {"result": "hoa", "winner": None}, store=lan)
    rep = classroom.class_report()
    assert [r.name for r in rep.learners] == ["Lan"] and len(rep.learners[0].hands) == 1
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", CODE)
    with language(lang):
        page = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
        played = WORDS[lang][-1]
        table = next(d.value for d in page.dataframe if played in d.value.columns)
        assert list(table.iloc[:, 0]) == ["Lan"] and list(table[played]) == [1]
        assert not any(auto in str(d.value.iloc[:, 0].tolist()) for d in page.dataframe)


def test_a_hand_played_again_left_and_opened_again_is_still_not_counted(progress_db):
    """Left unfinished, the hand played again is kept «bỏ dở» as played again; its link opens it where it was left,
    and finished then it still adds nothing to the session."""
    at = finish(open_table(3))
    first = dict(games.load_slot(games.SESSION_SLOT))
    at.button(key="ct_replay_go").click().run()
    table = live(at)
    click(at, table, SensibleBot(0).choose(table.state, LEARNER, table.legal()))
    at.button(key="ct_deal").click().run()  # a new hand: the one played again is kept «bỏ dở»
    assert not at.exception and [games.replayed(r["summary"]) for r in games.list_records()] == [True, False]
    again = open_page("app_pages/choi_thu.py", browser=at, van=3, toc="ngay")
    assert live(again).replay_of and live(again).timeline  # where it was left, still played again
    finish(again)
    assert games.load_slot(games.SESSION_SLOT)["hands"] == first["hands"] == 1
    assert len(games.table_rows()) == 1
