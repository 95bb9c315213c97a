"""Plain-Vietnamese log lines for the events of a hand (issue 12 item 3).

``describe(event, state, viewer)`` → one sentence with card names in words,
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
(``bo``) is silent at a real table: for another seat the line is ``""``
(nothing to show); for the viewer it says what was passed.
"""
from __future__ import annotations

from collections.abc import Mapping

from chan_core.cards import BY_CODE, gloss_cards
from chan_core.errors import ChanError, shown
from chan_core.game.state import GameState
from chan_core.guard import guard
from chan_core.i18n import N_, _

SEAT_WORDS_4 = {0: N_("Bạn"), 1: N_("Bên phải"), 2: N_("Đối diện"), 3: N_("Bên trái")}
SEAT_WORDS_3 = {0: N_("Bạn"), 1: N_("Bên phải"), 2: N_("Bên trái")}
SEAT_WORDS_2 = {0: N_("Bạn"), 1: N_("Đối diện")}
"""Seat names from the viewer's place (msgids; :func:`seat_label` gives them in the current
language: English You, Right, Opposite, Left)."""


@guard
def seat_label(seat: int, viewer: int, players: int) -> str:
    """How ``viewer`` calls ``seat`` (see the module docstring), in the current language.
    Raises :class:`ChanError` for a player count outside 2–4."""
    if not 2 <= players <= 4:
        raise ChanError(_("Số người chơi phải từ 2 đến 4, không phải {n}.").format(n=players), field="players")
    rel = (seat - viewer) % players
    return _({4: SEAT_WORDS_4, 3: SEAT_WORDS_3, 2: SEAT_WORDS_2}[players][rel])


def _w(code: str | None) -> str:
    return BY_CODE[code].word if code else ""


@guard
def describe(event: Mapping, state: GameState, viewer: int) -> str:
    """One sentence for ``event`` (a record event ``{seat, event, card, with,
    declared}``) seen by ``viewer``, in the current language (Vietnamese by default;
    English in the past tense: "Right ate a cạ: bát vạn with bát sách."; the
    xướng's words stay Vietnamese, each card read out in English on its first
    mention: "Right discarded (đánh) lục vạn (6 of vạn)."); ``state``: the game
    (any state of it: only ``players``, ``cai`` and the cước names are read).
    ``""`` for another seat's silent pass. Raises :class:`ChanError` for an
    event that is not in the record notation or a viewer not at the table."""
    return gloss_cards(_describe(event, state, viewer))


def _describe(event: Mapping, state: GameState, viewer: int) -> str:
    from chan_core.game.actions import Action

    Action.from_dict(event)
    if not 0 <= viewer < state.players or event["seat"] >= state.players:
        raise ChanError(_("Ghế phải từ 0 đến {last}, không phải «{value}».").format(
            last=state.players - 1, value=shown(viewer)), field="viewer")
    s = event["seat"]
    who = seat_label(s, viewer, state.players)
    t = event["event"]
    c = _w(event.get("card"))
    if t == "danh":
        text = _("{who} đánh {card}.")
    elif t == "boc":
        text = _("{who} bốc {card}.") if c else _("{who} phải bốc nhưng nọc đã hết: ván hòa.")
    elif t == "an":
        w = event.get("with")
        text = _("{who} ăn chắn {card} bằng {with_card}.") if w == event.get("card") else \
            _("{who} ăn cạ {card} bằng {with_card}.")
        return text.format(who=who, card=c, with_card=_w(w))
    elif t == "duoi":
        text = _("{who} dưới {card} (không ăn).")
    elif t == "chiu":
        text = _("{who} chíu {card}.")
    elif t == "tra_cua":
        text = _("{who} trả cửa {card}.")
    elif t == "u":
        text = _("{who} ù {card}!") if c else _("{who} ù ngay khi lên bài (thiên ù)!")
    elif t == "bo":
        if s != viewer:
            return ""
        text = _("{who} bỏ qua {card} (không ù, không chíu).")
    elif t == "xuong":
        from chan_core.xuong import Said, say

        items = [Said(d["id"], d.get("count", 1)) for d in event.get("declared") or []]
        words = " ".join(say(items, state.variant)) if items else "ù"  # the spoken xướng: Vietnamese
        return _("{who} xướng: «{words}».").format(who=who, words=words[:1].upper() + words[1:])
    else:
        return f"{who} {t} {c}".strip() + "."
    return text.format(who=who, card=c)


__all__ = ["describe", "seat_label", "SEAT_WORDS_4", "SEAT_WORDS_3", "SEAT_WORDS_2"]
