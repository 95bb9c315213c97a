"""A merged row of «Gợi ý» (tied discards, :func:`learning.coach.advisor.said_once`) whose cards each lie in a chắn
of their own said «tách một chắn nhị vạn, tam vạn hoặc tứ vạn», as if the three were one chắn (real-table tester,
session 20). It now says «tách một trong các chắn …» / «one of the chắn of …»; a row of one card keeps «một chắn»."""
from __future__ import annotations

import pytest

from chan_core.cards import BY_CODE
from chan_core.facts import Fact
from words import say
from words.i18n import language

SAID = {"vi": ("tách một trong các chắn nhị vạn, tam vạn và tứ vạn", "tách một chắn nhị vạn;"),
        "en": ("this breaks one of the chắn of nhị vạn, tam vạn, and tứ vạn", "this breaks a chắn of nhị vạn")}


def _breaks(card) -> Fact:
    return Fact("strategy.discard.breaks", verb="danh", card=card, q=3, copies=40, percent=20, group="chan", mates=())


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_tied_discards_each_in_a_chan_are_said_as_one_of_the_chan(lang):
    many, one = SAID[lang]
    with language(lang):
        assert many in say(_breaks((BY_CODE["2V"], BY_CODE["3V"], BY_CODE["4V"]))), say(_breaks((BY_CODE["2V"], BY_CODE["3V"])))
        assert one in say(_breaks(BY_CODE["2V"])), say(_breaks(BY_CODE["2V"]))
