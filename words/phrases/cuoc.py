"""Sentences of cước detection (:mod:`chan_core.cuoc`, seed 001 §V): why a win has each cước
(``cuoc.found.*``), what the replacement rules dropped, why a win does not have one (``cuoc.need``,
``cuoc.req.*``, ``cuoc.hand.*``, ``cuoc.why_not.*``); cards glossed on first mention in English."""
from __future__ import annotations

from chan_core.cards import KINDS
from words.cards import counted, gloss_cards, groups
from words.i18n import WORDS, listed
from words.phrases import filled, params, sentence, tables
from words.phrases.scoring import variant_name

_S = tables(__name__)
_T = _S["t"]
_L = _S["lines"]


# ------------------------------------------------------------------ helpers
def cuoc_name(cuoc_id: str) -> str:
    """The cước's name (``rules/cuoc.yaml``), the game's word in every language: ``'bach_thu'`` → ``'Bạch thủ'``;
    an unknown id as it is. The one lookup of a cước's name."""
    from chan_core.rules import load_rules

    return next((c.name for c in load_rules().cuoc if c.id == cuoc_id), cuoc_id)


def lower_first(text: str) -> str:
    """``text`` with its first letter in lower case, mid-sentence («Tám đỏ» → «tám đỏ»)."""
    return text[:1].lower() + text[1:]


def _fill(template: str, fact, say, **extra) -> str:
    """``template`` filled, glossed; a cước id said by its name (``{name}`` for ``cuoc``, ``{picture}``)."""
    for key, param in (("name", "cuoc"), ("picture", "picture")):
        if "{" + key + "}" in template and param in fact.params:
            extra.setdefault(key, cuoc_name(fact[param]))
    return gloss_cards(filled(template, fact, say, **extra))


def _cards(cards, sep: str = ", ") -> str:
    return sep.join(k.word if hasattr(k, "word") else str(k) for k in cards)


def _red_words() -> str:
    from chan_core.cuoc.base import RED_IDX

    return WORDS.gettext(_L["red_words"]).format(cards=", ".join(KINDS[i].word for i in RED_IDX[:-1]),
                                            last=KINDS[RED_IDX[-1]].word)


# ------------------------------------------------------------------ renderers
def _plain(code: str):
    return lambda fact, say: _fill(_T[code], fact, say)


def _forms(key: str, many, **said):
    """A renderer: the ``many`` form of ``forms[key]`` when ``many(fact)``, else the ``one`` form; each parameter
    in ``said`` made from the fact."""
    def render(fact, say):
        form = _S["forms"][key(fact) if callable(key) else key]["many" if many(fact) else "one"]
        return _fill(form, fact, say, **{k: fn(fact) for k, fn in said.items()})
    return render


def _several(fact) -> bool:
    return fact["n"] != 1


def _plural(code: str):
    def render(fact, say):
        text = sentence(_S["plurals"][code], int(fact["n"]))
        p = params(fact, say)
        if "cards" in p:
            p["cards"] = counted(fact["cards"])
        if code == "cuoc.why_not.fewer":
            p["name"] = cuoc_name(fact["cuoc"])
            p["why"] = lower_first(say(fact["why"]))
        return gloss_cards(text.format(**p))
    return render


def _number(fact, say):
    n = fact["n"]
    return WORDS.gettext(_S["number_words"][n]) if n in _S["number_words"] else str(n)


def _layout(fact, say):
    parts = [f"{fact['chan']} chắn", f"{fact['ca']} cạ"]
    if fact["ba_dau"]:
        parts.append(f"{len(fact['ba_dau'])} ba đầu ({groups(fact['ba_dau'])})")
    if fact["que"]:
        parts.append(f"{len(fact['que'])} què (" + ", ".join(k.word for k in fact["que"]) + ")")
    return ", ".join(parts)


def _red(key: str):
    """A renderer: ``lines[key]`` with the red cards named."""
    return lambda fact, say: gloss_cards(WORDS.gettext(_L[key]).format(red_cards=_red_words()))


def _set_missing(fact, say):
    missing, have = fact["missing"], fact["have"]
    text = WORDS.gettext(_S["set_missing"][f"{len(missing)}_{'have' if have and len(missing) < 3 else 'none'}"])
    names = [k.word for k in missing] + ["", ""]
    return gloss_cards(text.format(a=names[0], b=names[1], c=names[2], have=counted(have)))


def _why_picture(code: str):
    def render(fact, say):
        name = cuoc_name(fact["cuoc"])
        why = say(fact["why"])
        what = f"«{cuoc_name(fact['picture'])}» ({lower_first(why).rstrip('.')})"
        return _fill(_T[code], fact, say, name=name, cuoc=name.lower(), picture=what, why="")
    return render


def _not_in_variant(fact, say):
    return _fill(_T["cuoc.why_not.not_in_variant"], fact, say, variant=variant_name(fact["variant"]))


def _context_refused(fact, say):
    why = " ".join(say(x) for x in fact["warnings"]) or WORDS.gettext(_L["context_default"])
    return gloss_cards(WORDS.gettext(_L["context_refused"]).format(name=cuoc_name(fact["cuoc"]), why=why))


def _xuong_has(fact, say):
    got = listed(f"«{cuoc_name(c)}»" + (f" ×{n}" if n > 1 else "") for c, n in fact["have"])
    return gloss_cards(WORDS.gettext(_T["cuoc.why_not.xuong_has"]).format(cuoc=got, why=lower_first(say(fact["why"]))))


RENDERERS = {code: _plain(code) for code in _T}
RENDERERS.update({
    "cuoc.found.chiu": _forms("cuoc.found.chiu", _several),
    "cuoc.found.bon": _forms("cuoc.found.bon", _several),
    "cuoc.found.sets": _forms("cuoc.found.sets", _several, cards=lambda fact: _cards(fact["cards"], " – ")),
    "cuoc.found.thien_khai": _forms(lambda fact: "thien_khai_thien_u" if fact["thien_u"] else "thien_khai", _several,
                                    cards=lambda fact: counted(fact["cards"])),
    "cuoc.found.tam_do": lambda fact, say: _fill(_T["cuoc.found.tam_do"], fact, say, cards=counted(fact["cards"])),
    "cuoc.found.bach_dinh": _red("bach_dinh_found"),
    "cuoc.hand.most_alike": _forms("most_alike", lambda fact: fact["thien_u"]),
    "cuoc.hand.dealt_chan": _forms("dealt_chan", lambda fact: fact["thien_u"]),
    "cuoc.hand.bach_thu_not_chi": _forms("bach_thu_not_chi", lambda fact: fact["card"] is not None),
    "cuoc.hand.chan_ca": _forms("chan_ca", lambda fact: bool(fact["pairs"]), pairs=lambda fact: groups(fact["pairs"])),
    "cuoc.hand.reds": _plural("cuoc.hand.reds"),
    "cuoc.hand.other_reds": _plural("cuoc.hand.other_reds"),
    "cuoc.hand.set_missing": _set_missing,
    "cuoc.req.bach_dinh": _red("bach_dinh_req"),
    "cuoc.req.set": lambda fact, say: gloss_cards(WORDS.gettext(_L["set_req"]).format(
        cards=_cards(fact["cards"], " – "))),
    "cuoc.req.picture": lambda fact, say: gloss_cards(WORDS.gettext(_S["picture_req"][fact["cuoc"]])),
    "cuoc.number": _number,
    "cuoc.clauses": lambda fact, say: gloss_cards("; ".join(say(x) for x in fact["items"])),
    "cuoc.layout": _layout,
    "cuoc.why_not.not_in_variant": _not_in_variant,
    "cuoc.why_not.other_picture": _why_picture("cuoc.why_not.other_picture"),
    "cuoc.why_not.replaced": _why_picture("cuoc.why_not.replaced"),
    "cuoc.why_not.fewer": _plural("cuoc.why_not.fewer"),
    "cuoc.why_not.not_a_win": lambda fact, say: gloss_cards(WORDS.gettext(_L["not_a_win"]).format(
        why="; ".join(say(x) for x in fact["problems"]).rstrip("."))),
    "cuoc.why_not.context_refused": _context_refused,
    "cuoc.why_not.xuong_has": _xuong_has,
})
