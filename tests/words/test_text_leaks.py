"""Issue 17 items 6–7: what a learner reads on every page — no leaks, no codes, no English.

Every page of the router (``streamlit_app.py`` PAGES) and every step of every lesson is
rendered with AppTest, and all the text it shows (``tests/apptest_pages.page_texts``) is
scanned for the kinds of fault found by a new user:

* ``None`` printed into a sentence («Điểm được tính: 3 (bài thật: None)»);
* a label written twice («Bòn: Bòn: …», «Tôm: Tôm: …», «Chưa ù được: Không ù được: …»,
  «Ví dụ: Ví dụ 9 điểm»);
* Streamlit's English UI strings: «Press Enter to submit form» under text boxes (hidden on
  every page by ``ui.run_page``), «Choose options» / «Choose an option» in a multiselect or an
  empty selectbox without a Vietnamese placeholder;
* team wording in learner text: «seed 001 §IV», «A (ghế 0)» (sources read «Luật đầy đủ (tài
  liệu 001), mục IV» — ``ui.source_text``);
* card codes where the learner reads words (feedback, wait lists, the analyzer), and a box
  that takes card codes without the code legend beside it (V = vạn, N = văn, S = sách,
  CC = chi chi — ``ui.CODE_LEGEND``).

The scanners are plain functions, each tested on the issue's own examples first (so a scan
that can never fail would be caught).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from apptest_pages import open_page, page_texts, wrong_answer
from learning.lessons import load_course
from tests.budget import full

ROOT = Path(__file__).resolve().parents[2]
PAGES = [p for p in re.findall(r'"(app_pages/\w+\.py)"', (ROOT / "app_pages" / "_pages.py").read_text(encoding="utf-8"))
         if (ROOT / p).is_file()]  # the router's table
# The pages a learner goes through while learning (lessons, drills, tools): no card codes where words
# are read. Team wording («seed», «§», «A (ghế 0)») is banned on every page.
LEARNER_PATH = {"app_pages/home.py", "app_pages/hom_nay.py", "app_pages/bai_hoc.py", "app_pages/tien_do.py", "app_pages/boc_cai.py",
                "app_pages/an_hay_khong.py", "app_pages/luyen_xuong.py", "app_pages/tinh_diem.py",
                "app_pages/phan_tich_bai.py"}

ENGLISH = ("Press Enter", "Choose an option", "Choose options", "Select all", "No results", "Browse files",
           "Drag and drop", "Clear all", "Show password")
_NONE = re.compile(r"(?<![\w\"'`])None(?![\w\"'`])")
_SAME_LABEL = re.compile(r"(?:^|[\n.!?]\s+|[-—•]\s+)([^\W\d_][^:\n«»]{0,30}?)\s*(?:\([^)]*\)|«[^»]*»)?\s*:\s*\1(?:\s*×\s*\d+)?\s*(?::|\s\d)", re.IGNORECASE)
_TWO_VERDICTS = re.compile(r"(?:^|[\n.!?]\s+|[-—•]\s+)(?:Chưa|Không)\s[^:\n«»]{1,25}:\s*(?:Chưa|Không)\s[^:\n«»]{1,25}:")
_CODE = re.compile(r"(?<![\w/])(?:[2-9][VNS]|CC)(?![\w/])")
_TEAM = re.compile(r"(?i:seed)|§|\(ghế \d|ghế \d\)")  # «seed» in any case, inside a word too


def leaks(texts: list[tuple[str, str, str]]) -> list[str]:
    """Faults every page must be free of: ``None``, a doubled label, an English UI string."""
    out = []
    for kind, field, text in texts:
        if kind == "Html" and "{" in text and "}" in text:  # a style sheet, not text
            continue
        if _NONE.search(text):
            out.append(f"None: {kind}.{field}: {text[:120]}")
        plain = text.replace("**", "")
        if _SAME_LABEL.search(plain) or _TWO_VERDICTS.search(plain):
            out.append(f"nhãn lặp: {kind}.{field}: {text[:120]}")
        for e in ENGLISH:
            if e in text:
                out.append(f"tiếng Anh «{e}»: {kind}.{field}: {text[:120]}")
    return out


def widget_english(at) -> list[str]:
    """Widgets Streamlit fills with English on screen: a multiselect without a placeholder
    («Choose options») or with its «Select all» row, an empty selectbox without one («Choose an option»); and text boxes
    with no ``InputInstructions`` hider on the page («Press Enter to submit form»)."""
    out = []
    for w in at.multiselect:
        if not w.proto.placeholder:
            out.append(f"multiselect «{w.label}» không có chữ gợi ý (hiện «Choose options»)")
        if w.proto.select_all:  # Streamlit's own row, English only
            out.append(f"multiselect «{w.label}» có dòng «Select all» (thiếu select_all=False)")
    for w in at.selectbox:
        if w.value is None and not w.proto.placeholder:
            out.append(f"selectbox «{w.label}» trống, không có chữ gợi ý (hiện «Choose an option»)")
    boxes = list(at.text_input) + list(at.number_input) + list(at.text_area)
    hidden = any("InputInstructions" in h.proto.body and "display:none" in h.proto.body for h in at.get("html"))
    if boxes and not hidden:
        out.append("ô nhập chữ hiện «Press Enter to …» (thiếu ui.HIDE_ENGLISH_HINTS)")
    return out


def team_words(texts) -> list[str]:
    """Team wording in learner text: «seed», «§», «(ghế 0)» (help texts of inputs included)."""
    return [f"{kind}.{field}: {text[:140]}" for kind, field, text in texts if _TEAM.search(text)
            and not (kind == "Html" and "{" in text)]


def card_codes(texts) -> list[str]:
    """Card codes where the learner reads words. Inputs may show codes (their placeholder,
    help, a selectbox option «Cửu vạn (9V)» naming the card) beside ``ui.CODE_LEGEND``."""
    import ui

    out = []
    for kind, field, text in texts:
        if field in ("placeholder", "help") or kind in ("Selectbox", "TextInput", "TextArea", "Html"):
            continue
        if text == ui.CODE_LEGEND or field == "option" and re.search(r"\((?:[2-9][VNS]|CC)\)$", text):
            continue
        if _CODE.search(text):
            out.append(f"{kind}.{field}: {text[:140]}")
    return out


def legend_missing(at, texts) -> list[str]:
    """A text box that takes card codes (its placeholder or help shows one) needs the legend."""
    import ui

    takes_codes = [w for w in at.text_input if _CODE.search(w.proto.placeholder or "") or _CODE.search(w.proto.help or "")]
    if takes_codes and not any(t == ui.CODE_LEGEND for _, _, t in texts):
        return [f"ô «{w.label}» nhận mã quân nhưng không có chú thích mã (ui.CODE_LEGEND)" for w in takes_codes]
    return []


def source_badges(texts) -> list[str]:
    """Every source line reads «Nguồn: Luật đầy đủ (tài liệu 001), mục IV», never «seed»/«§»."""
    return [t for _, _, t in texts if "Nguồn:" in t and re.search(r"\bseed\b|§", t, re.IGNORECASE)]


# ---------------------------------------------------------------- the scanners catch the issue's examples
@pytest.mark.parametrize("text", [
    "Điểm được tính: 3 (bài thật: None)",
    "Chưa ù được: Không ù được: chỉ có 5 chắn, cần ít nhất 6.",
    "Bòn: Bòn: đã ăn chắn ngũ vạn hai lần.",
    "- **Tôm**: Tôm: tam vạn – tam sách – thất văn có 1 bộ.",
    "Ví dụ: Ví dụ 9 điểm",
    "Xướng thiếu («Chì ù»): Xướng thiếu: mỗi người thua chỉ trả 3 điểm.",
    "Press Enter to submit form",
    "Choose options",
])
def test_leak_scanner_catches_the_issue_examples(text):
    assert leaks([("Markdown", "body", text)])


@pytest.mark.parametrize("text", [
    "Đếm từ người bốc: A (1) → B (2).",
    "Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài",
    "Ví dụ 9 điểm",
    "Chưa ù được: chỉ có 5 chắn, cần ít nhất 6.",
    "Điểm được tính: 3 (xướng đủ và đúng thì được 6).",
])
def test_leak_scanner_passes_right_text(text):
    assert not leaks([("Markdown", "body", text)])


def test_team_and_code_scanners_catch_the_issue_examples():
    assert team_words([("Caption", "body", "Nguồn: seed 001, IV. LUẬT ĐÁNH BÀI")])
    assert team_words([("Markdown", "body", "Bốn người; A (ghế 0) ù chì có lèo.")])
    assert source_badges([("Caption", "body", ":material/menu_book: Nguồn: seed 001 §IV")])
    assert card_codes([("Markdown", "body", "- Lỗi 1: trên tay có cửu vạn (9V) để ăn chắn")])
    assert card_codes([("Html", "caption", "x")]) == []
    assert not card_codes([("Markdown", "body", "Trên tay có cửu vạn để ăn chắn")])


# ---------------------------------------------------------------- every page, every lesson step
@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", PAGES)
def test_page_text_has_no_leaks(path, progress_db):
    at = open_page(path)
    texts = page_texts(at)
    faults = leaks(texts) + widget_english(at) + legend_missing(at, texts)
    faults += [f"nguồn ghi theo kiểu nhóm: {t[:140]}" for t in source_badges(texts)]
    faults += [f"chữ của nhóm: {t}" for t in team_words(texts)]  # every page (issue 17 item 6)
    if path in LEARNER_PATH:
        faults += [f"mã quân: {t}" for t in card_codes(texts)]
    assert not faults, "\n".join(faults)


@full  # every step of every lesson; the fast run scans the lesson page once (tests/app/test_every_page.py)
def test_every_lesson_step_has_no_leaks(progress_db):
    course = load_course()
    at = open_page("app_pages/bai_hoc.py", lesson=course[0].id, step=1)
    faults = []
    for lesson in course:
        for step in range(1, lesson.n_steps + 1):
            at.query_params["lesson"] = lesson.id
            at.query_params["step"] = str(step)
            at.run()
            assert not at.exception, (lesson.id, step, [e.value for e in at.exception])
            texts = page_texts(at)
            where = f"bài {lesson.order} bước {step}"
            faults += [f"{where}: {x}" for x in leaks(texts) + widget_english(at)]
            faults += [f"{where}: chữ của nhóm: {t}" for t in team_words(texts)]
            faults += [f"{where}: mã quân: {t}" for t in card_codes(texts)]
    assert not faults, "\n".join(faults)


# ---------------------------------------------------------------- after an answer (feedback is where leaks hide)


def test_lesson_feedback_has_no_leaks():
    """The derivation and the why-lines after a wrong (and a right) answer to every check, and
    every worked example, as the lesson page joins them (``ui.lines_markdown``)."""
    import ui
    from learning.checks import compute, describe
    from learning.engine import evaluate
    from learning.explain import check_lines

    faults = []
    for lesson in load_course():
        ex = lesson.example
        texts = [("Info", "body", ui.lines_markdown(describe(ex.scenario, evaluate(ex.scenario), ex.seat_names)))]
        for c in lesson.checks:
            ans = compute(c)
            given = wrong_answer(ans)
            lines = describe(c.scenario, ans.result, c.seat_names, answer=c.answer)
            texts.append(("Markdown", "body", ui.lines_markdown(lines + [f"- {w}" for w in check_lines(ans, given)])))
            texts.append(("Error", "body", f"Chưa đúng (bạn trả lời: {ans.label(ans.normalise(given))})."))
            texts.append(("Success", "body", f"Đúng rồi! Đáp án: {ans.key_text}"))
        faults += [f"bài {lesson.order}: {x}" for x in leaks(texts) + team_words(texts) + card_codes(texts)]
    assert not faults, "\n".join(faults)


def _an_hay_khong_ids() -> list[str]:
    from chan_core.scenario import load_file

    return [s["id"] for p in sorted((ROOT / "lessons/drills/an_hay_khong").glob("*.yaml")) for s in load_file(p)]


@full  # every answer of every situation
def test_an_hay_khong_feedback_has_no_leaks(progress_db):
    """Every situation answered with a faulty move (or, when none is faulty, any move)."""
    from chan_core.scenario import load_file

    import importlib

    ahk = importlib.import_module("chan_core.legal")
    from chan_core.history import DISCARD_EVENTS, parse_event, parse_history, replay

    situations = {s["id"]: s for p in sorted((ROOT / "lessons/drills/an_hay_khong").glob("*.yaml")) for s in load_file(p)}
    at = open_page("app_pages/an_hay_khong.py")
    faults = []
    for sid, sc in situations.items():
        state = replay(sc["hand"], parse_history(sc.get("history"), "history"))
        ev = parse_event(sc["action"])
        if ev.event in DISCARD_EVENTS:
            opts = ahk.discard_moves(state, ev.event)
        else:
            off = state.offer(ev)
            opts = ahk.legal_moves(state, ev.card, off.source, off.by).options
        pick = next((o for o in opts if not o.ok), opts[0])
        at.query_params["th"] = sid
        at.run()
        at.button(key=f"ahk_opt_{pick.key}").click().run()
        assert not at.exception, (sid, [e.value for e in at.exception])
        if not pick.ok:  # a wrong move: first why it is wrong (retry in place), then the right moves
            texts = page_texts(at)
            faults += [f"{sid}: {x}" for x in leaks(texts) + team_words(texts) + card_codes(texts)]
            at.button(key="ahk_reveal").click().run()
        texts = page_texts(at)
        faults += [f"{sid}: {x}" for x in leaks(texts) + team_words(texts) + card_codes(texts) + widget_english(at)]
        at.button(key="ahk_next").click().run()
    assert not faults, "\n".join(faults)


def test_drill_and_tool_feedback_has_no_leaks(progress_db):
    """Bốc cái (a wrong seat, then the piles), Luyện xướng (a wrong xướng, a wrong point count),
    Phân tích bài and Tính điểm with every example loaded."""
    faults = []

    at = open_page("app_pages/boc_cai.py", n=4, seed=11, drawer=1, card="7V")
    at.button(key="bc_seat0").click().run()
    faults += [f"bốc cái (sai): {x}" for x in leaks(page_texts(at)) + team_words(page_texts(at))
               + card_codes(page_texts(at))]
    at.button(key="bc_reveal_btn").click().run()
    for seat in range(4):
        at.radio(key=f"bc_pile{seat}").set_value(0)
    at.button(key="FormSubmitter:bc_piles_form-Kiểm tra phần bài").click().run()
    faults += [f"bốc cái: {x}" for x in leaks(page_texts(at)) + team_words(page_texts(at)) + card_codes(page_texts(at))]

    at = open_page("app_pages/luyen_xuong.py", seed=123, level=3)
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    t = page_texts(at)  # the wrong xướng before the answer («Xướng lại» / «Xem xướng chuẩn»)
    faults += [f"luyện xướng: {x}" for x in leaks(t) + team_words(t) + card_codes(t)]
    at.button(key="lx_show").click().run()
    at.text_input(key="lx_points_in").set_value("499")
    at.button(key="FormSubmitter:lx_points_form-Kiểm tra điểm").click().run()
    assert not at.exception
    t = page_texts(at)
    faults += [f"luyện xướng: {x}" for x in leaks(t) + team_words(t) + card_codes(t) + widget_english(at)]

    for path, key in (("app_pages/phan_tich_bai.py", "ptb_example"), ("app_pages/tinh_diem.py", "td_preset")):
        at = open_page(path)
        for name in at.selectbox(key=key).options[1:]:
            at.selectbox(key=key).set_value(name).run()
            assert not at.exception, (path, name)
            t = page_texts(at)
            faults += [f"{path} «{name}»: {x}" for x in leaks(t) + team_words(t) + card_codes(t)
                       + widget_english(at) + legend_missing(at, t)]
    assert not faults, "\n".join(faults)
