"""What ``make test`` runs of a sweep, and what ``make test-all`` adds (not a test module).

``make test`` runs ``pytest -m "not full"``; ``make test-all`` runs everything. A heavy sweep keeps
a smaller case of itself in the fast run and puts the rest behind the marker ``full``:

* :func:`sized` — one test at two sizes: ``@sized("hands", 100, 2000)`` runs ``hands=100`` in
  ``make test`` and both in ``make test-all``;
* :func:`fast_first` — the values of a ``parametrize``: the first ``keep`` (or those ``keep(v)``
  says) in ``make test``, every one in ``make test-all``;
* :data:`full` — a whole test (or module, ``pytestmark = full``) in ``make test-all`` only.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

full = pytest.mark.full


def sized(name: str, fast: Any, whole: Any):
    """``parametrize(name, [fast, whole])`` with ``whole`` marked :data:`full`; ids ``name=value``."""
    return pytest.mark.parametrize(name, [pytest.param(fast, id=f"{name}={fast}"),
                                          pytest.param(whole, id=f"{name}={whole}", marks=full)])


def fast_first(values: Iterable[Any], keep: int | Callable[[Any], bool] = 1, *, multi: bool = False) -> list:
    """``values`` for a ``parametrize``, those past the first ``keep`` (or for which ``keep(value)``
    is false) marked :data:`full`. ``multi``: each value is a tuple of several arguments. The ids
    stay the ones pytest gives the plain values."""
    out = []
    for i, v in enumerate(values):
        fast = keep(v) if callable(keep) else i < keep
        if fast:
            out.append(v)
        elif isinstance(v, type(pytest.param(None))):
            out.append(pytest.param(*v.values, marks=[*v.marks, full], id=v.id))
        else:
            out.append(pytest.param(*(v if multi else (v,)), marks=full))
    return out
