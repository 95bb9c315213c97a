"""Class mode, the «Lớp học» page's figures: per learner the lessons done and the accuracy per topic (:func:`topics`;
seed 001 §III–VIII), for the class the items most often wrong (:func:`class_report`), and the CSV export. Answers
are the drills' and lessons' (``attempts``) and «Hôm nay»'s (``daily_log``, as the drill :data:`DAILY`)."""
from __future__ import annotations

import csv
import functools
import io
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from learning import db as schema
from learning import games, progress
from learning.i18n import _, current_language
from chan_core.errors import ChanError
from chan_core.rules import load_rules
from chan_core.scenario import load_twinned_file
from learning.learners import DEFAULT_NAME
from learning.daily import puzzles, today
from learning.engine import evaluate
from learning.lessons import load_course
from words.phrases.loi import fault_name

LESSON_DRILL = progress.LESSON_DRILL
SITUATIONS_DIR = Path(__file__).resolve().parent.parent / "lessons" / "drills" / "an_hay_khong"

LESSON_TOPICS = {
    "bo-bai": "quan_bai", "chan-ca": "quan_bai", "chia-bai-boc-cai": "boc_cai", "mot-luot": "nuoc_di", "u": "nuoc_di",
    "xuong": "xuong", "cuoc-trong-bai": "cuoc", "cuoc-cach-u": "cuoc", "tinh-diem-ga": "cuoc", "an-tien-bao": "cuoc",
}
"""A lesson's topic; its questions about a lỗi have their lỗi's group (:func:`_question_topics`)."""
DRILL_TOPICS = {"boc_cai": "boc_cai", "xuong": "xuong", "tinh_diem": "cuoc", "xep_binh": "mau_binh",
                "doc_quan_bai": "quan_bai"}
DAILY = "hom_nay"  # «Hôm nay»'s answers as a drill of the report (item: a puzzle id, a bốc cái, a table position)
DAILY_TOPICS = {"boc_cai": "boc_cai", "xuong": "xuong", "diem": "cuoc", "danh": "nuoc_di", "an": "nuoc_di",
                "chiu": "nuoc_di", "u": "nuoc_di"}
"""A «Hôm nay» theme's topic; a «lỗi nào» puzzle's is its lỗi's group (:func:`daily_topic`)."""


def topics() -> dict[str, str]:
    """``{topic id: column name}`` in the order shown, in the current language (a fresh dict)."""
    return dict(_topics(current_language()))


@functools.lru_cache(maxsize=4)
def _topics(lang: str) -> dict[str, str]:
    loi = {g.id: [x.number for x in load_rules().loi if x.group == g.id] for g in load_rules().loi_groups}
    return {"quan_bai": _("Quân bài"), "boc_cai": _("Bốc cái"), "xuong": _("Xướng"),
            # a group of one lỗi (0) is that lỗi, by its name as on «Các lỗi»: «Trái vỉ»
            **{f"loi_{g}": fault_name(ns[0]) if len(ns) == 1 else _("Lỗi nhóm {group}").format(group=g)
               for g, ns in loi.items()},
            "cuoc": _("Cước"), "nuoc_di": _("Nước đi"), "mau_binh": _("Mậu binh")}


@functools.lru_cache(maxsize=1)
def ahk_situations() -> tuple[dict, ...]:
    """Every «Ăn hay không?» situation (``SITUATIONS_DIR/*.yaml``) in file order, English twins checked — the one
    reader of those files (the drill page and the page kit call it); raises :class:`ChanError` when a file cannot
    be read. Shared, not copied: read them, never change them."""
    return tuple(s for p in sorted(SITUATIONS_DIR.glob("*.yaml")) for s in load_twinned_file(p))


@functools.lru_cache(maxsize=1)
def _situation_topics() -> dict[str, str]:
    """«Ăn hay không?» situation id → lỗi-group topic (from its first ``loi-<n>`` tag of a lỗi in the rules)."""
    loi = {str(sc["id"]): [int(m[1]) for t in sc.get("tags", []) if (m := re.fullmatch(r"loi-([0-9]+)", str(t)))
                           and int(m[1]) in _loi_groups()] for sc in ahk_situations()}
    return {sid: f"loi_{_loi_groups()[ns[0]]}" for sid, ns in loi.items() if ns}


@functools.lru_cache(maxsize=1)
def _question_topics() -> dict[str, str]:
    """A lesson's question about a lỗi (options ``loi``, ``penalty``), ``<lesson>/<question>`` → the group of the lỗi
    the engine finds in its scenario, else (the answer «no lỗi») of the first lỗi its choices offer."""
    out: dict[str, str] = {}
    for lesson in load_course():
        for c in [c for c in lesson.checks if c.options in ("loi", "penalty")]:
            offered = [n for x in c.choices for n in (x if isinstance(x, list) else [x])]
            try:
                found = [*evaluate(c.scenario)["violations"], *offered]
            except ChanError:  # a lesson file being edited: the lesson's topic
                continue
            if found:
                out[f"{lesson.id}/{c.id}"] = f"loi_{_loi_groups()[found[0]]}"
    return out


@functools.lru_cache(maxsize=1)
def _loi_groups() -> dict[int, str]:
    return {x.number: x.group for x in load_rules().loi}


def daily_topic(theme: str | None, item_id: str, prompt: dict | None = None) -> str | None:
    """The topic of a «Hôm nay» answer of ``theme`` (:data:`DAILY_TOPICS`; a «lỗi nào» puzzle, stored or a table
    position's ``prompt``: its lỗi's group), or ``None``."""
    if theme == "loi":
        p = puzzles.by_id(item_id)
        loi = p.loi if p is not None else (prompt or {}).get("loi")
        return f"loi_{_loi_groups()[loi[0]]}" if loi and loi[0] in _loi_groups() else None
    return DAILY_TOPICS.get(theme)


def topic_of(drill: str, item_id: str) -> str | None:
    """The topic of one answered item (see the module docstring), or ``None``."""
    if drill == LESSON_DRILL:
        return _question_topics().get(str(item_id)) or LESSON_TOPICS.get(str(item_id).split("/", 1)[0])
    if drill == "an_hay_khong":  # a situation about no lỗi (bỏ ù, ù chi chi, a random deal): a move to choose
        return _situation_topics().get(str(item_id), "nuoc_di")
    return DRILL_TOPICS.get(drill)


@dataclass
class LearnerRow:
    """One learner's line: ``topics``: topic id → ``(answers, right)``; ``hands``: the hands played at «Chơi thử»
    (:func:`learning.games.class_table_rows`: each with a decision of the learner, none played again),
    ``mau_binh``: rounds kept at «Chơi Mậu binh» (:mod:`learning.mau_binh_rounds`);
    ``joined`` (the profile made) and ``last_active`` (the latest of: chosen, an answer, a step read or a drill's
    counters saved, a lesson done, a hand kept):
    seconds since the epoch — what tells apart learners of one name (several browsers' «Người học 1»)."""

    id: int
    name: str
    email: str | None
    lessons_done: int
    attempts: int = 0
    correct: int = 0
    topics: dict[str, tuple[int, int]] = field(default_factory=dict)
    joined: float = 0.0
    last_active: float = 0.0
    local: bool = True
    hands: list[dict] = field(default_factory=list)
    mau_binh: int = 0

    def accuracy(self, topic: str | None = None) -> float | None:
        """Share of right answers (0–1) in ``topic`` (``None``: all), or ``None`` without answers."""
        n, c = (self.attempts, self.correct) if topic is None else self.topics.get(topic, (0, 0))
        return c / n if n else None


@dataclass
class MissedItem:
    """An item the class gets wrong: ``wrong`` answers out of ``attempts``, by ``learners`` learners; ``prompt``: a
    table position's puzzle (:func:`learning.daily.today.answers`), else ``None``."""

    drill: str
    item_id: str
    topic: str | None
    attempts: int
    wrong: int
    learners: int
    prompt: dict | None = None

    @property
    def accuracy(self) -> float:
        """Share of right answers (0–1)."""
        return (self.attempts - self.wrong) / self.attempts if self.attempts else 0.0


@dataclass
class ClassReport:
    """``learners`` (oldest profile first), ``missed`` (most wrong answers first, the first ``top`` of
    ``n_missed``), ``n_lessons`` (course size)."""

    learners: list[LearnerRow]
    missed: list[MissedItem]
    n_lessons: int
    n_missed: int = 0


def real_learner(row: LearnerRow) -> bool:
    """Whether a learner belongs in the class table: not an untouched «Người học N» the app made by itself."""
    auto = row.local and DEFAULT_NAME.fullmatch(row.name or "")
    return not auto or bool(row.attempts or row.lessons_done or row.hands or row.mau_binh)


def class_report(database: Any = None, n_lessons: int | None = None, top: int = 15) -> ClassReport:
    """Every real learner (:func:`real_learner`, or one who answered in «Hôm nay») of ``database`` and the ``top``
    items answered wrong most often (ties: more learners, fewer right); empty when unreadable."""
    d = database if database is not None else progress.get_database()
    lr, ld, at, gr, mb, cn = (schema.learners, schema.lessons_done, schema.attempts, schema.game_records,
                              schema.mau_binh_rounds, schema.counters)

    def fn(conn):
        def per_learner(t, when, *where):  # {learner: (count, latest)}
            q = sa.select(t.c.learner_id, sa.func.count(), sa.func.max(when)).where(*where).group_by(t.c.learner_id)
            return {lid: (int(n), w) for lid, n, w in conn.execute(q).all()}

        rows = conn.execute(sa.select(at.c.learner_id, at.c.drill, at.c.item_id, sa.func.count(),
                                      sa.func.sum(at.c.correct), sa.func.max(at.c.at))
                            .group_by(at.c.learner_id, at.c.drill, at.c.item_id)).all()
        # counters: steps read, a drill's streak …; not the settings (ui.i18n.PREFS: the language)
        kept = [per_learner(ld, ld.c.done_at), per_learner(gr, gr.c.finished_at), per_learner(mb, mb.c.finished_at),
                per_learner(cn, cn.c.updated_at, cn.c.name != "preferences")]
        return conn.execute(sa.select(lr).order_by(lr.c.id)).all(), rows, kept, today.answers(conn)

    people, rows, kept, daily = d.read(fn, ([], [], [{}] * 4, []))
    played, prompts = games.class_table_rows(d), {item: prompt for _l, item, *_x, prompt in daily}
    done, rounds = kept[0], kept[2]  # and the hands', the counters' latest times
    by_id = {p.id: LearnerRow(p.id, p.name, p.email, done.get(p.id, (0, 0))[0], joined=p.created_at,
                              hands=played.get(p.id, []), mau_binh=rounds.get(p.id, (0, 0))[0], local=p.account is None,
                              last_active=max(p.last_seen, *(k.get(p.id, (0, 0))[1] for k in kept)))
             for p in people}
    per: dict[tuple, list] = {}  # (learner, drill, item) → [answers, right, last, topic]: «Hôm nay» asks one item again
    for lid, drill, item, n, c, last, t in [*((*r, topic_of(r[1], r[2])) for r in rows), *(
            (lid, DAILY, item, 1, ok, at, daily_topic(theme, item, prompt)) for lid, item, theme, ok, at, prompt in daily)]:
        acc = per.setdefault((lid, drill, item), [0, 0, 0, t])
        acc[:] = acc[0] + int(n), acc[1] + int(c or 0), max(acc[2], last), t
    items: dict[tuple[str, str], list] = {}
    for (lid, drill, item), (n, c, last, t) in per.items():
        if (row := by_id.get(lid)) is None:
            continue
        row.last_active = max(row.last_active, last)
        row.attempts += n
        row.correct += c
        if t:
            row.topics[t] = tuple(x + y for x, y in zip(row.topics.get(t, (0, 0)), (n, c)))
        acc = items.setdefault((drill, item), [0, 0, 0, t])
        acc[:3] = acc[0] + n, acc[1] + n - c, acc[2] + (n > c)
    missed = [MissedItem(dr, it, t, n, w, k, prompts.get(it)) for (dr, it), (n, w, k, t) in items.items() if w]
    missed.sort(key=lambda m: (-m.wrong, -m.learners, m.accuracy, m.drill, m.item_id))
    practised = {lid for lid, drill, _item in per if drill == DAILY}
    return ClassReport([r for r in by_id.values() if real_learner(r) or r.id in practised], missed[:top],
                       len(load_course()) if n_lessons is None else n_lessons, len(missed))


def learner_table(report: ClassReport, *, export: bool = False, tz: tzinfo | None = None,
                  name: Callable[[str], str] = str) -> tuple[list[str], list[list]]:
    """The per-learner table: (column names, rows): safe name (as ``name`` reads it), when the learner started
    and was last active (:func:`local_time` in ``tz``; :data:`STAMP` in the CSV), lessons done, lessons in the course
    (two numbers: «3/12» is read as a date), answers, accuracy % overall, Mậu binh rounds kept, accuracy % per
    topic (None without answers). ``export`` (the CSV) adds the e-mail and each topic's number of answers."""
    names = topics()
    head = [_("Người học"), *([_("E-mail")] if export else []), *when_columns(), _("Bài đã xong"),
            _("Số bài của khoá"), _("Số lần trả lời"), _("Tỉ lệ đúng (%)") if export else _("Đúng (%)"),
            _("Ván Mậu binh")]
    for label in names.values():
        both = [_("{topic}: số lần").format(topic=label), _("{topic}: đúng (%)").format(topic=label)]
        head += both if export else [label]
    rows = []
    shown = numbered({r.id: name(r.name) for r in report.learners},  # one name, one start second: «#2»
                     {r.id: (name(r.name), f"{local_time(r.joined, tz):{STAMP}}") for r in report.learners})
    for r in report.learners:
        when = [local_time(t, tz) for t in (r.joined, r.last_active)]
        row = [spreadsheet_safe(shown[r.id]), *([spreadsheet_safe(r.email)] if export else []),
               *(f"{t:{STAMP}}" if export else t for t in when), r.lessons_done,
               report.n_lessons, r.attempts, _pct(r.accuracy()), r.mau_binh]
        for t in names:
            row += [r.topics.get(t, (0, 0))[0], _pct(r.accuracy(t))] if export else [_pct(r.accuracy(t))]
        rows.append(row)
    return head, rows


STAMP = "%Y-%m-%d %H:%M:%S"
"""How a time reads in the CSV and beside a shared name (the table's columns: ``YYYY-MM-DD HH:mm:ss``)."""


def local_time(ts: float, tz: tzinfo | None = None) -> datetime:
    """``ts`` (seconds since the epoch) as a naive date and time in ``tz`` (the server's zone when ``None``)."""
    return datetime.fromtimestamp(ts, tz).replace(tzinfo=None)


def when_columns() -> tuple[str, str]:
    """The names of the two time columns (started, last active) in the current language."""
    return _("Bắt đầu học lúc"), _("Học gần nhất lúc")


def teacher_names(report: ClassReport, tz: tzinfo | None = None, name: Callable[[str], str] = str) -> dict[int, str]:
    """Each learner's name as the teacher reads it (``name``: the page's reading of the app's «Người học N»),
    spreadsheet-safe; a name several learners share says when each started (:func:`local_time` in ``tz``):
    «Người học 1 (bắt đầu học 2026-12-06 09:12:05)», and «#2», «#3» … after the same label again."""
    shown = {r.id: name(r.name) for r in report.learners}
    shared = {n for n, k in Counter(shown.values()).items() if k > 1}
    start = _("{name} (bắt đầu học {when})")
    labels = {r.id: start.format(name=shown[r.id], when=f"{local_time(r.joined, tz):{STAMP}}")
              if shown[r.id] in shared else shown[r.id] for r in report.learners}
    return {lid: spreadsheet_safe(label) for lid, label in numbered(labels).items()}


def numbered(labels: dict[int, str], keys: dict[int, Any] | None = None) -> dict[int, str]:
    """``labels`` (id → text) with « #2», « #3» … after each later id of the same key (``keys``; the label
    itself when ``None``), in the order given: entries that would read the same never do."""
    keys = keys or labels
    seen: Counter = Counter()
    out = {}
    for lid, label in labels.items():
        seen[keys[lid]] += 1
        out[lid] = f"{label} #{seen[keys[lid]]}" if seen[keys[lid]] > 1 else label
    return out


def _pct(x: float | None) -> int | None:
    return None if x is None else round(100 * x)


def report_csv(report: ClassReport, tz: tzinfo | None = None, name: Callable[[str], str] = str) -> str:
    """:func:`learner_table` with ``export`` as CSV text (empty cells where there are no answers)."""
    out = io.StringIO()
    head, rows = learner_table(report, export=True, tz=tz, name=name)
    csv.writer(out).writerows([head, *rows])
    return out.getvalue()


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def spreadsheet_safe(text: Any) -> str:
    """``text`` as a cell no spreadsheet runs as a formula: a ``'`` before a leading :data:`FORMULA_STARTS`
    character (leading spaces do not hide one)."""
    text = "" if text is None else str(text)
    return "'" + text if text.lstrip(" ")[:1] in FORMULA_STARTS else text
