"""Stronger bot levels built on the strategy advice (issue 13 item 3).

Two levels, registered in :data:`chan_core.game.bots.BOTS` next to
``random`` and ``sensible`` (same :class:`~chan_core.game.bots.Policy`
interface, seeded, deterministic):

* :class:`AdvisorBot` (``advisor``): the lỗi-safety of
  :class:`~chan_core.game.bots.SensibleBot` (every move is judged by
  :func:`chan_core.game.judge_action` before it is made; an eat only when a
  clean đánh exists afterwards; every valid ù taken), with the choices of
  :mod:`chan_core.strategy.advice`: it đánh the best-ranked clean card of
  :func:`~chan_core.strategy.rank_discards` (fewest cards still to take, then
  the most unseen useful copies, then the least danger) and answers an
  offered card with the best clean option of
  :func:`~chan_core.strategy.eat_or_pass` (ù, chíu, ăn …, or bỏ qua).
* :class:`CautiousBot` (``cautious``): the advisor, but among the đánh that
  keep the hand equally close to ù it weighs the danger of the card (the
  chance the next seat ăn it or a seat chíu it) against the useful copies it
  keeps — it feeds the other seats less.

What each seat sees (:func:`seat_view`): its hand and mat, the other mats
and every cửa (the card on offer is the card asked about, not counted as
seen); the hidden card counts of the other seats, the next seat (cửa dưới)
first. The bots never look at other hands or the nọc.

Strategy where the seeds are silent (not a rule): these are heuristics; the
measured strength is in ``benchmarks/bots.py`` and the README.
"""
from __future__ import annotations

from chan_core.cards import BY_CODE, KINDS, KINDS_OF_RANK
from chan_core.errors import ChanError
from chan_core.game.actions import Action
from chan_core.game.bots import BOTS, SensibleBot, canonical_xuong


def seat_view(state, seat: int) -> tuple[list[str], list[dict], list[str], tuple[int, ...]]:
    """What ``seat`` sees: ``(hand codes, own mat melds, visible codes, opponents)``.

    ``visible``: the cards of every other seat's mat and of every cửa (the
    card on offer left out, in phase ``offer``); ``opponents``: hidden card
    counts of the other seats, the next seat (seat + 1, cửa dưới) first.
    Source: seed 001 §IV (what lies face up on the table).
    """
    n = state.players
    visible: list[str] = []
    for s in range(n):
        if s != seat:
            for m in state.mats[s]:
                visible.extend(m["cards"])
        visible.extend(state.cua[s])
    if state.phase == "offer" and state.offer is not None:
        visible.remove(state.offer["card"])  # the card asked about is the last of its cửa
    opponents = tuple(len(state.hands[(seat + k) % n]) for k in range(1, n))
    return list(state.hands[seat]), list(state.mats[seat]), visible, opponents


class AdvisorBot(SensibleBot):
    """The advice's choices with SensibleBot's lỗi-safety. See the module docstring."""

    name = "advisor"

    # -------------------------------------------------------------- đánh
    def _ranked_discards(self, state, seat: int) -> list[str]:
        """Card codes to đánh, best first (:func:`chan_core.strategy.rank_discards`)."""
        from chan_core.strategy import rank_discards

        hand, melds, visible, opps = seat_view(state, seat)
        rows = rank_discards(hand, melds, visible, opps)
        return [r.card.code for r in rows]

    def _discard(self, state, seat: int, verb: str, legal: list[Action]) -> Action:
        try:
            order = self._ranked_discards(state, seat)
        except ChanError:
            order = []
        for k in order:
            a = Action(seat, verb, k)
            if a in legal and self._clean(state, a):
                return a
        return super().choose(state, seat, legal)

    # -------------------------------------------------------------- offers
    def _offer(self, state, seat: int, legal: list[Action]) -> Action:
        from chan_core.strategy import eat_or_pass

        passes = [a for a in legal if a.type in ("bo", "duoi", "boc")]
        if not any(a.type in ("an", "chiu") for a in legal):  # nothing to take: pass
            return next((a for a in passes if self._clean(state, a)), passes[0] if passes else legal[-1])
        hand, melds, visible, opps = seat_view(state, seat)
        o = state.offer
        source = o["source"]
        drawn_by = "self" if source == "boc" and o["cua"] == seat else "other"
        try:
            adv = eat_or_pass(hand, melds, o["card"], visible, source=source, drawn_by=drawn_by, opponents=opps)
        except ChanError:
            return super().choose(state, seat, legal)
        own_turn = o["eater"] == seat
        for opt in adv.options:
            if opt.action == "u":
                continue  # ù is decided by can_u (see choose)
            if opt.action == "bo":
                for a in passes:
                    if self._clean(state, a):
                        return a
                continue
            if opt.action == "chiu":
                a = Action(seat, "chiu", o["card"])
                verb = "danh" if own_turn else "tra_cua"
            else:
                a = Action(seat, "an", o["card"], opt.with_.code)
                verb = "danh"
            if a in legal and self._clean_after(state, seat, a, verb):
                return a
        return passes[0] if passes else legal[-1]

    # -------------------------------------------------------------- policy
    def choose(self, state, seat: int, legal: list[Action]) -> Action:
        from chan_core.game.flow import can_u

        if any(a.type == "u" for a in legal) and can_u(state, seat):
            return next(a for a in legal if a.type == "u")
        if state.phase in ("danh", "tra_cua"):
            return self._discard(state, seat, state.phase, legal)
        if state.phase == "offer" and state.offer is not None:
            return self._offer(state, seat, legal)
        return super().choose(state, seat, legal)

    def xuong(self, state, seat: int) -> list[dict]:
        return canonical_xuong(state)


def blocked(state, seat: int) -> tuple[frozenset[str], frozenset[int]]:
    """What ``seat`` can no longer ăn without a lỗi, from what lies face up.

    Returns ``(kinds, ca_ranks)``: ``kinds`` — every card in its own cửa
    (its đánh: lỗi 12 «đánh rồi lại ăn»; its bốc it did not eat) and in its
    cửa trên's cửa (cards offered to it that it let go: lỗi 6–8 «bỏ … ăn …»;
    had it no partner then, it has none now: a hand only shrinks) — it can
    never ăn these kinds again; ``ca_ranks`` — the numbers of the cards it
    đánh or trả cửa (lỗi 11 «xé cạ ăn cạ»: no ăn cạ with a card of that
    number). The card on offer (phase ``offer``) is not counted. Seed 001
    §IV B–C.
    """
    n = state.players
    kinds: set[str] = set(state.cua[seat]) | set(state.cua[(seat - 1) % n])
    if state.phase == "offer" and state.offer is not None:
        o = state.offer
        if o["cua"] in (seat, (seat - 1) % n) and state.cua[o["cua"]].count(o["card"]) == 1:
            kinds.discard(o["card"])
    ranks = {BY_CODE[e["card"]].rank for e in state.events
             if e.get("seat") == seat and e.get("event") in ("danh", "tra_cua") and e.get("card")}
    return frozenset(kinds), frozenset(ranks)


def _p_none(total: int, marked: int, drawn: int) -> float:
    """Chance that ``drawn`` cards out of ``total`` (``marked`` of them marked) hold no marked one."""
    if marked <= 0 or drawn <= 0:
        return 1.0
    if drawn > total - marked:
        return 0.0
    p = 1.0
    for i in range(drawn):
        p *= (total - marked - i) / (total - i)
    return p


class CautiousBot(AdvisorBot):
    """The advisor, weighing what the next seat can still ăn. See the module docstring."""

    name = "cautious"
    DANGER_WEIGHT = 8.0
    """Unseen useful copies worth giving up to đánh a card the next seat surely cannot ăn
    instead of one it surely can (a heuristic, measured in ``benchmarks/bots.py``)."""

    def next_danger(self, state, seat: int, unseen: dict[str, int], opps: tuple[int, ...]) -> dict[str, float]:
        """Per kind held: the chance (0–1) the next seat ăn it (or any seat chíu it) if đánh now."""
        nxt = (seat + 1) % state.players
        kinds, ca_ranks = blocked(state, nxt)
        total = sum(unseen.values())
        out = {}
        for code in set(state.hands[seat]):
            k = BY_CODE[code]
            if code in kinds:
                p_eat = 0.0
            else:
                m = unseen.get(code, 0)
                if k.suit is not None and k.rank not in ca_ranks:
                    m += sum(unseen.get(j.code, 0) for j in KINDS_OF_RANK[k.rank] if j.code != code)
                p_eat = 1.0 - _p_none(total, m, opps[0])
            p_chiu = 0.0
            if unseen.get(code, 0) == 3 and total >= 3:
                p_chiu = min(1.0, sum(h * (h - 1) * (h - 2) for h in opps) / (total * (total - 1) * (total - 2)))
            out[code] = 1.0 - (1.0 - p_eat) * (1.0 - p_chiu)
        return out

    def _ranked_discards(self, state, seat: int) -> list[str]:
        from chan_core.strategy import rank_discards

        hand, melds, visible, opps = seat_view(state, seat)
        rows = rank_discards(hand, melds, visible, opps)
        own_kinds, own_ranks = blocked(state, seat)
        unseen = {k.code: 4 for k in KINDS}
        for c in hand + visible + [x for m in melds for x in m["cards"]]:
            unseen[c] -= 1
        dang = self.next_danger(state, seat, unseen, opps)

        def live_copies(r) -> int:
            if r.distance == 1:  # waiting: ù on any of them (an ù is not an ăn)
                return r.useful_copies
            return sum(u.unseen for u in r.useful
                       if u.kind.code not in own_kinds
                       and not (tuple(u.ways) == ("ca",) and u.kind.rank in own_ranks))

        inf = 99
        rows.sort(key=lambda r: (inf if r.distance is None else r.distance,
                                 -live_copies(r) + self.DANGER_WEIGHT * dang[r.card.code], r.card.index))
        return [r.card.code for r in rows]


STRATEGY_BOTS: dict[str, type] = {"advisor": AdvisorBot, "cautious": CautiousBot}
"""The levels this module adds to :data:`chan_core.game.bots.BOTS` (weakest first)."""
BOTS.update(STRATEGY_BOTS)

__all__ = ["AdvisorBot", "CautiousBot", "STRATEGY_BOTS", "seat_view"]
