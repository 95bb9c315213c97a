"""Tester (session 16): «Ăn cạ lục vạn với lục sách» in «Hôm nay» but «Ăn cạ thất vạn bằng thất văn» at the table —
one move said two ways. Every place that names an ăn cạ with both cards says it one way: «ăn cạ X bằng Y» in
Vietnamese, «X as a cạ with Y» in English — «Hôm nay»'s choice (ui.daily_views), the table's log and review head
(``game.event.an_ca``), its «Gợi ý» button and phrase (learning.coach) and the advisor's line (``strategy.move``)."""
from __future__ import annotations

import re

import pytest

from chan_core.cards import BY_CODE
from chan_core.facts import Fact
from chan_core.game import Action
from learning.coach import LEARNER, Table, action_label, choice_words
from learning.daily import puzzles
from ui.cards import card_words
from ui.daily_views import choice_label
from ui.table.pictures import log_lines
from words import say
from words.i18n import language

FORM = {"vi": "ăn cạ {card} bằng {other}", "en": "{card} as a cạ with {other}"}
GLOSS = re.compile(r" [(\[]\d of \w+[)\]]")  # English reads a card name out once: «tam vạn (3 of vạn)»


def plain(text: str) -> str:
    return GLOSS.sub("", text).lower()


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_an_ca_is_said_one_way_at_the_table_and_in_hom_nay(lang):
    p, c = next((p, c) for p in puzzles.load() for c in p.choices
                if c["type"] == "an" and c.get("meld") == "an_ca")
    t = Table.deal(4, 2, mode="thi_that")  # the first decision: thất vạn offered, thất văn in hand (lỗi 1: played)
    t.run_bots()
    eat = Action(seat=LEARNER, type="an", card="7V", with_="7N")
    with language(lang):
        form = FORM[lang]
        daily = plain(form.format(card=card_words(p.offer.card), other=card_words(c["with"])))
        table = form.format(card=BY_CODE["7V"].word, other=BY_CODE["7N"].word).lower()
        said = {"Hôm nay": choice_label(p, c), "button": action_label(eat, t.state),
                "phrase": choice_words(eat, t.state),
                "advisor": say(Fact("strategy.move.an_ca", card=eat.card, with_card=eat.with_))}
        at = len(t.state.events)
        t.learner_move(eat)
        said["log"] = next(x[2] for x in log_lines(t) if x[1] == at)
    assert daily in plain(said.pop("Hôm nay")), (lang, daily)
    for where, text in said.items():
        assert table in plain(text), (where, text)
    with language(lang):  # its twin, ăn chắn, is logged as its button says it: the card once (a tester read «bằng»)
        chan = say(Fact("game.event.an_chan", who=Fact("game.seat.you"), card=BY_CODE["7V"], with_card=BY_CODE["7V"]))
    assert {"vi": "ăn chắn thất vạn.", "en": "thất vạn as a chắn."}[lang] in plain(chan)
    assert plain(chan).count("thất vạn") == 1, chan
