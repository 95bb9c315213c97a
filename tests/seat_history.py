"""A test helper (not a test module): one seat's moves of a game as the ``action`` scenario history, so the
tests can feed them to :func:`chan_core.loi.judge_history` and compare with what the game itself judged."""
from __future__ import annotations

from chan_core.game.flow import views_of


def seat_history(state, seat: int) -> tuple[list[str], list[dict]]:
    """``seat``'s dealt hand (codes) and its moves so far as the ``action`` history (a held-back pass last)."""
    v = views_of(state)[seat]
    evs = [e.as_dict() for e in v.hs.events]
    if v.pend is not None:
        evs.append(v.pend[1].as_dict())
    return list(state.dealt[seat]), evs
