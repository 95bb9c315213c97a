"""The sentences of the engines' facts, one area per module (``errors``, ``cards``, ``loi`` …).

An area's sentence tables live in ``<area>.yaml``: ``TEMPLATES`` (fact code → Vietnamese template, the
gettext msgid; English in ``words/locale``; ``{name}`` placeholders filled from the fact's parameters;
a ``[singular, plural]`` pair for a count in ``n``) and other tables its renderers use. A sentence
that needs more than filling blanks is a function in the module's ``RENDERERS`` (code → ``fn(fact, say)``).
:mod:`words.core` finds every module here and reads its ``TEMPLATES``; a code defined twice is an error at import."""
from __future__ import annotations

import functools
from pathlib import Path
from collections.abc import Callable, Mapping
from typing import Any

import yaml

from words.i18n import WORDS


def _tuples(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return tuple(value) if isinstance(value, list) else value


@functools.cache
def tables(module: str) -> dict[str, Any]:
    """The sentence tables of the area ``module`` (its ``.yaml``; every area has one): table name →
    {key: msgid or (singular, plural)}. Read once; do not change it."""
    path = Path(__file__).with_name(module.rsplit(".", 1)[-1] + ".yaml")
    return _tuples(yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader))


Said = Mapping[str, Callable[[Any], Any]]


def sentence(entry: str | tuple[str, str], n: int = 1) -> str:
    """A table's entry in the current language: a msgid, or ``(singular, plural)`` agreeing with ``n``."""
    return WORDS.ngettext(entry[0], entry[1], n) if isinstance(entry, tuple) else WORDS.gettext(entry)


def params(fact: Any, say: Callable[[Any], str], said: Said | None = None) -> dict[str, Any]:
    """A fact's parameters ready to fill a template: each by ``said[name](value)`` when there is one,
    text or a number as it is, anything else by ``say``."""
    said = said or {}
    return {k: said[k](v) if k in said else v if isinstance(v, (str, int, float)) and not isinstance(v, bool)
            else say(v) for k, v in fact}


def filled(msgid: str, fact: Any, say: Callable[[Any], str], said: Said | None = None, **extra: Any) -> str:
    """``msgid`` in the current language filled with :func:`params` of ``fact`` (``extra`` added or replacing)."""
    return WORDS.gettext(msgid).format(**{**params(fact, say, said), **extra})


def each(table: dict[str, str], wrap: Callable[..., Any], **options: Any) -> dict[str, Any]:
    """``{code: wrap(msgid, **options)}`` for a table of :func:`tables` (renderers made from templates)."""
    return {code: wrap(msgid, **options) for code, msgid in table.items()}


def _as_is(fact: Any, say: Any) -> dict:
    return dict(fact)


def chosen(pick: Callable[[Any], Any], fill: Callable[[Any, Any], dict] = _as_is) -> Callable[[dict[str, str]], Any]:
    """A renderer maker for a table ``{choice: msgid}``: the msgid ``pick(fact)`` chooses, filled from
    ``fill(fact, say)`` (default: the fact's parameters as they are; use with :func:`each`)."""
    def make(forms: dict[str, str]) -> Any:
        return lambda fact, say: WORDS.gettext(forms[pick(fact)]).format(**fill(fact, say))
    return make


def by_flag(flag: str, fill: Callable[[Any, Any], dict] = _as_is) -> Callable[[dict[str, str]], Any]:
    """:func:`chosen` for a pair ``{set: msgid, unset: msgid}``: by whether the fact's ``flag`` is set."""
    return chosen(lambda fact: "set" if fact.get(flag) else "unset", fill)
