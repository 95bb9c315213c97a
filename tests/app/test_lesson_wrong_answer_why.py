"""A wrong answer to a lesson check says what is wrong with it and the rule that decides, before «Xem đáp án»
and without the key (``learning.checks.wrong_lines``); the reveal says the whole why in one order, a repeated
chắn said once with its count. Both languages; the keys come from the engine (``compute``)."""
from __future__ import annotations

import re
from difflib import SequenceMatcher

import pytest

from learning.checks import answer_sources, compute, counted, describe, wrong_lines
from learning.lessons import load_course
from learning.progress import ProgressStore
from tests.apptest_pages import button, open_page
from words.i18n import language, text_of

COURSE = load_course()
BY_ID = {x.id: x for x in COURSE}
TAUGHT = [(lesson, c) for lesson in COURSE for c in lesson.checks if c.type in ("number", "cards")]


def _wrongs(ans):
    """Wrong answers in the key's shape: one too few / too many; a card set with one wrong card and one missing."""
    if ans.check.type == "number":
        return [ans.key - 1, ans.key + 1]
    other = next(o.value for o in ans.options if o.value not in ans.key)
    return [frozenset(sorted(ans.key)[1:]), frozenset(sorted(ans.key)[1:]) | {other}]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_wrong_count_or_card_pick_teaches_without_the_key(lang):
    assert len(TAUGHT) >= 15
    for lesson, c in TAUGHT:
        with language(lang):
            ans = compute(c)
            for wrong in _wrongs(ans):
                lines = wrong_lines(ans, wrong)
                assert lines, (lesson.id, c.id, wrong)
                text = " ".join(lines)
                if c.type == "number" and c.answer not in ("total",):  # the cards' English readings («the 1») aside
                    said = re.sub(r" [\[(][^)\]]*[)\]]", "", text) if c.answer != "number" else text
                    assert not re.search(rf"(?<![\d.]){ans.key}(?!\d)", said), (c.id, text)
                if c.type == "cards":
                    missing = sorted(ans.key - wrong)
                    assert all(ans.label(frozenset([m])) not in text for m in missing), (c.id, text)
            assert wrong_lines(ans, ans.key) == []


def test_a_wrong_count_says_the_rule_whichever_way_it_is_wrong():
    lesson = BY_ID["chan-ca"]
    c = next(x for x in lesson.checks if x.answer == "chan")
    ans = compute(c)
    low, high = wrong_lines(ans, ans.key - 1), wrong_lines(ans, ans.key + 1)
    assert low == high == wrong_lines(ans, 0) and "chắn" in low[0]
    with language("en"):
        assert "identical" in wrong_lines(compute(c), ans.key - 1)[0]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_count_does_not_repeat_the_explanation(lang):
    """A wrong number is shown with the key and its explanation (``describe``); the rule under it (``wrong_lines``)
    adds something: no rule line is more than half a run of words an explanation line has already said (lesson 1's
    «Bộ bài có 25 quân, mỗi quân 4 lá giống hệt nhau» came twice, the second time with «hãy nhân hai số đó»)."""
    for lesson, c in TAUGHT:
        if c.type != "number":
            continue
        with language(lang):
            ans = compute(c)
            said = describe(c.scenario, ans.result, c.seat_names, answer=c.answer, known=None)
            for line in wrong_lines(ans, ans.key + 1):
                run = max(SequenceMatcher(None, line, x, autojunk=False).find_longest_match().size for x in said)
                assert run <= len(line) / 2, (lesson.id, c.id, line, said)


def test_counted_says_a_repeat_once():
    assert counted(["tứ vạn", "tứ vạn", "lục sách"]) == "tứ vạn ×2; lục sách"
    assert counted(["a", "b"], ", ") == "a, b"
    assert counted(["tứ vạn", "lục sách", "tứ vạn"], unit="chắn") == "2 chắn tứ vạn; lục sách"


def test_the_red_cards_are_listed_in_the_order_of_the_answer():
    c = next(x for x in BY_ID["bo-bai"].checks if x.answer == "red")
    for lang in ("vi", "en"):
        with language(lang):
            ans = compute(c)
            line = describe(c.scenario, ans.result, answer=c.answer)[0]
            key_order = [o.label.split(" (")[0].lower() for o in ans.options if o.value in ans.key]
            where = [line.index(name) for name in key_order]  # the options are in the deck's order
            assert len(where) == len(ans.key) >= 2 and where == sorted(where), (line, key_order)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_page_wrong_count_gives_the_rule_then_a_retry_that_counts_anew(db, lang):
    """A wrong count says the rule and offers «Thử lại» as a wrong choice does (not the key at once); «Thử lại» empties
    the box, a right count then passes, and only the first answer is recorded; «Xem đáp án» on another wrong count
    gives the breakdown with the key."""
    lesson = BY_ID["chan-ca"]
    i = next(j for j, x in enumerate(lesson.checks) if x.answer == "chan")
    vi = lang == "vi"
    with language(lang):  # AppTest reads the widgets with the test's language
        ans = compute(lesson.checks[i])
        rule = wrong_lines(ans, 1)[0]
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        for typed, then in (("1", "Thử lại" if vi else "Try again"), (str(ans.key), None)):
            at.text_input[0].set_value(typed)
            button(at, "Kiểm tra" if vi else "Check").click()
            at.run()
            if then:
                assert rule.split(";")[0] in "\n".join(m.value for m in at.markdown)
                assert f"**{ans.key}**" not in "\n".join(e.value for e in at.error)
                button(at, then).click()
                at.run()
                assert not at.text_input[0].value and not at.error
        assert "Đúng rồi" in at.success[0].value if vi else "Right" in at.success[0].value
        assert [(a["item_id"], a["correct"]) for a in ProgressStore(db).attempts()] == [(f"chan-ca/{ans.check.id}", False)]
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        at.text_input[0].set_value("1")
        button(at, "Kiểm tra" if vi else "Check").click()
        at.run()
        button(at, "Xem đáp án" if vi else "Show the answer").click()
        at.run()
        shown = "\n".join(m.value for m in at.markdown)
        # the four tứ vạn are two chắn, said so (tester: «tứ vạn (4 of vạn) ×2» read as two cards)
        assert ("2 chắn tứ vạn" if vi else "2 chắn of tứ vạn (4 of vạn)") in shown and "×" not in shown
        assert f"**{ans.key}**" in "\n".join(e.value for e in at.error)
        sources = [c.value for c in at.caption if "menu_book" in c.value]
        assert len(sources) == 2 and sources[0] == sources[1], sources  # the key's own section (§III), then the foot


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_seeds_wrong_count_says_whose_count_it_is_and_which_text_the_app_follows(db, lang):
    """A wrong number a seed gives (a check's ``traps``: lesson 1's 120, text 003's deck) says that seed's words and
    the seed the app follows (``rules/decisions.yaml``), beside the rule (25 kinds, 4 copies of each), and the wrong
    answer cites the deck's own section (001 §I) as the right one does; another wrong count has no such line."""
    from chan_core.rules import load_rules
    from ui.feedback import source_text
    decisions = {d.id: d for d in load_rules().decisions}
    traps = [(lesson, i, c, n, decisions[d]) for lesson in COURSE for i, c in enumerate(lesson.checks)
             for n, d in c.traps.items()]
    assert traps
    for lesson, i, c, n, d in traps:
        seed = next(s for s, says in d.seeds.items() if str(n) in says)
        with language(lang):
            ans = compute(c)
            assert n != ans.key
            trap, other = " ".join(wrong_lines(ans, n)), " ".join(wrong_lines(ans, ans.key + 1))
            assert seed in trap and text_of(d, "seeds")[seed] in trap and seed not in other, (trap, other)
            assert all(s in trap for s in d.seeds if s != seed)
            if c.answer == "total":
                assert ("4 lá" if lang == "vi" else "4 identical copies") in other
            at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
            at.text_input[0].set_value(str(n))
            button(at, "Kiểm tra" if lang == "vi" else "Check").click()
            at.run()
            assert text_of(d, "seeds")[seed] in "\n".join(m.value for m in at.markdown)
            cited = source_text(answer_sources(ans))
            assert cited and any(cited in x.value for x in at.caption if "menu_book" in x.value), cited
            # on a phone the feedback is below the screen: the page brings its box into view
            script = next(str(h.proto.body) for h in at.get("html") if "__hcInView" in str(h.proto.body))
            box = f".st-key-q__{lesson.id}__{c.id}__feedback"
            assert f'topCss = "{box}"' in script


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_card_that_does_not_win_says_what_is_left_over(lang):
    """«Chờ ù»: a picked card that does not complete the hand gets the engine's why-not for hand + that card."""
    lesson, c = next((x, y) for x, y in TAUGHT if y.answer == "waits")
    with language(lang):
        ans = compute(c)
        wrong = next(o.value for o in ans.options if o.value not in ans.key)
        line = wrong_lines(ans, frozenset(ans.key) | {wrong})[0]
    assert ("què" in line or "ba đầu" in line) and ans.label(frozenset([wrong])).split(" (")[0] in line, line


def test_every_wrong_count_gets_a_rule_not_only_higher_or_lower():
    """A wrong number (a count, points, gà, a payment) is answered with the rule that decides it in this lesson —
    «the right number is higher/lower» would only repeat the key shown beside it."""
    for lesson, c in TAUGHT:
        if c.type == "number":
            ans = compute(c)
            lines = wrong_lines(ans, ans.key + 1)
            assert lines and not any(x.startswith(("Số đúng lớn hơn", "Số đúng nhỏ hơn")) for x in lines), c.id


def test_a_wrong_penalty_names_the_loi_and_the_penalty_with_their_english_glosses():
    from learning.explain import penalty_lines
    from learning.glosses import gloss_by_key

    c = next(y for x, y in ((x, y) for x in COURSE for y in x.checks) if y.answer == "penalty")
    with language("en"):
        ans = compute(c)
        given = next(o.value for o in ans.options if o.value not in (ans.key, None))
        line = penalty_lines(c.scenario, ans.result, ans.key, given)[0]
    code = ans.result["findings"][0]["code"]
    for key in (f"loi:{code}", f"penalty:{ans.key}", f"penalty:{given}"):
        assert gloss_by_key(key) and f"({gloss_by_key(key)})" in line, (key, line)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_revealed_penalty_cites_its_loi_and_its_penalty(db, lang):
    """«Ăn tiền & báo»: the penalty's answer cites the lỗi (001 §IV, lỗi 1) and its penalty (§VII, nghỉ ăn tiền) —
    not the foot's whole §VII and 002 §VI again."""
    from ui.feedback import source_text

    lesson = BY_ID["an-tien-bao"]
    i = next(j for j, x in enumerate(lesson.checks) if x.answer == "penalty")
    with language(lang):
        ans = compute(lesson.checks[i])
        wrong = next(j for j, o in enumerate(ans.options) if o.value != ans.key)
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        at.radio(key=f"q__{lesson.id}__{lesson.checks[i].id}").set_value(wrong)
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()  # the why names the penalty: the key is said at once
        sources = [c.value for c in at.caption if "menu_book" in c.value]
        foot = source_text([s.model_dump() for s in lesson.sources])
        answer = source_text([{"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI, A, lỗi 1"},
                              {"seed": "001", "section": "VII. ĂN TIỀN, BÁO — Nghỉ ăn tiền"}])
    assert [s.split(" ", 1)[1] for s in sources] == [answer, foot], sources
