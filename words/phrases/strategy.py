"""Sentences of the strategy advice (:mod:`chan_core.strategy`): the reason of each card to
đánh, of each answer to an offered card, and the refusals of bad input. Each reason is one
line with the cards in words, each card read out in English on its first mention."""
from __future__ import annotations

from chan_core.cards import CHI_CHI
from chan_core.facts import Fact
from chan_core.rules import load_rules
from words.cards import gloss_cards
from words.i18n import DEFAULT_LANGUAGE, WORDS, current_language, listed
from words.phrases import each, sentence, tables
from words.phrases.game import named, word

_ = WORDS.gettext

_S = tables(__name__)


# ------------------------------------------------------------------ clauses
def far(d: int | None, short: bool = False) -> str:
    """How far the hand is from ù, as a clause: ``'bài cách ù 3 lá'`` (English ``'the hand is 3 cards from ù'``);
    ``short``: without its subject, ``'cách ù 3 lá'``."""
    forms = _S["far_short" if short else "far"]
    return _(forms.get(d, forms["many"])).format(n=d)


def danger_words(percent: int, why: bool = False, many: bool = False) -> str:
    """The chance that a card let go can be taken (:func:`chan_core.strategy.advice.danger`: the next seat holds a card
    making a chắn or cạ with it, or a seat the three others to chíu it — a báo seat none, 001 §VII); ``why``: «about»,
    and that lower is safer; ``many``: said of each of several cards (the coach's tied discards)."""
    if why:
        return (_("khả năng cửa dưới ăn được mỗi quân này: khoảng {percent}% (càng thấp càng an toàn)") if many else
                _("khả năng cửa dưới ăn được quân này: khoảng {percent}% (càng thấp càng an toàn)")).format(percent=percent)
    return (_("khả năng cửa dưới ăn được mỗi quân này: {percent}%") if many
            else _("khả năng cửa dưới ăn được quân này: {percent}%")).format(percent=percent)


def _card(value, say) -> str:
    """A reason's card in words; several (the coach's tied discards, one reason for them all): «a, b hoặc c»."""
    return listed([word(v, say) for v in value], style="or") if isinstance(value, tuple) else word(value, say)


def _said(fact, say) -> dict:
    """A reason's parameters with its clauses in words: ``card``, ``role``, ``far`` (from ``q``), ``danger``
    (from ``percent``), ``kinds``, ``keep``, ``why``."""
    p = dict(fact)
    p["card"] = _card(fact.get("card"), say)
    if "role" in p:
        p["role"] = _(_S["role_words"][p["role"]])
    if "q" in p:
        p["far"] = far(p["q"])
    if "percent" in p:
        p["danger"] = danger_words(p["percent"], True, isinstance(fact.get("card"), tuple))
    if "kinds" in p:
        p["kinds"] = ", ".join(word(k, say) for k in fact["kinds"]) + (", …" if fact.get("more_kinds") else "")
    if "keep" in p:
        p["keep"] = kept(p["keep"], say)
    if "why" in p:  # barred: the offered card completes the hand but may not be won on (the lỗi engine's fact)
        p["why"] = _(_S["pass_why"]["barred"]).format(rule=say(p["barred"])) if p.get("barred") else _(
            _S["pass_why"][p["why"]])
    return p


# ------------------------------------------------------------------ rank_discards
def counted_discard_text(verb: str, case: str, n: int) -> str:
    """The sentence of a discard reason that carries a count, agreeing with ``n`` in English
    (Vietnamese has one form): ``case`` ``'worse'``, ``'waits'`` or ``'keep'``."""
    return sentence(_S["discard_counted"]["danh" if verb == "danh" else "tra_cua"][case], n)


def kept(keep, say) -> str:
    """What a discard keeps (a ``strategy.keep.*`` fact) in words; in English followed by the glossary's ``gloss_en``
    of the group it keeps (chắn, cạ, ba đầu, què), after its card or number: ``'the cạ of thất (a pair of …)'``."""
    term = keep.code.rsplit(".", 1)[-1]
    if current_language() == DEFAULT_LANGUAGE or term == "rank":
        return say(keep)
    return f"{say(keep)} ({load_rules().term(term).gloss_en})"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _discard(case: str, count: str | None = None):
    """A discard reason: the sentence of ``case`` for the fact's verb (agreeing with the parameter ``count``); a
    ``short`` one (a hint row's, :func:`learning.coach.standing.short_reason`): what the card is in the hand only."""
    def render(fact, say) -> str:
        verb = fact["verb"]
        if fact.get("short"):
            return gloss_cards(_cap(_(_S["short_discard"][case]).format(**_said(fact, say))))
        text = counted_discard_text(verb, case, fact[count]) if count else _(_S["discard_texts"][verb][case])
        return gloss_cards(text.format(**_said(fact, say)))
    return render


def _keep_chan(fact, say) -> str:
    held = [word(k, say) for k in fact["cards"]]
    return _(_S["keep_chan"][len(held)]).format(**dict(zip("abc", held)))


def _group(table: str, fact, say) -> str:
    """What a discard breaks or keeps (``group`` with its ``mates``, :func:`learning.coach.advisor.group_of`) by the
    sentence ``table``; in English the group's word followed by its gloss."""
    term = "chan" if fact["group"] == "taken" else fact["group"].removesuffix("_seen")  # chiu_seen: its fourth face up
    gloss = "" if current_language() == DEFAULT_LANGUAGE else f" ({load_rules().term(term).gloss_en})"
    mates = dict(zip("ab", (word(k, say) for k in fact["mates"])))
    if term == "chan" and isinstance(fact["card"], tuple):  # tied discards, each in a chắn of its own: «một trong các»
        return _(_S[table]["chans"]).format(card=listed([word(k, say) for k in fact["card"]]), gloss=gloss)
    return _(_S[table][fact["group"]]).format(card=_card(fact["card"], say), gloss=gloss, **mates)


# ------------------------------------------------------------------ eat_or_pass
def _pass(fact, say) -> str:
    if fact.get("short"):  # a hint row's (:func:`_discard`): why, and the cards it waits for or that help
        form = ("waiting" if fact["q"] == 1 else "far") if fact.get("kinds") else "none"
        return gloss_cards(_(_S["short_pass"][form]).format(**_said(fact, say)))
    forms = _S["pass"]["waiting" if fact["q"] == 1 else "far"]
    return gloss_cards(sentence(forms["some" if fact["copies"] else "none"], fact["copies"]).format(**_said(fact, say)))


def _move(fact, say) -> str:
    """The move of an eat, capitalised (no card read out: the sentence around it does that)."""
    forms, discard = _S["move"][fact.code], fact.get("discard")
    text = forms.get(fact.get("then"), forms["danh"]) if discard else forms["plain"]
    return _(text).format(card=word(fact["card"], say), with_card=word(fact.get("with_card"), say),
                          discard=word(discard, say))


def _eat_dead(fact, say) -> str:
    plain = _(_S["eat_dead_move"][fact["move"]]).format(card=word(fact["card"], say))
    return gloss_cards(_("{move}: thì không còn đường ù.").format(move=plain))


def _eat(case: str):
    """An eat reason: the sentence of ``case`` (by whether the eat leaves the hand waiting), agreeing with
    ``copies`` (``q0``, the count before, for ``farther``)."""
    def render(fact, say) -> str:
        if fact.get("short"):  # a hint row's (:func:`_discard`): the change against now or bỏ qua, not the counts
            return gloss_cards(_(_S["short_eat"][case]).format(move=say(fact["move"])))
        forms = _S["eat"][case]
        entry = forms["waiting" if fact["q"] == 1 else "far"] if isinstance(forms, dict) else forms
        p = _said(fact, say) | {"move": say(fact["move"]), "after": far(fact["q"], short=True)}
        if "q0" in p:  # farther's {before} is the count before, the others' a clause
            p["before"] = p["q0"] if case == "farther" else far(p["q0"])
        return gloss_cards(sentence(entry, fact["q0"] if case == "farther" else fact.get("copies", 1)).format(**p))
    return render


def _u(fact, say) -> str:
    """Ù on an offered card, the rule said whole (``win.rule``): a chi chi is won on only as bạch thủ chi (001 §V.18)."""
    form = _S["u"]["chi_chi" if fact["card"] == CHI_CHI else "plain"]
    return gloss_cards(_(form).format(card=word(fact["card"], say), rule=say(Fact("win.rule"))))


RENDERERS = {
    **each(_S["named"], named),
    **each(_S["named_field_name"], named, field="name"),
    **{f"strategy.discard.{case}": _discard(case, count)
       for case, count in (("dead", None), ("seen", None), ("worse", "more"), ("waits", "copies"), ("keep", "n"))},
    "strategy.discard.breaks": lambda fact, say: gloss_cards(_cap(_group("group", fact, say)) + "." if fact.get("short")
                                                             else _(_S["breaks"][fact["verb"]]).format(  # the coach's
        **_said(fact, say) | {"group": _group("group", fact, say)})),
    "strategy.discard.kept": lambda fact, say: gloss_cards(_group("kept", fact, say)),
    "strategy.keep.rank": lambda fact, say: str(fact["name"]),
    "strategy.keep.chan": _keep_chan,
    "strategy.eat.u": _u,
    "strategy.pass": _pass,
    "strategy.eat.dead": _eat_dead,
    **{f"strategy.eat.{case}": _eat(case) for case in ("closer", "farther", "more_copies", "same")},
    **dict.fromkeys(("strategy.move.chiu", "strategy.move.an_chan", "strategy.move.an_ca"), _move),
}
