"""The engine's sentences in English (issue 15): explanations, verdicts and errors come from
gettext messages (``chan_core.i18n``), English on request, Vietnamese unchanged by default.

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

from chan_core.i18n import current_language, language
from tests.english_check import vietnamese_leaks

ROOT = Path(__file__).resolve().parent.parent


# =============================================================================================
# Core modules (prefix test_core_): cards, errors, guard, melds, layout, win, waits, boc_cai,
# deal, history, legal, loi, loi_why. Hands worked from seed 001 §III–§V, §VII (as in
# tests/test_loi.py, tests/test_win.py, tests/test_why_not.py).
# =============================================================================================

CORE_MODULES = ("cards", "errors", "guard", "melds", "layout", "win", "waits", "boc_cai", "deal",
                "history", "legal", "loi", "loi_why")

# Seed's shared hand (tests/test_loi.py): chắn 2V 6N 7S 8N; cạ 3N-3S, 5S-5V; ba đầu 4S-4V-4N;
# què 2S 6V 7V 9V. Not waiting.
CORE_H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"
# tests/test_win.py: 5 chắn, 4 cạ, què 4V (bạch thủ on 4V); and 3 × 5V in hand (chíu ù on 5V).
CORE_BACH_THU = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
CORE_CHIU = "2V 2V 3V 3V 4N 4N 6V 6V 7S 7S 5V 5V 5V 8N 8S 9N 9S 2N 2S"
# tests/test_why_not.py (lesson 6 q3): one cửu vạn beside the chắn of cửu văn, cửu sách drawn.
CORE_LESSON6 = ("9V 9N 9N 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N", [{"event": "boc", "card": "9S"}])


def _core_leaks(texts: list[str]) -> list[str]:
    return vietnamese_leaks([("engine", "text", t) for t in texts])


def _core_texts(fn) -> tuple[object, object, object]:
    """``fn()`` by default, under ``language('vi')`` and under ``language('en')``."""
    default = fn()
    with language("vi"):
        vi = fn()
    with language("en"):
        en = fn()
    return default, vi, en


def _core_error(fn) -> str:
    from chan_core.errors import ChanError

    with pytest.raises(ChanError) as ei:
        fn()
    return str(ei.value)


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
        assert u.reason == ("Not an ù: the winning card tứ vạn (4 of vạn) was discarded by another player; you may ù "
                            "only on a card drawn from the nọc, except for chíu ù.")
        assert check_u(make_win(CORE_CHIU, "5V", source="danh")).reason == "A valid ù: 10 pairs, 7 chắn and 3 cạ."


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
    assert en == ["Lỗi 7 «Bỏ chắn ăn cạ»: earlier you passed on ăn chắn cửu vạn (9 of vạn), and now you use cửu vạn "
                  "to ăn cạ cửu văn (9 of văn) — penalty: Báo."]


def test_core_why_not_english():
    from chan_core.history import replay
    from chan_core.loi_why import checklist, why_not

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
    assert en == ["Use cửu vạn to ăn cạ", "Use cửu văn to ăn cạ", "Dưới (pass, do not ăn)", "Ù"]
    sc = generate_situation(7)
    with language("en"):
        assert generate_situation(7) == sc  # the dict holds both languages, whatever the current one
    assert sc["title"] == "Ván chia ngẫu nhiên số 7" and sc["title_en"] == "Random deal no. 7"
    assert sc["question"].endswith("Bạn làm gì?") and sc["question_en"].endswith("What do you do?")
    assert _core_leaks([sc["title_en"], sc["question_en"]]) == []


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
    from chan_core.loi import fault_info, fault_name
    from chan_core.loi_why import why_not
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
    from chan_core.loi import fault_info, fault_name
    from chan_core.rules import load_rules

    rules = load_rules()
    for code in [*range(18), "bo_u", "u_lao", "u_khong_duoc", "u_chi_chi"]:
        default, vi, en = _core_texts(lambda: fault_info(code))
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
    from chan_core.cards import gloss_cards

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
    from chan_core.loi_why import checklist
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
    from chan_core.loi_why import checklist

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

def _core_catalog(module: str):
    path = ROOT / "chan_core" / "locale" / "en" / "LC_MESSAGES" / "chan_core" / f"chan_core.{module}.po"
    with open(path, "rb") as fh:
        return read_po(fh, locale="en")


@pytest.mark.parametrize("module", [m for m in CORE_MODULES if m != "layout"])  # layout has no sentence
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


def test_core_language_is_restored():
    assert current_language() == "vi"


# ---- a fixed position gets a fixed sentence (not the order of a set: PYTHONHASHSEED)

def test_core_why_not_same_sentence_in_every_process():
    script = ("from chan_core.history import replay\nfrom chan_core.loi_why import why_not\n"
              "s = replay('5V 5V 5S 5S 5N 2V 2V 3N 4S 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V')\n"
              "print(why_not(s, {'event': 'an', 'card': '5V', 'with': '5N'}, 3))\n")
    outs = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True)
        outs.add(out.stdout)
    assert len(outs) == 1 and "hai ngũ vạn trên tay là chắn" in outs.pop()
