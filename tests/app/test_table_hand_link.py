"""The hand link (issue 24, ui/table/links.py): ``?van=<seed>&nguoi=…&may=…&che_do=…&bien_the=…&luat_lang=…``
deals the same hand at the same table under the same rules (variant and house rules) for whoever
opens it, whatever their own sidebar says; a link with a bad part is read from its good parts, says
only the bad part (literally, with the value the table uses instead), and never breaks the page.
"""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, shown
from learning.coach import Table
from tests.app.test_page_choi_thu import click, live, SensibleBot, LEARNER
from ui.table.links import hand_link_params, read_hand_link, read_rules_text, rules_of
from words.i18n import language

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
def test_a_bad_part_is_left_out_and_the_rest_is_read(params, bad):
    link, said = read_hand_link(params)
    assert said == bad and (link is None) == ("van" in bad)
    if link is not None:  # the good parts read, the bad ones left to the table
        assert link.seed == int(params["van"]) and (link.players, link.bot, link.mode) == (None, None, None)


def test_no_seed_no_link_but_its_bad_parts_are_named():
    assert read_hand_link({}) == (None, []) and read_hand_link({"nguoi": "3", "may": "random"}) == (None, [])
    assert read_hand_link({"nguoi": "99", "may": "random"}) == (None, ["nguoi"])


@pytest.mark.parametrize("lang, said", [
    ("vi", "Địa chỉ trang có «nguoi=99» — giá trị này không dùng được; trang dùng nguoi=4."),
    ("en", "The page address has «nguoi=99» — a value this page cannot use; it uses nguoi=4 instead."),
])
def test_a_bad_part_without_a_seed_is_said(lang, said):
    """Tester: ``?nguoi=99`` alone (no ``van=``) got no notice; it is said like any bad part of a hand link."""
    with language(lang):
        at = open_page(PAGE, nguoi="99", toc="ngay", lang=lang)
        assert not at.exception and live(at).state.players == 4
        assert _notice(at) == said and "nguoi" not in at.query_params


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
    got = read_hand_link(params)[0].model_dump()
    assert {k: got[k] for k in ("seed", "players", "bot", "mode", "variant")} == {
        "seed": 77, "players": 3, "bot": "random", "mode": "thi_that", "variant": "classic"}
    assert got["options"] == rules_of("classic", {})[1]  # every house rule (the defaults here), by name
    friend = open_page(PAGE, toc="ngay", **params)
    assert live(friend).state.dealt == t.state.dealt and live(friend).state.players == 3


def _notice(at) -> str:
    """The link notice as the reader sees it (escapes and word joiners dropped)."""
    return " ".join(shown(w.value) for w in at.warning)


def test_a_bad_link_says_which_part_and_keeps_the_hand_being_played():
    at = open_page(PAGE, van=31, toc="ngay")
    t = live(at)
    me = SensibleBot(0)
    click(at, t, me.choose(t.state, LEARNER, t.legal()))
    moves = len(live(at).state.events)
    again = open_page(PAGE, browser=at, van=31, nguoi="9", toc="ngay")  # the same browser, a hand-edited link
    assert not again.exception
    assert live(again).state.seed == 31 and len(live(again).state.events) == moves  # not dealt again, not misread
    said = _notice(again)
    assert said == "Địa chỉ trang có «nguoi=9» — giá trị này không dùng được; trang dùng nguoi=4."
    # another seed in a link with a bad part: offered (the hand being played is kept); only the bad part is said
    other = open_page(PAGE, browser=at, van=32, nguoi="9", toc="ngay")
    assert live(other).state.seed == 31 and len(live(other).state.events) == moves
    assert _notice(other) == "Địa chỉ trang có «nguoi=9» — giá trị này không dùng được; trang dùng nguoi=4."
    assert other.button(key="ct_open_link").label == "Mở ván số 32"
    assert other.query_params["van"] in ("31", ["31"]) and "nguoi" not in other.query_params


@pytest.mark.parametrize("lang, said", [
    ("vi", "Địa chỉ trang có «may=**zz**» — giá trị này không dùng được; trang dùng may=sensible."),
    ("en", "The page address has «may=**zz**» — a value this page cannot use; it uses may=sensible instead."),
])
def test_a_fresh_link_with_one_bad_part_deals_its_hand_and_names_only_that_part(lang, said):
    """Tester: ``?van=5&nguoi=2&may=zz`` threw the whole link away, blamed the good ``van=5`` and dropped
    ``nguoi=2`` unsaid: the hand and the table size are the link's, only ``may`` is said, literally; and (a later
    tester) the address kept only ``van=5`` beside the notice, as if ``nguoi=2`` had been dropped too."""
    with language(lang):
        at = open_page(PAGE, van=5, nguoi=2, may="**zz**", toc="ngay", lang=lang)
        assert not at.exception
        t = live(at)
        assert (t.state.seed, t.state.players, t.bots[1]) == (5, 2, "sensible")
        assert t.state.dealt == Table.deal(2, 5).state.dealt
        assert _notice(at) == said and "\\*\\*zz" in " ".join(w.value for w in at.warning)  # markup shown literally
        # beside the notice the address keeps the good parts the table follows, and drops the bad one
        assert at.query_params["van"] in ("5", ["5"]) and at.query_params["nguoi"] in ("2", ["2"])
        assert "may" not in at.query_params
        at.run()  # the next run: the same hand at the same table, nothing said again
        assert live(at).state.dealt == t.state.dealt and live(at).state.players == 2 and not _notice(at)


def test_a_link_with_markup_is_shown_literally_and_breaks_nothing():
    at = open_page(PAGE, van="<img src=x onerror=alert(1)>**b**", toc="ngay")
    assert not at.exception
    said = " ".join(w.value for w in at.warning)
    seed = live(at).state.seed  # a hand to play all the same
    assert _notice(at) == (f"Địa chỉ trang có «van=<img src=x onerror=alert(1)>**b**» — giá trị này không dùng "
                           f"được; trang dùng van={seed}.")
    assert re.search(r"(?<!\\)<", said) is None and "\\<" in said  # every «<» literal, none a tag
    assert len(at.warning) == 1  # one notice, the page shell's, as on every page


def test_a_bad_link_is_said_in_english():
    with language("en"):
        at = open_page(PAGE, van="xyz", lang="en", toc="ngay")
        assert not at.exception
        said = _notice(at)
    assert said.startswith("The page address has «van=xyz»") and f"van={live(at).state.seed}" in said, said


# ------------------------------------------------------------------ the rules travel with the hand
RULES = "ga:1,ga_mode:hep,ga_points:9,chi_bach_thu_ga:2,bach_thu_chi_ga:0,u_xuong_allowed:0,bao_xuong_sai:theo_001"
WANT = {"ga": True, "ga_mode": "hep", "ga_points": 9, "chi_bach_thu_ga": 2, "bach_thu_chi_ga": False,
        "u_xuong_allowed": False, "bao_xuong_sai": "theo_001"}


def test_the_rules_in_a_link_are_read_exactly():
    assert read_rules_text(RULES) == (WANT, [])
    link, bad = read_hand_link({"van": "5", "bien_the": "sanhrong", "luat_lang": RULES})
    assert bad == [] and link.variant == "sanhrong" and link.options == WANT
    assert link.rules() == ("sanhrong", WANT)
    # house rules the link leaves out are the variant's defaults, never the opener's own settings
    variant, opts = read_hand_link({"van": "5", "luat_lang": "ga:1"})[0].rules("classic")
    assert variant == "classic" and opts == rules_of("classic", {})[1] | {"ga": True}


@pytest.mark.parametrize("params, bad", [
    ({"van": "5", "bien_the": "Sanhrong"}, ["bien_the"]), ({"van": "5", "bien_the": ""}, ["bien_the"]),
    ({"van": "5", "luat_lang": "ga:2"}, ["luat_lang"]), ({"van": "5", "luat_lang": "ga:true"}, ["luat_lang"]),
    ({"van": "5", "luat_lang": "ga:1,ga:0"}, ["luat_lang"]), ({"van": "5", "luat_lang": "gà:1"}, ["luat_lang"]),
    ({"van": "5", "luat_lang": "ga_points:51"}, ["luat_lang"]), ({"van": "5", "luat_lang": "ga_points:-1"}, ["luat_lang"]),
    ({"van": "5", "luat_lang": "ga_points:９"}, ["luat_lang"]), ({"van": "5", "luat_lang": "chi_bach_thu_ga:3"}, ["luat_lang"]),
    ({"van": "5", "luat_lang": "ga_mode:rộng"}, ["luat_lang"]), ({"van": "5", "luat_lang": ""}, ["luat_lang"]),
    ({"van": "5", "luat_lang": "variant:sanhrong"}, ["luat_lang"]), ({"van": "5", "luat_lang": "ga"}, ["luat_lang"]),
    ({"van": "5", "bien_the": "x", "luat_lang": "ga:9"}, ["bien_the", "luat_lang"]),
])
def test_bad_rules_are_left_out_and_the_seed_is_read(params, bad):
    link, said = read_hand_link(params)
    assert said == bad and link.seed == 5 and link.options is None
    assert link.variant == (None if "bien_the" in bad else params.get("bien_the"))


def test_a_friend_with_other_settings_gets_the_same_rules_and_the_same_cards():
    me = open_page(PAGE, van=88, nguoi=2, toc="ngay", bien_the="sanhrong", luat_lang=RULES)
    t = live(me)
    assert (t.state.seed, t.state.variant) == (88, "sanhrong") and rules_of(t.state.variant, t.state.options) == (
        "sanhrong", WANT)
    assert me.toggle(key="ct_opt_ga").value is True and me.radio(key="ct_opt_ga_mode").value == "hep"
    assert me.slider(key="ct_opt_ga_points").value == 9  # the widgets show the hand's rules
    assert "bien_the" not in me.query_params and "luat_lang" not in me.query_params
    sent = hand_link_params(t)
    assert sent["bien_the"] == "sanhrong" and read_rules_text(sent["luat_lang"]) == (WANT, [])
    # the friend: their own house rules set otherwise, their own hand being played
    friend = open_page(PAGE, van=12, toc="ngay")
    friend.toggle(key="ct_opt_ga").set_value(False).run()
    friend.slider(key="ct_opt_ga_points").set_value(30).run()
    friend = open_page(PAGE, browser=friend, toc="ngay", **sent)
    assert not friend.exception
    f = live(friend)
    assert f.state.dealt == t.state.dealt and f.state.players == 2
    assert rules_of(f.state.variant, f.state.options) == ("sanhrong", WANT)


def test_the_same_deal_under_other_rules_is_dealt_again():
    at = open_page(PAGE, van=40, toc="ngay")
    t = live(at)
    click(at, t, SensibleBot(0).choose(t.state, LEARNER, t.legal()))
    assert live(at).state.events
    again = open_page(PAGE, browser=at, van=40, luat_lang="ga:1", toc="ngay")
    assert live(again).state.events and live(again).state.options.get("ga") is not True  # kept, the other offered
    again.button(key="ct_open_link").click().run()
    t2 = live(again)
    assert t2.state.seed == 40 and t2.state.options.get("ga") is True
    assert not [e for e in t2.state.events if e.get("seat") == 0]  # a new hand from the start


@pytest.mark.parametrize("value", ["ga:1,ga_points:99", "<b>x</b>:1"])
def test_bad_rules_are_said_literally_and_keep_the_hand(value):
    at = open_page(PAGE, van=31, toc="ngay")
    before = live(at).state.dealt
    again = open_page(PAGE, browser=at, van=31, luat_lang=value, toc="ngay")
    assert not again.exception
    said = " ".join(w.value for w in again.warning)
    assert re.search(r"(?<!\\)<", said) is None  # every «<» literal, none a tag
    assert f"«luat_lang={value}» — giá trị này không dùng được; trang dùng luat_lang=ga:0," in _notice(again)
    assert live(again).state.dealt == before and not live(again).state.options.get("ga")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_older_hand_left_unfinished_opens_where_it_was_left(lang):
    with language(lang):
        at = open_page(PAGE, van=31, toc="ngay", lang=lang)
        click(at, live(at), SensibleBot(0).choose(live(at).state, LEARNER, live(at).legal()))
        left = list(live(at).state.events)
        at = open_page(PAGE, browser=at, van=52, toc="ngay", lang=lang)  # another hand offered, opened: hand 31 kept «bỏ dở»
        at.button(key="ct_open_link").click().run()
        click(at, live(at), SensibleBot(0).choose(live(at).state, LEARNER, live(at).legal()))
        assert live(at).state.seed == 52
        back = open_page(PAGE, browser=at, van=31, toc="ngay", lang=lang)  # the browser's Back to the older hand
        back.button(key="ct_open_link").click().run()
        assert not back.exception
        t = live(back)
        assert t.state.seed == 31 and t.state.events == left and t.record_id is None
        back.segmented_control(key="ct_view").set_value("da_choi").run()
        assert len(back.dataframe[0].value) == 1  # «Ván đã chơi»: hand 32 left; hand 31 is on the table, not kept twice


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_learner_added_in_this_browser_is_not_dealt_the_last_learners_hand(lang):
    """Tester: learner 1 plays hand N (the address says ``?van=N``), adds «Dan» in the sidebar — and Dan was dealt
    hand N, cards learner 1 had seen. One learner never sees another's data: Dan gets a fresh deal of his own; a
    hand link Dan opens himself still deals its hand."""
    first = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = open_page(PAGE, van=4242, nguoi=4, toc="ngay", **first)
        t = live(at)
        click(at, t, SensibleBot(0).choose(t.state, LEARNER, t.legal()))
        mine = live(at).state.dealt
        at.sidebar.text_input(key="hoc_chan__new_name").set_value("Dan")
        at.sidebar.button(key="hoc_chan__add").click().run()
        assert not at.exception, [e.value for e in at.exception]
        dan = live(at)
        assert dan.state.seed != 4242 and dan.state.dealt != mine and not dan.timeline
        assert at.query_params["van"] in (str(dan.state.seed), [str(dan.state.seed)])
        assert "Dan" in at.sidebar.selectbox(key="hoc_chan__choose").format_func(
            at.sidebar.selectbox(key="hoc_chan__choose").value)
        at.query_params["van"] = "4243"  # a link Dan opens himself
        at.run()
        assert not at.exception and live(at).state.seed == 4243


OTHER_TABLE = {  # the link's part → what the notice says of the link's hand and of the hand being played
    ("vi", "nguoi"): ("dẫn tới ván số 343405749 cho 2 người, nhưng bạn đang chơi dở ván số 343405749 cho 4 người",
                      "Mở ván số 343405749 cho 2 người"),
    ("en", "nguoi"): ("leads to hand no. 343405749 for 2 players, but you are in the middle of hand no. 343405749 for "
                      "4 players", "Open hand no. 343405749 for 2 players"),
    ("vi", "luat_lang"): ("dẫn tới ván số 343405749 theo bộ luật hay luật làng khác, nhưng bạn đang chơi dở ván số "
                          "343405749:", "Mở ván số 343405749 theo bộ luật hay luật làng khác"),
    ("en", "luat_lang"): ("leads to hand no. 343405749 under another variant or other house rules, but you are in the "
                          "middle of hand no. 343405749:", "Open hand no. 343405749 under another variant or other "
                                                           "house rules"),
}


@pytest.mark.parametrize("lang, part", list(OTHER_TABLE))
def test_a_link_to_the_same_deal_at_another_table_says_what_differs(lang, part):
    """Tester: during 4-player hand 343405749, ``?van=343405749&nguoi=2`` was offered as «leads to hand no. 343405749,
    but you are in the middle of hand no. 343405749». The notice and its button say what differs: the players (or
    the rules); the button then deals the link's table."""
    said, button = OTHER_TABLE[lang, part]
    with language(lang):
        at = open_page(PAGE, van=343405749, nguoi=4, toc="ngay", **({"lang": "en"} if lang == "en" else {}))
        click(at, live(at), SensibleBot(0).choose(live(at).state, LEARNER, live(at).legal()))
        at.query_params[part] = "2" if part == "nguoi" else "ga:1"
        at.run()
        offer = " ".join(i.value for i in at.info)
        assert not at.exception and said in offer, offer
        assert at.button(key="ct_open_link").label == button
        at.button(key="ct_open_link").click().run()
        t = live(at)
    assert t.state.seed == 343405749 and (t.state.players == 2 if part == "nguoi" else t.state.options.get("ga"))


def test_the_learner_switch_drops_every_part_of_the_hand_link():
    """``ui.learner.HAND_PARAMS`` (dropped when the learner changes) names the hand link's parts, all of them, and
    the Mậu binh deal's (``?seed=``, ``?xep=``)."""
    from ui.learner import HAND_PARAMS
    from ui.table.links import LINK_PARAMS

    assert set(HAND_PARAMS) == {*LINK_PARAMS, "seed", "xep"}


@pytest.mark.parametrize("lang, said", [
    ("vi", "Vì «van=-5» không dùng được nên trang cũng không theo «nguoi=2»; ván này dùng nguoi=4."),
    ("en", "As «van=-5» cannot be used, the page does not follow «nguoi=2» either; this hand uses nguoi=4."),
])
def test_a_bad_seed_with_a_good_player_count_names_both_while_a_hand_is_unfinished(lang, said):
    """Tester: ``?van=-5&nguoi=2`` over an unfinished hand said only that van=-5 was replaced; the reopened hand
    has 4 players, so the ignored «nguoi=2» is named too."""
    with language(lang):
        at = open_page(PAGE, van=31, toc="ngay", lang=lang)
        click(at, live(at), SensibleBot(0).choose(live(at).state, LEARNER, live(at).legal()))
        again = open_page(PAGE, browser=at, van="-5", nguoi="2", toc="ngay", lang=lang)
    assert not again.exception
    assert live(again).state.seed == 31 and live(again).state.players == 4
    assert any(said in shown(w.value) for w in again.warning), [w.value for w in again.warning]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hand_number_deals_the_same_cards_under_every_variant(lang):
    """Tester (session 21): «?van=4242 deals another hand under each rules variant». Decided: the deck and the deal
    are the same under every variant (rules/decisions.yaml: one 100-card deck, 001 §II's piles; chan_core.deal takes no
    variant), so one number deals the same cards; the number caption needs no word on the variant."""
    with language(lang):
        dealt = {}
        for variant in ("classic", "sanhrong"):
            at = open_page(PAGE, van=4242, luat=variant, lang=lang)
            assert live(at).state.variant == variant
            dealt[variant] = (live(at).state.dealt, live(at).state.noc_start, live(at).state.cai)
        assert dealt["classic"] == dealt["sanhrong"]
