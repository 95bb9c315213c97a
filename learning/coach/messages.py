"""The coach's names and sentences (:mod:`learning.coach`): the learner's seat, the modes and bot levels, :class:`Said`,
and the words of a move, of the hint and of the coach's messages, each made in the current language when asked for."""
from __future__ import annotations

from types import SimpleNamespace

from chan_core.errors import ChanError
from chan_core.game import Action, GameState, can_u, describe, seat_label
from chan_core.game.actions import action_name
from learning.glosses import with_gloss
from learning.i18n import N_, _, ngettext
from words import gloss_cards, listed, say
from words.phrases.game_faults import fault_gloss  # noqa: F401  (re-exported for the coach)
from chan_core.cards import BY_CODE
from chan_core.facts import Fact


LEARNER = 0
"""The learner's seat."""
MODES = {"kem_cap": N_("Kèm cặp"), "thi_that": N_("Thi thật")}
"""Coach modes and their names (gettext messages: show them with ``_()`` or :func:`mode_name`)."""
BOT_NAMES = {
    "sensible": N_("Máy biết luật (không phạm lỗi)"),
    "advisor": N_("Máy khá (theo gợi ý, không phạm lỗi)"),
    "gioi": N_("Máy giỏi (tính cả tiền cước, không phạm lỗi)"),
    "random": N_("Máy đánh bừa (hay phạm lỗi)"),
}
"""Names of the bot levels of :data:`chan_core.game.bots.BOTS` (gettext messages: show them
with :func:`bot_name`)."""


def bot_name(level: str) -> str:
    """Name of a bot level in the current language (the level id when unknown)."""
    return _(BOT_NAMES[level]) if level in BOT_NAMES else level


def mode_name(mode: str | None) -> str:
    """Name of a coach mode in the current language (``''`` for none, the id when unknown)."""
    return _(MODES[mode]) if mode in MODES else (mode or "")


class Said:
    """A coach sentence made when it is said (``str()``, ``format()``, :func:`words.say`), in the language current
    then, like an engine fact: a language switch re-says it without advising again; ``short``: its words under a hint
    row whose headline and figures already say the rest (:func:`learning.coach.standing.short_reason`)."""

    __slots__ = ("_make", "_short")

    def __init__(self, make, short=None) -> None:
        self._make, self._short = make, short

    @property
    def short(self) -> "Said":
        return Said(self._short) if self._short else self

    def __str__(self) -> str:
        return gloss_cards(self._make())  # English: each card read out once

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Said({str(self)!r})"

    def __deepcopy__(self, memo: dict) -> "Said":
        return self


def _w(code: str | None) -> str:
    return BY_CODE[code].word if code else ""


LABELS = {
    "danh": N_("Đánh {the_card}"), "tra_cua": N_("Trả {the_card}"), "an_chan": N_("Ăn chắn {the_card}"),
    "an_ca": N_("Ăn cạ {the_card} bằng {other}"), "chiu": N_("Chíu {the_card}"),
    "duoi": N_("Dưới (không ăn {the_card})"), "boc": N_("Bốc nọc (không ăn {the_card})"), "boc_none": N_("Bốc nọc"),
    "u": N_("Ù {the_card}!"), "u_none": N_("Ù ngay (thiên ù)!"), "bo": N_("Bỏ qua"),
}
"""A move's button label by :func:`_move_phrase` (``{the_card}``: the move's card, the offer's for a bốc)."""
PHRASES = {
    "danh": N_("đánh {the_card}"), "tra_cua": N_("trả cửa {the_card}"), "an_chan": N_("ăn chắn {the_card}"),
    "an_ca": N_("ăn cạ {the_card} bằng {other}"), "chiu": N_("chíu {the_card}"),
    "duoi": N_("dưới {the_card} (không ăn)"), "boc": N_("không ăn {the_card} mà bốc nọc"), "boc_none": N_("bốc nọc"),
    "u": N_("ù {the_card}"), "u_none": N_("thiên ù"), "bo": N_("bỏ qua {the_card}"),
}
"""A move as a phrase in a sentence, keyed as :data:`LABELS`."""


def _move_phrase(table: dict[str, str], action: Action, state: GameState, also: tuple = (), style: str = "or") -> str:
    """``action`` said with ``table`` (its card or a choice of it and those of the moves ``also``, :func:`listed`
    ``style``); ``''`` for a move type it does not list."""
    t, card = action.type, action.card
    if t == "boc":
        card = state.offer["card"] if state.offer else None
    kind = {"an": "an_chan" if action.with_ == card else "an_ca"}.get(t, t)
    if t in ("boc", "u") and not card:
        kind += "_none"
    the_card = listed([_w(card)] + [_w(m.action.card) for m in also], style=style)
    return gloss_cards(_(table[kind]).format(the_card=the_card, other=_w(action.with_))) if kind in table else ""


def action_label(action: Action, state: GameState, also: tuple = ()) -> str:
    """A move's button label in the current language: ``'Ăn chắn cửu vạn'``, ``'Bốc nọc (không ăn tam vạn)'``, ``'Ù!'``
    … (English: the game's verb first, then its meaning: ``'Ăn — eat cửu vạn as a chắn'``); with the cards of the
    moves ``also`` as a choice: ``'Đánh nhị vạn hoặc tam vạn'``."""
    return _move_phrase(LABELS, action, state, also) or action.type


def stopped_words(action: Action, state: GameState, said: bool = True) -> str:
    """The timeline's words for a move Kèm cặp held back: ``'Bạn định đánh tam vạn (đã dừng lại).'`` — the move in
    words (:func:`choice_words`), not its button's label; ``said=False``: without «(đã dừng lại)», where the line
    says it (the review's «đã được chặn trước khi đi»)."""
    return (_("Bạn định {move} (đã dừng lại).") if said else _("Bạn định {move}")).format(
        move=choice_words(action, state))


def entry_words(table: "Table", entry: dict, stopped: bool = True) -> str:
    """A timeline entry's words in the current language, made again from the move (the engine's line, or
    :func:`stopped_words` for a held-back one, ``stopped``: saying so); the saved text when the move no longer reads."""
    try:
        action = Action.from_dict(entry["action"])
        if entry.get("stopped"):
            shim = SimpleNamespace(offer=entry.get("offer"), players=table.state.players)  # what the words read
            return stopped_words(action, shim, stopped)  # type: ignore[arg-type]
        i = entry["event"]
        evs = table.state.events
        if 0 <= i < len(evs) and Action.from_dict(evs[i]).key == action.key:
            return say(describe(evs[i], table.state, LEARNER)) or entry.get("text", "")
    except (ChanError, KeyError, TypeError, ValueError):
        pass
    return entry.get("text", "")


HINTS = {
    "danh": N_("Đặt {card} vào cửa chì của bạn; {next} được ăn quân này, không thì bốc."),
    "tra_cua": N_("Đặt {card} vào chỗ quân bạn vừa chíu; ván đi tiếp với quân này."),
    "an_chan": N_("Hạ chắn {card} xuống chiếu (thêm 1 chắn), rồi phải đánh một quân."),
    "an_ca": N_("Hạ cạ {card} – {other} xuống chiếu (thêm 1 cạ), rồi phải đánh một quân."),
    "chiu": N_("Hạ cả bốn {card} (chíu = 2 chắn), được cả khi chưa đến lượt; chíu ngoài lượt thì phải trả cửa."),
    "duoi": N_("Không ăn {card} vừa bốc; quân này đi tiếp cho {next}."),
    "boc": N_("Không ăn quân ở cửa trên; bốc một quân từ nọc vào cửa chì của mình."),
    "u": N_("Hô ù khi bài tròn ({rule}); hô sai là ù láo."),
    "bo": N_("Không ù, không chíu quân này; ván đi tiếp."),
    "bo_u": N_("Không ù, không chíu quân này; ván đi tiếp. Bạn ù được với quân này, nên bỏ qua là «bỏ ù» (lần ù sau trong ván này "
               "bị nghỉ ăn tiền)."),
}
"""What a legal move does (the hint button) by move type, an eat by the group it makes, ``bo_u`` a bỏ ù (001 §IV)."""


def action_hint(action: Action, state: GameState) -> str:
    """One line on what a legal move does (the hint button), seed 001 §IV."""
    t = {"an": "an_chan" if action.with_ == action.card else "an_ca",
         "bo": "bo_u" if action.type == "bo" and can_u(state, action.seat) else "bo"}.get(action.type, action.type)
    return gloss_cards(_(HINTS[t]).format(card=_w(action.card), other=_w(action.with_), rule=say(Fact("win.rule")),
                                          next=say(seat_label(1, 0, state.players)))) if t in HINTS else ""


def move_message(kind: str, faults: list, *, passed_u: bool = False, false_u: bool = False, bao_now: bool = False,
                 dead_end: bool = False) -> str:
    """The coach's sentence about a learner's move, made again from what was found: ``kind`` ``'stop'`` — Kèm cặp
    held it back (``dead_end``: every đánh after the eat is one of ``faults``); ``'caught'`` — played, and the làng
    caught ``faults`` in Thi thật (``''`` when nothing is wrong)."""
    if kind == "caught":
        bits = [ngettext("Làng bắt lỗi: {faults}.", "Làng bắt lỗi: {faults}.", len(faults)).format(
            faults=listed(fault_title(f) for f in faults))] if faults else []
        if bao_now:
            bits.append(_("Bạn bị báo: từ giờ chỉ được bốc và dưới, không được đánh hay ù; hết ván phải trả tiền "
                          "thay làng."))
        if passed_u and not any(f.get("code") == "bo_u" for f in faults):
            bits.append(_("Bạn vừa bỏ ù."))
        return " ".join(bits)
    if dead_end:
        return _("Khoan đã! Ăn quân này thì lượt sau quân nào đánh ra cũng phạm lỗi ({faults}). "
                 "Hãy chọn nước khác.").format(faults=listed(dict.fromkeys(fault_title(f) for f in faults)))
    faults = [f for f in faults if not (passed_u and f.get("code") == "bo_u")]
    if passed_u and not faults:
        return _("Khoan đã! Bài bạn ù được với quân này — đừng bỏ ù (bỏ ù thì lần ù sau trong ván này bị nghỉ ăn tiền).")
    if false_u:
        return _("Khoan đã! Chưa ù được: hô ù lúc này là ù láo (phạt tám đỏ hai lèo).")
    names = listed(fault_title(f) for f in faults)
    if passed_u:
        return _("Khoan đã! Nước này phạm {faults}. Bài bạn còn ù được với quân này.").format(faults=names)
    return _("Khoan đã! Nước này phạm {faults}.").format(faults=names)


def fault_title(f: dict) -> str:
    """``'lỗi 7 «Bỏ chắn ăn cạ»'`` or ``'«Bỏ ù»'`` for a finding dict; English adds the gloss of the
    rules: ``'lỗi 7 «Bỏ chắn ăn cạ» (breaking a chắn you hold to make a cạ)'``."""
    code, name = f.get("code"), say(f.get("name"))
    return with_gloss(f"lỗi {code} «{name}»" if isinstance(code, int) else f"«{name}»", fault_gloss(code))


DISTANCE_WORDS = {None: (N_("bài không còn đường ù"), N_("không còn đường ù")), 0: (N_("bài đã ù"), N_("đã ù")),
                  1: (N_("bài chờ ù"), N_("chờ ù"))}
"""A distance to ù with a word of its own: (with the subject, without it)."""


def distance_words(d: int | None, subject: bool = True) -> str:
    """``'bài cách ù 3 lá'``, ``'bài chờ ù'``, ``'bài đã ù'``, ``'bài không còn đường ù'`` (English: ``'the hand is 3
    cards from ù'`` …); without ``subject``, for a figure or after a verb: ``'cách ù 3 lá'``, ``'chờ ù'`` …"""
    if d in DISTANCE_WORDS:
        return _(DISTANCE_WORDS[d][0 if subject else 1])
    if subject:
        return ngettext("bài cách ù {n} lá", "bài cách ù {n} lá", d).format(n=d)
    return ngettext("cách ù {n} lá", "cách ù {n} lá", d).format(n=d)


def distance_short(d: int | None) -> str:
    """:func:`distance_words` without the subject."""
    return distance_words(d, subject=False)


def choice_words(action: Action, state: GameState, with_: tuple = ()) -> str:
    """A move as a lower-case phrase for a sentence, cards in words: ``'đánh tam vạn'``, ``'ăn cạ tam vạn bằng tam
    sách'`` (``state``: the state the move was made in); with the cards of the moves ``with_`` of its verb:
    ``'đánh tam vạn và tứ vạn'``."""
    return _move_phrase(PHRASES, action, state, with_, "standard") or say(action_name(action.type))


THEN_WORDS = {"danh": N_(", rồi đánh {card}"), "tra_cua": N_(", rồi trả cửa {card}")}
"""What follows an eat in a phrase, by verb id (:data:`chan_core.strategy.VERBS`: ``'danh'`` /
``'tra_cua'``, seed 001 §IV)."""


def then_words(verb: str, card: str | None) -> str:
    """``', rồi đánh tam vạn'`` / ``', rồi trả cửa tam vạn'`` (``verb``: ``'danh'`` or ``'tra_cua'``; ``card``: a
    code) in the current language."""
    return gloss_cards(_(THEN_WORDS.get(verb, THEN_WORDS["danh"])).format(card=_w(card)))
