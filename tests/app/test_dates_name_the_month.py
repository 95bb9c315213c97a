"""Tester (session 21): English dates in «Past rounds» read «12/07 07:24» — day/month or month/day? Every list of
kept rounds says its time with one helper (``words.i18n.short_time``: Babel, the month named): «Chơi Mậu binh»'s
«Ván đã chơi» and the practice table's kept hands (the list's names and the table's «Lúc»). Session 21: on the
browser's clock (without one, ``clock.DEFAULT_ZONE``), not the server's: the test's server runs on UTC; and the list
and the table say the year by one rule."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, set_chi
from chan_core.game.bots import SensibleBot
from learning import games, mau_binh_rounds
from learning.coach import LEARNER
from mau_binh.round import bot_arrangement, deal_round
from tests.app.test_page_choi_thu import click, live, open_table
from learning.daily import clock
from words.i18n import language, short_time

NUMERIC = re.compile(r"\b\d{1,2}/\d{1,2}\b")  # «12/07»: which is the month?
MONTH = {"vi": "thg", "en": "Dec|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov"}


@pytest.fixture(autouse=True)
def _server_on_utc(monkeypatch):
    import time
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def _said(text: str, at: float, lang: str) -> None:
    """``text`` says ``at`` on the learner's clock (Hồ Chí Minh City's: 7 hours after the server's UTC)."""
    assert short_time(at, clock.zone(None)) in text and re.search(MONTH[lang], text) and not NUMERIC.search(text), text
    assert short_time(at, clock.zone("UTC")) not in text, text


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_mau_binh_past_rounds_name_the_month(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=4242, lang=lang)
        set_chi(at, bot_arrangement(deal_round(4242)[0], "hop_ly"), "cm_chi_4242")
        at.button(key="cm_reveal").click().run()
        (kept,) = mau_binh_rounds.list_rounds()
        line = next(m.value for m in at.markdown if str(kept["seed"]) in m.value and " · " in m.value)
        _said(line, kept["finished_at"], lang)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_practice_tables_kept_hands_name_the_month(progress_db, lang):
    with language(lang):
        at = open_table(24_001, lang=lang)
        click(at, live(at), SensibleBot(0).choose(live(at).state, LEARNER, live(at).legal()))
        at.button(key="ct_deal").click().run()  # the hand left after a decision: kept
        (rec,) = games.list_records()
        at.segmented_control(key="ct_view").set_value("da_choi").run()
        box = at.selectbox(key="ct_h_id")
        _said(box.format_func(rec["id"]), rec["finished_at"], lang)
        _said(str(at.dataframe[0].value[{"vi": "Lúc", "en": "When"}[lang]].iloc[0]), rec["finished_at"], lang)
