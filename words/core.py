"""Facts into sentences: :func:`say` is the one place an engine fact becomes words.

The fact's code finds its template (:mod:`words.phrases`), translated by gettext (the Vietnamese is the
msgid) and filled from the fact's parameters, each itself said: a nested fact its clause, a card its
name, a tuple its items joined with commas."""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from chan_core.errors import ChanError
from chan_core.facts import Fact
import words.phrases as phrases
from words.i18n import WORDS, current_language, language


Renderer = Callable[[Fact, Callable[[Any], str]], str]

_TEMPLATES: dict[str, Any] = {}
_RENDERERS: dict[str, Renderer] = {}
_WHERE: dict[str, str] = {}


def _load() -> None:
    for info in sorted(pkgutil.iter_modules(phrases.__path__), key=lambda i: i.name):
        mod = importlib.import_module(f"{phrases.__name__}.{info.name}")
        templates_ = phrases.tables(mod.__name__).get("TEMPLATES", {})
        for table, target in ((templates_, _TEMPLATES), (getattr(mod, "RENDERERS", {}), _RENDERERS)):
            for code, value in table.items():
                if code in _WHERE:
                    raise RuntimeError(f"fact code {code!r} defined in {_WHERE[code]} and {mod.__name__}")
                _WHERE[code] = mod.__name__
                target[code] = value


_load()


def templates() -> Mapping[str, Any]:
    """Every template: code → Vietnamese template (or ``(singular, plural)``)."""
    return dict(_TEMPLATES)


def say(thing: Any, lang: str | None = None) -> str:
    """``thing`` in words, in ``lang`` (default: the current language): a :class:`Fact` (or its JSON), a
    :class:`ChanError`, a card, a tuple/list of those (joined with ``', '``), ``None`` (``''``) or a string
    (as it is). ``KeyError`` for a fact code no phrase module defines."""
    if lang is not None and lang != current_language():
        with language(lang):
            return say(thing)
    if isinstance(thing, ChanError):
        thing = thing.fact
    if isinstance(thing, Mapping) and set(thing) == {"code", "params"}:
        thing = Fact.from_json(thing)  # a fact kept as plain JSON (game states, saved records)
    if thing is None:
        return ""
    if isinstance(thing, str):
        return thing
    if isinstance(thing, bool):
        return "true" if thing else "false"
    if isinstance(thing, (int, float)):
        return str(thing)
    if isinstance(thing, Fact):
        if thing.code == "text":
            return str(thing["text"])
        fn = _RENDERERS.get(thing.code)
        if fn is not None:
            return fn(thing, say)
        tpl = _TEMPLATES[thing.code]
        n = int(thing.get("n", 1)) if isinstance(tpl, tuple) else 1  # ``n`` of a one-form template may be anything
        return phrases.sentence(tpl, n).format(**phrases.params(thing, say))
    if isinstance(thing, (tuple, list)):
        return ", ".join(say(x) for x in thing)
    word = getattr(thing, "word", None)  # a card (Kind): its name mid-sentence
    if isinstance(word, str):
        return word
    return str(thing)


def say_all(things: Iterable[Any], lang: str | None = None) -> list[str]:
    """:func:`say` of each item."""
    return [say(t, lang) for t in things]


def answer_texts(answer: Any, lang: str = "vi") -> Any:
    """An engine answer (dicts, lists, facts) as JSON data, every fact said in ``lang`` with its code beside
    it (``reason`` + ``reason_code``; a list of facts + ``<key>_codes``): what ``python -m chan_core eval`` prints."""
    if isinstance(answer, Mapping):
        out: dict[str, Any] = {}
        for k, v in answer.items():
            if isinstance(v, (Fact, ChanError)):
                out[k] = say(v, lang)
                out[f"{k}_code"] = v.code
            elif isinstance(v, (list, tuple)) and v and all(isinstance(x, Fact) for x in v):
                out[k] = [say(x, lang) for x in v]
                out[f"{k}_codes"] = [x.code for x in v]
            else:
                out[k] = answer_texts(v, lang)
        return out
    if isinstance(answer, (list, tuple)):
        return [answer_texts(v, lang) for v in answer]
    if isinstance(answer, Fact):
        return say(answer, lang)
    return answer
