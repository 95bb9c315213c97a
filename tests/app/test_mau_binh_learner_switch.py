"""AppTest: the Mậu binh round of each learner survives a learner switch in the sidebar (two learners, one browser).

A switch drops ``?seed=``/``?xep=`` from the address (``ui.learner.HAND_PARAMS``: the next learner is never dealt the
last one's round), and switching back reopens the learner's own round not settled yet, with the cards he had placed
(``learning.mau_binh_rounds.open_round``): «Chơi Mậu binh» and «Xếp binh». «Xếp binh» also keeps the cards placed
over a reload (``?xep=``, as «Chơi Mậu binh»); a deal answered wrong still comes back as a review on «Ván mới»."""
from __future__ import annotations

import pytest

from apptest_pages import chi_rows, open_page
from learning.progress import ProgressStore
from mau_binh.drill import deal_hand
from mau_binh.round import bot_arrangement, deal_round
from tests.app.test_xep_binh_counters import lung
from words import language

K = "hoc_chan__"
PAGES = {"app_pages/choi_mau_binh.py": "cm_", "app_pages/xep_binh.py": "xb_"}
FIRST = {"vi": "Người học 1", "en": "Learner 1"}


def _link(at) -> dict:
    return {k: (v[-1] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def _run(at) -> None:
    at.run()
    assert not at.exception, [e.value for e in at.exception]


def _choose(at, name: str) -> None:
    box = at.sidebar.selectbox(key=K + "choose")
    box.select_index(box.options.index(name))
    _run(at)


def _place_some(at, prefix: str, seed: int) -> dict:
    """Put chi đầu and two cards of chi cuối of a sensible arrangement of deal ``seed``; the codes placed by chi."""
    arr = bot_arrangement(deal_round(seed)[0] if prefix == "cm_" else deal_hand(seed), "hop_ly")
    placed = {"front": [c.code for c in arr.front], "middle": [], "back": [c.code for c in arr.back[:2]]}
    for chi in ("front", "back"):
        chi_rows(at, f"{prefix}chi_{seed}")[chi].set_value(placed[chi])
        _run(at)
    return placed


def _placed(at, prefix: str, seed: int) -> dict:
    return {c: sorted(r.value) for c, r in chi_rows(at, f"{prefix}chi_{seed}").items()}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page", list(PAGES))
def test_switching_back_reopens_the_learners_own_round_with_his_cards(progress_db, page, lang):
    """Tester: every switch dealt learner 1 a new round and the cards he had placed were gone."""
    prefix = PAGES[page]
    with language(lang):  # AppTest reads the widgets' labels in this language
        at = open_page(page, seed=4321, lang=lang)
        placed = _place_some(at, prefix, 4321)
        at.sidebar.text_input(key=K + "new_name").set_value("Minh")
        at.sidebar.button(key=K + "add").click()
        _run(at)
        minh = int(_link(at)["seed"])  # Minh: a round of his own, nothing placed
        assert minh != 4321 and "xep" not in _link(at)
        assert all(not r.value for r in chi_rows(at, f"{prefix}chi_{minh}").values())
        _choose(at, FIRST[lang])
        assert _link(at)["seed"] == "4321"
        assert _placed(at, prefix, 4321) == {c: sorted(v) for c, v in placed.items()}
        _choose(at, "Minh")  # and Minh's own round comes back to him
        assert _link(at)["seed"] == str(minh) and "xep" not in _link(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xep_binh_reload_keeps_the_cards_placed(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/xep_binh.py", seed=4321, lang=lang)
        placed = _place_some(at, "xb_", 4321)
        link = _link(at)
        assert "xep" in link
        again = open_page("app_pages/xep_binh.py", browser=at, **link)  # the reload
        assert _placed(again, "xb_", 4321) == {c: sorted(v) for c, v in placed.items()}
        again.button(key="xb_new").click()
        _run(again)  # «Ván mới»: a new deal, nothing placed (the old deal's cards are not carried over)
        assert "xep" not in _link(again) and not again.warning


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xep_binh_deals_a_deal_answered_wrong_again_once_a_visit_as_a_review(db, lang):
    """A deal graded wrong comes back on «Ván mới» as a review, said as one, once in a visit (tester: two skipped
    wrong deals alternated on every «Ván mới»); answered again it would count as a second attempt."""
    with language(lang):
        at = open_page("app_pages/xep_binh.py", seed=31, lang=lang)
    for chi in ("front", "middle", "back"):  # a lủng arrangement: wrong
        chi_rows(at, "xb_chi_31")[chi].set_value([c.code for c in lung(31).chi(chi)])
    _run(at)
    at.button(key="xb_grade").click()
    _run(at)
    dealt, said = [], []
    for _new in range(5):
        at.button(key="xb_new").click()
        _run(at)
        dealt.append(_link(at)["seed"])
        said.append(" ".join(c.value for c in at.caption))
    assert dealt.count("31") == 1 and dealt[0] != "31"  # never the deal just graded; it comes back once
    review = {"vi": "ôn lại: lần trước bạn xếp ván này chưa đạt", "en": "review"}[lang]
    assert [review in s for s in said] == [d == "31" for d in dealt]
    assert [a["correct"] for a in ProgressStore(db).attempts("xep_binh")] == [False]
