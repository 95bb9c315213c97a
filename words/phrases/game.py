"""Sentences of the practice-table game (:mod:`chan_core.game`): the log lines of a hand, the
seat names, the moves' words and the refusals of a move, a state or a record."""
from __future__ import annotations

from chan_core.cards import BY_CODE
from words.cards import gloss_cards
from words.i18n import N_, WORDS

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


TEMPLATES = {
    # seats, from the viewer's place (describe.seat_label) and in an error (flow)
    "game.seat.you": N_("Bạn"),
    "game.seat.right": N_("Bên phải"),
    "game.seat.opposite": N_("Đối diện"),
    "game.seat.left": N_("Bên trái"),
    "game.seat.number": N_("ghế {seat}"),
    # the moves' words (actions.action_name)
    "game.move.danh": N_("đánh"),
    "game.move.boc": N_("bốc"),
    "game.move.an": N_("ăn"),
    "game.move.duoi": N_("dưới"),
    "game.move.chiu": N_("chíu"),
    "game.move.tra_cua": N_("trả cửa"),
    "game.move.u": N_("ù"),
    "game.move.bo": N_("bỏ qua"),
    "game.move.xuong": N_("xướng"),
    "game.none": N_("không có"),
    "game.hoa.summary": N_("Hết nọc mà không ai ù: ván hòa, không ai mất tiền."),
    # refusals: a move (actions, flow)
    "game.action.bad_seat": N_("«seat» phải là số ghế từ 0 đến 3, không phải «{value}»."),
    "game.action.unknown_event": N_("Nước đi «{value}» không có; chỉ có {known}."),
    "game.action.no_card": N_("Nước «{move}» thiếu «card»."),
    "game.action.no_with": N_("Nước «ăn» thiếu «with»: lấy quân nào trên tay để ăn?"),
    "game.action.with_not_an": N_("Chỉ nước «an» mới có «with», không phải «{move}»."),
    "game.action.bad_count": N_("Số lần phải là số nguyên, không phải «{value}»."),
    "game.action.bad_declared": N_("Không đọc được cước đã xướng «{value}»."),
    "game.action.declared_not_xuong": N_("Chỉ nước «xuong» mới có «declared»."),
    "game.action.not_action": N_("Nước đi phải là một Action."),
    "game.over": N_("Ván đã kết thúc; không còn nước đi nào."),
    "game.not_turn": N_("Chưa đến lượt {seat}: đang chờ {actor}."),
    "game.xuong.before_u": N_("Chỉ xướng sau khi ù."),
    "game.boc.wrong_card": N_("Quân bốc lên phải là «{expected}», không phải «{card}»."),
    "game.move.illegal": N_("Lúc này {seat} không thể {move}; chỉ có thể: {moves}."),
    "game.replay.mismatch": N_("Trạng thái ván không khớp với các nước đã ghi: không phát lại được."),
    # refusals: the table, a deal, a state, a record (describe, state, record, bots, selfplay)
    "game.players.range": N_("Số người chơi phải từ 2 đến 4, không phải {n}."),
    "game.viewer.range": N_("Ghế phải từ 0 đến {last}, không phải «{value}»."),
    "game.state.not_mapping": N_("Trạng thái ván phải là một bảng (dict)."),
    "game.deal.fixed_fields": N_("Ván chia sẵn cần «dealt» (bài từng ghế), «noc» và «cai»."),
    "game.deal.cai_range": N_("«cai» phải là ghế từ 0 đến {last}, không phải «{value}»."),
    "game.deal.dealt_seats": N_("«dealt» phải có bài của đúng {n} ghế."),
    "game.deal.not_list": N_("Cần một danh sách quân bài."),
    "game.deal.seat_cards": N_("Ghế {seat} phải có {want} lá, ở đây có {n}."),
    "game.deal.not_100": N_("Bài chia, nọc và phần để riêng phải đủ đúng 100 lá, mỗi quân 4 lá."),
    "game.seed.not_int": N_("«seed» phải là một số nguyên, không phải «{value}»."),
    "game.thong.range": N_("Ghế được thông phải từ 0 đến {last}, không phải «{value}»."),
    "game.record.not_mapping": N_("Bản ghi ván phải là một bảng (dict)."),
    "game.record.events_list": N_("«events» phải là một danh sách nước đi."),
    "game.history.not_game": N_("Cần một ván (GameState) hoặc một bản ghi ván (GameRecord)."),
    "game.history.seat_range": N_("Ghế phải từ 0 đến {last}, không phải {value}."),
    "game.bots.unknown": N_("Không có loại máy «{name}»; chỉ có: {known}."),
    "game.bots.count": N_("Cần 1 hoặc {players} loại máy, không phải {n}."),
}


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
