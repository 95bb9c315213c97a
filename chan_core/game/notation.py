"""A hand as one line — the deal and the moves — that reads back to an equal :class:`GameState` (as FEN/PGN do
for chess), seed 001 §II, §IV: ``chan1 p4 s940953417 d2 | 2d9V 3b 3a8V8S …``. Header: ``p<players> s<seed>
d<drawer>``, and when not the default ``v<variant>``, ``t<thong seat>``, ``o<options JSON>``, ``k<seat 0 cards>/…;<nọc>;
<cái seat>`` (a deal given card by card). Moves: ``<seat><letter><cards>``, letters :data:`LETTERS` (bốc: no card; ăn:
the card then the one from hand; ``x`` then ``id*count`` joined by ``,``); every move is applied by the engine's rules.
"""
from __future__ import annotations

import json

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError, in_field, shown_value
from chan_core.game.actions import Action
from chan_core.game.flow import apply
from chan_core.game.state import LETTERS, GameState, new_hand

TAG = "chan1"
_TYPES = {v: k for k, v in LETTERS.items()}


position = GameState.position  # a state as one line (the module docstring); from_position reads it back


def _codes(text: str, where: str) -> list[str]:
    if len(text) % 2 or any(text[i:i + 2] not in BY_CODE for i in range(0, len(text), 2)):
        raise ChanError("game.notation.cards", value=shown_value(text), field=where)
    return [text[i:i + 2] for i in range(0, len(text), 2)]


def _int(text: str, where: str) -> int:
    if not text.isdigit() or not text.isascii():
        raise ChanError("game.notation.number", value=shown_value(text), field=where)
    return int(text)


def _move(token: str, i: int) -> Action:
    where = f"moves[{i}]"
    if len(token) < 2 or not token[0].isdigit() or token[1] not in _TYPES:
        raise ChanError("game.notation.move", value=shown_value(token), field=where)
    seat, typ, rest = int(token[0]), _TYPES[token[1]], token[2:]
    if typ == "xuong":
        declared = []
        for item in rest.split(",") if rest else []:
            cid, star, n = item.partition("*")
            if not cid or not star:
                raise ChanError("game.notation.move", value=shown_value(token), field=where)
            declared.append((cid, _int(n, where)))
        return Action(seat, typ, declared=tuple(declared))
    cards = _codes(rest, where)
    if len(cards) > (2 if typ == "an" else 1):
        raise ChanError("game.notation.move", value=shown_value(token), field=where)
    return Action(seat, typ, card=cards[0] if cards else None, with_=cards[1] if len(cards) > 1 else None)


def from_position(text: str) -> GameState:
    """The state a :func:`position` line describes: the deal made again and every move applied.
    :class:`ChanError` (field ``header``/``moves[i]``…) for bad text or a move not legal where it stands."""
    if not isinstance(text, str):
        raise ChanError("game.notation.not_text", value=shown_value(text))
    head, bar, tail = text.strip().partition("|")
    words = head.split()
    if not bar or not words or words[0] != TAG:
        raise ChanError("game.notation.tag", tag=TAG, field="header")
    got: dict[str, str] = {}
    for w in words[1:]:
        if w[0] not in "psdvtok" or w[0] in got:
            raise ChanError("game.notation.header", value=shown_value(w), field="header")
        got[w[0]] = w[1:]
    for need in "psd":
        if need not in got:
            raise ChanError("game.notation.missing", name=need, field="header")
    try:
        options = json.loads(got["o"]) if "o" in got else {}
    except ValueError:
        options = None
    if not isinstance(options, dict):
        raise ChanError("game.notation.header", value=shown_value("o" + got["o"]), field="header")
    cards = None
    if "k" in got:
        parts = got["k"].split(";")
        if len(parts) != 3:
            raise ChanError("game.notation.header", value=shown_value("k" + got["k"]), field="header")
        cards = {"dealt": [_codes(h, "header.k") for h in parts[0].split("/")],
                 "noc": _codes(parts[1], "header.k"), "cai": _int(parts[2], "header.k")}
    state = new_hand(_int(got["p"], "header.p"), _int(got["s"], "header.s"), variant=got.get("v", "classic"),
                     options=options, drawer=_int(got["d"], "header.d"),
                     thong=_int(got["t"], "header.t") if "t" in got else None, cards=cards)
    for i, token in enumerate(tail.split()):
        with in_field(f"moves[{i}]"):
            state = apply(state, _move(token, i))
    return state
