"""The one error type the engine raises (:class:`ChanError`, carrying a fact that names the card, count
or field at fault), and the facts that describe a bad value.
"""
from __future__ import annotations

import contextlib
import difflib
import re
from collections.abc import Iterable

from chan_core.facts import Fact

_CODE = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+")


class ChanError(ValueError):
    """Bad input as a ``fact``: ``ChanError('field.unknown', name='varient', field='varient')`` or
    ``ChanError(Fact(…))``; a plain sentence becomes ``Fact('text', text=…)``. ``field``: the dotted
    path at fault (``"melds[1].cards"``); ``scenario``: the scenario id."""

    def __init__(self, message: "str | Fact", /, *, field: str | None = None, scenario: str | None = None,
                 **params: object):
        if isinstance(message, Fact):
            fact = message
        elif _CODE.fullmatch(message):
            fact = Fact(message, **params)
        else:
            fact = Fact("text", text=message)
        super().__init__(fact)
        self.fact = fact
        self.field = field
        self.scenario = scenario

    @property
    def code(self) -> str:
        """The fact's code."""
        return self.fact.code

    @property
    def params(self) -> dict:
        """The fact's parameters."""
        return self.fact.params

    @property
    def message(self) -> str:
        """The sentence of a ``text`` fact, else the fact's repr (for logs; learners get :func:`words.say`)."""
        return self.fact["text"] if self.fact.code == "text" else repr(self.fact)

    def with_context(self, *, field: str | None = None, scenario: str | None = None) -> "ChanError":
        """A copy that also names ``field`` (prefixed) and ``scenario``."""
        f = self.field
        if field:
            f = field if not f else (f if f.startswith(field) else f"{field}.{f}")
        return ChanError(self.fact, field=f, scenario=scenario or self.scenario)

    def __str__(self) -> str:
        return self.message


@contextlib.contextmanager
def in_field(field: str):
    """Inside, a :class:`ChanError` is raised again naming ``field`` (:meth:`ChanError.with_context`)."""
    try:
        yield
    except ChanError as e:
        raise e.with_context(field=field) from None


def shown_value(value: object, limit: int = 40) -> "str | Fact":
    """A raw value as an error shows it: text as typed (cut to ``limit``), digits, ``true``/``false``, or a
    ``value.*`` fact; never a Python repr, never raises."""
    try:
        if value is None:
            return Fact("value.empty")
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            if abs(value).bit_length() > 128:
                digits = int(abs(value).bit_length() * 0.30103) + 1
                return Fact("value.huge_negative" if value < 0 else "value.huge", n=digits)
            text = str(value)
        elif isinstance(value, float):
            if value in (float("inf"), float("-inf")):
                return Fact("value.minus_infinity" if value < 0 else "value.infinity")
            text = "NaN" if value != value else repr(value)
        elif isinstance(value, str):
            text = value.strip()
        elif isinstance(value, (bytes, bytearray)):
            return Fact("value.binary")
        elif isinstance(value, dict):
            return Fact("value.mapping", n=len(value))
        elif isinstance(value, (list, tuple, set, frozenset)):
            return Fact("value.list", n=len(value))
        elif hasattr(value, "isoformat"):
            text = value.isoformat()
        elif hasattr(value, "code") and isinstance(getattr(value, "code"), str):
            text = value.code  # a Kind
        else:
            return Fact("value.unreadable")
        text = "".join(c if c.isprintable() else "?" for c in text)
        return text if len(text) <= limit else text[: limit - 1] + "…"
    except Exception:  # pragma: no cover - defensive: a message must never crash
        return Fact("value.unreadable")


def shown(value: object, limit: int = 40) -> str:
    """:func:`shown_value` as plain Vietnamese text, for a field path or scenario label (``cuoc.<value>``)."""
    got = shown_value(value, limit)
    if isinstance(got, str):
        return got
    return _VALUE_LABELS[got.code].format(n=got.get("n", 0))


_VALUE_LABELS = {
    "value.empty": "trống", "value.huge": "số rất lớn (khoảng {n} chữ số)",
    "value.huge_negative": "số âm rất lớn (khoảng {n} chữ số)", "value.infinity": "vô cực",
    "value.minus_infinity": "âm vô cực", "value.binary": "dữ liệu nhị phân",
    "value.mapping": "một bảng {n} mục", "value.list": "một danh sách {n} phần tử",
    "value.unreadable": "một giá trị không đọc được",
}


_QUOTED_INT = re.compile(r"[+-]?[0-9]+")


def quoted_value(value: object) -> "Fact | None":
    """The hint fact when a number or true/false was written in quotes (``players: "4"``), else ``None``."""
    if not isinstance(value, str):
        return None
    v = value.strip()
    if _QUOTED_INT.fullmatch(v) and len(v) <= 20:
        return Fact("value.quoted_number", value=v)
    if v.lower() in ("true", "false"):
        return Fact("value.quoted_bool", value=v, plain=v.lower())
    return None


def nearest(key: object, known: Iterable[str]) -> str | None:
    """The known name closest to ``key`` (``difflib``, case-insensitive, cutoff 0.6), or ``None``."""
    low = {k.lower(): k for k in known}
    near = difflib.get_close_matches(shown(key).lower(), list(low), n=1, cutoff=0.6)
    return low[near[0]] if near else None


def unknown_field(key: object, known: Iterable[str], where: "Fact | str | None" = None) -> ChanError:
    """``ChanError('field.unknown')`` for a field nobody reads: the key, the nearest known field
    (``varient`` → ``variant``), every known field and ``where`` they are."""
    name = shown_value(key)
    names = tuple(sorted(set(known)))
    return ChanError("field.unknown", field=shown(key), name=name, near=nearest(key, names), fields=names,
                     where=where or None)
