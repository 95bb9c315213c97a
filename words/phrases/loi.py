"""Sentences of the lỗi engine's findings (:mod:`chan_core.loi`): what a move commits, the finding with its
penalty, a fault's title, the names of the ù láo kinds; lỗi names stay Vietnamese (why-not: :mod:`.loi_why`)."""
from __future__ import annotations

from words.cards import dashed, gloss_cards
from words.i18n import DEFAULT_LANGUAGE, N_, WORDS, current_language
from words.phrases import each, tables
from words.phrases.loi_moves import T, or_list

_SEMI = {"why": "; "}


def _name(code, say) -> str:
    from chan_core.loi import fault_name

    return say(fault_name(code))


def numbered(code, say, forms: dict[str, str], **params) -> str:
    """A fault's sentence: ``forms['number']`` for a numbered lỗi (``code`` an int), else ``forms['name']``;
    ``{number}`` and ``{name}`` filled, then ``params``."""
    msgid = forms["number" if isinstance(code, int) else "name"]
    return WORDS.gettext(msgid).format(number=code, name=_name(code, say), **params)


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
    return gloss_cards(numbered(code, say, _S["finding"], detail=say(fact["detail"]), penalty=pen))


_S = tables(__name__)

RENDERERS = {
    **each(_S["t_joins_waits_or_list"], T, joins={"waits": or_list}),
    **each(_S["t_joins_meld_dashed"], T, joins={"meld": dashed}),
    **each(_S["t_seps_semi"], T, seps=_SEMI),
    **each(_S["t"], T),
    "loi.title": _title,
    "loi.finding": _finding,
}
