"""The hand link (issue 24, ui/table/links.py): ``?van=<seed>&nguoi=…&may=…&che_do=…`` deals the
same hand at the same table for whoever opens it; a link with a bad part is never followed and
never half-read, and never breaks the page.
"""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page
from learning.coach import Table
from tests.app.test_page_choi_thu import click, live, SensibleBot, LEARNER
from ui.table.links import hand_link_params, read_hand_link

PAGE = "app_pages/choi_thu.py"


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("params, seed, players, bot, mode", [
    ({"van": "12"}, 12, None, None, None),
    ({"van": " 7 "}, 7, None, None, None),
    ({"van": "0", "nguoi": "2"}, 0, 2, None, None),
    ({"van": "999999999", "nguoi": "3", "may": "random", "che_do": "thi_that"}, 999_999_999, 3, "random", "thi_that"),
])
def test_a_good_link_is_read_exactly(params, seed, players, bot, mode):
    link, bad = read_hand_link(params)
    assert bad == [] and (link.seed, link.players, link.bot, link.mode) == (seed, players, bot, mode)


@pytest.mark.parametrize("params, bad", [
    ({"van": "abc"}, ["van"]), ({"van": "３"}, ["van"]), ({"van": "①"}, ["van"]), ({"van": "-1"}, ["van"]),
    ({"van": "1e3"}, ["van"]), ({"van": "0x10"}, ["van"]), ({"van": "2.5"}, ["van"]), ({"van": "1_000"}, ["van"]),
    ({"van": "1000000000"}, ["van"]), ({"van": "9" * 5000}, ["van"]), ({"van": ""}, ["van"]),
    ({"van": "12", "nguoi": "5"}, ["nguoi"]), ({"van": "12", "nguoi": "1"}, ["nguoi"]),
    ({"van": "12", "nguoi": "three"}, ["nguoi"]), ({"van": "12", "may": "Random"}, ["may"]),
    ({"van": "12", "che_do": "<b>thi</b>"}, ["che_do"]), ({"van": "x", "nguoi": "9"}, ["van", "nguoi"]),
])
def test_a_bad_part_means_the_link_is_not_followed(params, bad):
    assert read_hand_link(params) == (None, bad)


def test_no_seed_no_link():
    assert read_hand_link({}) == (None, []) and read_hand_link({"nguoi": "3", "may": "random"}) == (None, [])


def test_the_link_deals_the_same_hand_at_the_same_table():
    at = open_page(PAGE, van=77, nguoi=3, may="random", che_do="thi_that", toc="ngay")
    t = live(at)
    assert (t.state.seed, t.state.players, t.bots[1], t.mode) == (77, 3, "random", "thi_that")
    same = Table.deal(3, 77, bot="random", mode="thi_that")
    assert t.state.dealt == same.state.dealt and t.state.cai == same.state.cai
    assert at.query_params["van"] in ("77", ["77"])
    assert "nguoi" not in at.query_params and "may" not in at.query_params  # followed: the address keeps ?van=
    # the link the page offers to send deals it again, elsewhere
    params = hand_link_params(t)
    assert read_hand_link(params)[0].model_dump() == {"seed": 77, "players": 3, "bot": "random", "mode": "thi_that"}
    friend = open_page(PAGE, toc="ngay", **params)
    assert live(friend).state.dealt == t.state.dealt and live(friend).state.players == 3


def test_a_bad_link_says_which_part_and_keeps_the_hand_being_played():
    at = open_page(PAGE, van=31, toc="ngay")
    t = live(at)
    me = SensibleBot(0)
    click(at, t, me.choose(t.state, LEARNER, t.legal()))
    moves = len(live(at).state.events)
    again = open_page(PAGE, browser=at, van=31, nguoi="9", toc="ngay")  # the same browser, a hand-edited link
    assert not again.exception
    assert live(again).state.seed == 31 and len(live(again).state.events) == moves  # not dealt again, not misread
    said = " ".join(w.value for w in again.warning)
    assert "Link ván không đọc được" in said and "nguoi=«9»" in said


def test_a_link_with_markup_is_shown_literally_and_breaks_nothing():
    at = open_page(PAGE, van="<img src=x onerror=alert(1)>**b**", toc="ngay")
    assert not at.exception
    said = " ".join(w.value for w in at.warning)
    assert "Link ván không đọc được" in said
    assert re.search(r"(?<!\\)<", said) is None and "\\<" in said  # every «<» literal, none a tag
    assert live(at).state.seed is not None  # a hand to play all the same
