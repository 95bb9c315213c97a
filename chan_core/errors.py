"""The one error type the engine raises.

Every bad input (an unknown card name, a fifth copy of a kind, a wrong card
count, a missing scenario field, a broken rules file) raises :class:`ChanError`
with a message in Vietnamese that names the card, the count or the field.
Callers (the CLI, the app) show ``str(err)``; they never show a traceback.

The message is written in the current language (:mod:`chan_core.i18n`, issue 15):
every sentence is a gettext message whose id is the Vietnamese sentence, with named
placeholders, e.g. ``_("Không có trường «{name}»…").format(name=…)``.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable


def _(message: str) -> str:
    """``message`` (a Vietnamese sentence) in the current language — :data:`chan_core.i18n._`,
    looked up at call time because :mod:`chan_core.i18n` imports this module (issue 15)."""
    from chan_core.i18n import ENGINE

    return ENGINE.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Plural-aware :func:`_` (:data:`chan_core.i18n.ngettext`, looked up at call time)."""
    from chan_core.i18n import ENGINE

    return ENGINE.ngettext(singular, plural, n)


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
    """A short rendering of a raw scenario value for error messages (current language).

    Strings are shown as typed (cut to ``limit`` characters), numbers as
    digits (a huge integer as its first digits + "…"), ``None`` as
    ``trống``, booleans as ``true``/``false``, lists/mappings by what they
    are ("một danh sách 3 phần tử") — never a Python ``repr`` such as
    ``<class 'dict'>``. Never raises.
    """
    try:
        if value is None:
            return _("trống")
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            if abs(value).bit_length() > 128:
                digits = int(abs(value).bit_length() * 0.30103) + 1
                if value < 0:
                    return _("số âm rất lớn (khoảng {n} chữ số)").format(n=digits)
                return _("số rất lớn (khoảng {n} chữ số)").format(n=digits)
            text = str(value)
        elif isinstance(value, float):
            text = "NaN" if value != value else (_("vô cực") if value in (float("inf"), float("-inf")) else repr(value))
            if value == float("-inf"):
                text = _("âm vô cực")
        elif isinstance(value, str):
            text = value.strip()
        elif isinstance(value, (bytes, bytearray)):
            return _("dữ liệu nhị phân")
        elif isinstance(value, dict):
            return ngettext("một bảng {n} mục", "một bảng {n} mục", len(value)).format(n=len(value))
        elif isinstance(value, (list, tuple, set, frozenset)):
            return ngettext("một danh sách {n} phần tử", "một danh sách {n} phần tử", len(value)).format(n=len(value))
        elif hasattr(value, "isoformat"):
            text = value.isoformat()
        elif hasattr(value, "code") and isinstance(getattr(value, "code"), str):
            text = value.code  # a Kind
        else:
            return _("một giá trị không đọc được")
        text = "".join(c if c.isprintable() else "?" for c in text)
        return text if len(text) <= limit else text[: limit - 1] + "…"
    except Exception:  # pragma: no cover - defensive: a message must never crash
        try:
            return _("một giá trị không đọc được")
        except Exception:
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
        return _(" («{value}» trong ngoặc kép là chữ, không phải số: viết {value}, không có ngoặc kép)").format(value=v)
    if v.lower() in ("true", "false"):
        return _(" («{value}» trong ngoặc kép là chữ: viết {plain}, không có ngoặc kép)").format(
            value=v, plain=v.lower())
    return ""


def nearest(key: object, known: Iterable[str]) -> str | None:
    """The known name closest to ``key`` (``difflib``, case-insensitive, cutoff 0.6), or ``None``."""
    low = {k.lower(): k for k in known}
    near = difflib.get_close_matches(shown(key).lower(), list(low), n=1, cutoff=0.6)
    return low[near[0]] if near else None


def unknown_field(key: object, known: Iterable[str], where: str = "") -> ChanError:
    """The error for a field nobody reads: names it and the nearest known field.

    ``key``: the field as written (any YAML key); ``known``: the fields that
    are read there; ``where``: what holds them, a phrase in the current language
    (``_('tình huống loại win')``).
    The nearest known name (``difflib``, case-insensitive: ``varient`` →
    ``variant``, ``option`` → ``options``, ``contexts`` → ``context``) is
    suggested; otherwise the known fields are listed. ``field`` is the key
    as shown.
    """
    name = shown(key)
    names = sorted(set(known))
    near = nearest(key, names)
    if near and where:
        msg = _("Không có trường «{name}» trong {where}: có phải «{near}»?").format(name=name, where=where, near=near)
    elif near:
        msg = _("Không có trường «{name}»: có phải «{near}»?").format(name=name, near=near)
    elif where:
        msg = _("Không có trường «{name}» trong {where}; các trường: {fields}.").format(
            name=name, where=where, fields=", ".join(names))
    else:
        msg = _("Không có trường «{name}»; các trường: {fields}.").format(name=name, fields=", ".join(names))
    return ChanError(msg, field=name)
