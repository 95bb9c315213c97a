"""Sentences of cước detection (:mod:`chan_core.cuoc`): why a win has each cước
(``cuoc.found.*``), what the replacement rules dropped (``cuoc.replaced.*``) and why a win
does not have one (``cuoc.need`` with its ``cuoc.req.*`` and ``cuoc.hand.*`` clauses,
``cuoc.why_not.*``).

Cước and card names stay Vietnamese in every language (the game's words); in English each
card is followed by its English reading on its first mention in the sentence
(:func:`words.cards.gloss_cards`, after taking out the readings of clauses already said).
Seed 001 §V.
"""
from __future__ import annotations

import re

from chan_core.cards import KINDS
from words.cards import counted, gloss_cards, reading
from words.i18n import DEFAULT_LANGUAGE, N_, NP_, WORDS, current_language

_T = {
    # ---- found: why the win has the cước
    "cuoc.found.chiu_u": N_("Trên tay có ba quân {card}, quân ù {card} là quân thứ tư: chíu mà tròn bài, ù luôn."),
    "cuoc.found.u_bon": N_("Đã ăn chắn {card}, còn một {card} trên tay; quân ù {card} lẽ ra ăn bòn được "
                           "nhưng tròn bài, ù luôn."),
    "cuoc.found.thong": N_("Ván trước mình ù và xướng đúng, ván này lại ù (bối cảnh «thông»)."),
    "cuoc.found.chi_tra_cua": N_("Người khác chíu rồi trả cửa quân {card} vào cửa chì của mình, mình chíu ù."),
    "cuoc.found.chi": N_("Quân ù {card} do chính mình bốc từ nọc, nằm ở cửa chì của mình."),
    "cuoc.found.thien_u": N_("Người có cái, 20 quân được chia đã tròn bài, ù luôn."),
    "cuoc.found.dia_u": N_("Ù khi chưa qua cửa chì của mình (bối cảnh «địa ù»)."),
    "cuoc.found.pha_thien": N_("Lên bài không có chắn nào mà vẫn ù (bối cảnh «phá thiên»)."),
    "cuoc.found.pha_thien_dealt": N_("Bài được chia không có chắn nào (mọi quân đều lẻ) mà vẫn ù."),
    "cuoc.found.tam_do": N_("Đúng 8 quân đỏ: {cards}."),
    "cuoc.found.kinh_tu_chi": N_("Có đủ 4 quân chi chi và không có quân đỏ nào khác."),
    "cuoc.found.hoa_roi_cua_phat": N_("Dưới chiếu có ngũ vạn (ngôi chùa) đã ăn/chíu, chì bạch thủ nhị vạn "
                                      "(hoa đào)."),
    "cuoc.found.tieu_dong_hai_hoa": N_("Dưới chiếu có bát văn (đồng tử) đã ăn/chíu, chì bạch thủ nhị vạn "
                                       "(hoa)."),
    "cuoc.found.ca_loi_san_dinh": N_("Dưới chiếu có ngũ vạn (sân đình) đã ăn/chíu, chì bạch thủ bát vạn "
                                     "(con cá)."),
    "cuoc.found.ca_nhay_dau_thuyen": N_("Dưới chiếu có ngũ sách (thuyền) đã ăn/chíu, chì bạch thủ bát vạn "
                                        "(con cá)."),
    "cuoc.found.ngu_ong_bat_ca": N_("Trên tay có hai chi chi (ông) và hai ngũ sách (thuyền), chì bạch thủ bát vạn "
                                    "(con cá)."),
    "cuoc.found.nha_lau_xe_hoi_hoa_roi_cua_phat": N_(
        "Có sẵn trên tay chắn ngũ vạn (nhà lầu) và chắn tứ vạn (xe hơi), chì bạch thủ nhị vạn (hoa đào)."),
    "cuoc.found.thap_thanh": N_("Bài ù có 10 chắn."),
    "cuoc.found.bach_thu_thien_u": N_("Thiên ù với đúng 6 chắn 4 cạ."),
    "cuoc.found.bach_thu": N_("Trước khi ù bài có 5 chắn, 4 cạ, không ba đầu, què một quân {card}; quân ù {card} "
                              "thành chắn thứ 6."),
    "cuoc.found.xuong": N_("Bài ù không có cước nào: ù xuông."),
    "cuoc.xuong_not_allowed": N_("Làng không cho ù xuông, mà bài ù không có cước nào (001 §V mục 1)."),
    # ---- replaced
    "cuoc.replaced.by_picture": N_("{name} không hô riêng: đã có cước {picture} thay chì + bạch thủ."),
    "cuoc.replaced.other_picture": N_("{name} cũng thỏa, nhưng chỉ tính một cước hoa/cá/nhà: lấy {picture} (có lợi "
                                      "nhất cho người ù; bằng điểm thì theo thứ tự của seed 001)."),
    # ---- requirements (what the cước needs)
    "cuoc.req.chiu_u": N_("ba quân giống hệt nhau trên tay và quân ù là quân thứ tư, chíu mà tròn bài"),
    "cuoc.req.u_bon": N_("đã ăn chắn một quân dưới chiếu, còn một quân ấy trên tay, và quân ù là quân thứ tư"),
    "cuoc.req.chiu": N_("đã chíu trong ván (có bộ bốn quân chíu nằm dưới chiếu)"),
    "cuoc.req.bon": N_("ăn chắn hai lần cùng một quân (hai bộ ăn chắn giống nhau dưới chiếu)"),
    "cuoc.req.thien_khai": N_("bốn quân giống hệt nhau có sẵn trên tay (quân được chia)"),
    "cuoc.req.thong": N_("ván trước chính mình ù và xướng đúng, ván này lại ù"),
    "cuoc.req.chi": N_("quân ù do chính mình bốc từ nọc (nằm ở cửa chì của mình), hoặc được trả cửa vào "
                       "cửa chì của mình rồi chíu ù"),
    "cuoc.req.thien_u": N_("người có cái ù ngay trên 20 lá được chia, trước khi đánh quân nào"),
    "cuoc.req.dia_u_after_deal": N_("ù trên một quân đến sau khi chia bài, khi lượt chưa qua cửa chì của mình"),
    "cuoc.req.dia_u": N_("ù khi lượt chưa qua cửa chì của mình lần nào"),
    "cuoc.req.pha_thien": N_("bài lúc được chia không có chắn nào (mọi quân đều lẻ) mà vẫn ù"),
    "cuoc.req.tam_do": N_("đúng 8 quân đỏ trong 20 lá"),
    "cuoc.req.kinh_tu_chi": N_("đủ 4 quân chi chi và không có quân đỏ nào khác"),
    "cuoc.req.thap_thanh": N_("cả 10 bộ của bài ù đều là chắn"),
    "cuoc.req.bach_thu": N_("đúng 5 chắn 4 cạ và 1 què trước quân ù (dưới chiếu tính cả), quân ù là quân thứ hai "
                            "của què"),
    "cuoc.req.bach_thu_not_chi": N_("đúng 5 chắn 4 cạ và 1 què trước quân ù (dưới chiếu tính cả), quân ù là quân "
                                    "thứ hai của què, và què không phải chi chi"),
    "cuoc.req.bach_thu_chi": N_("đúng 5 chắn 4 cạ và 1 què chi chi trước quân ù (dưới chiếu tính cả), quân ù là "
                                "chi chi"),
    # ---- facts of the hand (predicates of «bài này»)
    "cuoc.hand.in_hand_none": N_("trên tay không có {card} nào"),
    "cuoc.hand.in_hand": N_("trên tay có {count} {card}"),
    "cuoc.hand.thien_u_no_card": N_("là thiên ù, không có quân ù"),
    "cuoc.hand.win_card_and": N_("có {win_card}, mà {in_hand}"),
    "cuoc.hand.u_bon_not_eaten": N_("có quân ù {card} nhưng dưới chiếu không có chắn {card} đã ăn"),
    "cuoc.hand.u_bon_in_hand": N_("đã ăn chắn {card}, quân ù là {card}, nhưng {in_hand} (cần đúng một)"),
    "cuoc.hand.no_chiu": N_("dưới chiếu không có bộ chíu nào"),
    "cuoc.hand.chiu_u_not_chiu": N_("{fact} — chíu ù {card} là kiểu ù, không tính là «có chíu»"),
    "cuoc.hand.nothing_eaten": N_("dưới chiếu không có chắn nào đã ăn"),
    "cuoc.hand.eaten_once": N_("dưới chiếu có chắn đã ăn {cards}, mỗi quân chỉ ăn một lần"),
    "cuoc.hand.u_bon_not_bon": N_("{fact} — ù bòn {card} là kiểu ù, không tính là «có bòn»"),
    "cuoc.hand.no_cards_dealt": N_("trong 20 lá được chia không còn quân nào"),
    "cuoc.hand.no_cards": N_("trên tay không còn quân nào"),
    "cuoc.hand.chiu_u_not_thien_khai": N_("ba {card} trên tay cộng quân ù là chíu ù, không phải thiên khai"),
    "cuoc.hand.chiu_not_thien_khai": N_("bốn {cards} dưới chiếu là chíu, không phải thiên khai"),
    "cuoc.hand.no_thong": N_("không có bối cảnh đó (ván trước không phải mình ù, hoặc ù mà xướng sai)"),
    "cuoc.hand.thien_u_no_chi": N_("là thiên ù: ù ngay trên 20 lá được chia, không có quân ù nào vào cửa chì"),
    "cuoc.hand.tra_cua_not_chiu_u": N_("có quân ù {card} trả cửa vào cửa chì của mình nhưng không phải chíu ù"),
    "cuoc.hand.not_in_cua_chi": N_("có {win_card}, không nằm ở cửa chì của mình"),
    "cuoc.hand.not_at_deal": N_("không ù ngay lúc lên bài: {win_card}"),
    "cuoc.hand.is_thien_u": N_("là thiên ù, ù ngay trên 20 lá được chia"),
    "cuoc.hand.no_dia_u": N_("không có bối cảnh đó (lượt đã qua cửa chì của mình rồi mới ù)"),
    "cuoc.hand.chan_in_hand": N_("trên tay còn chắn {cards} — quân trên tay là quân được chia từ đầu, nên lúc chia "
                                 "bài đã có chắn"),
    "cuoc.hand.no_pha_thien": N_("không có bối cảnh đó (không biết lúc chia bài không có chắn nào)"),
    "cuoc.hand.no_red": N_("không có quân đỏ nào"),
    "cuoc.hand.no_chi_chi": N_("không có chi chi nào"),
    "cuoc.hand.chi_chi_only": N_("chỉ có {n} chi chi"),
    "cuoc.hand.no_chi": N_("không có chì: {why}"),
    "cuoc.hand.is_bach_thu_chi": N_("là bạch thủ chi (ù chi chi), không phải bạch thủ"),
    "cuoc.hand.not_bach_thu": N_("không phải bạch thủ: {why}"),
    "cuoc.hand.no_win_card": N_("không có quân ù {card}"),
    "cuoc.hand.other_win_card": N_("quân ù là {card}, không phải {want}"),
    "cuoc.hand.mat_only_ca": N_("dưới chiếu chỉ có {card} trong một cạ đã ăn (cạ không tính, phải ăn chắn hoặc chíu "
                                "{card})"),
    "cuoc.hand.mat_lacks": N_("dưới chiếu không có chắn hay chíu {card}"),
    "cuoc.hand.hand_lacks": N_("trên tay không có {card} nào, không có sẵn chắn {card}"),
    "cuoc.hand.hand_one": N_("trên tay chỉ có một {card}, không có sẵn chắn {card}"),
    "cuoc.hand.thien_u_not_bach_thu": N_("là thiên ù với {chan} chắn, {ca} cạ (thiên ù bạch thủ cần đúng 6 chắn "
                                         "4 cạ)"),
    "cuoc.hand.before_win": N_("trước quân ù có {layout}"),
    "cuoc.hand.is_bach_thu_chi_say": N_("có què chi chi và ù chi chi: đó là bạch thủ chi, hô «bạch thủ chi» chứ "
                                        "không hô «bạch thủ»"),
    "cuoc.win_card.none": N_("ù ngay trên 20 lá được chia, không có quân ù"),
    "cuoc.win_card.boc_self": N_("quân ù {card} do chính mình bốc từ nọc"),
    "cuoc.win_card.boc_other": N_("quân ù {card} do người khác bốc từ nọc"),
    "cuoc.win_card.danh": N_("quân ù {card} là quân người khác đánh ra"),
    "cuoc.win_card.tra_cua_self": N_("quân ù {card} là quân trả cửa vào cửa chì của mình"),
    "cuoc.win_card.tra_cua_other": N_("quân ù {card} là quân trả cửa vào cửa người khác"),
    "cuoc.win_card.unknown": N_("quân ù {card} là quân không rõ nguồn"),
    # ---- why not: the framing
    "cuoc.need": N_("{name} cần {requirement}; bài này {fact}."),
    "cuoc.why_not.not_in_variant": N_("Cước «{name}» không có trong luật {variant}: ván chơi theo luật này không hô "
                                      "cước ấy."),
    "cuoc.why_not.dropped": N_("Bài này có «{name}» nhưng cước ấy không được tính cùng các cước khác của bài."),
    "cuoc.why_not.xuong_not_allowed": N_("Ù xuông là ù mà bài không có cước nào; bài này đúng là không có cước nào, "
                                         "nhưng luật làng không cho ù xuông, nên không ù được."),
    "cuoc.why_not.other_picture": N_("Bài này cũng đủ điều kiện «{name}», nhưng chỉ tính một cước hoa/cá/nhà: lấy "
                                     "{picture}, nhiều điểm hơn cho người ù."),
    "cuoc.why_not.replaced": N_("Bài này có {cuoc}, nhưng đã có cước {picture} thay cho chì và bạch thủ, nên "
                                "không hô riêng «{name}»."),
    "cuoc.why_not.xuong_has": N_("Ù xuông chỉ khi bài ù không có cước nào; bài này có {cuoc} — {why}"),
    "cuoc.why_not.unknown": N_("Không có cước «{cuoc}»."),
    "cuoc.why_not.need_win": N_("Cần một bài ù (WinInput hoặc UCheck) để giải thích cước."),
    "cuoc.arg.win": N_("«win» phải là một bài ù (WinInput, từ make_win), không phải «{value}»."),
    "cuoc.arg.uc": N_("«uc» phải là kết quả xét ù hợp lệ (UCheck với valid = true) của chính bài ấy."),
    "cuoc.arg.options": N_("«options» phải là một bộ tùy chọn luật (Options), không phải «{value}»."),
}

_NUMBER_WORDS = {0: N_("không"), 1: N_("một"), 2: N_("hai"), 3: N_("ba"), 4: N_("bốn")}

_FORMS = {  # codes whose wording depends on the parameters: each form a template
    "cuoc.found.chiu": (N_("Chíu: đã chíu {cards} trong ván."), N_("Chíu ×{n}: đã chíu {cards} trong ván.")),
    "cuoc.found.bon": (N_("Bòn: ăn hai lần chắn {cards} (ăn bòn)."), N_("Bòn ×{n}: ăn hai lần chắn {cards} (ăn bòn).")),
    "cuoc.found.sets": (N_("{name}: {cards} có {n} bộ."), N_("{name} ×{n}: {cards} có {n} bộ.")),
    "thien_khai": (N_("Thiên khai: trên tay có {cards}."), N_("Thiên khai ×{n}: trên tay có {cards}.")),
    "thien_khai_thien_u": (N_("Thiên khai: trong 20 quân được chia có {cards}."),
                           N_("Thiên khai ×{n}: trong 20 quân được chia có {cards}.")),
    "most_alike": (N_("trên tay nhiều nhất chỉ có {count} quân giống nhau ({cards})"),
                   N_("trong 20 lá được chia nhiều nhất chỉ có {count} quân giống nhau ({cards})")),
    "dealt_chan": (N_("bài lúc được chia đã có chắn: {cards}"), N_("20 lá được chia đã có chắn: {cards}")),
    "bach_thu_not_chi": (N_("là bạch thủ nhưng què và quân ù là quân khác, không phải chi chi"),
                         N_("là bạch thủ nhưng què và quân ù là {card}, không phải chi chi")),
    "chan_ca": (N_("có {chan} chắn và {ca} cạ"), N_("có {chan} chắn và {ca} cạ ({pairs})")),
}
_PLURALS = {
    "cuoc.hand.reds": NP_("có {n} quân đỏ: {cards}", "có {n} quân đỏ: {cards}"),
    "cuoc.hand.other_reds": NP_("có {n} quân đỏ khác: {cards}", "có {n} quân đỏ khác: {cards}"),
    "cuoc.why_not.fewer": NP_("Bài này chỉ có {n} lần «{name}», không phải {count} — {why}",
                              "Bài này chỉ có {n} lần «{name}», không phải {count} — {why}"),
}
_PICTURE_REQ = {
    "hoa_roi_cua_phat": N_("chì bạch thủ nhị vạn (mình bốc nhị vạn mà ù bạch thủ) và dưới chiếu có ngũ vạn đã ăn chắn "
                           "hoặc chíu"),
    "tieu_dong_hai_hoa": N_("chì bạch thủ nhị vạn (mình bốc nhị vạn mà ù bạch thủ) và dưới chiếu có bát văn đã ăn "
                            "chắn hoặc chíu"),
    "ca_loi_san_dinh": N_("chì bạch thủ bát vạn (mình bốc bát vạn mà ù bạch thủ) và dưới chiếu có ngũ vạn đã ăn chắn "
                          "hoặc chíu"),
    "ca_nhay_dau_thuyen": N_("chì bạch thủ bát vạn (mình bốc bát vạn mà ù bạch thủ) và dưới chiếu có ngũ sách đã ăn "
                             "chắn hoặc chíu"),
    "ngu_ong_bat_ca": N_("chì bạch thủ bát vạn (mình bốc bát vạn mà ù bạch thủ), trên tay có sẵn chắn chi chi và "
                         "chắn ngũ sách"),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": N_("chì bạch thủ nhị vạn (mình bốc nhị vạn mà ù bạch thủ), trên tay có sẵn "
                                          "chắn ngũ vạn và chắn tứ vạn"),
}
_RED_WORDS = N_("{cards} hay {last}")
_BACH_DINH_FOUND = N_("Cả 20 quân đều đen: không có {red_cards}.")
_BACH_DINH_REQ = N_("cả 20 lá đều đen (không có {red_cards})")
_SET_REQ = N_("đủ một bộ {cards} trong 20 lá")
_SET_MISSING = {  # (number missing, something held) → template
    (1, True): N_("không có {a} (chỉ có {have})"), (1, False): N_("không có {a}"),
    (2, True): N_("không có {a} và {b} (chỉ có {have})"), (2, False): N_("không có {a} và {b}"),
    (3, False): N_("không có {a} và {b} và {c}"),
}
_NOT_A_WIN = N_("Bài này chưa ù được nên không có cước nào: {why}.")
_CONTEXT_REFUSED = N_("Bối cảnh «{name}» không được tính: {why}")
_CONTEXT_DEFAULT = N_("bài này không thể có bối cảnh ấy.")


# ------------------------------------------------------------------ helpers
_GLOSSED = None


def gloss(text: str) -> str:
    """:func:`words.cards.gloss_cards` for a sentence that may hold clauses already glossed:
    their readings are taken out first, so each card is read out once, at its first mention.
    Vietnamese text is returned unchanged."""
    global _GLOSSED
    if not text or current_language() == DEFAULT_LANGUAGE:
        return text
    if _GLOSSED is None:
        pairs = {f"{k.word} ({reading(k)})": k.word for k in KINDS if k.english}
        _GLOSSED = (re.compile("|".join(re.escape(p) for p in sorted(pairs, key=len, reverse=True)),
                               re.IGNORECASE), {p.lower(): w for p, w in pairs.items()})
    rx, plain = _GLOSSED
    text = rx.sub(lambda m: m.group(0)[:len(plain[m.group(0).lower()])], text)
    return gloss_cards(text)


def cuoc_name(cuoc_id: str) -> str:
    """The cước's name (``rules/cuoc.yaml``), the game's word in every language: ``'Bạch thủ'``."""
    from chan_core.rules import load_rules

    return load_rules().cuoc_by_id(cuoc_id).name


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _fill(template: str, fact, say, **extra) -> str:
    params = {k: (v if isinstance(v, (str, int)) and not isinstance(v, bool) else say(v)) for k, v in fact}
    params.update(extra)
    return gloss(WORDS.gettext(template).format(**params))


def _cards(cards, sep: str = ", ") -> str:
    return sep.join(k.word if hasattr(k, "word") else str(k) for k in cards)


def _red_words() -> str:
    from chan_core.cuoc.base import RED_IDX

    return WORDS.gettext(_RED_WORDS).format(cards=", ".join(KINDS[i].word for i in RED_IDX[:-1]),
                                            last=KINDS[RED_IDX[-1]].word)


# ------------------------------------------------------------------ renderers
def _plain(code: str):
    return lambda fact, say: _fill(_T[code], fact, say)


def _form(code: str, many: bool):
    return _FORMS[code][1 if many else 0]


def _n_form(code: str):
    def render(fact, say):
        return _fill(_form(code, fact["n"] != 1), fact, say, cards=_cards(fact["cards"]))
    return render


def _sets(fact, say):
    return _fill(_form("cuoc.found.sets", fact["n"] != 1), fact, say, name=cuoc_name(fact["cuoc"]),
                 cards=_cards(fact["cards"], " – "))


def _thien_khai(fact, say):
    key = "thien_khai_thien_u" if fact["thien_u"] else "thien_khai"
    return _fill(_form(key, fact["n"] != 1), fact, say, cards=counted(fact["cards"]))


def _most_alike(fact, say):
    return _fill(_form("most_alike", fact["thien_u"]), fact, say, cards=_cards(fact["cards"]))


def _dealt_chan(fact, say):
    return _fill(_form("dealt_chan", fact["thien_u"]), fact, say, cards=_cards(fact["cards"]))


def _bach_thu_not_chi(fact, say):
    return _fill(_form("bach_thu_not_chi", fact["card"] is not None), fact, say)


def _chan_ca(fact, say):
    pairs = "; ".join(" – ".join(k.word for k in p) for p in fact["pairs"])
    return _fill(_form("chan_ca", bool(pairs)), fact, say, pairs=pairs)


def _plural(code: str):
    def render(fact, say):
        one, many = _PLURALS[code]
        text = WORDS.ngettext(one, many, int(fact["n"]))
        params = {k: (v if isinstance(v, (str, int)) and not isinstance(v, bool) else say(v)) for k, v in fact}
        if "cards" in params:
            params["cards"] = counted(fact["cards"])
        if code == "cuoc.why_not.fewer":
            params["name"] = cuoc_name(fact["cuoc"])
            params["why"] = _lower_first(say(fact["why"]))
        return gloss(text.format(**params))
    return render


def _number(fact, say):
    n = fact["n"]
    return WORDS.gettext(_NUMBER_WORDS[n]) if n in _NUMBER_WORDS else str(n)


def _clauses(fact, say):
    return gloss("; ".join(say(x) for x in fact["items"]))


def _layout(fact, say):
    parts = [f"{fact['chan']} chắn", f"{fact['ca']} cạ"]
    if fact["ba_dau"]:
        parts.append(f"{len(fact['ba_dau'])} ba đầu (" + "; ".join(" – ".join(k.word for k in t) for t in fact["ba_dau"])
                     + ")")
    if fact["que"]:
        parts.append(f"{len(fact['que'])} què (" + ", ".join(k.word for k in fact["que"]) + ")")
    return ", ".join(parts)


def _tam_do(fact, say):
    return _fill(_T["cuoc.found.tam_do"], fact, say, cards=counted(fact["cards"]))


def _bach_dinh(fact, say):
    return gloss(WORDS.gettext(_BACH_DINH_FOUND).format(red_cards=_red_words()))


def _bach_dinh_req(fact, say):
    return gloss(WORDS.gettext(_BACH_DINH_REQ).format(red_cards=_red_words()))


def _set_req(fact, say):
    return gloss(WORDS.gettext(_SET_REQ).format(cards=_cards(fact["cards"], " – ")))


def _set_missing(fact, say):
    missing, have = fact["missing"], fact["have"]
    text = WORDS.gettext(_SET_MISSING[(len(missing), bool(have) and len(missing) < 3)])
    names = [k.word for k in missing] + ["", ""]
    return gloss(text.format(a=names[0], b=names[1], c=names[2], have=counted(have)))


def _picture_req(fact, say):
    return gloss(WORDS.gettext(_PICTURE_REQ[fact["cuoc"]]))


def _need(fact, say):
    return _fill(_T["cuoc.need"], fact, say, name=cuoc_name(fact["cuoc"]))


def _with_name(code: str):
    return lambda fact, say: _fill(_T[code], fact, say, name=cuoc_name(fact["cuoc"]))


def _replaced(code: str):
    return lambda fact, say: _fill(_T[code], fact, say, name=cuoc_name(fact["cuoc"]),
                                   picture=cuoc_name(fact["picture"]))


def _why_picture(code: str):
    def render(fact, say):
        name = cuoc_name(fact["cuoc"])
        why = say(fact["why"])
        what = f"«{cuoc_name(fact['picture'])}» ({_lower_first(why).rstrip('.')})"
        return _fill(_T[code], fact, say, name=name, cuoc=name.lower(), picture=what, why="")
    return render


def _not_in_variant(fact, say):
    from chan_core.rules import load_rules
    from words.i18n import text_of

    var = load_rules().variants.get(fact["variant"])
    variant = text_of(var, "name") if var is not None else str(fact["variant"])
    return _fill(_T["cuoc.why_not.not_in_variant"], fact, say, name=cuoc_name(fact["cuoc"]), variant=variant)


def _not_a_win(fact, say):
    why = "; ".join(say(x) for x in fact["problems"])
    return gloss(WORDS.gettext(_NOT_A_WIN).format(why=why.rstrip(".")))


def _context_refused(fact, say):
    why = " ".join(say(x) for x in fact["warnings"]) or WORDS.gettext(_CONTEXT_DEFAULT)
    return gloss(WORDS.gettext(_CONTEXT_REFUSED).format(name=cuoc_name(fact["cuoc"]), why=why))


def _xuong_has(fact, say):
    got = ", ".join(f"«{cuoc_name(c)}»" + (f" ×{n}" if n > 1 else "") for c, n in fact["have"])
    return gloss(WORDS.gettext(_T["cuoc.why_not.xuong_has"]).format(cuoc=got, why=_lower_first(say(fact["why"]))))


RENDERERS = {code: _plain(code) for code in _T}
RENDERERS.update({
    "cuoc.found.chiu": _n_form("cuoc.found.chiu"),
    "cuoc.found.bon": _n_form("cuoc.found.bon"),
    "cuoc.found.sets": _sets,
    "cuoc.found.thien_khai": _thien_khai,
    "cuoc.found.tam_do": _tam_do,
    "cuoc.found.bach_dinh": _bach_dinh,
    "cuoc.hand.most_alike": _most_alike,
    "cuoc.hand.dealt_chan": _dealt_chan,
    "cuoc.hand.bach_thu_not_chi": _bach_thu_not_chi,
    "cuoc.hand.chan_ca": _chan_ca,
    "cuoc.hand.reds": _plural("cuoc.hand.reds"),
    "cuoc.hand.other_reds": _plural("cuoc.hand.other_reds"),
    "cuoc.hand.set_missing": _set_missing,
    "cuoc.req.bach_dinh": _bach_dinh_req,
    "cuoc.req.set": _set_req,
    "cuoc.req.picture": _picture_req,
    "cuoc.number": _number,
    "cuoc.clauses": _clauses,
    "cuoc.layout": _layout,
    "cuoc.need": _need,
    "cuoc.replaced.by_picture": _replaced("cuoc.replaced.by_picture"),
    "cuoc.replaced.other_picture": _replaced("cuoc.replaced.other_picture"),
    "cuoc.why_not.not_in_variant": _not_in_variant,
    "cuoc.why_not.dropped": _with_name("cuoc.why_not.dropped"),
    "cuoc.why_not.other_picture": _why_picture("cuoc.why_not.other_picture"),
    "cuoc.why_not.replaced": _why_picture("cuoc.why_not.replaced"),
    "cuoc.why_not.fewer": _plural("cuoc.why_not.fewer"),
    "cuoc.why_not.not_a_win": _not_a_win,
    "cuoc.why_not.context_refused": _context_refused,
    "cuoc.why_not.xuong_has": _xuong_has,
})
