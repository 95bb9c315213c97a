"""Sentences of scoring and table options (:mod:`chan_core.scoring`, :mod:`chan_core.options`,
``kind: score``): point lines, gà lines, refusals of a cước set or an option."""
from __future__ import annotations

from words.i18n import N_, WORDS, text_of
from words.phrases import by_flag, each, tables
from words.phrases.game import plain

_S = tables(__name__)


def variant_name(variant: str) -> str:
    """A variant id's name in the current language (``'classic'`` → ``'Cổ điển'`` / ``'Classic'``,
    ``rules/variants.yaml`` ``name``/``name_en``); the id itself for an unknown variant."""
    from chan_core.rules import load_rules

    var = load_rules().variants.get(variant)
    return text_of(var, "name") if var is not None else str(variant)


def _ga_name(fact, say) -> str:
    """A gà combination's name in the current language (``rules/variants.yaml``); the id if unknown."""
    from chan_core.rules import load_rules

    ga = getattr(load_rules().variants.get(fact["variant"]), "ga", ())
    return next((text_of(g, "name") for g in ga if g.id == fact["combo"]), str(fact["combo"]))


def _not_in_variant(fact, say) -> str:
    return WORDS.gettext(N_("Cước «{name}» không có trong biến thể «{variant}».")).format(
        name=say(fact["name"]), variant=variant_name(fact["variant"]))


def _option(fact, say) -> dict:
    return {"name": say(fact["name"]), "known": ", ".join(fact["known"]), "near": fact.get("near")}


RENDERERS = {
    "scoring.cuoc.not_in_variant": _not_in_variant,
    "scoring.ga.name": _ga_name,
    "scoring.ga.line": lambda fact, say: WORDS.gettext(N_("{combo}: có {cuoc} → {n} gà")).format(
        combo=say(fact["combo"]), cuoc=" + ".join(say(x) for x in fact["cuoc"]), n=fact["n"]),
    **each(_S["unknown_option"], by_flag("near", _option)),
    "score.cuoc.shape": plain(N_("«cuoc» phải là bảng {mã cước: số lần} hoặc danh sách {id, count}.")),
}
