"""Sentences of scoring and table options (:mod:`chan_core.scoring`, :mod:`chan_core.options`,
``kind: score``): point lines, gà lines, refusals of a cước set or an option."""
from __future__ import annotations

from words.i18n import N_, NP_, WORDS, text_of

TEMPLATES = {
    # chan_core.scoring: refusals
    "scoring.cuoc.unknown": N_("Không có cước «{cuoc}»."),
    "scoring.cuoc.not_mapping": N_("«cuoc» phải là một bảng «mã cước: số lần»."),
    "scoring.count.not_whole": N_("Số lần của cước «{name}» phải là số nguyên ≥ 0, không phải «{value}»{hint}."),
    "scoring.count.over_max": NP_("Cước «{name}» chỉ có tối đa {max} lần, không phải {value}.",
                                  "Cước «{name}» chỉ có tối đa {max} lần, không phải {value}."),
    "scoring.xuong.not_allowed": N_("Làng không cho ù xuông (u_xuong_allowed: false), nên ván này không tính điểm."),
    "scoring.xuong.with_other": N_("Ù xuông là ù không có cước nào; không tính xuông cùng cước khác."),
    "scoring.xuong.once": N_("Xuông chỉ tính một lần."),
    "scoring.bach_thu.with_chi": N_("Bạch thủ chi đã thay bạch thủ: không tính cả hai."),
    "scoring.cuoc.excludes": N_("Một ván ù không thể vừa «{a}» vừa «{b}»."),
    "scoring.cuoc.replaces": N_("Cước «{name}» đã thay «{replaced}»: không tính cả hai (001 §V, chú ý)."),
    "scoring.win.not_win": N_("«win» phải là một bài ù (WinInput, từ make_win), không phải «{value}»."),
    "scoring.win.not_ucheck": N_("«uc» phải là kết quả xét ù (UCheck) hoặc trống, không phải «{value}»."),
    # chan_core.scoring: the lines of a score
    "scoring.line.single": N_("{name}: chỉ một cước → điểm {diem}"),
    "scoring.line.main": N_("{name} là cước chính (điểm cao nhất) → điểm {diem}"),
    "scoring.line.main_tie_same": N_("{name} là cước chính (điểm cao nhất) → điểm {diem} (bằng điểm với {ties}: lấy "
                                     "cước nào làm chính thì tổng cũng như nhau)"),
    "scoring.line.main_tie_dich": N_("{name} là cước chính (điểm cao nhất) → điểm {diem} (bằng điểm với {ties}: lấy "
                                     "cước có dịch nhỏ hơn làm chính, có lợi cho người ù)"),
    "scoring.line.main_again": N_("{name}: {k} lần nữa × dịch {dich} = {total}"),
    "scoring.line.dich": N_("{name}: dịch {dich}"),
    "scoring.line.dich_n": N_("{name} ×{n}: {n} × dịch {dich} = {total}"),
    "scoring.ga.counted_as": N_("{name} (tính như {like})"),
    # chan_core.options
    "options.need.ga": N_("chơi gà (true/false)"),
    "options.need.ga_mode": N_("kiểu gà: rong (gà rộng) hoặc hep (gà hẹp)"),
    "options.need.ga_points": N_("số điểm mỗi gà (số nguyên từ 0 đến 1000)"),
    "options.need.chi_bach_thu_ga": N_("số gà của chì bạch thủ: 1 hoặc 2"),
    "options.need.bach_thu_chi_ga": N_("bạch thủ chi có tính gà không (true/false)"),
    "options.need.u_xuong_allowed": N_("làng có cho ù xuông không (true/false)"),
    "options.need.bao_xuong_sai": N_("cách người bị báo trả tiền khi người ù xướng sai"),
    "options.bad_value": N_("Tùy chọn «{name}» = «{value}» không hợp lệ: cần {need}{hint}."),
    "options.bad_choice": N_("Tùy chọn «{name}» = «{value}» không hợp lệ: chỉ có {choices}."),
    "options.variant.unknown": N_("Không có biến thể luật «{variant}» (có: {known})."),
    "options.variant.not_name": N_("Biến thể luật phải là một tên (classic, sanhrong …), không phải «{value}»."),
    "options.not_mapping": N_("«options» phải là một bảng tên: giá trị."),
    "options.inner_variant.not_name": N_("«options.variant» phải là một tên (classic, sanhrong …), không phải "
                                         "«{value}»."),
    "options.inner_variant.differs": N_("«options.variant» = «{inner}» khác «variant» = «{variant}»."),
    # chan_core.eval_kinds.score
    "score.cuoc.id_not_text": N_("Mã cước phải là chữ, không phải «{value}»."),
    "score.cuoc.twice": N_("Cước «{cuoc}» viết hai lần trong «cuoc»: ghi một lần với số lần (count)."),
    "score.cuoc.missing": N_("Thiếu trường «cuoc» (bảng mã cước: số lần)."),
}


def variant_name(variant: str) -> str:
    """A variant id's name in the current language (``'classic'`` → ``'Cổ điển'`` / ``'Classic'``,
    ``rules/variants.yaml`` ``name``/``name_en``); the id itself for an unknown variant."""
    from chan_core.rules import load_rules

    var = load_rules().variants.get(variant)
    return text_of(var, "name") if var is not None else str(variant)


def ga_name(variant: str, combo: str) -> str:
    """A gà combination's name in the current language (``rules/variants.yaml``); the id if unknown."""
    from chan_core.rules import load_rules

    var = load_rules().variants.get(variant)
    for g in (getattr(var, "ga", None) or ()) if var is not None else ():
        if g.id == combo:
            return text_of(g, "name")
    return str(combo)


def _not_in_variant(fact, say) -> str:
    return WORDS.gettext(N_("Cước «{name}» không có trong biến thể «{variant}».")).format(
        name=say(fact["name"]), variant=variant_name(fact["variant"]))


def _ga_name(fact, say) -> str:
    return ga_name(fact["variant"], fact["combo"])


def _ga_line(fact, say) -> str:
    return WORDS.gettext(N_("{combo}: có {cuoc} → {n} gà")).format(
        combo=say(fact["combo"]), cuoc=" + ".join(say(x) for x in fact["cuoc"]), n=fact["n"])


def _unknown_option(fact, say) -> str:
    near = fact.get("near")
    text = (WORDS.gettext(N_("Không có tùy chọn «{name}» (các tùy chọn: {known}). Có phải «{near}»?")) if near
            else WORDS.gettext(N_("Không có tùy chọn «{name}» (các tùy chọn: {known}).")))
    return text.format(name=say(fact["name"]), known=", ".join(fact["known"]), near=near)


def _cuoc_shape(fact, say) -> str:
    return WORDS.gettext(N_("«cuoc» phải là bảng {mã cước: số lần} hoặc danh sách {id, count}."))


RENDERERS = {
    "scoring.cuoc.not_in_variant": _not_in_variant,
    "scoring.ga.name": _ga_name,
    "scoring.ga.line": _ga_line,
    "options.unknown": _unknown_option,
    "score.cuoc.shape": _cuoc_shape,
}
