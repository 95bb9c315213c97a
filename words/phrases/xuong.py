"""Sentences of xướng grading (:mod:`chan_core.xuong`): verdicts, missing and extra cước, order remarks,
summaries, payments, refusals; the xướng's own words stay Vietnamese in every language."""
from __future__ import annotations

import re

from words.i18n import DEFAULT_LANGUAGE, N_, WORDS, current_language, text_of
from words.cards import gloss_cards
from words.phrases import chosen, each, params, tables
from words.phrases.game import plain

_S = tables(__name__)


def cite(src) -> str:
    """A rules ``Source`` as cited: ``'001 §V, cước, mục 18 (Bạch thủ chi), chú ý'``, ``'001 §VII, ăn tiền, báo — Ù
    láo, ù báo'``, ``'003, xướng ù — …'``; in English a cước's item and note too (``'001 §V, cước, item 18 (Bạch thủ
    chi), note'``, ``'001 §V, cước, note after item 24'``), else the section (``'001 §VII'``, ``'003'``)."""
    seed, section = src.seed, src.section
    roman = re.match(r"\s*([IVX]+)\b\.?\s*", section)
    if current_language() == DEFAULT_LANGUAGE:
        rest = section[roman.end():] if roman else section
        head, dash, tail = rest.partition(" — ")
        head = head.lower() if head.isupper() else head[:1].lower() + head[1:]
        return f"{seed} §{roman.group(1)}, {head}{dash}{tail}" if roman else f"{seed}, {head}{dash}{tail}"
    if roman is None:
        return str(seed)
    head = section[roman.end():].partition(" — ")[0]
    if not head.startswith("Cước, "):  # a section title is said in English by the source line (ui.feedback)
        return f"{seed} §{roman.group(1)}"

    def item(m) -> str:
        n = m["n"] or ""
        return (WORDS.gettext(N_("chú ý sau mục {items}")) if m["after"] else WORDS.ngettext(
            "mục {items}", "mục {items}", 1 + n.count(",")) if n else WORDS.gettext(N_("chú ý"))).format(items=n)
    return f"{seed} §{roman.group(1)}, cước, " + re.sub(r"(?P<after>chú ý sau )?mục (?P<n>\d+(?:, \d+)*)|chú ý", item,
                                                         head[len("Cước, "):])


def _trap_said(fact, say) -> dict:
    """A fact's parameters (:func:`words.phrases.params`) with its trap's (``rules/xuong.yaml``) ``explanation``
    and ``source`` in the current language."""
    from chan_core.xuong import trap

    t = trap(fact["trap"])
    return {**params(fact, say), "explanation": text_of(t, "explanation"), "source": cite(t.source)}


def _picture_as_parts(fact, say) -> str:
    said = list(fact["said"])
    parts = said[0] if len(said) == 1 else WORDS.gettext(N_("{a} và {b}")).format(a=said[0], b=said[1])
    return WORDS.gettext(_S["picture_as_parts"]).format(**{**_trap_said(fact, say), "said": parts})


def _order(fact, say) -> str:
    """The order remark; a variant whose order is not 001's (sanhrong: 003) says whose order it is and cites it."""
    from chan_core.rules import load_rules

    src = load_rules().xuong.order_for(fact.get("variant", "classic")).source
    if src.seed != "001":
        hint = WORDS.gettext(N_("thứ tự xướng của tài liệu {source}")).format(source=cite(src))
    else:
        hint = (WORDS.gettext(N_("thứ tự quen dùng trong nhóm")) if fact["same_group"]
                else WORDS.gettext(_S["group_hints"][fact["group"]]))
    return WORDS.gettext(N_("Thứ tự: «{said}» thường hô trước «{before}» ({hint}). Làng thường không bắt lỗi thứ tự "
                            "({source}).")).format(said=fact["said"], before=fact["before"], hint=hint,
                                                  source=WORDS.gettext(_S["TEMPLATES"]["xuong.source.order"]))


def _summary_sai(fact, say) -> str:
    return WORDS.gettext(N_("{verdict}: người ù đền mỗi người {penalty} điểm theo lời đã xướng (đúng ra được "
                            "{correct}). {why}")).format(verdict=say(fact["verdict"]), penalty=fact["penalty"],
                                                         correct=fact["correct"], why=say(fact.get("why"))).strip()


RENDERERS = {
    **each(_S["literal"], plain),
    **each(_S["trapped"], lambda msgid: lambda fact, say: WORDS.gettext(msgid).format(**_trap_said(fact, say))),
    "xuong.trap": lambda fact, say: "{explanation} ({source})".format(**_trap_said(fact, say)),
    "xuong.declared.extra_field": lambda fact, say: WORDS.gettext(N_(
        "Cước đã xướng có trường lạ «{field}» (chỉ có id, count).")).format(field=say(fact["name"])),
    "xuong.extra.never_together": lambda fact, say: f"{say(fact['reason'])} {say(fact['why'])}",
    "xuong.missing.picture_as_parts": _picture_as_parts,
    "xuong.missing.cuoc": chosen(lambda f: f"{'many' if f['n'] > 1 else 'one'}_{'got' if f['got'] else 'none'}",
                                 params)(_S["missing"]),
    "xuong.remark.order": _order,
    "xuong.summary.sai": _summary_sai,
}


# ---------------------------------------------------------------- the English reading of a xướng
BARE_U_GLOSS = N_("tôi ù: ván này tôi thắng")
"""What a bare «ù» in a xướng means (the English reading is «I have won»)."""


def xuong_reading(items, variant: str = "classic") -> str:
    """The English reading beneath a xướng, markdown on one line: each phrase (:func:`chan_core.xuong.phrases`) in
    italics, then each cước's ``gloss_en`` («2 × …» for a count above 1). ``items``: ``Said`` or ``{id, count}``.
    ``''`` in Vietnamese, for no item, or for an item no cước has (an old record)."""
    if current_language() == DEFAULT_LANGUAGE or not items:
        return ""
    from chan_core.errors import ChanError
    from chan_core.rules import load_rules
    from chan_core.xuong import Said, phrases

    items = [Said(s["id"], int(s.get("count", 1))) if isinstance(s, dict) else s for s in items]

    gloss = {c.id: c.gloss_en or c.name for c in load_rules().cuoc}

    def one(s) -> str:
        g = gloss.get(s.id, s.id)
        return WORDS.gettext(N_("{count} × {gloss}")).format(count=s.count, gloss=g) if s.count > 1 else g

    try:
        bits = [f"*{w}* ({'; '.join(map(one, said)) if said else WORDS.gettext(BARE_U_GLOSS)})"
                for w, said in phrases(items, variant)]
    except (ChanError, KeyError):
        return ""
    return gloss_cards(WORDS.gettext(N_("Đọc bằng tiếng Anh: {reading}")).format(reading=" · ".join(bits)))
