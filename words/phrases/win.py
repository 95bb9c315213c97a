"""Sentences of the ù check (:mod:`chan_core.win`) and of waits (:mod:`chan_core.waits`)."""
from __future__ import annotations

from words.cards import gloss_cards, groups
from words.i18n import N_, WORDS
from words.phrases import by_flag, each, tables

_ = WORDS.gettext

_S = tables(__name__)


def _bad_type(fact, say) -> str:
    return _(N_("«{name}» của bài ù phải là {want}, không phải «{value}».")).format(
        name=fact["name"], want=_(_S["want"][fact["name"]]), value=say(fact["value"]))


def _ba_dau(fact, say) -> str:
    return _(N_("còn ba đầu {groups} (ba đầu không thành bộ)")).format(groups=groups(fact["groups"], ", "))


def _not_from_noc(fact, say) -> str:
    return _(N_("quân ù {card} là quân {source}; chỉ được ù quân bốc từ nọc, trừ chíu ù")).format(
        card=fact["card"].word, source=_(_S["source_names"][fact["source"]]))


def _invalid(fact, say) -> str:
    return gloss_cards(_(N_("Không ù được: {problems}.")).format(problems="; ".join(say(p) for p in fact["problems"])))


def _joined(key: str):
    """A renderer: the facts of ``key`` said, joined with «; »."""
    return lambda fact, say: "; ".join(say(p) for p in fact[key])


def _no_wait(fact, say) -> str:
    return gloss_cards(_(N_("Bài chưa chờ ù: {why}.")).format(why=say(fact["why"])))


def _left(fact, say) -> str:
    return _(N_("còn lẻ {cards} — thêm một quân không ghép hết được thành chắn hay cạ (cần cả 20 quân nằm "
                "trong 10 bộ)")).format(cards=groups(fact["groups"]))


RENDERERS = {
    **each(_S["by_melded"], by_flag("melded")),
    "win.bad_type": _bad_type,
    "win.problem.ba_dau": _ba_dau, "win.problem.not_from_noc": _not_from_noc,
    "win.invalid": _invalid, "win.problems": _joined("problems"),
    "wait.none": _no_wait, "wait.reason.left": _left, "wait.reason.kinds": _joined("reasons"),
}
