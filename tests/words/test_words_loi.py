"""The lỗi engine's facts in words (issue 23): every code of ``words/phrases/loi*.py`` said in
Vietnamese and English, the facts the engine states reached by real positions, a fact read back
from JSON said the same, and each renderer's sentence checked word for word."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import words
from chan_core.cards import parse_card
from chan_core.errors import ChanError
from chan_core.facts import Fact, plain
from chan_core.history import OFFER_EVENTS, Event, check_event, parse_event, parse_history, replay
from chan_core.legal import discard_moves, generate_situation, legal_moves
from chan_core.loi import CODES, fault_info, fault_name, judge_history, why_not
from chan_core.scenario import load_file
from tests.english_check import vietnamese_leaks
from words.phrases import loi, loi_moves, loi_why, tables

ROOT = Path(__file__).resolve().parents[2]
MINE = {c for m in (loi, loi_why, loi_moves) for c in (*tables(m.__name__)["TEMPLATES"], *m.RENDERERS)}
SAME_IN_BOTH = {"move.label.tra_cua", "move.an"}
"""Moves that read the same in English (the game's words: «ăn cửu vạn»)."""


def k(code: str):
    return parse_card(code)


def walk(x, out: set):
    if isinstance(x, Fact):
        out.add(x)
        for _k, v in x:
            walk(v, out)
    elif isinstance(x, tuple):
        for v in x:
            walk(v, out)
    return out


def corpus() -> set[Fact]:
    """Every fact the engine states about the drill situations and 30 random deals: labels,
    moves, offers, findings, names and why-nots of every option."""
    scs = [s for p in sorted((ROOT / "lessons/drills/an_hay_khong").glob("0*.yaml")) for s in load_file(p)
           if s.get("kind") == "action"] + [generate_situation(seed) for seed in range(30)]
    out: set[Fact] = set()
    for sc in scs:
        walk(sc["title"], out)
        walk(sc["question"], out)
        st = replay(sc["hand"], parse_history(sc.get("history")))
        ev = parse_event(sc["action"])
        if ev.event in OFFER_EVENTS:
            off = st.offer(ev)
            opts = legal_moves(st, ev.card, off.source, off.by).options
        else:
            opts = discard_moves(st, ev.event)
        for o in opts:
            walk(o.label, out)
            walk(o.event.describe(), out)
            if o.event.event in OFFER_EVENTS:
                walk(st.offer(o.event).describe(), out)
            for f in o.verdict.findings:
                walk(f.explanation, out)
                walk(f.name, out)
            for c in CODES:
                walk(why_not(st, o.event, c), out)
    return out


# Facts the corpus does not reach (held 20 cards, after an ù, refusals …), made by hand.
H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"
HAND_MADE = [
    Fact("loi.0.committed", card=k("9N"), with_card=k("9V")),
    Fact("loi.6.chiu", card=k("9V")),
    Fact("loi.15.chiu", meld=(k("3N"), k("3S")), card=k("3V")),
    Fact("loi.4.not_waiting", with_card=k("9V")),
    Fact("loi.bo_u.thien_u", chan=7, ca=3, move=Fact("move.danh", card=k("8N"))),
    Fact("loi.bo_u.chiu_u", card=k("9V"), chan=7, ca=3, move=Fact("move.tra_cua", card=k("2N"))),
    Fact("loi.bo_u.after", detail=Fact("loi.bo_u.committed", card=k("4V"), offer=Fact("move.offer", by="self",
                                                                                      source="boc"),
                                       move=Fact("move.bo", card=k("4V"))), card=k("2S")),
    Fact("loi.bo_u.not_held", why=(Fact("loi.u_lao.hand_incomplete"),)),
    Fact("loi.bo_u.not_u"),
    Fact("move.label.bo_tren"), Fact("move.label.bo_khac"),  # «Ăn hay không?»'s pass by whose card (the page's)
    Fact("move.label.bo_khac_u"), Fact("move.label.bo_u"),  # «Hôm nay»: a pass in an ù question (another's card, one's own)
    Fact("loi.size_not_19", n=20),
    Fact("loi.u_lao.finished"),
    Fact("loi.u_lao.held", why=(Fact("loi.u_lao.hand_incomplete"),)),
    Fact("loi.u_lao.not_held", chan=7, ca=3),
    Fact("loi.u_chi_chi.not_held"),
    Fact("loi.why.instead", reason=Fact("loi.u_chi_chi.not_complete"), faults=("u_lao",)),
    Fact("loi.title", code="u_lao"),
    Fact("loi.u_khong_duoc.not_held"),
    Fact("loi.why.none_taken"),
    Fact("loi.why.not_a_win", card=k("9V"), error=Fact("move.start_size", n=3)),
    Fact("loi.unknown_number", number="99"),
    Fact("loi.unknown_code", code="zz", extras=("bo_u", "u_lao")),
    Fact("loi.unknown_fault", code="zz", extras=("bo_u", "u_lao")),
    Fact("move.an", card=k("9V")),
    Fact("move.boc", card=k("CC")),
    Fact("move.tra_cua", card=k("2N")),
    Fact("move.label.chiu_u"), Fact("move.label.thien_u"), Fact("move.label.tra_cua", card=k("2N")),
]


def errors() -> list[ChanError]:
    """The refusals of history, legal and the lỗi engine, each raised by the engine."""
    st0 = replay(H)
    bad = [
        lambda: parse_event(5), lambda: parse_event({"event": "an", "card": "9V", "zz": 1}),
        lambda: parse_event({"card": "9V"}), lambda: parse_event({"event": "zz", "card": "9V"}),
        lambda: parse_event({"event": "danh"}), lambda: parse_event({"event": "an", "card": "9V"}),
        lambda: parse_event({"event": "an", "card": "9V", "with": "8V"}),
        lambda: parse_event({"event": "danh", "card": "9V", "with": "9N"}),
        lambda: parse_event({"event": "danh", "card": "9V", "source": "boc"}),
        lambda: parse_event({"event": "an", "card": "9N", "with": "9V", "order": "zz"}),
        lambda: replay("9V 9V"), lambda: replay(H, [{"event": "danh", "card": "9S"}]),
        lambda: replay(H, [{"event": "tra_cua", "card": "9S"}]),
        lambda: replay(H, [{"event": "an", "card": "9N", "with": "9S"}]),
        lambda: replay(H, [{"event": "an", "card": "9N", "with": "9V", "by": "khac"}]),
        lambda: replay(H, [{"event": "chiu", "card": "2V"}]),
        lambda: replay(H, [{"event": "bo", "card": "2V"}] * 3),
        lambda: replay(H, [{"event": "boc", "card": "3N"}, {"event": "u", "card": "3N"},
                           {"event": "danh", "card": "9V"}]),
        lambda: check_event(st0, Event("an", k("9N"), k("8N"))),  # an Event built by hand, not parsed
        lambda: parse_history(5), lambda: legal_moves(st0, "9V", "zz"), lambda: discard_moves(st0, "an"),
        lambda: generate_situation(10 ** 19), lambda: fault_name(99), lambda: fault_info("zz"),
        lambda: why_not(st0, {"event": "danh", "card": "2V"}, "zz"),
        lambda: __import__("chan_core.eval_kinds", fromlist=["evaluate"]).evaluate({"kind": "action", "hand": H}),
    ]
    out = []
    for fn in bad:
        with pytest.raises(ChanError) as ei:
            fn()
        out.append(ei.value)
    return out


def _said_well(fact: Fact, lang: str) -> str:
    text = words.say(fact, lang)
    assert text and "{" not in text.replace("{event: …", ""), fact
    if lang == "en":
        assert vietnamese_leaks([("engine", "text", text)]) == [], (fact, text)
    return text


def test_every_code_of_the_loi_words_is_said_in_both_languages():
    """Judged in each language (the clauses :mod:`chan_core.win` and :mod:`chan_core.waits` still
    give as sentences are made in the language of the judging), said in it."""
    by_lang = {}
    for lang in ("vi", "en"):
        with words.language(lang):
            by_lang[lang] = corpus() | walk(tuple(HAND_MADE), set()) | walk(tuple(e.fact for e in errors()), set())
    names = {f"loi.name.{x}" for x in ("u_lao", "u_khong_duoc", "u_chi_chi")}
    for lang, facts in by_lang.items():
        assert MINE - {f.code for f in facts} - names == set(), lang
        for f in facts:
            if f.code in MINE:
                _said_well(f, lang)
    for f in HAND_MADE + [fault_name(x) for x in ("u_lao", "u_khong_duoc", "u_chi_chi")]:
        vi, en = _said_well(f, "vi"), _said_well(f, "en")
        assert vi != en or f.code in SAME_IN_BOTH, f


def test_every_refusal_names_its_code_and_field():
    codes = {e.code for e in errors()}
    assert {"move.not_a_mapping", "move.unknown_key", "move.no_event", "move.unknown_event", "move.no_card",
            "move.an_no_with", "move.an_other_number", "move.with_only_an", "move.source_only_offered",
            "move.bad_choice", "move.start_size", "move.not_in_hand", "move.an_not_a_pair", "move.an_from_other",
            "move.chiu_needs_three", "move.fifth_copy", "move.after_u", "move.history_not_a_list",
            "move.not_a_discard", "move.seed_too_long", "loi.unknown_number", "loi.unknown_code",
            "loi.unknown_fault", "move.no_action"} <= codes


def test_a_fact_read_back_from_json_is_said_the_same():
    res = judge_history(H, [{"event": "bo", "card": "9V"}], {"event": "an", "card": "9N", "with": "9V"})
    facts = res.explanations + [Fact("loi.why_not", code=15, reason=Fact("loi.why.ca_other_number",
                                                                         melds=((k("3N"), k("3S")),), card=k("9V")))]
    back = [Fact.from_json(f) for f in json.loads(json.dumps(plain(facts)))]
    for lang in ("vi", "en"):
        assert words.say_all(back, lang) == words.say_all(facts, lang)


@pytest.mark.parametrize("fact,vi,en", [
    (Fact("loi.finding", code=7, detail=Fact("loi.7.committed", with_card=k("9V"), card=k("9N")), penalty="bao"),
     "Lỗi 7 «Bỏ chắn ăn cạ»: trước đã bỏ không ăn chắn cửu vạn, giờ lại lấy cửu vạn ăn cạ cửu văn — hình phạt: Báo.",
     "Lỗi 7 «Bỏ chắn ăn cạ»: "),
    (Fact("loi.title", code="bo_u"), "«Bỏ ù»", "«Bỏ ù»"),
    (Fact("loi.4.committed", waits=(k("3V"), k("4S")), with_card=k("9V"), card=k("9N")),
     "bài đang chờ ù tam vạn hoặc tứ sách mà bạn lấy quân chờ cửu vạn ăn cạ cửu văn", "tam vạn or tứ sách"),
    (Fact("loi.16.committed", meld=(k("3N"), k("3S")), card=k("3V"), discarded=k("3N")),
     "đã ăn cạ tam văn – tam sách, giờ lại đánh tam vạn sau khi đã đánh tam văn — đánh cả một cạ", "tam văn – tam sách"),
    (Fact("loi.10.committed", a=k("2V"), b=k("2S"), with_card=k("8V"), card=k("8S")),  # the cạ in words, not a list
     "đã đánh cả cạ nhị vạn – nhị sách mà giờ lại lấy bát vạn ăn cạ bát sách", "a whole cạ, nhị vạn – nhị sách, yet"),
    (Fact("loi.why.in_ba_dau", cards=(k("4S"), k("4V"), k("4N"))),
     "nằm trong ba đầu tứ sách – tứ vạn – tứ văn (ba đầu không phải cạ)", "tứ sách – tứ vạn – tứ văn"),
    (Fact("loi.why.declined", cards=(k("9V"), k("9V"), k("2S"))), "; các quân bạn đã bỏ không ăn: 2 cửu vạn, 1 nhị sách",
     "2 cửu vạn, 1 nhị sách"),
    (Fact("loi.3.not_loose", cards=Fact("loi.why.n_cards", n=2, card=k("9N")), with_card=k("9V"), card=k("9S")),
     "hai cửu văn trên tay là chắn, nên cửu vạn không thành cạ với chúng mà là quân lẻ; lấy quân lẻ ấy ăn cạ cửu sách "
     "thì không phải ăn chọn cạ", "two cửu văn"),
    (Fact("loi.1.not", in_hand=Fact("loi.why.in_hand", card=k("9V"), n=0), card=k("9V"), with_card=k("9N")),
     "trên tay không có cửu vạn nào, nên không ăn chắn cửu vạn được; lấy cửu văn ăn cạ là đúng, không phải treo tranh",
     "cửu vạn"),
    (Fact("loi.9.not", card=k("9V"), note=Fact("loi.why.none_declined")),
     "trước đó bạn chưa bỏ không ăn cửu vạn; bạn chưa bỏ quân nào", "cửu vạn"),
    (Fact("loi.u_lao.incomplete", card=k("2N"), why=("còn quân què tứ vạn", "chỉ có 5 chắn")),
     "thêm nhị văn, bài vẫn chưa tròn (còn quân què tứ vạn; chỉ có 5 chắn)", "nhị văn"),
    (Fact("loi.why.not_applicable", moves="an_ca", move=Fact("move.danh", card=k("9V"))),
     "lỗi này chỉ xét khi ăn cạ (lấy một quân cùng số khác chất ăn quân được mời); nước của bạn là «đánh cửu vạn»",
     "cửu vạn"),
    (Fact("loi.why.instead", reason=Fact("loi.u_lao.not_complete", facts=Fact("loi.why.complete", card=k("CC"),
                                                                                 chan=6, ca=4)),
          faults=("u_khong_duoc", "u_chi_chi")),
     "thêm chi chi bài tròn (6 chắn, 4 cạ), nên không phải hô ù khi chưa tròn bài; nước này phạm «Ù quân không được ù "
     "(chỉ ù quân bốc từ nọc, trừ chíu ù)» và «Ù chi chi khi không phải bạch thủ chi»", "chi chi"),
    (Fact("loi.why_not", code=3, reason=Fact("loi.3.not", with_card=k("9V"), where=Fact("loi.why.que"))),
     "Không phạm lỗi 3 «Ăn chọn cạ»: theo cách xếp bài (nhiều chắn nhất), cửu vạn là quân lẻ (què), không nằm trong "
     "cạ nào sẵn có.", "cửu vạn (9 of vạn)"),
    (Fact("move.offer", by="tren", source="danh"), "cửa trên đánh", "cửa trên discarded"),
    (Fact("move.bad_choice", key="source", choices=("boc", "danh"), value="zz"),
     "«source» phải là một trong boc, danh, không phải «zz».", "boc, danh"),
    (Fact("move.not_a_discard", choices=("danh", "tra_cua"), value="an"),
     "«event» phải là danh hoặc tra_cua, không phải «an».", "danh or tra_cua"),
    (Fact("move.chiu_needs_three", card=k("2V"), n=2), "Chíu Nhị vạn (2V) cần đúng 3 lá 2V trên tay, ở đây có 2.",
     "2V"),
    (Fact("move.not_in_hand", event="tra_cua", card=k("9S")), "Trên tay không có Cửu sách (9S) để trả cửa.",
     "Cửu sách (9S)"),
    (Fact("situation.random.drew", card=k("9S")), "Bạn vừa bốc cửu sách. Bạn làm gì?", "cửu sách (9 of sách)"),
    (Fact("move.not_a_mapping"), "Mỗi nước đi phải có dạng {event: …, card: …}.", "{event: …, card: …}"),
])
def test_each_renderer_word_for_word(fact, vi, en):
    assert words.say(fact, "vi") == vi
    assert en in words.say(fact, "en")


def test_the_cli_json_keeps_the_texts_and_adds_the_codes():
    from chan_core.eval_kinds import evaluate

    ans = words.answer_texts(evaluate({"kind": "action", "hand": H, "history": [{"event": "bo", "card": "9V"}],
                                       "action": {"event": "an", "card": "9N", "with": "9V"}}))
    assert ans["explanations"][0].startswith("Lỗi 7 «Bỏ chắn ăn cạ»: trước đã bỏ không ăn chắn cửu vạn")
    assert ans["explanations_codes"] == ["loi.finding"]
    assert ans["findings"][0]["detail_code"] == "loi.7.committed"
    assert ans["legal"]["options"][0]["label"] == "Lấy cửu vạn ăn cạ"
