"""«Gợi ý» at «Chơi thử» (session 25 testers): the hint was 2,300–3,000 px tall on a phone — each ranking row said its
figures in grey brackets («cách ù 3 lá · 47 lá có ích · khả năng cửa dưới ăn được quân này: 95% · tiền trông được 0,5
= 9% × 3,0 điểm × 3 nhà trả …») and then the same figures again in its reason («bài cách ù 3 lá; … có 47 lá giúp bài
gần ù thêm một lá; khả năng cửa dưới … khoảng 95%. Về điểm: ù thì chừng 3,0 điểm …, khả năng ù 9%»). A row's reason
now says only what the bracket does not — what the card is in the hand, what the điểm are made of, why it ranks
below, a lỗi's cost — and the words a newcomer may not know are said once, under the rows. The review («Ván đã
chơi»), where no bracket is shown, says the reason whole (:func:`learning.coach.standing.short_reason` is the hint's
alone)."""
from __future__ import annotations

import re

import pytest

from chan_core import from_position
from chan_core.game import Action
from learning.coach import LEARNER, advise, choice_mark, ranking, said_once
from learning.coach.standing import rank_words
from tests.app.test_coach_chan_split_within_noise import CLOSE
from tests.app.test_coach_rank_words import _states
from ui.table.pictures import _clean
from ui.table.play import advice_line
from words.i18n import language

AGAIN = {  # each figure of a row's bracket (found by its words there) and how the whole reason says it again
    "vi": {"cách ù|chờ ù": r"cách ù \d+ lá|chờ ù —", "lá có ích": r"lá (?:chưa lộ )?giúp bài gần ù",
           "cửa dưới": r"khả năng cửa dưới|khoảng \d+% \(càng thấp", "tiền trông được": r"khả năng ù \d|ù thì chừng|"
           r"trung bình chừng"},
    "en": {"from ù|waits": r"\d+ cards? from ù|waits \(chờ ù\) for .* still unseen",
           "useful card": r"would bring (?:it|the hand)", "cửa dưới": r"cửa dưới|about \d+% \(lower is safer",
           "expected winnings": r"chance of ù \d|worth about|on average about"},
}


def again(head: str, why: str, lang: str) -> list[str]:
    """The figures of the row's bracket (``head``) that ``why`` says again."""
    if ":gray[(" not in head:  # an ù láo row shows no figures, its reason says why (session 26)
        return []
    bracket = head[head.rindex(":gray[("):]
    return [w for shown, w in AGAIN[lang].items() if re.search(shown, bracket) and re.search(w, why)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_row_s_reason_does_not_say_its_figures_again(lang):
    rows = said = 0
    with language(lang):
        for st in _states(80):
            places = said_once(ranking(advise(st, LEARNER)))
            for i, p in enumerate(places):
                head, why = advice_line(p, st, rank_words(places, i, st)).split("  \n", 1)
                assert not again(head, why, lang), (head, why)
                rows += 1
                said += len(again(head, _clean(p.move.reason), lang)) >= 3  # the whole reason said them
    assert rows > 250 and said > 100, (rows, said)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_review_says_the_reason_whole_and_the_hint_s_row_what_the_card_is(lang):
    st = from_position(CLOSE)
    with language(lang):
        mark = choice_mark(st, Action(LEARNER, "danh", "6V"))  # lục vạn: a card farther from ù than cửu vạn
        best = _clean(mark["best_reason"])
        places = said_once(ranking(advise(st, LEARNER)))
        i = next(i for i, p in enumerate(places) if p.move.action.card == "9V")
        row = advice_line(places[i], st, rank_words(places, i, st)).split("  \n", 1)[1]
    every = ":gray[(" + " · ".join(AGAIN[lang]) + ")]"  # a bracket showing all four figures
    assert len(again(every, best, lang)) == 4, best  # the review's reason says each
    assert row == {"vi": "Quân lẻ (què), không nằm trong chắn hay cạ nào. Về điểm: 2 điểm của ù xuông, chưa có cước "
                         "nào, cộng chừng 1 cho cước có thể thêm khi ù.",
                   "en": "A lone card (què), in no chắn or cạ. In points: 2 điểm for an ù xuông, no cước held yet, "
                         "plus about 1 for cước the ù may still add."}[lang], row
