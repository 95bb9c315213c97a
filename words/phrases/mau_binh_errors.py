"""Sentences of the Mậu binh engine's refusals (:class:`~chan_core.errors.ChanError` facts of
:mod:`mau_binh`): a card not read, a card written twice, a wrong count, a bad option, a bad
scenario. Each names the card, the count or the field."""
from __future__ import annotations

from words.i18n import N_, NP_, WORDS
from words.phrases.mau_binh import card_said

_ = WORDS.gettext

TEMPLATES = {
    "mau_binh.card.not_a_card": N_("«{text}» không phải là một lá bài (cần mã như As hay 10h)."),
    "mau_binh.card.not_one": N_("«{text}» không phải đúng một lá bài (đọc được {count} lá)."),
    "mau_binh.card.no_such": N_("Không có lá bài hạng «{rank}» chất «{suit}»."),
    "mau_binh.card.unknown": N_("Không nhận ra lá bài «{text}»: cần hạng 2–10, J, Q, K, A (hay T cho 10) rồi chất "
                                "s/h/d/c, ♠♥♦♣ hay bích/cơ/rô/chuồn — ví dụ As, 10h, Q rô."),
    "mau_binh.cards.too_many": N_("Có hơn {deck} lá, nhưng cả bộ bài chỉ có {deck} lá."),
    "mau_binh.cards.not_cards": N_("«{text}» không phải là các lá bài (cần chuỗi như «As Kh 10d» hay một danh sách "
                                   "lá)."),
    "mau_binh.hand.size": N_("Bài cần đúng {size} lá, ở đây có {count} lá."),
    "mau_binh.deal.players": N_("Số người chơi phải từ 1 đến 4, không phải «{players}»."),
    "mau_binh.chi.size": N_("Một chi có 3 lá (chi đầu) hoặc 5 lá (chi giữa, chi cuối), ở đây có {count} lá."),
    "mau_binh.chi.no_category": N_("Không xếp được chi này vào loại nào."),
    "mau_binh.compare.needs_chi": N_("Cần hai chi để so, không phải «{a}» và «{b}»."),
    "mau_binh.arrangement.not_text": N_("«{text}» không phải một cách xếp (cần «3 lá / 5 lá / 5 lá»)."),
    "mau_binh.arrangement.needed": N_("Cần một cách xếp ba chi, không phải «{value}»."),
    "mau_binh.arrangement.required": N_("Cần một cách xếp ba chi (Arrangement)."),
    "mau_binh.players.count": N_("Mậu binh chơi {min}–{max} người, ở đây có {count} người."),
    "mau_binh.player.not_arrangement": N_("Người {player} cần một cách xếp ba chi, không phải «{value}»."),
    "mau_binh.options.not_options": N_("Tùy chọn phải là Options (từ make_options)."),
    "mau_binh.options.not_mapping": N_("«options» phải là một bảng tùy chọn, không phải «{value}»."),
    "mau_binh.option.bool": N_("«{name}» phải là true hoặc false, không phải «{value}»."),
    "mau_binh.option.int": N_("«{name}» phải là một số nguyên, không phải «{value}»."),
    "mau_binh.option.range": N_("«{name}» phải từ {min} đến {max}, không phải {value}."),
    "mau_binh.option.choice": N_("«{name}» phải là một trong {choices}, không phải «{value}»."),
    "mau_binh.option.list": N_("«{name}» phải là một danh sách trong {choices}, không phải «{value}»."),
    "mau_binh.option.list_item": N_("«{name}»: không có «{value}»; chỉ có {choices}."),
    "mau_binh.special.unknown": N_("Không có bài mậu binh «{id}»."),
    "mau_binh.rules.no_category": N_("Không có loại chi «{id}»."),
    "mau_binh.rules.no_chi": N_("Không có chi «{id}»."),
    "mau_binh.rules.no_option": N_("Không có tùy chọn «{id}»."),
    "mau_binh.rules.no_bonus": N_("Không có thưởng «{id}»."),
    "mau_binh.rules.no_rule": N_("Không có luật «{id}»."),
    "mau_binh.solver.all_lung": N_("Không tìm được cách xếp nào không lủng."),
    "mau_binh.solver.top_n": N_("Số cách xếp phải từ 1 đến 20, không phải «{n}»."),
    "mau_binh.strength.unreadable": N_("Không đọc được bảng sức mạnh chi {file} ({error}); "
                                       "chạy lại python -m mau_binh strength."),
    "mau_binh.scenario.both_forms": N_("Cho hoặc «cards» (13 lá để máy xếp) hoặc «front»/«middle»/«back» "
                                       "(một cách xếp), không cả hai."),
    "mau_binh.scenario.no_form": N_("Thiếu «cards» (13 lá) hoặc «front»/«middle»/«back» (một cách xếp)."),
}

_TWICE = {
    "": N_("Lá {card} ({symbol}) có hai lần, nhưng bộ bài chỉ có một lá như thế."),
    "arrangement": N_("Lá {card} ({symbol}) có hai lần trong ba chi, nhưng bộ bài chỉ có một lá như thế."),
    "chi": N_("Lá {card} ({symbol}) có hai lần trong một chi, nhưng bộ bài chỉ có một lá như thế."),
    "players": N_("Lá {card} ({symbol}) có hai lần trong bài của các người chơi, nhưng bộ bài chỉ có một lá "
                  "như thế."),
    "box": N_("Lá {card} ({symbol}) có hai lần trong ô này, nhưng bộ bài chỉ có một lá như thế."),
}
"""A card written twice, by where the cards are (``where``: anywhere, the three chi of an
arrangement, one chi, the players' hands, a text box)."""

_FIELDS = "{front, middle, back}"


def _twice(fact, say) -> str:
    from mau_binh.cards import Card

    card = Card(fact["card"])
    return _(_TWICE.get(fact.get("where", ""), _TWICE[""])).format(card=card_said(card), symbol=card.symbol)


def _not_dealt(fact, say) -> str:
    return _(N_("Lá {card} không có trong 13 lá được chia.")).format(card=card_said(fact["card"]))


def _chi_count(fact, say) -> str:
    from mau_binh.arrangement import CHI_NAMES

    return _(N_("{chi} cần đúng {size} lá, ở đây có {count} lá.")).format(
        chi=CHI_NAMES[fact["chi"]], size=fact["size"], count=fact["count"])


def _parts(fact, say) -> str:
    forms = NP_("Cách xếp «{text}» cần đúng 3 chi ngăn bằng «/» (chi đầu / chi giữa / chi cuối), ở đây có {count} "
                "phần.",
                "Cách xếp «{text}» cần đúng 3 chi ngăn bằng «/» (chi đầu / chi giữa / chi cuối), ở đây có {count} "
                "phần.")
    return WORDS.ngettext(forms[0], forms[1], fact["count"]).format(text=say(fact["text"]), count=fact["count"])


def _not_mapping(fact, say) -> str:
    return _(N_("Cần một bảng {fields}, không phải «{value}».")).format(fields=_FIELDS, value=say(fact["value"]))


def _missing(fact, say) -> str:
    return _(N_("Thiếu trường «{field}».")).format(field=fact["name"])


def _players_list(fact, say) -> str:
    return _(N_("«players» phải là danh sách {min}–{max} người {fields}, không phải «{value}».")).format(
        min=fact["min"], max=fact["max"], fields=_FIELDS, value=say(fact["value"]))


def _player_mapping(fact, say) -> str:
    return _(N_("Mỗi người chơi là một bảng {fields}, không phải «{value}».")).format(
        fields=_FIELDS, value=say(fact["value"]))


# ---------------------------------------------------------------- rules/mau_binh.yaml (for whoever edits it)
TEMPLATES.update({
    "mau_binh.rules.chi_order": N_("{file}: 'chi' phải là front (3 lá), middle (5 lá), back (5 lá) theo thứ tự đó"),
    "mau_binh.rules.categories": N_("{file}: loại chi {size} lá phải là {want} (cao xuống thấp), không phải {got}"),
    "mau_binh.rules.specials": N_("{file}: bài mậu binh phải là {want}, không phải {got}"),
    "mau_binh.rules.ranking_order": N_("{file}: thứ tự '{id}', trường 'order': phải có mỗi bài mậu binh đúng một lần"),
    "mau_binh.rules.bonus_category": N_("{file}: thưởng '{id}', trường 'category': loại chi '{category}' không tồn tại"),
    "mau_binh.rules.bonus_chi": N_("{file}: thưởng '{id}': chi {chi} không thể là {category}"),
    "mau_binh.rules.option_type": N_("{file}: tùy chọn '{id}', trường 'default': phải là kiểu {type}"),
    "mau_binh.rules.option_choices": N_("{file}: tùy chọn '{id}', trường 'choices': phải là {choices}"),
    "mau_binh.rules.option_default": N_("{file}: tùy chọn '{id}', trường 'default': '{default}' không có trong "
                                        "'choices'"),
    "mau_binh.rules.option_default_list": N_("{file}: tùy chọn '{id}', trường 'default': có mục không có trong "
                                             "'choices'"),
    "mau_binh.rules.option_range": N_("{file}: tùy chọn '{id}', trường 'default': ngoài khoảng min–max"),
    "mau_binh.rules.decision_option": N_("{file}: quyết định '{id}', trường 'option': tùy chọn '{option}' không tồn "
                                         "tại"),
    "mau_binh.rules.option_decision": N_("{file}: tùy chọn '{id}', trường 'decision': quyết định '{decision}' không "
                                         "có trong decisions.yaml hoặc không nói về tùy chọn này"),
    "mau_binh.rules.special_registry": N_("{file}: bài mậu binh {ids} có trong tệp luật hoặc trong bộ nhận dạng nhưng "
                                          "không có ở bên kia."),
})

_SECTION_WORDS = {"chi": N_("chi"), "categories": N_("loại chi"), "rules": N_("luật"),
                  "specials": N_("bài mậu binh"), "bonuses": N_("thưởng"), "options": N_("tùy chọn"),
                  "decisions": N_("quyết định")}
"""What the entries of each section of ``rules/mau_binh.yaml`` are called."""


def _duplicate(fact, say) -> str:
    return _(N_("{file}: {what} '{id}' bị lặp")).format(
        file=fact["file"], what=_(_SECTION_WORDS[fact["section"]]), id=fact["id"])


def _problems(fact, say) -> str:
    return "\n".join(say(p) for p in fact["problems"])


def _detector(msgid: str):
    def render(fact, say) -> str:
        return _(msgid).format(file=fact["file"], ids=", ".join(f"«{i}»" for i in fact["ids"]))
    return render


def _detector_sizes(fact, say) -> str:
    return _(N_("{file}: loại chi «{id}» ghi sizes {sizes}, nhưng bộ nhận dạng dùng cho {detector} lá.")).format(
        file=fact["file"], id=fact["id"], sizes=list(fact["sizes"]), detector=list(fact["detector"]))


RENDERERS = {
    "mau_binh.rules.duplicate": _duplicate,
    "mau_binh.rules.problems": _problems,
    "mau_binh.rules.detector_missing": _detector(N_("{file}: loại chi {ids} không có bộ nhận dạng.")),
    "mau_binh.rules.detector_extra": _detector(N_("{file}: loại chi {ids} không có trong tệp luật.")),
    "mau_binh.rules.detector_sizes": _detector_sizes,
    "mau_binh.card.twice": _twice,
    "mau_binh.drill.not_dealt": _not_dealt,
    "mau_binh.chi.count": _chi_count,
    "mau_binh.arrangement.parts": _parts,
    "mau_binh.arrangement.not_mapping": _not_mapping,
    "mau_binh.field.missing": _missing,
    "mau_binh.scenario.players_list": _players_list,
    "mau_binh.scenario.player_mapping": _player_mapping,
}
