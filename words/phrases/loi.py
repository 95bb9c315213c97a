"""Sentences of the lỗi engine's findings (:mod:`chan_core.loi`): what a move commits
(``loi.<n>.committed`` …, the cards of the case), the finding as one sentence with its
penalty (``loi.finding``), a fault's title (``loi.title``), the names of the three kinds of ù
láo (``loi.name.*``) and the refusals of an unknown lỗi.

The lỗi names of ``rules/loi.yaml`` are the game's words: they stay Vietnamese in English,
and English glosses each card on first mention of a whole sentence (:func:`words.gloss_cards`).
The why-not clauses are in :mod:`words.phrases.loi_why`."""
from __future__ import annotations

from words.cards import gloss_cards
from words.i18n import DEFAULT_LANGUAGE, N_, WORDS, current_language
from words.phrases import tables
from words.phrases.loi_moves import T, dashed, or_list

_SEMI = {"why": "; "}


def _name(code, say) -> str:
    from chan_core.loi import fault_name

    return say(fault_name(code))


def _title(fact, say) -> str:
    """``'lỗi 3 «Ăn chọn cạ»'`` / ``'«Bỏ ù»'``."""
    code = fact["code"]
    if isinstance(code, int):
        return WORDS.gettext(N_("lỗi {number} «{name}»")).format(number=code, name=_name(code, say))
    return f"«{_name(code, say)}»"


def _finding(fact, say) -> str:
    """``'Lỗi 1 «Ăn treo tranh»: … — hình phạt: Nghỉ ăn tiền.'`` (English: the penalty class
    glossed with its ``gloss_en`` from ``rules/loi.yaml``, each card on first mention)."""
    from chan_core.rules import load_rules

    code, pid = fact["code"], fact.get("penalty")
    pen = load_rules().penalty_class(pid).name if pid else ""
    gloss = load_rules().penalty_class(pid).gloss_en if pid else ""
    if pen and gloss and current_language() != DEFAULT_LANGUAGE:
        pen = WORDS.gettext(N_("{penalty} ({gloss})")).format(penalty=pen, gloss=gloss)
    detail = say(fact["detail"])
    if isinstance(code, int):
        text = WORDS.gettext(N_("Lỗi {number} «{name}»: {detail} — hình phạt: {penalty}.")).format(
            number=code, name=_name(code, say), detail=detail, penalty=pen)
    else:
        text = WORDS.gettext(N_("«{name}»: {detail} — hình phạt: {penalty}.")).format(
            name=_name(code, say), detail=detail, penalty=pen)
    return gloss_cards(text)


_S = tables(__name__)
TEMPLATES = _S["TEMPLATES"]

RENDERERS = {
    "loi.title": _title,
    "loi.finding": _finding,
    # what the move commits: the cards of the case (one per detector, chan_core/loi/*.py)
    "loi.0.committed": T(N_("bạn đặt {card} (quân ăn được) lên trên {with_card} (quân trên tay)")),
    "loi.1.committed": T(N_("trên tay có {card} để ăn chắn mà bạn lại lấy {with_card} ăn cạ {card}")),
    "loi.2.committed": T(N_("trên tay có 3 lá {card}, chíu được mà bạn lại ăn thường {card}")),
    "loi.3.committed": T(N_("{with_card} nằm trong cạ {a} – {b} sẵn có mà bạn lấy nó ăn cạ {card}")),
    "loi.4.committed": T(N_("bài đang chờ ù {waits} mà bạn lấy quân chờ {with_card} ăn cạ {card}"),
                         joins={"waits": or_list}),
    "loi.5.committed": T(N_("{with_card} nằm trong chắn sẵn có mà bạn tách nó ra ăn cạ {card}")),
    "loi.6.committed": T(N_("trước đã bỏ không ăn {card}, giờ lại ăn chắn {card}")),
    "loi.6.chiu": T(N_("trước đã bỏ không ăn {card}, giờ lại chíu {card}")),
    "loi.7.committed": T(N_("trước đã bỏ không ăn chắn {with_card}, giờ lại lấy {with_card} ăn cạ {card}")),
    "loi.8.committed": T(N_("trước đã bỏ không ăn cạ {declined} (có {with_card} trên tay), giờ lại lấy {with_card} "
                            "ăn cạ {card}")),
    "loi.9.committed": T(N_("trước đã bỏ không ăn {card}, giờ lại đánh {card} đi")),
    "loi.10.committed": T(N_("đã đánh cả cạ [{a}, {b}] mà giờ lại lấy {with_card} ăn cạ {card}")),
    "loi.11.committed": T(N_("đã đánh {discarded}, giờ lại dùng {with_card} cùng hàng để ăn cạ {card}")),
    "loi.12.committed": T(N_("đã đánh {card} đi, giờ lại ăn {card}")),
    "loi.13.committed": T(N_("đã đánh {card}, giờ lại đánh thêm một {card} nữa (đánh cả đôi chắn)")),
    "loi.14.committed": T(N_("đã ăn {card}, giờ lại đánh {card} đi")),
    "loi.15.committed": T(N_("đã ăn cạ {meld}, giờ lại ăn chắn {card} cùng hàng"), joins={"meld": dashed}),
    "loi.15.chiu": T(N_("đã ăn cạ {meld}, giờ lại chíu {card} cùng hàng"), joins={"meld": dashed}),
    "loi.16.committed": T(N_("đã ăn cạ {meld}, giờ lại đánh {card} sau khi đã đánh {discarded} — đánh cả một cạ"),
                          joins={"meld": dashed}),
    "loi.17.committed": T(N_("đã ăn cạ {meld}, giờ lại đánh {card} cùng hàng"), joins={"meld": dashed}),
    # bỏ ù and the false ù (chan_core/loi/u.py, chan_core/loi/base.py u_check)
    "loi.bo_u.chiu_u": T(N_("20 lá sau khi chíu {card} đã tròn bài ({chan} chắn, {ca} cạ), chíu ù được mà bạn lại "
                            "{move}")),
    "loi.bo_u.committed": T(N_("{card} ({offer}) ù được mà bạn lại {move}")),
    "loi.bo_u.after": T(N_("trước đó {detail}, giờ mới ù {card}")),
    "loi.u_lao.incomplete": T(N_("thêm {card}, bài vẫn chưa tròn ({why})"), seps=_SEMI),
    "loi.u_lao.held": T(N_("20 lá đang giữ chưa ù được ({why})"), seps=_SEMI),
    "loi.u_chi_chi.committed": T(N_("{card} chỉ được ù khi chờ bạch thủ chi (5 chắn, 4 cạ, què chi chi)")),
    "loi.u_khong_duoc.committed": T(N_("{card} là quân {offer}, không phải quân bốc từ nọc, và không phải chíu ù")),
}
