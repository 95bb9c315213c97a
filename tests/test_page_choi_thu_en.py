"""«Chơi thử» in English (issue 15): the practice table, its coach, the xướng, the money, the
review and «Ván đã chơi» read in English, with the game's words kept Vietnamese.

Driven like tests/test_page_choi_thu.py (``?van=<seed>``, ``?toc=ngay``, buttons clicked by key),
with ``?lang=en``. The page's own sentences (``app_pages/choi_thu.py``, ``ui/table.py``,
``learning/coach.py``) must leave no Vietnamese word outside game terms
(:func:`tests.english_check.vietnamese_leaks`). Texts the engine makes (the log's lines from
``chan_core.game.describe``, the advisor's reasons from ``chan_core.strategy``, lỗi details,
xướng verdicts, payouts) and the rules' YAML texts (house-rule help) are taken out before the
scan: they belong to the engine / rules conversions and are listed by :func:`engine_texts`.
"""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, page_texts
from chan_core.game import Action, describe, judge_action
from chan_core.game.bots import SensibleBot
from chan_core.i18n import language
from english_check import has_vietnamese, leftover_words, vietnamese_leaks
from learning.coach import (
    LEARNER, Table, action_hint, action_label, choice_words, distance_short, distance_words, stopped_words,
    strategy_review,
)
from test_page_choi_thu import click, live, situation, winning_seed

PAGE = "app_pages/choi_thu.py"
LEARNERS = ("Người học 1",)
"""The default learner's name (a proper name: it stays as typed)."""
VERB_FIRST = re.compile(r"^(Đánh|Trả cửa|Ăn|Chíu|Dưới|Bốc|Ù) — \S")
"""A move button in English: the game's verb, a dash, its English meaning («Ăn — eat …»)."""


@pytest.fixture(autouse=True)
def _english(progress_db):
    """Each test in a progress file of its own, and the test thread in English too: AppTest
    formats widget options (``format_func``) in the test's thread, so it must speak the
    page's language to find the chosen option again."""
    with language("en"):
        yield


def open_en(seed: int, **params):
    return open_page(PAGE, van=seed, toc="ngay", lang="en", **params)


def _strings(obj, out: list[str]) -> None:
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _strings(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _strings(v, out)


def engine_texts(at) -> list[str]:
    """Every text of the live hand that the engine or the rules files made (not this page's
    catalogs): the log's lines, the advisor's reasons, the lỗi found (details, penalty names),
    the xướng grading, the payouts, the ù láo reasons and the house rules' help. Longest first."""
    from chan_core.rules import load_rules
    from ui.feedback import learner_view
    from ui.table import _clean

    t = live(at)
    s = t.state
    out = [describe(ev, s, LEARNER) for ev in s.events]
    adv = t.advice()
    for m in (adv.moves if adv else ()):
        out.append(m.reason)
    for a in t.legal():
        _strings(judge_action(s, a), out)
    _strings([s.faults, s.xuong, s.payouts, s.u_lao], out)
    _strings((at.session_state["ct_msg"] or {}).get("faults") if "ct_msg" in at.session_state else None, out)
    for e in t.timeline:
        _strings(e.get("faults"), out)
    for m in strategy_review(t) if t.finished else ():  # the advisor's reasons in the review's marks
        out += [m["reason"], m["best_reason"]]
    rules = learner_view(load_rules())
    out += [o.tr("description") for o in rules.variant_options]
    out += [_clean(x) for x in out]
    return sorted({x for x in out if len(x) >= 12 and has_vietnamese(x)}, key=len, reverse=True)


def leaks(at) -> list[str]:
    """The page's Vietnamese words in English, once the engine's / rules' texts are taken out."""
    drop = engine_texts(at)
    texts = []
    for kind, field, text in page_texts(at):
        for x in drop:
            text = text.replace(x, " ")
        texts.append((kind, field, text))
    return vietnamese_leaks(texts, extra_allowed=LEARNERS)


def move_buttons(at) -> list[str]:
    return [b.label for b in at.button if b.key and b.key.startswith("ct_a_")]


# ------------------------------------------------------------------ a few moves of a hand
def test_a_few_moves_in_english_with_the_hint():
    at = open_en(3)
    at.button(key="ct_hint").click().run()
    me = SensibleBot(0)
    played = 0
    for _ in range(4):
        t = live(at)
        if t.finished or not t.learner_to_act or t.state.phase == "xuong":
            break
        assert leaks(at) == []
        for label in move_buttons(at):
            assert VERB_FIRST.match(label) or label == "Let it go", label
        pic = "\n".join(str(h.proto.body) for h in at.get("html"))
        assert "You" in pic and "Right" in pic and "Opposite" in pic and "Left" in pic
        assert "Bên phải" not in pic and "Trên tay" not in pic
        click(at, t, me.choose(t.state, LEARNER, t.legal()))
        played += 1
    assert played >= 2
    assert leaks(at) == []
    assert any(t == "Practice table" for _k, _f, t in page_texts(at))


def test_the_same_hand_in_vietnamese_is_unchanged():
    with language("vi"):
        at = open_page(PAGE, van=3, toc="ngay")
        pic = "\n".join(str(h.proto.body) for h in at.get("html"))
        assert "Bên phải" in pic and "Nọc còn" in pic and "You" not in pic
        words = " ".join(t for _k, _f, t in page_texts(at))
        assert "Chơi thử" in words and "Nhật ký ván" in words and "Practice table" not in words


# ------------------------------------------------------------------ the coach in English
def _loi(t, a):
    return any(isinstance(f["code"], int) for f in judge_action(t.state, a))


def test_kem_cap_stop_in_english():
    seed, moves, bad = situation(_loi)
    at = open_en(seed)
    for a in moves:
        click(at, live(at), a)
    t = live(at)
    code = next(f["code"] for f in judge_action(t.state, bad) if isinstance(f["code"], int))
    click(at, t, bad)
    msg = "\n".join(e.value for e in at.error)
    assert msg.startswith("Wait! This move commits") and f"lỗi {code}" in msg
    body = "\n".join(m.value for m in at.markdown) + "\n".join(c.value for c in at.caption)
    assert "Penalty:" in body and "This move was not played" in body
    assert leaks(at) == []


def test_thi_that_catch_in_english():
    seed, moves, bad = situation(lambda t, a: any(f["penalty"] == "bao" for f in judge_action(t.state, a)))
    at = open_en(seed)
    for a in moves:
        click(at, live(at), a)
    at.segmented_control(key="ct_mode").set_value("thi_that").run()
    click(at, live(at), bad)
    warn = "\n".join(w.value for w in at.warning)
    assert "The làng caught a fault" in warn and "You are báo" in warn
    assert leaks(at) == []


# ------------------------------------------------------------------ ù, xướng, money, review, history
def test_wrong_xuong_result_money_and_review_in_english():
    seed = winning_seed()
    at = open_en(seed)
    me = SensibleBot(0)
    for _ in range(200):
        t = live(at)
        if t.finished or t.state.phase == "xuong":
            break
        click(at, t, me.choose(t.state, LEARNER, t.legal()))
    assert live(at).state.phase == "xuong"
    assert leaks(at) == []
    canon = [d["id"] for d in me.xuong(live(at).state, 0)]
    wrong = "leo" if "leo" not in canon else "tom"
    at.button(key=f"ct_x_chip_{wrong}").click().run()
    at.button(key="ct_x_submit").click().run()
    t = live(at)
    assert t.finished and t.state.xuong["verdict"] == "sai"
    md = [m.value for m in at.markdown]
    canon_line = next(m for m in md if m.startswith("**The correct xướng is:** «"))
    assert t.state.xuong["canonical"]["text"] in canon_line  # the phrase itself stays Vietnamese
    assert any(c.value.startswith("In English: ") for c in at.caption)  # its reading beneath
    money = at.dataframe[0].value
    assert list(money.columns[:3]) == ["Players", "Role", "This hand"]
    assert list(money["Players"]) == ["You", "Right", "Opposite", "Left"]
    review = at.dataframe[1].value
    assert list(review.columns) == ["Move", "Situation", "You", "Comment"]
    assert any(s.value == "Review of the hand: your decisions" for s in at.subheader)
    assert leaks(at) == []
    at.segmented_control(key="ct_view").set_value("da_choi").run()
    assert not at.exception
    kept = at.dataframe[0].value
    assert "Result" in kept.columns and kept["Result"][0] == "You won (ù)"
    assert at.selectbox(key="ct_h_id").value is not None
    assert leaks(at) == []


# ------------------------------------------------------------------ the coach's words (no page)
def _decisions(seeds=range(0, 12)):
    """Every legal learner move of a few sensible hands, with its state."""
    me = SensibleBot(0)
    for seed in seeds:
        t = Table.deal(4, seed)
        for _ in range(12):
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            for a in t.legal():
                yield t.state, a
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))


def test_every_move_label_hint_and_phrase_reads_in_english():
    seen = set()
    for st, a in _decisions():
        with language("en"):
            label, hint, phrase = action_label(a, st), action_hint(a, st), choice_words(a, st)
            stopped = stopped_words(a, st)
        for text in (label, hint, phrase, stopped):
            assert text and leftover_words(text) == [], text
        assert VERB_FIRST.match(label) or label == "Let it go", label
        assert stopped.startswith("You were about to ") and phrase in stopped
        with language("vi"):  # Vietnamese untouched: the stopped move still says the button's words
            assert stopped_words(a, st) == f"Bạn định {action_label(a, st).lower()} (đã dừng lại)."
        seen.add(a.type)
    assert {"danh", "boc", "an"} <= seen


@pytest.mark.parametrize("d", [None, 0, 1, 2, 3, 7])
def test_distance_words_in_both_languages(d):
    with language("vi"):
        assert distance_short(d) == distance_words(d).replace("bài ", "", 1)  # the old Vietnamese figure
    with language("en"):
        long, short = distance_words(d), distance_short(d)
        assert leftover_words(long) == [] and leftover_words(short) == []
        assert short in long
        if d and d > 1:
            assert f"{d} cards from ù" in short


def test_review_marks_follow_the_language():
    """The review's marks are kept per hand *and* language: Vietnamese first, then English."""
    from test_coach_strategy import HAND20, scripted

    t = Table(scripted(HAND20, cai=0), mode="kem_cap", bots=["sensible"])
    assert t.learner_move(Action(LEARNER, "danh", "6V")).played
    with language("vi"):
        vi = strategy_review(t)
    with language("en"):
        en = strategy_review(t)
    assert vi[0]["text"].startswith("Đánh lục vạn làm bài xa ù thêm 1 lá")
    assert en[0]["text"].startswith("Discard lục vạn puts the hand 1 more card from ù")
    assert en[0]["should"].startswith("discard ") and leftover_words(en[0]["text"]) == []
    with language("vi"):
        assert strategy_review(t) == vi
