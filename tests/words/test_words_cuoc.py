"""The words of cước detection, the pair table and the xướng drill's wins (issue 23): every code
of ``words/phrases/{cuoc,cuoc_pairs,gen_win}.py`` is stated by the engine and said in both
languages, and each sentence fact reads differently in English."""
from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

import words
from chan_core import cuoc_pairs as cp
from chan_core.cards import BY_CODE
from chan_core.cuoc import detect, why_not
from chan_core.errors import ChanError
from chan_core.eval_kinds.win import read_win
from chan_core.facts import Fact
from chan_core.gen_win import gen_win, level_name
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.win import check_u, make_win
import words.phrases.cuoc as cuoc_words
import words.phrases.cuoc_pairs as pairs_words
import words.phrases.gen_win as gen_words
from words.phrases import tables

ROOT = Path(__file__).resolve().parents[2]
WITNESSES = json.loads((ROOT / "tests" / "data" / "cuoc_pair_witnesses.json").read_text(encoding="utf-8"))
MODULES = (cuoc_words, pairs_words, gen_words)
SAME_IN_BOTH = {"cuoc.layout"}
"""Codes whose words are the game's own in every language (a layout's counts)."""


def _codes(mod) -> set[str]:
    return set(tables(mod.__name__).get("TEMPLATES", {})) | set(getattr(mod, "RENDERERS", {}))


def _walk(x, out: list) -> None:
    if isinstance(x, Fact):
        out.append(x)
        for _k, v in x:
            _walk(v, out)
    elif isinstance(x, (tuple, list)):
        for v in x:
            _walk(v, out)
    elif isinstance(x, dict):
        for v in x.values():
            _walk(v, out)


@functools.cache
def _stated() -> list[Fact]:
    """Facts the engine states over the witness boards (detection, why-not of every cước under
    two option sets), the generated wins, the pair table and the errors."""
    facts: list = []
    ids = [c.id for c in load_rules().cuoc]
    for variant, items in WITNESSES["variants"].items():
        for it in items[::3]:
            w = read_win({"kind": "win", "variant": variant, **it["board"]})
            u = check_u(w)
            for opts in (make_options(variant), make_options(variant, {"ga": True, "u_xuong_allowed": False})):
                d = detect(w, u, opts)
                _walk([d.reason, [f.reason for f in d.found], [f.reason for f in d.replaced]], facts)
                for c in ids:
                    _walk(why_not(w, c, opts, count=d.cuoc.get(c, 0) + 1 if c in d.cuoc else None), facts)
    for v in load_rules().variants:
        _walk([r.reason for r in cp.table(v)], facts)
    for seed in range(30):
        g = gen_win(seed, 1 + seed % 3)
        _walk([g.story, g.reasons], facts)
    _walk([level_name(lv) for lv in (1, 2, 3)], facts)
    # errors, and boards the witnesses do not hold
    for fn in (lambda: level_name(7), lambda: gen_win(3, 3, max_tries=1), lambda: why_not(None, "leo"),
               lambda: why_not(None, "khong_co"), lambda: detect(None, None, make_options()),
               lambda: detect(_win("4V"), None, make_options()), lambda: detect(_win("4V"), check_u(_win("4V")), 3)):
        with pytest.raises(ChanError) as e:
            fn()
        _walk(e.value.fact, facts)
    dealt = make_win("2V 3V 4V 5V 6V 7V 8V 9V 2N 3N 4N 5N 6N 7N 8N 9N 2S 3S 4S CC", None)  # no pair dealt
    w = make_win("4N 4N 5S 5S 6V 6V 7S 7S 8V 8N 3N 3S 4V 4S 6N 6S 2V 2V 9N", "9N", source="boc", drawn_by="other",
                 dealt_hand=dealt.hand)
    _walk(why_not(w, "pha_thien"), facts)
    _walk(why_not(w, "hoa_roi_cua_phat", make_options("sanhrong")), facts)
    _walk(detect(w, check_u(w), make_options()).reasons, facts)
    _walk(why_not(_win("4N"), "leo"), facts)  # not a win
    xuong = make_win("2V 2V 4N 4N 5S 5S 6V 6V 7S 7S 9N 9N 8V 8N 2N 2S 4V 4S 5V", "5N", source="boc", drawn_by="other")
    strict = make_options("classic", {"u_xuong_allowed": False})
    _walk([detect(xuong, check_u(xuong), strict).reason, why_not(xuong, "xuong", strict)], facts)
    from types import SimpleNamespace

    from chan_core.gen_win import story

    for ctx in ({"thien_u"}, {"pha_thien"}):
        _walk(story(SimpleNamespace(context=frozenset(ctx), source="boc", drawn_by="self", winning_card=BY_CODE["4V"],
                                    melds=())), facts)
    # branches no valid board of the witnesses reaches (defensive, or boards built by hand)
    k = BY_CODE["4V"]
    _walk([Fact("cuoc.win_card.unknown", card=k), Fact("cuoc.why_not.dropped", cuoc="leo"),
           Fact("cuoc.win_card.none"), Fact("cuoc.found.pha_thien_dealt"), Fact("cuoc.hand.no_cards"),
           Fact("cuoc.hand.no_cards_dealt"), Fact("cuoc.hand.tra_cua_not_chiu_u", card=k),
           Fact("cuoc.why_not.context_refused", cuoc="dia_u", warnings=())], facts)
    return facts


def _win(card: str):
    return make_win("2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V", card, source="boc", drawn_by="self")


def test_every_code_of_these_phrase_modules_is_stated_by_the_engine():
    stated = {f.code for f in _stated()}
    for mod in MODULES:
        assert _codes(mod) - stated == set(), mod.__name__


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__)
def test_each_code_said_in_both_languages(mod):
    seen: dict[str, Fact] = {}
    for f in _stated():
        if f.code in _codes(mod):
            seen.setdefault(f.code, f)
    for code, f in seen.items():
        vi, en = words.say(f, "vi"), words.say(f, "en")
        assert vi and en, code
        if code not in SAME_IN_BOTH and code != "gen_win.not_found":
            assert vi != en, (code, vi)


def test_the_issue_example_in_both_languages():
    w = make_win("9V 9V 8S 8S CC CC 8V 8V 2V 2V 6V 6V 2N 2S 4V 4S 7V 7N 5V", "5N", source="boc", drawn_by="other")
    d = detect(w, check_u(w), make_options())
    leo = d.reasons["leo"]
    assert leo == Fact("cuoc.found.sets", cuoc="leo", cards=(BY_CODE["9V"], BY_CODE["8S"], BY_CODE["CC"]), n=2)
    assert words.say(leo, "vi") == "Lèo ×2: cửu vạn – bát sách – chi chi có 2 bộ."
    assert words.say(leo, "en") == "Lèo ×2: 2 sets of cửu vạn (9 of vạn) – bát sách (8 of sách) – chi chi (the 1, no suit)."
    why = why_not(w, "leo", count=3)
    assert why.code == "cuoc.why_not.fewer" and why["why"] == leo
    assert words.say(why, "vi").startswith("Bài này chỉ có 2 lần «Lèo», không phải 3 — lèo ×2: cửu vạn")
    refused = cp.refusal({"tam_do": 1, "bach_dinh": 1}, "classic").reason
    assert refused["why"] == Fact("cuoc_pairs.why.bach_dinh", cuoc="tam_do")
    assert words.say(refused, "en") == ("One win cannot have both bạch định and tám đỏ: bạch định is all 20 cards "
                                        "black, while tám đỏ needs exactly 8 red cards (001 §V mục 13).")


def test_facts_are_plain_data_and_round_trip_as_json():
    for f in _stated()[:2000]:
        assert Fact.from_json(json.loads(json.dumps(f.to_json()))).to_json() == f.to_json()


def test_a_cuoc_name_is_looked_up_in_one_place():
    """The words layer holds the one lookup (an unknown id comes back as it is); learning re-exports it and the
    engine has none (it only keeps the names as data of its point table)."""
    import chan_core.scoring
    from chan_core.options import make_options
    from chan_core.rules import load_rules
    from learning import names
    from words.phrases.cuoc import cuoc_name

    assert names.cuoc_name is cuoc_name and not hasattr(chan_core.scoring, "cuoc_name")
    rules = load_rules()
    assert {c.id: cuoc_name(c.id) for c in rules.cuoc} == {c.id: c.name for c in rules.cuoc}
    assert chan_core.scoring.table(make_options()).names == {c.id: cuoc_name(c.id) for c in rules.cuoc}
    with words.language("en"):
        assert [cuoc_name(c.id) for c in rules.cuoc] == [c.name for c in rules.cuoc]
    assert cuoc_name("khong_co") == "khong_co"
