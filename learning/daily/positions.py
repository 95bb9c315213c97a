"""A decision at the table as a puzzle (shapes: :mod:`learning.daily.puzzles`): the moves ranked by the engine's
exact distance to ù, kept only when the best one is lỗi-free and beats every other choice shown by at least
:data:`MARGIN` card; a choice that is a lỗi keeps it (``faults``, judged on the hand so far). Used by
``tools/gen_puzzles.py`` and :mod:`learning.daily.table_cards`."""
from __future__ import annotations

from chan_core.game import Action, judge_action
from chan_core.game.bots import seat_view
from chan_core.game.state import sort_codes
from chan_core.strategy import eat_or_pass, rank_discards
from learning.coach.advisor import follow_verb
from chan_core.game.notation import position

MARGIN = 1  # cards: the best move is at least this much nearer ù than every other choice
MAX_CHOICES = 4
INF = 99


def _d(x) -> int:
    return INF if x is None else int(x)


def base(st, seat: int, seed: int, step: int) -> dict:
    """The position part of a puzzle: where it was met and what ``seat`` sees in ``st`` (hand, own melds, visible
    cards, the other seats' hidden card counts, next seat first)."""
    hand, melds, visible, opps = seat_view(st, seat)
    return {"seed": seed, "step": step, "seat": seat, "players": st.players, "variant": st.variant,
            "hand": " ".join(sort_codes(hand)), "melds": [{"type": m["type"], "cards": _codes(m["cards"])} for m in melds],
            "visible": " ".join(sort_codes(visible)), "opponents": list(opps)}


def _codes(cards) -> str:
    return cards if isinstance(cards, str) else " ".join(cards)


def _offer(st, seat: int) -> dict:
    """The card on offer as ``seat`` meets it; ``who``: where the player who discarded, drew or put it back sits
    from ``seat`` (``tren`` just before, ``duoi`` just after, ``doi`` opposite; ``None``: ``seat`` itself)."""
    o = st.offer
    rel = ((o["putter"] if o["source"] == "tra_cua" else o["cua"]) - seat) % st.players
    who = None if rel == 0 else "tren" if rel == st.players - 1 else "duoi" if rel == 1 else "doi"
    return {"card": o["card"], "source": o["source"], "who": who,
            "drawn_by": "self" if o["source"] == "boc" and o["cua"] == seat else "other"}


def _keep(shown: list, rest: list, include, same) -> list | None:
    """``shown`` with the row of ``rest`` that is ``include`` (a move that must be asked about; ``same(row,
    include)``) in place of the last one; ``None`` when no row of ``rest`` is."""
    if include is None:
        return shown
    pick = next((r for r in rest if same(r, include)), None)
    if pick is None or pick in shown:
        return None if pick is None else shown
    return [*shown[:MAX_CHOICES - 1], pick] if len(shown) >= MAX_CHOICES else [*shown, pick]


def _judged(st, c: dict, act) -> dict:
    """Choice ``c`` with the lỗi its move ``act`` commits (``faults``: ``[{code, detail}]``, the detail the engine's
    fact as JSON), judged on the seat's history; a clean choice as it is (a pass's bỏ ù: the page says it)."""
    f = [{"code": x["code"], "detail": x["detail"].to_json()} for x in judge_action(st, act) if type(x["code"]) is int]
    return {**c, "faults": f} if f else c


def _puzzle(base: dict, theme: str, offer: dict | None, choices: list, values: list, why: list) -> dict:
    return {**base, "theme": theme, "offer": offer, "choices": choices, "values": values, "why": why,
            "margin": min(values[1:]) - values[0]}


def danh_puzzle(st, seat: int, legal: list, base: dict, include=None) -> dict | None:
    """The đánh (or trả cửa) as a puzzle (theme ``danh``), or ``None`` when no card is clearly best. ``include``: an
    action that must be among the choices (the learner's move; ``None`` when it is not clearly worse)."""
    hand, melds, visible, opps = seat_view(st, seat)
    verb = "tra_cua" if st.phase == "tra_cua" else "danh"
    ranked = rank_discards(hand, melds, visible, opps, verb=verb)
    if len(ranked) < 3:
        return None
    best = ranked[0]  # cards tied with it are never shown beside it: among the choices it is clearly best
    if best.distance is None:
        return None
    worse = [r for r in ranked[1:] if _d(r.distance) >= _d(best.distance) + MARGIN]
    if len(worse) < 2:
        return None
    act = {a.card: a for a in legal if a.type == verb}
    if judge_action(st, act[best.card.code]):
        return None
    shown = _keep([best, *worse[:MAX_CHOICES - 1]], worse, include, lambda r, a: r.card.code == a.card)
    if shown is None:
        return None
    return _puzzle(base, "danh", None, [_judged(st, {"type": verb, "card": r.card.code}, act[r.card.code])
                                        for r in shown],
                   [_d(r.distance) for r in shown], [r.reason.to_json() for r in shown])


def offer_puzzle(st, seat: int, legal: list, base: dict, include=None) -> dict | None:
    """A card on offer as a puzzle (themes ``u``, ``chiu``, ``an``), or ``None`` when no answer is clearly best.
    ``include``: as in :func:`danh_puzzle`."""
    hand, melds, visible, opps = seat_view(st, seat)
    offer = _offer(st, seat)
    ea = eat_or_pass(hand, melds, offer["card"], visible, source=offer["source"], drawn_by=offer["drawn_by"],
                     opponents=opps, chiu_then=follow_verb(st, seat, Action(seat, "chiu", offer["card"])))
    rows = []  # (option, legal action)
    for op in ea.options:
        for a in legal:
            if (op.action == "bo" and a.type in ("bo", "boc", "duoi")) or (op.action == a.type in ("chiu", "u")) \
                    or (op.action == "an" and a.type == "an" and op.with_ is not None and op.with_.code == a.with_):
                rows.append((op, a))
                break
    if len(rows) < 2:
        return None
    best_op, best_act = rows[0]
    rest = rows[1:]
    if any(_d(op.distance) < _d(best_op.distance) + MARGIN for op, _a in rest):
        return None
    if judge_action(st, best_act):
        return None
    types = {op.action for op, _a in rows}
    theme = "u" if "u" in types else "chiu" if "chiu" in types else "an"
    shown = _keep(rows[:MAX_CHOICES], rest, include, lambda r, a: r[1].key == a.key)
    if shown is None:
        return None
    choices = []
    for op, a in shown:
        c = {"type": op.action} if op.action != "bo" else {"type": "bo", "verb": a.type}  # the table's pass: bo|boc|duoi
        if op.with_ is not None:
            c["with"] = op.with_.code
        if op.meld:
            c["meld"] = op.meld
        choices.append(_judged(st, c, a))
    return _puzzle(base, theme, offer, choices, [_d(op.distance) for op, _a in shown],
                   [op.reason.to_json() for op, _a in shown])


LOI_CODES = frozenset({1, 2, 3, 4, 5, 14, 15, 16, 17})
"""Lỗi a «lỗi nào» puzzle may ask about: those read from the hand and the mat it shows (groups A and D)."""
PLAYED = ("danh", "tra_cua", "an", "chiu")
"""Moves a «lỗi nào» puzzle offers (a let-go is judged only later, so it is never the clean choice)."""


def _choice(a) -> dict:
    c = {"type": a.type}
    if a.card is not None and a.type in ("danh", "tra_cua"):
        c["card"] = a.card
    if a.type == "an":
        c["with"] = a.with_
        c["meld"] = "an_chan" if a.with_ == a.card else "an_ca"
    return c


def loi_puzzle(st, seat: int, legal: list, base: dict, include=None) -> dict | None:
    """«Lỗi nào»: one move of :data:`PLAYED` committing only lỗi of :data:`LOI_CODES` beside up to three clean ones;
    ``None`` without two clean moves."""
    moves = [a for a in legal if a.type in PLAYED]
    if len(moves) < 3:
        return None
    judged = [(a, judge_action(st, a)) for a in moves]
    bad = [(a, f) for a, f in judged if f and all(isinstance(x["code"], int) and x["code"] in LOI_CODES for x in f)]
    clean = [a for a, f in judged if not f]
    if not bad or len(clean) < 2:
        return None
    wrong, faults = bad[0]
    if include is not None:
        wrong, faults = next(((a, f) for a, f in bad if a.key == include.key), (None, None))
        if wrong is None:
            return None
    same = [a for a in clean if a.type == wrong.type] + [a for a in clean if a.type != wrong.type]
    shown = [wrong, *same[:MAX_CHOICES - 1]]
    return {**base, "theme": "loi", "offer": _offer(st, seat) if st.phase == "offer" else None, "game": position(st),
            "choices": [_choice(a) for a in shown], "values": [0] + [1] * (len(shown) - 1),
            "loi": sorted(x["code"] for x in faults),
            "why": [faults[0]["explanation"].to_json()] + [{}] * (len(shown) - 1), "margin": 1}
