"""Sentences of the strategy advice (:mod:`chan_core.strategy`): the reason of each card to
đánh, of each answer to an offered card, and the refusals of bad input. Each reason is one
line with the cards in words, each card read out in English on its first mention."""
from __future__ import annotations

from words.cards import gloss_cards
from words.i18n import WORDS
from words.phrases import each, tables
from words.phrases.game import named, word

_ = WORDS.gettext

_S = tables(__name__)
TEMPLATES = _S["TEMPLATES"]

ROLE_WORDS = _S["role_words"]
"""What a card is in the hand's layout (a reason's ``role``)."""


# ------------------------------------------------------------------ clauses
def far(d: int | None) -> str:
    """How far the hand is from ù, as a clause: ``'bài cách ù 3 lá'`` (English ``'the hand is
    3 cards from ù'``)."""
    if d is None:
        return _("không còn đường ù")
    if d == 0:
        return _("bài đã tròn")
    if d == 1:
        return _("bài chờ ù")
    return _("bài cách ù {n} lá").format(n=d)


def far_short(d: int | None) -> str:
    """:func:`far` without its subject: ``'cách ù 3 lá'`` (English ``'3 cards from ù'``)."""
    if d is None:
        return _("không còn đường ù")
    if d == 0:
        return _("đã tròn")
    if d == 1:
        return _("chờ ù")
    return _("cách ù {n} lá").format(n=d)


def kinds_words(fact, say) -> str:
    """The useful kinds a reason names: ``'tam vạn, tam sách, …'``."""
    return ", ".join(word(k, say) for k in fact["kinds"]) + (", …" if fact.get("more_kinds") else "")


def _danger(fact) -> str:
    return _("cửa dưới ăn được khoảng {percent}%").format(percent=fact["percent"])


def _role(fact) -> str:
    return _(ROLE_WORDS[fact["role"]])


# ------------------------------------------------------------------ rank_discards
_DISCARD_TEXTS = _S["discard_texts"]
"""The reasons without a count, by verb and case: each a whole sentence, so each language words its
own verb."""


def counted_discard_text(verb: str, case: str, n: int) -> str:
    """The sentence of a discard reason that carries a count, agreeing with ``n`` in English
    (Vietnamese has one form): ``case`` ``'worse'``, ``'waits'`` or ``'keep'``."""
    one, many = _S["discard_counted"]["danh" if verb == "danh" else "tra_cua"][case]
    return WORDS.ngettext(one, many, n)


def _discard_dead(fact, say) -> str:
    text = _(_DISCARD_TEXTS[fact["verb"]]["dead"])
    return gloss_cards(text.format(card=word(fact["card"], say), role=_role(fact)))


def _discard_seen(fact, say) -> str:
    text = _(_DISCARD_TEXTS[fact["verb"]]["seen"])
    return gloss_cards(text.format(card=word(fact["card"], say), role=_role(fact), far=far(fact["q"]),
                                   danger=_danger(fact)))


def _discard_worse(fact, say) -> str:
    text = counted_discard_text(fact["verb"], "worse", fact["more"])
    return gloss_cards(text.format(card=word(fact["card"], say), role=_role(fact), far=far(fact["q"]),
                                   more=fact["more"]))


def _discard_waits(fact, say) -> str:
    text = counted_discard_text(fact["verb"], "waits", fact["copies"])
    return gloss_cards(text.format(card=word(fact["card"], say), role=_role(fact), kinds=kinds_words(fact, say),
                                   copies=fact["copies"], danger=_danger(fact)))


def _discard_keep(fact, say) -> str:
    text = counted_discard_text(fact["verb"], "keep", fact["n"])
    return gloss_cards(text.format(card=word(fact["card"], say), role=_role(fact), far=far(fact["q"]),
                                   keep=say(fact["keep"]), n=fact["n"], copies=fact["copies"], danger=_danger(fact)))


def _keep_chan(fact, say) -> str:
    held = [word(k, say) for k in fact["cards"]]
    if len(held) == 1:
        return f"chắn {held[0]}"
    if len(held) == 2:
        return _("chắn {a} và {b}").format(a=held[0], b=held[1])
    return _("chắn {a} và {b} và {c}").format(a=held[0], b=held[1], c=held[2])


# ------------------------------------------------------------------ eat_or_pass


def _pass(fact, say) -> str:
    q, copies = fact["q"], fact["copies"]
    if q == 1:
        text = (WORDS.ngettext("Bỏ qua {card}: {why} — bài chờ ù ({kinds}), còn {copies} lá chưa lộ.",
                   "Bỏ qua {card}: {why} — bài chờ ù ({kinds}), còn {copies} lá chưa lộ.", copies) if copies
                else _("Bỏ qua {card}: {why} — bài chờ ù, còn {copies} lá chưa lộ."))
    else:
        text = (WORDS.ngettext("Bỏ qua {card}: {why} — {far}, còn {copies} lá có thể ăn ({kinds}).",
                   "Bỏ qua {card}: {why} — {far}, còn {copies} lá có thể ăn ({kinds}).", copies) if copies
                else _("Bỏ qua {card}: {why} — {far}, còn {copies} lá có thể ăn."))
    return gloss_cards(text.format(card=word(fact["card"], say), why=_(_S["pass_why"][fact["why"]]),
                                   kinds=kinds_words(fact, say), copies=copies, far=far(q)))


def _u(fact, say) -> str:
    return gloss_cards(_("Ù {card}: quân này làm bài đủ 10 bộ.").format(card=word(fact["card"], say)))


def _move(fact, say) -> str:
    """The move of an eat, capitalised (no card read out: the sentence around it does that)."""
    code, discard = fact.code, fact.get("discard")
    if code == "strategy.move.chiu":
        text = ((_("Chíu {card}, rồi trả cửa {discard}") if fact.get("then") == "tra_cua"
                 else _("Chíu {card}, rồi đánh {discard}")) if discard else _("Chíu {card}"))
    elif code == "strategy.move.an_chan":
        text = _("Ăn chắn {card}, rồi đánh {discard}") if discard else _("Ăn chắn {card}")
    else:
        text = _("Ăn cạ {card} bằng {with_card}, rồi đánh {discard}") if discard else _("Ăn cạ {card} bằng {with_card}")
    return text.format(card=word(fact["card"], say), with_card=word(fact.get("with_card"), say),
                       discard=word(discard, say))


def _eat_dead(fact, say) -> str:
    move, card = fact["move"], word(fact["card"], say)
    plain = (_("Chíu {card}") if move == "chiu" else _("Ăn chắn {card}") if move == "an_chan"
             else _("Ăn cạ {card}")).format(card=card)
    return gloss_cards(_("{move}: thì không còn đường ù.").format(move=plain))


def _eat_closer(fact, say) -> str:
    q, copies = fact["q"], fact["copies"]
    text = (WORDS.ngettext("{move}: {before} xuống còn {after}, còn {copies} lá để ù.",
               "{move}: {before} xuống còn {after}, còn {copies} lá để ù.", copies) if q == 1
            else WORDS.ngettext("{move}: {before} xuống còn {after}, còn {copies} lá có thể ăn.",
                    "{move}: {before} xuống còn {after}, còn {copies} lá có thể ăn.", copies))
    return gloss_cards(text.format(move=say(fact["move"]), before=far(fact["q0"]), after=far_short(q), copies=copies))


def _eat_farther(fact, say) -> str:
    q0 = fact["q0"]
    text = WORDS.ngettext("{move}: bài xa ù hơn ({far}, trước là {before} lá).",
                          "{move}: bài xa ù hơn ({far}, trước là {before} lá).", q0)
    return gloss_cards(text.format(move=say(fact["move"]), far=far(fact["q"]), before=q0))


def _eat_more_copies(fact, say) -> str:
    q = fact["q"]
    text = (_("{move}: vẫn {after} nhưng nhiều lá để ù hơn ({copies} lá, bỏ qua thì {bo_copies} lá).") if q == 1
            else _("{move}: vẫn {after} nhưng nhiều lá có thể ăn hơn ({copies} lá, bỏ qua thì {bo_copies} lá)."))
    return gloss_cards(text.format(move=say(fact["move"]), after=far_short(q), copies=fact["copies"],
                                   bo_copies=fact["bo_copies"]))


def _eat_same(fact, say) -> str:
    q, copies = fact["q"], fact["copies"]
    text = (WORDS.ngettext("{move}: không gần ù hơn ({far}), còn {copies} lá để ù.",
               "{move}: không gần ù hơn ({far}), còn {copies} lá để ù.", copies) if q == 1
            else WORDS.ngettext("{move}: không gần ù hơn ({far}), còn {copies} lá có thể ăn.",
                    "{move}: không gần ù hơn ({far}), còn {copies} lá có thể ăn.", copies))
    return gloss_cards(text.format(move=say(fact["move"]), far=far(q), copies=copies))


RENDERERS = {
    **each(_S["named"], named),
    **each(_S["named_field_name"], named, field="name"),
    "strategy.discard.dead": _discard_dead,
    "strategy.discard.seen": _discard_seen,
    "strategy.discard.worse": _discard_worse,
    "strategy.discard.waits": _discard_waits,
    "strategy.discard.keep": _discard_keep,
    # what a discard keeps (the Vietnamese words of the layout stay Vietnamese in English)
    "strategy.keep.ca": lambda fact, say: f"cạ {fact['name']}",
    "strategy.keep.ba_dau": lambda fact, say: f"ba đầu {fact['name']}",
    "strategy.keep.que": lambda fact, say: f"quân lẻ {word(fact['card'], say)}",
    "strategy.keep.rank": lambda fact, say: str(fact["name"]),
    "strategy.keep.chan": _keep_chan,
    "strategy.eat.u": _u,
    "strategy.pass": _pass,
    "strategy.eat.dead": _eat_dead,
    "strategy.eat.closer": _eat_closer,
    "strategy.eat.farther": _eat_farther,
    "strategy.eat.more_copies": _eat_more_copies,
    "strategy.eat.same": _eat_same,
    "strategy.move.chiu": _move,
    "strategy.move.an_chan": _move,
    "strategy.move.an_ca": _move,
}
