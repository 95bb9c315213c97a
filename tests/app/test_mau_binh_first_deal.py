"""«Xếp binh» and «Chơi Mậu binh» deal at random, as a real table does (a tester's report, session 17: «every new
learner's first deal is the same»): fresh browsers (the first one on a fresh install is handed «Người học 1», the
others have no learner yet) and the learners they add each get a first deal of their own; a link ``?seed=`` still
opens exactly its deal, and a new tab of the same browser keeps the learner's unsettled round."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page

PAGES = ["app_pages/xep_binh.py", "app_pages/choi_mau_binh.py"]


def seed_of(at) -> str:
    assert not at.exception, [e.value for e in at.exception]
    return at.query_params["seed"][-1] if isinstance(at.query_params["seed"], list) else at.query_params["seed"]


def add_learner(at, name: str) -> str:
    """«Thêm người học» ``name`` in the sidebar; the seed of the deal the page then shows."""
    at.sidebar.text_input(key="hoc_chan__new_name").set_value(name)
    at.sidebar.button(key="hoc_chan__add").click().run()
    return seed_of(at)


@pytest.mark.parametrize("page", PAGES)
def test_new_browsers_and_new_learners_get_first_deals_of_their_own(progress_db, page):
    browsers = [open_page(page) for _n in range(3)]
    firsts = [seed_of(at) for at in browsers]
    added = [add_learner(at, "Lan") for at in browsers]  # a learner of the same name in each browser
    assert len(set(firsts + added)) == 6, (firsts, added)


@pytest.mark.parametrize("page", PAGES)
def test_a_link_wins_and_a_new_tab_keeps_the_round(progress_db, page):
    first = open_page(page)  # a fresh install: this browser is handed «Người học 1», the deal kept as his
    assert seed_of(open_page(page, browser=first)) == seed_of(first)  # another tab, no link: his unsettled round
    assert seed_of(open_page(page, browser=first, seed=4242)) == "4242"  # a shared link opens its deal
    assert seed_of(open_page(page, seed=4243)) == "4243"  # in a fresh browser too
