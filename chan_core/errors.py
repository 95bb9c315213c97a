"""The one error type the engine raises, and the facts that describe a bad value.

Every bad input (an unknown card name, a fifth copy of a kind, a wrong card
count, a missing scenario field, a broken rules file) raises :class:`ChanError`
carrying a :class:`~chan_core.facts.Fact` that names the card, the count or the field.
Callers (the CLI, the app) show :func:`words.say` of it; they never show a traceback.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from chan_core.facts import Fact


def _(message: str) -> str:
    """Transitional (issue 23): the legacy helpers :func:`shown` and :func:`quoted_hint` word
    a value for modules not yet on facts; they go when the last such module does."""
    from chan_core.i18n import ENGINE

    return ENGINE.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Transitional, like :func:`_`."""
    from chan_core.i18n import ENGINE

    return ENGINE.ngettext(singular, plural, n)


_CODE = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+")


class ChanError(ValueError):
    """Bad input to the engine, as a fact: a stable code and its parameters.

    ``ChanError('field.unknown', name='varient', …, field='varient')`` or ``ChanError(Fact(...), field=…)``.
    The words layer (:func:`words.say`) makes the sentence, which names the offending card,
    count or field. A plain sentence is still accepted while modules move to codes: it is kept
    as the fact ``text`` (``Fact('text', text=…)``).

    Attributes:
        fact: the :class:`~chan_core.facts.Fact` (``code`` and ``params`` are its own).
        field: dotted path of the scenario field at fault (``"hand"``,
            ``"melds[1].cards"``), or ``None`` when not tied to one field.
        scenario: the scenario ``id`` when raised while evaluating a scenario.
    """

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
        """The fact's code (``'text'`` for a sentence not yet a fact)."""
        return self.fact.code

    @property
    def params(self) -> dict:
        """The fact's parameters."""
        return self.fact.params

    @property
    def message(self) -> str:
        """The sentence for a ``text`` fact; otherwise the fact written as code (for logs):
        show learners :func:`words.say` of the error instead."""
        return self.fact["text"] if self.fact.code == "text" else repr(self.fact)

    def with_context(self, *, field: str | None = None, scenario: str | None = None) -> "ChanError":
        """Return a copy that also names ``field`` (prefixed) and ``scenario``."""
        f = self.field
        if field:
            f = field if not f else (f if f.startswith(field) else f"{field}.{f}")
        return ChanError(self.fact, field=f, scenario=scenario or self.scenario)

    def __str__(self) -> str:
        return self.message


def shown_value(value: object, limit: int = 40) -> "str | Fact":
    """A raw scenario value as an error message shows it: a string for what reads the same in
    every language (text as typed, cut to ``limit`` characters; digits; ``true``/``false``),
    else a fact (``value.empty``, ``value.list`` with ``n`` …) for the words layer — never a
    Python ``repr`` such as ``<class 'dict'>``. Never raises."""
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
    """Transitional (issue 23): :func:`shown_value` as a Vietnamese string, for the modules that
    still build sentences themselves. Converted modules pass :func:`shown_value` as a fact
    parameter instead."""
    got = shown_value(value, limit)
    if isinstance(got, str):
        return got
    if got.code == "value.mapping":
        return ngettext("một bảng {n} mục", "một bảng {n} mục", got["n"]).format(n=got["n"])
    if got.code == "value.list":
        return ngettext("một danh sách {n} phần tử", "một danh sách {n} phần tử", got["n"]).format(n=got["n"])
    return _(_LEGACY_VALUE_WORDS[got.code]).format(n=got.get("n", 0))


def N_(message: str) -> str:  # transitional: keeps the legacy words in the engine catalog
    return message


_LEGACY_VALUE_WORDS = {
    "value.empty": N_("trống"), "value.huge": N_("số rất lớn (khoảng {n} chữ số)"),
    "value.huge_negative": N_("số âm rất lớn (khoảng {n} chữ số)"), "value.infinity": N_("vô cực"),
    "value.minus_infinity": N_("âm vô cực"), "value.binary": N_("dữ liệu nhị phân"),
    "value.unreadable": N_("một giá trị không đọc được"),
}


_QUOTED_INT = re.compile(r"[+-]?[0-9]+")


def quoted_value(value: object) -> "Fact | None":
    """The hint fact when a number or true/false was written in quotes, else ``None``.

    ``players: "4"`` is text in YAML, not the number 4; every integer and true/false field
    refuses it (never reads it as 4) and says why: ``Fact('value.quoted_number', value='4')``
    or ``Fact('value.quoted_bool', value='True', plain='true')``."""
    if not isinstance(value, str):
        return None
    v = value.strip()
    if _QUOTED_INT.fullmatch(v) and len(v) <= 20:
        return Fact("value.quoted_number", value=v)
    if v.lower() in ("true", "false"):
        return Fact("value.quoted_bool", value=v, plain=v.lower())
    return None


def quoted_hint(value: object) -> str:
    """Transitional (issue 23): :func:`quoted_value` as a Vietnamese clause (``''`` if none),
    for the modules that still build sentences themselves."""
    hint = quoted_value(value)
    if hint is None:
        return ""
    if hint.code == "value.quoted_number":
        return _(" («{value}» trong ngoặc kép là chữ, không phải số: viết {value}, không có ngoặc kép)").format(
            value=hint["value"])
    return _(" («{value}» trong ngoặc kép là chữ: viết {plain}, không có ngoặc kép)").format(
        value=hint["value"], plain=hint["plain"])


def nearest(key: object, known: Iterable[str]) -> str | None:
    """The known name closest to ``key`` (``difflib``, case-insensitive, cutoff 0.6), or ``None``."""
    low = {k.lower(): k for k in known}
    near = difflib.get_close_matches(shown(key).lower(), list(low), n=1, cutoff=0.6)
    return low[near[0]] if near else None


def unknown_field(key: object, known: Iterable[str], where: "Fact | str | None" = None) -> ChanError:
    """The error for a field nobody reads: ``ChanError('field.unknown', name=, near=, fields=,
    where=)`` — the key as written, the nearest known field (``difflib``, case-insensitive:
    ``varient`` → ``variant``) or ``None``, every known field, and what holds them (a fact such
    as ``Fact('where.scenario', kind='win')``, or ``None``). ``field`` is the key as shown."""
    name = shown_value(key)
    names = tuple(sorted(set(known)))
    return ChanError("field.unknown", field=shown(key), name=name, near=nearest(key, names), fields=names,
                     where=where or None)
