"""«Gợi ý» at «Chơi thử» (real-table tester, session 19): with three ngũ sách in hand the first hint said «Đánh ngũ
sách: quân lẻ (què), không nằm trong chắn hay cạ nào». A player keeps the third copy to chíu the fourth: it is no
què. The coach's reason now says what letting it go gives up — the chíu — and that the chắn stays; when the fourth is
already face up, that no chíu is left. The engine's ranking is unchanged (the strategy's call); only the words.

Found with the coach's own functions: ``?van=119457195`` (3 players, sensible bots), the learner's first đánh."""
from __future__ import annotations

import pytest

from chan_core.cards import BY_CODE
from chan_core.facts import Fact
from learning.coach import LEARNER, Table, advise
from learning.coach.advisor import group_of, ranking, said_once
from learning.coach.standing import rank_words
from ui.table.play import advice_line
from words import say
from words.i18n import language

SAID = {"vi": ("quân thứ ba của bộ ba ngũ sách — chắn ngũ sách còn nguyên nhưng mất cơ hội chíu", "quân lẻ (què)"),
        "en": ("the third of three ngũ sách — the chắn of ngũ sách stays, but the chance of a chíu (taking the 4th "
               "card when you hold 3 alike) goes", "lone card")}
SEEN = {"vi": "bỏ quân thứ ba của bộ ba ngũ sách — chắn ngũ sách còn nguyên, và lá thứ tư đã lộ nên không còn chíu "
              "được",
        "en": "the third of three ngũ sách — the chắn of ngũ sách stays, and the fourth is already face up, so no "
              "chíu (taking the 4th card when you hold 3 alike) is left"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_third_of_three_alike_is_said_kept_for_a_chiu_not_a_que(lang):
    t = Table.deal(3, 119457195)
    t.run_bots()
    st = t.state
    assert st.phase == "danh" and st.actor == LEARNER and st.hands[LEARNER].count("5S") == 3
    places = said_once(ranking(advise(st, LEARNER)))
    i, row = next((i, p) for i, p in enumerate(places) if p.move.action.card == "5S")
    with language(lang):
        line = advice_line(row, st, rank_words(places, i, st))
    chiu, que = SAID[lang]
    assert chiu in line and que not in line.split("  \n", 1)[1].lower().split(";")[0], line


def test_the_third_of_three_with_the_fourth_face_up_says_no_chiu_is_left():
    hand = "5S 5S 5S 2V 3N 4V 7N 8S 9N 9V".split()
    assert group_of(hand, "5S") == {"group": "chiu", "mates": ()}
    assert group_of(hand, "5S", ["5S"]) == {"group": "chiu_seen", "mates": ()}
    assert group_of(hand[1:], "5S")["group"] == "chan"  # two: a chắn, as before
    fact = Fact("strategy.discard.breaks", verb="danh", card=BY_CODE["5S"], q=3, copies=40, percent=80,
                **group_of(hand, "5S", ["5S"]))
    for lang, words in SEEN.items():
        with language(lang):
            assert words in say(fact), say(fact)
