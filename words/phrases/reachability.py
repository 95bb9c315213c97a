"""Sentences of boards that cannot happen (:mod:`chan_core.reachability`): a whole problem (``reach.<rule>``)
glossed on first mention in English; its clauses are plain templates."""
from __future__ import annotations

from words.cards import dashed, gloss_cards
from words.i18n import N_, WORDS
from words.phrases import params, tables

_ = WORDS.gettext

_S = tables(__name__)

_PROBLEMS = _S["problems"]


def _meld_name(cards) -> str:
    """``'chắn cửu vạn'`` / ``'cạ tam vạn – tam văn'`` (the game's words, the same in every language)."""
    return f"chắn {cards[0].word}" if len(cards) == 1 else f"cạ {dashed(cards)}"


def _problem(fact, say) -> str:
    said = {"melds": lambda melds: ", ".join(_meld_name(m) for m in melds)} if fact.code == "reach.dia_u_an" else {}
    return gloss_cards(_(_PROBLEMS[fact.code]).format(**params(fact, say, said)))


RENDERERS = {code: _problem for code in _PROBLEMS}
RENDERERS.update({
    "reach.an_ca.both": lambda fact, say: _(N_(
        "Cạ đã ăn {pair} chỉ có được khi phạm lỗi: {first}; {second} (001 §IV).")).format(
        pair=dashed(fact["pair"]), first=say(fact["first"]), second=say(fact["second"])),
    "reach.an_ca.forced": lambda fact, say: _(N_(
        "Cạ đã ăn {pairs} phải ăn bằng {card} trên tay (lấy quân kia là ăn treo tranh), mà {card} trên tay lúc đó "
        "có đủ bốn quân: tách chắn ra ăn cạ là lỗi 5 (có chắn cấu cạ, 001 §IV).")).format(
        pairs=", ".join(dashed(p) for p in fact["pairs"]), card=fact["card"].word),
})
