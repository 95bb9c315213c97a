"""Sentences of the practice-table game (:mod:`chan_core.game`): the log lines of a hand, the
seat names, the moves' words and the refusals of a move, a state or a record."""
from __future__ import annotations

from chan_core.cards import BY_CODE
from words.cards import gloss_cards
from words.i18n import N_, WORDS
from words.phrases import tables

CARD_PARAMS = ("card", "with_card")
"""Parameters that hold a card: a :class:`~chan_core.cards.Kind`, or its code once read back
from JSON (both are named in words)."""


def word(value, say) -> str:
    """A card parameter in words: a Kind or a card code (``'9V'`` → ``'cửu vạn'``); ``''`` for none."""
    if isinstance(value, str) and value in BY_CODE:
        return BY_CODE[value].word
    return say(value)


def _filled(msgid: str, fact, say, rename: dict | None = None) -> str:
    vals = {k: (word(v, say) if k in CARD_PARAMS else say(v) if not isinstance(v, (str, int)) else v)
            for k, v in fact}
    for new, old in (rename or {}).items():
        vals[new] = vals.get(old, "")
    return WORDS.gettext(msgid).format(**vals)


def glossed(msgid: str):
    """A renderer: ``msgid`` filled (cards in words), each card read out on its first mention
    in English (:func:`words.cards.gloss_cards`)."""
    return lambda fact, say: gloss_cards(_filled(msgid, fact, say))


def named(msgid: str, **rename: str):
    """A renderer: ``msgid`` filled, its placeholders named otherwise than the fact's parameters
    (``field`` is the error's own attribute: the parameter is ``name``)."""
    return lambda fact, say: _filled(msgid, fact, say, rename)


def plain(msgid: str):
    """A renderer: ``msgid`` as it is (its braces are text, not placeholders)."""
    return lambda fact, say: WORDS.gettext(msgid)


_S = tables(__name__)
TEMPLATES = _S["TEMPLATES"]


def _move_card(fact, say) -> str:
    """A move with its card: ``'ăn bát vạn'``, ``'bốc'`` (none)."""
    return f"{say(fact['move'])} {word(fact.get('card'), say)}".strip()


def _other_event(fact, say) -> str:
    return gloss_cards(f"{say(fact['who'])} {fact['event']} {word(fact.get('card'), say)}".strip() + ".")


RENDERERS = {
    "game.deal.too_many": named(N_("Có {n} lá {card}, nhưng mỗi quân chỉ có 4 lá.")),
    # the log lines of a hand (describe.describe): cards read out in English on first mention
    "game.event.danh": glossed(N_("{who} đánh {card}.")),
    "game.event.boc": glossed(N_("{who} bốc {card}.")),
    "game.event.boc_empty": glossed(N_("{who} phải bốc nhưng nọc đã hết: ván hòa.")),
    "game.event.an_chan": glossed(N_("{who} ăn chắn {card} bằng {with_card}.")),
    "game.event.an_ca": glossed(N_("{who} ăn cạ {card} bằng {with_card}.")),
    "game.event.duoi": glossed(N_("{who} dưới {card} (không ăn).")),
    "game.event.chiu": glossed(N_("{who} chíu {card}.")),
    "game.event.tra_cua": glossed(N_("{who} trả cửa {card}.")),
    "game.event.u": glossed(N_("{who} ù {card}!")),
    "game.event.thien_u": glossed(N_("{who} ù ngay khi lên bài (thiên ù)!")),
    "game.event.bo": glossed(N_("{who} bỏ qua {card} (không ù, không chíu).")),
    "game.event.xuong": glossed(N_("{who} xướng: «{words}».")),
    "game.event.other": _other_event,
    "game.move.card": _move_card,
    "game.bo_u.then_u": named(N_("trước đó {before}, giờ mới ù {card}")),
    # messages whose braces are text
    "game.action.not_mapping": plain(N_("Mỗi nước đi phải có dạng {seat: …, event: …, card: …}.")),
    "game.action.no_declared": plain(N_("Nước «xướng» cần «declared»: danh sách {id, count} theo thứ tự đã xướng.")),
    # messages naming a field (the error's own attribute: the parameter is «name»)
    "game.action.unknown_field": named(N_("Nước đi có trường lạ «{field}»; chỉ có {known}."), field="name"),
    "game.state.unknown_field": named(N_("Trạng thái ván có trường lạ «{field}»."), field="name"),
    "game.state.missing_field": named(N_("Trạng thái ván thiếu trường «{field}»."), field="name"),
    "game.record.missing": named(N_("Bản ghi ván thiếu «{field}»."), field="name"),
    "game.record.deal_mismatch": named(N_("«{field}» của bản ghi không khớp với ván chia từ seed {seed}."),
                                       field="name"),
}
