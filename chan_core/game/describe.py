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


__all__ = ["describe", "seat_label", "SEAT_WORDS_4", "SEAT_WORDS_3", "SEAT_WORDS_2"]
