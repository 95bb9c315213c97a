"""Scenario files (SPEC "Scenario files"): reading them and their fields.

A scenario is one YAML mapping with an ``id``, a ``kind`` and that kind's fields; a file holds one, a
list or several documents. Every error is a :class:`ChanError` whose ``field`` names the field at fault.
"""
from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import yaml
from pydantic import ConfigDict, PlainValidator, ValidationInfo, create_model

from chan_core.cards import Hand, Kind, parse_card_value, parse_cards
from chan_core.errors import ChanError, quoted_value, shown, shown_value
from chan_core.melds import Meld, parse_meld
from chan_core.rules.loader import DuplicateKeyError, UniqueKeyLoader
from chan_core.win import CONTEXTS, SOURCES

T = TypeVar("T")
REQUIRED: Any = object()  # the default of a field that must be given (reader)

# The prose fields a learner reads (lessons, drills), each with its English twin ``<field>_en``.
TEXT_FIELDS: tuple[str, ...] = ("title", "question", "caption", "note", "notes")

# Fields any scenario may carry besides its kind's own (the answer ignores them); any other key is refused.
COMMON_FIELDS = frozenset({"id", "kind", "source", "expect", "tags", "match", "within",
                           *TEXT_FIELDS, *(f"{f}_en" for f in TEXT_FIELDS)})

Scenario = create_model("Scenario", __config__=ConfigDict(extra="forbid", arbitrary_types_allowed=True),
                        **{f: (Any, None) for f in sorted(COMMON_FIELDS)})  # the base of every kind's model


def kind_model(kind: str, *loose: str, **typed: tuple) -> type:
    """The pydantic model of a scenario kind: the common fields, the ``loose`` ones (any value) and the
    ``typed`` ones (``name=(type, default)``), the last two listed in ``own_fields``."""
    model = create_model(f"{kind}_scenario", __base__=Scenario, **dict.fromkeys(loose, (Any, None)), **typed)
    model.own_fields = frozenset(loose) | frozenset(typed)
    return model


def reader(parse: Callable[[Any, str], T], default: Any = REQUIRED) -> PlainValidator:
    """The validator of one field: ``parse(value, name)``; null is ``default`` (``field.missing`` when
    :data:`REQUIRED`); errors name the field."""
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


MAX_FILE_BYTES = 2 * 1024 * 1024  # real scenario files are a few kB; 2 MB still answers within seconds

_KIND_OF_FILE = ((stat.S_ISDIR, "dir"), (stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                 (stat.S_ISSOCK, "socket"))
_OS_ERRORS = {errno.ENOENT: "enoent", errno.ENOTDIR: "enotdir", errno.EACCES: "eacces", errno.EPERM: "eacces",
              errno.EISDIR: "dir", errno.ENAMETOOLONG: "enametoolong", errno.ELOOP: "eloop"}  # → file.unreadable why


def not_regular(mode: int) -> str | None:
    """Why a file of ``mode`` is not a regular file (``dir``, ``fifo``, ``device``, ``socket``…), or ``None``."""
    return None if stat.S_ISREG(mode) else next((w for is_kind, w in _KIND_OF_FILE if is_kind(mode)), "not_regular")


def _os_error(p: Path, e: OSError, stage: str) -> ChanError:
    """``file.unreadable`` naming the reason, else ``file.os_error`` with the number."""
    why = _OS_ERRORS.get(e.errno)
    if why is None:
        return ChanError("file.os_error", path=str(p), stage=stage, errno=e.errno)
    return ChanError("file.unreadable", path=str(p), why=why)


def _read_bytes(p: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES`, else :class:`ChanError`; opened
    without blocking (a FIFO would wait for a writer) and checked before anything is read."""
    try:
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise _os_error(p, e, "open") from None
    except ValueError:  # a NUL character in the path
        raise ChanError("file.nul", path=str(p)) from None
    try:
        st = os.fstat(fd)
        if not_regular(st.st_mode):
            raise ChanError("file.unreadable", path=str(p), why=not_regular(st.st_mode))
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


class ScenarioLoader(UniqueKeyLoader):  # type: ignore[misc, valid-type]
    """The rules' loader refusing a key written twice, except ``source`` written as both a citation
    and a win's game source (:data:`SOURCES`): the game source is kept."""

    def one_of_twice(self, node, key, first, second):  # noqa: D102
        if key != "source":
            return None
        game = [v.tag == "tag:yaml.org,2002:str" and getattr(v, "value", None) in SOURCES
                for v in (node.value[first][1], node.value[second][1])]
        if game.count(True) != 1:
            return None
        return second if game[0] else first


MAX_DEPTH = 64  # deepest nesting of lists/mappings read (a real file is about 6 deep)


def _nests_too_deep(text: str) -> bool:
    """Whether ``text`` nests deeper than :data:`MAX_DEPTH`, counted on the parser's events: libyaml's
    composer recurses and 25,000 nested ``[`` crash it. ``yaml.YAMLError`` if not YAML."""
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
    """Whether ``docs`` nest deeper than :data:`MAX_DEPTH` (aliases walked once, so ``&a [*a]`` ends)."""
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
    """The scenario dicts of a file (a mapping, a list or several documents), in order; empty documents
    add nothing. :class:`ChanError` (``file.*``) naming the file when it cannot be read, is not a
    regular file, is too big or too deep, is not UTF-8 or YAML, repeats a key, or is not mappings.
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
        raise ChanError("file.duplicate_key", path=str(p), key=e.key,
                        line=mark.line + 1 if mark else None) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        tag = re.search(r"for the tag '([^']*)'", str(getattr(e, "problem", "")))  # !!python/object:…
        raise ChanError("file.yaml_tag" if tag else "file.yaml_syntax", path=str(p),
                        line=mark.line + 1 if mark else None,
                        **({"tag": shown(tag[1].replace("tag:yaml.org,2002:", "!!", 1))} if tag else {})) from None
    except RecursionError:
        raise ChanError("file.too_deep", path=str(p), depth=None) from None
    except (ValueError, OverflowError) as e:  # PyYAML builds ints/dates without catching these
        raise ChanError("file.yaml_value", path=str(p), what="long_number" if "digits" in str(e) else "date") from None
    if deep or _too_deep(docs):
        raise ChanError("file.too_deep", path=str(p), depth=MAX_DEPTH)
    out = [x for d in docs if d is not None for x in (d if isinstance(d, list) else [d])]
    bad = next((i for i, x in enumerate(out) if not isinstance(x, dict)), None)
    if bad is not None:
        raise ChanError("file.not_mapping", path=str(p), n=bad + 1)
    return out


def check_twins(scenarios: list[dict], path: str | Path) -> list[dict]:
    """``scenarios`` of a lesson or drill file, unchanged, once every text of :data:`TEXT_FIELDS` has its
    English twin ``<field>_en`` (and no twin stands alone); else :class:`ChanError` naming the
    file, the scenario and the twin."""
    from chan_core.rules.base import TWIN_SUFFIX, _twin_problem

    p = Path(path)
    for i, sc in enumerate(scenarios):  # dicts: load_file refuses anything else
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
    """:func:`load_file`, then :func:`check_twins`."""
    return check_twins(load_file(path), path)
