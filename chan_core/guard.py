"""Argument checks at the door of every public engine function.

:func:`guard` decorates a public function: on each call it checks every
argument against the function's type annotation and raises
:class:`~chan_core.errors.ChanError` (Vietnamese, ``field`` = the parameter
name) for a value of the wrong type — so a caller's ``None``, list, huge
integer or stray object never reaches the body as a ``TypeError`` /
``AttributeError`` deep inside (issue 11: "only ``ChanError`` leaves the
engine"). Values of the right type are the function's own business (an
unknown cước id, a count out of range …): the body checks those.

Reading of the annotations (resolved on the first call):

* a class (``Hand``, ``State``, ``Options`` …): ``isinstance``; ``int`` and
  ``float`` refuse ``bool`` (``True`` is not a seat number), ``float``
  takes an ``int``; ``X | None`` and other unions: any member;
* ``Iterable[X]``, ``Sequence[X]``, ``list[X]``, ``tuple[X, ...]``: an
  iterable that is not a string, bytes or a mapping; when the value is a
  ``list``/``tuple``/``set``/``frozenset`` every element is checked against
  ``X`` (a generator is left unread); ``Mapping[K, V]``: any mapping (the
  body checks its keys and values); ``Callable``: ``callable``;
* ``Any``, ``object``, a ``TypeVar``, an unannotated parameter or a name
  that cannot be resolved: not checked.

Defaults are not checked (they are the function's own). The check costs a
few hundred nanoseconds per argument.
"""
from __future__ import annotations

import collections.abc as cabc
import functools
import inspect
import types
import typing
from collections.abc import Callable

from chan_core.errors import ChanError, shown
from chan_core.i18n import N_, _

F = typing.TypeVar("F", bound=Callable)

_NAMES = {
    "Hand": N_("một bài (Hand, hay chuỗi mã như «9V 9V 2N»)"),
    "Kind": N_("một quân bài (mã như 9V hay tên như cửu vạn)"),
    "Meld": N_("một bộ dưới chiếu (Meld)"),
    "State": N_("một trạng thái ván (State, từ history.replay)"),
    "Event": N_("một nước đi (Event, hay bảng {event, card})"),
    "Options": N_("một bộ tùy chọn luật (Options, từ make_options)"),
    "WinInput": N_("một bài ù (WinInput, từ make_win)"),
    "UCheck": N_("kết quả xét ù (UCheck, từ check_u)"),
    "Said": N_("một cước đã xướng (Said)"),
    "Layout": N_("một cách xếp bài (Layout)"),
    "Path": N_("một đường dẫn tệp"),
    "PurePath": N_("một đường dẫn tệp"),
    "int": N_("một số nguyên"),
    "float": N_("một số"),
    "str": N_("một chữ (chuỗi)"),
    "bool": N_("true hoặc false"),
    "NoneType": N_("trống"),
    "dict": N_("một bảng"),
    "list": N_("một danh sách"),
    "tuple": N_("một danh sách"),
}
"""Class name → how a message names a value of it (Vietnamese message ids, translated where shown)."""
_ITERABLES = (cabc.Iterable, cabc.Collection, cabc.Sequence, cabc.Set, list, tuple, set, frozenset)
_CONTAINERS = (list, tuple, set, frozenset)
_MAX_ITEMS = 10_000  # a longer list is refused at once (no engine input is near it)


def _word(t: object) -> str:
    """The name of annotation ``t`` for a message, in the current language."""
    origin = typing.get_origin(t)
    if origin in (typing.Union, types.UnionType):
        return _(" hoặc ").join(dict.fromkeys(_word(a) for a in typing.get_args(t)))
    if origin is not None:
        if isinstance(origin, type) and issubclass(origin, cabc.Mapping):
            return _("một bảng")
        if origin in _ITERABLES:
            args = [a for a in typing.get_args(t) if a is not Ellipsis]
            return _("một danh sách ({item})").format(item=_word(args[0])) if len(args) == 1 else _("một danh sách")
        if origin is cabc.Callable:
            return _("một hàm")
        t = origin
    if t is None or t is type(None):
        return _("trống")
    name = getattr(t, "__name__", str(t))
    return _(_NAMES[name]) if name in _NAMES else _("kiểu {name}").format(name=name)


def _checker(t: object) -> Callable[[object], bool] | None:
    """A predicate for annotation ``t`` (``None`` = anything goes)."""
    if t is typing.Any or t is object or isinstance(t, typing.TypeVar):
        return None
    if t is None or t is type(None):
        return lambda v: v is None
    origin = typing.get_origin(t)
    if origin is typing.Literal:
        allowed = typing.get_args(t)
        return lambda v: any(v == a and type(v) is type(a) for a in allowed)
    if origin in (typing.Union, types.UnionType):
        members = typing.get_args(t)
        parts = [_checker(a) for a in members]
        if any(p is None for p in parts):
            return None
        # Plain classes (not int/float, which refuse bool) in one isinstance call: the fast path.
        plain = tuple(type(None) if a is None else a for a in members
                      if (a is None or isinstance(a, type)) and a not in (int, float))
        rest = [p for a, p in zip(members, parts) if not (a is None or isinstance(a, type)) or a in (int, float)]
        if not rest:
            return lambda v: isinstance(v, plain)
        return lambda v: isinstance(v, plain) or any(p(v) for p in rest)  # type: ignore[misc]
    if origin is not None:
        if origin is type:
            return lambda v: isinstance(v, type)
        if origin is cabc.Callable:
            return callable
        if isinstance(origin, type) and issubclass(origin, cabc.Mapping):
            return lambda v: isinstance(v, cabc.Mapping)
        if origin in _ITERABLES:
            args = typing.get_args(t)
            if origin is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
                fixed = [_checker(a) for a in args]
                return lambda v: (isinstance(v, tuple) and len(v) == len(fixed)
                                  and all(c is None or c(x) for c, x in zip(fixed, v)))
            item = _checker(args[0]) if args else None
            want = origin if origin in _CONTAINERS else cabc.Iterable

            def is_iterable(v: object) -> bool:
                if not isinstance(v, want) or isinstance(v, (str, bytes, bytearray, cabc.Mapping)):
                    return False
                if isinstance(v, _CONTAINERS):
                    if len(v) > _MAX_ITEMS:
                        return False
                    return item is None or all(item(x) for x in v)
                return True

            return is_iterable
        t = origin
    if not isinstance(t, type):
        return None
    if t is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if t is float:
        return lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
    return lambda v: isinstance(v, t)


def _hints(fn: Callable) -> dict[str, object]:
    """Resolved annotations of ``fn``; a name that does not resolve is skipped."""
    try:
        return typing.get_type_hints(fn)
    except Exception:  # a TYPE_CHECKING-only name: resolve one by one
        out = {}
        g = getattr(fn, "__globals__", {})
        for name, ann in getattr(fn, "__annotations__", {}).items():
            try:
                out[name] = eval(ann, g) if isinstance(ann, str) else ann  # noqa: S307 (own annotations)
            except Exception:
                continue
        return out


def guard(fn: F) -> F:
    """Decorate a public engine function: check its arguments' types (module doc).

    Raises :class:`ChanError` ``«name» phải là …, không phải «…»`` with
    ``field=name`` before the body runs. Returns the wrapped function
    (``__wrapped__`` is the original, ``inspect.signature`` is kept).
    """
    params = list(inspect.signature(fn).parameters.values())
    plan: list = []  # filled on the first call (annotations resolve once the module is loaded)

    def build() -> tuple:
        hints = _hints(fn)
        pos, by_name, rest, n_pos = [], {}, None, 0
        for p in params:
            chk = _checker(hints[p.name]) if p.name in hints else None
            entry = (p.name, chk, hints.get(p.name))
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                if chk is not None:
                    pos.append((n_pos, *entry))
                n_pos += 1
            if p.kind is p.VAR_POSITIONAL:
                rest = entry if chk is not None else None  # ``*groups: X``: each extra argument is an X
            elif p.kind is not p.VAR_KEYWORD and chk is not None:
                by_name[p.name] = entry
        plan.append((tuple(pos), by_name, rest, n_pos))
        return plan[0]

    def fail(name: str, want: object, value: object) -> ChanError:
        return ChanError(_("«{name}» phải là {want}, không phải «{value}».").format(
            name=name, want=_word(want), value=shown(value)), field=name)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        pos, by_name, rest, n_pos = plan[0] if plan else build()
        n = len(args)
        for i, name, chk, want in pos:
            if i < n and not chk(args[i]):
                raise fail(name, want, args[i])
        if rest is not None and n > n_pos:
            for j, v in enumerate(args[n_pos:]):
                if not rest[1](v):
                    raise fail(f"{rest[0]}[{j}]", rest[2], v)
        if kwargs:
            for k, v in kwargs.items():
                entry = by_name.get(k)
                if entry is not None and not entry[1](v):
                    raise fail(k, entry[2], v)
        return fn(*args, **kwargs)

    return wrapper  # type: ignore[return-value]
