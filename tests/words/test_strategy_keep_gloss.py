"""«Hôm nay» and the coach: a discard reason that keeps a chắn, cạ, ba đầu or quân lẻ glosses that word in English on
its first mention with the glossary's ``gloss_en`` (once); Vietnamese has no gloss."""
from __future__ import annotations

import pytest

from chan_core.cards import parse_card
from chan_core.facts import Fact
from chan_core.rules import load_rules
from learning.daily import puzzles
from words import say

V9, N4 = parse_card("9V"), parse_card("4N")
KEEPS = {"ca": Fact("strategy.keep.ca", name="thất"), "ba_dau": Fact("strategy.keep.ba_dau", name="thất"),
         "chan": Fact("strategy.keep.chan", cards=(V9,)), "que": Fact("strategy.keep.que", card=V9)}
WORD = {"ca": "cạ", "ba_dau": "ba đầu", "chan": "chắn", "que": "què"}


def reason(keep: Fact, role: str) -> Fact:
    return Fact("strategy.discard.keep", verb="danh", card=N4, role=role, q=2, keep=keep, n=5, copies=7, percent=9)


@pytest.mark.parametrize("term", sorted(KEEPS))
@pytest.mark.parametrize("role", ["ba_dau", "chan"])
def test_the_kept_group_is_glossed_once_at_its_first_mention(term, role):
    gloss = load_rules().term(term).gloss_en
    en = say(reason(KEEPS[term], role), "en")
    assert en.count(f"({gloss})") == 1, en
    assert en.index(f"{WORD[term]} ({gloss})") == en.index(WORD[term]), en
    assert gloss not in say(reason(KEEPS[term], role), "vi")


def test_a_kept_quan_le_is_glossed_even_when_the_role_named_it():
    en = say(reason(KEEPS["que"], "que"), "en")
    assert "a lone card (què)" in en and f"keep què ({load_rules().term('que').gloss_en})" in en, en


def test_a_daily_keep_reason_glosses_what_it_keeps():
    facts = [f for p in puzzles.load() if p.theme == "danh" for f in p.why_facts()
             if f is not None and f.code == "strategy.discard.keep" and f["keep"].code != "strategy.keep.rank"]
    assert facts
    for f in facts[:30]:
        term = f["keep"].code.rsplit(".", 1)[-1]
        en = say(f, "en")
        assert f"{WORD[term]} ({load_rules().term(term).gloss_en})" in en, en
