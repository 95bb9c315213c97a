"""Game terms in lesson text: which term a word is, which lesson teaches it, and links to the glossary (no term
before it is taught; a term's first use links to its entry). Terms come from ``rules/glossary.yaml``,
``rules/cuoc.yaml`` and ``rules/loi.yaml`` (seed 001 §IV–V). Pure: no Streamlit."""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from words.i18n import current_language
from learning.i18n import N_, _
from chan_core.rules import load_rules
from learning.lessons import load_course
from words.phrases.loi import fault_name

GLOSSARY_PAGE = "thuat_ngu"
"""The glossary page's path in the router; a term's link is ``thuat_ngu?tu=<term id>``."""

CUOC_PREFIX = "cuoc:"
"""Term ids of cước that are not glossary terms: ``'cuoc:tam_do'``."""

LOI_PREFIX = "loi:"
"""Term ids of the numbered lỗi: ``'loi:6'`` (seed 001 §IV, numbers 0–17)."""

_LOI_NUMBERS = re.compile(r"(?<!\w)lỗi\**\s+(\d{1,2}(?:\s*(?:,|và|and|–|-)\s*\d{1,2}(?!\w))*)", re.IGNORECASE)
"""«lỗi 6», «lỗi 6–9», «lỗi 0, 1, 2», «lỗi 3, 4 và 5»: the numbers a text names (English text
too: «*lỗi* 6–9», «lỗi 3 and 4»)."""


def loi_numbers(text: str) -> list[int]:
    """The lỗi numbers ``text`` names, ranges expanded («lỗi 6–9» → 6, 7, 8, 9), in order."""
    out: list[int] = []
    for m in _LOI_NUMBERS.finditer(text or ""):
        for part in re.split(r"\s*(?:,|và|and)\s*", m.group(1)):
            ends = [int(x) for x in re.split(r"\s*[–-]\s*", part) if x.strip().isdigit()]
            if len(ends) == 2 and ends[0] <= ends[1]:
                out.extend(range(ends[0], ends[1] + 1))
            else:
                out.extend(ends[:1])
    return out


@dataclass(frozen=True)
class Use:
    """One use of a term in a text: ``term`` (glossary id, or ``cuoc:<id>``), ``form`` (the
    words as written), ``start``/``end`` (character offsets)."""

    term: str
    form: str
    start: int
    end: int


@functools.lru_cache(maxsize=1)
def _index() -> tuple[re.Pattern | None, dict[str, str], dict[str, str | None]]:
    rules = load_rules()
    by_form: dict[str, str] = {}
    lesson: dict[str, str | None] = {}
    for t in rules.glossary:
        lesson[t.id] = t.lesson
        for f in t.forms():
            by_form.setdefault(f.casefold(), t.id)
    course = load_course()
    for c in rules.cuoc:
        if c.name.casefold() in by_form:
            continue
        tid = CUOC_PREFIX + c.id
        bold = f"**{c.name}**".casefold()
        lesson[tid] = next((x.id for x in course
                            if any(bold in (s.heading + " " + s.text).casefold() for s in x.sections)), None)
        by_form[c.name.casefold()] = tid
    for x in rules.loi:
        tid = f"{LOI_PREFIX}{x.number}"
        lesson[tid] = next((c.id for c in course
                            if any(x.number in loi_numbers(s.heading + " " + s.text) for s in c.sections)), None)
        for f in (f"lỗi {x.number}", x.name):
            by_form.setdefault(f.casefold(), tid)
    if not by_form:
        return None, by_form, lesson
    alts = "|".join(re.escape(f) for f in sorted(by_form, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})(?!\w)", re.IGNORECASE), by_form, lesson


def find(text: str) -> list[Use]:
    """Every term used in ``text`` (markdown allowed), in order, leftmost-longest. The further
    numbers of «lỗi 6–15» or «lỗi 0, 1, 2» are uses of those lỗi too (``form`` is the number)."""
    rx, by_form, _lessons = _index()
    if rx is None or not text:
        return []
    uses = [Use(by_form[m.group(0).casefold()], m.group(0), m.start(), m.end()) for m in rx.finditer(text)]
    for m in _LOI_NUMBERS.finditer(text):
        first, *more = loi_numbers(m.group(0))
        if f"{LOI_PREFIX}{first}" in _lessons and not any(u.start == m.start() and u.term == f"{LOI_PREFIX}{first}"
                                                          for u in uses):
            # «*lỗi* 6» (English markdown) is not a form: its first number is a use too
            more = [first, *more]
            first = None
        uses += [Use(f"{LOI_PREFIX}{n}", str(n), m.start(1), m.end(1)) for n in dict.fromkeys(more) if n != first]
    return sorted(uses, key=lambda u: u.start)


def lesson_of(term: str) -> str | None:
    """The id of the lesson that teaches ``term`` (``None``: no lesson teaches it)."""
    return _index()[2].get(term)


def taught_by(lesson_ids) -> set[str]:
    """Term ids taught by the given lessons (a lesson and the ones before it)."""
    ids = set(lesson_ids)
    return {t for t, les in _index()[2].items() if les in ids}


def taught_until(lesson_id: str) -> set[str]:
    """Term ids a learner knows in lesson ``lesson_id``: those taught by it and every lesson
    before it (course order). Raises :class:`KeyError` for an unknown lesson id."""
    course = load_course()
    order = {x.id: x.order for x in course}[lesson_id]
    return taught_by(x.id for x in course if x.order <= order)


def uses_later(text: str, known: set[str] | None) -> set[str]:
    """The terms ``text`` uses that are not in ``known`` (``None``: everything is known)."""
    if known is None:
        return set()
    return {u.term for u in find(text)} - known


PLAIN_WORDS: tuple[tuple[str, str, str], ...] = (
    ("xướng đúng", "hô đúng các cước", "xuong"),
    ("xướng sai", "hô sai các cước", "xuong_sai"),
    ("xướng", "hô các cước", "xuong"),
)
"""``(form, plain words, term id)``: a term said plainly to a learner not yet taught it (lesson 9 says «hô đúng
các cước» before lesson 10 teaches «xướng»; seed 001 §V "Thông")."""

PLAIN_WORDS_EN: tuple[tuple[str, str, str], ...] = (
    ("correct xướng", "correct call of the cước", "xuong"),
    ("wrong xướng", "wrong call of the cước", "xuong_sai"),
    ("xướng đúng", "correct call of the cước", "xuong"),
    ("xướng sai", "wrong call of the cước", "xuong_sai"),
    ("xướng", "call of the cước", "xuong"),
)
""":data:`PLAIN_WORDS` for an English page."""


def plain(text: str, known: set[str] | None) -> str:
    """``text`` with the forms of :data:`PLAIN_WORDS` whose term is not in ``known`` said in plain words (``None``:
    everything is known, ``text`` as it is). Whole words, case kept for the first letter."""
    if known is None or not text:
        return text
    table = PLAIN_WORDS_EN if current_language() == "en" else PLAIN_WORDS
    for form, words, term in (x for x in table if x[2] not in known):  # the first letter's case kept
        text = re.sub(rf"(?<!\w){re.escape(form)}(?!\w)", lambda m, w=words: w[:1].upper() + w[1:]
                      if m.group(0)[:1].isupper() else w, text, flags=re.IGNORECASE)
    return text


def loi_known(code: int | str, known: set[str] | None) -> bool:
    """Whether lỗi ``code`` (a number 0–17) may be named to a learner who knows ``known`` (``None``: everything is
    known). A fault without a number (``'bo_u'`` …) is judged by the words of its name."""
    return known is None or _fault_terms(code) <= known


def _fault_terms(code: int | str) -> set[str]:
    """``{'loi:6'}`` for a lỗi number, else the terms the fault's name uses."""
    return {f"{LOI_PREFIX}{code}"} if isinstance(code, int) else {u.term for u in find(fault_name(code))}


def and_list(items) -> str:
    """``['a', 'b', 'c']`` → «a và b và c» (English «a and b and c»): a short list of names
    joined in the current language; ``''`` for none."""
    items = [str(x) for x in items]
    return functools.reduce(lambda a, b: _("{first} và {next}").format(first=a, next=b), items) if items else ""


def lessons_teaching(codes, known: set[str] | None = None) -> str:
    """«bài 6 và bài 7» (English «lesson 6 and lesson 7»): the lessons teaching the faults ``codes`` (lỗi numbers,
    or ids such as ``'u_lao'``: by the terms of its name not in ``known``), in course order; ``''`` for none."""
    course = load_course()
    order = {x.id: x.order for x in course}
    les = {lesson_of(t) for c in codes for t in _fault_terms(c) if isinstance(c, int) or known is None or t not in known}
    nums = sorted(order[x] for x in les if x in order)
    return and_list(_("bài {n}").format(n=n) for n in nums)


_LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")


def link_terms(md: str, terms: set[str], done: set[str] | None = None) -> str:
    """``md`` with the first use of each glossary term in ``terms`` linked to its entry (``[chắn](thuat_ngu?tu=chan)``);
    ``done``: the terms already linked in this lesson (updated in place)."""
    done = set() if done is None else done
    lang = "&lang=en" if current_language() == "en" else ""
    skip = [(m.start(), m.end()) for m in _LINK.finditer(md)]
    out, last = [], 0
    for u in find(md):
        if (u.term not in terms or u.term in done or u.term.startswith((CUOC_PREFIX, LOI_PREFIX))
                or any(a <= u.start < b for a, b in skip)):
            continue
        done.add(u.term)
        out.append(md[last:u.start])
        out.append(f"[{u.form}]({GLOSSARY_PAGE}?tu={u.term}{lang})")
        last = u.end
    out.append(md[last:])
    return "".join(out)


_PENALTY_CLAUSE = re.compile(r"\s*[—-]\s*(?:hình phạt|penalty):[^.;]*[.;]?", re.IGNORECASE)

CUOC_LINE = N_("Cước:")
"""How the line listing a hand's cước starts (:func:`learning.checks.describe`)."""
TOTAL_LINE = N_("Tổng:")
"""How the total after the cước starts (:func:`learning.checks.describe`)."""


def fit_lines(lines: list[str], known: set[str]) -> list[str]:
    """Feedback lines fitted to the terms ``known``: a «— hình phạt: …» clause naming an untaught penalty is cut, a
    line still using an untaught term is left out (and the total after a list of cước with it)."""
    out: list[str] = []
    dropped_cuoc = False
    for i, ln in enumerate(lines):
        later = {u.term for u in find(ln)} - known
        if later and _PENALTY_CLAUSE.search(ln):
            cut = _PENALTY_CLAUSE.sub(".", ln).replace("..", ".")
            if not ({u.term for u in find(cut)} - known):
                ln, later = cut, set()
        if later and i:
            dropped_cuoc = dropped_cuoc or ln.lstrip("- ").startswith((CUOC_LINE[:-1], _(CUOC_LINE)[:-1]))
            continue
        if dropped_cuoc and ln.startswith((TOTAL_LINE[:-1], _(TOTAL_LINE)[:-1])):
            continue
        out.append(ln)
    return out
