"""«Chơi thử», Kèm cặp: a xướng held back (graded sai or thiếu before it is final) is noted with the hand, so its
review — after the hand and in «Ván đã chơi» — says it was held and what was said next, never «xướng đúng» alone;
the held-xướng panel goes as soon as the builder no longer holds that xướng (cleared or changed). Each xướng is quoted
as «Luyện xướng» shows one, capitalised as said («Ù bạch thủ», never «ù bạch thủ»: tester, session 21)."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning import games
from tests.app.test_page_choi_thu import PAGE, live, texts
from tests.app.test_page_choi_thu_coach import HELD, _opened_at_xuong, _say, _win_said
from words.i18n import language

WRONG = lambda canon: [[("bach_thu", 1)]] if canon == [("xuong", 1)] else []  # noqa: E731 — an ù xuông said «Bạch thủ»
HELD_LINE = {"vi": "Bạn xướng «{said}» — Xướng sai; Kèm cặp giữ lại, chưa chấm; bạn xướng lại «{again}».",
             "en": "You called «{said}» — Xướng sai (wrong); the coach held it back, ungraded; you then called "
                   "«{again}»."}
PRAISE = {"vi": "và xướng đúng", "en": "and your xướng was right"}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_held_xuong_is_kept_with_the_hand_and_said_in_its_review(lang):
    """Tester: the held (first) xướng was not kept; the review said «xướng đúng» as only the corrected call was."""
    seed, canon, wrong = _win_said("sai", WRONG)
    with language(lang):
        at = _opened_at_xuong(seed, lang)
        _say(at, wrong)
        _say(at, wrong)  # said twice: noted once
        _say(at, canon)
        t = live(at)
        assert t.finished and t.state.xuong["verdict"] == "dung"
        held = [e for e in t.timeline if e.get("xuong")]
        assert [(e["stopped"], e["xuong"]["verdict"], e["action"]["declared"]) for e in held] == [
            (True, "sai", [{"id": "bach_thu", "count": 1}])]
        line = HELD_LINE[lang].format(said="Ù bạch thủ", again="Ù xuông")  # as «Luyện xướng» shows a xướng
        assert line in texts(at) and PRAISE[lang] not in texts(at)
        (rec,) = games.list_records()
        assert rec["summary"]["lessons"] == 1  # the held xướng is a place to learn in the list
        at.segmented_control(key="ct_view").set_value("da_choi").run()  # «Ván đã chơi»: the kept hand says it too
        assert not at.exception and line in texts(at) and PRAISE[lang] not in texts(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_held_xuong_panel_goes_when_the_builder_is_cleared_or_changed(lang):
    seed, canon, wrong = _win_said("sai", WRONG)
    with language(lang):
        at = _opened_at_xuong(seed, lang)
        _say(at, wrong)
        assert HELD[lang] in texts(at)
        at.button(key="ct_x_clear").click().run()
        assert not at.exception and HELD[lang] not in texts(at)
        at.button(key="ct_x_chip_bach_thu").click().run()  # the same xướng again: the panel speaks of it again
        assert HELD[lang] in texts(at)
        at.button(key="ct_x_chip_xuong").click().run()  # changed: gone
        assert HELD[lang] not in texts(at) and not live(at).finished


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_short_xuong_said_as_it_is_after_the_hold_is_said_so_in_the_review(lang):
    seed, _canon, short = _win_said("thieu", lambda canon: [canon[:i] + canon[i + 1:] for i in range(len(canon))
                                                             if len(canon) > 1])
    with language(lang):
        at = _opened_at_xuong(seed, lang)
        _say(at, short)
        at.button(key="ct_xuong_confirm").click().run()
        t = live(at)
        assert t.finished and t.state.xuong["verdict"] == "thieu"
        words = " ".join(t.state.xuong["declared_words"])
        words = words[:1].upper() + words[1:]  # said as the player says it, as «Luyện xướng» shows it (session 21)
        line = {"vi": f"Bạn xướng «{words}» — Xướng thiếu; Kèm cặp giữ lại, chưa chấm; bạn vẫn xướng như vậy.",
                "en": f"You called «{words}» — Xướng thiếu (incomplete); the coach held it back, ungraded; you then "
                      "said it as it is."}[lang]
        assert line in texts(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_held_xuong_comes_back_held_after_a_reload(lang):
    """Tester (session 27), Kèm cặp: after a reload (F5, a phone waking the tab) a xướng the coach had held back came
    back only as the builder's picks — the hold and its grade were gone until «Xướng!» was pressed again, and the
    note of the hold was lost from the hand, so its review never said it. The hold is saved with the hand and read
    from it: the panel is there at once, and the review says it."""
    seed, canon, wrong = _win_said("sai", WRONG)
    with language(lang):
        at = _opened_at_xuong(seed, lang)
        _say(at, wrong)
        again = open_page(PAGE, van=seed, browser=at, **({"lang": "en"} if lang == "en" else {}))
        assert live(again).state.phase == "xuong" and HELD[lang] in texts(again)
        _say(again, canon)
        assert live(again).finished
        assert HELD_LINE[lang].format(said="Ù bạch thủ", again="Ù xuông") in texts(again)
