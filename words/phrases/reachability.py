"""Sentences of boards that cannot happen (:mod:`chan_core.reachability`): the ``reach.*`` facts.

A whole problem (``reach.<rule>``) is said with each card read out in English on its first
mention (:func:`words.cards.gloss_cards`); the clauses inside it (``reach.chan.*``,
``reach.dealt.*``, ``reach.take.*``, ``reach.an_ca.*``) are plain templates."""
from __future__ import annotations

from words.cards import gloss_cards
from words.i18n import N_, WORDS

_ = WORDS.gettext

TEMPLATES = {
    "reach.chan.chiu": N_("đã chíu {card}, tức là lúc chíu trên tay có ba quân {card} (có chắn)"),
    "reach.chan.bon": N_("ăn hai chắn {card} (ăn bòn) cần có sẵn một chắn {card} trên tay"),
    "reach.chan.an_chan_in_hand": N_("đã ăn chắn {card} và trên tay còn {card}: hai quân {card} (một chắn) có "
                                     "trên tay từ lúc chia"),
    "reach.chan.in_hand": N_("trên tay còn {n} quân {card}, và quân trên tay đều là quân được chia"),
    "reach.chan.ca": N_("các cạ đã ăn cần thêm quân được chia trùng với quân trên tay (thành chắn)"),
    "reach.dealt.size": N_("bài được chia phải có 19 lá (nhà cái 20 lá), ở đây có {n} lá"),
    "reach.dealt.thien_u_size": N_("thiên ù là nhà cái, được chia 20 lá, mà bài được chia ở đây có {n} lá"),
    "reach.dealt.short": N_("bài được chia chỉ có {n} quân {card}, mà bài ù cho thấy đã được chia ít nhất {need}"),
    "reach.dealt.no_ca": N_("bài được chia không có đủ quân trên tay để ăn các cạ dưới chiếu"),
    "reach.take.treo_tranh": N_("nếu ăn {card} thì trên tay đã có {card} để ăn chắn (lỗi 1, ăn treo tranh)"),
    "reach.take.chan_cau_ca": N_("nếu lấy {card} ăn thì {card} nằm trong bốn quân giống nhau (lỗi 5, có chắn "
                                 "cấu cạ)"),
    "reach.rule.thien_u_melds": N_("001 §V.5 (Thiên ù: người có cái được chia 20 quân tròn bài, ù luôn)"),
    "reach.rule.thien_u_dia_u": N_("001 §V.5, §V.6 (địa ù: ù quân bốc nọc đầu tiên hoặc địa chíu ù)"),
    "reach.rule.dia_u_an": N_("001 §IV (Ăn phải tới lượt mình; chíu chưa cần đến lượt), §V.6 (Địa ù)"),
    "reach.rule.pha_thien_chan": N_("001 §V.4 (Phá thiên: lên bài không có chắn nào); §IV (Chíu: có 3 quân y hệt); "
                                    "§V.9 (bòn)"),
    "reach.rule.dealt_hand_chan": N_("001 §V.4 (Phá thiên: lên bài không có chắn nào)"),
    "reach.rule.dealt_hand_khop": N_("001 §II (mỗi người được chia 19 lá, bài cái 20 lá); §IV (quân chỉ rời tay)"),
    "reach.rule.an_chan_chiu_duoc": N_("001 §IV, lỗi 2 (Chíu được nhưng lại ăn thường)"),
    "reach.rule.an_ca_loi": N_("001 §IV, lỗi 1 (Ăn treo tranh) và lỗi 5 (Có chắn cấu cạ)"),
}

_PROBLEMS = {
    "reach.thien_u_melds": N_("Thiên ù là nhà cái ù ngay khi lên bài, chưa ăn hay chíu quân nào, mà dưới chiếu đã "
                              "có {n} bộ: không tính thiên ù (001 §V.5)."),
    "reach.thien_u_dia_u": N_("Thiên ù là ù ngay trên 20 lá được chia, không có quân ù; địa ù là ù một quân đến "
                              "sau khi chia (quân bốc nọc đầu tiên hoặc địa chíu ù), nên một ván không thể vừa "
                              "thiên ù vừa địa ù: không tính địa ù (001 §V.5, §V.6)."),
    "reach.dia_u_an": N_("Địa ù là ù khi lượt chưa qua cửa chì của mình, mà dưới chiếu có bộ đã ăn ({melds}): phải "
                         "tới lượt mình mới được ăn, nên lượt đã qua — trước lượt mình chỉ chíu được. Không tính "
                         "địa ù (001 §IV, §V.6)."),
    "reach.dealt_hand_khop": N_("Bài được chia («dealt_hand») không khớp với bài ù: {why}. Không dùng bài được "
                                "chia này (001 §II, §IV)."),
    "reach.pha_thien_chan": N_("Phá thiên là lên bài không có chắn nào, nhưng {why}. Không tính phá thiên "
                               "(001 §V.4)."),
    "reach.dealt_hand_chan": N_("Phá thiên là lên bài không có chắn nào, nhưng bài được chia có {n} quân {card}. "
                                "Không tính phá thiên (001 §V.4)."),
    "reach.an_chan_chiu_duoc": N_("Đã ăn chắn {card} mà trên tay còn hai quân {card}: lúc quân {card} ấy đến, "
                                  "trên tay có ba quân {card}, phải chíu; ăn thường là lỗi 2 (chíu được nhưng lại "
                                  "ăn thường, 001 §IV). Chơi đúng luật (không phạm lỗi) thì không ra được bài này."),
    "reach.an_ca_loi": N_("{why} Chơi đúng luật (không phạm lỗi) thì không ra được bài này."),
}


def _pair(cards) -> str:
    return " – ".join(k.word for k in cards)


def _meld_name(cards) -> str:
    """``'chắn cửu vạn'`` / ``'cạ tam vạn – tam văn'`` (the game's words, the same in every language)."""
    return f"chắn {cards[0].word}" if len(cards) == 1 else f"cạ {_pair(cards)}"


def _problem(fact, say) -> str:
    params = {k: (v if isinstance(v, (str, int)) and not isinstance(v, bool) else say(v)) for k, v in fact}
    if fact.code == "reach.dia_u_an":
        params["melds"] = ", ".join(_meld_name(m) for m in fact["melds"])
    return gloss_cards(_(_PROBLEMS[fact.code]).format(**params))


def _an_ca_both(fact, say) -> str:
    return _(N_("Cạ đã ăn {pair} chỉ có được khi phạm lỗi: {first}; {second} (001 §IV).")).format(
        pair=_pair(fact["pair"]), first=say(fact["first"]), second=say(fact["second"]))


def _an_ca_forced(fact, say) -> str:
    return _(N_("Cạ đã ăn {pairs} phải ăn bằng {card} trên tay (lấy quân kia là ăn treo tranh), mà {card} trên tay "
                "lúc đó có đủ bốn quân: tách chắn ra ăn cạ là lỗi 5 (có chắn cấu cạ, 001 §IV).")).format(
        pairs=", ".join(_pair(p) for p in fact["pairs"]), card=fact["card"].word)


RENDERERS = {code: _problem for code in _PROBLEMS}
RENDERERS.update({"reach.an_ca.both": _an_ca_both, "reach.an_ca.forced": _an_ca_forced})

