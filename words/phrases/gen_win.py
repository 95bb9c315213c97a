"""Sentences of the xướng drill's generated wins (:mod:`chan_core.gen_win`): level names,
the story of a win, and the generator's errors.

The winning card is named by its Vietnamese name, capitalised as in the Vietnamese
sentences; in English by its lower-case name, read out in English on first mention
(«cửu vạn (9 of vạn)», :func:`words.cards.gloss_cards`)."""
from __future__ import annotations

from words.cards import gloss_cards
from words.i18n import DEFAULT_LANGUAGE, N_, NP_, WORDS, current_language

_LEVELS = {1: N_("Dễ — 1 đến 2 cước"), 2: N_("Vừa — 3 đến 4 cước"), 3: N_("Khó — từ 5 cước trở lên")}

TEMPLATES = {
    "gen_win.bad_level": N_("Cấp độ phải là {levels}, không phải {value}."),
    "gen_win.not_found": NP_("Không tạo được bài ù cấp {level} sau {tries} lần thử (hạt giống {seed}).",
                             "Không tạo được bài ù cấp {level} sau {tries} lần thử (hạt giống {seed})."),
    "gen_win.story.thong": N_("Ván trước chính bạn ù và xướng đúng; ván này bạn lại ù."),
    "gen_win.story.thien_u": N_("Bạn được phần bài cái (20 lá): vừa lên bài đã tròn bài và ù luôn, chưa đánh quân "
                                "nào."),
    "gen_win.story.pha_thien": N_("Lúc lên bài (19 lá được chia), bạn không có chắn nào."),
    "gen_win.story.dia_u": N_("Bạn ù khi lượt chưa qua cửa chì của bạn lần nào."),
    "gen_win.story.melds": N_("Các bộ dưới chiếu là những lần bạn đã ăn hoặc chíu trong ván."),
    "gen_win.story.hand": N_("Các quân trên tay đều là quân được chia từ đầu ván."),
}

_CARD_LINES = {
    "gen_win.story.boc_self": N_("Quân ù {card}: chính bạn bốc từ nọc, vào cửa chì của bạn."),
    "gen_win.story.boc_other": N_("Quân ù {card}: người khác bốc từ nọc (không phải cửa chì của bạn)."),
    "gen_win.story.danh": N_("Quân ù {card}: người khác đánh ra; bạn có ba quân {card} trên tay nên chíu và ù."),
    "gen_win.story.tra_cua_self": N_("Quân ù {card}: người khác chíu rồi trả cửa vào cửa chì của bạn; bạn chíu và ù."),
    "gen_win.story.tra_cua_other": N_("Quân ù {card}: người khác chíu rồi trả cửa vào cửa người khác; bạn chíu và "
                                      "ù."),
}


def _card_line(code: str):
    def render(fact, say) -> str:
        k = fact.get("card")
        if k is None:
            wc = ""
        else:
            wc = k.name if current_language() == DEFAULT_LANGUAGE else k.word
        return gloss_cards(WORDS.gettext(_CARD_LINES[code]).format(card=wc))
    return render


def _level(fact, say) -> str:
    return WORDS.gettext(_LEVELS[fact["level"]])


RENDERERS = {code: _card_line(code) for code in _CARD_LINES}
RENDERERS["gen_win.level"] = _level
