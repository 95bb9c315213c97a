"""Lessons as data: ``lessons/*.yaml`` (one lesson per file, see ``lessons/README.md``) → pydantic models: ``id``,
``order``, ``title``, ``goals``, ``sections`` (text, card rows, pictures, a replay), a worked ``example``, at least 3
``checks`` (their key computed by the engine, :mod:`learning.checks`) and ``sources`` (seed file + section)."""
from __future__ import annotations

import functools
from collections import Counter
import re
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import AfterValidator, BeforeValidator, ConfigDict, Field, ValidationError, field_validator, model_validator

from chan_core.errors import ChanError
from chan_core.rules.base import TwinTexts
from learning.engine import ALL_KINDS
from learning.i18n import N_, _
from chan_core.cards import check_copies, parse_cards
from chan_core.boc_cai import boc_cai
from chan_core.game import Action, apply, new_hand
from words.i18n import text_of
from words import say

LESSONS_DIR = Path(__file__).resolve().parent.parent / "lessons"
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def _slug(v: str) -> str:
    if not _SLUG.match(v):
        raise ValueError(_("id {id} chỉ được gồm chữ thường không dấu, số và '-'").format(id=repr(v)))
    return v


Slug = Annotated[str, AfterValidator(_slug)]
"""A lesson or check id: lower-case ASCII letters, digits and '-'."""

_MOVE_TEXT_KEYS = ("note", "note_en")
"""Keys of a :class:`ScriptedHand` move that are text, not part of the action."""

QuestionType = Literal["choice", "cards", "number", "multi"]
OptionSet = Literal["seat", "yes_no", "loi", "penalty", "verdict"]


class _M(TwinTexts):
    """Base of the lesson models: frozen, unknown fields refused, English twins of ``TEXTS``."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def _seed(v: str) -> str:
    if not re.fullmatch(r"00[0-4]", v):
        raise ValueError(_("seed phải là 000…004, không phải {seed}").format(seed=repr(v)))
    return v


class Source(_M):
    """A seed reference: ``seed`` file number (``'001'``) and ``section``."""

    seed: Annotated[str, AfterValidator(_seed)]
    section: str


class CardGroup(_M):
    """A row of cards shown as pictures: ``cards`` in notation, a ``caption`` (English twin ``caption_en``)."""

    TEXTS = ("caption",)

    cards: str
    caption: str = ""

    @field_validator("cards")
    @classmethod
    def _cards(cls, v: str) -> str:
        try:
            check_copies(parse_cards(v), _("trong một hàng quân"))
        except ChanError as e:
            raise ValueError(say(e)) from None
        return v


def _repeated(xs) -> set:
    return {x for x, n in Counter(xs).items() if n > 1}


CardGroups = Annotated[list[CardGroup], BeforeValidator(
    lambda v: [{"cards": x} if isinstance(x, str) else x for x in ([v] if isinstance(v, str) else v or [])])]
"""Card rows: a notation string, or a list of strings or ``{cards, caption}``."""


class TablePicture(_M):
    """A picture of the table seen from above (:mod:`ui.seats`), shown with a section."""

    TEXTS = ("caption",)

    kind: Literal["boc_cai", "turn"]
    players: int = Field(default=4, ge=2, le=4)
    drawer: int = Field(default=0, ge=0, le=3)
    card: str | None = None
    caption: str = ""

    @model_validator(mode="after")
    def _fits(self) -> "TablePicture":
        if self.kind == "boc_cai":
            if self.card is None:
                raise ValueError(_("hình bốc cái cần «card» (quân cái)"))
            try:
                boc_cai(self.players, self.drawer, self.card)
            except ChanError as e:
                raise ValueError(say(e)) from None
        return self


class ScriptedHand(_M):
    """A short hand played move by move on the lesson page, cards face up (lesson 4)."""

    players: int = Field(ge=2, le=4)
    cai: int = Field(ge=0, le=3)
    dealt: list[str]
    noc: str
    moves: list[dict] = Field(min_length=1)

    def actions(self) -> list:
        """The moves as :class:`chan_core.game.Action` (``note`` dropped)."""
        return [Action.from_dict({k: v for k, v in m.items() if k not in _MOVE_TEXT_KEYS})
                for m in self.moves]

    def note(self, k: int) -> str:
        """The note of move ``k`` (from 0) in the current language (``''`` when it has none)."""
        return text_of(self.moves[k], "note")

    def states(self) -> list:
        """The game state before the first move, then after each move (ChanError if one is illegal)."""
        st = new_hand(self.players, 0, cards={
            "dealt": [[k.code for k in parse_cards(h)] for h in self.dealt],
            "noc": [k.code for k in parse_cards(self.noc)], "cai": self.cai})
        out = [st]
        for a in self.actions():
            st = apply(st, a)
            out.append(st)
        return out

    @model_validator(mode="after")
    def _plays(self) -> "ScriptedHand":
        bad = [_("nước {n}").format(n=i + 1) for i, m in enumerate(self.moves)
               if str(m.get("note") or "").strip()
               and not (isinstance(m.get("note_en"), str) and m["note_en"].strip())]
        if bad:
            raise ValueError(_("bản tiếng Anh «note_en» thiếu hoặc trống ở {moves}").format(moves=", ".join(bad)))
        if len(self.dealt) != self.players:
            raise ValueError(_("«dealt» cần {players} tay bài, có {n}").format(players=self.players, n=len(self.dealt)))
        try:
            states = self.states()
        except ChanError as e:
            raise ValueError(_("ván mẫu không đi được: {error}").format(error=say(e))) from None
        if states[-1].faults:
            f = states[-1].faults[0]
            raise ValueError(_("ván mẫu phạm lỗi ở nước {move}: {loi}").format(move=f.get("event"), loi=f.get("name")))
        return self


class Section(_M):
    """One step of explanation: ``heading``, markdown ``text``, card rows, table ``pictures`` (:class:`TablePicture`)
    and a ``replay`` (:class:`ScriptedHand`). English twins: ``heading_en``, ``text_en``."""

    TEXTS = ("heading", "text")

    heading: str
    text: str
    preview: bool = False
    """A look ahead (lesson 1's aim of the game): it may name terms later lessons
    teach, each with the lesson that teaches it; they are not linked yet."""
    cards: CardGroups = Field(default_factory=list)
    pictures: list[TablePicture] = Field(default_factory=list)
    replay: ScriptedHand | None = None


def _scenario(v: Any) -> dict:
    if not isinstance(v, dict):
        raise ValueError(_("scenario phải là một bảng (dict)"))
    if v.get("kind") not in ALL_KINDS:
        raise ValueError(_("scenario.kind phải là một trong {kinds}, không phải {kind}").format(
            kinds=", ".join(ALL_KINDS), kind=repr(v.get("kind"))))
    return v


Scenario = Annotated[dict, BeforeValidator(_scenario)]
"""A SPEC scenario of a kind in :data:`ALL_KINDS`."""


class Example(_M):
    """The worked example: ``text`` plus a ``scenario`` the page evaluates live. English twins: ``title_en``,
    ``text_en``, ``after_en`` (when ``after`` is given); ``seat_names`` are names (A, B, C, D), not translated."""

    TEXTS = ("title", "text", "after")

    title: str
    text: str
    scenario: Scenario
    seat_names: list[str] | None = None
    after: str = ""


class Check(_M):
    """A check question. ``type``: ``choice`` (one option), ``cards`` (pick cards), ``number``, ``multi`` (pick
    several cước). ``scenario``: SPEC scenario. ``traps``: a wrong number a seed gives → the id of the decision
    (``rules/decisions.yaml``) that says why the app reads otherwise."""

    TEXTS = ("prompt", "hint", "explain", "labels")

    id: Slug
    prompt: str
    type: QuestionType
    scenario: Scenario
    answer: str
    count: bool = False
    options: OptionSet | None = None
    choices: list[Any] = Field(default_factory=list)
    labels: dict[str, str] = Field(default_factory=dict)
    seat_names: list[str] | None = None
    pool: str | None = None
    hint: str = ""
    explain: str = ""
    traps: dict[int, str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _consistent(self) -> "Check":
        if self.type == "choice" and self.options is None:
            raise ValueError(_("câu chọn một (choice) cần 'options'"))
        if self.type != "choice" and self.options is not None:
            raise ValueError(_("'options' chỉ dùng cho câu chọn một (choice)"))
        if self.options == "seat" and self.scenario.get("kind") != "boc_cai":
            raise ValueError(_("options: seat chỉ dùng với tình huống boc_cai"))
        if self.pool is not None:
            try:
                parse_cards(self.pool)
            except ChanError as e:
                raise ValueError(_("pool: {error}").format(error=say(e))) from None
        return self


class Lesson(_M):
    """One lesson file (see module docstring). English twins: ``title_en``,
    ``summary_en``, ``goals_en`` (as many goals as ``goals``)."""

    TEXTS = ("title", "summary", "goals")

    id: Slug
    order: int
    title: str
    summary: str = ""
    goals: list[str] = Field(min_length=1)
    sections: list[Section] = Field(min_length=1)
    example: Example
    checks: list[Check] = Field(min_length=3)
    sources: list[Source] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_checks(self) -> "Lesson":
        dup = _repeated(c.id for c in self.checks)
        if dup:
            raise ValueError(_("câu hỏi trùng id: {ids}").format(ids=", ".join(sorted(dup))))
        return self

    # Steps of the lesson page: sections, then the worked example, then one
    # step per check, then the summary.
    @property
    def n_steps(self) -> int:
        """Number of steps: sections + example + checks + the final summary."""
        return len(self.sections) + 1 + len(self.checks) + 1

    def step_kind(self, step: int) -> tuple[str, int]:
        """``('section', i)``, ``('example', 0)``, ``('check', i)`` or ``('done', 0)``."""
        ns, nc = len(self.sections), len(self.checks)
        if step < ns:
            return "section", step
        if step == ns:
            return "example", 0
        if step < ns + 1 + nc:
            return "check", step - ns - 1
        return "done", 0

    def first_check_step(self) -> int:
        """The step number of the first check question."""
        return len(self.sections) + 1


_ENTRY_WORDS = {"sections": (N_("mục"), "heading"), "checks": (N_("câu hỏi"), "id"), "goals": (N_("mục tiêu"), None),
                "sources": (N_("nguồn"), None), "cards": (N_("hàng quân"), None), "pictures": (N_("hình"), None)}
"""The words naming an entry in a load error (msgids: said with ``_()``)."""


def _entry_of(data: Any, loc: tuple) -> str:
    """The entries ``loc`` passes through, in words: ``"mục «Bốc cái», hàng quân 1"`` (``''`` at the top)."""
    out: list[str] = [_("ví dụ")] if loc[:1] == ("example",) else []
    node: Any = data
    parent: Any = None
    for key in loc:
        if isinstance(node, dict) and isinstance(key, str):
            node, parent = node.get(key), key
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            item = node[key]
            if parent in _ENTRY_WORDS:
                word, name_key = _ENTRY_WORDS[parent]
                name = item.get(name_key) if name_key and isinstance(item, dict) else None
                out.append(_("{entry} «{name}»").format(entry=_(word), name=name) if isinstance(name, str) and name
                           else _("{entry} {n}").format(entry=_(word), n=key + 1))
            node, parent = item, None
        else:
            break
    return ", ".join(out)


def _fmt_validation(path: Path, e: ValidationError, data: Any = None) -> str:
    first = e.errors()[0]
    loc = ".".join(str(x) for x in first["loc"]) or _("(gốc)")
    entry = _entry_of(data, tuple(first["loc"]))
    return (_("Bài học {file}: trường «{field}» ({entry}): {error}") if entry
            else _("Bài học {file}: trường «{field}»: {error}")).format(file=path.name, field=loc, entry=entry,
                                                                      error=first["msg"])


def load_lesson_file(path: Path) -> Lesson:
    """Read and validate one lesson file. Raises :class:`ChanError` naming file and field."""
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    except yaml.YAMLError as e:
        raise ChanError(_("Bài học {file} không đọc được: {error}").format(file=path.name, error=e), field=path.name) from None
    try:
        return Lesson.model_validate(data)
    except ValidationError as e:
        raise ChanError(_fmt_validation(path, e, data), field=path.name) from None


def load_course(lessons_dir: str | None = None) -> tuple[Lesson, ...]:
    """All lessons, sorted by ``order``; cached, re-read when a file in the folder changes. :class:`ChanError` on a
    bad file, a duplicate ``id`` or ``order``."""
    d = Path(lessons_dir) if lessons_dir else LESSONS_DIR
    sig = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in sorted(d.glob("*.yaml")))
    return _load_course(str(d), sig)


@functools.lru_cache(maxsize=4)
def _load_course(d: str, _sig: tuple) -> tuple[Lesson, ...]:
    lessons = [load_lesson_file(p) for p in sorted(Path(d).glob("*.yaml"))]
    for name in ("id", "order"):
        dup = _repeated(getattr(x, name) for x in lessons)
        if dup:
            raise ChanError(_("Hai bài học trùng {field}: {values}").format(field=name, values=", ".join(map(str, sorted(dup)))),
                            field=name)
    return tuple(sorted(lessons, key=lambda x: x.order))
