"""«Chơi thử» (tester, session 27): the hint's asides stated the ù rule two ways — «ù cần ít nhất 6 chắn» beside a
chắn split or an offered chắn, «ù cần đủ 10 bộ chắn và cạ» beside a cạ — and the Ù move, the ù row, the bỏ ù notice and
the review each in part. Every place at the table now says the one whole rule (19 lá + quân ù = 10 bộ chắn hoặc cạ, ít
nhất 6 chắn) from one phrase, ``win.rule``, in Vietnamese and English."""
from __future__ import annotations

import contextlib
import types
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from chan_core.facts import Fact
from learning.coach import LEARNER, action_hint, advise, ranking
from tests.app.test_coach_bo_u_words import _at
from words import say
from words.i18n import language

RULE = {"vi": "ù cần 19 lá cùng quân ù thành 10 bộ chắn hoặc cạ, ít nhất 6 chắn",
        "en": "an ù needs 19 cards plus the winning card to make 10 sets, chắn or cạ, at least 6 of them chắn"}
TABLE = ("learning.coach.", "ui.table.", "words.phrases.strategy.")
"""The catalogs of the hint and the table (one entry per sentence; the rule itself is ``words.phrases.win``)."""


def test_no_sentence_of_the_table_states_the_rule_but_its_one_phrase():
    root = Path(__file__).resolve().parents[2]
    copies = [m.id for po in [*root.glob("locale/en/LC_MESSAGES/hoc_chan/*.po"),
                              *root.glob("words/locale/en/LC_MESSAGES/words/*.po")] if po.name.startswith(TABLE)
              for m in read_po(po.open("rb")) if m.id and "6 chắn" in str(m.id)]
    assert not copies, copies


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_each_place_at_the_table_says_the_whole_rule(lang, monkeypatch):
    from ui.table import play
    from ui.table.settings import K
    said: list = []
    fake = types.SimpleNamespace(session_state={K + "msg": {"kind": "stop", "passed_u": True, "faults": []}},
                                 markdown=said.append, caption=said.append, **dict.fromkeys(
                                     ("error", "warning", "info"), lambda text, **k: said.append(text)),
                                 container=lambda *a, **k: contextlib.nullcontext())
    monkeypatch.setattr(play, "st", fake)
    monkeypatch.setattr(play, "lesson_link", lambda *a, **k: None)
    st = _at(4, 4, "u")  # the learner may ù on the offered card
    u = next(a for a in play.legal_actions(st, LEARNER) if a.type == "u")
    with language(lang):
        assert say(Fact("win.rule")) == RULE[lang]
        play.show_message()  # the bỏ ù notice under a stopped pass
        texts = [action_hint(u, st), play.advice_line(ranking(advise(st))[0], st),  # the Ù move, its row
                 next(t for t in said if "**Bỏ ù**" in t)] + [
            play._(t).format(rule=RULE[lang], ca="") for t in (*play.BROKE, *play.BROKE_MANY, play.LEFT_CHAN)
            if "{rule}" in t or "6 chắn" in t or "10 bộ" in t]  # the asides beside a row ranked below
    assert all(RULE[lang] in t for t in texts), texts
