"""The one error type the engine raises.

Every bad input (an unknown card name, a fifth copy of a kind, a wrong card
count, a missing scenario field, a broken rules file) raises :class:`ChanError`
with a message in Vietnamese that names the card, the count or the field.
Callers (the CLI, the app) show ``str(err)``; they never show a traceback.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable


class ChanError(ValueError):
    """Bad input to the engine.

    Attributes:
        message: Vietnamese text naming the offending card, count or field.
        field: dotted path of the scenario field at fault (``"hand"``,
            ``"melds[1].cards"``), or ``None`` when not tied to one field.
        scenario: the scenario ``id`` when raised while evaluating a scenario.
    """

    def __init__(self, message: str, *, field: str | None = None, scenario: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.scenario = scenario

    def with_context(self, *, field: str | None = None, scenario: str | None = None) -> "ChanError":
        """Return a copy that also names ``field`` (prefixed) and ``scenario``."""
        f = self.field
        if field:
            f = field if not f else (f if f.startswith(field) else f"{field}.{f}")
        return ChanError(self.message, field=f, scenario=scenario or self.scenario)

    def __str__(self) -> str:
        return self.message


def shown(value: object, limit: int = 40) -> str:
    """A short Vietnamese rendering of a raw scenario value for error messages.

    Strings are shown as typed (cut to ``limit`` characters), numbers as
    digits (a huge integer as its first digits + "…"), ``None`` as
    ``trống``, booleans as ``true``/``false``, lists/mappings by what they
    are ("một danh sách 3 phần tử") — never a Python ``repr`` such as
    ``<class 'dict'>``. Never raises.
    """
    try:
        if value is None:
            return "trống"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            if abs(value).bit_length() > 128:
                return f"số {'âm ' if value < 0 else ''}rất lớn (khoảng {int(abs(value).bit_length() * 0.30103) + 1} chữ số)"
            text = str(value)
        elif isinstance(value, float):
            text = "NaN" if value != value else ("vô cực" if value in (float("inf"), float("-inf")) else repr(value))
            if value == float("-inf"):
                text = "âm vô cực"
        elif isinstance(value, str):
            text = value.strip()
        elif isinstance(value, (bytes, bytearray)):
            return "dữ liệu nhị phân"
        elif isinstance(value, dict):
            return f"một bảng {len(value)} mục"
        elif isinstance(value, (list, tuple, set, frozenset)):
            return f"một danh sách {len(value)} phần tử"
        elif hasattr(value, "isoformat"):
            text = value.isoformat()
        elif hasattr(value, "code") and isinstance(getattr(value, "code"), str):
            text = value.code  # a Kind
        else:
            return "một giá trị không đọc được"
        text = "".join(c if c.isprintable() else "?" for c in text)
        return text if len(text) <= limit else text[: limit - 1] + "…"
    except Exception:  # pragma: no cover - defensive: a message must never crash
        return "một giá trị không đọc được"


_QUOTED_INT = re.compile(r"[+-]?[0-9]+")


def quoted_hint(value: object) -> str:
    """The hint added when a number or true/false was written in quotes, else ``''``.

    ``players: "4"`` is text in YAML, not the number 4; every integer and
    true/false field refuses it (never reads it as 4) and says why with this
    hint: ``' («4» trong ngoặc kép là chữ, không phải số: viết 4, không có
    ngoặc kép)'``.
    """
    if not isinstance(value, str):
        return ""
    v = value.strip()
    if _QUOTED_INT.fullmatch(v) and len(v) <= 20:
        return f" («{v}» trong ngoặc kép là chữ, không phải số: viết {v}, không có ngoặc kép)"
    if v.lower() in ("true", "false"):
        return f" («{v}» trong ngoặc kép là chữ: viết {v.lower()}, không có ngoặc kép)"
    return ""


def nearest(key: object, known: Iterable[str]) -> str | None:
    """The known name closest to ``key`` (``difflib``, case-insensitive, cutoff 0.6), or ``None``."""
    low = {k.lower(): k for k in known}
    near = difflib.get_close_matches(shown(key).lower(), list(low), n=1, cutoff=0.6)
    return low[near[0]] if near else None


def unknown_field(key: object, known: Iterable[str], where: str = "") -> ChanError:
    """The error for a field nobody reads: names it and the nearest known field.

    ``key``: the field as written (any YAML key); ``known``: the fields that
    are read there; ``where``: what holds them (``'tình huống loại win'``).
    The nearest known name (``difflib``, case-insensitive: ``varient`` →
    ``variant``, ``option`` → ``options``, ``contexts`` → ``context``) is
    suggested; otherwise the known fields are listed. ``field`` is the key
    as shown.
    """
    name = shown(key)
    names = sorted(set(known))
    near = nearest(key, names)
    where_txt = f" trong {where}" if where else ""
    if near:
        tail = f": có phải «{near}»?"
    else:
        tail = f"; các trường: {', '.join(names)}."
    return ChanError(f"Không có trường «{name}»{where_txt}{tail}", field=name)
