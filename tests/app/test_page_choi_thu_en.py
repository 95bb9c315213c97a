"""«Chơi thử» in English (issue 15): the practice table, its coach, the xướng, the money, the
review and «Ván đã chơi» read in English, with the game's words kept Vietnamese.

Driven like tests/app/test_page_choi_thu.py (``?van=<seed>``, ``?toc=ngay``, buttons clicked by key),
with ``?lang=en``. The page's own sentences (``app_pages/choi_thu.py``, ``ui/table/``,
``learning/coach/``) must leave no Vietnamese word outside game terms
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
from chan_core.cards import parse_card
from words.i18n import language
from english_check import has_vietnamese, leftover_words, vietnamese_leaks
from learning.coach import (
    LEARNER, Table, action_hint, action_label, choice_words, distance_short, distance_words, stopped_words,
    strategy_review,
)
from tests.app.test_page_choi_thu import click, live, situation, winning_seed
from words import say  # noqa: E402
from words.i18n import text_of
from words.cards import reading

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
    from chan_core.facts import Fact

    if isinstance(obj, Fact):
        out.append(say(obj))
    elif isinstance(obj, str):
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
    out = [say(describe(ev, s, LEARNER)) for ev in s.events]
    adv = t.advice()
    for m in (adv.moves if adv else ()):
        out.append(say(m.reason))
    for a in t.legal():
        _strings(judge_action(s, a), out)
    _strings([s.faults, s.xuong, s.payouts, s.u_lao], out)
    _strings((at.session_state["ct_msg"] or {}).get("faults") if "ct_msg" in at.session_state else None, out)
    for e in t.timeline:
        _strings(e.get("faults"), out)
    for m in strategy_review(t) if t.finished else ():  # the advisor's reasons in the review's marks
        out += [say(m["reason"]), say(m["best_reason"])]
    rules = learner_view(load_rules())
    out += [text_of(o, "description") for o in rules.variant_options]
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
    at.segmented_control(key="ct_mode").set_value("thi_that").run()  # fixed once you decide anything
    for a in moves:
        click(at, live(at), a)
    click(at, live(at), bad)
    warn = "\n".join(w.value for w in at.warning)
    assert "The làng caught a fault" in warn and "You are báo" in warn
    assert leaks(at) == []


# ------------------------------------------------------------------ ù, xướng, money, review, history
def test_wrong_xuong_result_money_and_review_in_english():
    seed = winning_seed()
    at = open_en(seed)
    at.segmented_control(key="ct_mode").set_value("thi_that").run()  # Kèm cặp holds a xướng sai back
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
    assert sum(m.startswith("**The correct xướng is:**") for m in md) == 1  # graded once, in the result
    assert any(m.startswith("**Your xướng:** ") and m.endswith(" are in the result box above.") for m in md)
    assert t.state.xuong["canonical"]["text"] in canon_line  # the phrase itself stays Vietnamese
    assert any(c.value.startswith("In English: ") for c in at.caption)  # its reading beneath
    money = at.table[0].value  # a static table: it wraps on a phone
    assert list(money.columns[:3]) == ["Players", "Role", "This hand"]
    assert list(money["Players"]) == ["You", "Right", "Opposite", "Left"]
    review = at.table[1].value
    assert list(review.columns) == ["Move", "Situation", "You", "Coach advises", "Cards from ù (you → coach)", "Comment"]
    assert any(s.value == "Review of the hand: your decisions" for s in at.subheader)
    assert leaks(at) == []
    at.segmented_control(key="ct_view").set_value("da_choi").run()
    assert not at.exception
    kept = at.dataframe[0].value
    assert "Result" in kept.columns and kept["Result"][0] == "You won (ù), xướng sai (wrong xướng)"  # this hand's xướng
    phone = next(str(h.proto.body) for h in at.get("html") if 'class="hc-kept"' in str(h.proto.body))
    assert "You won (ù)" in phone and f"Rules: {kept['Rules'][0]} · Mode: {kept['Mode'][0]}" in phone  # the same hands
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
        with language("vi"):  # the move in words, never the button's label («ù nhị vạn!» put a «!» mid-sentence)
            assert stopped_words(a, st) == f"Bạn định {choice_words(a, st)} (đã dừng lại)."
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
    """The review's marks are kept once per hand (issue 23: not per language) and said in the
    language shown: Vietnamese, then English, from the same marks."""
    from tests.app.test_coach_strategy import HAND20, scripted

    t = Table(scripted(HAND20, cai=0), mode="kem_cap", bots=["sensible"])
    assert t.learner_move(Action(LEARNER, "danh", "6V")).played
    with language("vi"):
        marks = strategy_review(t)
    assert say(marks[0]["text"], "vi").startswith("Đánh lục vạn làm bài xa ù thêm 1 lá")
    assert say(marks[0]["text"], "en").startswith("Discard lục vạn (6 of vạn) puts the hand 1 more card from ù")
    assert say(marks[0]["should"], "en").startswith("discard ") and leftover_words(say(marks[0]["text"], "en")) == []
    with language("en"):
        assert strategy_review(t) == marks  # the same marks: nothing reviewed again for another language


# ------------------------------------------------------------------ prompts name buttons as labelled
@pytest.mark.parametrize("lang,label,tip", [("vi", "Đánh", "Đánh {}"), ("en", "Discard", "Đánh — discard {} ({})")])
def test_discard_prompt_names_the_button_as_it_is_labelled(lang, label, tip):
    """Tester: «press «Đánh» under the card» while the buttons read «Discard»: the prompt quotes
    the hand's buttons' own verb in the page's language (Vietnamese unchanged). Each button is that one
    short word (the card picture above it names the card: «Discar / d 3 of / sách» broke mid-word under a
    40-px card), and its tooltip names its card."""
    with language(lang):
        seed, moves, _a = situation(lambda t, a: t.state.phase == "danh" and bool(t.state.events))
        at = open_page(PAGE, van=seed, toc="ngay", lang=lang)
        for a in moves:
            click(at, live(at), a)
        assert live(at).state.phase == "danh"
        hand = [b for b in at.button if b.key and b.key.startswith("ct_danh_")]
        assert len(hand) == len(live(at).state.hands[0]) and {b.label.split(" *")[0] for b in hand} == {label}
        assert {b.help for b in hand} == {tip.format(parse_card(k).word, reading(parse_card(k)))  # the card read out
                                          for k in live(at).state.hands[0]}
        prompt = next(m.value for m in at.markdown if m.value.startswith("**") and f"«{label}»" in m.value)
        if lang == "vi":
            assert prompt == "**Đến lượt bạn đánh: bấm «Đánh» dưới quân muốn đánh.**"
        else:
            assert "«Đánh»" not in prompt


def _label_quotes():
    """``(catalog, msgid, quoted, expected English)`` for every sentence of a hoc_chan catalog that
    quotes «X» where X is itself a sentence (a button or field label) of the same catalog. The
    catalogs of one package's modules (``ui.table.play.po``, ``ui.table.review.po`` … — the
    package ``ui/table/``) count as one catalog, as they did when the package was one module."""
    import glob
    from pathlib import Path

    from babel.messages.pofile import read_po

    root = Path(__file__).resolve().parents[2]
    groups: dict[str, list] = {}
    for f in sorted(glob.glob(str(root / "locale/en/LC_MESSAGES/hoc_chan/*.po"))):
        with open(f, "rb") as fh:
            groups.setdefault(".".join(Path(f).stem.split(".")[:2]), []).append((Path(f).name, list(read_po(fh))))
    out = []
    for cats in groups.values():
        short = {m.id: m.string for _name, cat in cats for m in cat
                 if isinstance(m.id, str) and m.id and len(m.id) <= 30}
        for name, cat in cats:
            for m in cat:
                if not isinstance(m.id, str) or not m.id:
                    continue
                for q in re.findall(r"«([^»{}]{1,30})»", m.id):
                    if q in short:
                        out.append((name, m.id, q, short[q], m.string))
    return out


def test_a_quoted_label_reads_as_the_label_in_english():
    """Every «label» a sentence quotes is, in English, the label's own English (the kind of fault
    of «press «Đánh»» next to «Discard» buttons)."""
    found = _label_quotes()
    assert any(q == "Gợi ý" for _f, _i, q, _e, _s in found)  # the scan sees the quoted labels
    wrong = [(f, i, s) for f, i, q, e, s in found if f"«{e}»" not in s]
    assert wrong == []


# ------------------------------------------------------------------ counts agree in English
ONE_PLURAL = re.compile(r"(?<![\d.,])1 (?:cards|times|moves|sets)\b")
"""«1 cards», «1 times» …: a count of one with a plural noun."""


@pytest.mark.parametrize("verb", ["danh", "tra_cua"])
@pytest.mark.parametrize("case", ["worse", "waits", "keep"])
@pytest.mark.parametrize("n", [1, 2, 3])
def test_discard_reasons_agree_with_their_count(verb, case, n):
    """Tester: «the hand is 3 cards from ù, 1 cards further than the best choice.» — each counted
    reason of the advisor goes through ngettext (both verbs); Vietnamese keeps its one form."""
    from words.phrases.strategy import counted_discard_text

    fields = dict(card="tam vạn", role="què", far="the hand is 3 cards from ù", more=n, kinds="x", copies=n,
                  danger="d", keep="k", n=n)
    text = counted_discard_text(verb, case, n).format(**fields)
    assert not ONE_PLURAL.search(text), text
    if case == "keep":  # «… {copies} would bring the hand one card closer to ù, and {n} of these has / have …»
        assert f"{n} of these {'has' if n == 1 else 'have'} " in text, text
    else:
        assert f"{n} card" in text and (f"{n} cards" in text) == (n > 1), text
    with language("vi"):
        vi = counted_discard_text(verb, case, n).format(**fields)
        assert f"{n} lá" in vi and "still" not in vi and "further" not in vi


def test_the_advisor_never_says_one_cards_in_english():
    """Every hint of the first decisions of some sensible hands (discards, trả cửa, ăn or bỏ qua,
    with their reasons) reads «1 card», never «1 cards»."""
    from learning.coach import advise, ranking
    from ui.table import advice_line

    me, seen = SensibleBot(0), []
    for seed in range(0, 6):
        t = Table.deal(4, seed)
        for _ in range(30):
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            adv = advise(t.state)
            for p in ranking(adv):
                line = advice_line(p, t.state)
                seen.append(line)
                assert not ONE_PLURAL.search(line), line
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    assert any(re.search(r"\b1 card\b", s) for s in seen)  # the scan met a count of one
