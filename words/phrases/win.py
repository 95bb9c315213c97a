"""Sentences of the ù check (:mod:`chan_core.win`) and of waits (:mod:`chan_core.waits`)."""
from __future__ import annotations

from words.cards import groups
from words.i18n import N_, WORDS
from words.phrases import by_flag, each, tables
from words.phrases.game import glossed
from words.phrases.loi_moves import T

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


def _joined(key: str):
    """A renderer: the facts of ``key`` said, joined with «; »."""
    return lambda fact, say: "; ".join(say(p) for p in fact[key])


def _left(fact, say) -> str:
    return _(N_("còn lẻ {cards} — thêm một quân không ghép hết được thành chắn hay cạ (cần cả 20 quân nằm "
                "trong 10 bộ)")).format(cards=groups(fact["groups"]))


RENDERERS = {
    **each(_S["by_melded"], by_flag("melded")),
    "win.bad_type": _bad_type,
    "win.problem.ba_dau": _ba_dau, "win.problem.not_from_noc": _not_from_noc,
    **each(_S["glossed"], glossed),
    **each(_S["glossed_problems"], T, seps={"problems": "; "}, gloss=True),
    "win.problems": _joined("problems"),
    "wait.reason.left": _left, "wait.reason.kinds": _joined("reasons"),
}
