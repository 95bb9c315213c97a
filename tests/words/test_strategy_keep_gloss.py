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


KEPT_EN = {"ca": "keep the cạ of thất (", "ba_dau": "keep the ba đầu of thất (", "chan": "keep the chắn of cửu vạn [9 of vạn] (",
           "que": "keep the què cửu vạn [9 of vạn] ("}
KEPT_VI = {"ca": "giữ cạ thất:", "ba_dau": "giữ ba đầu thất:", "chan": "giữ chắn cửu vạn:", "que": "giữ què cửu vạn:"}


@pytest.mark.parametrize("term", sorted(KEEPS))
@pytest.mark.parametrize("role", ["ba_dau", "chan", "que"])
def test_the_kept_group_s_gloss_follows_its_whole_phrase_never_splitting_term_and_number(term, role):
    gloss = load_rules().term(term).gloss_en
    en, vi = say(reason(KEEPS[term], role), "en"), say(reason(KEEPS[term], role), "vi")
    assert en.count(f"({gloss})") == 1 and f"{KEPT_EN[term]}{gloss}): " in en, en
    assert f"{WORD[term]} ({gloss})" not in en, en
    assert KEPT_VI[term] in vi and gloss not in vi, vi


def test_a_kept_chan_of_two_kinds_reads_as_english():
    en = say(reason(Fact("strategy.keep.chan", cards=(V9, parse_card("9N"))), "que"), "en")
    assert "keep a chắn each of cửu vạn (9 of vạn) and cửu văn [9 of văn] (a pair of identical cards): " in en, en
    assert "giữ chắn cửu vạn và cửu văn: " in say(reason(Fact("strategy.keep.chan", cards=(V9, parse_card("9N"))), "que"), "vi")


def test_a_daily_keep_reason_glosses_what_it_keeps_after_its_number():
    facts = [f for p in puzzles.load() if p.theme == "danh" for f in p.why_facts()
             if f is not None and f.code == "strategy.discard.keep" and f["keep"].code != "strategy.keep.rank"]
    assert facts
    for f in facts[:30]:
        term = f["keep"].code.rsplit(".", 1)[-1]
        gloss = load_rules().term(term).gloss_en
        en = say(f, "en")
        assert f"({gloss}): of the cards" in en and f"{WORD[term]} ({gloss})" not in en, en
