"""Tester (a real-table player), «Chơi thử» in English, hand 91412662 with «Máy đánh bừa»: at move 3 Bên phải (Right)
made a cạ where a chắn was possible and broke a chắn to do it (lỗi 1, nghỉ ăn tiền, and lỗi 5, ù báo). The log said
«Làng không thấy lỗi này lúc ấy: nó nằm trong bài trên tay», yet the seat showed only «nếu ù: ù báo», to everyone:

* a fault the làng has not seen yet (``chan_core.game.describe.seen_at``) is tagged as what only the learner (the
  coach's view) knows: «… · làng chưa thấy»; once the làng sees it (the winner's soát bài) the tag is plain;
* the tags state every consequence of the seat's faults: an ù of his is an ù báo, and is not paid either.
"""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table
from ui.table.pictures import penalty_tags
from words.i18n import language

BOTH = 91412662  # Right: lỗi 1 and lỗi 5 at the third move; Left's ù láo ends the hand
WON = 337  # Right: lỗi 1 and lỗi 5, then his ù (an ù báo) ends the hand

TAGS = {"vi": ["nếu ù: ù báo", "nếu ù: nghỉ ăn tiền"], "en": ["if ù: ù báo", "if ù: nghỉ ăn tiền (not paid)"]}
UNSEEN = {"vi": " · làng chưa thấy", "en": " · the làng has not seen it yet"}


def _play(t: Table, until) -> Table:
    """Play ``t`` (its random bots; the learner as the sensible bot) until ``until(t)``."""
    me = SensibleBot(LEARNER)
    while not until(t):
        if t.bot_to_act:
            t.bot_step()
        elif t.state.phase == "xuong":
            t.xuong([(d["id"], d["count"]) for d in me.xuong(t.state, LEARNER)])
        else:
            assert t.learner_move(me.choose(t.state, LEARNER, t.legal())).played
    return t


def _after_faults(seed: int, seat: int) -> Table:
    """Hand ``seed`` with random bots until ``seat`` has made two faults."""
    return _play(Table.deal(4, seed, bot="random"), lambda t: len([f for f in t.state.faults if f["seat"] == seat]) > 1)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_fault_the_lang_has_not_seen_is_tagged_so_with_every_consequence(lang):
    t = _after_faults(BOTH, 1)
    assert {(f["code"], f["penalty"]) for f in t.state.faults if f["seat"] == 1} == {(1, "nghi_an_tien"), (5, "u_bao")}
    with language(lang):
        tags = penalty_tags(t)[1]
    assert [label for _c, label in tags] == [m + UNSEEN[lang] for m in TAGS[lang]]
    assert all("unseen" in c for c, _l in tags)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_tag_is_plain_once_the_lang_has_seen_the_fault(lang):
    t = _play(_after_faults(WON, 1), lambda t: t.finished)
    assert t.state.winner == 1 and t.state.penalty == "u_bao"
    with language(lang):
        assert [label for _c, label in penalty_tags(t)[1]] == TAGS[lang]
