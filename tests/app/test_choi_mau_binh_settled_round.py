"""Tester (session 17), «Chơi Mậu binh»: a round finished and revealed came back unplayed in a new tab (or after the
browser was closed and reopened as the same learner); revealed again it was saved a second time, inflating «Ván đã
chơi» and «Tiến độ». A revealed round is never reopened for arranging: a new visit deals a new round, a link to it
shows it settled; «Chơi lại ván này» is an explicit new play."""
from __future__ import annotations

import pytest

from tests.apptest_pages import chi_rows, open_page
from mau_binh.round import bot_arrangement, deal_round
from words import language

PAGE = "app_pages/choi_mau_binh.py"
K = "hoc_chan__"


def _link(at) -> dict:
    return {k: (v[-1] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def _run(at) -> None:
    at.run()
    assert not at.exception, [e.value for e in at.exception]


def _arrange_and_reveal(at, seed: int) -> None:
    arr = bot_arrangement(deal_round(seed)[0], "hop_ly")
    for chi in ("front", "middle", "back"):
        chi_rows(at, f"cm_chi_{seed}")[chi].set_value([c.code for c in arr.chi(chi)])
        _run(at)
    at.button(key="cm_reveal").click()
    _run(at)


def _rounds_listed(at, seed: int) -> int:
    return sum(m.value.startswith((f"Ván số {seed}:", f"Round {seed}:")) for m in at.markdown)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_revealed_round_is_never_dealt_again_to_arrange(progress_db, lang):
    with language(lang):  # AppTest reads the widgets' labels in this language
        at = open_page(PAGE, lang=lang)
        at.sidebar.text_input(key=K + "new_name").set_value("Minh")  # a learner who exists before he arranges
        at.sidebar.button(key=K + "add").click()
        _run(at)
        seed = int(_link(at)["seed"])
        _arrange_and_reveal(at, seed)
        assert _rounds_listed(at, seed) == 1 and not chi_rows(at, f"cm_chi_{seed}")
        fresh = open_page(PAGE, browser=at, lang=lang)  # a new tab, or the browser closed and opened again
        assert _link(fresh)["seed"] != str(seed) and "xep" not in _link(fresh)
        assert _rounds_listed(fresh, seed) == 1
        again = open_page(PAGE, browser=at, **{**_link(at), "lang": lang})  # the round's own link (a reload)
        assert not chi_rows(again, f"cm_chi_{seed}"), "the settled round was dealt again to arrange"
        assert not [b for b in again.button if b.key == "cm_reveal"] and _rounds_listed(again, seed) == 1
        again.button(key="cm_again").click()  # «Chơi lại ván này»: an explicit new play, counted once more
        _run(again)
        _arrange_and_reveal(again, seed)
        assert _rounds_listed(again, seed) == 2
        assert _link(open_page(PAGE, browser=at, lang=lang))["seed"] != str(seed)
