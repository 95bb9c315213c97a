"""The log lines of a hand's events, faults and ù đè, as facts, seats named from the viewer's place.

The viewer is «Bạn»; with 4 players ``viewer + 1`` is «Bên phải», ``viewer − 1`` «Bên trái», the seat
across «Đối diện»; with 3, right and left; with 2, the other seat is «Đối diện». Another seat's pass
(``bo``) is silent, as at a real table.
"""
from __future__ import annotations

from collections.abc import Mapping

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.game.actions import Action
from chan_core.game.state import GameState
from chan_core.xuong import Said, say, spoken

SEAT_WORDS = {4: ("you", "right", "opposite", "left"), 3: ("you", "right", "left"), 2: ("you", "opposite")}


def seat_label(seat: int, viewer: int, players: int) -> Fact:
    """How ``viewer`` calls ``seat``: ``Fact('game.seat.right')``; :class:`ChanError` for players outside 2–4."""
    if not 2 <= players <= 4:
        raise ChanError("game.players.range", n=players, field="players")
    rel = (seat - viewer) % players
    return Fact(f"game.seat.{SEAT_WORDS[players][rel]}")


def _k(code: str | None):
    return BY_CODE[code] if code else None


def describe(event: Mapping, state: GameState, viewer: int) -> Fact | None:
    """The fact of a record ``event`` seen by ``viewer`` (``Fact('game.event.an_ca', who=…, card=…, with_card=…)``),
    ``None`` for another seat's silent pass; :class:`ChanError` for a bad event or viewer."""
    a = Action.from_dict(event)
    if not 0 <= viewer < state.players or a.seat >= state.players:
        raise ChanError("game.viewer.range", last=state.players - 1, value=shown_value(viewer), field="viewer")
    who = seat_label(a.seat, viewer, state.players)
    t = a.type
    c = _k(a.card)
    if t == "an":
        code = "game.event.an_chan" if a.with_ == a.card else "game.event.an_ca"
        return Fact(code, who=who, card=c, with_card=_k(a.with_))
    if t == "boc" and c is None:
        return Fact("game.event.boc_empty", who=who)
    if t == "u" and state.result == "u_lao" and (state.u_lao or {}).get("seat") == a.seat:  # called, judged láo
        return Fact("game.event.u_lao", who=who, card=c) if c else Fact("game.event.thien_u_lao", who=who)
    if t == "u" and c is None:
        return Fact("game.event.thien_u", who=who)
    if t == "bo" and a.seat != viewer:
        return None
    if t == "xuong":  # the spoken xướng: Vietnamese
        return Fact("game.event.xuong", who=who, words=spoken(say([Said(i, n) for i, n in a.declared], state.variant)))
    return Fact(f"game.event.{t}", who=who, card=c)  # danh, boc, duoi, chiu, tra_cua, u, bo (Action checked t)


# Faults the làng sees when made (báo lies open on the table, ù láo is called out); the others only at the
# winner's soát bài (rules/decisions.yaml lang_thay_loi_khi_nao, 001 §VII).
SEEN_AT_ONCE = ("bao", "u_lao")


def u_event(state: GameState) -> int | None:
    """The index of the winner's ù in ``state.events`` (``None`` when nobody has ù'd)."""
    evs = state.events
    return next((i for i in reversed(range(len(evs))) if evs[i]["seat"] == state.winner and evs[i]["event"] == "u"),
                None)


def seen_at(fault: Mapping, state: GameState) -> int | None:
    """The index of the event at which the làng sees ``fault``: its own move (:data:`SEEN_AT_ONCE`), the
    seat's winning ù (soát bài), or ``None``."""
    if fault.get("penalty") in SEEN_AT_ONCE:
        return fault.get("event")
    if state.result == "u" and state.winner == fault.get("seat"):
        return u_event(state)
    return None


def fault_fact(fault: Mapping, state: GameState, viewer: int) -> Fact:
    """The log line of a fault seen by ``viewer``: ``Fact('game.fault', who=, code=, name=, card=, penalty=, seen=)``."""
    return Fact("game.fault", who=seat_label(fault["seat"], viewer, state.players), code=fault["code"],
                name=fault.get("name") or str(fault["code"]), card=_k(fault.get("card")),
                penalty=fault.get("penalty") or "", seen=seen_at(fault, state) is not None)


def u_de_facts(state: GameState, viewer: int) -> list[Fact]:
    """Ù đè (seed 003): ``Fact('game.u_de.you'|'game.u_de.other', who=, winner=, card=)`` per seat that could
    also have won on the winning card."""
    if state.winner is None:
        return []
    card = _k((state.win or {}).get("winning_card"))
    win = seat_label(state.winner, viewer, state.players)
    return [Fact("game.u_de.you" if s == viewer else "game.u_de.other",
                 who=seat_label(s, viewer, state.players), winner=win, card=card)
            for s in getattr(state, "u_de", None) or []]


PENALTY_MARKS = ("bao", "u_lao", "u_bao", "nghi_an_tien")  # worst first (codes ``game.mark.<id>``)


def seat_penalties(state: GameState, seat: int, faults: list | None = None) -> list[str]:
    """The penalty classes that apply to ``seat`` until the hand ends (001 §VII), in :data:`PENALTY_MARKS` order."""
    have = {f.get("penalty") for f in (state.faults if faults is None else faults) if f.get("seat") == seat}
    if seat in state.bao:
        have.add("bao")
    if "bao" in have:  # a báo player cannot ù: what his ù would be does not apply
        have -= {"u_bao", "nghi_an_tien"}  # else both: an ù báo is not paid either (chan_core.payouts.penalty)
    return [p for p in PENALTY_MARKS if p in have]
