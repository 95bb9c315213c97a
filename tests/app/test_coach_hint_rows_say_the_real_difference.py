"""«Gợi ý» at «Chơi thử» (real-table tester, session 26), in Vietnamese and English:
1. a row level with the one above but for a cạ (both split a chắn) said «nhưng tách cạ» above a reason «Tách chắn thì
   mất một chắn …»: both now say what the tie-break compares — as many chắn split, fewer cạ left;
2. a pass on a card that completes the hand but may not be won on said «ăn không làm bài gần ù hơn» and the ✗ ù row
   «(không còn đường ù)», «Chưa ù được»: both now say the rule (the lỗi engine's fact);
3. the first row pointed to «nước số 3», maybe folded away: it names the move;
4. rows named other rows four ways («nước số 2 ở trên», «nước 2» …): one («nước 2», "move 2");
5. the hint said «Trả cửa tam văn» where the button says «Trả tam văn».
Session 27 (testers), the same deal: «4. … ngang nước 3 về cách ù và tiền» beside 0,2 against 0,3 điểm, while what parts
the two rows, the chance the discard is taken (90% against chi chi's 42%: the money's whole gap), was not named — it is
now; and «bài còn ít cạ hơn» did not say which cạ: the reason names them, card by card."""
from __future__ import annotations

import pytest

from chan_core.game import Action, can_u, judge_action
from chan_core.game.bots import SensibleBot
from learning.coach.advisor import advise, ranking, said_once
from learning.coach.standing import rank_words, row_above
from learning.coach.messages import action_label
from learning.coach.table import Table
from tests.app.test_coach_rank_words import _states
from words import number, say
from words.i18n import language

LANGS = ["vi", "en"]


def _rows(state, monkeypatch) -> list[tuple]:
    """``(move, row markdown)`` of the hint at ``state`` as the page writes them (:func:`ui.table.play.show_advice`)."""
    import contextlib
    import types

    from ui.table import play
    said: list = []
    fake = types.SimpleNamespace(markdown=said.append, caption=lambda *a, **k: None,
                                 container=lambda *a, **k: contextlib.nullcontext())
    monkeypatch.setattr(play, "st", fake)
    monkeypatch.setattr(play, "kept_expander", lambda *a, **k: contextlib.nullcontext())
    advice = advise(state, 0)
    play.show_advice(advice, state)
    rows = [r for r in said if r[:1].isdigit() or r.startswith("✗")]
    places = said_once(ranking(advice))
    assert len(rows) == len(places)
    return list(zip(places, rows))


def _first_decision(seed: int):
    t = Table.deal(4, seed)
    t.run_bots()
    return t.state


@pytest.mark.parametrize(("lang", "more", "why", "wrong"), [
    ("vi", "bài còn ít cạ hơn, dù cùng tách một chắn", "Cùng tách một chắn, nhưng", "Tách chắn thì mất"),
    ("en", "each leaves the hand fewer cạ", "They break a chắn, as the move above does, but", "loses a chắn (an ù")])
def test_a_row_below_for_a_ca_says_so_in_its_heading_and_reason(lang, more, why, wrong, monkeypatch):
    with language(lang):
        rows = [r for p, r in _rows(_first_decision(278519005), monkeypatch) if p.below and p.move.breaks == (1, 1)]
    assert rows, "the tester's deal has a chắn split that also costs a cạ"
    assert all(more in r and why in r and wrong not in r for r in rows), rows


@pytest.mark.parametrize(("lang", "apart", "level"), [
    ("vi", "cùng cách ù với nước 3, nhưng cửa dưới dễ ăn được hơn: 90% so với 42%", "ngang nước"),
    ("en", "the same distance from ù as move 3, but the cửa dưới can take each of them more easily: 90% against 42%",
     "level with move")])
def test_a_row_level_on_the_rule_names_the_figure_that_parts_it_from_the_row_above(lang, apart, level, monkeypatch):
    with language(lang):
        rows = [r.split("  \n")[0] for p, r in _rows(_first_decision(278519005), monkeypatch) if p.below]
    assert rows and all(apart in r and level not in r for r in rows), rows


def test_a_row_said_level_in_money_shows_the_same_money():
    """Every row said «ngang nước k về cách ù và tiền» shows the money of row k as shown (to 0,1)."""
    level = 0
    for st in _states(80):
        places = said_once(ranking(advise(st, 0)))
        for i, p in enumerate(places):
            if "về cách ù và tiền" in rank_words(places, i, st):
                a = row_above(places, i).move
                assert number(p.move.value or 0, 1) == number(a.value or 0, 1), st.position()
                level += 1
    assert level


@pytest.mark.parametrize(("lang", "named"), [
    ("vi", "quân còn lại của chắn với cạ tứ văn – tứ sách, lục vạn – lục sách hoặc nhị vạn – nhị văn thành ba đầu"),
    ("en", "the chắn's other card makes a ba đầu with the cạ tứ văn (4 of văn) – tứ sách (4 of sách), lục vạn (6 of vạn) "
           "– lục sách (6 of sách), or nhị vạn (2 of vạn) – nhị văn (2 of văn)")])
def test_a_row_leaving_fewer_ca_names_them(lang, named, monkeypatch):
    with language(lang):
        rows = [r for p, r in _rows(_first_decision(278519005), monkeypatch) if p.below and p.move.breaks == (1, 1)]
    assert rows and all(named in r.split("  \n")[1] for r in rows), rows


def _barred():
    """The first learner decision of a sensible hand on an offered card that completes his hand but may not be won
    on, with the lỗi engine's fact saying why."""
    me = SensibleBot(0)
    for seed in range(1000, 1100):
        t = Table.deal(4, seed)
        while True:
            t.run_bots()
            s = t.state
            if t.finished or s.phase == "xuong":
                break
            u = next((a for a in t.legal() if a.type == "u"), None)
            if s.phase == "offer" and u and not can_u(s, 0):
                why = next((f["detail"] for f in judge_action(s, u) if f.get("code") == "u_khong_duoc"), None)
                if why is not None:
                    return s, why
            t.learner_move(me.choose(s, 0, t.legal()))
    raise AssertionError("no such decision")


@pytest.mark.parametrize(("lang", "completes", "far"), [("vi", "làm bài ù, nhưng không được ù nó", "không còn đường ù"),
                                                        ("en", "completes the hand, but you may not ù on it",
                                                         "no way left")])
def test_a_card_that_completes_but_may_not_be_won_on_is_said_so(lang, completes, far, monkeypatch):
    state, why = _barred()
    with language(lang):
        rows = _rows(state, monkeypatch)
        rule = say(why)
    u = [r for p, r in rows if p.move.action.type == "u"]
    passes = [r for p, r in rows if p.move.action.type in ("bo", "boc", "duoi")]
    assert u and all(completes in r and rule in r and far not in r for r in u), u
    assert passes and all(completes in r and rule in r for r in passes), passes


@pytest.mark.parametrize(("lang", "named", "number"), [("vi", "đánh chi chi ít bị ăn hơn", "nước số"),
                                                       ("en", "discard chi chi", "move number")])
def test_the_first_row_names_the_safer_move_not_its_number(lang, named, number, monkeypatch):
    with language(lang):
        first = _rows(_first_decision(278519005), monkeypatch)[0][1]
    assert named in first and number not in first, first


@pytest.mark.parametrize(("lang", "other"), [("vi", ("nước số", "ở trên")), ("en", ("move number", " above"))])
def test_rows_name_another_row_one_way(lang, other, monkeypatch):
    with language(lang):
        said = [r.split("  \n")[0] for st in _states(25) for _p, r in _rows(st, monkeypatch)]
    assert said and not [r for r in said if any(o in r for o in other)]


@pytest.mark.parametrize("lang", LANGS)
def test_a_tra_cua_row_says_the_button_s_words(lang):
    from ui.table.play import _  # the page's catalog: the button's tooltip
    state = _first_decision(278519005)
    with language(lang):
        label = action_label(Action(0, "tra_cua", card="3N"), state)
        button = _("Trả {the_card}").format(the_card="tam văn")
    assert label.startswith(button.split("tam văn")[0]) and (lang == "en" or label == "Trả tam văn"), label


def _said(fact_code: str, lang: str, **params) -> str:
    from chan_core.facts import Fact
    with language(lang):
        return say(Fact(fact_code, **params))


@pytest.mark.parametrize(("lang", "gain", "held"), [
    ("vi", "thêm cước chíu khi ù (1 dịch)", "ù với chíu đang có được 3 điểm"),
    ("en", "the cước chíu added when you ù (1 dịch)", "an ù with the chíu held now pays 3 điểm")])
def test_a_chiu_row_says_what_the_chiu_adds(lang, gain, held):
    """It said «được chíu: thêm 1 dịch; 3 điểm của chíu đang có»."""
    line = _said("strategy.stake.line", lang, stakes=(), points=4.0, percent=20, cuoc=(("chiu", 1),), mean=False,
                 extra=1, short=True)
    assert gain in _said("strategy.stake.gain", lang, cuoc="chiu", n=1, dich=1) and held in line, line


@pytest.mark.parametrize(("lang", "likeliest"), [("vi", "quân dễ ù nhất cho thiên khai, ù 6 điểm"),
                                                 ("en", "the likeliest one gives thiên khai, an ù of 6 điểm")])
def test_the_likeliest_win_is_said_with_its_points(lang, likeliest):
    """It said «quân dễ ù nhất cho thiên khai;» where an ù xuông is said «ù xuông 2 điểm»."""
    line = _said("strategy.stake.line", lang, stakes=(), points=5.2, percent=20, cuoc=(("thien_khai", 1),),
                 mean=True, extra=0.3, top=6, short=True)
    assert likeliest in line, line


def test_english_hint_says_the_cua_duoi_once_and_its_glosses_plainly():
    from ui.table.play import FIGURES
    from words.phrases.strategy import danger_words
    from chan_core.rules import load_rules
    with language("en"):
        row, caption = danger_words(42), str(_(FIGURES[0]))
    assert "the next player" not in row and "cửa dưới" in row
    assert "in the nọc, the draw pile, or" not in caption and "nọc (the draw pile)" in caption
    assert load_rules().term("leo").gloss_en.startswith("one each of")


def _(text):
    from ui.table.play import _ as page
    return page(text)
