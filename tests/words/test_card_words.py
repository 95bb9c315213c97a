"""Learner-facing wording: cards are named in words (``Kind.word``),
lower case mid-sentence, never as codes — in cước reasons (chan_core.cuoc),
move descriptions (chan_core.history) and move labels (chan_core.legal).
Expected strings written by hand from the card names of seed 001 §I."""
from __future__ import annotations

import pytest

import words as words_layer

from chan_core.cards import BY_CODE, KINDS, Hand
from chan_core.cuoc import detect
from chan_core.history import parse_event, replay
from chan_core.legal import discard_moves, legal_moves
from chan_core.melds import Meld
from chan_core.options import make_options
from chan_core.win import check_u, make_win
from words import say

CLASSIC = make_options("classic")
H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"


def _reasons(win):
    u = check_u(win)
    assert u.valid, u.reason
    return {k: say(v) for k, v in detect(win, u, CLASSIC).reasons.items()}


@pytest.mark.parametrize("code, word", [("5V", "ngũ vạn"), ("9N", "cửu văn"), ("3S", "tam sách"), ("CC", "chi chi")])
def test_kind_word_is_lower_case_name(code, word):
    assert BY_CODE[code].word == word


def test_every_word_is_lower_case_without_code():
    for k in KINDS:
        assert k.word == k.word.lower() and k.code not in k.word


def test_colour_and_set_reasons_name_cards_in_words():
    # 8 chắn (3V 3S 7N 2V 4V 5N 6S 5V) + cạ 2N 2S, 4N 4S: no red, two tôm.
    r = _reasons(make_win("3V 3V 3S 3S 7N 7N 2V 2V 4V 4V 5N 5N 6S 6S 2N 2S 4N 4S 5V", "5V",
                          source="boc", drawn_by="self"))
    assert r["tom"] == "Tôm ×2: tam vạn – tam sách – thất văn có 2 bộ."
    assert r["bach_dinh"] == "Cả 20 quân đều đen: không có bát vạn, cửu vạn, bát sách, cửu sách hay chi chi."
    assert r["chi"] == "Quân ù ngũ vạn do chính mình bốc từ nọc, nằm ở cửa chì của mình."


def test_four_alike_reasons_name_cards_in_words():
    r = _reasons(make_win("6V 6V 6V 6V 2V 2V 4N 4N 8V 8N 2N 2S 4V 4S 5V", "5N", source="boc", drawn_by="other",
                          melds=[Meld.of("chiu", "7S 7S 7S 7S")]))
    assert r["thien_khai"] == "Thiên khai: trên tay có 4 lục vạn."
    assert r["chiu"] == "Chíu: đã chíu thất sách trong ván."


def test_no_reason_contains_a_card_code():
    r = _reasons(make_win("6V 6V 6V 9V 9V 8S 8S CC CC 8V 8V 2N 2S 4V 4S", "6V", source="danh",
                          melds=[Meld.of("chiu", "7S 7S 7S 7S")], context=["thong", "dia_u"]))
    codes = {k.code for k in KINDS}
    for why in r.values():
        assert not codes & set(why.replace(".", " ").replace(",", " ").split()), why


def test_event_descriptions_are_words_lower_case():
    def said(ev):
        return words_layer.say(parse_event(ev).describe(), "vi")

    assert said({"event": "an", "card": "3S", "with": "3S"}) == "lấy tam sách ăn chắn tam sách"
    assert said({"event": "an", "card": "9N", "with": "9V"}) == "lấy cửu vạn ăn cạ cửu văn"
    assert said({"event": "bo", "card": "9V"}) == "dưới, không ăn cửu vạn"
    assert said({"event": "boc", "card": "CC"}) == "bốc chi chi từ nọc"


def test_move_labels_are_words_without_codes():
    hand = "9V 9V 9V 9N 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V"
    lm = legal_moves(replay(hand, [{"event": "boc", "card": "9V"}]), "9V")
    assert [words_layer.say(o.label, "vi") for o in lm.options] == [
        "Lấy cửu vạn ăn chắn", "Lấy cửu văn ăn cạ", "Chíu cửu vạn", "Dưới (không ăn)", "Ù"]
    labels = [words_layer.say(o.label, "vi") for o in discard_moves(replay(H, []))]
    assert labels[0] == "Đánh nhị vạn" and "Đánh cửu vạn" in labels
