"""The course seen through the progress: stored item ids in the learner's words (:func:`item_words`) and where
«Học tiếp» goes (:class:`NextStep`, :func:`choose_next_step`)."""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from chan_core.options import DEFAULT_VARIANT
from chan_core.rules import load_rules
from learning.i18n import N_, _
from words.i18n import text_of

_ITEM_WORDS: tuple[tuple[str, str], ...] = (
    ("boc_cai", N_("{players} người, quân số {n}")), ("xep_binh", N_("ván {n}")), ("choi_mau_binh", N_("ván {n}")),
    ("tinh_diem", N_("Điểm của bài ù (luyện xướng)")), ("xuong", N_("Điểm bài số {seed}, cấp {level}")),
    ("xuong", N_("Điểm bài số {seed}, cấp {level}, luật {variant}")),
    ("xuong", N_("Xướng bài số {seed}, cấp {level}, luật {variant}")),
)
"""Stored item ids written in Vietnamese by the drill pages (``app_pages/boc_cai.py``
``progress_item``, ``app_pages/xep_binh.py`` ``item_of``, ``app_pages/luyen_xuong.py`` ``points_item`` and
``xuong_item``): (drill, the id as a msgid: each ``{part}`` a number, a ``{variant}`` a rules variant's id, said by
its name)."""
def item_fields(drill: str, item_id: Any) -> tuple[dict[str, str], str] | None:
    """The named parts of a stored item id of ``drill`` and the msgid of its words (``('xuong', 'Điểm bài số 7, cấp
    2')`` → ``({'seed': '7', 'level': '2'}, 'Điểm bài số {seed}, cấp {level}')``), ``None`` when the id has no
    pattern of that drill."""
    part = lambda p: f"(?P<{p[1]}>" + (r"\w+)" if p[1] == "variant" else r"\d+)")  # noqa: E731  (a number)
    return next(((m.groupdict(), msgid) for d, msgid in _ITEM_WORDS if d == drill and (
        m := re.fullmatch(re.sub(r"\\\{(\w+)\\\}", part, re.escape(msgid)), str(item_id)))), None)


def xuong_hand(item_id: Any) -> tuple[int, int, str] | None:
    """``(seed, level, variant)`` of a «Luyện xướng» hand's item (its xướng, its «Bao nhiêu điểm?»; kept without a
    variant: classic), ``None`` for another item (a cước's name)."""
    found = item_fields("xuong", item_id)
    m = found[0] if found else None
    return (int(m["seed"]), int(m["level"]), m.get("variant") or DEFAULT_VARIANT) if m else None


def due_hands(store: Any, now: float | None = None) -> list[tuple[int, int, str]]:
    """The «Luyện xướng» hands (:func:`xuong_hand`) of ``store``'s learner due again at ``now`` (seconds since the
    epoch, default the store's clock), in practice order, each once: what the drill asks first, one after another,
    and what «Hôm nay» counts (at its page's day)."""
    by_item = {r["item_id"]: h for r in store.item_stats("xuong") if (h := xuong_hand(r["item_id"]))}
    return list(dict.fromkeys(by_item[i] for i in store.due_items("xuong", by_item, only_due=True, now=now)))


def item_words(drill: str, item_id: Any) -> str:
    """A stored item id in the current language: ``('boc_cai', '4 người, quân số 6')`` → ``'4 người, quân số 6'``
    (English ``'4 players, card number 6'``); ``('xep_binh', 'ván 12')`` → ``'hand 12'`` in English. The ids stay
    as they were saved (old progress keeps working); any other id (a cước name, an ASCII id) is returned as it is."""
    fields, msgid = item_fields(drill, item_id) or ({}, None)
    if msgid is None:
        return str(item_id)
    if "variant" in fields:  # a rules variant's id: said by its name
        fields["variant"] = text_of(load_rules().variants.get(fields["variant"]), "name") or fields["variant"]
    return _(msgid).format(**fields)


# ---- where «Học tiếp» goes (home page and Tiến độ page) ----
LABELS = {"start": N_("Bắt đầu học: Bài {n}. {title}"), "all_done": N_("Ôn lại từ đầu: Bài {n}. {title}"),
          "resume": N_("Học tiếp: Bài {n}. {title} — bước {step}/{steps}")}


@dataclass(frozen=True)
class NextStep:
    """Where the learner should go next in the course. ``kind``: ``"start"`` (nothing learned yet: lesson 1, step 0),
    ``"resume"`` (the saved position, in a lesson not finished yet), ``"next"`` (the first unfinished lesson in
    course order, step 0) or ``"all_done"`` (every lesson finished: ``lesson`` is the first lesson, to review)."""

    kind: str
    lesson: Any
    number: int
    step: int
    unfinished: tuple = ()
    """``(number, lesson)`` of every lesson not finished yet, in course order («Học
    tiếp» names the first unfinished lesson beside the place it resumes)."""
    opened: bool = True
    """``False`` for a ``"next"`` lesson never opened: it is started («Bắt đầu học»), not continued."""

    @property
    def first_unfinished(self) -> tuple[int, Any] | None:
        """``(number, lesson)`` of the first unfinished lesson when it is not the one «Học tiếp»
        opens (the learner jumped ahead and left earlier lessons unfinished), else ``None``."""
        first = self.unfinished[0] if self.unfinished else None
        return None if first is None or self.lesson is not None and first[1].id == self.lesson.id else first

    @property
    def query_params(self) -> dict[str, str] | None:
        """The lesson page's link parameters (``None`` for an empty course)."""
        return None if self.lesson is None else {"lesson": self.lesson.id, "step": str(self.step + 1)}

    @property
    def label(self) -> str:
        """The link text in the current language, e.g. «Học tiếp: Bài 5. Ù — bước 1/9»."""
        if self.lesson is None:
            return _("Bắt đầu học")
        kind = self.kind if self.opened else "start"
        return _(LABELS.get(kind, LABELS["resume"])).format(
            n=self.number, title=text_of(self.lesson, "title"), step=self.step + 1, steps=self.lesson.n_steps)


def choose_next_step(lessons: Iterable[Any], done: dict | set, pos: tuple[str, int] | None) -> NextStep:
    """Where «Học tiếp» goes, given the lessons done and the saved position (see :func:`learning.progress.next_step`,
    which reads them from the store): the saved position ``(lesson_id, step)`` in a lesson not finished (the step
    clamped to the lesson), else the first unfinished lesson, else lesson 1 to review."""
    lessons = list(lessons)
    if not lessons:
        return NextStep("start", None, 0, 0)
    by_id = {x.id: (n, x) for n, x in enumerate(lessons, 1)}
    todo = tuple((n, x) for n, x in enumerate(lessons, 1) if x.id not in done)
    if pos and pos[0] in by_id and pos[0] not in done:
        n, lesson = by_id[pos[0]]
        return NextStep("resume", lesson, n, min(max(pos[1], 0), lesson.n_steps - 1), todo)
    if not todo:
        return NextStep("all_done", lessons[0], 1, 0)
    fresh = not done and not (pos and pos[0] in by_id)
    return NextStep("start" if fresh else "next", todo[0][1], todo[0][0], 0, todo)
