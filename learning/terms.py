"""Game terms in lesson text: which term a word is, which lesson teaches it, and links to the
glossary (issue 17 item 5: no term before it is taught; a term's first use links to its entry).

Terms come from the rules:

* every glossary term (``rules/glossary.yaml``) with the lesson that introduces it (its
  ``lesson`` field) and the forms to look for (:meth:`GlossaryTerm.forms`: the term and its
  aliases, or ``match`` when a word is also an everyday word — «chờ», «dưới», «cái»);
* every cước name (``rules/cuoc.yaml``) not already a glossary form, taught by the first
  lesson whose sections write the name in bold (``**Tám đỏ**``: that is where it is explained).

:func:`find` returns the uses in a text, leftmost-longest («nghỉ ăn tiền» is one term, not
«ăn tiền»), whole words, case-insensitive. Pure: no Streamlit.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

GLOSSARY_PAGE = "thuat_ngu"
"""The glossary page's path in the router; a term's link is ``thuat_ngu?tu=<term id>``."""

CUOC_PREFIX = "cuoc:"
"""Term ids of cước that are not glossary terms: ``'cuoc:tam_do'``."""


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
    from chan_core.rules import load_rules
    from learning.lessons import load_course

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
    if not by_form:
        return None, by_form, lesson
    alts = "|".join(re.escape(f) for f in sorted(by_form, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})(?!\w)", re.IGNORECASE), by_form, lesson


def find(text: str) -> list[Use]:
    """Every term used in ``text`` (markdown allowed), in order, leftmost-longest."""
    rx, by_form, _ = _index()
    if rx is None or not text:
        return []
    return [Use(by_form[m.group(0).casefold()], m.group(0), m.start(), m.end()) for m in rx.finditer(text)]


def lesson_of(term: str) -> str | None:
    """The id of the lesson that teaches ``term`` (``None``: no lesson teaches it)."""
    return _index()[2].get(term)


def taught_by(lesson_ids) -> set[str]:
    """Term ids taught by the given lessons (a lesson and the ones before it)."""
    ids = set(lesson_ids)
    return {t for t, les in _index()[2].items() if les in ids}


_LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")


def link_terms(md: str, terms: set[str], done: set[str] | None = None) -> str:
    """``md`` with the first use of each glossary term in ``terms`` turned into a markdown link
    to its glossary entry (``[chắn](thuat_ngu?tu=chan)``). ``done``: terms already linked
    earlier (updated in place), so a term is linked once per lesson. Uses inside an existing
    link are left alone; cước that are not glossary terms are not linked."""
    done = set() if done is None else done
    skip = [(m.start(), m.end()) for m in _LINK.finditer(md)]
    out, last = [], 0
    for u in find(md):
        if u.term not in terms or u.term in done or u.term.startswith(CUOC_PREFIX):
            continue
        if any(a <= u.start < b for a, b in skip):
            continue
        done.add(u.term)
        out.append(md[last:u.start])
        out.append(f"[{u.form}]({GLOSSARY_PAGE}?tu={u.term})")
        last = u.end
    out.append(md[last:])
    return "".join(out)


_PENALTY_CLAUSE = re.compile(r"\s*[—-]\s*hình phạt:[^.;]*[.;]?")


def fit_lines(lines: list[str], known: set[str]) -> list[str]:
    """Explanation lines (engine feedback) fitted to what the learner has been taught: a
    «— hình phạt: …» clause naming a penalty not taught yet is cut; a line that still uses a
    term not taught yet (``known``: term ids taught so far) is left out; the total after a
    list of cước goes with it. The first line (the verdict) is always kept (issue 17 item 5:
    lesson 4's feedback named «nghỉ ăn tiền», «treo tranh»)."""
    out: list[str] = []
    dropped_cuoc = False
    for i, ln in enumerate(lines):
        later = {u.term for u in find(ln)} - known
        if later and _PENALTY_CLAUSE.search(ln):
            cut = _PENALTY_CLAUSE.sub(".", ln).replace("..", ".")
            if not ({u.term for u in find(cut)} - known):
                ln, later = cut, set()
        if later and i:
            dropped_cuoc = dropped_cuoc or ln.lstrip("- ").startswith("Cước")
            continue
        if dropped_cuoc and ln.startswith("Tổng"):
            continue
        out.append(ln)
    return out
