"""Facts: what the engine says, as a stable code and its parameters — never a sentence.

The engines (:mod:`chan_core`, :mod:`mau_binh`) state findings, reasons, verdicts, warnings
and refusals as :class:`Fact` values, the way the ``mahjong`` package returns
``hand_not_winning`` instead of a sentence. The words layer (the :mod:`words` package, above
the engines) turns a fact into Vietnamese or English; a language switch re-words the same
facts, nothing is judged again.

A parameter is plain data: ``str``/``int``/``float``/``bool``/``None``, a
:class:`~chan_core.cards.Kind` (named by the words layer in the current language), another
:class:`Fact` (a clause inside a sentence), or a tuple of those. Lists become tuples, so a
fact is hashable and can be a memo key or stored as JSON (:meth:`Fact.to_json`).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["Fact", "freeze", "plain", "register_value", "revive"]

_ATOMIC: set = {str, int, float, bool, type(None)}
"""Types :func:`freeze` returns as they are (grown with each non-container type it meets: speed)."""

def freeze(value: Any) -> Any:
    """``value`` with lists (and sets) turned into tuples, recursively, so it can be hashed."""
    if type(value) in _ATOMIC:
        return value
    if type(value) is tuple:
        for v in value:
            if type(v) not in _ATOMIC:
                return tuple(freeze(v) for v in value)
        return value  # a tuple of plain values is already frozen (speed)
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return tuple(sorted((freeze(v) for v in value), key=repr))
    if isinstance(value, Mapping):
        return tuple((k, freeze(v)) for k, v in value.items())
    _ATOMIC.add(type(value))
    return value

class Fact:
    """A code (``'loi.3.committed'``, dotted lower-case ASCII) and named parameters.

    ``Fact('field.unknown', name='varient', …)``; ``fact.code``, ``fact['text']``,
    ``fact.get('text')``; equal and hashable by code and parameters; ``repr()`` builds
    it again; :meth:`to_json` is plain JSON (cards by code, clauses nested)."""

    __slots__ = ("code", "_params", "_hash")

    def __init__(self, code: str, /, **params: Any) -> None:
        # ``params`` is a new dict made for this call: kept as it is (private, never changed).
        for v in params.values():
            if type(v) not in _ATOMIC:
                params = {k: freeze(v) for k, v in params.items()}
                break
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "_params", params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Fact is immutable")

    def __copy__(self) -> "Fact":
        return self  # immutable: a copy is the fact itself

    def __deepcopy__(self, memo: dict) -> "Fact":
        return self

    @property
    def params(self) -> dict[str, Any]:
        """The parameters as a new dict (name → value)."""
        return dict(self._params)

    def __getitem__(self, name: str) -> Any:
        return self._params[name]

    def get(self, name: str, default: Any = None) -> Any:
        """The parameter ``name``, or ``default``."""
        return self._params.get(name, default)

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        return iter(self._params.items())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Fact):
            return NotImplemented
        return self.code == other.code and self._params == other._params

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:  # computed once, when first asked
            h = hash((self.code, frozenset(self._params.items())))
            object.__setattr__(self, "_hash", h)
            return h

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self._params.items())
        return f"Fact({self.code!r}{args})"

    __str__ = __repr__

    def __reduce__(self):
        return (_rebuild, (self.code, tuple(self._params.items())))

    def to_json(self) -> dict[str, Any]:
        """``{"code": …, "params": {…}}`` with cards as their codes and nested facts as dicts."""
        return {"code": self.code, "params": {k: _json(v) for k, v in self._params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Fact":
        """The fact :meth:`to_json` wrote (cards stay codes: the words layer reads both)."""
        params = {k: _unjson(v) for k, v in (data.get("params") or {}).items()}
        return cls(str(data["code"]), **params)

_DECODERS: dict[str, Any] = {}
"""JSON tag → the function that reads a value back from its code (:func:`register_value`)."""


def register_value(cls: type, tag: str, decode: Any) -> None:
    """Let facts carry values of ``cls`` (which has a ``code``) through JSON: written as
    ``{tag: code}`` and read back with ``decode(code)`` — a Chắn card is ``{"card": "9V"}``, so a
    stored fact comes back equal to the one stated (``chan_core.cards``, ``mau_binh.cards``)."""
    cls.__fact_tag__ = tag
    _DECODERS[tag] = decode


def _json(v: Any) -> Any:
    if isinstance(v, Fact):
        return v.to_json()
    if isinstance(v, tuple):
        return [_json(x) for x in v]
    tag = getattr(type(v), "__fact_tag__", None)
    if tag is not None:
        return {tag: v.code}
    return v

def _unjson(v: Any) -> Any:
    if isinstance(v, dict) and "code" in v and "params" in v:
        return Fact.from_json(v)
    if isinstance(v, dict) and len(v) == 1:
        ((tag, code),) = v.items()
        if tag in _DECODERS and isinstance(code, str):
            return _DECODERS[tag](code)
    if isinstance(v, list):
        return tuple(_unjson(x) for x in v)
    return v

def _rebuild(code: str, params: tuple) -> Fact:
    return Fact(code, **dict(params))

def plain(value: Any) -> Any:
    """``value`` (dicts, lists, facts) with every fact as its :meth:`Fact.to_json` dict: ready
    for ``json.dumps`` (a saved game state, a timeline). :func:`revive` reads it back."""
    if isinstance(value, Fact):
        return value.to_json()
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value

def revive(value: Any) -> Any:
    """:func:`plain`'s output with every ``{"code", "params"}`` dict a :class:`Fact` again."""
    if isinstance(value, Mapping):
        if set(value) == {"code", "params"} and isinstance(value["params"], Mapping):
            return Fact.from_json(value)
        return {k: revive(v) for k, v in value.items()}
    if isinstance(value, list):
        return [revive(v) for v in value]
    return value
