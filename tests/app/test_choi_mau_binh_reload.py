"""AppTest of «Chơi Mậu binh»: a reload (a new session at the same link) brings back the round in
progress — the same deal (``?seed=``) and the chi filled so far (``?xep=``), in both languages."""
from __future__ import annotations

import pytest

from apptest_pages import chi_rows, open_page, shown
from mau_binh.round import bot_arrangement, deal_round
from words import language


def _link(at) -> dict:
    return {k: (v[-1] if isinstance(v, list) else v) for k, v in at.query_params.items()}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_reload_keeps_the_deal_and_the_chi_so_far(progress_db, lang):
    with language(lang):  # AppTest reads the widgets' labels in this language
        _reload_keeps_the_round(lang)


def _reload_keeps_the_round(lang: str) -> None:
    at = open_page("app_pages/choi_mau_binh.py", lang=lang)
    seed = int(_link(at)["seed"])                       # a fresh round writes its seed into the link
    hand = deal_round(seed)[0]
    arr = bot_arrangement(hand, "hop_ly")
    rows = chi_rows(at, f"cm_chi_{seed}")
    rows["front"].set_value([c.code for c in arr.front])
    at.run()
    rows = chi_rows(at, f"cm_chi_{seed}")
    rows["back"].set_value([c.code for c in arr.back[:2]])
    at.run()
    link = _link(at)
    assert link["seed"] == str(seed) and "xep" in link

    again = open_page("app_pages/choi_mau_binh.py", **link)  # the reload
    assert _link(again)["seed"] == str(seed)
    again_rows = chi_rows(again, f"cm_chi_{seed}")
    assert sorted(again_rows["front"].value) == sorted(c.code for c in arr.front)
    assert again_rows["middle"].value == []
    assert sorted(again_rows["back"].value) == sorted(c.code for c in arr.back[:2])
    caption = "Round {seed}" if lang == "en" else "Ván số {seed}"
    assert any(caption.format(seed=seed) in c.value for c in again.caption)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_new_round_and_a_bad_link_start_with_empty_chi(progress_db, lang):
    hand = deal_round(77)[0]
    # a card twice, a card not in this hand and a cut code: the whole link is dropped, never half applied
    stranger = next(c for c in deal_round(77)[1])
    xep = f"{hand[0].code}{hand[0].code}{stranger.code}.{hand[1].code}Z.{hand[2].code}"
    with language(lang):  # AppTest reads the widgets' labels in this language
        at = open_page("app_pages/choi_mau_binh.py", seed=77, xep=xep, lang=lang)
        assert all(r.value == [] for r in chi_rows(at, "cm_chi_77").values())
        (note,) = [shown(w.value) for w in at.warning if f"«xep={xep}»" in shown(w.value)]  # said literally
        ignored = "so it leaves it out" if lang == "en" else "nên trang bỏ qua nó"
        assert note.endswith(ignored + ".") and "xep" not in _link(at), note
        at.button(key="cm_new").click().run()
    assert not at.exception
    link = _link(at)
    assert link["seed"] != "77" and "xep" not in link
    assert all(r.value == [] for r in chi_rows(at, f"cm_chi_{link['seed']}").values())


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_link_with_too_many_cards_in_a_chi_is_dropped_whole(progress_db, lang):
    """A tester's `?xep=JdJhTd8s.6c5d` put four cards in chi đầu (3 cards): the link is refused whole."""
    hand = deal_round(77)[0]
    xep = "".join(c.code for c in hand[:4]) + "." + "".join(c.code for c in hand[4:6])
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=77, xep=xep, lang=lang)
        assert all(r.value == [] for r in chi_rows(at, "cm_chi_77").values())
        assert [w for w in at.warning if f"«xep={xep}»" in shown(w.value)] and "xep" not in _link(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_learner_added_in_this_browser_gets_a_round_of_his_own(progress_db, lang):
    """Tester: learner 1 arranges round N (the address says ``?seed=N&xep=…``), adds «Dan» in the sidebar — and Dan
    was dealt round N, cards learner 1 had seen, with learner 1's chi. Dan gets a round of his own, chi empty; a
    link Dan opens himself still deals its round."""
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=4242, lang=lang)
        arr = bot_arrangement(deal_round(4242)[0], "hop_ly")
        chi_rows(at, "cm_chi_4242")["front"].set_value([c.code for c in arr.front])
        at.run()
        assert "xep" in _link(at)
        at.sidebar.text_input(key="hoc_chan__new_name").set_value("Dan")
        at.sidebar.button(key="hoc_chan__add").click().run()
        assert not at.exception, [e.value for e in at.exception]
        seed = _link(at)["seed"]
        assert seed != "4242" and "xep" not in _link(at)
        assert all(r.value == [] for r in chi_rows(at, f"cm_chi_{seed}").values())
        link = open_page("app_pages/choi_mau_binh.py", browser=at, seed=4243, lang=lang)  # a link Dan opens himself
        assert _link(link)["seed"] == "4243"
