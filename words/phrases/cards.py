"""Sentences of the card facts (:mod:`chan_core.cards`): notation that is not a card, copies, counts."""
from __future__ import annotations

from chan_core.cards import KINDS
from chan_core.rules import load_rules
from words.i18n import N_, WORDS
from words.phrases import by_flag, chosen, each, tables

_ = WORDS.gettext

_S = tables(__name__)


def _odd_said(fact, say=None) -> dict:
    """An odd character's parameters with ``after`` (what it follows), the ``script`` and the invisible
    character (``what``) in words."""
    after = _(N_(" sau «{text}»")).format(text=fact["before"]) if fact.get("before") else ""
    script = _S["scripts"].get(fact.get("script"), N_("chữ không phải Latinh"))
    what = _S["invisible"].get(fact.get("char"), N_("không hiện ra khi gõ"))
    return {**dict(fact), "after": after, "script": _(script), "what": _(what)}


def _card_count(msgid: str):
    """A renderer: ``msgid`` with the card mid-sentence (``'cửu vạn (9V)'``) and the ``value`` said."""
    def render(fact, say) -> str:
        return _(msgid).format(**{**dict(fact), "card": _mid(fact["card"]), "value": say(fact.get("value"))})
    return render


def _suit_ambiguous(fact, say) -> str:
    choices = fact["choices"]
    return _(N_("«{text}» không dấu là mơ hồ: {choices}? Hãy viết {codes}.")).format(
        text=fact["text"], choices=_(N_(" hay ")).join(f"{k.name.lower()} ({k.code})" for k in choices),
        codes=_(N_(" hoặc ")).join(k.code for k in choices))


def _suit_word_ambiguous(fact, say) -> str:
    """A bare «van»: each suit it may be, with its codes (``vạn (2V…9V)``), and one card of each to write."""
    names = {s.id: s.name for s in load_rules().deck.suits}
    codes = {s: [k.code for k in KINDS if k.suit == s] for s in fact["suits"]}
    return _(N_("«{text}» không dấu là mơ hồ: {choices}? Hãy viết cả số và chất, ví dụ {codes}.")).format(
        text=fact["text"], choices=_(N_(" hay ")).join(f"{names[s]} ({c[0]}…{c[-1]})" for s, c in codes.items()),
        codes=_(N_(" hoặc ")).join(c[-1] for c in codes.values()))


def _mid(k) -> str:
    """A card mid-sentence: ``'cửu vạn (9V)'`` (lower case; its label starts a sentence)."""
    return f"{k.word} ({k.code})"


def _too_many_copies(fact, say) -> str:
    where = fact.get("where")
    return _(N_("Có {n} lá {card}{where}, nhưng mỗi quân chỉ có {copies} lá.")).format(
        n=say(fact["n"]), card=_mid(fact["card"]), where=f" {say(where)}" if where else "", copies=fact["copies"])


def _unknown_many(fact) -> str:
    """Which :data:`_S` ``unknown_many`` sentence: every word named, or some and how many more."""
    return "all" if fact["more"] <= 0 else "read_on" if fact.get("read_on") else "more"


UNKNOWN_MANY = chosen(_unknown_many, lambda fact, say: {**dict(fact), "texts": ", ".join(f"«{t}»" for t in fact["texts"])})
"""The renderer maker of an ``unknown_many`` table (Chắn and Mậu binh cards): each text in «», the forms by
:func:`_unknown_many`."""

RENDERERS = {
    **each(_S["card_count"], _card_count),
    **each(_S["odd"], lambda msgid: lambda fact, say: _(msgid).format(**_odd_said(fact))),
    **each(_S["odd_plain"], by_flag("plain", _odd_said)),
    **each(_S["odd_look_alike"], by_flag("look_alike", _odd_said)),
    **each(_S["odd_char"], by_flag("char", _odd_said)),
    **each(_S["counts_length"], chosen(lambda fact: "more" if fact.get("n") is None else "n")),
    **each(_S["unknown_many"], UNKNOWN_MANY),
    "card.suit_ambiguous": _suit_ambiguous, "card.too_many_copies": _too_many_copies,
    "card.suit_word_ambiguous": _suit_word_ambiguous,
}
