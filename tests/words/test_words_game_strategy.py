"""The words of the game's and the strategy's facts (issue 23): every code of
``words/phrases/game.py`` and ``words/phrases/strategy.py`` said in both languages, each
renderer at least once, a card read back from JSON (its code) named like the card itself."""
from __future__ import annotations

import pytest

import words
from chan_core.cards import parse_card
from chan_core.facts import Fact
from words.phrases import game as game_words
from words.phrases import strategy as strategy_words
from words.phrases import tables

V9, S8, N4 = parse_card("9V"), parse_card("8S"), parse_card("4N")
YOU, RIGHT = Fact("game.seat.you"), Fact("game.seat.right")
AN_CA = Fact("strategy.move.an_ca", card=V9, with_card=parse_card("9N"), discard=N4)

SAMPLES = {
    "game.seat.you": {}, "game.seat.right": {}, "game.seat.opposite": {}, "game.seat.left": {},
    "game.seat.number": {"seat": 2},
    **{f"game.move.{t}": {} for t in ("danh", "boc", "an", "duoi", "chiu", "tra_cua", "u", "bo", "xuong")},
    "game.none": {},
    "game.hoa.summary": {},
    "game.no_cuoc.cai": {}, "game.no_cuoc.thong": {}, "game.no_cuoc.thong_first": {}, "game.no_cuoc.thong_link": {},
    "game.no_cuoc.danh": {"card": V9}, "game.no_cuoc.duoi": {"card": V9},
    "game.action.bad_seat": {"value": "7"},
    "game.action.unknown_event": {"value": "nhay", "known": ("danh", "boc")},
    "game.action.no_card": {"move": Fact("game.move.danh")},
    "game.action.no_with": {},
    "game.action.with_not_an": {"move": "danh"},
    "game.action.bad_count": {"value": "x"},
    "game.action.bad_declared": {"value": "x"},
    "game.action.declared_not_xuong": {},
    "game.action.not_action": {},
    "game.action.not_mapping": {},
    "game.action.no_declared": {},
    "game.action.unknown_field": {"name": "cart", "known": ("card", "event", "seat")},
    "game.over": {},
    "game.not_turn": {"seat": Fact("game.seat.number", seat=1), "actor": Fact("game.seat.number", seat=3)},
    "game.xuong.before_u": {},
    "game.boc.wrong_card": {"expected": Fact("game.none"), "card": "9V"},
    "game.move.illegal": {"seat": Fact("game.seat.number", seat=0),
                          "move": Fact("game.move.card", move=Fact("game.move.danh"), card=V9),
                          "moves": (Fact("game.move.card", move=Fact("game.move.bo"), card=None),)},
    "game.move.card": {"move": Fact("game.move.an"), "card": V9},
    "game.replay.mismatch": {},
    "game.players.range": {"n": 5},
    "game.viewer.range": {"last": 3, "value": "9"},
    "game.state.not_mapping": {},
    "game.state.unknown_field": {"name": "x"},
    "game.state.missing_field": {"name": "hands"},
    "game.deal.fixed_fields": {},
    "game.deal.cai_range": {"last": 1, "value": "5"},
    "game.deal.dealt_seats": {"n": 3},
    "game.deal.not_list": {},
    "game.deal.seat_cards": {"seat": 1, "want": 19, "n": 18},
    "game.deal.too_many": {"n": 5, "card": V9},
    "game.deal.not_100": {},
    "game.seed.not_int": {"value": "x"},
    "game.thong.range": {"last": 3, "value": "7"},
    "game.record.not_mapping": {},
    "game.record.missing": {"name": "seed"},
    "game.record.events_list": {},
    "game.record.deal_mismatch": {"name": "noc", "seed": "5"},
    "game.bots.unknown": {"name": "pro", "known": ("random", "sensible", "advisor")},
    "game.bots.count": {"players": 4, "n": 2},
    "game.bo_u.then_u": {"before": "bỏ ù tứ văn", "card": V9},
    "game.event.danh": {"who": RIGHT, "card": V9},
    "game.event.boc": {"who": YOU, "card": V9},
    "game.event.boc_empty": {"who": YOU},
    "game.event.an_chan": {"who": RIGHT, "card": V9, "with_card": V9},
    "game.event.an_ca": {"who": RIGHT, "card": parse_card("8V"), "with_card": S8},
    "game.event.duoi": {"who": YOU, "card": V9},
    "game.event.chiu": {"who": RIGHT, "card": V9},
    "game.event.tra_cua": {"who": RIGHT, "card": V9},
    "game.event.u": {"who": RIGHT, "card": V9},
    "game.event.thien_u": {"who": RIGHT},
    "game.event.u_lao": {"who": RIGHT, "card": V9},
    "game.event.thien_u_lao": {"who": RIGHT},
    "game.event.bo": {"who": YOU, "card": V9},
    "game.event.xuong": {"who": RIGHT, "words": "Chíu ù có 2 tôm"},
    # strategy
    "strategy.opponents.not_list": {"value": "xx"},
    "strategy.opponents.bad": {"value": "xx"},
    "strategy.opponents.too_many": {"n": 4},
    "strategy.unseen.bad": {"n": 25},
    "strategy.discard.size": {"n": 19},
    "strategy.eat.no_card": {},
    "strategy.eat.size": {"n": 20},
    "strategy.eat.all_seen": {"card": V9},
    "strategy.melds.not_list": {"value": "x"},
    "strategy.hand.size": {"n": 18, "hand": 18, "mat": 0},
    "strategy.copies.own": {"n": 5, "card": V9, "copies": 4},
    "strategy.copies.seen": {"n": 5, "card": V9, "copies": 4},
    "strategy.verb.unknown": {"name": "verb", "values": ("danh", "tra_cua"), "value": "x"},
    "strategy.discard.dead": {"verb": "danh", "card": V9, "role": "que"},
    "strategy.discard.seen": {"verb": "tra_cua", "card": V9, "role": "chan", "q": 3, "percent": 12},
    "strategy.discard.worse": {"verb": "danh", "card": V9, "role": "ca", "q": 3, "more": 2},
    "strategy.discard.waits": {"verb": "danh", "card": V9, "role": "que", "kinds": (N4, S8), "more_kinds": True,
                               "copies": 5, "percent": 40},
    "strategy.discard.keep": {"verb": "tra_cua", "card": V9, "role": "ba_dau", "q": 2,
                              "keep": Fact("strategy.keep.ca", name="thất"), "n": 5, "copies": 7, "percent": 9},
    "strategy.discard.breaks": {"verb": "danh", "card": V9, "q": 2, "copies": 7, "percent": 9, "group": "ca",
                                "mates": (parse_card("9S"),)},
    "strategy.discard.kept": {"card": V9, "group": "chan", "mates": ()},
    "strategy.keep.ca": {"name": "thất"},
    "strategy.keep.ba_dau": {"name": "thất"},
    "strategy.keep.que": {"card": V9},
    "strategy.keep.rank": {"name": "chi chi"},
    "strategy.keep.chan": {"cards": (V9, parse_card("9N"))},
    "strategy.eat.u": {"card": V9},
    "strategy.pass": {"card": V9, "why": "no_pair", "q": 1, "kinds": (N4,), "more_kinds": False, "copies": 3},
    "strategy.eat.dead": {"move": "an_ca", "card": V9},
    "strategy.eat.closer": {"move": AN_CA, "q0": 2, "q": 1, "copies": 3},
    "strategy.eat.farther": {"move": AN_CA, "q0": 1, "q": 2},
    "strategy.eat.more_copies": {"move": AN_CA, "q": 2, "copies": 6, "bo_copies": 3},
    "strategy.eat.same": {"move": Fact("strategy.move.chiu", card=V9, then="tra_cua", discard=N4), "q": 1,
                          "copies": 2},
    "strategy.move.an_ca": {"card": V9, "with_card": parse_card("9N"), "discard": N4},
    "strategy.move.an_chan": {"card": V9, "discard": None},
    "strategy.move.chiu": {"card": V9, "then": "danh", "discard": N4},
}

SAME_IN_BOTH = {  # the game's words stay Vietnamese in English
    "game.move.boc", "game.move.an", "game.move.duoi", "game.move.chiu", "game.move.u", "game.move.xuong",
    "game.move.card", "strategy.keep.rank",
}
BRACES = {"game.action.not_mapping", "game.action.no_declared"}
"""Messages whose braces are text (``{seat: …, event: …}``)."""


def _codes(mod) -> set[str]:
    return set(tables(mod.__name__)["TEMPLATES"]) | set(mod.RENDERERS)


def test_every_code_has_a_sample():
    assert _codes(game_words) | _codes(strategy_words) == set(SAMPLES)


@pytest.mark.parametrize("code", sorted(SAMPLES))
def test_each_code_is_said_in_both_languages(code):
    fact = Fact(code, **SAMPLES[code])
    vi, en = words.say(fact, "vi"), words.say(fact, "en")
    for text in (vi, en):
        assert text and ("{" not in text or code in BRACES) and "Fact(" not in text and "None" not in text, text
    assert (vi == en) == (code in SAME_IN_BOTH), (vi, en)
    back = Fact.from_json(fact.to_json())  # cards read back as codes: named all the same
    assert words.say(back, "vi") == vi and words.say(back, "en") == en


def test_sample_sentences_read_as_before():
    say = words.say
    assert say(Fact("game.event.an_ca", who=RIGHT, card=parse_card("8V"), with_card=S8)) == \
        "Bên phải ăn cạ bát vạn bằng bát sách."
    assert say(Fact("game.event.an_ca", who=RIGHT, card=parse_card("8V"), with_card=S8), "en") == \
        "Right took (ăn) bát vạn (8 of vạn) as a cạ with bát sách (8 of sách)."
    assert say(Fact("game.move.bo"), "en") == "pass"
    assert say(Fact("strategy.keep.chan", cards=(V9,))) == "chắn cửu vạn"
    assert say(Fact("strategy.eat.closer", move=AN_CA, q0=2, q=1, copies=3)) == \
        "Ăn cạ cửu vạn bằng cửu văn, rồi đánh tứ văn: bài cách ù 2 lá xuống còn chờ ù, còn 3 lá để ù."
