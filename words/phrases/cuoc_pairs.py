"""Sentences of the cước that never come together (:mod:`chan_core.cuoc_pairs`): the refusal
(``cuoc_pairs.refused``) and its reason clause (``cuoc_pairs.why.*``).

Said in Vietnamese they are the ``reason`` of ``rules/cuoc_pairs.yaml``, in English its twin
``reason_en`` (``tests/rules/test_cuoc_pairs.py`` checks both). Cước and card names stay Vietnamese
in both languages; no card is glossed here. Seeds 001 §IV, §V."""
from __future__ import annotations

from chan_core.cards import BY_CODE
from words.i18n import N_, WORDS

_PICTURES = {  # picture cước → (winning card, where its cards lie, which cards): 001 §V.20–25
    "hoa_roi_cua_phat": ("2V", "mat", ("5V",)),
    "tieu_dong_hai_hoa": ("2V", "mat", ("8N",)),
    "ca_loi_san_dinh": ("8V", "mat", ("5V",)),
    "ca_nhay_dau_thuyen": ("8V", "mat", ("5S",)),
    "ngu_ong_bat_ca": ("8V", "hand", ("CC", "5S")),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": ("2V", "hand", ("5V", "4V")),
}
_REFUSED = {2: N_("Một ván ù không thể vừa {a} vừa {b}: {why}."), 1: N_("Một ván ù không thể vừa {a}: {why}.")}
_COUNTS = N_("{counts} hoặc {last} {word}")
_FIXED = {
    "cuoc_pairs.why.one_picture": N_("chỉ tính một cước hoa/cá/nhà trong một ván — các cước ấy đều thay cùng một lần "
                                     "ù chì bạch thủ (001 §V mục 20–25; quyết định «mot_cuoc_hinh»)"),
    "cuoc_pairs.why.chiu_u_u_bon": N_("chíu ù cần ba quân giống quân ù trên tay, ù bòn chỉ một (001 §V mục 8, 10)"),
    "cuoc_pairs.why.dia_u_pha_thien": N_(
        "trước lượt mình chỉ chíu được, mà chíu cần ba quân giống nhau được chia; phá thiên thì 19 lá được chia không "
        "có chắn nào nên không tròn bài được khi chưa ăn (001 §IV, §V mục 4, 6)"),
    "cuoc_pairs.why.pha_thien_tom": N_(
        "phá thiên là lên bài không có chắn nào: mỗi loại quân được chia nhiều nhất một lá, mà bộ nào (chắn hay cạ, "
        "trên tay hay dưới chiếu) cũng có ít nhất một lá được chia; hàng tam chỉ có ba loại (tam vạn, tam văn, tam "
        "sách) nên có nhiều nhất ba bộ hàng tam, sáu lá trong đó có tam văn — không đủ ba tam vạn và ba tam sách cho "
        "từ 3 tôm trở lên (001 §V mục 4, 16)"),
    "cuoc_pairs.why.tam_do_leo": N_("mỗi lèo là một cửu vạn, một bát sách, một chi chi (đều đỏ): từ 3 lèo trở lên đã là "
                                    "9 quân đỏ trở lên, quá 8 (001 §V mục 14, 15)"),
    "cuoc_pairs.why.four_alike": N_(
        "mỗi lần chíu, mỗi bòn, mỗi thiên khai là bốn quân giống nhau; từ năm bộ như thế trở lên đã là 20 quân, mà chíu "
        "và bòn nằm dưới chiếu nên bài chưa phải thiên ù: trước quân ù chỉ có 19 lá (001 §V mục 7, 9, 11)"),
    "cuoc_pairs.why.leo_tom_cards": N_(
        "mỗi lèo cần một cửu vạn, một bát sách, một chi chi (số chi chi luôn chẵn vì chi chi không thành cạ), mỗi tôm "
        "một tam vạn, một tam sách, một thất văn: chừng ấy lèo và tôm cần quá 20 quân (001 §V mục 15, 16)"),
    "cuoc_pairs.why.leo_tom_3": N_(
        "3 lèo và 3 tôm cần ít nhất 19 quân (chi chi phải đủ 4 vì không thành cạ), trong đó năm loại còn lẻ một quân "
        "cần năm quân nữa để thành cạ: quá 20 quân (001 §V mục 15, 16)"),
}
_PICTURE_BTC = N_("bạch thủ chi là ù quân chi chi, còn {picture} là ù chì bạch thủ {card} (001 §V mục 18, 20–25)")
_FIVE_THIEN_KHAI = N_("5 thiên khai là 20 lá trên tay gồm năm bộ bốn quân giống nhau, chỉ có ở thiên ù (nhà cái, "
                      "20 lá chia); ")
_THIEN_NO = {  # why a thiên ù cannot have the cước
    "chi": N_("thiên ù không có quân ù, nên không có cửa chì"),
    "chiu_u": N_("thiên ù không có quân ù, nên không có chíu ù"),
    "u_bon": N_("thiên ù không có quân ù, nên không có ù bòn"),
    "dia_u": N_("địa ù là ù một quân đến sau khi chia (quân bốc nọc đầu tiên hay địa chíu ù)"),
    "pha_thien": N_("20 lá thiên ù đã tròn bài nên có chắn, không phải phá thiên"),
    "chiu": N_("thiên ù là ù ngay khi lên bài, chưa chíu quân nào"),
    "bon": N_("thiên ù là ù ngay khi lên bài, chưa ăn quân nào"),
    "bach_thu_chi": N_("bạch thủ chi là ù quân chi chi, mà thiên ù không có quân ù"),
}
_THIEN_PICTURE = N_("{cuoc} là ù chì bạch thủ một quân, mà thiên ù không có quân ù (001 §V mục 5, 20–25)")
_THIEN_KHAI_SETS = N_("mỗi loại quân có 0 hoặc 4 lá, nên số bộ {sets} chỉ là 0 hoặc 4 (001 §V mục 11, 15, 16)")
_THIEN_KHAI_BACH_THU = N_("bài đã có 10 chắn, còn bạch thủ là đúng 6 chắn 4 cạ (001 §V mục 17)")
_DIA_U_EATEN = N_("địa ù là ù khi lượt chưa qua cửa chì của mình, trước lượt mình chưa ăn được quân nào (phải tới "
                  "lượt mới được ăn, chỉ chíu được), mà {what} (001 §IV, §V mục 6)")
_DIA_U_WHAT = {"bon": N_("ăn bòn là ăn hai chắn"), "u_bon": N_("ù bòn cần một chắn đã ăn")}
_PHA_THIEN = N_("phá thiên là lên bài không có chắn nào, mà {why} (001 §IV, §V mục 4)")
_DEALT_CHAN = {  # why the cước needs a chắn in the dealt hand (against phá thiên)
    "thien_khai": N_("thiên khai là bốn quân giống nhau trên tay, mà quân trên tay là quân được chia"),
    "chiu": N_("chíu cần có sẵn ba quân giống nhau trên tay"),
    "chiu_u": N_("chíu ù cần có sẵn ba quân giống nhau trên tay"),
    "bon": N_("ăn bòn cần có sẵn một chắn trên tay rồi tách ra ăn hai lần"),
    "u_bon": N_("ù bòn cần đã ăn một chắn và còn một quân ấy trên tay: hai quân ấy đều được chia"),
    "ngu_ong_bat_ca": N_("ngư ông bắt cá cần chắn chi chi và chắn ngũ sách có sẵn trên tay"),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": N_("nhà lầu xe hơi cần chắn ngũ vạn và chắn tứ vạn có sẵn trên tay"),
    "kinh_tu_chi": N_("4 chi chi phải là hai chắn (chi chi không thành cạ); lên bài không có chắn thì chi chi chỉ "
                      "thành chắn khi ăn (mỗi lần ăn cần một chi chi được chia) hoặc ù bạch thủ chi, nên chỉ có được "
                      "một chắn chi chi"),
    "leo": N_("3 hay 4 lèo cần 4 chi chi, tức hai chắn chi chi (chi chi không thành cạ); lên bài không có chắn thì "
              "chỉ có được một chắn chi chi"),
    "thien_u": N_("20 lá thiên ù đã tròn bài nên có chắn"),
}
_BACH_DINH = N_("bạch định là cả 20 quân đều đen, mà {cuoc} cần {need} (001 §V mục 13)")
_RED_NEED = {
    "tam_do": N_("đúng 8 quân đỏ"),
    "kinh_tu_chi": N_("đủ 4 chi chi (quân đỏ)"),
    "leo": N_("cửu vạn, bát sách, chi chi (đều là quân đỏ)"),
    "bach_thu_chi": N_("chi chi (quân đỏ) làm quân ù"),
    "ca_loi_san_dinh": N_("bát vạn (quân đỏ) làm quân ù"),
    "ca_nhay_dau_thuyen": N_("bát vạn (quân đỏ) làm quân ù"),
    "ngu_ong_bat_ca": N_("bát vạn và chi chi (quân đỏ)"),
}
_KINH_TU_CHI = N_("kính tứ chi là 4 chi chi và không có quân đỏ nào khác, mà {cuoc} cần {need} (001 §V mục 14, 15, 19)")
_NOT_KINH = {  # red cards other than chi chi that the cước needs
    "tam_do": N_("đúng 8 quân đỏ, mà chi chi chỉ có 4"),
    "leo": N_("cửu vạn và bát sách (quân đỏ)"),
    "ca_loi_san_dinh": N_("bát vạn (quân đỏ) làm quân ù"),
    "ca_nhay_dau_thuyen": N_("bát vạn (quân đỏ) làm quân ù"),
    "ngu_ong_bat_ca": N_("bát vạn (quân đỏ) làm quân ù"),
}
_THAP_THANH_ODD = N_("thập thành là 10 chắn nên mỗi loại quân có 2 hoặc 4 lá; số bộ {sets} là số lá ít nhất trong "
                     "{kinds}, nên chỉ là 0, 2 hoặc 4 (001 §V mục 12, 15, 16)")
_SETS = {"tom": ("tôm", "tam vạn, tam sách, thất văn"), "leo": ("lèo", "cửu vạn, bát sách, chi chi")}
_BT_OWN = {
    "plain": N_("{name} là bài ù đúng 6 chắn 4 cạ"),
    "mat": N_("{name} là chì bạch thủ (bài ù đúng 6 chắn 4 cạ) với chắn {card} dưới chiếu"),
    "hand": N_("{name} là chì bạch thủ (bài ù đúng 6 chắn 4 cạ) với chắn {card} và chắn {card2} trên tay"),
}
_BT_THAP_THANH = N_("{own}, còn thập thành là 10 chắn (001 §V mục 12, 17)")
_BT_TOO_MANY = {True: N_("{own}, mà {text} — cộng chắn của quân ù là quá 6 chắn (001 §V mục 17)"),
                False: N_("{own}, mà {text} — cộng những chắn ấy là quá 6 chắn (001 §V mục 17)")}
_BT_CHAN = {  # (cước, up: "n or more") → what its chắn are
    ("thap_thanh", False): N_("thập thành là 10 chắn"),
    ("mat", False): N_("{n} {word} đã là {m} chắn dưới chiếu"),
    ("mat", True): N_("từ {n} {word} trở lên đã là ít nhất {m} chắn dưới chiếu"),
    ("thien_khai", False): N_("{n} thiên khai đã là {m} chắn trên tay"),
    ("thien_khai", True): N_("từ {n} thiên khai trở lên đã là ít nhất {m} chắn trên tay"),
    ("tom", False): N_("4 tôm là bốn tam vạn, bốn tam sách, bốn thất văn (6 chắn)"),
    ("leo", False): N_("{n} lèo cần bốn chi chi và {n} cửu vạn, {n} bát sách ({m} chắn)"),
    ("leo", True): N_("từ {n} lèo trở lên cần bốn chi chi và ít nhất {n} cửu vạn, {n} bát sách (ít nhất {m} chắn)"),
}


def _t(msg: str) -> str:
    return WORDS.gettext(msg)


def _say(cid: str, n: int = 1) -> str:
    """``'3 lèo'``, ``'tám đỏ'``: a cước with its count, mid-sentence (its Vietnamese name)."""
    from chan_core.rules import load_rules

    name = load_rules().cuoc_by_id(cid).name
    name = name[:1].lower() + name[1:]
    return f"{n} {name}" if n > 1 else name


def _refused(fact, say) -> str:
    parts = []
    for k, ns in fact["cuoc"]:
        ns = sorted(ns)
        if ns == [1] or len(ns) == 1:
            parts.append(_say(k, ns[0]))
        else:
            parts.append(_t(_COUNTS).format(counts=", ".join(map(str, ns[:-1])), last=ns[-1],
                                            word=_say(k, 2).split(" ", 1)[1]))
    why = say(fact["why"])
    if len(parts) == 2:
        return _t(_REFUSED[2]).format(a=parts[0], b=parts[1], why=why)
    return _t(_REFUSED[1]).format(a=" vừa ".join(parts), why=why)


def _fixed(code: str):
    return lambda fact, say: _t(_FIXED[code])


def _picture_btc(fact, say) -> str:
    return _t(_PICTURE_BTC).format(picture=_say(fact["picture"]), card=say(fact["card"]))


def _pre(fact) -> str:
    return _t(_FIVE_THIEN_KHAI) if fact.get("five_thien_khai", True) else ""


def _thien_no(fact, say) -> str:
    return _pre(fact) + _t(_THIEN_NO[fact["cuoc"]]) + " (001 §V mục 5)"


def _thien_picture(fact, say) -> str:
    return _pre(fact) + _t(_THIEN_PICTURE).format(cuoc=_say(fact["cuoc"]))


def _thien_khai_sets(fact, say) -> str:
    return _pre(fact) + _t(_THIEN_KHAI_SETS).format(sets=_SETS[fact["cuoc"]][0])


def _thien_khai_bach_thu(fact, say) -> str:
    return _pre(fact) + _t(_THIEN_KHAI_BACH_THU)


def _dia_u_eaten(fact, say) -> str:
    return _t(_DIA_U_EATEN).format(what=_t(_DIA_U_WHAT[fact["cuoc"]]))


def _pha_thien(fact, say) -> str:
    return _t(_PHA_THIEN).format(why=_t(_DEALT_CHAN[fact["cuoc"]]))


def _bach_dinh(fact, say) -> str:
    x = fact["cuoc"]
    return _t(_BACH_DINH).format(cuoc=_say(x), need=_t(_RED_NEED[x]))


def _kinh_tu_chi(fact, say) -> str:
    x = fact["cuoc"]
    return _t(_KINH_TU_CHI).format(cuoc=_say(x), need=_t(_NOT_KINH[x]))


def _thap_thanh_odd(fact, say) -> str:
    sets, kinds = _SETS[fact["cuoc"]]
    return _t(_THAP_THANH_ODD).format(sets=sets, kinds=kinds)


def _bt_own(cid: str) -> tuple[int, str]:
    """(chắn a bạch thủ-like cước needs, its winning pair included; what they are)."""
    name = _say(cid)
    if cid in ("bach_thu", "bach_thu_chi"):
        return 1, _t(_BT_OWN["plain"]).format(name=name)
    _wc, where, codes = _PICTURES[cid]
    if where == "mat":
        return 2, _t(_BT_OWN["mat"]).format(name=name, card=BY_CODE[codes[0]].word)
    return 3, _t(_BT_OWN["hand"]).format(name=name, card=BY_CODE[codes[0]].word, card2=BY_CODE[codes[1]].word)


def _bt_thap_thanh(fact, say) -> str:
    return _t(_BT_THAP_THANH).format(own=_bt_own(fact["bach_thu"])[1])


def _bt_chan_text(cid: str, n: int, up: bool) -> str:
    if cid == "thap_thanh":
        return _t(_BT_CHAN[("thap_thanh", False)])
    if cid in ("chiu", "bon"):
        return _t(_BT_CHAN[("mat", up)]).format(n=n, word="chíu" if cid == "chiu" else "bòn", m=2 * n)
    if cid == "thien_khai":
        return _t(_BT_CHAN[("thien_khai", up)]).format(n=n, m=2 * n)
    if cid == "tom":
        return _t(_BT_CHAN[("tom", False)])
    return _t(_BT_CHAN[("leo", up)]).format(n=n, m=6 if n == 4 else 4)


def _bt_too_many(fact, say) -> str:
    own, own_text = _bt_own(fact["bach_thu"])
    return _t(_BT_TOO_MANY[own == 1]).format(own=own_text, text=_bt_chan_text(fact["cuoc"], fact["n"], fact["up"]))


RENDERERS = {code: _fixed(code) for code in _FIXED}
RENDERERS.update({
    "cuoc_pairs.refused": _refused,
    "cuoc_pairs.why.picture_bach_thu_chi": _picture_btc,
    "cuoc_pairs.why.thien_no": _thien_no,
    "cuoc_pairs.why.thien_picture": _thien_picture,
    "cuoc_pairs.why.thien_khai_sets": _thien_khai_sets,
    "cuoc_pairs.why.thien_khai_bach_thu": _thien_khai_bach_thu,
    "cuoc_pairs.why.dia_u_eaten": _dia_u_eaten,
    "cuoc_pairs.why.pha_thien_dealt": _pha_thien,
    "cuoc_pairs.why.bach_dinh": _bach_dinh,
    "cuoc_pairs.why.kinh_tu_chi": _kinh_tu_chi,
    "cuoc_pairs.why.thap_thanh_odd": _thap_thanh_odd,
    "cuoc_pairs.why.bach_thu_thap_thanh": _bt_thap_thanh,
    "cuoc_pairs.why.bach_thu_too_many": _bt_too_many,
})
