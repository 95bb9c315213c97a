"""A tester's finding (session 18): the rules variant chosen in the sidebar was not remembered — the learner found
the default again at the next visit. Now a learner's own choice is kept with their preferences and comes back at
their next visit (unless the address says ``?luat=``); another learner keeps theirs, and a link's or a page's variant
is not taken for the learner's choice."""
from __future__ import annotations

import pytest

from tests.app.test_learners_pages import add_profile, choose
from tests.apptest_pages import open_page
from words.i18n import language

PAGE = "app_pages/home.py"


def variant(at) -> str:
    return at.sidebar.radio(key="variant").value


def pick(at, v: str):
    at.sidebar.radio(key="variant").set_value(v).run()
    assert not at.exception and variant(at) == v
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_chosen_variant_comes_back_at_the_next_visit_and_only_for_that_learner(db, lang):
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = pick(open_page(PAGE, **extra), "sanhrong")
        again = open_page(PAGE, browser=at, **extra)  # a new visit of the same learner: no ?luat= in the address
        assert variant(again) == "sanhrong" and again.query_params["luat"] == "sanhrong"
        linked = open_page(PAGE, browser=at, luat="classic", **extra)  # the address says
        assert variant(linked) == "classic" and linked.query_params["luat"] == "classic"  # and keeps saying it
        assert variant(open_page(PAGE, browser=at, **extra)) == "sanhrong"  # a link is not the learner's choice
        other = open_page(PAGE, **extra)  # another browser's learner
        assert variant(other) == "classic" and "luat" not in other.query_params


def test_each_learner_of_a_browser_gets_their_own_variant_back(db):
    at = pick(add_profile(open_page(PAGE), "Lan"), "sanhrong")
    pick(add_profile(at, "Minh"), "classic")  # Minh chose classic: his own
    assert variant(choose(at, "Lan")) == "sanhrong" and at.query_params["luat"] == "sanhrong"
    assert variant(choose(at, "Minh")) == "classic" and "luat" not in at.query_params
    assert variant(open_page(PAGE, browser=at)) == "classic"  # the browser's learner is Minh now
    assert variant(choose(open_page(PAGE, browser=at), "Lan")) == "sanhrong"


def test_a_variant_from_a_link_is_not_kept_as_the_learners(db):
    at = add_profile(open_page(PAGE, luat="sanhrong"), "Lan")
    assert variant(at) == "sanhrong"
    assert variant(open_page(PAGE, browser=at)) == "classic"


def test_a_learner_who_never_chose_gets_the_default_not_the_last_learners(db):
    """Tester (session 18): after Lan chose sanhrong, switching to (or adding) a learner who never chose kept Lan's
    sanhrong — and the address's ``luat=sanhrong`` — so he played on her rules."""
    at = pick(add_profile(open_page(PAGE), "Lan"), "sanhrong")
    assert variant(add_profile(at, "Minh")) == "classic" and "luat" not in at.query_params
    assert variant(choose(at, "Lan")) == "sanhrong" and at.query_params["luat"] == "sanhrong"
    assert variant(choose(at, "Minh")) == "classic" and "luat" not in at.query_params
