"""Game actions and their notation (seed 001 §IV "Đánh bài").

An :class:`Action` is one decision of one seat at the table. Types
(:data:`ACTION_TYPES`):

* ``danh`` — đánh ``card`` from hand into one's cửa chì;
* ``boc`` — bốc nọc; for the seat whose turn it is and who does not eat the
  card in its cửa trên (that card is declined). ``card`` is ``None`` when
  chosen and the card drawn once recorded;
* ``an`` — ăn the offered ``card`` with ``with_`` from hand (chắn when the same
  kind, cạ when the same number);
* ``duoi`` — dưới: the drawer does not eat the card he just drew, which goes
  on to the seat on his right;
* ``chiu`` — chíu the offered ``card`` with 3 alike in hand (any cửa, even out
  of turn);
* ``tra_cua`` — trả cửa: after a chíu out of turn, put ``card`` where the
  chíu'd card lay;
* ``u`` — ù on the offered ``card`` (``None`` for thiên ù: the cái's 20 dealt
  cards);
* ``bo`` — pass: decline to ù or chíu a card the engine asked about;
* ``xuong`` — the winner's xướng: ``declared`` is the ordered list of
  ``{id, count}`` (cước ids of SPEC).

Record notation (:meth:`Action.to_dict`): the field names of the ``action``
scenario history (``event``, ``card``, ``with``) plus ``seat`` (and
``declared`` for ``xuong``) — e.g. ``{"seat": 1, "event": "an", "card": "8V",
"with": "8S"}``. :meth:`Action.from_dict` reads it back and raises
:class:`~chan_core.errors.ChanError` naming the field.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError, shown
from chan_core.i18n import N_, _

ACTION_TYPES = ("danh", "boc", "an", "duoi", "chiu", "tra_cua", "u", "bo", "xuong")
ACTION_NAMES = {
    "danh": N_("đánh"), "boc": N_("bốc"), "an": N_("ăn"), "duoi": N_("dưới"), "chiu": N_("chíu"),
    "tra_cua": N_("trả cửa"), "u": N_("ù"), "bo": N_("bỏ qua"), "xuong": N_("xướng"),
}
"""Action type → its Vietnamese word (msgids: :func:`action_name` gives the current language's;
the game's verbs stay Vietnamese in English, «bỏ qua» is «pass»)."""


def action_name(typ: str) -> str:
    """``'bo'`` → ``'bỏ qua'`` (English ``'pass'``); an unknown type as it is."""
    return _(ACTION_NAMES[typ]) if typ in ACTION_NAMES else str(typ)

_CARD_TYPES = ("danh", "an", "duoi", "chiu", "tra_cua", "bo")
"""Types that always name a card."""
_KEYS = {"seat", "event", "card", "with", "declared"}


def _code(value: object, field: str) -> str:
    """A card code from a code or a Vietnamese name (:func:`chan_core.cards.parse_card`)."""
    if isinstance(value, str) and value in BY_CODE:
        return value
    from chan_core.cards import parse_card_value

    try:
        return parse_card_value(value).code
    except ChanError as e:
        raise e.with_context(field=field) from None


@dataclass(frozen=True, slots=True)
class Action:
    """One decision at the table: ``seat`` (0…n−1), ``type`` (:data:`ACTION_TYPES`),
    ``card`` (code or ``None``), ``with_`` (code, only for ``an``), ``declared``
    (tuple of ``(id, count)``, only for ``xuong``). ``repr()`` is a constructor."""

    seat: int
    type: str
    card: str | None = None
    with_: str | None = None
    declared: tuple[tuple[str, int], ...] | None = None

    def __repr__(self) -> str:
        parts = [repr(self.seat), repr(self.type)]
        if self.card is not None:
            parts.append(f"card={self.card!r}")
        if self.with_ is not None:
            parts.append(f"with_={self.with_!r}")
        if self.declared is not None:
            parts.append(f"declared={self.declared!r}")
        return f"Action({', '.join(parts)})"

    @property
    def key(self) -> tuple:
        """What identifies the move among the legal ones (``boc`` ignores the card drawn)."""
        return (self.seat, self.type, None if self.type == "boc" else self.card, self.with_)

    def to_dict(self) -> dict:
        """Record notation: ``{seat, event, card?, with?, declared?}`` (JSON-ready)."""
        d: dict = {"seat": self.seat, "event": self.type}
        if self.card is not None:
            d["card"] = self.card
        if self.with_ is not None:
            d["with"] = self.with_
        if self.declared is not None:
            d["declared"] = [{"id": i, "count": n} for i, n in self.declared]
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "Action":
        """Read :meth:`to_dict` notation (cards also as Vietnamese names).

        Raises :class:`ChanError` (field ``seat``, ``event``, ``card``,
        ``with``, ``declared``) on a missing or bad field.
        """
        if not isinstance(d, Mapping):
            raise ChanError(_("Mỗi nước đi phải có dạng {seat: …, event: …, card: …}."))
        unknown = sorted(map(shown, set(d) - _KEYS))
        if unknown:
            raise ChanError(_("Nước đi có trường lạ «{field}»; chỉ có {known}.").format(
                field=unknown[0], known=", ".join(sorted(_KEYS))), field=unknown[0])
        seat = d.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise ChanError(_("«seat» phải là số ghế từ 0 đến 3, không phải «{value}».").format(value=shown(seat)),
                            field="seat")
        typ = d.get("event")
        if not isinstance(typ, str) or typ not in ACTION_TYPES:
            raise ChanError(_("Nước đi «{value}» không có; chỉ có {known}.").format(
                value=shown(typ), known=", ".join(ACTION_TYPES)), field="event")
        card = d.get("card")
        if card is not None:
            card = _code(card, "card")
        elif typ in _CARD_TYPES:
            raise ChanError(_("Nước «{move}» thiếu «card».").format(move=action_name(typ)), field="card")
        with_ = d.get("with")
        if typ == "an":
            if with_ is None:
                raise ChanError(_("Nước «ăn» thiếu «with»: lấy quân nào trên tay để ăn?"), field="with")
            with_ = _code(with_, "with")
        elif with_ is not None:
            raise ChanError(_("Chỉ nước «an» mới có «with», không phải «{move}».").format(move=typ), field="with")
        declared = None
        if typ == "xuong":
            raw = d.get("declared")
            if not isinstance(raw, list):
                raise ChanError(_("Nước «xướng» cần «declared»: danh sách {id, count} theo thứ tự đã xướng."),
                                field="declared")
            out = []
            for i, item in enumerate(raw):
                if isinstance(item, str):
                    out.append((item, 1))
                elif isinstance(item, Mapping) and isinstance(item.get("id"), str):
                    n = item.get("count", 1)
                    if isinstance(n, bool) or not isinstance(n, int):
                        raise ChanError(_("Số lần phải là số nguyên, không phải «{value}».").format(value=shown(n)),
                                        field=f"declared[{i}].count")
                    out.append((item["id"], n))
                else:
                    raise ChanError(_("Không đọc được cước đã xướng «{value}».").format(value=shown(item)),
                                    field=f"declared[{i}]")
            declared = tuple(out)
        elif d.get("declared") is not None:
            raise ChanError(_("Chỉ nước «xuong» mới có «declared»."), field="declared")
        return cls(seat, typ, card, with_, declared)


__all__ = ["ACTION_TYPES", "ACTION_NAMES", "Action", "action_name"]
