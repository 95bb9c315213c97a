"""The log lines of the events of a hand, as facts (issue 12 item 3; issue 23).

``describe(event, state, viewer)`` → the fact of one sentence (said by :func:`words.say`
with card names in words),
seats named from the viewer's place at the table (:func:`seat_label`):

* the viewer is **Bạn**;
* 4 players: the seat on the right (``viewer + 1``, whose cửa trên is the
  viewer's cửa chì — the viewer's cửa dưới) is **Bên phải**, the seat on the
  left (``viewer − 1``, the viewer's cửa trên) **Bên trái**, the seat
  across **Đối diện**;
* 3 players: **Bên phải** (``viewer + 1``) and **Bên trái** (``viewer − 1``);
* 2 players: the other seat is **Đối diện** (it is both the cửa trên and
  the cửa dưới of the viewer).

Examples: "Bên phải ăn cạ bát vạn bằng bát sách.", "Bạn bốc cửu vạn.",
"Bên trái chíu tam sách.", "Đối diện ù cửu văn!". A pass on an ù or a chíu
(``bo``) is silent at a real table: for another seat the line is ``None``
(nothing to show); for the viewer it says what was passed.
"""
from __future__ import annotations

from collections.abc import Mapping

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.game.state import GameState

SEAT_WORDS_4 = {0: "game.seat.you", 1: "game.seat.right", 2: "game.seat.opposite", 3: "game.seat.left"}
SEAT_WORDS_3 = {0: "game.seat.you", 1: "game.seat.right", 2: "game.seat.left"}
SEAT_WORDS_2 = {0: "game.seat.you", 1: "game.seat.opposite"}
"""Seat names from the viewer's place, as fact codes (said «Bạn», «Bên phải», «Đối diện»,
«Bên trái»; English You, Right, Opposite, Left)."""
def seat_label(seat: int, viewer: int, players: int) -> Fact:
    """How ``viewer`` calls ``seat`` (see the module docstring): ``Fact('game.seat.right')``.
    Raises :class:`ChanError` (``game.players.range``) for a player count outside 2–4."""
    if not 2 <= players <= 4:
        raise ChanError("game.players.range", n=players, field="players")
    rel = (seat - viewer) % players
    return Fact({4: SEAT_WORDS_4, 3: SEAT_WORDS_3, 2: SEAT_WORDS_2}[players][rel])


def _k(code: str | None):
    return BY_CODE[code] if code else None
def describe(event: Mapping, state: GameState, viewer: int) -> Fact | None:
    """The fact of ``event`` (a record event ``{seat, event, card, with, declared}``) seen by
    ``viewer``: ``Fact('game.event.an_ca', who=Fact('game.seat.right'), card=8V, with_card=8S)``
    — said «Bên phải ăn cạ bát vạn bằng bát sách.» (English in the past tense, each card read
    out on its first mention: "Right ate a cạ: bát vạn (8 of vạn) with bát sách (8 of sách)."; the
    xướng's words stay Vietnamese). ``state``: the game (any state of it: only ``players``,
    ``cai`` and the cước names are read). ``None`` for another seat's silent pass. Raises
    :class:`ChanError` for an event that is not in the record notation or a viewer not at
    the table."""
    from chan_core.game.actions import Action

    Action.from_dict(event)
    if not 0 <= viewer < state.players or event["seat"] >= state.players:
        raise ChanError("game.viewer.range", last=state.players - 1, value=shown_value(viewer), field="viewer")
    s = event["seat"]
    who = seat_label(s, viewer, state.players)
    t = event["event"]
    c = _k(event.get("card"))
    if t == "an":
        w = event.get("with")
        code = "game.event.an_chan" if w == event.get("card") else "game.event.an_ca"
        return Fact(code, who=who, card=c, with_card=_k(w))
    if t == "boc" and c is None:
        return Fact("game.event.boc_empty", who=who)
    if t == "u" and c is None:
        return Fact("game.event.thien_u", who=who)
    if t == "bo" and s != viewer:
        return None
    if t == "xuong":
        from chan_core.xuong import Said, say

        items = [Said(d["id"], d.get("count", 1)) for d in event.get("declared") or []]
        words = " ".join(say(items, state.variant)) if items else "ù"  # the spoken xướng: Vietnamese
        return Fact("game.event.xuong", who=who, words=words[:1].upper() + words[1:])
    if t in _EVENTS:
        return Fact(f"game.event.{t}", who=who, card=c)
    return Fact("game.event.other", who=who, event=t, card=c)


_EVENTS = ("danh", "boc", "duoi", "chiu", "tra_cua", "u", "bo")
"""Events said as «{who} <verb> {card}» (codes ``game.event.<event>``)."""

SEEN_AT_ONCE = ("bao", "u_lao")
"""Penalty classes of the faults the làng sees when they are made: a lỗi of group B, C or D (báo)
lies open on the table (what was đánh, ăn, bỏ); an ù láo is called out loud (``rules/loi.yaml``
``penalty_classes``, 001 §VII). The others — group 0 and A (ù báo, nghỉ ăn tiền) and a bỏ ù —
are in the player's hand: the làng sees them only when that player ù and lays the hand down
(soát bài), ``rules/decisions.yaml`` ``lang_thay_loi_khi_nao``."""


def u_event(state: GameState) -> int | None:
    """The index of the winner's ù in ``state.events`` (``None`` when nobody has ù'd)."""
    if state.winner is None:
        return None
    for i in range(len(state.events) - 1, -1, -1):
        e = state.events[i]
        if e["seat"] == state.winner and e["event"] == "u":
            return i
    return None


def seen_at(fault: Mapping, state: GameState) -> int | None:
    """The index of the event at which the làng sees ``fault`` (a ``GameState.faults`` dict): its
    own move for :data:`SEEN_AT_ONCE`; for a fault hidden in the hand, the seat's own ù (the soát
    bài) if it won; else ``None`` — no real table would ever see it (the review after the hand
    still shows it). ``state``: the hand (at any point; a later state may see more)."""
    if fault.get("penalty") in SEEN_AT_ONCE:
        return fault.get("event")
    if state.result == "u" and state.winner == fault.get("seat"):
        return u_event(state)
    return None


def fault_fact(fault: Mapping, state: GameState, viewer: int) -> Fact:
    """The log line of a fault (``GameState.faults`` dict, any seat) seen by ``viewer``:
    ``Fact('game.fault', who=…, code=3, name=…, card=…, penalty='u_bao', seen=False)`` — said
    «Đối diện phạm lỗi 3 «…» (lục văn) — nếu ù thì ù báo; làng chưa thấy lỗi này.» ``seen``: the
    làng sees it by the end of ``state`` (:func:`seen_at`)."""
    return Fact("game.fault", who=seat_label(fault["seat"], viewer, state.players), code=fault["code"],
                name=fault.get("name") or str(fault["code"]), card=_k(fault.get("card")),
                penalty=fault.get("penalty") or "", seen=seen_at(fault, state) is not None)


def u_de_facts(state: GameState, viewer: int) -> list[Fact]:
    """Ù đè (seed 003, ``GameState.u_de``): for each seat that could also have won on the winning
    card, ``Fact('game.u_de.you'|'game.u_de.other', who=…, winner=…, card=…)`` — said «Bạn cũng
    ù được lá này, nhưng Bên trái ù trước theo thứ tự chỗ ngồi.»"""
    if state.winner is None:
        return []
    card = _k((state.win or {}).get("winning_card"))
    win = seat_label(state.winner, viewer, state.players)
    return [Fact("game.u_de.you" if s == viewer else "game.u_de.other",
                 who=seat_label(s, viewer, state.players), winner=win, card=card)
            for s in getattr(state, "u_de", None) or []]


PENALTY_MARKS = ("bao", "u_lao", "u_bao", "nghi_an_tien")
"""The penalties a seat is marked with, worst first (codes ``game.mark.<id>``)."""


def seat_penalties(state: GameState, seat: int, faults: list | None = None) -> list[str]:
    """The penalty classes ``seat`` carries (:data:`PENALTY_MARKS` order): ``bao`` while under báo,
    and the class of every fault of ``faults`` (default ``state.faults``) it committed — each
    stays on the seat until the hand ends (001 §VII)."""
    have = {f.get("penalty") for f in (state.faults if faults is None else faults) if f.get("seat") == seat}
    if seat in state.bao:
        have.add("bao")
    return [p for p in PENALTY_MARKS if p in have]


__all__ = ["describe", "seat_label", "SEAT_WORDS_4", "SEAT_WORDS_3", "SEAT_WORDS_2", "SEEN_AT_ONCE", "u_event",
           "seen_at", "fault_fact", "u_de_facts", "PENALTY_MARKS", "seat_penalties"]
