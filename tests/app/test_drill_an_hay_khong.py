"""The drill «Ăn hay không?»: its situation files are answerable by the engine and cover
every lỗi 0–17; the page judges a right and a wrong answer (Streamlit AppTest)."""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from chan_core.history import DISCARD_EVENTS, parse_event, parse_history, replay
from chan_core.legal import discard_moves, legal_moves
from chan_core.loi import judge_history
from chan_core.scenario import load_file
from learning import explain
from tests.apptest_pages import open_page
from words.i18n import language

ROOT = Path(__file__).resolve().parents[2]
DRILL_DIR = ROOT / "lessons" / "drills" / "an_hay_khong"
SITUATIONS = [s for p in sorted(DRILL_DIR.glob("*.yaml")) for s in load_file(p)]
EXTRA_TAGS = {"bo_u", "u_khong_duoc", "u_chi_chi"}


def options(sc):
    st_ = replay(sc["hand"], parse_history(sc.get("history")))
    ev = parse_event(sc["action"])
    if ev.event in DISCARD_EVENTS:
        return discard_moves(st_, ev.event)
    off = st_.offer(ev)
    return legal_moves(st_, ev.card, off.source, off.by).options


def test_ids_unique_and_kind_action():
    ids = [s["id"] for s in SITUATIONS]
    assert len(ids) == len(set(ids))
    assert all(s["kind"] == "action" for s in SITUATIONS)


def test_every_loi_has_a_situation_that_commits_it():
    committed = set()
    for s in SITUATIONS:
        if "dung" in s.get("tags", []):
            continue
        committed |= set(judge_history(s["hand"], s.get("history") or [], s["action"]).violations)
    assert committed >= set(range(18))


@pytest.mark.parametrize("sc", SITUATIONS, ids=lambda s: s["id"])
def test_situation_answerable(sc):
    res = judge_history(sc["hand"], sc.get("history") or [], sc["action"])
    tags = set(sc.get("tags", []))
    if "dung" in tags:
        assert not res.findings, res.explanations  # the shown move is a right one
    else:
        found = {f"loi-{n}" for n in res.violations} | set(res.extras)
        assert found & tags, (found, tags)  # the trap commits a fault it is tagged with
        assert res.explanations
    opts = options(sc)
    assert any(o.ok for o in opts), "no right move"
    # the scenario's own action is one of the options shown, with the same verdict
    ev = parse_event(sc["action"])
    same = [o for o in opts if o.event.event == ev.event and o.event.card == ev.card and o.event.with_ == ev.with_]
    assert same
    if ev.order == "duoi":
        assert same[0].verdict.violations == res.violations


# ------------------------------------------------------------------ AppTest
def open_situation(sid: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.run()
    at.switch_page("app_pages/an_hay_khong.py")
    at.query_params["th"] = sid
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_page_wrong_answer_names_the_loi(progress_db):
    at = open_situation("ahk-loi-7")
    at.button(key="ahk_opt_an:9V").click().run()
    assert not at.exception
    text = "\n".join(m.value for m in at.markdown)
    assert "Lỗi 7" in text and "Bỏ chắn ăn cạ" in text
    assert any("bị phạt: báo" in e.value for e in at.error)
    assert [m.value for m in at.metric][:2] == ["0/1", "0"]
    # retry in place: the right move stays hidden until asked for (issue 17)
    assert not at.info and at.button(key="ahk_opt_bo").disabled
    at.button(key="ahk_reveal").click().run()
    assert "Bốc nọc (không ăn)" in at.info[0].value  # the right move is shown (the cửa trên's card: not «dưới»)


def test_page_right_answer_scores(progress_db):
    """A learner with no answers yet (own progress file: the score is the learner's, kept across sessions)."""
    at = open_situation("ahk-loi-2")
    at.button(key="ahk_opt_chiu").click().run()
    assert not at.exception
    assert at.success and "Đúng" in at.success[0].value
    assert [m.value for m in at.metric][:2] == ["1/1", "1"]


def test_page_discard_question_and_trai_vi():
    at = open_situation("ahk-loi-9")
    at.button(key="ahk_opt_danh:9V").click().run()
    assert "Lỗi 9" in "\n".join(m.value for m in at.markdown)
    at = open_situation("ahk-loi-0")
    at.radio(key="ahk_place").set_value("tren").run()
    at.button(key="ahk_opt_an:2S").click().run()
    assert "Lỗi 0" in "\n".join(m.value for m in at.markdown)


def test_generated_situations_are_answerable():
    from chan_core.legal import generate_situation
    for seed in range(15):
        sc = generate_situation(seed)
        assert sc == generate_situation(seed)  # reproducible
        opts = options(sc)
        assert any(o.ok for o in opts)
        judge_history(sc["hand"], sc["history"], sc["action"])


def test_page_random_mode():
    at = open_situation("ahk-loi-7")
    at.radio(key="ahk_src").set_value("ngau_nhien").run()
    assert not at.exception
    assert at.subheader[0].value.startswith("Ván chia ngẫu nhiên")
    at.button(key="ahk_opt_bo").click().run()
    assert not at.exception and (at.success or at.error)


def test_page_retry_in_place_keeps_the_first_answer(progress_db):
    """Issue 17 item 2: after a wrong move the learner tries again at once; the first answer
    is what the score and the progress store keep."""
    at = open_situation("ahk-loi-7")
    at.button(key="ahk_opt_an:9V").click().run()  # lỗi 7
    at.button(key="ahk_retry").click().run()
    assert not at.button(key="ahk_opt_bo").disabled and not at.error
    at.button(key="ahk_opt_bo").click().run()  # dưới: the right move
    assert at.success and "Đúng" in at.success[0].value
    assert [m.value for m in at.metric][:2] == ["0/1", "0"]
    got = [(a["item_id"], a["correct"]) for a in progress_db.get_store().attempts("an_hay_khong")]
    assert got == [("ahk-loi-7", False)]


@pytest.mark.parametrize("sid", ["ahk-loi-10", "ahk-loi-13"])
def test_earlier_moves_read_each_card_once_in_english(sid):
    """In English the list of earlier moves glosses each card on its first mention (it used to
    say «Discard nhị sách» bare when the card was not shown elsewhere on the page)."""
    from tests.apptest_pages import open_page
    from words import language
    from words.cards import gloss_cards

    with language("en"):  # AppTest formats widget options in this thread too
        at = open_page("app_pages/an_hay_khong.py", lang="en", th=sid)
        block = next(m.value for m in at.markdown if "earlier moves" in m.value)
        assert gloss_cards(block) == block, block  # nothing left to gloss: every card read once
    assert block.count("(") >= 2, block


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_page_reads_its_situation_as_the_explanations_do(lang, monkeypatch, progress_db):
    """One reader of a situation, :func:`learning.explain.action_of`, for the page and the explanations of an answer."""
    read, real = [], explain.action_of
    monkeypatch.setattr(explain, "action_of", lambda sc: read.append(sc["action"]) or real(sc))
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", lang=lang)
    assert read and not at.exception
