"""Sentences of bad values and unknown fields (:mod:`chan_core.errors`)."""
from __future__ import annotations

from words.i18n import N_, NP_, WORDS

TEMPLATES = {
    "value.empty": N_("trống"),
    "value.huge": N_("số rất lớn (khoảng {n} chữ số)"),
    "value.huge_negative": N_("số âm rất lớn (khoảng {n} chữ số)"),
    "value.infinity": N_("vô cực"),
    "value.minus_infinity": N_("âm vô cực"),
    "value.binary": N_("dữ liệu nhị phân"),
    "value.mapping": NP_("một bảng {n} mục", "một bảng {n} mục"),
    "value.list": NP_("một danh sách {n} phần tử", "một danh sách {n} phần tử"),
    "value.unreadable": N_("một giá trị không đọc được"),
    "value.quoted_number": N_(" («{value}» trong ngoặc kép là chữ, không phải số: viết {value}, không có ngoặc kép)"),
    "value.quoted_bool": N_(" («{value}» trong ngoặc kép là chữ: viết {plain}, không có ngoặc kép)"),
    "where.scenario": N_("tình huống loại {kind}"),
    "where.cuoc_item": N_("một mục cước"),
    "where.player": N_("một người chơi"),
    "where.meld": N_("một bộ dưới chiếu (chỉ có type, cards)"),
    "where.mau_binh_options": N_("tùy chọn Mậu binh"),
    "language.unknown": N_("Ngôn ngữ {lang} không có; chọn một trong: {languages}."),
    "field.only_in_kinds": N_("Trường «{name}» không dùng trong tình huống loại {kind} (chỉ loại {kinds} có)."),
}


def _unknown_field(fact, say) -> str:
    name, near, where = say(fact["name"]), fact.get("near"), fact.get("where")
    if near and where:
        text = WORDS.gettext(N_("Không có trường «{name}» trong {where}: có phải «{near}»?"))
    elif near:
        text = WORDS.gettext(N_("Không có trường «{name}»: có phải «{near}»?"))
    elif where:
        text = WORDS.gettext(N_("Không có trường «{name}» trong {where}; các trường: {fields}."))
    else:
        text = WORDS.gettext(N_("Không có trường «{name}»; các trường: {fields}."))
    return text.format(name=name, near=near, where=say(where), fields=", ".join(fact["fields"]))


RENDERERS = {"field.unknown": _unknown_field}
