"""«Chơi thử» in two tabs of one learner: a move made from a stale view is refused, the tab reloads the hand as
saved and says so (``ui.table.settings.save_table`` / ``moved_on``, ``learning.games.save_slot`` with ``rev``)."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from chan_core.game import judge_action
from learning import games
from learning.games import load_slot, save_slot
from learning.progress import ProgressStore
from ui.table import callbacks
from tests.app.test_page_choi_thu import PAGE, click, live, texts
from words.i18n import language

SAID = {"vi": "Ván này đã được chơi tiếp ở một thẻ khác của trình duyệt",
        "en": "This hand was played on in another browser tab"}


def test_slot_compare_and_set(tmp_path):
    gs = ProgressStore(tmp_path / "p.sqlite3")
    assert save_slot("hand", {"n": 1}, gs, rev=0) is True  # nothing kept yet: saved as rev 1
    assert save_slot("hand", {"n": 2}, gs, rev=1) is True
    assert save_slot("hand", {"n": 9}, gs, rev=1) == {"n": 2, "rev": 2}  # made from rev 1: refused, rev 2 returned
    assert load_slot("hand", gs) == {"n": 2, "rev": 2}


@pytest.mark.parametrize("race", [False, True])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_move_from_a_stale_tab_is_refused(progress_db, monkeypatch, lang, race):
    """``race``: the two clicks so close that the look before the move finds nothing: the save's own check refuses."""
    with language(lang):
        one = open_page(PAGE, van=8, toc="ngay", lang=lang)
        two = open_page(PAGE, van=8, toc="ngay", lang=lang, browser=one)
        t1, t2 = live(one), live(two)
        assert t1.state.events == t2.state.events and t1.learner_to_act and not t1.timeline
        first, other = [a for a in t2.legal() if a.type == "danh" and not judge_action(t2.state, a)][:2]
        click(two, t2, first)  # tab 2 plays: the bots play on and it is saved
        played = live(two).state.events
        assert len(played) > len(t1.state.events)
        if race:
            monkeypatch.setattr(callbacks, "moved_on", lambda: False)
        click(one, t1, other)  # tab 1 still shows the old state: its different move is not made
        assert live(one).state.events == played
        assert games.load_slot(games.HAND_SLOT)["state"]["events"] == played
        assert SAID[lang] in texts(one)
        moves = len(live(one).timeline)
        click(one, live(one), live(one).legal()[0])  # from the reloaded hand tab 1 plays on as usual
        assert len(live(one).timeline) == moves + 1 and SAID[lang] not in texts(one)


def test_bots_of_a_stale_tab_reload_silently(progress_db):
    """A bot's move made from a stale view (the speed switched to «Ngay lập tức» there) is not saved either: the tab
    reloads the saved hand without a word (no choice of the learner's was lost) and the bots play on from it."""
    one = open_page(PAGE, van=8, toc="tiep")
    t1 = live(one)
    click(one, t1, next(a for a in t1.legal() if a.type == "danh" and not judge_action(t1.state, a)))
    two = open_page(PAGE, van=8, toc="tiep", browser=one)
    assert live(two).bot_to_act and live(two).state.events == live(one).state.events
    two.button(key="ct_next").click().run()  # tab 2: one bot move, saved
    saved = live(two).state.events
    one.selectbox(key="ct_speed").set_value("ngay").run()
    assert not one.exception
    assert live(one).state.events[:len(saved)] == saved and len(live(one).state.events) > len(saved)
    assert games.load_slot(games.HAND_SLOT)["state"]["events"] == live(one).state.events
    assert SAID["vi"] not in texts(one)


NEW_DEAL = {"vi": "Ở một thẻ khác của trình duyệt bạn đã chia ván mới",
            "en": "You dealt a new hand in another browser tab"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_stale_tab_after_a_new_deal_takes_up_the_new_hand(progress_db, lang):
    """Tab 1 deals a new hand while tab 2 still shows the old one at its old ``?van=``: tab 2's move is not made, it
    says so and shows the new hand; the new hand stays the saved one and nothing is listed «bỏ dở» but the old."""
    with language(lang):
        one = open_page(PAGE, van=8, toc="ngay", lang=lang)
        t1 = live(one)
        click(one, t1, next(a for a in t1.legal() if a.type == "danh" and not judge_action(t1.state, a)))
        two = open_page(PAGE, van=8, toc="ngay", lang=lang, browser=one)
        stale = live(two)
        assert stale.state.events == live(one).state.events
        one.button(key="ct_deal").click().run()
        new = live(one)
        assert new.state.seed != 8 and one.query_params["van"] == str(new.state.seed)
        click(two, stale, stale.legal()[0])
        assert live(two).state.seed == new.state.seed and live(two).state.events == new.state.events
        assert NEW_DEAL[lang] in texts(two) and two.query_params["van"] == str(new.state.seed)
        if live(two).legal():  # tab 2 now plays the new hand (a random deal: a bot's ù may have ended it already)
            click(two, live(two), live(two).legal()[0])
        saved = games.load_slot(games.HAND_SLOT)
        assert saved["state"]["seed"] == new.state.seed and saved["state"]["events"] == live(two).state.events
        # nothing «bỏ dở» but the old hand (the new one, a random deal, may already have ended: a bot's ù)
        assert [(r["seed"], r["result"]) for r in games.list_records() if r["result"] == "bo_do"] == [(8, "bo_do")]
        assert all(r["seed"] in (8, new.state.seed) for r in games.list_records())


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_setting_changed_in_one_tab_does_not_reload_the_other(progress_db, lang):
    """Tester: with «Chơi thử» in two tabs, a table setting changed in one (speed, the next deal's bots) made the
    other tab's next move «played on in another tab» and reloaded its table. A setting is not a move: it is kept
    under the same ``rev`` (``ui.table.settings.keep_settings``), so the other tab plays on; it applies to the next
    deal."""
    with language(lang):
        one = open_page(PAGE, van=8, toc="ngay", lang=lang)
        two = open_page(PAGE, van=8, toc="ngay", lang=lang, browser=one)
        rev = games.load_slot(games.HAND_SLOT)["rev"]
        one.radio(key="ct_bot").set_value("random").run()
        one.selectbox(key="ct_speed").set_value("tiep").run()
        saved = games.load_slot(games.HAND_SLOT)
        assert saved["ui"]["bot"] == "random" and saved["ui"]["speed"] == "tiep" and saved["rev"] == rev
        t2 = live(two)
        a = next(a for a in t2.legal() if a.type == "danh" and not judge_action(t2.state, a))
        click(two, t2, a)
        assert live(two) is t2 and len(t2.timeline) == 1 and SAID[lang] not in texts(two)
        assert games.load_slot(games.HAND_SLOT)["state"]["events"] == t2.state.events
        assert "random" not in live(two).bots  # the hand's bots: the new choice waits for the next deal


def test_the_first_deal_is_saved_once(progress_db, monkeypatch):
    """Tester: the first run of «Chơi thử» wrote the hand twice (the deal, then its settings as the page drew their
    defaults). Now the deal is saved once, with those settings."""
    writes = []
    real = games.save_slot
    monkeypatch.setattr(games, "save_slot", lambda slot, data, *a, **kw: writes.append(slot) or real(slot, data, *a, **kw))
    one = open_page(PAGE, toc="tiep")  # the bots wait for «Tiếp» (each bot move is a write)
    assert writes == [games.HAND_SLOT]
    saved = games.load_slot(games.HAND_SLOT)
    assert saved["state"]["seed"] == live(one).state.seed and saved["ui"]["speed"] == "tiep" and saved["rev"] == 1
    writes.clear()
    linked = open_page(PAGE, van=8, toc="tiep")  # a hand link, another browser: one write too
    assert writes == [games.HAND_SLOT] and live(linked).state.seed == 8
    writes.clear()
    one.run()  # a rerun with nothing changed writes nothing
    assert writes == []
