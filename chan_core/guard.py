"""``@guard``: formerly a run-time check of every argument against its annotation.

The engine now validates outside input once, at the edge — the parsers
(:func:`chan_core.cards.parse_cards`, :func:`chan_core.melds.parse_meld`,
:func:`chan_core.win.make_win` …), the scenario readers (:mod:`chan_core.scenario`)
and :func:`chan_core.eval_kinds.evaluate`, which raise
:class:`~chan_core.errors.ChanError` for bad input — and inside trusts the types
(issue 23). :func:`guard` is kept as an identity decorator while the last
decorated modules drop it.
"""
from __future__ import annotations

import typing
from collections.abc import Callable

F = typing.TypeVar("F", bound=Callable)


def guard(fn: F) -> F:
    """Return ``fn`` unchanged (transitional: the decorator goes with its last users)."""
    return fn
