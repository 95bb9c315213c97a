"""Sentences of why a move does NOT commit a lỗi (:func:`chan_core.loi.why_not`): the clause
of each unit's explainer (``loi.<n>.not…``, lower case, no final stop), the clauses they
share (``loi.why.*``: where a card lies in the layout, what was declined, discarded, eaten …)
and the sentence around them (``loi.why_not``: «Không phạm lỗi 3 «Ăn chọn cạ»: ….», English
glossing each card on first mention)."""
from __future__ import annotations

from words.cards import gloss_cards
from words.i18n import N_, WORDS
from words.phrases import tables
from words.phrases.loi import _name
from words.phrases.loi_moves import T, as_kind, dashed, melds_list, or_list

_S = tables(__name__)
NUMBER_WORDS = _S["number_words"]
"""Counts 0–4 in words."""

MOVE_CLASSES = _S["move_classes"]
"""The kinds of move a fault is about (:data:`chan_core.loi.APPLIES`)."""

_SEMI = {"why": "; "}


def _why_not(fact, say) -> str:
    code = fact["code"]
    if isinstance(code, int):
        text = WORDS.gettext(N_("Không phạm lỗi {number} «{name}»: {reason}.")).format(
            number=code, name=_name(code, say), reason=say(fact["reason"]))
    else:
        text = WORDS.gettext(N_("Không phạm «{name}»: {reason}.")).format(name=_name(code, say),
                                                                          reason=say(fact["reason"]))
    return gloss_cards(text)


def _not_applicable(fact, say) -> str:
    return WORDS.gettext(N_("lỗi này chỉ xét khi {moves}; nước của bạn là «{move}»")).format(
        moves=WORDS.gettext(MOVE_CLASSES[fact["moves"]]), move=say(fact["move"]))


def _n_cards(fact, say) -> str:
    """``'hai cửu văn'``."""
    n, k = fact["n"], as_kind(fact["card"])
    return f"{WORDS.gettext(NUMBER_WORDS[n]) if n in NUMBER_WORDS else str(n)} {k.word}"


def _in_hand(fact, say) -> str:
    n, k = fact["n"], as_kind(fact["card"])
    if n == 0:
        return WORDS.gettext(N_("trên tay không có {card} nào")).format(card=k.word)
    return WORDS.gettext(N_("trên tay có {cards}")).format(cards=_n_cards(fact, say))


def _other_faults(fact, say) -> str:
    return WORDS.gettext(N_("{facts}, nên không phải hô ù khi chưa tròn bài; lỗi ở đây là {faults}")).format(
        facts=say(fact["facts"]), faults=WORDS.gettext(N_(" và ")).join(say(x) for x in fact["faults"]))


TEMPLATES = _S["TEMPLATES"]

RENDERERS = {
    "loi.why_not": _why_not,
    "loi.why.not_applicable": _not_applicable,
    # clauses the units share (chan_core/loi/base.py)
    "loi.why.in_hand": _in_hand,
    "loi.why.n_cards": _n_cards,
    "loi.why.in_chan": T(N_("nằm trong chắn {card}")),
    "loi.why.in_ca": T(N_("nằm trong cạ {a} – {b}")),
    "loi.why.in_ba_dau": T(N_("nằm trong ba đầu {cards} (ba đầu không phải cạ)"), joins={"cards": dashed}),
    "loi.why.declined": T(N_("; các quân bạn đã bỏ không ăn: {cards}")),
    "loi.why.discarded": T(N_("; các quân bạn đã đánh: {cards}")),
    "loi.why.taken": T(N_("; các quân bạn đã ăn: {cards}")),
    "loi.why.ca_other_number": T(N_("các cạ bạn đã ăn ({melds}) không cùng số với {card}"),
                                 joins={"melds": melds_list}),
    "loi.why.no_ca_eaten": T(N_("bạn chưa ăn cạ nào, nên đánh {card} không vướng cạ đã ăn")),
    # lỗi 0 (chan_core/loi/trai_vi.py)
    "loi.0.not": T(N_("bạn đặt {card} (quân ăn được) ở dưới, {with_card} (quân trên tay) lên trên: đúng cách, không "
                      "trái vỉ")),
    # group A (chan_core/loi/tren_tay.py)
    "loi.1.not": T(N_("{in_hand}, nên không ăn chắn {card} được; lấy {with_card} ăn cạ là đúng, không phải treo "
                      "tranh")),
    "loi.2.not": T(N_("{in_hand}, cần đủ ba quân giống hệt mới chíu được, nên ăn thường không phạm lỗi")),
    "loi.3.not_treo_tranh": T(N_("cạ {a} – {b} trên tay có sẵn {card}: lấy quân của cạ ấy ăn cạ {card} là ăn treo "
                                 "tranh (lỗi 1), không tính là ăn chọn cạ")),
    "loi.3.not_loose": T(N_("{cards} trên tay là chắn, nên {with_card} không thành cạ với chúng mà là quân lẻ; lấy "
                            "quân lẻ ấy ăn cạ {card} thì không phải ăn chọn cạ")),
    "loi.3.not_loi5": T(N_("theo cách xếp bài (nhiều chắn nhất), {with_card} {where}, không nằm trong cạ nào sẵn có — "
                           "lấy quân trong chắn ra ăn cạ là lỗi 5 «Chắn cấu cạ», không phải lỗi 3")),
    "loi.3.not": T(N_("theo cách xếp bài (nhiều chắn nhất), {with_card} {where}, không nằm trong cạ nào sẵn có")),
    "loi.4.not_waiting_why": T(N_("bài chưa chờ ù quân nào ({why}), nên {with_card} không phải «quân chờ»")),
    "loi.4.not_waiting": T(N_("bài chưa chờ ù quân nào, nên {with_card} không phải «quân chờ»")),
    "loi.4.not_treo_tranh": T(N_("{in_hand} mà bạn lấy {with_card} ăn cạ: đó là ăn treo tranh (lỗi 1); khi đang chờ "
                                 "ù mà ăn treo tranh thì tính lỗi 1, không tính thêm lỗi 4")),
    "loi.4.not_bo_u": T(N_("{card} ù được: không ù mà ăn là bỏ ù, không tính lỗi 4")),
    "loi.4.not": T(N_("bài đang chờ ù {waits}, nhưng {with_card} {where}, không phải quân chờ, nên lấy nó ăn cạ không "
                      "chuyển chờ"), joins={"waits": or_list}),
    "loi.5.not_odd": T(N_("trên tay có ba {with_card}: hai quân là chắn, quân thứ ba lẻ; lấy quân lẻ ấy ăn cạ {card} "
                          "thì không cấu chắn")),
    "loi.5.not_single": T(N_("trên tay chỉ có một {with_card}, nó không nằm trong chắn nào")),
    # group B (chan_core/loi/da_bo.py)
    "loi.6.not_bo_ca": T(N_("trước đó bạn bỏ không ăn {declined} — đó là bỏ cạ, không phải bỏ chắn {card}; bỏ cạ rồi "
                            "ăn chắn thì được")),
    "loi.6.not": T(N_("trước đó bạn chưa bỏ không ăn {card} lần nào")),
    "loi.7.not": T(N_("trước đó bạn chưa bỏ không ăn {with_card}, nên {with_card} không phải quân đã bỏ chắn")),
    "loi.8.not": T(N_("trước đó bạn chưa bỏ không ăn quân nào cùng số với {with_card} (khác {with_card}), nên chưa bỏ "
                      "cạ nào của nó")),
    "loi.9.not": T(N_("trước đó bạn chưa bỏ không ăn {card}")),
    # group C (chan_core/loi/da_danh.py)
    "loi.10.not": T(N_("bạn chưa đánh cả một cạ nào (hai quân cùng số khác chất), nên còn được ăn cạ {card}")),
    "loi.11.not_none": T(N_("bạn chưa đánh quân nào, nên chưa đánh quân nào cùng số với {with_card}")),
    "loi.11.not": T(N_("bạn chưa đánh quân nào cùng số với {with_card}")),
    "loi.12.not_none": T(N_("bạn chưa đánh quân nào, nên chưa đánh {card} lần nào")),
    "loi.12.not": T(N_("bạn chưa đánh {card} lần nào")),
    "loi.13.not_none": T(N_("bạn chưa đánh quân nào, đây là {card} đầu tiên bạn đánh")),
    "loi.13.not": T(N_("bạn chưa đánh {card} lần nào, đây là {card} đầu tiên bạn đánh")),
    # group D (chan_core/loi/da_an.py)
    "loi.14.not": T(N_("bạn chưa ăn {card}")),
    "loi.15.not_no_ca": T(N_("bạn chưa ăn cạ nào, nên {move} không vướng cạ đã ăn")),
    "loi.16.not_first": T(N_("bạn chưa đánh quân nào trước {card}, nên đánh {card} không thành đánh cả một cạ")),
    "loi.16.not": T(N_("bạn chưa đánh quân nào cùng số với {card} mà khác {card}, nên đánh {card} không thành đánh cả "
                       "một cạ")),
    # bỏ ù and the false ù (chan_core/loi/u.py)
    "loi.why.not_a_win": T(N_("thêm {card} không thành bài ù được ({error})")),
    "loi.why.complete": T(N_("thêm {card} bài tròn ({chan} chắn, {ca} cạ)")),
    "loi.why.incomplete": T(N_("thêm {card} vẫn chưa ù được: {why}"), seps=_SEMI),
    "loi.bo_u.not_held": T(N_("20 lá đang giữ chưa tròn bài ({why}), nên không có ù nào để bỏ"), seps=_SEMI),
    "loi.bo_u.not_allowed": T(N_("{card} không ù được — {facts}, nhưng {card} là quân {offer}, không được ù — nên "
                                 "không ù nó thì không phải bỏ ù")),
    "loi.bo_u.not": T(N_("{card} không ù được — {facts} — nên không ù nó thì không phải bỏ ù")),
    "loi.u_lao.not_other": _other_faults,
    "loi.u_khong_duoc.not_boc": T(N_("{card} là quân {offer} từ nọc: quân bốc từ nọc thì được ù")),
    "loi.u_khong_duoc.not_chiu_u": T(N_("trên tay có ba {card}: chíu ù thì được ù quân từ bất cứ nguồn nào")),
    "loi.u_khong_duoc.not_lao": T(N_("thêm {card} bài chưa tròn, nên lỗi ở đây là ù láo (chưa ù mà hô ù), không xét "
                                     "nguồn quân")),
    "loi.u_chi_chi.not_chi_chi": T(N_("quân ù là {card}, không phải chi chi")),
}
