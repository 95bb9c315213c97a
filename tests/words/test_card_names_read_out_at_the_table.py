"""Tester (English only): the practice table, its coach and the drills named cards without English («Ăn — take tam
vạn as a cạ with tam văn», «take cửu sách as a chắn, then discard bát vạn», «có tôm (one each of tam vạn, …)»)
while lessons gloss them («ngũ văn (5 of văn)»). Now every place a card name is put into an English sentence reads
it out once per text (in brackets in square ones: no bracket in a bracket); Vietnamese is unchanged."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from chan_core.game import Action
from chan_core.xuong import Said as XuongSaid
from learning.coach import LEARNER, action_hint, action_label, choice_words, then_words
from learning.coach.messages import Said
from learning.glosses import with_gloss
from words import gloss_cards, xuong_reading
from words.i18n import language

STATE = SimpleNamespace(offer=None, players=4)
AN_CA = Action(LEARNER, "an", "3V", "3N")
CHIU = Action(LEARNER, "chiu", "7N")

WANT = {
    "vi": {"label": "Ăn cạ tam vạn bằng tam văn", "should": "ăn chắn cửu sách, rồi đánh bát vạn",
           "hint": "Hạ cả bốn thất văn (chíu = 2 chắn), được cả khi chưa đến lượt; chíu ngoài lượt thì phải trả cửa.",
           "reading": "", "leo": "Lèo"},
    "en": {"label": "Ăn — take tam vạn (3 of vạn) as a cạ with tam văn (3 of văn)",
           "should": "take cửu sách (9 of sách) as a chắn, then discard bát vạn (8 of vạn)",
           "hint": "Lays all four thất văn (7 of văn) down",
           "reading": "*có tôm* (one each of tam vạn [3 of vạn], tam sách [3 of sách] and thất văn [7 of văn])",
           "leo": "Lèo (one each of cửu vạn [9 of vạn], bát sách [8 of sách] and chi chi [the 1, no suit])"},
}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_moves_and_coach_phrases_read_each_card_out(lang):
    want = WANT[lang]
    with language(lang):
        assert action_label(AN_CA, STATE) == want["label"]
        should = choice_words(Action(LEARNER, "an", "9S", "9S"), STATE) + then_words("danh", "8V")
        assert should == want["should"]
        assert action_hint(CHIU, STATE).startswith(want["hint"])


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xuong_reading_and_cuoc_glosses_read_their_cards_in_square_brackets(lang):
    want = WANT[lang]
    with language(lang):
        reading = xuong_reading([XuongSaid("tom", 1)])
        assert (want["reading"] in reading) if want["reading"] else reading == ""
        assert with_gloss("Lèo") == want["leo"]


def test_a_coach_sentence_reads_a_card_once_however_often_it_is_glossed():
    """A coach sentence made of glossed phrases (the move, then the advisor's reason) reads each card once; glossing
    it again (a page's block, a lesson's lines) changes nothing."""
    with language("en"):
        said = str(Said(lambda: f"{choice_words(AN_CA, STATE)}: keep tam vạn (3 of vạn) for later"))
        assert said == "take tam vạn (3 of vạn) as a cạ with tam văn (3 of văn): keep tam vạn for later"
        assert gloss_cards(said) == said and gloss_cards([said], in_brackets=False) == [said]
        inner = gloss_cards("(one each of tam vạn, tam sách)")
        assert inner == "(one each of tam vạn [3 of vạn], tam sách [3 of sách])" and gloss_cards(inner) == inner
    with language("vi"):
        assert str(Said(lambda: "đánh tam vạn, giữ tam vạn")) == "đánh tam vạn, giữ tam vạn"
