"""Sentences of the Mậu binh engine's facts (:mod:`mau_binh`): a chi, two chi compared, binh lủng, a duel,
special hands, the drill's grade, the round against three bots and the refusals. The game's words stay Vietnamese
in English; ranks ``át``/``A``, cards ``át bích``/``ace of spades``, scores ``+0,42``/``+0.42``."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mau_binh.arrangement import CHI_NAMES
from mau_binh.cards import RANK_WORDS, RANK_WORDS_EN, SUIT_NAMES, Card
from mau_binh.chi import DETECTORS
from mau_binh.rules import load_rules
from words.i18n import N_, NP_, WORDS, is_english, listed, number, signed, text_of
from words.phrases import by_flag, each, params, sentence, tables
from words.phrases.cards import UNKNOWN_MANY
from words.phrases.game import named


_ = WORDS.gettext


def rank_word(rank: int) -> str:
    """``14`` → ``'át'`` (English ``'A'``), ``13`` → ``'K'``, ``10`` → ``'10'``: a rank mid-sentence."""
    return (RANK_WORDS_EN if is_english() else RANK_WORDS).get(rank, str(rank))


def card_said(card: Card | str) -> str:
    """A card in words: ``'át bích'`` / ``'ace of spades'`` (a :class:`~mau_binh.cards.Card` or its code)."""
    c = Card(card)
    return c.word_en if is_english() else c.word


def cards_said(cards: Iterable[Card | str]) -> str:
    """A row of cards for a sentence: ``'át bích, K cơ, 10 rô'`` (English ``'A♠, K♥, 10♦'``)."""
    cs = [Card(c) for c in cards]
    return ", ".join(c.symbol for c in cs) if is_english() else ", ".join(c.word for c in cs)


def num(x: float, sign: bool = True) -> str:
    """A Mậu binh score, two decimals (:func:`words.i18n.number`): ``0.4213`` → ``'+0,42'``
    (English ``'+0.42'``); the minus sign is always ``−``."""
    return number(x, 2, sign=sign)


def pct(x: float) -> str:
    """``0.634`` → ``'63%'``; a share that is not exactly 0 or 1 never shows as 0% or 100%."""
    n = round(x * 100)
    if 0 < x < 1:
        n = min(99, max(1, n))
    return f"{n}%"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _special_name(sid: str) -> str:
    """A special hand's name: the game's words; a house special hand (not in seed 004) is said by its
    English gloss in English (``'A 13-card straight'``)."""
    sp = load_rules().special(sid)
    if is_english() and sid in {h.id for h in load_rules().house_specials}:
        return _cap(sp.gloss_en)
    return sp.name


def _category_name(cid: str) -> str:
    """A chi category's name in lower case, in English with its gloss: ``'xám chi (three of a kind)'``."""
    c = load_rules().category(cid)
    return f"{c.name.lower()} ({c.gloss_en})" if is_english() else c.name.lower()


_S = tables(__name__)


# ---------------------------------------------------------------- a chi, and two chi compared
def _chi(fact, say) -> str:
    """``mau_binh.chi`` (``category``, ``ranks``): ``'đôi K (lẻ 4)'``, ``'sảnh 6 tới 10'``."""
    r, c = tuple(fact["ranks"]), fact["category"]
    w = [rank_word(x) for x in r]
    second = w[1] if len(w) > 1 else ""
    low = rank_word(14 if r[0] == 5 else r[0] - 4) if DETECTORS[c].straight else second
    forms = _S["chi"]
    return sentence(forms.get(f"{c}_{len(w)}", forms[c]), len(w) - 1).format(
        rank=w[0], high=w[0], three=w[0], pair=second, low=low, odd=", ".join(w[DETECTORS[c].defining:]),
        ranks=", ".join(w))


def _chi_label(fact, say) -> str:
    """``mau_binh.chi.label`` (``chi``): a caption, ``'Đôi K (lẻ 4)'``; English adds the gloss."""
    chi = fact["chi"]
    text = _cap(say(chi))
    if is_english():
        return f"{text} · {load_rules().category(chi['category']).gloss_en}"
    return text


def _part(category: str, i: int) -> str:
    part = _S["parts"].get(category, {})
    if i in part:
        return _(part[i])
    if DETECTORS[category].defining:
        return _(N_("lá lẻ"))
    if i == 0:
        return _(N_("lá cao nhất"))
    return _(N_("lá cao thứ {n}")).format(n=i + 1)


def _compare(msgid: str):
    def render(fact, say) -> str:
        extra: dict[str, Any] = {}
        if "high" in fact.params:
            extra = {"high": _category_name(fact["high"]), "low": _category_name(fact["low"])}
        if "index" in fact.params:
            extra = {"category": _category_name(fact["category"]), "part": _part(fact["category"], fact["index"]),
                     "x": rank_word(fact["x"]), "y": rank_word(fact["y"])}
        return _(msgid).format(a=_cap(say(fact["a"])), b=say(fact["b"]), **extra)
    return render


def _between(fact, say) -> str:
    """``mau_binh.duel.between`` (``line``: a chi line of the duel of seats ``a`` and ``b``; ``you``: the learner's
    seat or none): the line naming both players, the winner first — ``'Chi đầu: người 4 thắng bạn (…), 1 điểm.'``."""
    line, a, b = fact["line"], fact["a"], fact["b"]
    who = {s: _(N_("bạn")) if s == fact.get("you") else _(N_("người {n}")).format(n=s) for s in (a, b)}
    first, second = (b, a) if line.get("player") == b else (a, b)
    return _(_S["between"][line.code]).format(**params(line, say, _SAID), first=who[first], second=who[second])


# ---------------------------------------------------------------- binh lủng
def _check_step(fact, say) -> str:
    """``mau_binh.check.step`` (``chi``, ``next_chi``, ``why``)."""
    head = _(N_("{chi} lớn hơn {next_chi}.")).format(chi=CHI_NAMES[fact["chi"]],
                                                     next_chi=CHI_NAMES[fact["next_chi"]].lower())
    return head + " " + say(fact["why"])


def _check_lung(fact, say) -> str:
    """``mau_binh.check.lung`` (``problems``): ``'Binh lủng: chi đầu lớn hơn chi giữa. …'``."""
    text = " ".join(say(p) for p in fact["problems"])
    return _(N_("Binh lủng: {problems}")).format(problems=text[:1].lower() + text[1:])


# ---------------------------------------------------------------- special hands
def _suits(suits) -> str:
    return ", ".join(SUIT_NAMES[s] for s in suits)


def pairs_said(ranks) -> str:
    """``'đôi 3 và hai đôi K'``: pairs by their ranks, a rank named twice (a tứ quý) said once as two pairs."""
    forms = {1: _(N_("đôi {rank}")), 2: _(N_("hai đôi {rank}"))}
    return listed(forms[ranks.count(r)].format(rank=rank_word(r)) for r in dict.fromkeys(ranks))


_SAID = {"chi": CHI_NAMES.__getitem__, "special": _special_name, "other": _special_name, "card": card_said,
         "front": cards_said, "middle": cards_said, "back": cards_said, "suits": _suits, "share": pct,
         "best_share": pct, "bonus": lambda bid: text_of(load_rules().bonus(bid), "name"), "pairs": pairs_said,
         "three": rank_word}
"""How a parameter of the filled sentences is said, by name (Mậu binh scores by :func:`num`)."""
_SCORES = ("lung", "best", "yours", "lost")


def _filled(msgid: str):
    """A renderer: ``msgid`` filled from the fact, each parameter said by :data:`_SAID`; ``name`` is the
    special hand's, ``chi_lower`` the chi's name in lower case."""
    def render(fact, say) -> str:
        p = params(fact, say, _SAID)
        p.update({k: num(v, sign=k != "lost") for k, v in fact if k in _SCORES and isinstance(v, (int, float))})
        text = sentence(msgid, abs(fact.get("points", 1)))  # a [singular, plural] pair agrees with the points
        return text.format(**{**p, "name": p.get("special"), "chi_lower": p.get("chi", "").lower()})
    return render


# ---------------------------------------------------------------- the round against three bots
def _points(msgid: str | tuple[str, str]):
    def render(fact, say) -> str:
        n = abs(fact.get("lost", fact.get("points", fact.get("best", 0))))
        return sentence(msgid, n).format(**{k: signed(v) if k in ("points", "best") else v for k, v in fact})
    return render


def _result(fact, say) -> str:
    """A round lost is said «thua 3 điểm», not «được −3 điểm»."""
    if fact["points"] < 0:
        return sentence(NP_("Ván này bạn thua {points} điểm.", "Ván này bạn thua {points} điểm."),
                        -fact["points"]).format(points=-fact["points"])
    return _points(_S["points"]["mau_binh.round.result"])(fact, say)


# ---------------------------------------------------------------- refusals
def _with_fields(msgid: str):
    """A renderer: ``msgid`` with ``fields`` the chi fields and the ``value`` said."""
    def render(fact, say) -> str:
        return _(msgid).format(**{**dict(fact), "fields": "{front, middle, back}", "value": say(fact["value"])})
    return render


def _twice(fact, say) -> str:
    """``mau_binh.card.twice`` (``card``, ``where``, ``count``: how many times it is written, 2 when not said;
    ``also``: the other cards written more than once, with their counts): every repeated card named."""
    repeats = [(Card(c), n) for c, n in ((fact["card"], fact.get("count", 2)), *fact.get("also", ()))]
    forms = _S["twice"].get(fact.get("where", ""), _S["twice"][""])
    return _(forms["many" if len(repeats) > 1 else "one"]).format(repeats=listed(
        _(_S["twice_part"]).format(card=card_said(c), symbol=c.symbol, times=_(_S["times"][n]) if n in _S["times"]
                                   else _(_S["times"]["more"]).format(n=n)) for c, n in repeats))


def source_said(section: str) -> str | None:
    """A Mậu binh rule's source section (``'Xếp bài; Cộng điểm'``) in the current language, each «; » part
    said whole (msgid: the part as ``rules/mau_binh.yaml`` writes it); ``None`` when a part is not one of that
    file's (not a Mậu binh section)."""
    parts = section.split("; ")
    known = load_rules().source_parts
    return "; ".join(_(p) for p in parts) if section and all(p in known for p in parts) else None


def _check_special(fact, say) -> dict:
    """A special hand's verdict: its name, and the decision that it is never lủng (its topic)."""
    topic = next(text_of(d, "topic") for d in load_rules().decisions if d.id == "mau_binh_xet_13_la")
    return {"name": _special_name(fact["special"]), "decision": topic}


RENDERERS = {
    **each(_S["filled"], _filled),
    **each(_S["compare"], _compare),
    "mau_binh.chi": _chi,
    "mau_binh.chi.label": _chi_label,
    "mau_binh.check.step": _check_step,
    "mau_binh.check.lung": _check_lung,
    "mau_binh.duel.special_draw": lambda fact, say: _(N_("Cả hai cùng có mậu binh {name}: hòa.")).format(
        name=_special_name(fact["special"]).lower()),
    "mau_binh.duel.between": _between,
    **each(_S["points"], _points),
    "mau_binh.round.result": _result,
    **each(_S["check_special"], by_flag("ordered", _check_special)),
    **each(_S["with_fields"], _with_fields),
    **each(_S["unknown_many"], UNKNOWN_MANY),
    "mau_binh.rules.duplicate": lambda fact, say: _(N_("{file}: {what} '{id}' bị lặp")).format(
        file=fact["file"], what=_(_S["section_words"][fact["section"]]), id=fact["id"]),
    "mau_binh.rules.problems": lambda fact, say: "\n".join(say(p) for p in fact["problems"]),
    "mau_binh.card.twice": _twice,
    "mau_binh.arrangement.parts": lambda fact, say: sentence(_S["arrangement_parts"], fact["count"]).format(
        text=say(fact["text"]), count=fact["count"]),
    "mau_binh.field.missing": named(N_("Thiếu trường «{field}»."), field="name"),
}
