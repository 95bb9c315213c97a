"""Facts: what the engine says, as a stable code and its parameters — never a sentence.

The words layer turns a :class:`Fact` into Vietnamese or English. Parameters are plain data, a
:class:`~chan_core.cards.Kind`, another fact or a tuple of those, so a fact is hashable and JSON-able.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

_SCALARS = frozenset((str, int, float, bool, type(None)))
_ATOMIC: set = set(_SCALARS)  # returned as they are; grows with each type met (speed)


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
    """A dotted code (``'loi.3.committed'``) and named parameters: ``Fact('field.unknown', name='varient')``;
    equal and hashable by both; ``repr()`` builds it again."""

    __slots__ = ("code", "_params", "_hash")

    def __init__(self, code: str, /, **params: Any) -> None:
        # ``params`` is a new dict made for this call: kept as it is.
        for v in params.values():
            if type(v) not in _ATOMIC:
                params = {k: freeze(v) for k, v in params.items()}
                break
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "_params", params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Fact is immutable")

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
        return {"code": self.code, "params": {k: plain(v) for k, v in self._params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Fact":
        """The fact :meth:`to_json` wrote."""
        params = {k: _unjson(v) for k, v in (data.get("params") or {}).items()}
        return cls(str(data["code"]), **params)


_DECODERS: dict[str, Any] = {}  # JSON tag → reads a value back from its code


def register_value(cls: type, tag: str, decode: Any) -> None:
    """Let facts carry values of ``cls`` (with a ``code``) through JSON as ``{tag: code}``, read back by
    ``decode(code)``: a Chắn card is ``{"card": "9V"}``."""
    cls.__fact_tag__ = tag
    _DECODERS[tag] = decode


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
    """``value`` (dicts, lists, facts, cards) for ``json.dumps``: every fact as its :meth:`Fact.to_json` dict, a card
    as ``{tag: code}`` (:func:`register_value`)."""
    if type(value) in _SCALARS:  # the common cases first: ``Mapping`` is slow to test
        return value
    if isinstance(value, (dict, Mapping)):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, Fact):
        return value.to_json()
    tag = getattr(type(value), "__fact_tag__", None)
    return value if tag is None else {tag: value.code}


def revive(value: Any) -> Any:
    """:func:`plain`'s output with every ``{"code", "params"}`` dict a :class:`Fact` again."""
    if type(value) in _SCALARS:  # the common cases first: ``Mapping`` is slow to test
        return value
    if isinstance(value, list):
        return [revive(v) for v in value]
    if not isinstance(value, (dict, Mapping)):
        return value
    if len(value) == 2 and "code" in value and isinstance(value.get("params"), (dict, Mapping)):
        return Fact.from_json(value)
    return {k: revive(v) for k, v in value.items()}


def registrar(table: dict, what: str) -> Callable:
    """``registrar(table, what)(key)`` is a decorator storing a fact-giving function in ``table[key]``;
    RuntimeError if ``key`` is registered twice (``what`` names the table)."""
    def register(key):
        def deco(fn):
            if key in table:
                raise RuntimeError(f"{what} {key} registered twice")
            table[key] = fn
            return fn
        return deco
    return register
