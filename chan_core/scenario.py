"""Scenario files: reading their fields.

A scenario is a dict (one YAML mapping) with an ``id``, a ``kind`` (``hand``,
``win``, ``score``, ``xuong``, ``action``, ``boc_cai``) and the fields of that
kind (SPEC "Scenario files"). A file holds one scenario, a list of them, or
several YAML documents. The readers here turn raw fields into engine values
and raise :class:`ChanError` whose ``field`` names the field at fault; the facts
(``field.*``, ``file.*``, ``scenario.*``) are said by ``words/phrases/scenario.py``.
"""
from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import yaml
from pydantic import ConfigDict, PlainValidator, ValidationInfo, create_model

from chan_core.cards import Hand, Kind, check_copies, parse_card_value, parse_cards
from chan_core.errors import ChanError, quoted_value, shown, shown_value
from chan_core.facts import Fact
from chan_core.melds import Meld, parse_meld
from chan_core.rules.loader import DuplicateKeyError, UniqueKeyLoader
from chan_core.win import CONTEXTS, SOURCES

T = TypeVar("T")
REQUIRED: Any = object()  # the default of a field that must be given (reader)

TEXT_FIELDS: tuple[str, ...] = ("title", "question", "caption", "note", "notes")
"""The prose fields a scenario may carry for a learner to read (lessons and drills); each may have
an English twin ``<field>_en`` beside it (issue 15, checked for lesson and drill files by
:func:`check_twins`)."""

COMMON_FIELDS = frozenset({"id", "kind", "source", "expect", "tags", "match", "within",
                           *TEXT_FIELDS, *(f"{f}_en" for f in TEXT_FIELDS)})
"""Fields every scenario may carry besides its kind's own: ``id``, ``kind``, and what the answer
ignores — ``source`` (a citation such as "001 §IV"; for win/xuong it is also the winning card's
source), ``expect`` (checked by ../shared/tools/check_cases.py, with ``match``/``within``),
``tags``, and the texts of :data:`TEXT_FIELDS` with their English twins (issue 15). Any other key
is refused (issue 11: ``varient:`` silently gave 16 points instead of 31)."""

Scenario = create_model("Scenario", __config__=ConfigDict(extra="forbid", arbitrary_types_allowed=True),
                        **{f: (Any, None) for f in sorted(COMMON_FIELDS)})  # the base of every kind's model


def kind_model(kind: str, *loose: str, **typed: tuple) -> type:
    """The pydantic model of a scenario kind (``Model`` in its module): the common fields, the
    ``loose`` ones (any value, checked by the kind) and the ``typed`` ones (``name=(type, default)``,
    ``...`` for a required field), listed in its ``own_fields``; any other key is refused."""
    model = create_model(f"{kind}_scenario", __base__=Scenario, **dict.fromkeys(loose, (Any, None)), **typed)
    model.own_fields = frozenset(loose) | frozenset(typed)
    return model


def reader(parse: Callable[[Any, str], T], default: Any = REQUIRED) -> PlainValidator:
    """The pydantic validator of one scenario field: ``parse(value, name)`` gives the engine value
    (or raises :class:`ChanError`); a null value counts as missing — ``default``, or
    ``field.missing`` for a :data:`REQUIRED` field; every error names the field."""
    def check(value: Any, info: ValidationInfo) -> Any:
        name = info.field_name
        if value is None:
            if default is REQUIRED:
                raise ChanError("field.missing", name=name, field=name)
            return default
        try:
            return parse(value, name)
        except ChanError as e:
            raise e.with_context(field=name) from None
    return PlainValidator(check)


def parse_melds(value: Any, name: str = "melds") -> tuple[Meld, ...]:
    """Melds from a field: a list of ``{type, cards}`` (none when null); errors name ``name[i]``."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise ChanError("field.not_meld_list", name=name, value=shown_value(value), field=name)
    return tuple(read_each(value, name, parse_meld))


def read_each(items: list | tuple, name: str, parse: Callable[[object], T]) -> list[T]:
    """``parse`` every item of a list field; an error names ``name[i]`` (and the item's own field)."""
    out = []
    for i, x in enumerate(items):
        try:
            out.append(parse(x))
        except ChanError as e:
            raise e.with_context(field=f"{name}[{i}]") from None
    return out


def choice(choices: Iterable[str], default: Any = REQUIRED) -> PlainValidator:
    """A field that must be one of ``choices`` (``field.not_choice``)."""
    def parse(v: Any, name: str) -> str:
        if not isinstance(v, str) or v not in choices:
            raise ChanError("field.not_choice", name=name, choices=tuple(choices), value=shown_value(v), field=name)
        return v
    return reader(parse, default)


def check_range(v: int, name: str, lo: int | None = None, hi: int | None = None) -> int:
    """``v`` within ``[lo, hi]`` (``field.int_range``; a bound may come from another field)."""
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise ChanError("field.int_range", name=name, lo=lo, hi=hi, value=shown_value(v), field=name)
    return v


def whole(lo: int | None = None, hi: int | None = None, default: Any = REQUIRED) -> PlainValidator:
    """An integer field within ``[lo, hi]`` (``field.not_int``, ``field.int_range``)."""
    def parse(v: Any, name: str) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ChanError("field.not_int", name=name, value=shown_value(v), hint=quoted_value(v), field=name)
        return check_range(v, name, lo, hi)
    return reader(parse, default)


def _context(v: Any, name: str) -> frozenset[str]:
    if isinstance(v, str):
        v = [v]
    if isinstance(v, dict):
        for k, on in v.items():
            if not isinstance(on, bool):
                raise ChanError("context.not_bool", key=shown_value(k), value=shown_value(on), hint=quoted_value(on),
                                field=f"{name}.{shown(k)}")
        v = [k for k, on in v.items() if on]
    if not isinstance(v, list):
        raise ChanError("context.not_list", name=name, value=shown_value(v), field=name)
    for x in v:
        if not isinstance(x, str) or (x not in CONTEXTS and x != "dealt_hand"):
            raise ChanError("win.context_unknown", value=shown_value(x), contexts=tuple(sorted(CONTEXTS)), field=name)
    return frozenset(x for x in v if x != "dealt_hand")


# The typed fields of the kinds: a hand or a card in codes or names (a string or a list), melds
# (a list of {type, cards}), a win's context (a list of flags, one flag, or {thong: true}).
HandField = Annotated[Hand, reader(lambda v, _n: Hand(parse_cards(v)))]
OptionalHand = Annotated[Hand | None, reader(lambda v, _n: Hand(parse_cards(v)) if v else None, None)]
CardField = Annotated[Kind, reader(lambda v, _n: parse_card_value(v))]
OptionalCard = Annotated[Kind | None, reader(lambda v, _n: parse_card_value(v), None)]
MeldsField = Annotated[tuple[Meld, ...], reader(parse_melds, ())]
ContextField = Annotated[frozenset[str], reader(_context, frozenset())]


def check_scenario_copies(*groups: Iterable[Kind]) -> None:
    """No kind more than 4 times across all the card groups of one scenario."""
    allc: list[Kind] = []
    for g in groups:
        allc.extend(g)
    check_copies(allc, Fact("where.in_scenario"))


MAX_FILE_BYTES = 2 * 1024 * 1024
"""Largest scenario file read (2 MB): a bigger one is refused at once, before reading it.
Hand-written scenario files are a few kB (the largest in the project is under 20 kB); libyaml
reads about 0.5–1 MB of scenarios a second, so 2 MB answers within seconds (``--help`` says so)."""

_KIND_OF_FILE = ((stat.S_ISDIR, "dir"), (stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                 (stat.S_ISSOCK, "socket"))
_OS_ERRORS = {errno.ENOENT: "enoent", errno.ENOTDIR: "enotdir", errno.EACCES: "eacces", errno.EPERM: "eacces",
              errno.EISDIR: "dir", errno.ENAMETOOLONG: "enametoolong", errno.ELOOP: "eloop"}
"""System error number → the reason a file cannot be read (``file.unreadable``'s ``why``)."""


def _os_error(p: Path, e: OSError, stage: str) -> ChanError:
    """``file.unreadable`` naming the reason, or the system error number when it has no name
    (``stage``: ``'open'`` or ``'read'``)."""
    why = _OS_ERRORS.get(e.errno)
    if why is None:
        return ChanError("file.os_error", path=str(p), stage=stage, errno=e.errno)
    return ChanError("file.unreadable", path=str(p), why=why)


def _read_bytes(p: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES`, else :class:`ChanError`.

    Opened without blocking (a FIFO would wait forever for a writer) and
    checked with ``fstat`` before anything is read: a directory, pipe,
    device (``/dev/zero``) or socket is refused at once, and so is a file
    over the limit (also one that grows while being read).
    """
    try:
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise _os_error(p, e, "open") from None
    except ValueError:  # a NUL character in the path
        raise ChanError("file.nul", path=str(p)) from None
    try:
        st = os.fstat(fd)
        for is_kind, what in _KIND_OF_FILE:
            if is_kind(st.st_mode):
                raise ChanError("file.unreadable", path=str(p), why=what)
        if not stat.S_ISREG(st.st_mode):
            raise ChanError("file.unreadable", path=str(p), why="not_regular")
        too_big = ChanError("file.too_big", path=str(p), mb=MAX_FILE_BYTES // (1024 * 1024))
        if st.st_size > MAX_FILE_BYTES:
            raise too_big
        with os.fdopen(fd, "rb", closefd=True) as f:
            fd = -1
            data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise too_big
        return data
    except OSError as e:
        raise _os_error(p, e, "read") from None
    finally:
        if fd >= 0:
            os.close(fd)


GAME_SOURCES = SOURCES
"""The values of a win's ``source`` (where the winning card came from; SPEC ``win``)."""


class ScenarioLoader(UniqueKeyLoader):  # type: ignore[misc, valid-type]
    """The rules' duplicate-key-refusing loader, with one allowance for scenario files.

    ``source`` is both a citation (``source: "001 §IV"``, any scenario) and a win's field
    (``source: boc``); a win/xuong scenario may carry both (../shared/cases/wave2,
    tests/cases/xuong_cases.yaml). When ``source`` is written twice and exactly one of the
    two values is a game source (:data:`GAME_SOURCES`), that one is kept as the field and
    the citation is dropped, whatever their order. Any other key written twice is refused.
    """

    def one_of_twice(self, node, key, first, second):  # noqa: D102
        if key != "source":
            return None
        game = [v.tag == "tag:yaml.org,2002:str" and getattr(v, "value", None) in GAME_SOURCES
                for v in (node.value[first][1], node.value[second][1])]
        if game.count(True) != 1:
            return None
        return second if game[0] else first


MAX_DEPTH = 64
"""Deepest nesting of lists/mappings read from a scenario file (a real one is about 6 deep)."""


def _nests_too_deep(text: str) -> bool:
    """Whether the YAML ``text`` nests lists/mappings more than :data:`MAX_DEPTH` deep, counted
    from the parser's events before any document is built.

    libyaml's parser keeps its own stack, but the C loader recurses while it composes a
    document: some 25,000 nested ``[`` (a 50 kB file) crash the process with a segfault
    (issue 22 item 6) before :func:`_too_deep` could look. The count stops at the first
    level too deep. Aliases are not followed here (:func:`_too_deep` walks them once built).
    Raises ``yaml.YAMLError`` for text that is not YAML.
    """
    depth = 0
    for event in yaml.parse(text, Loader=ScenarioLoader):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            depth -= 1
    return False


def _too_deep(docs: list) -> bool:
    """Whether ``docs`` nest lists/mappings more than :data:`MAX_DEPTH` deep.

    Walked without recursion; a node met again (a YAML alias, also a
    self-reference) is not walked twice, so ``&a [*a]`` ends.
    """
    stack = [(d, 1) for d in docs]
    seen: set[int] = set()
    while stack:
        x, depth = stack.pop()
        if not isinstance(x, (list, dict)) or id(x) in seen:
            continue
        if depth > MAX_DEPTH:
            return True
        seen.add(id(x))
        items = x.values() if isinstance(x, dict) else x
        stack.extend((y, depth + 1) for y in items if isinstance(y, (list, dict)))
    return False


def load_file(path: str | Path) -> list[dict]:
    """Read a scenario file: a mapping, a list, or several YAML documents.

    Returns the scenario dicts in file order (documents in order, list items
    in order). Empty documents add nothing, so an empty file (or one of
    comments and ``---`` only) is ``[]`` — the CLI prints ``[]``, exit 0.
    Read with :class:`chan_core.rules.loader.UniqueKeyLoader` (PyYAML's C
    safe loader when present; a key written twice is refused, as in
    ``rules/*.yaml`` — except a citation ``source`` next to a win's game
    ``source``, see :class:`ScenarioLoader`). Raises :class:`ChanError` naming the file when it
    cannot be read (missing, no permission, not UTF-8), is not a regular file
    (a directory, a pipe, a device such as ``/dev/zero``), is larger than
    :data:`MAX_FILE_BYTES` (2 MB), has a key written twice (with the line),
    is not YAML (with the line), holds a value PyYAML cannot build (a >
    4300-digit number, a date such as 2020-13-45), is nested too deeply (more than
    :data:`MAX_DEPTH` levels; counted on the parser's events before the document is
    built, so 25,000 levels never reach libyaml's recursive composer), or
    is not made of mappings.
    """
    p = Path(path)
    data = _read_bytes(p)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ChanError("file.not_utf8", path=str(p), at=e.start) from None
    try:
        deep = _nests_too_deep(text)
        docs = [] if deep else list(yaml.load_all(text, Loader=ScenarioLoader))  # noqa: S506 (a safe loader)
    except DuplicateKeyError as e:
        mark = e.problem_mark
        raise ChanError("file.duplicate_key", path=str(p), problem=e.problem,
                        line=mark.line + 1 if mark else None) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise ChanError("file.yaml_syntax", path=str(p), line=mark.line + 1 if mark else None) from None
    except RecursionError:
        raise ChanError("file.too_deep", path=str(p), depth=None) from None
    except (ValueError, OverflowError) as e:  # PyYAML builds ints/dates without catching these
        raise ChanError("file.yaml_value", path=str(p), what="long_number" if "digits" in str(e) else "date") from None
    if deep or _too_deep(docs):
        raise ChanError("file.too_deep", path=str(p), depth=MAX_DEPTH)
    out: list[dict] = []
    for d in docs:
        if d is None:
            continue
        items = d if isinstance(d, list) else [d]
        for i, x in enumerate(items):
            if not isinstance(x, dict):
                raise ChanError("file.not_mapping", path=str(p), n=len(out) + 1)
            out.append(x)
    return out


def check_twins(scenarios: list[dict], path: str | Path) -> list[dict]:
    """Check the English twins of the scenarios of one lesson or drill file (issue 15).

    ``scenarios``: the dicts :func:`load_file` read from ``path`` (only named in messages).
    Every text field of :data:`TEXT_FIELDS` (``title``, ``question``,
    ``caption``, ``note``, ``notes``) that holds text needs its English twin ``<field>_en``
    beside it, not empty (a list twin has as many sentences, a mapping twin the same keys —
    the rules' check, :class:`chan_core.rules.base.TwinTexts`); an English twin without its
    Vietnamese text is refused too. Returns ``scenarios`` unchanged. Raises
    :class:`ChanError` naming the file, the scenario (its ``id``, else ``#n`` from 1) and
    the twin (``field`` = ``title_en`` …, ``scenario`` = the id). Not for the shared worked
    examples (``../shared/cases``), which are Vietnamese only.
    """
    from chan_core.rules.base import TWIN_SUFFIX, _twin_problem

    p = Path(path)
    for i, sc in enumerate(scenarios):
        if not isinstance(sc, dict):
            raise ChanError("file.not_mapping", path=str(p), n=i + 1)
        sid = sc.get("id")
        label = shown(sid, 60) if sid is not None else f"#{i + 1}"
        for f in TEXT_FIELDS:
            twin = f + TWIN_SUFFIX
            vi, en = sc.get(f), sc.get(twin)
            if vi in (None, "", [], {}) or (isinstance(vi, str) and not vi.strip()):
                if en not in (None, "", [], {}):
                    raise ChanError("file.twin_without_text", path=str(p), label=label, twin=twin, name=f,
                                    field=twin, scenario=label)
                continue
            why = _twin_problem(vi, en)
            if why:
                raise ChanError("file.twin_bad", path=str(p), label=label, twin=twin, why=why,
                                field=twin, scenario=label)
    return scenarios


def load_twinned_file(path: str | Path) -> list[dict]:
    """:func:`load_file` for a lesson or drill file, then :func:`check_twins` (issue 15):
    every text has its English twin. Same result and errors as :func:`load_file`, plus the
    missing-twin error naming the file and the scenario."""
    return check_twins(load_file(path), path)
