"""«Chơi Mậu binh» after «Lật bài»: the four hands are listed Người 1, 2, 3, 4 (rows of two, so a phone
stacks them in that order too), the order of the «Tính tiền» table."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, set_chi
from mau_binh.round import bot_arrangement, deal_round
from words.i18n import language

SEED = 45367


@pytest.mark.parametrize("lang, who", [("vi", r"\*\*Người (\d)"), ("en", r"\*\*Player (\d)")])
def test_revealed_hands_in_seat_order(progress_db, lang, who):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    assert not at.exception
    seats = [m.group(1) for x in at.markdown if (m := re.match(who, x.value))]
    assert seats == ["1", "2", "3", "4"]
    table = at.table[0].value
    assert [re.search(r"\d", str(n)).group(0) for n in table.iloc[:, 0]] == seats


def _in_order(node) -> list:
    """The page's elements in the order drawn (containers before what they hold)."""
    kids = getattr(node, "children", None)
    return [x for c in (kids.values() if isinstance(kids, dict) else ()) for x in (c, *_in_order(c))]


def _scroll_stamp(at) -> str:
    """The stamp of the page's scroll script, which must bring the result (``.st-key-cm_result``) into view."""
    body = next(str(h.proto.body) for h in at.get("html") if "__hcInView" in str(h.proto.body))
    assert 'topCss = ".st-key-cm_result"' in body
    return re.search(r"stamp = (\"[^\"]*\")", body).group(1)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_result_comes_first_and_is_scrolled_to(progress_db, lang):
    """Tester (session 21, 390×844): after «Lật bài» the page stayed scrolled mid-way in «So từng chi». The totals
    (points and money of each player) come first, above the four hands and the chi by chi, and the page scrolls to
    them once after the reveal and after each «Xem lại» — not on a run that only changes a setting."""
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
        drawn = _in_order(at.main)
        result = next(i for i, x in enumerate(drawn) if getattr(x, "key", None) == "cm_result")
        table = next(i for i, x in enumerate(drawn) if type(x).__name__ == "Table")
        hands = next(i for i, x in enumerate(drawn) if type(x).__name__ == "Markdown" and x.value.startswith(("**Người 1", "**Player 1")))
        assert result < table < hands, (result, table, hands)
        first = _scroll_stamp(at)
        at.toggle(key="cm_timer").set_value(True).run()  # a setting changed: the page is left where it is
        assert _scroll_stamp(at) == first
        at.button(key="cm_replay_0").click().run()  # «Xem lại» (the list is at the page's foot): to the result again
        assert _scroll_stamp(at) != first
