"""Helpers for the tests of English twins (issue 15) — not a test module.

A model with prose (:class:`chan_core.rules.base.TwinTexts`: the rules files' models, the
lesson models) lists its prose fields in ``TEXTS``; each has a twin ``<field>_en`` in the
YAML. These helpers walk the loaded models (:func:`walk`, :func:`texts`, :func:`pieces`),
the raw YAML (:func:`twin_paths`, :func:`cut_twin`) and the models' fields
(:func:`models_of`, :func:`text_fields`), for ``tests/words/test_i18n_yaml.py`` and
``tests/words/test_i18n_lessons.py``.
"""
from __future__ import annotations

import typing
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

from chan_core.rules.base import TWIN_SUFFIX, TwinTexts


def walk(obj: Any, where: str = "") -> Iterator[tuple[str, TwinTexts]]:
    """Every model with TEXTS inside ``obj`` (itself, its fields, lists, dicts), with a readable
    path: ``.field``, list items by their id, code, variant, word or players (else their
    index), dict values by their key — ``.terms[chan]``, ``.moves[3]``."""
    if isinstance(obj, TwinTexts):
        yield where, obj
        for name in type(obj).model_fields:
            yield from walk(getattr(obj, name), f"{where}.{name}")
    elif isinstance(obj, (list, tuple)):
        for i, x in enumerate(obj):
            ident = next((v for a in ("id", "code", "variant", "word", "players") if (v := getattr(x, a, None))), i)
            yield from walk(x, f"{where}[{ident}]")
    elif isinstance(obj, dict):
        for k, x in obj.items():
            yield from walk(x, f"{where}[{k}]")


def texts(root: Any) -> Iterator[tuple[str, TwinTexts, str, Any, Any]]:
    """``(where, model, field, Vietnamese text, English twin or None)`` for every TEXTS field of
    every model in ``root`` (:func:`walk`), empty texts included."""
    for where, obj in walk(root):
        for field in type(obj).TEXTS:
            yield where, obj, field, getattr(obj, field), obj.twins.get(field)


def pieces(label: str, vi: Any, en: Any) -> list[tuple[str, str]]:
    """The (Vietnamese, English) sentence pairs of one field — per key of a dict, per item of a
    list — after asserting that the twin has the text's shape (type, keys, length); ``label``
    names the field in the assertion."""
    assert type(en) is type(vi), (label, en)
    if isinstance(vi, dict):
        assert set(en) == set(vi), label
        return [(str(vi[k]), str(en[k])) for k in vi]
    if isinstance(vi, (list, tuple)):
        assert len(en) == len(vi), label
        return [(str(v), str(e)) for v, e in zip(vi, en)]
    return [(str(vi), str(en))]


def twin_paths(node: Any, path: tuple = (), *, gloss: bool = True) -> Iterator[tuple]:
    """Paths (keys/indexes) of every ``…_en`` key in raw YAML data, in document order: the texts'
    twins, and unless ``gloss`` is False also ``gloss_en`` (a field of its own, not a twin)."""
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(k, str) and k.endswith(TWIN_SUFFIX) and (gloss or k != "gloss_en"):
                yield path + (k,)
            else:
                yield from twin_paths(v, path + (k,), gloss=gloss)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from twin_paths(v, path + (i,), gloss=gloss)


def cut_twin(p: Path, first_line: str, then: str = "") -> None:
    """Remove from the YAML file ``p`` the first line starting with ``first_line`` (whose next
    line, stripped, starts with ``then``) and its folded continuation lines / list items (the
    lines indented deeper than it)."""
    lines = p.read_text(encoding="utf-8").split("\n")
    i = next(n for n, x in enumerate(lines[:-1]) if x.startswith(first_line) and lines[n + 1].lstrip().startswith(then))
    indent = len(lines[i]) - len(lines[i].lstrip())
    j = i + 1
    while j < len(lines) and lines[j].startswith(" " * (indent + 2)):
        j += 1
    p.write_text("\n".join(lines[:i] + lines[j:]), encoding="utf-8")


def models_of(*modules: ModuleType) -> list[type[TwinTexts]]:
    """Every model with English twins defined in ``modules`` (not imported into them)."""
    return [m for mod in modules for m in vars(mod).values()
            if isinstance(m, type) and issubclass(m, TwinTexts) and m.__module__ == mod.__name__]


def has_text(ann: Any) -> bool:
    """The annotation holds free text: ``str``, alone, optional or in a list or a dict's values
    (a dict's keys are ids; a ``Literal`` is a fixed choice of ids, not text)."""
    if ann is str:
        return True
    origin, args = typing.get_origin(ann), typing.get_args(ann)
    if origin is typing.Literal:
        return False
    if origin is dict:
        args = args[1:]
    return any(has_text(a) for a in args)


def text_fields(model: type) -> set[str]:
    """The fields of ``model`` that hold free text (:func:`has_text`)."""
    return {name for name, info in model.model_fields.items() if has_text(info.annotation)}
