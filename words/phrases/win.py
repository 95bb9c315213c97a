"""Sentences of the ù check (:mod:`chan_core.win`) and of waits (:mod:`chan_core.waits`)."""
from __future__ import annotations

from words.cards import groups
from words.i18n import N_, WORDS
from words.phrases import by_flag, each, tables
from words.phrases.game import glossed
from words.phrases.loi_moves import T

_ = WORDS.gettext

_S = tables(__name__)


def _joined(key: str):
    """A renderer: the facts of ``key`` said, joined with «; »."""
    return lambda fact, say: "; ".join(say(p) for p in fact[key])


RENDERERS = {
    **each(_S["by_melded"], by_flag("melded")),
    "win.bad_type": lambda fact, say: _(N_("«{name}» của bài ù phải là {want}, không phải «{value}».")).format(
        name=fact["name"], want=_(_S["want"][fact["name"]]), value=say(fact["value"])),
    "win.problem.ba_dau": lambda fact, say: _(N_("còn ba đầu {groups} (ba đầu không thành bộ)")).format(
        groups=groups(fact["groups"], ", ")),
    "win.problem.not_from_noc": lambda fact, say: _(N_(
        "quân ù {card} là quân {source}; chỉ được ù quân bốc từ nọc, trừ chíu ù")).format(
        card=fact["card"].word, source=_(_S["source_names"][fact["source"]])),
    **each(_S["glossed"], glossed),
    **each(_S["glossed_problems"], T, seps={"problems": "; "}, gloss=True),
    "win.problems": _joined("problems"),
    "wait.reason.left": lambda fact, say: _(N_(
        "còn lẻ {cards} — thêm một quân không ghép hết được thành chắn hay cạ (cần cả 20 quân nằm "
        "trong 10 bộ)")).format(cards=groups(fact["groups"])),
    "wait.reason.kinds": _joined("reasons"),
}
