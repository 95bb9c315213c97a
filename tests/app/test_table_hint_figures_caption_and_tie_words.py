"""«Gợi ý» at «Chơi thử» (real-table tester, session 25): the caption that explains «lá có ích» and «cửa dưới» came
after all the rows, where a newcomer has already read them, and spoke of the cửa dưới's chance on an eat or draw
decision whose rows show none; in English a row «as far from ù as move 2» read as a distance compared, and a first
row tied only within itself (several cards said in one row) carried a bare «tied». The caption is now above the rows,
without the cửa dưới where no row shows its chance; «the same distance from ù as move 2»; such a row says «either
card»."""
from __future__ import annotations

import pytest

from chan_core import from_position
from learning.coach.advisor import advise, ranking, said_once
from learning.coach.standing import rank_words
from tests.app.test_coach_chan_split_within_noise import CLOSE
from tests.app.test_coach_rank_words import _states
from tests.app.test_page_choi_thu import click, live, reach, situation
from words.i18n import language


def _said(node, out: list) -> list:
    """``(kind, text)`` of every markdown and caption under ``node``, in the page's order."""
    if getattr(node, "type", None) in ("markdown", "caption"):
        out.append((node.type, node.value))
    for child in getattr(node, "children", {}).values():
        _said(child, out)
    return out


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("phase", ["danh", "offer"])
def test_the_figures_caption_is_above_the_rows_and_names_only_what_they_show(lang, phase):
    seed, moves, _ = situation(lambda t, a: t.state.phase == phase and t.learner_to_act and not t.state.bao)
    with language(lang):
        at = reach(seed, moves, **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ct_hint").click().run()
    assert not at.exception
    said = _said(at.main, [])
    useful = {"vi": "**lá có ích**", "en": "**useful cards**"}[lang]
    first_row = next(i for i, (kind, text) in enumerate(said) if kind == "markdown" and text.startswith("1\\."))
    where = [i for i, (kind, text) in enumerate(said) if kind == "caption" and useful in text]
    assert len(where) == 1 and where[0] < first_row, said  # once, before the first row
    cua_duoi = "cửa dưới" in said[where[0]][1]
    rows = " ".join(text for kind, text in said[first_row:] if kind == "markdown")
    assert cua_duoi == (phase == "danh") == ({"vi": "khả năng cửa dưới ăn", "en": "chance the cửa dưới can take"}[
        lang] in rows), said[where[0]]


def test_english_says_the_same_distance_from_u_never_as_far_from_u():
    seen = 0
    for st in _states(80):
        places = said_once(ranking(advise(st, 0)))
        with language("en"):
            for i in range(len(places)):
                said = rank_words(places, i, st)
                assert "as far from ù" not in said, said
                seen += "the same distance from ù" in said
    assert seen > 5


@pytest.mark.parametrize(("lang", "badge"), [("vi", ":gray-badge[cùng hạng: đánh quân nào cũng được]"),
                                             ("en", ":gray-badge[tied: either card]")])
def test_a_row_tied_only_within_itself_says_either_card(lang, badge):
    """The row «Đánh tứ văn hoặc thất văn» of the CLOSE hand, as the first of its number with no tie below it."""
    from ui.table.play import advice_line

    st = from_position(CLOSE)
    row = next(p for p in said_once(ranking(advise(st, 0))) if p.tied and len(p.also) == 1)
    with language(lang):
        line = advice_line(row, st, "", ties=0).split("  \n")[0]
    assert badge in line and line.count("badge[") == 2, line  # «Nên đi» and this, no bare «tied»


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_decision_with_one_move_shows_no_ranking_legend(lang):
    """Tester (session 25), on a phone: a decision whose only move was «Dưới» showed one row and then the whole legend
    of how moves are ranked (about 550 px); with one move nothing is ranked, the legend is left out (it stays with two)."""
    legend = {"vi": "Các nước xếp theo thứ tự này", "en": "How the moves are ranked"}[lang]
    for count in (1, 2):
        seed, moves, _ = situation(lambda t, a: t.learner_to_act and not t.state.bao and len(t.legal()) == count)
        with language(lang):
            at = reach(seed, moves, **({"lang": "en"} if lang == "en" else {}))
            at.button(key="ct_hint").click().run()
        assert not at.exception
        shown = any(legend.lower() in text.lower() for kind, text in _said(at.main, []) if kind == "caption")
        assert shown == (count > 1), (count, seed, moves)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hint_left_open_in_kem_cap_shows_no_legend_at_a_one_move_decision(lang):
    """Tester (session 26): the same in Kèm cặp, where the hint asked for at one decision stays open at the next ones —
    there, at a decision with one move alone, no legend either (and it is back at the next decision with two)."""
    legend = {"vi": "Các nước xếp theo thứ tự này", "en": "How the moves are ranked"}[lang]
    seed, moves, _ = situation(lambda t, a: t.learner_to_act and not t.state.bao and len(t.legal()) == 1
                               and len(t.timeline) > 0)
    with language(lang):
        at = reach(seed, moves[:-1], **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ct_hint").click().run()  # asked for at the decision before, in Kèm cặp (the page's default)
        assert any(legend.lower() in text.lower() for kind, text in _said(at.main, []) if kind == "caption")
        at = click(at, live(at), moves[-1])
    assert len(live(at).legal()) == 1
    said = _said(at.main, [])
    assert any(text.startswith("1\\.") for kind, text in said if kind == "markdown"), said  # the hint is open
    assert not any(legend.lower() in text.lower() for kind, text in said if kind == "caption"), said
