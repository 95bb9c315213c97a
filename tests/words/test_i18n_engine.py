"""The engine's sentences in English (issue 15): explanations, verdicts and errors come from
gettext messages (``words.i18n``), English on request, Vietnamese unchanged by default.

Each engine helper adds its own functions here with its own prefix.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from words.i18n import current_language, language
from tests.english_check import vietnamese_leaks
from words import say
from words.i18n import text_of

ROOT = Path(__file__).resolve().parents[2]


# =============================================================================================
# Core modules (prefix test_core_): cards, errors, melds, layout, win, waits, boc_cai,
# deal; history, legal, loi (their words: words/phrases/loi*.py). Hands worked from seed 001 §III–§V, §VII (as in
# tests/engine/test_loi.py, tests/engine/test_win.py, tests/engine/test_why_not.py).
# =============================================================================================

CORE_MODULES = ("cards", "errors", "melds", "layout", "win", "waits", "boc_cai", "deal")
WORDS_MODULES = ("loi", "loi_why", "loi_moves")
"""The words layer's modules of history, legal and the lỗi engine (issue 23: they say facts)."""

# Seed's shared hand (tests/engine/test_loi.py): chắn 2V 6N 7S 8N; cạ 3N-3S, 5S-5V; ba đầu 4S-4V-4N;
# què 2S 6V 7V 9V. Not waiting.
CORE_H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"
# tests/engine/test_win.py: 5 chắn, 4 cạ, què 4V (bạch thủ on 4V); and 3 × 5V in hand (chíu ù on 5V).
CORE_BACH_THU = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
CORE_CHIU = "2V 2V 3V 3V 4N 4N 6V 6V 7S 7S 5V 5V 5V 8N 8S 9N 9S 2N 2S"
# tests/engine/test_why_not.py (lesson 6 q3): one cửu vạn beside the chắn of cửu văn, cửu sách drawn.
CORE_LESSON6 = ("9V 9N 9N 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N", [{"event": "boc", "card": "9S"}])


def _core_leaks(texts: list[str]) -> list[str]:
    return vietnamese_leaks([("engine", "text", t) for t in texts])


def _said(value):
    """``value`` with every fact said in the current language (dicts, lists and tuples walked)."""
    from chan_core.facts import Fact

    if isinstance(value, Fact):
        return say(value)
    if isinstance(value, dict):
        return {k: _said(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_said(v) for v in value)
    return value


def _core_texts(fn) -> tuple[object, object, object]:
    """``fn()`` by default, under ``language('vi')`` and under ``language('en')`` (facts said)."""
    default = _said(fn())
    with language("vi"):
        vi = _said(fn())
    with language("en"):
        en = _said(fn())
    return default, vi, en


def _said(x):
    """Facts in ``x`` (walked through dicts, lists, tuples and a :class:`GenWin`'s ``story`` and
    ``reasons``) said in the current language; everything else as it is."""
    import dataclasses

    from chan_core.facts import Fact
    from chan_core.gen_win import GenWin

    if isinstance(x, Fact):
        return say(x)
    if isinstance(x, GenWin):
        return dataclasses.replace(x, story=_said(x.story), reasons=_said(x.reasons))
    if isinstance(x, dict):
        return {k: _said(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return type(x)(_said(v) for v in x)
    return x


def _words_catalog(module: str):
    path = ROOT / "words" / "locale" / "en" / "LC_MESSAGES" / "words" / f"words.phrases.{module}.po"
    with open(path, "rb") as fh:
        return read_po(fh, locale="en")


def _core_error(fn) -> str:
    from chan_core.errors import ChanError

    with pytest.raises(ChanError) as ei:
        fn()
    return say(ei.value)


# ---- the issue's own examples: ù reasons, waits, lỗi, why-not, in both languages

def test_core_u_reasons_english_and_vietnamese_unchanged():
    from chan_core.win import check_u, make_win

    cases = {
        (CORE_BACH_THU, "4N", "boc", "self"): "Không ù được: chỉ có 5 chắn, cần ít nhất 6.",
        (CORE_BACH_THU, "4V", "danh", None): ("Không ù được: quân ù tứ vạn là quân người khác đánh ra; chỉ được ù "
                                             "quân bốc từ nọc, trừ chíu ù."),
        (CORE_CHIU, "5V", "danh", None): "Ù hợp lệ: 10 bộ gồm 7 chắn, 3 cạ.",
    }
    for (hand, card, source, by), want in cases.items():
        default, vi, en = _core_texts(lambda: check_u(make_win(hand, card, source=source, drawn_by=by)).reason)
        assert default == vi == want
        assert en != vi and _core_leaks([en]) == [], en
    with language("en"):
        u = check_u(make_win(CORE_BACH_THU, "4V", source="danh"))
        assert say(u.reason) == ("Not an ù: the winning card tứ vạn (4 of vạn) was discarded by another player; you may ù "
                            "only on a card drawn from the nọc, except for chíu ù.")
        assert say(check_u(make_win(CORE_CHIU, "5V", source="danh")).reason) == "A valid ù: 10 pairs, 7 chắn and 3 cạ."


def test_core_why_no_wait_english():
    from chan_core.waits import why_no_wait

    default, vi, en = _core_texts(lambda: why_no_wait(CORE_H))
    assert default == vi and vi.startswith("Bài chưa chờ ù: còn lẻ tứ vạn – tứ văn – tứ sách; nhị sách;")
    assert en.startswith("The hand is not waiting for ù: loose cards left: tứ vạn (4 of vạn) – tứ văn (4 of văn)")
    assert _core_leaks([en]) == []
    default, vi, en = _core_texts(lambda: why_no_wait("9V 9V"))
    assert vi == ("Bài chưa chờ ù: cần đúng 19 lá (trên tay + dưới chiếu) để chờ quân thứ 20, ở đây có 2 lá.")
    assert en == ("The hand is not waiting for ù: it takes exactly 19 cards (in hand + on the mat) to wait for a "
                  "20th; here there are 2.")
    assert why_no_wait(CORE_BACH_THU) is None


def test_core_loi_explanations_english():
    from chan_core.loi import judge_history

    def run():
        return judge_history(CORE_H, [{"event": "bo", "card": "9V"}], {"event": "an", "card": "9N", "with": "9V"})

    default, vi, en = _core_texts(lambda: run().explanations)
    assert default == vi == ["Lỗi 7 «Bỏ chắn ăn cạ»: trước đã bỏ không ăn chắn cửu vạn, giờ lại lấy cửu vạn ăn cạ "
                             "cửu văn — hình phạt: Báo."]
    assert en == ["Lỗi 7 «Bỏ chắn ăn cạ»: earlier you passed on taking cửu vạn (9 of vạn) as a chắn, and now you use "
                  "cửu vạn to take cửu văn (9 of văn) as a cạ — penalty: Báo (called out for a fault and made to pay "
                  "for the whole table)."]  # the penalty class glossed (rules/loi.yaml gloss_en)


def test_core_why_not_english():
    from chan_core.history import replay
    from chan_core.loi import checklist, why_not

    state = replay(*CORE_LESSON6)
    ev = {"event": "an", "card": "9S", "with": "9V"}
    default, vi, en = _core_texts(lambda: why_not(state, ev, 3))
    assert default == vi == ("Không phạm lỗi 3 «Ăn chọn cạ»: hai cửu văn trên tay là chắn, nên cửu vạn không thành cạ "
                             "với chúng mà là quân lẻ; lấy quân lẻ ấy ăn cạ cửu sách thì không phải ăn chọn cạ.")
    assert en.startswith("Not lỗi 3 «Ăn chọn cạ»: the two cửu văn (9 of văn) in your hand are a chắn")
    default, vi, en = _core_texts(lambda: checklist(state, ev))
    assert default == vi and len(en) == len(vi) > 5
    assert _core_leaks(en) == []


def test_core_legal_labels_and_generated_situation():
    from chan_core.history import replay
    from chan_core.legal import generate_situation, legal_moves

    state = replay(*CORE_LESSON6)
    default, vi, en = _core_texts(lambda: [o.label for o in legal_moves(state, "9S").options])
    assert default == vi == ["Lấy cửu vạn ăn cạ", "Lấy cửu văn ăn cạ", "Dưới (không ăn)", "Ù"]
    assert en == ["Take it as a cạ with cửu vạn (9 of vạn)", "Take it as a cạ with cửu văn (9 of văn)",
                  "Dưới (pass, do not ăn)", "Win (ù)"]
    sc = generate_situation(7)
    with language("en"):
        assert generate_situation(7) == sc  # the dict holds facts: the same whatever the current language
    assert say(sc["title"], "vi") == "Ván chia ngẫu nhiên số 7" and say(sc["title_en"], "en") == "Random deal no. 7"
    assert say(sc["question"], "vi").endswith("Bạn làm gì?") and say(sc["question_en"], "en").endswith("What do you do?")
    assert _core_leaks([say(sc["title_en"], "en"), say(sc["question_en"], "en")]) == []


def test_core_offer_and_move_phrases():
    from chan_core.cards import card
    from chan_core.history import BY, EVENTS, SOURCES, Event, Offer

    for ev in EVENTS:
        e = Event(ev, card("9V"), card("9N") if ev == "an" else None)
        default, vi, en = _core_texts(e.describe)
        assert default == vi and _core_leaks([en]) == [], en
    assert _core_texts(Event("bo", card("9V")).describe)[1] == "dưới, không ăn cửu vạn"
    for s in SOURCES:
        for b in BY:
            default, vi, en = _core_texts(Offer(card("9V"), s, b).describe)
            assert default == vi and en and _core_leaks([en]) == [], en
    assert _core_texts(Offer(card("9V"), "danh", "tren").describe)[1:] == ("cửa trên đánh", "cửa trên discarded")


# ---- card-parsing errors: what a learner sees after typing a wrong card

CORE_BAD_CARDS = ["9X", "cuu van", "van", "cửu", "7\u0412", "9V\u200b", "\uff19V", "²V", "x", "9V 9V 9V 9V 9V",
                  "mười vạn", "cửu xyz", "\x01", "§", "a" * 80, "tam", "sách", "中", "9 vạn 9 vạn 9 vạn 9 vạn 9 vạn"]


@pytest.mark.parametrize("text", CORE_BAD_CARDS)
def test_core_card_errors_english(text):
    from chan_core.cards import Hand, parse_card

    for fn in (lambda: Hand(text), lambda: parse_card(text)):
        default, vi, en = _core_texts(lambda: _core_error(fn))
        assert default == vi and en != vi
        # only the learner's own text (echoed in «», maybe one word of it) may be Vietnamese
        assert vietnamese_leaks([("card", "error", en)], extra_allowed=tuple(text.split())) == [], en


def test_core_card_errors_examples():
    from chan_core.cards import parse_cards

    default, vi, en = _core_texts(lambda: _core_error(lambda: parse_cards("cuu van")))
    assert vi == "«cuu van» không dấu là mơ hồ: cửu vạn (9V) hay cửu văn (9N)? Hãy viết 9V hoặc 9N."
    assert en == "«cuu van» without accents is ambiguous: cửu vạn (9V) or cửu văn (9N)? Write 9V or 9N."
    default, vi, en = _core_texts(lambda: _core_error(lambda: parse_cards("7\u0412")))
    assert vi.startswith("«7В» có chữ «В» (U+0412) sau «7» là chữ Kirin (như tiếng Nga), trông giống chữ Latinh")
    assert en.startswith("«7В» contains the letter «В» (U+0412) after «7», which is a Cyrillic letter")


def test_core_other_errors_english():
    from chan_core.boc_cai import boc_cai
    from chan_core.cards import Hand
    from chan_core.deal import deal
    from chan_core.history import parse_event, replay
    from chan_core.legal import discard_moves, legal_moves
    from chan_core.loi import fault_info, fault_name, why_not
    from chan_core.melds import Meld, parse_meld
    from chan_core.waits import waits
    from chan_core.win import WinInput, check_u, make_win

    h19 = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 8V 8V 9V 9V 2N 2N 3N"
    st0 = replay(h19)
    bad = [
        lambda: boc_cai(5, 1, "7V"), lambda: boc_cai(4, 4, "7V"), lambda: boc_cai("4", 1, "9V"),
        lambda: deal(1, 1), lambda: waits(5), lambda: Hand.from_counts((0,) * 24),
        lambda: Hand.from_counts((0,) * 24 + (5,)), lambda: Hand("9V") - Hand("9N"),
        lambda: Meld.of("an_ca", "CC 9V"), lambda: Meld.of("an_chan", "9V 9N"), lambda: parse_meld({"typ": 1}),
        lambda: parse_meld(5), lambda: parse_event({"event": "an", "card": "9V"}), lambda: parse_event({"x": 1}),
        lambda: parse_event({"event": "danh", "card": "9V", "source": "boc"}), lambda: replay("9V 9V"),
        lambda: replay(h19, [{"event": "danh", "card": "9S"}]), lambda: replay(h19, [{"event": "chiu", "card": "2V"}]),
        lambda: replay(h19, [{"event": "an", "card": "9N", "with": "9V", "by": "khac"}]),
        lambda: legal_moves(st0, "9V", "zz"), lambda: discard_moves(st0, "an"),
        lambda: check_u(make_win(h19, "3N")), lambda: check_u(make_win("9V 9V", "3N", source="boc", drawn_by="self")),
        lambda: check_u(make_win("9V", None, context=["thien_u"])), lambda: check_u(make_win(h19, "3N", context=["x"])),
        lambda: WinInput(hand="x"), lambda: fault_name(99), lambda: fault_info("zz"),
        lambda: why_not(st0, {"event": "danh", "card": "2V"}, "zz"),
    ]
    for fn in bad:
        default, vi, en = _core_texts(lambda: _core_error(fn))
        assert default == vi and en != vi, vi
        assert _core_leaks([en]) == [], en


def test_core_fault_info_in_current_language():
    from words.i18n import text_of
    from chan_core.loi import fault_info, fault_name
    from chan_core.rules import load_rules

    rules = load_rules()

    def info(code):  # the engine gives both texts; a page picks one (text_of) and says the name
        got = fault_info(code)
        return {k: say(got["name"]) if k == "name" else text_of(got, k) for k in got if not k.endswith("_en")}

    for code in [*range(18), "bo_u", "u_lao", "u_khong_duoc", "u_chi_chi"]:
        default, vi, en = _core_texts(lambda: info(code))
        assert default == vi
        # rule, example and note are the YAML's English twins (which may quote the seeds' Vietnamese)
        if isinstance(code, int):
            x = rules.loi_by_number(code)
        else:
            x = next((o for o in rules.loi_other if o.id == code), None) or rules.penalty_class(en["penalty"])
        twins = x.twins
        assert en["rule"] == twins.get("rule", twins.get("description")) != vi["rule"]
        for f in ("example", "note"):
            assert en[f] == (twins.get(f, "") if vi[f] else ""), (code, f)
        if isinstance(code, int) or code == "bo_u":
            assert en["name"] == vi["name"] == fault_name(code)  # the game's word, in every language
        else:
            assert en["name"] != vi["name"] and _core_leaks([en["name"]]) == []


# ---- the card gloss in English sentences

def test_core_gloss_cards():
    from words.cards import gloss_cards

    text = "Cửu vạn and cửu văn, then cửu vạn again; «cửu sách» typed; chi chi"
    assert gloss_cards(text) == text  # Vietnamese (the default): unchanged
    with language("en"):
        got = gloss_cards(text)
        assert got == ("Cửu vạn (9 of vạn) and cửu văn (9 of văn), then cửu vạn again; «cửu sách» typed; "
                       "chi chi (the 1, no suit)")
        assert gloss_cards(got) == got


# ---- properties: random hands and moves, every sentence English, Vietnamese unchanged

_CORE_DECK = [f"{r}{s}" for s in "VNS" for r in range(2, 10) for _ in range(4)] + ["CC"] * 4


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cards=st.permutations(_CORE_DECK), src=st.sampled_from([("boc", "self"), ("danh", "tren"), ("danh", "other")]))
def test_core_property_random_hands(cards, src):
    from chan_core.history import start_state
    from chan_core.legal import discard_moves, legal_moves
    from chan_core.loi import checklist
    from chan_core.waits import why_no_wait
    from chan_core.win import check_u, make_win

    hand, card = " ".join(cards[:19]), cards[19]
    source, by = src

    def texts():
        out = [check_u(make_win(hand, card, source=source, drawn_by="self" if by == "self" else "other")).reason,
               why_no_wait(hand) or ""]
        state = start_state(hand)
        lm = legal_moves(state, card, source, "tren" if by == "other" else by)
        for o in lm.options:
            out += [o.label, *o.verdict.explanations, *checklist(state, o.event)]
        for o in discard_moves(state)[:3]:
            out += [o.label, *o.verdict.explanations]
        return out

    default, vi, en = _core_texts(texts)
    assert default == vi
    assert _core_leaks(en) == []


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_core_property_generated_situations(seed):
    from chan_core.history import parse_history, replay
    from chan_core.legal import generate_situation, legal_moves
    from chan_core.loi import checklist

    sc = generate_situation(seed)
    state = replay(sc["hand"], parse_history(sc["history"]))
    act = sc["action"]

    def texts():
        out = []
        for o in legal_moves(state, act["card"], act.get("source"), act.get("by")).options:
            out += [o.label, *o.verdict.explanations, *checklist(state, o.event)]
        return out

    default, vi, en = _core_texts(texts)
    assert default == vi and _core_leaks(en) == []


# ---- the catalogs of the core modules: every English sentence is English

WORDS_OF = {"cards": "cards", "melds": "melds", "win": "win", "waits": "win", "reachability": "reachability",
            "boc_cai": "table", "deal": "table", "scenario": "scenario"}
"""Core modules on facts (issue 23) → the phrase module holding their sentences (``words/phrases``)."""


def _core_catalog(module: str):
    path = ROOT / "chan_core" / "locale" / "en" / "LC_MESSAGES" / "chan_core" / f"chan_core.{module}.po"
    if module in WORDS_OF:
        path = ROOT / "words" / "locale" / "en" / "LC_MESSAGES" / "words" / f"words.phrases.{WORDS_OF[module]}.po"
    with open(path, "rb") as fh:
        return read_po(fh, locale="en")


@pytest.mark.parametrize("module", [m for m in CORE_MODULES if m not in ("layout",) and (ROOT / "chan_core" / "locale" / "en" / "LC_MESSAGES" / "chan_core" / f"chan_core.{m}.po").is_file()])  # no sentence
def test_core_catalog_english_has_no_vietnamese_sentence(module):
    import re

    leaks = []
    for m in _core_catalog(module):
        if not m.id:
            continue
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert s.strip(), m.id
            plain = re.sub(r"\{[^{}]*\}", " ", s)
            leaks += _core_leaks([plain])
    assert leaks == []


@pytest.mark.parametrize("module", WORDS_MODULES)
def test_core_words_catalog_english_has_no_vietnamese_sentence(module):
    import re

    path = ROOT / "words" / "locale" / "en" / "LC_MESSAGES" / "words" / f"words.phrases.{module}.po"
    with open(path, "rb") as fh:
        cat = read_po(fh, locale="en")
    leaks = []
    for m in cat:
        if not m.id:
            continue
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert s.strip(), m.id
            leaks += _core_leaks([re.sub(r"\{[^{}]*\}", " ", s)])
    assert leaks == []


def test_core_language_is_restored():
    assert current_language() == "vi"


# ---- a fixed position gets a fixed sentence (not the order of a set: PYTHONHASHSEED)

def test_core_why_not_same_sentence_in_every_process():
    script = ("from chan_core.history import replay\nfrom chan_core.loi import why_not\nfrom words import say\n"
              "s = replay('5V 5V 5S 5S 5N 2V 2V 3N 4S 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V')\n"
              "print(say(why_not(s, {'event': 'an', 'card': '5V', 'with': '5N'}, 3)))\n")
    outs = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True)
        outs.add(out.stdout)
    assert len(outs) == 1 and "hai ngũ vạn trên tay là chắn" in outs.pop()


# =============================================================================================
# The generator of winning hands (prefix test_gen_win_): chan_core/gen_win.py — the level
# names, the story of how the hand was won, the cước reasons it carries, its ChanError messages
# (the «Luyện xướng» page shows all of them). Hands from gen_win itself (seed 001 §III–§V).
# =============================================================================================

GEN_WIN_LEVEL_NAMES_VI = {1: "Dễ — 1 đến 2 cước", 2: "Vừa — 3 đến 4 cước", 3: "Khó — từ 5 cước trở lên"}
# gen_win(11, 2) (classic), as the «Luyện xướng» page tells it (tests/words/test_i18n_drills.py plays it).
GEN_WIN_STORY_11_2 = (
    "Ván trước chính bạn ù và xướng đúng; ván này bạn lại ù.",
    "Quân ù thất văn: chính bạn bốc từ nọc, vào cửa chì của bạn.",
    "Trước khi ù, bạn đã đánh hoặc dưới ít nhất một quân: lượt đã đi qua cửa chì của bạn rồi.",
    "Các bộ dưới chiếu là những lần bạn đã ăn hoặc chíu trong ván.",
    "Các quân trên tay đều là quân được chia từ đầu ván.",
)


def _gen_win_branch_seeds() -> dict[str, tuple[int, int]]:
    """A (seed, level) for each kind of story: how the winning card came, thiên ù, phá thiên,
    địa ù, a hand with nothing on the mat (searched, so a change of the generator keeps them)."""
    from chan_core.gen_win import gen_win

    want = {"boc/self", "boc/other", "danh/None", "tra_cua/self", "tra_cua/other", "thien_u", "pha_thien",
            "dia_u", "no_melds"}
    found: dict[str, tuple[int, int]] = {}
    for seed in range(600):
        for level in (1, 2, 3):
            w = gen_win(seed, level).win
            keys = {f"{w.source}/{w.drawn_by}", *w.context} | ({"no_melds"} if not w.melds else set())
            for k in keys & want:
                found.setdefault(k, (seed, level))
        if set(found) == want:
            break
    assert set(found) == want, sorted(want - set(found))
    return found


def test_gen_win_level_names_in_both_languages():
    from chan_core.gen_win import LEVELS, level_name
    from words.phrases import tables

    _LEVELS = tables("words.phrases.gen_win")["levels"]

    assert _LEVELS == GEN_WIN_LEVEL_NAMES_VI  # message ids: the Vietnamese names, unchanged
    for lv in LEVELS:
        assert level_name(lv).code == "gen_win.level"
        default, vi, en = _core_texts(lambda: say(level_name(lv)))
        assert default == vi == GEN_WIN_LEVEL_NAMES_VI[lv]
        assert en != vi and _core_leaks([en]) == [], en
        lo, hi = LEVELS[lv]
        assert str(lo) in en and (hi is None or str(hi) in en) and "cước" in en
    with language("en"):
        assert [say(level_name(lv)) for lv in LEVELS] == ["Easy — 1 to 2 cước", "Medium — 3 to 4 cước",
                                                     "Hard — 5 cước or more"]


def test_gen_win_story_of_the_issue_hand():
    from chan_core.gen_win import gen_win

    default, vi, en = _core_texts(lambda: _said(gen_win(11, 2)))
    assert default.story == vi.story == GEN_WIN_STORY_11_2
    assert en.story == (
        "In the previous hand you won (ù) yourself and your xướng was right; in this hand you win (ù) again.",
        "The winning card (quân ù), thất văn (7 of văn): you drew it yourself from the nọc (the draw pile), "
        "into your own cửa chì.",
        "Before your ù you had already discarded or passed on (dưới) at least one card: play had already gone past "
        "your cửa chì.",
        "The sets on the mat (dưới chiếu) are the times you took a card (ăn) or made a chíu during the hand.",
        "The cards in your hand were all dealt to you at the start of the hand.",
    )
    # The language changes the words only: the same hand, the same cước.
    assert en.scenario == vi.scenario and en.cuoc == vi.cuoc and en.tries == vi.tries
    assert set(en.reasons) == set(vi.reasons)


def test_gen_win_every_kind_of_story_in_english():
    from words.cards import card_name_en
    from chan_core.gen_win import gen_win

    for what, (seed, level) in _gen_win_branch_seeds().items():
        default, vi, en = _core_texts(lambda: _said(gen_win(seed, level)))
        assert default.story == vi.story and default.reasons == vi.reasons, what
        assert len(en.story) == len(vi.story), what
        assert _core_leaks(list(en.story)) == [], (what, en.story)
        assert all(e != v for e, v in zip(en.story, vi.story)), (what, en.story)
        card = vi.win.winning_card
        if card is None:  # thiên ù: no winning card, the 20 dealt cards
            assert what == "thien_u" and not any("winning card" in s for s in en.story)
            continue
        # Vietnamese: «Quân ù thất văn: …» (lower case mid-sentence); English: the name glossed on its first mention only.
        assert any(s.startswith(f"Quân ù {card.word}: ") for s in vi.story), what
        line = next(s for s in en.story if s.startswith("The winning card"))
        reading = card_name_en(card).split(" / ", 1)[1].replace(" (", ", ").replace(")", "")
        assert line.count(f"{card.word} ({reading})") == 1, (what, line)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(st.sampled_from(["thong", "thien_u", "dia_u", "pha_thien"])),
       st.sampled_from([("boc", "self"), ("boc", "other"), ("danh", None), ("tra_cua", "self"),
                        ("tra_cua", "other")]),
       st.integers(0, 23), st.booleans())
def test_gen_win_story_property_every_context(ctx, src, card_i, melds):
    """:func:`chan_core.gen_win.story` for every context, source and card: English has no
    Vietnamese sentence and the same sentences in the same order; Vietnamese by default."""
    from types import SimpleNamespace

    from chan_core.cards import KINDS
    from chan_core.gen_win import story

    thien = "thien_u" in ctx
    w = SimpleNamespace(context=frozenset(ctx), source=None if thien else src[0], drawn_by=None if thien else src[1],
                        winning_card=None if thien else KINDS[card_i % len(KINDS)], melds=("x",) if melds else ())
    default, vi, en = _core_texts(lambda: _said(story(w)))
    assert default == vi and len(en) == len(vi) >= 1
    assert _core_leaks(list(en)) == [], en
    assert not set(en) & set(vi)
    assert all(s.endswith(".") and s[0].isupper() for s in en + vi)


def test_gen_win_reasons_and_story_english_over_many_hands():
    """What the «Luyện xướng» page shows of a generated hand (the story, the reason of each
    cước — :func:`chan_core.cuoc.detect`'s), in English, for hands of every level and variant."""
    from chan_core.gen_win import LEVELS, gen_win
    from chan_core.options import make_options

    leaks = []
    for variant in ("classic", "sanhrong"):
        opts = make_options(variant)
        for level in LEVELS:
            for seed in range(25):
                vi = _said(gen_win(seed, level, opts))
                with language("en"):
                    en = _said(gen_win(seed, level, opts))
                assert en.scenario == vi.scenario and en.cuoc == vi.cuoc
                leaks += _core_leaks(list(en.story) + list(en.reasons.values()))
    assert leaks == []


@pytest.mark.parametrize("level", [9, 0, -1, "x", "1", 1.0, True, [1], None, {"a": 1}])
def test_gen_win_bad_level_errors(level):
    """Every level that is not 1, 2 or 3 (unhashable and bool too) is a ChanError naming it, in
    each language (the value as :func:`chan_core.errors.shown` writes it in that language)."""
    from chan_core.errors import ChanError, shown_value
    from chan_core.gen_win import gen_win, level_name

    for fn in (lambda: gen_win(1, level), lambda: level_name(level)):
        default, vi, en = _core_texts(lambda: _core_error(fn))
        with language("vi"):
            assert default == vi == f"Cấp độ phải là 1, 2, 3, không phải {say(shown_value(level))}."
        with language("en"):
            assert en == f"The level must be 1, 2, 3, not {say(shown_value(level))}."
        assert _core_leaks([en]) == [], en
    with pytest.raises(ChanError) as ei:
        gen_win(1, level)
    assert ei.value.field == "level"
    assert _core_error(lambda: gen_win(1, 9)) == "Cấp độ phải là 1, 2, 3, không phải 9."


def test_gen_win_no_hand_found_error_counts_tries():
    from chan_core.errors import ChanError
    from chan_core.gen_win import gen_win

    for tries, en_word in ((1, "try"), (2, "tries")):
        default, vi, en = _core_texts(lambda: _core_error(lambda: gen_win(3, 3, max_tries=tries)))
        assert default == vi == f"Không tạo được bài ù cấp 3 sau {tries} lần thử (hạt giống 3)."
        assert en == f"Could not make a winning hand of level 3 after {tries} {en_word} (seed 3)."
    with pytest.raises(ChanError) as ei:
        gen_win(3, 3, max_tries=1)
    assert ei.value.field == "seed"


def test_gen_win_no_bare_vietnamese_sentence_in_source():
    """Every Vietnamese string literal of chan_core/gen_win.py is a gettext message or a
    docstring: a sentence added later as a bare literal or an f-string is found here."""
    import ast

    from tests.english_check import has_vietnamese

    tree = ast.parse((ROOT / "chan_core" / "gen_win.py").read_text(encoding="utf-8"))
    ok: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "N_", "ngettext"):
            ok.update(id(a) for a in node.args)
        body = getattr(node, "body", None)
        if isinstance(body, list):  # docstrings, and the string after an assignment (attribute docs)
            for st_ in body:
                if isinstance(st_, ast.Expr) and isinstance(st_.value, ast.Constant):
                    ok.add(id(st_.value))
    bare = [f"line {n.lineno}: {n.value!r}" for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in ok
            and any(has_vietnamese(w) for w in n.value.split())]
    assert bare == []


def test_gen_win_catalog_english_has_no_vietnamese_sentence():
    import re

    leaks = []
    n = 0
    for m in _words_catalog("gen_win"):
        if not m.id:
            continue
        n += 1
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert s.strip() and not m.fuzzy, m.id
            leaks += _core_leaks([re.sub(r"\{[^{}]*\}", " ", s)])
    assert n >= 15 and leaks == []


# =============================================================================================
# Cước, scoring, xướng, payouts, reachability, options, the practice table and its advice
# (prefix test_score_): chan_core/cuoc/, scoring, xuong, payouts, reachability, options,
# cuoc_pairs, game/, strategy/. Hands worked from seed 001 §IV–§VII and seed 002 (as in
# tests/engine/test_why_not.py, tests/engine/test_scoring.py, tests/engine/test_xuong.py, tests/engine/test_reachability.py).
# =============================================================================================

SCORE_MODULES = ("cuoc.__init__", "cuoc.an", "cuoc.base", "cuoc.boi_canh", "cuoc.hinh", "cuoc.hoa", "cuoc.mau",
                 "scoring", "xuong", "payouts", "reachability", "options", "game.actions", "game.bots",
                 "game.describe", "game.ending", "game.flow", "game.record", "game.selfplay",
                 "game.state", "strategy.advice", "strategy.measure")
# tests/engine/test_win.py: 5 chắn, 4 cạ, què 4V; the winner draws 4V himself: chì + bạch thủ (001 §V.3, §V.17).
SCORE_BACH_THU = ("2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V", "4V")
# Hoa rơi cửa phật (001 §V.20): ngũ vạn eaten as a chắn, chì bạch thủ on nhị vạn.
SCORE_HOA = ("3V 3V 4N 4N 6V 6V 9N 9N 7V 7N 8N 8S 9S 9V 6N 6S 2V", "2V", "5V")
# Seed 002 "Cách tính điểm": chíu ù, bạch thủ, 2 tôm, lèo = 5 + 1 + 2 × 1 + 1 = 9.
SCORE_002 = {"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}
_SCORE_CITE = __import__("re").compile(r"§\s*[IVX]+(?:\.\d+)?(?:\s+mục\s+\d+)?")


def _score_leaks(texts) -> list[str]:
    """Vietnamese words outside the game's terms, once the seed citations («001 §V mục 13», which
    the app words for the reader, ui.feedback.learner_words) are taken out."""
    return vietnamese_leaks([("engine", "text", _SCORE_CITE.sub("§", str(t))) for t in texts])


def _score_strings(obj) -> list[str]:
    """Every string in a JSON-like answer, less the spoken xướng (``words``/``text``, Vietnamese
    in every language) and ids."""
    skip = {"words", "text", "declared_words", "id", "cuoc", "combo", "role", "trap", "verdict", "rule",
            "case", "main", "event", "meld", "name"}
    out: list[str] = []

    def walk(v, key=None):
        if isinstance(v, dict):
            for k, x in v.items():
                walk(x, k)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x, key)
        elif isinstance(v, str) and key not in skip:
            out.append(v)

    walk(obj)
    return out


def _score_win(hand, card, *, melds=(), by="self", context=()):
    from chan_core.cards import parse_card
    from chan_core.melds import Meld
    from chan_core.win import make_win

    ms = [Meld("an_chan", (parse_card(m), parse_card(m))) for m in melds]
    return make_win(hand, card, melds=ms, source="boc", drawn_by=by, context=context)


def _score_all_why_not(w, options) -> dict:
    from chan_core.cuoc import why_not
    from chan_core.scoring import table

    return {cid: _said(why_not(w, cid, options)) for cid in sorted(table(options).names)}


def test_score_lines_of_seed_002_in_both_languages():
    from chan_core.options import make_options
    from chan_core.scoring import score

    o = make_options()
    default, vi, en = _core_texts(lambda: [ln.reason for ln in score(SCORE_002, o).lines])
    assert default == vi == ["Lèo là cước chính (điểm cao nhất) → điểm 5", "Chíu ù: dịch 1", "Bạch thủ: dịch 1",
                             "Tôm ×2: 2 × dịch 1 = 2"]
    assert en == ["Lèo is the main cước (highest điểm) → 5 điểm", "Chíu ù: dịch 1", "Bạch thủ: dịch 1",
                  "Tôm ×2: 2 × dịch 1 = 2"]
    # 002's 31-điểm example with gà: the gà combinations take their English name from rules/variants.yaml.
    og = make_options("classic", {"ga": True})
    cuoc = {"chi": 1, "bach_thu_chi": 1, "tam_do": 1, "leo": 2}
    default, vi, en = _core_texts(lambda: [(g.name, g.reason) for g in score(cuoc, og).ga_lines])
    assert default == vi and vi[2] == ("Chì bạch thủ", "Chì bạch thủ: có Chì + Bạch thủ chi (tính như bạch thủ) → 1 gà")
    assert en[2] == ("Chì with bạch thủ", "Chì with bạch thủ: has Chì + Bạch thủ chi (counted as bạch thủ) → 1 gà")
    assert score(cuoc, og).total == 31 and _score_leaks(t for pair in en for t in pair) == []


def test_score_why_not_of_a_real_hand():
    from chan_core.options import make_options

    w = _score_win(*SCORE_BACH_THU)
    o = make_options()
    default, vi, en = _core_texts(lambda: _score_all_why_not(w, o))
    assert default == vi and set(en) == set(vi)
    assert vi["leo"] == ("Lèo cần đủ một bộ cửu vạn – bát sách – chi chi trong 20 lá; bài này không có cửu vạn hay "
                         "chi chi (chỉ có 1 bát sách).")
    assert en["leo"] == ("Lèo needs a full set of cửu vạn (9 of vạn) – bát sách (8 of sách) – chi chi (the 1, no suit) "
                         "among the 20 cards; this hand has no cửu vạn or chi chi (only 1 bát sách).")
    assert en["chi"] is None and en["bach_thu"] is None  # it has them: no sentence in any language
    assert [k for k, t in vi.items() if t is None] == [k for k, t in en.items() if t is None]
    assert _score_leaks(t for t in en.values() if t) == []


def test_score_picture_cuoc_replaces_chi_bach_thu_in_english():
    from chan_core.cuoc import why_not
    from chan_core.options import make_options
    from chan_core.scoring import score_win

    hand, card, mat = SCORE_HOA
    w = _score_win(hand, card, melds=[mat])
    o = make_options()
    default, vi, en = _core_texts(lambda: _said((score_win(w, o).as_dict(), why_not(w, "chi", o))))
    assert default == vi and vi[0]["cuoc"] == en[0]["cuoc"] == {"hoa_roi_cua_phat": 1}
    assert vi[0]["reasons"]["hoa_roi_cua_phat"] == ("Dưới chiếu có ngũ vạn (ngôi chùa) đã ăn/chíu, chì bạch thủ nhị vạn "
                                                    "(hoa đào).")
    assert en[0]["reasons"]["hoa_roi_cua_phat"] == ("The pagoda, ngũ vạn (5 of vạn), taken or chíu on the mat; chì bạch "
                                                    "thủ on the peach blossom, nhị vạn (2 of vạn).")
    assert en[1].startswith("This hand has chì, but the cước «Hoa rơi cửa phật» (the pagoda, ngũ vạn [5 of vạn],")
    assert en[1].count("5 of vạn") == 1  # the embedded reason is not read out twice
    assert _score_leaks(_score_strings(en[0]) + [en[1]]) == []


def test_score_xuong_verdicts_and_payments():
    from chan_core.options import make_options
    from chan_core.xuong import Said, grade

    o = make_options()
    cases = {
        "thieu": [Said("chiu_u"), Said("bach_thu"), Said("tom", 2)],
        "sai": [Said("chiu_u"), Said("bach_thu"), Said("tom", 2), Said("leo"), Said("tam_do")],
        "dung": [Said("chiu_u"), Said("bach_thu"), Said("leo"), Said("tom", 2)],  # an order slip: a remark only
    }
    for verdict, said in cases.items():
        default, vi, en = _core_texts(lambda: grade(SCORE_002, said, o, bao=[2] if verdict == "dung" else []).as_dict())
        assert default == vi and vi["verdict"] == en["verdict"] == verdict
        assert en["canonical"]["text"] == vi["canonical"]["text"] == "Chíu ù bạch thủ có 2 tôm có lèo"  # said in Vietnamese
        assert _score_leaks(_score_strings(en)) == [], verdict
    vi = grade(SCORE_002, cases["thieu"], o)
    assert vi.summary.code == "xuong.summary.thieu"
    assert say(vi.summary) == ("Xướng thiếu: còn thiếu lèo; chỉ được ăn 7 điểm mỗi người thay vì 9 (001 §VII, xướng sai, "
                          "xướng thiếu).")
    with language("en"):
        en = grade(SCORE_002, cases["thieu"], o)
        assert say(en.summary) == ("Xướng thiếu (incomplete): lèo left out; paid only 7 điểm per player instead of 9 (001 §VII, "
                              "xướng sai, xướng thiếu).")
        assert tuple(map(say, en.payments.seats[1].lines)) == ("pays seat 0 7 điểm (Xướng thiếu: paid only the 7 điểm of the cước "
                                              "declared)",)
        sai = grade(SCORE_002, cases["sai"], o)
        assert say(sai.summary).startswith("Xướng sai (wrong): the winner pays each player 14 điểm")
        assert "The hand has no cước «Tám đỏ»" in say(sai.summary)


def test_score_xuong_traps_take_the_yaml_twin():
    from chan_core.options import make_options
    from chan_core.rules import load_rules
    from chan_core.xuong import Said, grade

    o = make_options()
    traps = {t.id: t for t in load_rules().xuong.traps}
    hoa = {"hoa_roi_cua_phat": 1}
    said_chi = [Said("chi")]  # a hoa hand said as chì only: đúng, paid what was said (001 §V chú ý)
    said_both = [Said("hoa_roi_cua_phat"), Said("bach_thu")]  # the picture with what it replaces: sai
    default, vi, en = _core_texts(lambda: (grade(hoa, said_chi, o).summary, grade(hoa, said_both, o).summary))
    assert default == vi
    assert traps["chi_bach_thu_thay_hoa"].explanation in vi[0]
    assert traps["chi_bach_thu_thay_hoa"].twins["explanation"] not in vi[0]
    with language("en"):
        assert text_of(traps["chi_bach_thu_thay_hoa"], "explanation") in en[0]
        assert text_of(traps["hoa_ca_nha_kem_chi_bach_thu"], "explanation") in en[1]
    assert en[0].startswith("Correct xướng, each player pays 3 điểm.") and en[1].startswith("Xướng sai (wrong)")
    assert "001 §V, cước, chú ý sau mục 24" in vi[0] and "(001 §V, cước, note after item 24)" in en[0]  # the seed's section title
    assert _score_leaks(en) == []


def test_score_refusals_follow_the_language():
    """A set of cước no win has (rules/cuoc_pairs.yaml) is refused with the entry's reason fact, said in
    Vietnamese, and in English under ``language('en')`` — also after the table was read (and cached)
    in the other language."""
    from chan_core.cuoc_pairs import refusal
    from chan_core.errors import ChanError
    from chan_core.options import make_options
    from chan_core.rules import load_rules
    from chan_core.scoring import check_cuoc

    for variant in ("classic", "sanhrong"):
        o = make_options(variant)
        entries = load_rules().cuoc_pairs.variants[variant].impossible
        for e in entries[:: max(1, len(entries) // 12)]:
            cuoc = {k: ns[0] for k, ns in e.cuoc.items()}
            vi = _core_error(lambda: check_cuoc(cuoc, o))
            with language("en"):
                en = _core_error(lambda: check_cuoc(cuoc, o))
            fact = refusal(cuoc, variant).reason
            assert fact["why"].code == e.why.code and vi == say(fact, "vi") and en == say(fact, "en") != vi
            assert vi.startswith("Một ván ù không thể vừa ") and en.startswith("One win cannot have both ")
            assert _core_error(lambda: check_cuoc(cuoc, o)) == vi
    assert issubclass(ChanError, Exception)


def test_score_payouts_in_both_languages():
    from chan_core import payouts
    from chan_core.options import make_options

    o = make_options()

    def all_settlements():
        return [s.as_dict() for s in (
            payouts.an_tien(4, 0, 9), payouts.xuong_thieu(3, 1, 5, 1000), payouts.nghi_an_tien(2, 0),
            payouts.penalty("u_lao", 4, 2, o), payouts.penalty("u_bao", 3, 0, make_options("sanhrong")), payouts.bao(4, 0, 9, [2]),
            payouts.xuong_sai(4, 0, 6), payouts.xuong_sai(4, 0, 6, bao_seats=[1], correct_points=11),
            payouts.xuong_sai(4, 0, 6, bao_seats=[1], rule="theo_001"),
            payouts.xuong_sai(2, 0, 6, bao_seats=[1], correct_points=11))]

    default, vi, en = _core_texts(all_settlements)
    assert default == vi and [s["net"] for s in vi] == [s["net"] for s in en]
    assert vi[3]["summary"] == "Ù láo: người phạm đền mỗi người trong làng 12 điểm (tám đỏ hai lèo)."
    assert en[3]["summary"] == "Ù láo: the offender pays each player of the làng 12 điểm (tám đỏ hai lèo)."
    assert en[0]["transfers"][0]["why"] == "The loser pays the winner 9 điểm × 1"
    assert _score_leaks(_score_strings(en)) == []
    vi_err = _core_error(lambda: payouts.an_tien(4, 0, 10 ** 10))
    with language("en"):
        en_err = _core_error(lambda: payouts.an_tien(4, 0, 10 ** 10))
    assert "1.000.000.000" in vi_err and "1,000,000,000" in en_err  # the thousands separator of each language


def test_score_reachability_warnings():
    from chan_core.reachability import check

    hand, card, mat = SCORE_HOA
    w = _score_win(hand, card, melds=[mat], context=("dia_u", "pha_thien"))
    default, vi, en = _core_texts(lambda: [(p.rule, p.fact) for p in check(w).problems])
    assert default == vi and [p[0] for p in vi] == [p[0] for p in en] == ["dia_u_an", "pha_thien_chan"]
    assert vi[0][1] == ("Địa ù là ù khi lượt chưa qua cửa chì của mình, mà dưới chiếu có bộ đã ăn (chắn ngũ vạn): "
                        "phải tới lượt mình mới được ăn, nên lượt đã qua — trước lượt mình chỉ chíu được. Không tính "
                        "địa ù (001 §IV, §V.6).")
    assert en[0][1].startswith("Địa ù is an ù before the turn has passed one's own cửa chì, yet the mat holds sets "
                               "taken with ăn (chắn ngũ vạn [5 of vạn])")
    assert _score_leaks(t for p in en for t in p[1:]) == []


def test_score_option_and_engine_errors():
    from chan_core.cuoc import why_not
    from chan_core.game import Action
    from chan_core.options import make_options
    from chan_core.scoring import check_cuoc, score
    from chan_core.strategy.advice import eat_or_pass, rank_discards
    from chan_core.xuong import read_declared

    o = make_options()
    w = _score_win(*SCORE_BACH_THU)
    calls = [
        lambda: make_options("classic", {"gaa": True}), lambda: make_options("classic", {"ga_points": "5"}),
        lambda: make_options("classic", {"ga_mode": "x"}), lambda: make_options("zz"),
        lambda: make_options("sanhrong", {"variant": "classic"}), lambda: make_options("classic", {"zz": 1}),
        lambda: check_cuoc({"leo": 9}, o), lambda: check_cuoc({"hoa_roi_cua_phat": 1}, make_options("sanhrong")),
        lambda: score({"xuong": 1, "leo": 1}, o), lambda: check_cuoc({"bach_thu": 1, "bach_thu_chi": 1}, o),
        lambda: why_not(w, "zzz", o), lambda: read_declared([{"id": "thong", "count": 2}], o),
        lambda: read_declared("leo", o), lambda: Action.from_dict({"seat": 0, "event": "an", "card": "9V"}),
        lambda: rank_discards("9V 9V"), lambda: eat_or_pass("9V 9V 9V 9V 2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 8V 8V 2N",
                                                              card="9V"),
    ]
    for call in calls:
        vi = _core_error(call)
        with language("en"):
            en = _core_error(call)
        assert _core_error(call) == vi != en
        assert _score_leaks([en]) == [], en
    with language("en"):
        assert _core_error(calls[0]) == ("There is no option «gaa» (the options: ga, ga_mode, ga_points, "
                                         "chi_bach_thu_ga, bach_thu_chi_ga, u_xuong_allowed, bao_xuong_sai). Did you "
                                         "mean «ga»?")


def test_score_practice_table_lines():
    from chan_core.game import describe, seat_label
    from chan_core.game.selfplay import play_hand

    st_ = play_hand(4, 0)
    assert st_.events and st_.result in ("u", "hoa", "u_lao")

    def lines():
        return [say(describe(ev, st_, v)) for ev in st_.events for v in range(4)]

    default, vi, en = _core_texts(lines)
    assert default == vi and len(en) == len(vi) and [bool(x) for x in en] == [bool(x) for x in vi]
    assert _score_leaks(x.split("«")[0] for x in en) == []  # the xướng inside «» is said in Vietnamese
    ev = {"seat": 1, "event": "an", "card": "8V", "with": "8S"}
    default, vi, en = _core_texts(lambda: say(describe(ev, st_, 0)))
    assert vi == "Bên phải ăn cạ bát vạn bằng bát sách."  # the module's own example
    assert en == "Right took (ăn) bát vạn (8 of vạn) as a cạ with bát sách (8 of sách)."
    xu = {"seat": 2, "event": "xuong", "declared": [{"id": "chiu_u"}, {"id": "tom", "count": 2}]}
    with language("en"):
        assert say(describe(xu, st_, 0)) == "Opposite declared the xướng: «Chíu ù có 2 tôm»."
        assert [say(seat_label(s, 0, 4)) for s in range(4)] == ["You", "Right", "Opposite", "Left"]
    assert [say(seat_label(s, 0, 4)) for s in range(4)] == ["Bạn", "Bên phải", "Đối diện", "Bên trái"]


def test_score_advice_reasons():
    from chan_core.strategy.advice import eat_or_pass, rank_discards

    hand19 = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
    default, vi, en = _core_texts(lambda: ([say(a.reason) for a in rank_discards(hand19 + " 9V")],
                                           [say(x.reason) for x in eat_or_pass(hand19, card="4S").options]))
    assert default == vi and len(en[0]) == len(vi[0]) and len(en[1]) == len(vi[1])
    assert vi[0][0] == ("Đánh tứ vạn (què): bài chờ ù cửu vạn, cửu văn, cửu sách — còn 9 lá chưa lộ; khả năng cửa "
                        "dưới ăn được quân này: khoảng 93% (càng thấp càng an toàn).")
    assert en[0][0] == ("Discard tứ vạn (4 of vạn), a lone card (què): the hand waits (chờ ù) for cửu vạn (9 of "
                        "vạn), cửu văn (9 of văn), cửu sách (9 of sách) — 9 cards still unseen; the chance that the "
                        "cửa dưới (the next player, who may take the card you let go) can take this card: about "
                        "93% (lower is safer).")
    assert _score_leaks(en[0] + en[1]) == []


def test_score_cached_tables_follow_the_language():
    """The tables cached once per process (scoring.table, cuoc_pairs.table, xuong.cuoc_info) hold no
    sentence: the same call gives each language in turn."""
    from chan_core.options import make_options
    from chan_core.scoring import score, table

    o = make_options("classic", {"ga": True})
    table(o)  # read (and cached) now, in Vietnamese
    for lang, name in (("en", "Chì with bạch thủ"), ("vi", "Chì bạch thủ"), ("en", "Chì with bạch thủ")):
        with language(lang):
            names = [say(g.name) for g in score({"chi": 1, "bach_thu": 1}, o).ga_lines]
        assert names == [name]


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10 ** 9), st.sampled_from(["classic", "sanhrong"]), st.booleans())
def test_score_property_random_wins(seed, variant, ga):
    """Any random valid win: its score, every why-not, the grade of its canonical xướng less its
    last cước and plus a cước it lacks — English with no stray Vietnamese word, Vietnamese the
    same with or without ``language('vi')``, the numbers the same in both."""
    import random as _r

    from chan_core.options import make_options
    from chan_core.scoring import score_win
    from chan_core.xuong import Said, canonical, grade

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from scoring import random_win  # benchmarks/scoring.py

    rng = _r.Random(seed)
    w = None
    for _i in range(40):
        w = random_win(rng)
        if w is not None and score_win(w, make_options(variant)).valid:
            break
        w = None
    if w is None:
        return
    o = make_options(variant, {"ga": ga})

    def texts():
        ws = score_win(w, o)
        canon = list(canonical(ws.cuoc, variant).items)
        extra = next(c for c in ("bach_dinh", "tam_do", "thap_thanh", "leo") if c not in ws.cuoc)
        gs = [grade(ws.cuoc, canon[:-1], o).as_dict(), grade(ws.cuoc, canon + [Said(extra)], o, bao=[1]).as_dict()]
        return _said(ws.as_dict()), _score_all_why_not(w, o), _said(gs)

    default, vi, en = _core_texts(texts)
    assert default == vi
    assert en[0]["points"] == vi[0]["points"] and [g["verdict"] for g in en[2]] == [g["verdict"] for g in vi[2]]
    assert _score_leaks(_score_strings(en[0]) + [t for t in en[1].values() if t] + _score_strings(en[2])) == []


WORDS_SCORE = ("cuoc", "cuoc_pairs", "scoring", "xuong", "payouts", "game", "strategy")
"""The words-layer modules that took the sentences of the score, xướng, game and strategy modules (issue 23)."""
_PO = ROOT / "words" / "locale" / "en" / "LC_MESSAGES" / "words"
SCORE_CATALOGS = tuple(f"words:{m}" for m in WORDS_SCORE if (_PO / f"words.phrases.{m}.po").is_file()) + tuple(
    m for m in SCORE_MODULES
    if (ROOT / "chan_core" / "locale" / "en" / "LC_MESSAGES" / "chan_core" / f"chan_core.{m}.po").is_file())
"""Every catalog that holds these sentences now: the words layer's, and the engine's not yet converted."""


def _score_catalog(module: str):
    return _words_catalog(module[6:]) if module.startswith("words:") else _core_catalog(module)


@pytest.mark.parametrize("module", SCORE_CATALOGS)
def test_score_catalog_english_has_no_vietnamese_sentence(module):
    import re

    leaks = []
    n = 0
    for m in _score_catalog(module):
        if not m.id:
            continue
        n += 1
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert s.strip() and not m.fuzzy, m.id
            leaks += _score_leaks([re.sub(r"\{[^{}]*\}", " ", s)])
    assert n >= 1 and leaks == []


@pytest.mark.parametrize("module", [m for m in SCORE_MODULES if m not in ("game.selfplay", "xuong")]
                         + ["xuong.__init__", "xuong.rules", "xuong.spoken", "xuong.grading"])
def test_score_no_bare_vietnamese_sentence_in_source(module):
    """Every Vietnamese string literal of these modules is a gettext message, a docstring, or made
    only of the game's words (chắn, cạ, què … and the spoken xướng «ù», «có»): a sentence added
    later as a bare literal or an f-string is found here. (game/selfplay.py's command line stays
    Vietnamese, like ``python -m chan_core eval``; chan_core/cuoc_pairs.py writes the Vietnamese
    ``reason`` of rules/cuoc_pairs.yaml, whose English twin tools/build_cuoc_pairs.py writes.)"""
    import ast

    from tests.english_check import has_vietnamese, leftover_words

    path = ROOT / "chan_core" / (module.replace(".", "/") + ".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    ok: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "N_", "ngettext"):
            ok.update(id(a) for a in ast.walk(node))
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for st_ in body:
                if isinstance(st_, ast.Expr) and isinstance(st_.value, ast.Constant):
                    ok.add(id(st_.value))
    regex = {r"mục\s+(\d+)", " mục "}  # xuong._cite reads the seed's section title («§V mục 18»)
    bare = [f"line {n.lineno}: {n.value!r}" for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in ok
            and n.value not in regex and any(has_vietnamese(w) for w in n.value.split())
            and leftover_words(n.value)]
    assert bare == []
