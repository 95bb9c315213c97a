"""Sentences of the lỗi engine's findings (:mod:`chan_core.loi`): what a move commits, the finding with its
penalty, a fault's title, the names of the ù láo kinds; lỗi names stay Vietnamese (why-not: :mod:`.loi_why`)."""
from __future__ import annotations

from words.cards import dashed, gloss_cards
from words.i18n import DEFAULT_LANGUAGE, N_, WORDS, current_language
from words.phrases import each, tables
from words.phrases.loi_moves import T, or_list

_SEMI = {"why": "; "}


def fault_name(code: int | str) -> str:
    """A fault's name (lỗi 0–17, ``'bo_u'`` …): the game's word from ``rules/loi.yaml``, an ù láo kind in the current
    language. ChanError for another code. The one place a fault's name is said."""
    from chan_core.loi import fault_name as name_of

    name = name_of(code)
    return name if isinstance(name, str) else WORDS.gettext(_S["TEMPLATES"][name.code])


def penalty_name(pid: str | None, gloss: bool = False) -> str:
    """A penalty class's name (``'bao'`` → ``'Báo'``, the game's word; ``''`` for None); ``gloss``: English adds the
    ``gloss_en`` of ``rules/loi.yaml``. ChanError for an unknown id. The one place a penalty's name is said."""
    from chan_core.rules import load_rules

    if not pid:
        return ""
    pc = load_rules().penalty_class(pid)
    if gloss and pc.gloss_en and current_language() != DEFAULT_LANGUAGE:
        return WORDS.gettext(N_("{penalty} ({gloss})")).format(penalty=pc.name, gloss=pc.gloss_en)
    return pc.name


def numbered(code, say, forms: dict[str, str], **params) -> str:
    """A fault's sentence: ``forms['number']`` for a numbered lỗi (``code`` an int), else ``forms['name']``;
    ``{number}`` and ``{name}`` filled, then ``params``."""
    msgid = forms["number" if isinstance(code, int) else "name"]
    return WORDS.gettext(msgid).format(number=code, name=fault_name(code), **params)


def _title(fact, say) -> str:
    """``'lỗi 3 «Ăn chọn cạ»'`` / ``'«Bỏ ù»'``."""
    code = fact["code"]
    if isinstance(code, int):
        return WORDS.gettext(N_("lỗi {number} «{name}»")).format(number=code, name=fault_name(code))
    return f"«{fault_name(code)}»"


def _finding(fact, say) -> str:
    """``'Lỗi 1 «Ăn treo tranh»: … — hình phạt: Nghỉ ăn tiền.'`` (English: the penalty glossed, each card on
    first mention)."""
    pen = penalty_name(fact.get("penalty"), gloss=True)
    return gloss_cards(numbered(fact["code"], say, _S["finding"], detail=say(fact["detail"]), penalty=pen))


_S = tables(__name__)

RENDERERS = {
    **each(_S["t_joins_waits_or_list"], T, joins={"waits": or_list}),
    **each(_S["t_joins_meld_dashed"], T, joins={"meld": dashed}),
    **each(_S["t_seps_semi"], T, seps=_SEMI),
    **each(_S["t"], T),
    "loi.title": _title,
    "loi.finding": _finding,
}
