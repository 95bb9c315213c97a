"""The first bot levels, :class:`RandomBot` (``random``) and :class:`SensibleBot` (``sensible``); the registry
is :mod:`chan_core.game.bots`. A bot (any player program) takes a ``seed`` and answers ``choose(state, seat,
legal) -> Action`` (one of ``legal``, never empty) and ``xuong(state, seat) -> [{id, count}]`` (the winner's).
"""
from __future__ import annotations

import random
from collections import Counter

from chan_core.cards import BY_CODE, KINDS, KINDS_OF_RANK
from chan_core.game.actions import Action
from chan_core.game.flow import can_u, judge_action, preview
from chan_core.game.projection import judged
from chan_core.history import Event
from chan_core.layout import counts_summary
from chan_core.xuong import canonical, cuoc_info


def canonical_xuong(state) -> list[dict]:
    """The canonical xướng of the state's win (:func:`chan_core.xuong.canonical`)."""
    return [s.as_dict() for s in canonical(state.cuoc, state.variant).items]


class RandomBot:
    """Any legal move at random (seeded), and a xướng sometimes short or long of a cước."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        return self.rng.choice(legal)

    def xuong(self, state, seat: int) -> list[dict]:
        items = canonical_xuong(state)
        r = self.rng.random()
        if r < 0.2 and len(items) > 1:
            items.pop(self.rng.randrange(len(items)))
        elif r < 0.35:
            ids = [c for c, i in cuoc_info().items() if state.variant in i.variants and c != "xuong"]
            extra = self.rng.choice(ids)
            if all(x["id"] != extra for x in items):
                items.append({"id": extra, "count": 1})
        return items


_SAME_RANK = tuple(tuple(k.code for k in ks) for ks in KINDS_OF_RANK.values())


def _unpaired(hand: list[str]) -> set[str]:
    """Cards of ``hand`` in no chắn and no cạ of its layout: the ones an eat may pair without breaking a set."""
    counts = Counter(hand)
    out = set()
    for codes in _SAME_RANK:
        odd = [c for c in codes if counts[c] & 1]
        if len(odd) != 2:
            out.update(odd)
    return out


def discard_order(hand: list[str]) -> list[str]:
    """Kinds in ``hand``, best to đánh first: the one leaving the most chắn + cạ,
    then the most chắn, then the fewest què (a heuristic, not a rule)."""
    c = [0] * len(KINDS)
    for code in hand:
        c[BY_CODE[code].index] += 1
    keys = []
    for code in dict.fromkeys(hand):
        i = BY_CODE[code].index
        c[i] -= 1
        chan, ca, ba_dau, que = counts_summary(tuple(c))
        c[i] += 1
        keys.append(((chan + ca, chan, -que, -ba_dau), -i, code))
    keys.sort(reverse=True)
    return [k[-1] for k in keys]


class SensibleBot:
    """Never commits a lỗi (an eat only with a clean đánh after); keeps chắn and cạ; eats what pairs a
    loose card; takes every valid ù; xướng correctly."""

    name = "sensible"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    # -------------------------------------------------------------- helpers
    @staticmethod
    def _clean(state, action: Action) -> bool:
        return not judge_action(state, action)

    def _clean_after(self, state, seat: int, action: Action, verb: str) -> bool:
        """``action`` (an eat) is clean and afterwards ``seat`` has a clean ``verb`` (``danh``/``tra_cua``)."""
        verdicts, hs = preview(state, action)
        if any(not v.clean for v in verdicts):
            return False
        for k in discard_order([c.code for c in hs.hand]):
            if judged(hs, Event(verb, BY_CODE[k])).clean:
                return True
        return False

    # -------------------------------------------------------------- policy
    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        u = next((a for a in legal if a.type == "u"), None)
        if u is not None and can_u(state, seat):
            return u
        if state.phase in ("danh", "tra_cua"):
            return self._discard(state, seat, state.phase, legal)
        return self._offer(state, seat, legal)

    def _discard(self, state, seat: int, verb: str, legal: list[Action]) -> Action:
        for k in discard_order(state.hands[seat]):
            a = Action(seat, verb, k)
            if self._clean(state, a):
                return a
        return next(a for a in legal if a.type == verb)  # no clean đánh: cannot happen after a checked eat

    def _offer(self, state, seat: int, legal: list[Action]) -> Action:
        by_type: dict[str, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        verb = "danh" if state.offer["eater"] == seat else "tra_cua"
        for a in by_type.get("chiu", []):
            if self._clean_after(state, seat, a, verb):
                return a
        free = _unpaired(state.hands[seat]) if "an" in by_type else ()
        for a in by_type.get("an", []):  # chắn first (legal_actions order)
            # Only a pair made with a card that is in no chắn or cạ yet (keep chắn and cạ).
            if a.with_ in free and self._clean_after(state, seat, a, "danh"):
                return a
        return next((a for t in ("bo", "duoi", "boc") for a in by_type.get(t, [])), legal[-1])

    def xuong(self, state, seat: int) -> list[dict]:
        return canonical_xuong(state)

