"""Sentences of the Mậu binh engine's refusals: each names the card, the count or the field."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import each, sentence, tables
from words.phrases.game import named
from words.phrases.mau_binh import _filled, card_said

_ = WORDS.gettext

_S = tables(__name__)


_FIELDS = "{front, middle, back}"


def _with_fields(msgid: str):
    """A renderer: ``msgid`` with ``fields`` the chi fields and the ``value`` said."""
    def render(fact, say) -> str:
        return _(msgid).format(**{**dict(fact), "fields": _FIELDS, "value": say(fact["value"])})
    return render


def _twice(fact, say) -> str:
    from mau_binh.cards import Card

    card = Card(fact["card"])
    return _(_S["twice"].get(fact.get("where", ""), _S["twice"][""])).format(card=card_said(card), symbol=card.symbol)


def _parts(fact, say) -> str:
    return sentence(_S["parts"], fact["count"]).format(text=say(fact["text"]), count=fact["count"])


def _duplicate(fact, say) -> str:
    return _(N_("{file}: {what} '{id}' bị lặp")).format(
        file=fact["file"], what=_(_S["section_words"][fact["section"]]), id=fact["id"])


def _problems(fact, say) -> str:
    return "\n".join(say(p) for p in fact["problems"])


RENDERERS = {
    **each(_S["with_fields"], _with_fields),
    **each(_S["filled"], _filled),
    "mau_binh.rules.duplicate": _duplicate,
    "mau_binh.rules.problems": _problems,
    "mau_binh.card.twice": _twice,
    "mau_binh.arrangement.parts": _parts,
    "mau_binh.field.missing": named(N_("Thiếu trường «{field}»."), field="name"),
}
