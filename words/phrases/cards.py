"""Sentences of the card facts (:mod:`chan_core.cards`): notation that is not a card, copies, counts."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import each, tables

_ = WORDS.gettext

_S = tables(__name__)
TEMPLATES = _S["TEMPLATES"]

_INVISIBLE = _S["invisible"]
_SCRIPTS = _S["scripts"]


def _odd(msgid: str):
    """A renderer: ``msgid`` filled from the fact, ``after`` saying what the odd character follows."""
    return lambda fact, say: _(msgid).format(**{**dict(fact), "after": _after(fact)})


def _card_count(msgid: str):
    """A renderer: ``msgid`` with the card mid-sentence (``'cửu vạn (9V)'``) and the ``value`` said."""
    def render(fact, say) -> str:
        return _(msgid).format(**{**dict(fact), "card": _mid(fact["card"]), "value": say(fact.get("value"))})
    return render


def _after(fact) -> str:
    before = fact.get("before")
    return _(N_(" sau «{text}»")).format(text=before) if before else ""


def _invisible(fact, say) -> str:
    c = fact.get("char")
    what = _(_INVISIBLE[c]) if c in _INVISIBLE else _(N_("không hiện ra khi gõ"))
    return _(N_("có một ký tự vô hình ({code}, {what}){after}: hãy xóa nó")).format(
        code=fact["code"], what=what, after=_after(fact))


def _digit(fact, say) -> str:
    if fact.get("plain"):
        text = _(N_("có «{char}» ({code}){after}, không phải chữ số thường 0–9: hãy gõ «{plain}»"))
    else:
        text = _(N_("có «{char}» ({code}){after}, không phải chữ số thường 0–9: chỉ dùng chữ số 0–9"))
    return text.format(char=fact["char"], code=fact["code"], after=_after(fact), plain=fact.get("plain"))


def _letter(fact, say) -> str:
    key = fact.get("script")
    script = _(_SCRIPTS[key]) if key in _SCRIPTS else _(N_("chữ không phải Latinh"))
    if fact.get("look_alike"):
        text = _(N_("có chữ «{char}» ({code}){after} là {script}, trông giống chữ Latinh nhưng không phải: "
                    "hãy gõ lại bằng bàn phím Latinh (tiếng Việt)"))
    else:
        text = _(N_("có chữ «{char}» ({code}){after} là {script}: hãy gõ lại bằng bàn phím Latinh (tiếng Việt)"))
    return text.format(char=fact["char"], code=fact["code"], after=_after(fact), script=script)


def _symbol(fact, say) -> str:
    if fact.get("char"):
        return _(N_("có ký tự lạ «{char}» ({code}){after}")).format(char=fact["char"], code=fact["code"],
                                                                    after=_after(fact))
    return _(N_("có ký tự lạ ({code}){after}")).format(code=fact["code"], after=_after(fact))


def _suit_ambiguous(fact, say) -> str:
    choices = fact["choices"]
    return _(N_("«{text}» không dấu là mơ hồ: {choices}? Hãy viết {codes}.")).format(
        text=fact["text"], choices=_(N_(" hay ")).join(f"{k.name.lower()} ({k.code})" for k in choices),
        codes=_(N_(" hoặc ")).join(k.code for k in choices))


def _mid(k) -> str:
    """A card mid-sentence: ``'cửu vạn (9V)'`` (lower case; its label starts a sentence)."""
    return f"{k.word} ({k.code})"


def _too_many_copies(fact, say) -> str:
    where = fact.get("where")
    return _(N_("Có {n} lá {card}{where}, nhưng mỗi quân chỉ có {copies} lá.")).format(
        n=say(fact["n"]), card=_mid(fact["card"]), where=f" {say(where)}" if where else "", copies=fact["copies"])


def _counts_length(fact, say) -> str:
    if fact.get("n") is None:
        text = _(N_("«{name}» phải có đúng {kinds} số đếm (mỗi quân một số), ở đây có hơn {kinds}."))
    else:
        text = _(N_("«{name}» phải có đúng {kinds} số đếm (mỗi quân một số), ở đây có {n}."))
    return text.format(name=fact["name"], kinds=fact["kinds"], n=fact.get("n"))


RENDERERS = {
    **each(_S["card_count"], _card_count),
    **each(_S["odd"], _odd),
    "card.odd.invisible": _invisible,
    "card.odd.digit": _digit, "card.odd.letter": _letter, "card.odd.symbol": _symbol,
    "card.suit_ambiguous": _suit_ambiguous, "card.too_many_copies": _too_many_copies,
    "counts.length": _counts_length,
}
