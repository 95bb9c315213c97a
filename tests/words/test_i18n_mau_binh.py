"""Mậu binh in English (issue 15): the engine's explanations and errors (facts since issue 23,
said by :mod:`words.phrases.mau_binh`) and the three pages «Luật Mậu binh», «Kiểm tra binh»,
«Xếp binh» (domain ``hoc_chan``).

In English the game's words stay Vietnamese (chi đầu, binh lủng, mậu binh, the category,
special-hand and suit names — :mod:`tests.english_check` knows them); everything else is
English (:func:`tests.english_check.vietnamese_leaks` finds no other Vietnamese word). The
Vietnamese output is unchanged: the sentences below are the ones the engine gave before issue 15.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from apptest_pages import open_page, page_texts, set_chi, shown
from chan_core.errors import ChanError
from words.i18n import language
from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card
from mau_binh.chi import chi_value, why_compare
from mau_binh.options import make_options
from mau_binh.scoring import settle
from mau_binh.cards import DECK, deal, parse_cards, read_hand
from mau_binh.drill import deal_hand, grade
from mau_binh.rules import load_rules
from mau_binh.solver import solve
from mau_binh_ranked import specials_in, top_arrangements
from tests.english_check import vietnamese_leaks
from words import say, say_all
from words.phrases.mau_binh import card_said, cards_said, num

LUNG_KIND = "Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"
LUNG_ODD = "Kh Kc Ad / Ks Kd Qc 3s 2c / 9s 9h 9d 5c 5d"
LEARNER = ("Người học 1",)


def leaks(*texts: str) -> list[str]:
    return vietnamese_leaks([("mau_binh", "text", t) for t in texts])


def en(fn, *args, **kwargs):
    with language("en"):
        return fn(*args, **kwargs)


def message(fn, lang: str) -> tuple[str, str | None]:
    """The ChanError ``fn()`` raises in ``lang``: (message, field)."""
    with pytest.raises(ChanError) as got:
        fn()
    return say(got.value, lang), got.value.field


# ---------------------------------------------------------------- engine: explanations
def test_mb_en_lung_reason_is_english_and_vietnamese_unchanged():
    chk = Arrangement.parse(LUNG_KIND)
    assert say(chk.reason) == ("Binh lủng: chi đầu lớn hơn chi giữa. Xám K hơn xám 7 (lẻ 3, 2): "
                          "cùng loại xám chi, bộ ba K hơn 7.")
    english = say(chk.reason, "en")  # the same facts said in English: nothing judged again
    assert english == ("Binh lủng (a foul): chi đầu is higher than chi giữa. Xám K beats xám 7 (kickers 3, 2): "
                       "both are xám chi (three of a kind), and the three K beats 7.")
    odd = say(Arrangement.parse(LUNG_ODD).reason, "en")
    assert "the kicker (the odd card) A beats Q" in odd and leaks(odd) == []
    ok = Arrangement.parse("Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    assert say(ok.reason) == "Xếp đúng thứ tự: chi đầu ≤ chi giữa ≤ chi cuối, không lủng."
    assert say(ok.reason, "en") == "In the right order: chi đầu ≤ chi giữa ≤ chi cuối, not lủng."


def test_mb_en_every_category_described_compared_and_labelled():
    """Each category's example against every other's (and against itself): English with the
    Vietnamese category name kept, the label glossed; the Vietnamese untouched."""
    cats = load_rules().categories
    values = [chi_value(c.example) for c in cats]
    for cat, v in zip(cats, values):
        d_vi, d_en = say(v.describe()), say(v.describe(), "en")
        first = cat.name.split()[0].lower()
        assert d_vi.startswith(first) and d_en.startswith(first), (d_vi, d_en)
        label = say(v.label(), "en")
        assert label.endswith(f" · {cat.gloss_en}") and say(v.label()) == d_vi[:1].upper() + d_vi[1:]
        assert leaks(d_en, label) == []
    for a in values:
        for b in values:
            vi, english = say(why_compare(a, b)), say(why_compare(a, b), "en")
            assert vi != english and english.endswith(".") and english[:1].isupper()
            assert (" hơn " in vi) != (" bằng nhau" in vi)
            assert leaks(english) == [], english


def test_mb_en_same_category_tie_breaks_name_the_deciding_card():
    pairs = [
        ("Kh Kc Ad 3s 2c", "Ks Kd Qc 9d 5d", "both are đôi (one pair), and the kicker (the odd card) A beats Q."),
        ("9s 9h 9d 9c 4h", "8s 8h 8d 8c Ah", "both are tứ quý (four of a kind), and the four 9 beats 8."),
        ("2h 2d 5s 5h 6c", "2s 2c 4s 4h Ac", "both are thú (two pair), and the higher pair 5 beats 4."),
        ("2h 7h 9h Jh Kh", "2d 7d 8d Jd Kd", "both are thùng (flush), and card number 3 from the top 9 beats 8."),
        ("Ks Kd 4c", "Kh Kc 4d 3s 2c", "every card that can be compared is equal, and the 5-card chi has kickers (odd cards)"),
        ("9s Ts Jh Qd Kc", "9h Td Jc Qs Ks", "are equal: a tie (suits never decide)."),
    ]
    for a, b, want in pairs:
        english = say(why_compare(chi_value(a), chi_value(b)), "en")
        assert want in english and leaks(english) == [], english


def test_mb_en_numbers_cards_and_words():
    assert num(0.4213) == "+0,42" and num(-3) == "−3,00"
    assert en(num, 0.4213) == "+0.42" and en(num, -3, sign=False) == "−3.00"
    c = Card("As")
    assert card_said(c) == c.word == "át bích" and en(card_said, c) == "ace of spades"
    assert en(card_said, Card("10h")) == "10 of hearts" and en(card_said, "Qd") == "queen of diamonds"
    assert cards_said(parse_cards("As Kh")) == "át bích, K cơ" and en(cards_said, parse_cards("As Kh")) == "A♠, K♥"


def test_mb_en_grade_lines_right_worse_lung_and_special():
    seen = []
    for seed in (4242, 4243, 7, 31):
        hand = deal_hand(seed)
        best = solve(hand).arrangement
        lung = Arrangement(best.back[:3], best.middle, list(best.back[3:]) + list(best.front))
        worse = top_arrangements(hand, 20)[-1][1]
        for arr in (best, lung, worse):
            g = grade(hand, arr)
            assert en(grade, hand, arr) == g  # the same facts whatever the language
            lines = say_all(g.lines, "en")
            assert len(lines) == len(g.lines) and leaks(*lines) == []
            seen += lines
    text = "\n".join(seen)
    assert "Exactly as the computer arranged it: on average" in text
    assert "A binh lủng loses all 3 chi to every opponent who is not lủng" in text and "(−3.00 per opponent)" in text
    assert "Your arrangement averages" in text
    six_pairs = "3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d"
    g = grade(six_pairs, solve(six_pairs).arrangement)
    lines = say_all(g.lines, "en")
    assert lines[0].startswith("This hand is the mậu binh «Sáu đôi»: 6 pairs: a pair of 3s, a pair of 6s") and leaks(*lines) == []
    assert say(g.lines[0]).startswith("Bài này là mậu binh «Sáu đôi»: 6 đôi: đôi 3")


def test_mb_en_special_hand_details():
    for sp in load_rules().specials:
        for found in specials_in(sp.example):
            assert leaks(say(found.detail, "en")) == [], found.detail
    assert [say(m.detail) for m in specials_in("2h 2d 5h 5d 9h 9d Jh Qh Kd Ad 3h 7d 4c")][0] == \
        "12 lá đỏ và 1 lá đen (4 chuồn)."
    assert say(specials_in("2h 2d 5h 5d 9h 9d Jh Qh Kd Ad 3h 7d 4c")[0].detail, "en") == \
        "12 red cards and 1 black one (4 of clubs)."


def test_mb_en_settle_lines_with_lung_bonuses_sap_ham_and_specials():
    table = [Arrangement.parse("Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"),
             Arrangement.parse("Qs 9d 5c / 2h 2d 5s 5h 6c / 9s Ts Js Qh Kh"),
             Arrangement.parse("Ah Ac Tc / Ad Kc Qd Jh 4s / 6h 6d 6s 3d 3h")]
    opts = make_options(sap_ham=True, bonuses=["cu_lu_chi_giua", "xam_chi_dau"])
    for o in (None, opts):
        vi, english = settle(table, o), en(settle, table, o)
        assert vi.points == english.points
        lines = [say(ln, "en") for d in english.duels for ln in d.lines]
        assert lines and leaks(*lines) == []
    lines = " ".join(say(ln, "en") for d in settle(table, opts).duels for ln in d.lines)
    assert "Player 3 is binh lủng, so loses all 3 chi to player 1." in lines
    assert "Sập hầm: player 1 won all 3 chi against player 2, so the points are doubled." in lines
    vi_lines = " ".join(say(ln) for d in settle(table).duels for ln in d.lines)
    assert "Chi đầu: người 1 thắng (đôi K (lẻ 4) hơn rác Q, 9, 5), 1 điểm." in vi_lines
    black = Arrangement.parse("2s 2c 5s / 5c 9s 9c Js Qs / Kc Ac 3s 7c 4s")
    red = Arrangement.parse("3h 3d 6h / 6d 8h 8d Th Td / Qh Qd Ah Ad 8c")
    english = " ".join(say_all(settle([black, red]).duels[0].lines, "en"))
    assert english == ("Player 1 has the mậu binh «Mười ba lá cùng màu», higher than «Mười hai lá cùng màu», "
                       "so wins 3 points without comparing chi.")
    assert say(settle([black, red]).duels[0].lines[0]).startswith("Người 1 có mậu binh «Mười ba lá cùng màu» lớn hơn")


# ---------------------------------------------------------------- engine: errors
A = "Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"
BAD_INPUTS = {
    "card": lambda: Card("xx"),
    "two cards": lambda: Card("As Kd"),
    "rank": lambda: Card.of(15, "s"),
    "token": lambda: parse_cards("As Zz"),
    "not a card": lambda: parse_cards(["As", 3]),
    "not cards": lambda: parse_cards(5),
    "count": lambda: read_hand("As Kd"),
    "twice": lambda: read_hand("As As Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d"),
    "parts": lambda: Arrangement.parse("As Kd"),
    "not text": lambda: Arrangement.parse(5),
    "chi size": lambda: Arrangement("As Kd", "2s 3s 4s 5s 6s", "7s 8s 9s Ts Js"),
    "twice in chi": lambda: Arrangement("As Kd Qd", "As 3s 4s 5s 6s", "7s 8s 9s Ts Js"),
    "missing field": lambda: Arrangement.of({"front": "As"}),
    "not a table": lambda: Arrangement.of(3),
    "chi count": lambda: chi_value("As Kd"),
    "chi twice": lambda: chi_value("As As Kd"),
    "players": lambda: deal(7),
    "bool": lambda: make_options(sap_ham=3),
    "int": lambda: make_options(special_points="x"),
    "range": lambda: make_options(special_points=1000),
    "choice": lambda: make_options(special_ranking="x"),
    "list item": lambda: make_options(bonuses=["zz"]),
    "list": lambda: make_options(bonuses=3),
    "unknown option": lambda: make_options(foo=1),
    "near option": lambda: make_options(sap_hm=True),
    "options": lambda: make_options(5),
    "table size": lambda: settle([1]),
    "player": lambda: settle([Arrangement.parse(A), 3]),
    "shared card": lambda: settle([Arrangement.parse(A), Arrangement.parse(A)]),
    "not dealt": lambda: grade(deal_hand(1), Arrangement.parse(A)),
    "grade": lambda: grade(deal_hand(1), 3),
    "solve options": lambda: solve(deal_hand(1), 3),
    "category": lambda: load_rules().category("x"),
    "special": lambda: load_rules().special("x"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_mb_en_every_error_is_english_with_the_same_field(case):
    vi, vi_field = message(BAD_INPUTS[case], "vi")
    english, en_field = message(BAD_INPUTS[case], "en")
    assert english != vi and vi_field == en_field
    assert leaks(english) == [], english
    assert "Traceback" not in english and "Error" not in english


def test_mb_en_errors_name_what_is_wrong():
    assert message(BAD_INPUTS["twice in chi"], "en")[0] == \
        "The three chi have the ace of spades (A♠) twice, but the deck has only one of it."
    assert message(BAD_INPUTS["twice in chi"], "vi")[0] == \
        "Lá át bích (A♠) có hai lần trong ba chi, nhưng bộ bài chỉ có một lá như thế."
    assert message(BAD_INPUTS["chi size"], "en") == ("Chi đầu needs exactly 3 cards; here it has 2.", "front")
    assert message(BAD_INPUTS["parts"], "en")[0].endswith("here it has 1 part.")
    assert message(BAD_INPUTS["near option"], "en")[0] == \
        "There is no field «sap_hm» in the Mậu binh options: did you mean «sap_ham»?"


# ---------------------------------------------------------------- engine: any hand (property)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.permutations(range(52)))
def test_mb_en_any_hand_any_cut_reads_in_english(order):
    """Any 13 cards cut 3 + 5 + 5 in any way: the order check, the grade and the duel against
    the solver's arrangement of another hand read in English (no Vietnamese word left), with
    the same numbers as in Vietnamese."""
    cards = [DECK[i] for i in order[:13]]
    arr = Arrangement(cards[:3], cards[3:8], cards[8:13])
    other = solve([DECK[i] for i in order[13:26]]).arrangement
    with language("en"):
        chk, g, s = arr, grade(cards, arr), settle([arr, other])
        texts = say_all([chk.reason, *g.lines, *(ln for d in s.duels for ln in d.lines),
                         *(v.label() for v in chk.values)])
    assert leaks(*texts) == [], texts
    assert settle([arr, other]).points == s.points and grade(cards, arr).lost == pytest.approx(g.lost, abs=1e-9)


# ---------------------------------------------------------------- pages in English
def _all_text(at) -> str:
    return "\n".join(t for _k, _f, t in page_texts(at))


def test_mb_page_checker_in_english_shows_a_checked_arrangement(progress_db):
    with language("en"):
        at = open_page("app_pages/kiem_tra_binh.py", lang="en")
        text = _all_text(at)
        assert "In the right order: chi đầu ≤ chi giữa ≤ chi cuối, not lủng." in text
        assert "Đôi K (kicker 4) · one pair" in text and "points** per opponent" in text
        at.text_input(key="kt_text").set_value(LUNG_KIND).run()
        errors = [e.value for e in at.error]
        assert any(e.startswith("Binh lủng (a foul): chi đầu is higher than chi giữa.") for e in errors), errors
        text = _all_text(at)
        assert "−3.00 points" in text and "all 3 chi lost" in text
        assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []


def test_mb_page_checker_in_english_bad_input(progress_db):
    with language("en"):
        at = open_page("app_pages/kiem_tra_binh.py", lang="en")
        at.text_input(key="kt_text").set_value("As Kh Qd A bích").run()
        errors = [shown(e.value) for e in at.error]
        assert any("This box has the ace of spades (A♠) twice" in e for e in errors), errors
        at.text_input(key="kt_text").set_value("As Kh Qd").run()
        assert any("Mậu binh needs exactly 13 cards; this box has 3." in i.value for i in at.info)
        at.text_input(key="kt_text").set_value("3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d").run()
        assert any(s.value.startswith("**Mậu binh: Sáu đôi (six pairs).** 6 pairs:") for s in at.success)
        assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []


@pytest.mark.parametrize("how", ["best", "lung"])
def test_mb_page_drill_graded_round_in_english(progress_db, how):
    seed = 4243
    hand = deal_hand(seed)
    best = solve(hand).arrangement
    arr = best if how == "best" else Arrangement(best.back[:3], best.middle, list(best.back[3:]) + list(best.front))
    with language("en"):
        want = grade(hand, arr)
        at = open_page("app_pages/xep_binh.py", lang="en", seed=seed)
        set_chi(at, arr)
        at.button(key="xb_grade").click().run()
        assert not at.exception
        text = _all_text(at)
        assert "Result" in [s.value for s in at.subheader]
        for line in say_all(want.lines):
            assert line in text, line
        if how == "best":
            assert any(s.value == "Pass: arranged exactly as the computer did." for s in at.success)
        else:
            assert any(e.value == "Binh lủng (a foul) — all 3 chi lost." for e in at.error)
        assert "**Done:** 1 round," in text
        assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []
    att = progress_db.get_store().attempts("xep_binh")
    assert [(a["item_id"], a["correct"]) for a in att] == [(f"ván {seed}", want.correct)]


def test_mb_page_drill_switching_language_words_the_grade_again(progress_db):
    seed = 4242
    hand = deal_hand(seed)
    arr = solve(hand).arrangement
    at = open_page("app_pages/xep_binh.py", seed=seed)
    set_chi(at, arr)
    at.button(key="xb_grade").click().run()
    assert "Đúng như cách máy xếp" in _all_text(at)
    # the sidebar switch (the widgets of the Vietnamese run are sent back as they were shown)
    at.button_group(key="lang").set_value("en").run()
    assert not at.exception and at.session_state["lang"] == "en"
    text = _all_text(at)
    assert say(grade(hand, arr).lines[-1], "en") in text and "Đúng như cách máy xếp" not in text
    assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []
    assert len(progress_db.get_store().attempts("xep_binh")) == 1  # said again, not graded again
