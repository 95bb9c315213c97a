"""Game actions and their notation (seed 001 §IV "Đánh bài").

An :class:`Action` is one decision of one seat: ``danh``, ``boc`` (declines the cửa trên card; the card
drawn is recorded), ``an``, ``duoi``, ``chiu``, ``tra_cua``, ``u`` (``card`` ``None``: thiên ù), ``bo``
(pass an ù or chíu asked about), ``xuong`` (``declared``). Record notation: ``{seat, event, card, with}``.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from chan_core.cards import BY_CODE, parse_card_value
from chan_core.errors import ChanError, in_field, shown, shown_value
from chan_core.facts import Fact

ACTION_TYPES = ("danh", "boc", "an", "duoi", "chiu", "tra_cua", "u", "bo", "xuong")


def action_name(typ: str) -> "Fact | str":
    """``'bo'`` → ``Fact('game.move.bo')``; an unknown type as it is (a string)."""
    return Fact(f"game.move.{typ}") if typ in ACTION_TYPES else str(typ)


_CARD_TYPES = ("danh", "an", "duoi", "chiu", "tra_cua", "bo")  # types that always name a card
_KEYS = {"seat", "event", "card", "with", "declared"}


def _code(value: object, field: str) -> str:
    """A card code from a code or a Vietnamese name."""
    if isinstance(value, str) and value in BY_CODE:
        return value
    with in_field(field):
        return parse_card_value(value).code


@dataclass(frozen=True, slots=True)
class Action:
    """One decision at the table: ``seat``, ``type`` (:data:`ACTION_TYPES`), ``card`` (code or ``None``),
    ``with_`` (only ``an``), ``declared`` (``(id, count)`` pairs, only ``xuong``)."""

    seat: int
    type: str
    card: str | None = None
    with_: str | None = None
    declared: tuple[tuple[str, int], ...] | None = None

    @property
    def key(self) -> tuple:
        """What identifies the move among the legal ones (``boc`` ignores the card drawn)."""
        return (self.seat, self.type, None if self.type == "boc" else self.card, self.with_)

    def to_dict(self) -> dict:
        """Record notation: ``{seat, event, card?, with?, declared?}`` (JSON-ready)."""
        d = {"seat": self.seat, "event": self.type, "card": self.card, "with": self.with_,
             "declared": None if self.declared is None else [{"id": i, "count": n} for i, n in self.declared]}
        return {k: v for k, v in d.items() if v is not None}

    @classmethod
    def from_dict(cls, d: Mapping) -> "Action":
        """Read :meth:`to_dict` notation (cards also as names); :class:`ChanError` names a missing or bad field."""
        if not isinstance(d, Mapping):
            raise ChanError("game.action.not_mapping")
        unknown = sorted(map(shown, set(d) - _KEYS))
        if unknown:
            raise ChanError("game.action.unknown_field", field=unknown[0], name=unknown[0], known=tuple(sorted(_KEYS)))
        seat = d.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise ChanError("game.action.bad_seat", value=shown_value(seat), field="seat")
        typ = d.get("event")
        if not isinstance(typ, str) or typ not in ACTION_TYPES:
            raise ChanError("game.action.unknown_event", value=shown_value(typ), known=ACTION_TYPES, field="event")
        card = d.get("card")
        if card is not None:
            card = _code(card, "card")
        elif typ in _CARD_TYPES:
            raise ChanError("game.action.no_card", move=action_name(typ), field="card")
        with_ = d.get("with")
        if typ == "an":
            if with_ is None:
                raise ChanError("game.action.no_with", field="with")
            with_ = _code(with_, "with")
        elif with_ is not None:
            raise ChanError("game.action.with_not_an", move=typ, field="with")
        declared = None
        if typ == "xuong":
            raw = d.get("declared")
            if not isinstance(raw, list):
                raise ChanError("game.action.no_declared", field="declared")
            out = []
            for i, item in enumerate(raw):
                if isinstance(item, str):
                    out.append((item, 1))
                elif isinstance(item, Mapping) and isinstance(item.get("id"), str):
                    n = item.get("count", 1)
                    if isinstance(n, bool) or not isinstance(n, int):
                        raise ChanError("game.action.bad_count", value=shown_value(n), field=f"declared[{i}].count")
                    out.append((item["id"], n))
                else:
                    raise ChanError("game.action.bad_declared", value=shown_value(item), field=f"declared[{i}]")
            declared = tuple(out)
        elif d.get("declared") is not None:
            raise ChanError("game.action.declared_not_xuong", field="declared")
        return cls(seat, typ, card, with_, declared)
