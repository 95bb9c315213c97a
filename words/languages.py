"""The current language (Vietnamese, the default, or English): per learner session, not per process.

A :func:`language` block wins; else the resolver the app installs (:func:`set_language_resolver`);
else :data:`DEFAULT_LANGUAGE`. :func:`text_of` picks a rules or lesson text or its ``_en`` twin."""
from __future__ import annotations

import contextlib
from contextvars import ContextVar
from typing import Any, Callable, Iterator

from chan_core.errors import ChanError

LANGUAGES: tuple[str, ...] = ("vi", "en")  # the first is the default and the source language

DEFAULT_LANGUAGE = "vi"

LANGUAGE_NAMES = {"vi": "Tiếng Việt", "en": "English"}  # each in its own words (the switch)

_current: ContextVar[str | None] = ContextVar("hoc_chan_language", default=None)
_resolver: Callable[[], str | None] | None = None


def set_language_resolver(fn: Callable[[], str | None] | None) -> None:
    """Install ``fn() -> language code | None`` as the current language outside a :func:`language` block
    (``None`` removes it; a resolver that raises counts as ``None``)."""
    global _resolver
    _resolver = fn


def current_language() -> str:
    """The language text is produced in now: ``'vi'`` or ``'en'`` (see the module doc)."""
    lang = _current.get()
    if lang:
        return lang
    if _resolver is not None:
        try:
            lang = _resolver()
        except Exception:  # noqa: BLE001 — a resolver outside a session (e.g. a worker thread)
            lang = None
        if lang in LANGUAGES:
            return lang  # type: ignore[return-value]
    return DEFAULT_LANGUAGE


def is_english() -> bool:
    """Whether text is produced in English now."""
    return current_language() == "en"


@contextlib.contextmanager
def language(lang: str) -> Iterator[str]:
    """``with language('en'):`` — text inside is produced in ``lang`` (this thread/task only); ChanError
    for a language not in :data:`LANGUAGES`."""
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ChanError("language.unknown", lang=repr(lang), languages=", ".join(LANGUAGES))
    token = _current.set(lang)
    try:
        yield lang
    finally:
        _current.reset(token)


def text_of(obj: object, field: str) -> Any:
    """The text ``field`` of a rules/lesson model or dict in the current language: its non-empty English
    twin ``<field>_en`` in English, else the Vietnamese ``field`` (``''`` when missing)."""
    lang = current_language()
    if isinstance(obj, dict):
        vi = obj.get(field)
        en = obj.get(f"{field}_en")
    else:
        vi = getattr(obj, field, None)
        twins = getattr(obj, "twins", None)
        en = twins.get(field) if isinstance(twins, dict) else getattr(obj, f"{field}_en", None)
    if lang != DEFAULT_LANGUAGE and en:
        return en
    return "" if vi is None else vi
