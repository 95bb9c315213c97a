"""Issue 17 item 5: no term before it is taught.

Every glossary term names the lesson that introduces it (``lesson`` in rules/glossary.yaml,
model ``chan_core.rules.glossary.GlossaryTerm``); every cước is taught where a lesson first
writes its name in bold in a section. No lesson text, question, hint, explanation or option
uses a term taught in a later lesson (the new user met «chờ ù» in lesson 2, «Lỗi 1 — Ăn treo
tranh» in lesson 4, «tám đỏ hai lèo» in lesson 6). The lesson page links a term's first use
to its glossary entry (``learning.terms``).

Words are found leftmost-longest («nghỉ ăn tiền» is one term, not «ăn tiền»), whole words
only, case-insensitively; a term that is also an everyday word is looked for in the forms its
``match`` field lists.
"""
from __future__ import annotations

import re

import pytest

from chan_core.rules import load_rules
from learning import terms as T
from learning.checks import compute
from learning.lessons import load_course
from tests.apptest_pages import wrong_answer
from words.i18n import language, text_of

COURSE = load_course()
ORDER = {x.id: x.order for x in COURSE}
RULES = load_rules()


def lesson_texts(lesson):
    """(where, text) of everything a lesson shows in its own words, options included, in the current language
    (the English keeps the game's words in Vietnamese, so the same terms are found)."""
    yield "tóm tắt", text_of(lesson, "summary")
    yield from (("mục tiêu", g) for g in text_of(lesson, "goals"))
    for i, s in enumerate(lesson.sections, 1):
        if s.preview:  # a look ahead names later terms on purpose, each with its lesson (issue 27 item 4)
            continue
        yield f"mục {i}", text_of(s, "heading")
        yield f"mục {i}", text_of(s, "text")
        yield from ((f"mục {i} (hình)", text_of(g, "caption")) for g in [*s.cards, *s.pictures])
        if s.replay is not None:
            yield from ((f"mục {i} (ván mẫu)", text_of(m, "note")) for m in s.replay.moves)
    ex = lesson.example
    yield from (("ví dụ", text_of(ex, x)) for x in ("title", "text", "after"))
    for c in lesson.checks:
        yield from ((f"câu {c.id}", text_of(c, x)) for x in ("prompt", "hint", "explain"))
        yield from ((f"câu {c.id}", x) for x in text_of(c, "labels").values())
        if c.type in ("choice", "multi"):
            yield from ((f"câu {c.id} (lựa chọn)", o.label) for o in compute(c).options)


def test_every_glossary_lesson_exists():
    bad = [(t.id, t.lesson) for t in RULES.glossary if t.lesson is not None and t.lesson not in ORDER]
    assert not bad


def test_the_introducing_lesson_teaches_the_term():
    """The ``lesson`` field is not a label: that lesson's sections use the term."""
    bad = []
    for t in RULES.glossary:
        if t.lesson is None or not t.forms():
            continue
        lesson = next(x for x in COURSE if x.id == t.lesson)
        text = " ".join(s.heading + " " + s.text for s in lesson.sections) + " " + lesson.example.text
        if t.id not in {u.term for u in T.find(text)}:
            bad.append((t.id, t.lesson, t.forms()))
    assert not bad


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("lesson", COURSE, ids=lambda x: x.id)
def test_no_term_before_it_is_taught(lesson, lang):
    """In English too: lesson 1's «the *chắn* deck» read as «the pair deck» right after *chắn* was called a pair,
    lesson 5's goals named *bạch thủ* (lesson 9), lesson 10's *đền làng* (lesson 12)."""
    bad = []
    with language(lang):
        texts = list(lesson_texts(lesson))
    for where, text in texts:
        for use in T.find(text):
            taught = T.lesson_of(use.term)
            if taught is None or ORDER[taught] > lesson.order:
                bad.append(f"{where}: «{use.form}» ({use.term}) — dạy ở {taught or 'không bài nào'}")
    assert not bad, "\n".join(bad)




@pytest.mark.parametrize("lesson", COURSE, ids=lambda x: x.id)
def test_feedback_uses_no_later_term(lesson):
    """The engine's feedback as the lesson page shows it (``learning.terms.fit_lines``): after a
    right and a wrong answer to every check, and for the worked example."""
    from learning.checks import describe
    from learning.engine import evaluate
    from learning.explain import check_lines

    known = T.taught_by(x.id for x in COURSE if x.order <= lesson.order)
    ex = lesson.example
    blocks = [T.fit_lines(describe(ex.scenario, evaluate(ex.scenario), ex.seat_names, known=known), known)]
    for c in lesson.checks:
        ans = compute(c)
        lines = describe(c.scenario, ans.result, c.seat_names, answer=c.answer, known=known)
        why = [f"- {w}" for w in check_lines(ans, wrong_answer(ans), known=known)]
        blocks.append(T.fit_lines(lines + why, known))
        blocks.append(T.fit_lines([""] + why, known)[1:])
        assert T.fit_lines(lines, known), (c.id, "the verdict line always stays")
    bad = [(ln, u.form) for b in blocks for ln in b for u in T.find(ln) if u.term not in known]
    assert not bad, bad


def test_fit_lines_cuts_the_penalty_and_later_lines():
    # lỗi 2 itself is taught in lesson 6: known here as if it were, to test the penalty cut alone
    known = T.taught_by(["bo-bai", "chan-ca", "chia-bai-boc-cai", "mot-luot"]) | {"loi:2"}
    lines = ["Phạm: Lỗi 2 — Chíu được mà ăn thường.",
             "- Lỗi 2 «Chíu được mà ăn thường»: có ba lục văn mà ăn thường — hình phạt: Nghỉ ăn tiền.",
             "- Không phạm lỗi 1 «Ăn treo tranh»: …"]
    assert T.fit_lines(lines, known) == [
        "Phạm: Lỗi 2 — Chíu được mà ăn thường.", "- Lỗi 2 «Chíu được mà ăn thường»: có ba lục văn mà ăn thường."]
    assert T.fit_lines(["Ù hợp lệ: 6 chắn, 4 cạ.", "Cước: Lèo.", "Tổng: **5 điểm**."], known | {"u"}) == [
        "Ù hợp lệ: 6 chắn, 4 cạ."]


@pytest.mark.parametrize("text, term", [
    ("Bài chờ ù lá nào?", "cho"),
    ("Lỗi 1 — Ăn treo tranh", "treo_tranh"),
    ("bị phạt tiền tám đỏ hai lèo", "leo"),
    ("người ù nghỉ ăn tiền", "nghi_an_tien"),
])
def test_finder_catches_the_issue_examples(text, term):
    assert term in {u.term for u in T.find(text)}


def test_finder_takes_the_longest_term_and_whole_words():
    uses = T.find("Làng phát hiện thì người ù nghỉ ăn tiền; ngồi dưới chiếu; chờ một lát")
    terms = [u.term for u in uses]
    assert "nghi_an_tien" in terms and "an_tien" not in terms
    assert "duoi" not in terms and "cho" not in terms  # everyday «dưới», «chờ»
    assert [u.term for u in T.find("cửa chì")] == ["cua_chi"]


def test_first_use_is_linked_to_the_glossary():
    md = T.link_terms("Chắn là hai lá giống hệt nhau. Bốn lá giống nhau là hai chắn.", {"chan"})
    assert md.count("](thuat_ngu?tu=chan)") == 1 and md.startswith("[Chắn](thuat_ngu?tu=chan)")
    # inside bold, and not twice
    md = T.link_terms("**Chắn** và **chắn**", {"chan"})
    assert md == "**[Chắn](thuat_ngu?tu=chan)** và **chắn**"
    # only the terms asked for, never inside a link already made
    assert T.link_terms("cạ và chắn", {"chan"}) == "cạ và [chắn](thuat_ngu?tu=chan)"


def test_lesson_page_links_terms_to_the_glossary(progress_db):
    from apptest_pages import open_page

    at = open_page("app_pages/bai_hoc.py", lesson="chan-ca", step=1)
    body = " ".join(m.value for m in at.markdown)
    assert "](thuat_ngu?tu=chan)" in body
    at = open_page("app_pages/thuat_ngu.py", tu="chan")
    assert any("Bạn vừa mở từ **chắn**" in m.value for m in at.markdown)


# ---------------------------------------------------------------- lỗi are terms too (issue 17 item 5)

def test_every_loi_is_taught_by_lesson_6_or_7():
    """Each numbered lỗi (seed 001 §IV) is a term, taught where a lesson's sections name its
    number: 0–5 in «Lỗi nhóm A», 6–17 in «Lỗi nhóm B, C, D»; lesson 4 only says what a lỗi is."""
    where = {n: T.lesson_of(f"loi:{n}") for n in range(18)}
    assert {n: les for n, les in where.items() if les != "loi-nhom-a"} == {n: "loi-nhom-b-d" for n in range(6, 18)}
    assert T.lessons_teaching([2, 6, 15]) == "bài 6 và bài 7"


@pytest.mark.parametrize("text, found", [
    ("Không phạm lỗi 6 «Bỏ chắn ăn chắn»", {"loi:6"}),
    ("các lỗi 6–15", {f"loi:{n}" for n in range(6, 16)}),
    ("lỗi 0, 1, 2 thì nghỉ", {"loi:0", "loi:1", "loi:2"}),
    ("Lỗi 3 — Ăn chọn cạ", {"loi:3"}),
    ("lấy quân trong chắn ra ăn cạ là Chắn cấu cạ", {"loi:5"}),
])
def test_finder_catches_loi(text, found):
    assert found <= {u.term for u in T.find(text)}
    assert "loi:1" not in {u.term for u in T.find("lỗi 10")}


def _wrongs(ans) -> list:
    """Every wrong answer a learner can give: each other option, each cước toggled, ±1."""
    c = ans.check
    if c.type == "choice":
        return [o.value for o in ans.options if o.value != ans.key]
    if c.type == "number":
        return [ans.key + 1] + ([ans.key - 1] if ans.key > 0 else [])
    return [frozenset(set(ans.key) ^ {o.value}) for o in ans.options]


def _later(line: str, known: set[str]) -> list[str]:
    return [f"«{u.form}» ({u.term})" for u in T.find(line) if u.term not in known]


@pytest.mark.parametrize("lesson", COURSE, ids=lambda x: x.id)
def test_wrong_answer_feedback_speaks_only_taught_terms(lesson):
    """Every wrong option of every check: the sentences that say why (``check_lines`` with what
    the learner knows) use no later term or lỗi — they are *built* that way, so nothing has to
    be cut — and a move question always gets at least one (lesson 4's «Phạm lỗi» on a clean
    chíu listed lỗi 6, 12, 15). After «Xem đáp án», the verdict line the page always keeps uses
    no later term either, and the fitted derivation none at all."""
    from learning.checks import describe
    from learning.explain import check_lines

    known = T.taught_until(lesson.id)
    bad, mute = [], []
    for c in lesson.checks:
        ans = compute(c)
        lines = describe(c.scenario, ans.result, c.seat_names, answer=c.answer, known=known)
        bad += [(c.id, "kết luận", lines[0], w) for w in _later(lines[0], known)] if lines else []
        for g in _wrongs(ans):
            why = check_lines(ans, g, known=known)
            if not why and c.scenario.get("kind") == "action":
                mute.append((c.id, ans.label(g)))
            bad += [(c.id, ans.label(g), ln, w) for ln in why for w in _later(ln, known)]
            shown = T.fit_lines(lines + [f"- {w}" for w in why], known)
            bad += [(c.id, ans.label(g), ln, w) for ln in shown for w in _later(ln, known)]
    ex = lesson.example
    from learning.engine import evaluate

    lines = describe(ex.scenario, evaluate(ex.scenario), ex.seat_names, known=known)
    bad += [("ví dụ", "", lines[0], w) for w in _later(lines[0], known)] if lines else []
    assert not bad, "\n".join(map(str, bad))
    assert not mute, mute


def test_lesson_4_clean_chiu_feedback_says_what_it_can():
    """The issue's example: lesson 4, a clean chíu, the learner says «Phạm lỗi». The reason is
    in lesson 4's words (three alike in hand, the fourth from anyone) and points to lessons 6–7
    for the lỗi themselves, instead of listing «lỗi 6 … lỗi 15»."""
    from learning.explain import check_lines

    lesson = next(x for x in COURSE if x.id == "mot-luot")
    c = next(x for x in lesson.checks if x.id == "chiu-hop-le")
    ans = compute(c)
    lines = check_lines(ans, True, known=T.taught_until("mot-luot"))
    text = " ".join(lines)
    assert "ba tam sách" in text and "bài 6 và bài 7" in text, lines
    assert not T.loi_numbers(text) and not any(u.term.startswith("loi:") for u in T.find(text))
    # with every lỗi known (the drills, a later lesson) the full list is still there
    assert any("lỗi 6 «" in ln for ln in check_lines(ans, True))


def test_lesson_4_page_wrong_answer_names_no_later_loi(progress_db):
    """The page itself: lesson 4, question 1, «Phạm lỗi» → the feedback shown names no lỗi number."""
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    lesson = next(x for x in COURSE if x.id == "mot-luot")
    page = Path(__file__).resolve().parents[2] / "app_pages" / "bai_hoc.py"
    at = AppTest.from_file(str(page), default_timeout=60)
    at.query_params["lesson"] = lesson.id
    at.query_params["step"] = str(lesson.first_check_step() + 1)
    at.run()
    ans = compute(lesson.checks[0])
    at.radio[0].set_value([o.value for o in ans.options].index(True))
    next(b for b in at.button if b.label == "Kiểm tra").click()
    at.run()
    assert not at.exception
    assert "Chưa đúng" in at.error[0].value
    body = "\n".join(m.value for m in at.markdown)
    assert "nên được chíu" in body and "bài 6 và bài 7 sẽ học từng lỗi" in body, body
    known = T.taught_until(lesson.id)
    assert not [w for m in at.markdown for w in _later(m.value, known)], body
