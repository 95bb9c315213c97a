"""Học — Bài học: one page renders any lesson of ``lessons/*.yaml``.

Steps: sections, the worked example (evaluated by the engine), one step per check question (keys by
:mod:`learning.checks`), a summary. Link ``?lesson=<id>&step=<n>`` (from 1); without it the page reopens
where the learner stopped. Answers are attempts of drill ``bai_hoc``, item ``<lesson>/<check>``.
"""
from __future__ import annotations

import re

import streamlit as st

import ui
from chan_core.errors import ChanError
from learning import lesson_progress, progress, terms
from learning.checks import Answer, answer_sources, compute, describe, wrong_lines
from learning.engine import evaluate
from learning.explain import check_lines
from learning.i18n import _, ngettext
from learning.lessons import Check, Lesson, load_course
from ui.drill import retry_row
from ui.lesson_views import show_pictures, show_replay, show_scenario
from ui.style import scroll_into_view
from words import gloss_cards, say
from words.i18n import text_of

LESSON_DRILL = progress.LESSON_DRILL
RESULTS = "bai_hoc__results"  # session: {(lesson, check): (correct, given value)} of this visit, worded when drawn
EMPTY = "bai_hoc__empty"  # session: (lesson, check) submitted with no answer (warning shown once)
BAD_NUMBER = "bai_hoc__bad_number"  # session: (lesson, check, message) of a number answer refused (shown once)
VISIT = "bai_hoc__visit"  # session: (lesson, step) shown last; another step starts a new visit
RECORDED = "bai_hoc__recorded"  # session: {(lesson, check)} whose first answer of this visit is recorded
REVEALED = "bai_hoc__revealed"  # session: {(lesson, check)} whose key the learner asked to see
HINTS = "bai_hoc__hints"  # session: {(lesson, check)} whose hint the learner opened
GRADED = "bai_hoc__graded"  # session: how many answers were graded (a new one scrolls its feedback into view)


def known_terms(lesson: Lesson) -> set[str] | None:
    """The term ids taught by ``lesson`` and those before it (``None``: the course cannot be read)."""
    try:
        return terms.taught_until(lesson.id)
    except ChanError:
        return None


def _said_already(why: str, lines: list[str]) -> bool:
    """Whether the reason ``why`` only repeats a line of ``lines`` (without case, list marks, final stop), or what
    such a line says after its heading («Lỗi 3 «Ăn chọn cạ»: …» beside «Nước này có phạm lỗi: …»)."""
    said = " ".join(_READING.sub("", why).split()).casefold()
    cores = (" ".join(_READING.sub("", ln).lstrip("-* ").split()).rstrip(".").casefold() for ln in lines)
    return any(len(part) > 20 and part in said for core in cores for part in (core, core.partition(": ")[2]))


_READING = re.compile(r" [(\[](?:\d of [^)\]]+|the 1, no suit)[)\]]")
"""An English card reading («thất vạn (7 of vạn)»): read out in one line and not yet in another, the same words."""


def fitted(lesson: Lesson, lines: list[str], keep_first: bool = True) -> list[str]:
    """Feedback lines without terms not taught yet (``keep_first=False``: the first line too); in English each line
    reads its own cards (a card a line above named, e.g. a chắn's, again in the line of the què)."""
    known = known_terms(lesson)
    if known is not None:
        lines = terms.fit_lines(lines, known) if keep_first else terms.fit_lines([""] + lines, known)[1:]
    return [gloss_cards(ln, in_brackets=False) for ln in lines]


def linked_text(lesson: Lesson, i: int) -> str:
    """Section ``i``'s text with the first use in the lesson of each term taught so far linked to the glossary."""
    known = known_terms(lesson)
    if known is None:  # a rules file being edited: the text without links
        return text_of(lesson.sections[i], "text")
    done: set[str] = set()
    for j in range(i):
        terms.link_terms(text_of(lesson.sections[j], "text"), known, done)
    return terms.link_terms(text_of(lesson.sections[i], "text"), known, done)


def go(lesson_id: str, step: int) -> None:
    """Move to ``step`` (0-based) of a lesson: updates the link (query params)."""
    # the sidebar's rules variant and language (issue 15) stay in the link
    kept = {k: st.query_params[k] for k in ("luat", ui.LANG_PARAM) if k in st.query_params}
    st.query_params.from_dict({"lesson": lesson_id, "step": str(step + 1), **kept})


def _section_no(section: str) -> str:
    """``'VII. ĂN TIỀN, BÁO'`` → ``'VII'`` (a section without a number: itself)."""
    m = re.match(r"\s*§?\s*([IVX]+)\b", section)
    return m.group(1) if m else section.strip()


def beyond_foot(result: dict, cited: list[dict]) -> dict | None:
    """The sections of an answer's source (``result['source_ref']``: ``{seed, section}``) that ``cited`` (the answer's
    own sources; for a right answer the step's foot, the lesson's sources, too) does not name already, by document and
    section number; ``None`` when it names them all. A move that pays no penalty (a legal one) leaves out 001 §VII."""
    ref = result.get("source_ref")
    if not ref:
        return None
    named = {(s["seed"], _section_no(s["section"])) for s in cited}
    if "penalty" in result and not result["penalty"]:
        named.add(("001", "VII"))
    left = [p for p in re.split(r";\s*(?=[IVX]+\.)", ref["section"]) if (ref["seed"], _section_no(p)) not in named]
    return {"seed": ref["seed"], "section": "; ".join(left)} if left else None


def _answer_widget(ans: Answer, key: str, disabled: bool = False):
    """The input for a check; returns the value in the key's shape (or ``None``)."""
    c, opts = ans.check, ans.options
    if c.type == "choice":
        # options by id (their place in the list), kept across a language switch (issue 27 item 9)
        j = ui.choice_widget("radio", _("Chọn một đáp án"), range(len(opts)), lambda i: opts[i].label, key=key,
                             disabled=disabled, on_change=ui.keep_choice, args=(key,))
        return None if j is None else opts[j].value
    if c.type == "number":
        # a text box: st.number_input read «1,5» as 15 and gave English range errors
        return ui.number_box(_("Đáp số"), key=key, placeholder=_("Nhập một số"), disabled=disabled)
    label, placeholder = ((_("Chọn các quân"), _("Bấm để chọn quân")) if c.type == "cards"
                          else (_("Chọn các cước"), _("Bấm để chọn cước")))
    # select_all=False: no English «Select all» row, and no one-click way to pick every option.
    return ui.choice_widget("multiselect", label, [o.value for o in opts], ans.label, key=key, placeholder=placeholder,
                            select_all=False, disabled=disabled, on_change=ui.keep_choice, args=(key,))


def _submit(lesson_id: str, ans: Answer, key: str, store: progress.ProgressStore) -> None:
    """«Kiểm tra»: grade widget ``key``; only the visit's first answer is recorded. Keeps the value, not its
    words, in :data:`RESULTS` (worded when drawn, in the current language)."""
    check = ans.check
    results = st.session_state.setdefault(RESULTS, {})
    item = (lesson_id, check.id)
    shown = results.get(item)
    if shown and (shown[0] or item in st.session_state.get(REVEALED, set())):
        return  # answered right, or the key was shown: nothing left to try
    raw = st.session_state.get(key)
    if check.type == "number":
        try:
            lo, hi = ans.bounds  # what the question can be answered with at all: 9 chắn in 19 cards, 4 lèo, a card 1–9
            example = next((n for n in (7, 3, 2, 1) if n != ans.key and lo <= n <= hi), lo)  # never the answer itself
            raw = ui.read_whole_number(raw, lo=lo, hi=hi, example=example)
        except ChanError as e:  # «1,5», «1e30», «-3»: refused with what is expected, not graded; the verdict of the
            st.session_state[BAD_NUMBER] = (lesson_id, check.id, say(e))  # answer before is not this text's
            results.pop(item, None)
            return
        st.session_state[key] = st.session_state.get(key)  # said back to the browser: the box locks on this answer
    given = ans.options[raw].value if check.type == "choice" and raw is not None else raw
    # an empty multiselect is not answered yet; a choice's value may be None («Không bị phạt»)
    if raw is None or (check.type in ("cards", "multi") and not given):
        st.session_state[EMPTY] = (lesson_id, check.id)
        results.pop(item, None)  # nor is an empty box's
        return
    ok = ans.grade(given)
    recorded = st.session_state.setdefault(RECORDED, set())
    if item not in recorded:
        recorded.add(item)
        store.record_attempt(LESSON_DRILL, f"{lesson_id}/{check.id}", ok)
    results[item] = (ok, given)  # worded when shown (show_check): a language switch words it again
    st.session_state[GRADED] = st.session_state.get(GRADED, 0) + 1
    said = " ".join(check_lines(ans, given)).lower() if check.options in ("penalty", "verdict") else ""
    term = ans.key_text.split(" (")[0].lower()  # «Xướng thiếu (incomplete)»: the term without its gloss
    if not ok and (len(ans.options) == 2 or term in said):  # its why gives the key; a number's rule does not
        st.session_state.setdefault(REVEALED, set()).add(item)


def _retry(lesson_id: str, check_id: str, key: str) -> None:
    """«Thử lại»: clear the wrong answer and the input (set empty: a dropped key left the browser's pick shown)."""
    st.session_state.get(RESULTS, {}).pop((lesson_id, check_id), None)
    empty = [] if isinstance(st.session_state.get(key), list) else None
    ui.forget_choice(key)
    st.session_state[key] = empty


def _mark(name: str, lesson_id: str, check_id: str) -> None:
    """«Xem đáp án» (``name`` :data:`REVEALED`) or «Gợi ý» (:data:`HINTS`): the check joins that set."""
    st.session_state.setdefault(name, set()).add((lesson_id, check_id))


def show_check(lesson: Lesson, i: int, store: progress.ProgressStore) -> None:
    """Step of check ``i``: question, «Gợi ý», input, feedback; a wrong answer offers «Thử lại» / «Xem đáp án»."""
    check: Check = lesson.checks[i]
    item = (lesson.id, check.id)
    st.subheader(_("Câu hỏi {i}/{n}").format(i=i + 1, n=len(lesson.checks)))
    st.markdown(text_of(check, "prompt"))
    try:
        ans = compute(check)
    except ChanError as e:
        ui.show_error(e)
        return
    deck = check.scenario.get("kind") == "deck"  # about red: pictures in one ink; about a number: no «the 1»
    show_scenario(check.scenario, check.seat_names, mono=deck and check.answer in ("red", "n_red"),
                  reading=not (deck and check.answer == "number"))
    key = f"q__{lesson.id}__{check.id}"
    results = st.session_state.setdefault(RESULTS, {})
    res = results.get(item)
    revealed = item in st.session_state.get(REVEALED, set())
    finished = res is not None and (res[0] or revealed)
    if check.hint and not finished:
        if item in st.session_state.get(HINTS, set()):
            st.info(_("**Gợi ý:** {hint}").format(hint=text_of(check, "hint")), icon=":material/lightbulb:")
        else:
            st.button(_("Gợi ý"), key=f"{key}__hint", icon=":material/lightbulb:", on_click=_mark,
                      args=(HINTS, *item), help=_("Nhắc lại luật cần dùng cho câu này."))
    # a choice is outside a form: each pick reaches the server at once, so a language switch keeps it
    # (a form's unsent multiselect picks were dropped when the options' texts changed)
    in_form = check.type == "number"
    with st.form(f"{key}__form") if in_form else st.container(border=True):
        _answer_widget(ans, key, disabled=finished)
        # graded in a callback, so the button is disabled when the feedback shows: a double click grades once
        (st.form_submit_button if in_form else st.button)(
            _("Kiểm tra"), key=f"{key}__check", type="primary", icon=":material/check:", disabled=finished,
            on_click=_submit, args=(lesson.id, ans, key, store))
    if st.session_state.pop(EMPTY, None) == item:
        st.warning(_("Hãy chọn hoặc nhập đáp án rồi bấm «Kiểm tra»."))
    bad = st.session_state.pop(BAD_NUMBER, None)
    if bad and bad[:2] == item:
        with ui.note_until_edited(key):  # gone once the box is edited
            ui.show_error(bad[2])
    if res:
        ui.save_notice(LESSON_DRILL, f"{lesson.id}/{check.id}", store)
    before = store.item(LESSON_DRILL, f"{lesson.id}/{check.id}") if not res else None
    if before:
        n = before["attempts"]
        said_before = (ngettext("Bạn đã trả lời câu này {attempts} lần, đúng {correct} lần; lần gần nhất đúng.",
                                "Bạn đã trả lời câu này {attempts} lần, đúng {correct} lần; lần gần nhất đúng.", n)
                       if before["last_correct"] else
                       ngettext("Bạn đã trả lời câu này {attempts} lần, đúng {correct} lần; lần gần nhất chưa đúng.",
                                "Bạn đã trả lời câu này {attempts} lần, đúng {correct} lần; lần gần nhất chưa đúng.",
                                n))
        st.caption(said_before.format(attempts=n, correct=before["correct"]))
    if not res:
        return
    # the feedback below «Kiểm tra» brought on screen (a phone's screen ends above it), once per grading
    box = f".st-key-{key}__feedback"
    scroll_into_view(f"{key}__in_view", f"{key}:{st.session_state.get(GRADED)}:{revealed}", box, box)
    with st.container(key=f"{key}__feedback"):
        _feedback(lesson, ans, item, res, key, revealed)


def _feedback(lesson: Lesson, ans: Answer, item: tuple[str, str], res: tuple, key: str, revealed: bool) -> None:
    """A graded answer: right, or wrong with the rule that decides it (its key once revealed), and its sources."""
    check, (ok, given) = ans.check, res
    # in the current language (issue 15: not the words of the moment it was graded)
    said = ans.label(frozenset(given) if check.type in ("cards", "multi") else given)
    why = [] if ok else check_lines(ans, given, known=known_terms(lesson), reveal=revealed) or wrong_lines(ans, given)
    if not ok and not revealed:
        st.error(_("Chưa đúng (bạn trả lời: {said}).").format(said=said), icon=":material/cancel:")
        why = fitted(lesson, [f"- {w}" for w in wrong_lines(ans, given) or why], keep_first=False)  # no count yet
        if why:
            st.markdown(ui.lines_markdown(why))
        if check.answer == "cuoc" or check.scenario.get("kind") == "deck":  # each cước named: its item of 001 §V; the deck
            ui.source_badge(answer_sources(ans, given))
        note = _("Câu trả lời đầu tiên đã được ghi vào tiến độ; thử lại bao nhiêu lần cũng được.")
        retry_row((_("Thử lại"), f"{key}__retry", _retry, (lesson.id, check.id, key)),
                  (_("Xem đáp án"), f"{key}__reveal", _mark, (REVEALED, *item)),
                  note if item in st.session_state.get(RECORDED, set()) else None)
        return
    if ok:
        st.success(_("Đúng rồi! Đáp án: **{key}**").format(key=ans.key_text), icon=":material/check_circle:")
    else:
        st.error(_("Chưa đúng (bạn trả lời: {said}). Đáp án đúng: **{key}**").format(said=said, key=ans.key_text),
                 icon=":material/cancel:")
    lines = describe(check.scenario, ans.result, check.seat_names, answer=check.answer, known=known_terms(lesson))
    lines = fitted(lesson, lines + [f"- {w}" for w in why if not _said_already(w, lines)])
    if lines:
        st.markdown(ui.lines_markdown(lines))
    if check.explain:
        st.markdown(text_of(check, "explain"))
    own = answer_sources(ans)  # the lỗi, penalty, báo or cước the answer turns on, even when the foot names its section
    about_cuoc = check.answer.split(".")[0] == "cuoc"  # its cước's item of 001 §V, not the evaluator's §IV (the ù)
    foot = [x.model_dump() for x in lesson.sources] if ok else []  # a key revealed: its own section, though the foot has it
    ui.source_badge(own + [x for x in [None if about_cuoc else beyond_foot(ans.result, own + foot)] if x])
    if item in st.session_state.get(RECORDED, set()):
        st.caption(_("Lần trả lời đầu tiên của bạn ở bước này đã được ghi vào tiến độ."))


def show_example(lesson: Lesson) -> None:
    """The worked example: text, the scenario, the engine's answer."""
    ex = lesson.example
    title = text_of(ex, "title")
    own = title.lower().startswith(("ví dụ", _("Ví dụ").lower()))  # a title that already says «Ví dụ …»
    st.subheader(title if own else _("Ví dụ: {title}").format(title=title))
    st.markdown(text_of(ex, "text"))
    try:
        result = evaluate(ex.scenario)
    except ChanError as e:
        ui.show_error(e)
        return
    show_scenario(ex.scenario, ex.seat_names, result)
    lines = fitted(lesson, describe(ex.scenario, result, ex.seat_names, known=known_terms(lesson)))
    if lines:
        st.info(ui.lines_markdown(lines), icon=":material/lightbulb:")
    if ex.after:
        st.markdown(text_of(ex, "after"))


def keep_done(lesson: Lesson, step: int, store: progress.ProgressStore) -> None:
    """A shown section or example counts as read; the lesson is done once every step but the summary is."""
    if lesson.step_kind(step)[0] in ("section", "example"):
        lesson_progress.mark_read(store, lesson.id, step)
    done = store.is_lesson_done(lesson.id)
    if not done and not lesson_progress.open_steps(lesson, progress.lesson_steps_done(lesson, store)):
        store.lesson_done(lesson.id)


def show_done(lesson: Lesson, nxt: Lesson | None, store: progress.ProgressStore) -> None:
    """The last step: what is left to read or answer, or the lesson done; link to the next lesson."""
    st.subheader(_("Tổng kết"))
    todo = lesson_progress.open_steps(lesson, progress.lesson_steps_done(lesson, store))
    if todo and not store.is_lesson_done(lesson.id):
        checks = [s for s in todo if lesson.step_kind(s)[0] == "check"]
        if checks:
            st.info(ngettext("Còn {n} câu hỏi chưa trả lời. Trả lời hết để hoàn thành bài.",
                             "Còn {n} câu hỏi chưa trả lời. Trả lời hết để hoàn thành bài.", len(checks)).format(
                n=len(checks)), icon=":material/pending:")
        reads = [s for s in todo if s not in checks]
        if reads:
            st.info(ngettext("Còn {n} bước chưa đọc.", "Còn {n} bước chưa đọc.", len(reads)).format(n=len(reads)),
                    icon=":material/menu_book:")
        for s in todo:
            what, i = lesson.step_kind(s)
            label = (_("Tới câu {n}").format(n=i + 1) if what == "check" else _("Tới bước {n}").format(n=s + 1))
            st.button(label, key=f"todo__{s}", on_click=go, args=(lesson.id, s))
    else:  # marked done by keep_done, which runs first
        st.success(_("Bạn đã hoàn thành bài «{title}».").format(title=text_of(lesson, "title")), icon=":material/celebration:")
        ui.save_notice(progress.LESSONS_DONE, lesson.id, store, lead=_("Việc bạn học xong bài này chưa được lưu"), after="")
    # each question's very first answer (a visit records only its first answer): the oldest written last
    first = {a["item_id"]: a["correct"] for a in reversed(store.attempts(LESSON_DRILL))}
    right = [first.get(f"{lesson.id}/{c.id}") for c in lesson.checks]
    if any(x is not None for x in right):
        st.markdown(_("**Điểm của bạn:** đúng ngay lần trả lời đầu tiên {right}/{n} câu hỏi.").format(
            right=right.count(True), n=len(right)))
    st.markdown(_("**Bạn đã học:**") + "\n" + "\n".join(f"- {g}" for g in text_of(lesson, "goals")))
    if nxt is not None:
        st.button(_("Bài tiếp theo: {title}").format(title=text_of(nxt, "title")), key="next_lesson", type="primary",
                  on_click=go, args=(nxt.id, 0), icon=":material/arrow_forward:")
    else:
        st.markdown(_("Đây là bài cuối của khoá học. Hãy sang phần **Luyện tập** để luyện thêm."))


def lesson_list(course: tuple[Lesson, ...], current: Lesson, done: dict) -> None:
    """The course as a list of buttons (done lessons ticked)."""
    with ui.kept_expander(_("Danh sách bài học — đã xong {done}/{n}").format(done=sum(x.id in done for x in course),
                                                                            n=len(course)), "bai_hoc_list_box"):
        for n, x in enumerate(course, 1):
            st.button(f"{n}. {text_of(x, 'title')}", key=f"list__{x.id}", on_click=go, args=(x.id, 0),
                      icon=":material/check_circle:" if x.id in done else ":material/radio_button_unchecked:",
                      type="primary" if x.id == current.id else "secondary", width="stretch")


def main() -> None:
    store = progress.get_store()
    ui.progress_warning(store)
    try:
        course = load_course()
    except ChanError as e:
        ui.show_error(e)
        return
    by_id = {x.id: x for x in course}
    qp = st.query_params
    lid, raw_step = qp.get("lesson"), qp.get("step")
    if lid is None:  # the saved place; a link's ?step= alone is a step of that lesson
        pos = store.position()
        lid, saved = (pos[0], str(pos[1] + 1)) if pos and pos[0] in by_id else (course[0].id, "1")
        raw_step = saved if raw_step is None else raw_step
    lesson = by_id.get(lid)
    if lesson is None:  # said until the learner moves on (a first visit's rerun must not lose it)
        st.session_state["bai_hoc__unknown"] = lid
        lesson = course[0]
        if raw_step not in (None, "1"):  # a step of a lesson that does not exist: said too
            ui.refuse_link("step", raw_step, "1")
        raw_step = "1"
    step = ui.int_or_none(raw_step, lo=1)
    if raw_step is not None and raw_step == qp.get("step") and step is None:  # ?step=-5
        ui.refuse_link("step", raw_step)
    elif raw_step is not None and raw_step == qp.get("step") and step > lesson.n_steps:  # ?step=99: said as is a lesson
        st.session_state["bai_hoc__past_end"] = (lesson.id, raw_step)
    step = min(step or 1, lesson.n_steps) - 1
    unknown, past_end = st.session_state.get("bai_hoc__unknown"), st.session_state.get("bai_hoc__past_end")
    if unknown is not None and (lesson.id, step) == (course[0].id, 0):
        st.warning(_("Không có bài học «{lesson}». Mở bài đầu tiên.").format(lesson=ui.literal(unknown)),
                   icon=":material/warning:")
    else:
        st.session_state.pop("bai_hoc__unknown", None)
    if past_end is not None and (lesson.id, step + 1) == (past_end[0], lesson.n_steps):  # until the learner moves on
        st.warning(ngettext("Địa chỉ trang có «step={raw}», mà bài này có {n} bước: trang mở bước cuối.",
                            "Địa chỉ trang có «step={raw}», mà bài này có {n} bước: trang mở bước cuối.",
                            lesson.n_steps).format(raw=ui.literal(past_end[1]), n=lesson.n_steps),
                   icon=":material/link_off:")
    else:
        st.session_state.pop("bai_hoc__past_end", None)
    if qp.get("lesson") != lesson.id or qp.get("step") != str(step + 1):
        go(lesson.id, step)
    store.set_position(lesson.id, step)
    keep_done(lesson, step, store)
    if st.session_state.get(VISIT) != (lesson.id, step):  # a new visit: answers may be recorded again
        st.session_state.update({VISIT: (lesson.id, step), RESULTS: {}, RECORDED: set(), REVEALED: set(), HINTS: set()})

    idx = course.index(lesson)
    prev_l = course[idx - 1] if idx > 0 else None
    next_l = course[idx + 1] if idx + 1 < len(course) else None
    done = store.lessons_done()

    st.title(_("Bài {n}. {title}").format(n=idx + 1, title=text_of(lesson, "title")))
    if lesson.summary:
        st.caption(text_of(lesson, "summary"))
    lesson_list(course, lesson, done)
    if ui.current_variant() != "classic":
        st.caption(_("Các bài học dạy theo luật cổ điển (tài liệu 001, 002); biến thể chọn ở thanh bên "
                     "không đổi đáp án của bài học."))
    st.progress((step + 1) / lesson.n_steps, text=_("Bước {step}/{n}").format(step=step + 1, n=lesson.n_steps))

    what, i = lesson.step_kind(step)
    if what == "section":
        if i == 0:
            st.markdown(_("**Mục tiêu của bài:**") + "\n" + "\n".join(f"- {g}" for g in text_of(lesson, "goals")))
        sec = lesson.sections[i]
        st.subheader(text_of(sec, "heading"))
        st.markdown(linked_text(lesson, i))
        for g in sec.cards:
            ui.show_hand(g.cards, caption=text_of(g, "caption") or None)
        show_pictures(sec.pictures)
        if sec.replay is not None:
            show_replay(lesson, i)
    elif what == "example":
        show_example(lesson)
    elif what == "check":
        show_check(lesson, i, store)
    else:
        show_done(lesson, next_l, store)

    st.divider()
    last = lesson.n_steps - 1
    for col, (label, key, off, icon, args) in zip(st.columns(4), (  # (label, key, disabled, icon, where it goes)
            (_("Bài trước"), "nav_prev_lesson", prev_l is None, "first_page", ((prev_l or lesson).id, 0)),
            (_("Bước trước"), "nav_prev", step == 0, "chevron_left", (lesson.id, max(step - 1, 0))),
            (_("Bước tiếp"), "nav_next", step >= last, "chevron_right", (lesson.id, min(step + 1, last))),
            (_("Bài sau"), "nav_next_lesson", next_l is None, "last_page", ((next_l or lesson).id, 0)))):
        col.button(label, key=key, disabled=off, icon=f":material/{icon}:", on_click=go, args=args, width="stretch",
                   type="primary" if key == "nav_next" else "secondary")
    ui.source_badge([s.model_dump() for s in lesson.sources])


main()
