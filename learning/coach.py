"""The coach of the practice table («Chơi thử»): one hand of a learner against bots.

Pure Python (no Streamlit): the page keeps a :class:`Table` in the session,
asks it for the learner's choices, hands it the learner's moves and the bots'
turns, and saves :meth:`Table.to_dict` in the progress store after every move
(:mod:`learning.games`). The game itself is :mod:`chan_core.game`; this module
adds what a *teacher* does at the table (issue 12 item 3):

* **Kèm cặp** (``mode='kem_cap'``): a move of the learner that would commit a
  lỗi (:func:`chan_core.game.judge_action`), a false ù (ù láo) or a passed ù
  (:func:`chan_core.game.can_u`) is **stopped before it happens** and
  explained; nothing reaches the game.
* **Thi thật** (``mode='thi_that'``): every move is played; the engine catches
  the lỗi as the làng would (báo at once for groups B–D, nghỉ ăn tiền / ù báo
  when the hand is laid down — seed 001 §VII) and the money is paid.

Every decision of the learner goes into :attr:`Table.timeline` (what was on
offer, what he did, the faults, whether it was stopped), which the review
after the hand reads (:func:`review_items`).

Every sentence is in the current language (issue 15; :mod:`learning.i18n`): the
labels, hints and messages are gettext messages (Vietnamese source, English in
``locale/en/LC_MESSAGES/hoc_chan/learning.coach.po``); cards are named by their
Vietnamese words in both languages.

A learner may switch language in the middle of a hand, so nothing here keeps a sentence
that cannot be said again in the other language: the words of a move are made again from
the move (:func:`entry_words`), the coach's message from what was found
(:func:`move_message`), and what the engine states (the faults found, the xướng graded,
the payouts, the ù láo reasons, the log lines, the advice) are facts
(:class:`chan_core.facts.Fact`), kept as they are and said by :func:`words.say` when the
page draws them (issue 23): nothing is replayed or judged again per language. A hand saved
before then holds sentences: it is replayed once when read (:meth:`Table.from_dict`), and
the faults of its timeline kept in every language (``faults_in``) are read as they were.

Bots are :mod:`chan_core.game.bots` policies, re-created for every move with
a seed made of the hand's seed, the seat and the move number, so a hand
reloaded from the store goes on exactly as it would have.
"""
from __future__ import annotations

import copy
import json
import random
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from chan_core.errors import ChanError
from words.i18n import DEFAULT_LANGUAGE, current_language
from chan_core.game import (
    Action, GameRecord, GameState, apply, can_u, describe, judge_action, legal_actions, new_hand,
    record_of,
)
from chan_core.game.bots import BOTS, make_bot
from chan_core.game.actions import action_name
from chan_core.game.bots_strategy import seat_view
from chan_core.game.flow import replay
from chan_core.game.state import from_data, to_data
from chan_core.strategy import EatAdvice, EatOption, eat_or_pass, eat_reason, rank_discards
from learning.i18n import N_, _, ngettext
from words import say

LEARNER = 0
"""The learner's seat."""
MODES = {"kem_cap": N_("Kèm cặp"), "thi_that": N_("Thi thật")}
"""Coach modes and their names (gettext messages: show them with ``_()`` or :func:`mode_name`)."""
BOT_NAMES = {
    "sensible": N_("Máy biết luật (không phạm lỗi)"),
    "advisor": N_("Máy khá (theo gợi ý, không phạm lỗi)"),
    "random": N_("Máy đánh bừa (hay phạm lỗi)"),
}
"""Names of the bot levels of :data:`chan_core.game.bots.BOTS` (gettext messages: show them
with :func:`bot_name`)."""
DOC_VERSION = 1
MAX_BOT_STEPS = 2000
"""Safety bound on bot moves played in one go (a hand has a few hundred at most)."""


def bot_name(level: str) -> str:
    """Name of a bot level in the current language (the level id when unknown)."""
    return _(BOT_NAMES[level]) if level in BOT_NAMES else level


def mode_name(mode: str | None) -> str:
    """Name of a coach mode in the current language (``''`` for none, the id when unknown)."""
    if not mode:
        return ""
    return _(MODES[mode]) if mode in MODES else mode


def _vi() -> bool:
    return current_language() == DEFAULT_LANGUAGE


class Said:
    """A sentence of the coach made when it is said — ``str()``, ``format()``, :func:`words.say` —
    in the language current then, like an engine fact: the advice and the review keep it, a
    language switch re-says it without advising again."""

    __slots__ = ("_make",)

    def __init__(self, make) -> None:
        self._make = make

    def __str__(self) -> str:
        return self._make()

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Said({str(self)!r})"

    def __copy__(self) -> "Said":
        return self

    def __deepcopy__(self, memo: dict) -> "Said":
        return self


@dataclass
class Outcome:
    """What happened to a move the learner chose.

    ``played`` (the move reached the game); ``stopped`` (Kèm cặp held it
    back); ``faults``: the findings of :func:`chan_core.game.judge_action`
    (``{code, name, detail, penalty, penalty_name, explanation}``) — the ones
    that stopped it, or the ones the làng caught; ``passed_u``: the learner
    could ù and did something else; ``false_u``: an ù that is not one;
    ``bao_now``: the move put the learner under báo; ``message``: one
    sentence for the page, in the current language; ``dead_end``: the
    faults are those of the moves after an eat that leads nowhere — with them
    the page words the message again in another language (:func:`move_message`).
    """

    played: bool
    stopped: bool = False
    faults: list = field(default_factory=list)
    passed_u: bool = False
    false_u: bool = False
    bao_now: bool = False
    message: str = ""
    dead_end: bool = False


class Table:
    """One hand at the practice table with its settings and the coach's notes.

    ``state``: the live :class:`chan_core.game.GameState`; ``mode``
    (:data:`MODES`); ``bots``: level per seat (``bots[0]`` unused);
    ``timeline``: the learner's decisions (see :meth:`learner_move`);
    ``hand_no``: number of the hand in the session; ``record_id``: id of the
    finished hand in the store once kept.
    """

    def __init__(self, state: GameState, *, mode: str = "kem_cap", bots: Iterable[str] = (),
                 timeline: list | None = None, hand_no: int = 1, record_id: int | None = None):
        if mode not in MODES:
            raise ChanError(_("Chế độ «{mode}» không có; chỉ có: {modes}.").format(mode=mode, modes=", ".join(MODES)),
                            field="mode")
        self.state = state
        self.mode = mode
        bots = list(bots) or ["sensible"]
        if len(bots) == 1:
            bots = bots * state.players
        if len(bots) != state.players:
            raise ChanError(_("Cần {n} loại máy, không phải {got}.").format(n=state.players, got=len(bots)),
                            field="bots")
        for b in bots:
            if b not in BOTS:
                raise ChanError(_("Không có loại máy «{bot}»; chỉ có: {bots}.").format(bot=b, bots=", ".join(BOTS)),
                                field="bots")
        self.bots = bots
        self.timeline: list[dict] = list(timeline or [])
        self.hand_no = hand_no
        self.record_id = record_id
        self._judged: dict = {}  # stopped moves of an old save judged again (_judged_again)

    # ------------------------------------------------------------ making one
    @classmethod
    def deal(cls, players: int, seed: int, *, variant: str = "classic", options: dict | None = None,
             mode: str = "kem_cap", bot: str = "sensible", drawer: int | None = None,
             thong: int | None = None, hand_no: int = 1) -> "Table":
        """A new hand: the learner at seat 0 against ``players − 1`` bots of level ``bot``.

        ``seed`` deals the cards (:func:`chan_core.game.new_hand`); ``drawer``
        (who bốc cái — the previous winner, seed 001 §II) and ``thong`` (the
        seat that won the previous hand with a correct xướng, §V.2) carry a
        session on. Raises :class:`ChanError` for bad settings."""
        st = new_hand(players, seed, variant=variant, options=options, drawer=drawer, thong=thong)
        return cls(st, mode=mode, bots=[bot] * players, hand_no=hand_no)

    def to_dict(self) -> dict:
        """JSON-ready data for the store (:mod:`learning.games`): the facts as
        :meth:`~chan_core.facts.Fact.to_json` (``said: 'facts'`` marks a save that holds
        facts, not sentences)."""
        return {"v": DOC_VERSION, "state": self.state.to_dict(), "mode": self.mode, "bots": list(self.bots),
                "timeline": to_data(self.timeline), "hand_no": self.hand_no, "record_id": self.record_id,
                "said": "facts"}

    @classmethod
    def from_dict(cls, d: dict) -> "Table":
        """Read :meth:`to_dict` data back (the game's cache is rebuilt on the
        next move by replaying its events). Data saved before the engine stated facts
        (no ``said``) holds the engine's sentences in the language it was played in: its hand
        is replayed once (:func:`chan_core.game.flow.replay`), so the state holds what the
        engine states now — unless the record no longer replays, or replays to another hand
        (:func:`play_facts`), when it is kept as saved. Raises :class:`ChanError` when the
        data is not a saved table."""
        if not isinstance(d, dict) or d.get("v") != DOC_VERSION or not isinstance(d.get("state"), dict):
            raise ChanError(_("Dữ liệu ván đã lưu không đúng dạng."), field="state")
        state = GameState.from_dict(d["state"])
        if d.get("said") != "facts":
            state = _renewed(state)
        return cls(state, mode=d.get("mode", "kem_cap"), bots=d.get("bots") or (),
                   timeline=from_data(d.get("timeline") or []), hand_no=int(d.get("hand_no") or 1),
                   record_id=d.get("record_id"))

    def use_steps(self, states: list) -> None:
        """Give the table every state of its hand (``states[i]`` before event ``i``, the last one
        :attr:`state`) — «Ván đã chơi» has them — so :meth:`state_before` need not replay the hand."""
        self._steps = (len(self.state.events), list(states))

    def state_before(self, i: int) -> GameState | None:
        """The hand just before its event ``i`` (replayed once and kept; ``None`` when the record
        no longer replays or ``i`` is out of range). Used to judge again a move of a hand saved
        before issue 15."""
        key = len(self.state.events)
        steps = getattr(self, "_steps", None)
        if steps is None or steps[0] != key:
            try:
                steps = (key, list(record_of(self.state).steps()))
            except ChanError:
                steps = (key, [])
            self._steps = steps
        return steps[1][i] if 0 <= i < len(steps[1]) else None

    # ------------------------------------------------------------ reading
    @property
    def finished(self) -> bool:
        """The hand is over (ù with its xướng, ù láo, or hòa)."""
        return self.state.phase == "end"

    @property
    def learner_to_act(self) -> bool:
        """The engine waits for the learner (a move, or his xướng)."""
        return self.state.actor == LEARNER

    @property
    def bot_to_act(self) -> bool:
        """The engine waits for a bot."""
        return self.state.actor is not None and self.state.actor != LEARNER

    def legal(self) -> list[Action]:
        """The learner's legal moves now (empty when it is not his decision or in the xướng)."""
        return legal_actions(self.state, LEARNER) if self.learner_to_act else []

    def advice(self) -> "Advice | None":
        """The advisor's ranking of the learner's moves now (:func:`advise`, every
        move judged; ``None`` when it is not his decision), kept until the state
        changes so a rerun of the page reuses it."""
        cached = getattr(self, "_advice", None)
        if cached is None or cached[0] is not self.state:  # facts and Said lines: the same in every language
            cached = (self.state, advise(self.state, LEARNER) if self.learner_to_act else None)
            self._advice = cached
        return cached[1]

    def record(self) -> GameRecord:
        """The game record so far (deal + events)."""
        return record_of(self.state)

    def log(self, viewer: int = LEARNER, start: int = 0) -> list[tuple[int, str]]:
        """``[(event index, line)]`` of the events from ``start`` (silent passes left out; the
        engine's :func:`chan_core.game.describe`, said in the current language)."""
        out = []
        for i, ev in enumerate(self.state.events[start:], start):
            text = say(describe(ev, self.state, viewer))
            if text:
                out.append((i, text))
        return out

    # ------------------------------------------------------------ the learner
    def learner_move(self, action: Action) -> Outcome:
        """Play (or, in Kèm cặp, maybe stop) the learner's ``action``.

        The move must be one of :meth:`legal` (or the xướng in phase
        ``xuong``); raises :class:`ChanError` otherwise. Adds a timeline
        entry ``{event, offer, action, text, faults, facts, stopped, passed_u}``:
        ``event`` is the index the move has (or would have had) in the
        game's events; ``faults`` what the engine found (facts, said when the review
        shows them: :func:`entry_faults`); ``facts`` marks an entry made so.
        """
        st = self.state
        if st.actor != LEARNER:
            raise ChanError(_("Chưa đến lượt bạn."), field="seat")
        if action.seat != LEARNER:
            raise ChanError(_("Nước đi này không phải của bạn."), field="seat")
        offer = copy.deepcopy(st.offer) if st.phase == "offer" else None
        entry = {"event": len(st.events), "phase": st.phase, "offer": offer, "action": action.to_dict(),
                 "text": "", "faults": [], "stopped": False, "passed_u": False, "mode": self.mode, "facts": True}
        if action.type == "xuong":
            self.state = apply(st, action)
            entry["text"] = say(describe(self.state.events[-1], self.state, LEARNER))
            self.timeline.append(entry)
            return Outcome(True, message=entry["text"])
        found = judge_action(st, action)  # raises ChanError for a move that is not legal now
        could_u = action.type != "u" and can_u(st, LEARNER)
        false_u = action.type == "u" and any(f["penalty"] == "u_lao" for f in found)
        entry["passed_u"] = could_u
        trap: list = []
        if self.mode == "kem_cap" and not found and not could_u and action.type in ("an", "chiu"):
            trap = dead_end(st, action)
        if self.mode == "kem_cap" and (found or could_u or trap) and not self._forced(st):
            entry["stopped"] = True
            entry["faults"] = found or trap
            entry["dead_end"] = bool(trap)
            entry["text"] = stopped_words(action, st)
            if not any(_same_stop(e, entry) for e in self.timeline):  # tapped again: noted once
                self.timeline.append(entry)
            return Outcome(False, stopped=True, faults=entry["faults"], passed_u=could_u, false_u=false_u,
                           message=move_message("stop", entry["faults"], passed_u=could_u, false_u=false_u,
                                                dead_end=bool(trap)),
                           dead_end=bool(trap))
        before_bao = LEARNER in st.bao
        before_faults = len(st.faults)
        played = apply(st, action)
        caught = [f for f in played.faults[before_faults:] if f["seat"] == LEARNER]
        entry["faults"] = caught or found
        self.state = played
        entry["text"] = say(describe(self.state.events[-1], self.state, LEARNER)) if self.state.events else ""
        self.timeline.append(entry)
        bao_now = not before_bao and LEARNER in self.state.bao
        return Outcome(True, faults=entry["faults"], passed_u=could_u, false_u=false_u, bao_now=bao_now,
                       message=move_message("caught", entry["faults"], passed_u=could_u, bao_now=bao_now))

    def _forced(self, st: GameState) -> bool:
        """Every legal move of the learner would be stopped (a hand carried over
        from Thi thật can leave him there): then Kèm cặp lets him move rather
        than lock the table."""
        for a in legal_actions(st, LEARNER):
            if not judge_action(st, a) and (a.type == "u" or not can_u(st, LEARNER)):
                if a.type not in ("an", "chiu") or not dead_end(st, a):
                    return False
        return True

    def xuong(self, declared: Iterable[tuple[str, int]]) -> Outcome:
        """The learner's xướng (``[(cước id, count), …]`` in the order said): graded
        and paid by the engine (:func:`chan_core.game.ending.resolve_xuong`)."""
        return self.learner_move(Action(LEARNER, "xuong", declared=tuple((i, int(n)) for i, n in declared)))

    # ------------------------------------------------------------ the bots
    def bot_action(self) -> Action:
        """The move (or xướng) the bot whose turn it is would make now."""
        st = self.state
        s = st.actor
        if s is None or s == LEARNER:
            raise ChanError(_("Không phải lượt của máy."), field="seat")
        bot = make_bot(self.bots[s], _bot_seed(st.seed, s, len(st.events)))
        if st.phase == "xuong":
            declared = bot.xuong(st, s)
            return Action(s, "xuong", declared=tuple((d["id"], int(d.get("count", 1))) for d in declared))
        return bot.choose(st, s, legal_actions(st, s))

    def bot_step(self) -> int:
        """Play one bot move; returns the index of its event."""
        self.state = apply(self.state, self.bot_action())
        return len(self.state.events) - 1

    def run_bots(self, limit: int = MAX_BOT_STEPS) -> int:
        """Play bot moves until the learner has to decide or the hand ends; returns how many."""
        n = 0
        while self.bot_to_act and n < limit:
            self.bot_step()
            n += 1
        return n


def dead_end(state: GameState, action: Action) -> list[dict]:
    """For an eat (``an``/``chiu``) that is itself clean: the lỗi of every card
    the learner could then đánh (or trả cửa) when *each* of them commits one —
    the eat leads into a position with no clean move (seed 001 §IV lỗi 10–17
    bind what one may đánh after eating). ``[]`` when a clean follow-up exists."""
    nxt = apply(state, action)
    if nxt.actor != LEARNER or nxt.phase not in ("danh", "tra_cua"):
        return []
    found: list[dict] = []
    for a in legal_actions(nxt, LEARNER):
        f = judge_action(nxt, a)
        if not f:
            return []
        found.extend(f)
    return found


def _same_stop(a: dict, b: dict) -> bool:
    """Two timeline entries are the same move Kèm cặp held back: both stopped, at the same
    position (event index) with the same action (an entry that no longer reads is never the same)."""
    if not (a.get("stopped") and b.get("stopped") and a.get("event") == b.get("event")):
        return False
    try:
        return Action.from_dict(a["action"]).key == Action.from_dict(b["action"]).key
    except (ChanError, KeyError, TypeError, ValueError):
        return False


def decisions(table: "Table") -> list[dict]:
    """The learner's decisions of :attr:`Table.timeline`, oldest first, a move Kèm cặp held
    back listed once however often it was tapped (a hand saved before this rule may hold
    copies: the first is kept)."""
    out: list[dict] = []
    for e in table.timeline:
        if not any(_same_stop(k, e) for k in out):
            out.append(e)
    return out


def _bot_seed(seed: int, seat: int, move: int) -> int:
    return random.Random(f"{seed}/{seat}/{move}").randrange(2**31)


# ---------------------------------------------------------------- messages
def _w(code: str | None) -> str:
    from chan_core.cards import BY_CODE

    return BY_CODE[code].word if code else ""


def action_label(action: Action, state: GameState) -> str:
    """A short label of a move for a button, in the current language: ``'Ăn chắn cửu vạn'``,
    ``'Ăn cạ cửu vạn bằng cửu văn'``, ``'Bốc nọc (không ăn tam vạn)'``, ``'Ù!'`` … In English
    the game's verb stays first, followed by its meaning: ``'Ăn — eat cửu vạn as a chắn'``,
    ``'Dưới — pass tam vạn on (don't eat)'`` (issue 15: game words stay Vietnamese)."""
    t, c = action.type, action.card
    if t == "danh":
        return _("Đánh {the_card}").format(the_card=_w(c))
    if t == "tra_cua":
        return _("Trả cửa {the_card}").format(the_card=_w(c))
    if t == "an":
        if action.with_ == c:
            return _("Ăn chắn {the_card}").format(the_card=_w(c))
        return _("Ăn cạ {the_card} bằng {other}").format(the_card=_w(c), other=_w(action.with_))
    if t == "chiu":
        return _("Chíu {the_card}").format(the_card=_w(c))
    if t == "duoi":
        return _("Dưới (không ăn {the_card})").format(the_card=_w(c))
    if t == "boc":
        offer = state.offer["card"] if state.offer else None
        return _("Bốc nọc (không ăn {the_card})").format(the_card=_w(offer)) if offer else _("Bốc nọc")
    if t == "u":
        return _("Ù {the_card}!").format(the_card=_w(c)) if c else _("Ù ngay (thiên ù)!")
    if t == "bo":
        return _("Bỏ qua")
    return t


def stopped_words(action: Action, state: GameState) -> str:
    """The timeline's words for a move Kèm cặp held back: ``'Bạn định đánh tam vạn (đã dừng lại).'``
    — the move named in words (:func:`choice_words`), never its button's label (whose «!» ended
    up mid-sentence: «Bạn định ù nhị vạn! (đã dừng lại).»)."""
    return _("Bạn định {move} (đã dừng lại).").format(move=choice_words(action, state))


def entry_words(table: "Table", entry: dict) -> str:
    """A timeline entry's words in the current language, made again from the move (the saved
    ``text`` is in the language the hand was played in): the engine's line for a played move
    (:func:`chan_core.game.describe`), :func:`stopped_words` for a held-back one; the saved text
    when the move cannot be read any more."""
    try:
        action = Action.from_dict(entry["action"])
        if entry.get("stopped"):
            shim = _Shim(entry.get("offer"), table.state.players)
            return stopped_words(action, shim)  # type: ignore[arg-type]
        i = entry["event"]
        evs = table.state.events
        if 0 <= i < len(evs) and Action.from_dict(evs[i]).key == action.key:
            return say(describe(evs[i], table.state, LEARNER)) or entry.get("text", "")
    except (ChanError, KeyError, TypeError, ValueError):
        pass
    return entry.get("text", "")


@dataclass(frozen=True)
class _Shim:
    """What :func:`action_label` / :func:`choice_words` read of a state: the offer, the players."""

    offer: dict | None
    players: int


def action_hint(action: Action, state: GameState) -> str:
    """One line on what a legal move does (the hint button), seed 001 §IV."""
    t, c = action.type, action.card
    nxt = _("Bên phải") if state.players > 2 else _("Đối diện")
    if t == "danh":
        return _("Đặt {card} vào cửa chì của bạn; {next} được ăn quân này, không thì bốc.").format(card=_w(c), next=nxt)
    if t == "tra_cua":
        return _("Đặt {card} vào chỗ quân bạn vừa chíu; ván đi tiếp với quân này.").format(card=_w(c))
    if t == "an":
        if action.with_ == c:
            return _("Hạ chắn {card} xuống chiếu (thêm 1 chắn), rồi phải đánh một quân.").format(card=_w(c))
        return _("Hạ cạ {card} – {other} xuống chiếu (thêm 1 cạ), rồi phải đánh một quân.").format(
            card=_w(c), other=_w(action.with_))
    if t == "chiu":
        return _("Hạ cả bốn {card} (chíu = 2 chắn), được cả khi chưa đến lượt; chíu ngoài lượt thì phải "
                 "trả cửa.").format(card=_w(c))
    if t == "duoi":
        return _("Không ăn {card} vừa bốc; quân này đi tiếp cho {next}.").format(card=_w(c), next=nxt)
    if t == "boc":
        return _("Không ăn quân ở cửa trên; bốc một quân từ nọc vào cửa chì của mình.")
    if t == "u":
        return _("Hô ù: 19 lá của bạn với quân này thành 10 bộ, ít nhất 6 chắn. Hô sai là ù láo.")
    if t == "bo":
        return _("Không ù, không chíu quân này; ván đi tiếp. Bỏ một quân ù được là «bỏ ù».")
    return ""


def move_message(kind: str, faults: list, *, passed_u: bool = False, false_u: bool = False, bao_now: bool = False,
                 dead_end: bool = False) -> str:
    """The coach's sentence about a move of the learner, in the current language, made from
    what was found (so a page can say it again after a language switch): ``kind`` ``'stop'``
    — Kèm cặp held the move back (:func:`stop_message`; ``dead_end``: the eat leads to a
    position where every đánh is one of ``faults``); ``'caught'`` — the move was played and
    the làng caught ``faults`` (:func:`caught_message`, ``''`` when nothing is wrong).
    ``faults``: finding dicts (only their codes and names are used: the same in every
    language). Raises :class:`ChanError` for another ``kind``."""
    if kind == "stop":
        if dead_end:
            return _("Khoan đã! Ăn quân này thì lượt sau quân nào đánh ra cũng phạm lỗi ({faults}). "
                     "Hãy chọn nước khác.").format(faults=", ".join(dict.fromkeys(fault_title(f) for f in faults)))
        return stop_message(faults, passed_u, false_u)
    if kind == "caught":
        return caught_message(faults, passed_u, bao_now)
    raise ChanError(_("Không có loại lời nhắc «{kind}».").format(kind=kind), field="kind")


def faults_now(kept: dict) -> list:
    """The faults of a timeline entry or a kept message: its ``faults`` (facts, said when
    shown); an entry saved before the engine stated facts kept them in every language
    (``faults_in``): those of the current language (a hand saved before issue 15's switch
    has only ``faults``, in the language it was played in)."""
    return list((kept.get("faults_in") or {}).get(current_language()) or kept.get("faults") or [])


def play_facts(state: GameState) -> dict:
    """What a hand *is*, whatever the language of its texts: every field of the state but
    the engine's sentences (fault details, xướng grading, payouts words, ù láo reasons, the
    winning scenario), plus the faults by seat, move and code and the money by seat. Two
    states with the same facts are the same hand (:meth:`Table.from_dict` checks a replay with it)."""
    d = state.to_dict()
    for k in ("faults", "xuong", "payouts", "u_lao", "win"):
        d.pop(k, None)
    d["faults"] = [(f.get("seat"), f.get("event"), f.get("code"), f.get("penalty")) for f in state.faults]
    d["payouts"] = (state.payouts or {}).get("net")
    d["xuong"] = (state.xuong or {}).get("verdict")
    return d


def _renewed(state: GameState) -> GameState:
    """``state`` (read from a save made before the engine stated facts) replayed, so it holds
    what the engine states now; ``state`` itself when the record no longer replays or
    replays to another hand."""
    try:
        again = replay(state)
    except ChanError:
        return state
    return again if play_facts(again) == play_facts(state) else state


def stop_message(faults: list, passed_u: bool, false_u: bool) -> str:
    """Why Kèm cặp stopped a move (one paragraph, in the current language)."""
    faults = [f for f in faults if not (passed_u and f.get("code") == "bo_u")]
    if passed_u and not faults:
        return _("Khoan đã! Bài bạn ù được với quân này — đừng bỏ ù (bỏ ù thì lần ù sau bị nghỉ ăn tiền).")
    if false_u:
        return _("Khoan đã! Chưa ù được: hô ù lúc này là ù láo (phạt tám đỏ hai lèo).")
    names = ", ".join(fault_title(f) for f in faults)
    if passed_u:
        return _("Khoan đã! Nước này phạm {faults}. Bài bạn còn ù được với quân này.").format(faults=names)
    return _("Khoan đã! Nước này phạm {faults}.").format(faults=names)


def caught_message(faults: list, passed_u: bool, bao_now: bool) -> str:
    """What the làng says after a move in Thi thật ("" when nothing is wrong)."""
    bits = []
    if faults:
        bits.append(_("Làng bắt lỗi: {faults}.").format(faults=", ".join(fault_title(f) for f in faults)))
    if bao_now:
        bits.append(_("Bạn bị báo: từ giờ chỉ được bốc và dưới, không được đánh hay ù; hết ván phải trả tiền "
                      "thay làng."))
    if passed_u and not any(f.get("code") == "bo_u" for f in faults):
        bits.append(_("Bạn vừa bỏ ù."))
    return " ".join(bits)


def fault_title(f: dict) -> str:
    """``'lỗi 7 «Bỏ chắn ăn cạ»'`` or ``'«Bỏ ù»'`` for a finding dict (the same in English:
    lỗi and their names stay Vietnamese)."""
    from words import say

    code, name = f.get("code"), say(f.get("name"))
    return f"lỗi {code} «{name}»" if isinstance(code, int) else f"«{name}»"


# ---------------------------------------------------------------- review
def entry_faults(table: Table, entry: dict) -> list[dict]:
    """The faults of one timeline entry: those noted when the move was made
    (:func:`faults_now`), plus those the engine judged later for the same move (a pass on an ù
    or a chíu is judged when its card leaves the table — :mod:`chan_core.game.projection`),
    taken from the state; facts, said when shown. An entry saved before issue 15's switch
    (no ``faults_in``, no ``facts``) has its faults in the language it was played in: a move
    Kèm cặp stopped is judged again on the hand as it was (:meth:`Table.state_before`), and
    each fault of a played move that the state also has (same seat, move and code) is taken
    from the state."""
    faults = faults_now(entry)
    old = not entry.get("facts") and "faults_in" not in entry
    if entry.get("stopped"):
        return (_judged_again(table, entry) or faults) if old else faults
    mine = [f for f in table.state.faults if f["seat"] == LEARNER]
    if old:
        same = {(f["event"], f["code"]): f for f in mine}
        faults = [same.get((f.get("event"), f.get("code")), f) for f in faults]
    have = {(f.get("code"), f.get("detail")) for f in faults}
    for f in mine:
        if f["event"] == entry["event"] and (f["code"], f["detail"]) not in have:
            faults.append(f)
            have.add((f["code"], f["detail"]))
    return faults


def _judged_again(table: Table, entry: dict) -> list[dict] | None:
    """The faults of a stopped move of an old timeline entry (no ``faults_in``), judged again
    on the hand as it was (``dead_end`` when it was an eat into a dead end); ``None`` when that
    cannot be done or gives other faults than were saved. Kept on the table per move (the
    review asks for each entry more than once)."""
    key = (len(table.state.events), entry.get("event"), json.dumps(entry.get("action"), sort_keys=True))
    if key not in table._judged:
        table._judged[key] = _judge_again(table, entry)
    return copy.deepcopy(table._judged[key])


def _judge_again(table: Table, entry: dict) -> list[dict] | None:
    try:
        st = table.state_before(int(entry["event"]))
        if st is None or st.actor != LEARNER:
            return None
        action = Action.from_dict(entry["action"])
        again = dead_end(st, action) if entry.get("dead_end") else judge_action(st, action)
    except (ChanError, KeyError, TypeError, ValueError):
        return None
    saved = [f.get("code") for f in entry.get("faults") or []]
    return again if again and [f.get("code") for f in again] == saved else None


def review_items(table: Table) -> list[dict]:
    """The review after a hand: one item per learner decision that had
    something to learn, oldest first, then the xướng.

    Each item: ``{event, kind, text, faults, stopped, passed_u}`` — ``text`` the
    move's words and ``faults`` (:func:`entry_faults`) in the current language — where
    ``kind`` is ``'loi'`` (a lỗi stopped or committed), ``'dead_end'`` (an
    eat stopped because every card to đánh after it is a lỗi), ``'bo_u'`` (a passed
    or missed ù), ``'u_lao'`` (a false ù) or ``'xuong'`` (the xướng graded
    not «đúng», with ``xuong``: the graded xướng of the engine).
    """
    out = []
    for e in decisions(table):
        if e["action"].get("event") == "xuong":
            continue
        faults = entry_faults(table, e)
        kinds = []
        if e.get("dead_end"):
            kinds.append("dead_end")
        elif any(isinstance(f.get("code"), int) for f in faults):
            kinds.append("loi")
        if e.get("passed_u") or any(f.get("code") == "bo_u" for f in faults):
            kinds.append("bo_u")
        if any(f.get("penalty") == "u_lao" for f in faults):
            kinds.append("u_lao")
        for k in kinds:
            out.append({"event": e["event"], "kind": k, "text": entry_words(table, e), "faults": faults,
                        "stopped": e.get("stopped", False), "passed_u": e.get("passed_u", False),
                        "offer": e.get("offer")})
    st = table.state
    if st.winner == LEARNER and st.xuong is not None and st.xuong.get("verdict") != "dung":
        out.append({"event": len(st.events) - 1, "kind": "xuong", "text": _("Lời xướng"), "faults": [],
                    "stopped": False, "passed_u": False, "xuong": st.xuong})
    elif st.winner == LEARNER and st.xuong is not None and st.xuong.get("remarks"):
        out.append({"event": len(st.events) - 1, "kind": "xuong", "text": _("Lời xướng"), "faults": [],
                    "stopped": False, "passed_u": False, "xuong": st.xuong})
    return out


# ---------------------------------------------------------------- the advisor (issue 13 item 4)
@dataclass(frozen=True)
class MoveAdvice:
    """One legal move of a seat as the advisor (:mod:`chan_core.strategy.advice`) sees it.

    ``action``: the legal :class:`~chan_core.game.Action`; ``distance``: cards
    still to take for an ù after the move (:func:`chan_core.strategy.distance`:
    0 for an ù; for an ăn or chíu, after the best đánh that commits no lỗi;
    ``None``: ù out of reach, or an ù that is not one); ``useful_copies``:
    unseen copies of the kinds that would then bring the hand one card closer;
    ``danger``: for a đánh / trả cửa, the chance (0–1) that the card is ăn by
    the next seat or chíu by any seat, else ``None``; ``reason``: its one line — the
    advisor's fact (:mod:`chan_core.strategy.advice`) or the coach's sentence, said by
    :func:`words.say`; ``rank``: 1 = best (equal figures share
    a rank); ``faults``: the findings of :func:`chan_core.game.judge_action`
    (for an eat whose every following đánh is a lỗi, those lỗi) — ``()``
    clean, ``None`` not judged; ``passes_u``: the seat could ù (valid,
    :func:`chan_core.game.can_u`) and this move does not; ``discard``: for an
    eat, the card to đánh after it (code).
    """

    action: Action
    distance: int | None
    useful_copies: int
    danger: float | None
    reason: "Fact | str"
    rank: int
    faults: tuple | None = None
    passes_u: bool = False
    discard: str | None = None

    @property
    def clean(self) -> bool:
        """Judged, no lỗi, and not a passed ù."""
        return self.faults == () and not self.passes_u


@dataclass(frozen=True)
class Advice:
    """The advisor's answer at one decision of a seat (:func:`advise`).

    ``kind``: ``'danh'`` (the hand holds 20 cards: đánh, trả cửa, or the
    cái's thiên ù) or ``'offer'`` (a card is on offer: ù, chíu, ăn, or let it
    go); ``card``: the offered card's code (``'offer'``) or ``None``;
    ``distance``: cards still to take now (a 20-card hand: after its best
    đánh); ``moves``: every legal move, best first (:class:`MoveAdvice`).
    """

    kind: str
    card: str | None
    distance: int | None
    moves: tuple[MoveAdvice, ...]

    @property
    def best(self) -> MoveAdvice | None:
        """The recommended move: the first one judged clean (``None`` when none is)."""
        return next((m for m in self.moves if m.clean), None)

    def move(self, action: Action) -> MoveAdvice | None:
        """The row of ``action`` (matched like the engine does: a bốc ignores the card drawn)."""
        return next((m for m in self.moves if m.action.key == action.key), None)


JUDGE = ("all", "best", "none")
"""How many moves :func:`advise` judges with the lỗi engine: every one (the
hint), down to the first clean one (the review), or none."""


def seat_inputs(state: GameState, seat: int = LEARNER) -> tuple[list[str], list[dict], list[str], tuple[int, ...]]:
    """What ``seat`` sees, in the advisor's input shapes: ``(hand codes, own
    mat, visible codes, opponents)`` — the engine's
    :func:`chan_core.game.bots_strategy.seat_view` (the bots see the same):
    every other mat and every cửa, without the card on offer; the hidden card
    counts of the other seats, the next seat (cửa dưới) first."""
    return seat_view(state, seat)


def _rank_rows(rows: list[tuple]) -> list[MoveAdvice]:
    """Sort ``(key, MoveAdvice without rank)`` rows; equal figures share a rank."""
    rows.sort(key=lambda r: r[0])
    out: list[MoveAdvice] = []
    prev = None
    rank = 0
    for i, (key, m) in enumerate(rows):
        if key[:-1] != prev:
            rank, prev = i + 1, key[:-1]
        out.append(MoveAdvice(m.action, m.distance, m.useful_copies, m.danger, m.reason, rank, m.faults,
                              m.passes_u, m.discard))
    return out


def _key(first: int, d: int | None, copies: int, danger: float | None, order: int) -> tuple:
    return (first, 99 if d is None else d, -copies, round(danger or 0.0, 6), order)


def _u_row(state: GameState, a: Action, could_u: bool) -> tuple:
    card = _w(a.card) if a.card else ""
    if could_u:
        why = Said(lambda: _("Ù {card}: quân này làm bài đủ 10 bộ, ít nhất 6 chắn.").format(card=card) if a.card
                   else _("Ù ngay: 20 lá chia cho bạn đã thành 10 bộ (thiên ù)."))
        return _key(0, 0, 0, None, 0), MoveAdvice(a, 0, 0, None, why, 0)
    why = Said(lambda: _("Chưa ù được: hô ù lúc này là ù láo (phạt tám đỏ hai lèo)."))
    return _key(2, None, 0, None, 0), MoveAdvice(a, None, 0, None, why, 0)


def _discard_rows(state: GameState, seat: int, legal: list[Action], could_u: bool) -> tuple[int | None, list]:
    hand, melds, visible, opps = seat_inputs(state, seat)
    # after a chíu out of turn the card is a trả cửa: the advisor says so itself (seed 001 §IV)
    ranked = rank_discards(hand, melds, visible, opps, verb="tra_cua" if state.phase == "tra_cua" else "danh")
    by_code = {r.card.code: (i, r) for i, r in enumerate(ranked)}
    rows = []
    for a in legal:
        if a.type == "u":
            rows.append(_u_row(state, a, could_u))
            continue
        i, r = by_code[a.card]
        rows.append((_key(1, r.distance, r.useful_copies, r.danger, i),
                     MoveAdvice(a, r.distance, r.useful_copies, r.danger, r.reason, 0)))
    return (ranked[0].distance if ranked else None), rows


def _offer_rows(state: GameState, seat: int, legal: list[Action], could_u: bool, judge: str) -> tuple:
    hand, melds, visible, opps = seat_inputs(state, seat)
    o = state.offer
    drawn_by = "self" if o["source"] == "boc" and o["cua"] == seat else "other"
    ea = eat_or_pass(hand, melds, o["card"], visible, source=o["source"], drawn_by=drawn_by, opponents=opps,
                     chiu_then=_follow_verb(state, seat, Action(seat, "chiu", o["card"])))
    rows = []
    for a in legal:
        if a.type == "u":
            rows.append(_u_row(state, a, could_u))
            continue
        opt = None
        for i, op in enumerate(ea.options):
            if (op.action == "bo" and a.type in ("bo", "boc", "duoi")) or (op.action == "chiu" and a.type == "chiu") \
                    or (op.action == "an" and a.type == "an" and op.with_ is not None and op.with_.code == a.with_):
                opt = (i, op)
                break
        if opt is None:  # cannot happen for a legal move; listed last, unmeasured
            rows.append((_key(3, None, 0, None, 0),
                         MoveAdvice(a, None, 0, None, Said(lambda a=a: action_hint(a, state)), 0)))
            continue
        i, op = opt
        m = MoveAdvice(a, op.distance, op.useful_copies, None, op.reason, 0,
                       discard=op.discard.code if op.discard else None)
        if a.type in ("an", "chiu") and judge != "none":
            m = _after_eat(state, seat, m, ea, op)
        rows.append((_key(1, m.distance, m.useful_copies, None, i), m))
    return ea.distance, rows


def _eat_head(state: GameState, action: Action) -> str:
    """``'Ăn cạ tam văn bằng tam sách'``, ``'Chíu cửu vạn'`` (sentence case)."""
    w = choice_words(action, state)
    return w[:1].upper() + w[1:]


def _eat_reason(state: GameState, action: Action, verb: str, discard: str, d: int | None, copies: int,
                before: int | None) -> str:
    """The advisor's line for an eat followed by ``verb`` (đánh / trả cửa) ``discard`` — a
    follow-up that commits no lỗi — with the figures after it (``d`` cards still to take,
    ``copies`` unseen useful cards) against ``before`` (the hand now). ``verb``: ``'danh'`` or
    ``'tra_cua'`` (:data:`chan_core.strategy.VERBS`; the sentence is in the current language).
    Seed 001 §III–IV."""
    head = _eat_head(state, action) + then_words(verb, discard)
    if d is None:
        return _("{head}: bài không còn đường ù.").format(head=head)
    now = distance_short(d)
    if before is not None and d < before:
        if d == 1:
            msg = ngettext("{head}: {before} xuống còn {now}, còn {copies} lá để ù.",
                           "{head}: {before} xuống còn {now}, còn {copies} lá để ù.", copies)
        else:
            msg = ngettext("{head}: {before} xuống còn {now}, còn {copies} lá có thể ăn.",
                           "{head}: {before} xuống còn {now}, còn {copies} lá có thể ăn.", copies)
        return msg.format(head=head, before=distance_words(before), now=now, copies=copies)
    if before is not None and d > before:
        return ngettext("{head}: bài xa ù hơn ({now}, trước là {before} lá).",
                        "{head}: bài xa ù hơn ({now}, trước là {before} lá).", before).format(
            head=head, now=now, before=before)
    if d == 1:
        msg = ngettext("{head}: không gần ù hơn ({now}), còn {copies} lá để ù.",
                       "{head}: không gần ù hơn ({now}), còn {copies} lá để ù.", copies)
    else:
        msg = ngettext("{head}: không gần ù hơn ({now}), còn {copies} lá có thể ăn.",
                       "{head}: không gần ù hơn ({now}), còn {copies} lá có thể ăn.", copies)
    return msg.format(head=head, now=now, copies=copies)


THEN_WORDS = {"danh": N_(", rồi đánh {card}"), "tra_cua": N_(", rồi trả cửa {card}")}
"""What follows an eat in a phrase, by verb id (:data:`chan_core.strategy.VERBS`: ``'danh'`` /
``'tra_cua'``, seed 001 §IV)."""


def then_words(verb: str, card: str | None) -> str:
    """``', rồi đánh tam vạn'`` / ``', rồi trả cửa tam vạn'`` (``verb``: ``'danh'`` or ``'tra_cua'``;
    ``card``: a code) in the current language (English ``', then discard tam vạn'`` /
    ``', then put back (trả cửa) tam vạn'``)."""
    return _(THEN_WORDS.get(verb, THEN_WORDS["danh"])).format(card=_w(card))


def _clean_follow_up(nxt: GameState, seat: int, card: str | None) -> bool:
    """``card`` may be played next (đánh / trả cửa) by ``seat`` in ``nxt``: legal, and no lỗi
    (:func:`chan_core.game.judge_action`)."""
    if card is None:
        return False
    a = Action(seat, nxt.phase, card)
    return a in legal_actions(nxt, seat) and not judge_action(nxt, a)


def _after_eat(state: GameState, seat: int, m: MoveAdvice, ea: EatAdvice, op: EatOption) -> MoveAdvice:
    """An eat measured with the best đánh after it that commits no lỗi (the
    advisor's own choice ignores the lỗi rules, seed 001 §IV lỗi 10–17);
    every lỗi of the following đánh when each of them is one (a dead end).

    ``m``: the row of the advisor's option ``op`` of ``ea`` (:func:`chan_core.strategy.eat_or_pass`).
    The reason names only that clean follow-up (issue 17: it used to name the advisor's own
    card, a lỗi, then correct itself), with «trả cửa» after a chíu out of turn (the phase the
    eat leads to); the line is written again by the advisor
    (:func:`chan_core.strategy.eat_reason`), never edited, so it holds in every language."""
    nxt = apply(state, m.action)
    if nxt.actor != seat or nxt.phase not in ("danh", "tra_cua"):
        return m
    verb = nxt.phase  # 'danh' | 'tra_cua' (chan_core.strategy.VERBS)
    if _clean_follow_up(nxt, seat, m.discard):
        return replace(m, reason=eat_reason(ea, op, verb))
    sub = advise(nxt, seat, judge="best")
    if sub is None:  # nothing measured after the eat: keep the figures, name no follow-up
        return replace(m, reason=eat_reason(ea, replace(op, discard=None), verb), discard=None)
    best = sub.best
    if best is None:  # a dead end: every đánh after the eat is a lỗi
        found = tuple(f for mv in sub.moves for f in (mv.faults or ()))
        dead = Said(lambda: (_("{head}: ăn xong thì quân nào trả cửa ra cũng phạm lỗi.") if verb == "tra_cua"
                             else _("{head}: ăn xong thì quân nào đánh ra cũng phạm lỗi.")).format(
            head=_eat_head(state, m.action)))
        return MoveAdvice(m.action, None, 0, None, dead, 0, found, m.passes_u, None)
    if best.action.type not in ("danh", "tra_cua"):  # e.g. an ù on the 20 cards held after a chíu
        return MoveAdvice(m.action, best.distance, best.useful_copies, None,
                          Said(lambda: _("{head}, rồi {move}: {distance}.").format(
                              head=_eat_head(state, m.action), move=choice_words(best.action, nxt),
                              distance=distance_words(best.distance))), 0, None, m.passes_u, None)
    card = best.action.card
    return MoveAdvice(m.action, best.distance, best.useful_copies, None,
                      Said(lambda: _eat_reason(state, m.action, verb, card, best.distance, best.useful_copies,
                                               ea.distance)),
                      0, None, m.passes_u, card)


def advise(state: GameState, seat: int = LEARNER, *, judge: str = "all") -> Advice | None:
    """The advisor's ranking of every legal move of ``seat`` now, each with its
    figures, a one-line reason and its lỗi (issue 13 item 4).

    A 20-card hand (phase ``danh``/``tra_cua``): every card it may đánh
    (trả cửa) ranked by :func:`chan_core.strategy.rank_discards` (distance
    after the đánh, then unseen useful copies, then danger), a thiên ù first.
    A card on offer: the legal answers as ranked by
    :func:`chan_core.strategy.eat_or_pass` (ù, chíu, ăn chắn / cạ, or letting
    it go: bỏ qua, bốc, dưới), an eat measured with the best đánh after it
    that is no lỗi. ``judge`` (:data:`JUDGE`): which moves get their lỗi from
    :func:`chan_core.game.judge_action`. Returns ``None`` when ``seat`` has no
    decision (another seat's turn, the xướng, the end) or the advisor cannot
    read the hand. Pure: reads ``state``, changes nothing. Seeds 001 §III–IV.
    """
    if judge not in JUDGE:
        raise ChanError(_("«judge» phải là một trong {values}.").format(values=", ".join(JUDGE)), field="judge")
    if state.actor != seat or state.phase not in ("danh", "tra_cua", "offer"):
        return None
    legal = legal_actions(state, seat)
    if not legal:
        return None
    could_u = any(a.type == "u" for a in legal) and can_u(state, seat)
    try:
        if state.phase == "offer":
            now, rows = _offer_rows(state, seat, legal, could_u, judge)
            kind, card = "offer", state.offer["card"]
        else:
            now, rows = _discard_rows(state, seat, legal, could_u)
            kind, card = "danh", None
    except ChanError:
        return None
    moves = _rank_rows(rows)
    out: list[MoveAdvice] = []
    found_clean = False
    for m in moves:
        faults = m.faults
        if judge == "all" or (judge == "best" and not found_clean):
            faults = tuple(judge_action(state, m.action)) + (m.faults or ())
        m = MoveAdvice(m.action, m.distance, m.useful_copies, m.danger, m.reason, m.rank, faults,
                       could_u and m.action.type != "u", m.discard)
        found_clean = found_clean or m.clean
        out.append(m)
    return Advice(kind, card, now, tuple(out))


@dataclass(frozen=True)
class Place:
    """One row of the hint's ranking as the learner sees it (:func:`ranking`).

    ``move``: the :class:`MoveAdvice`; ``place``: 1 = best, counted only over the moves that
    commit no lỗi and pass no ù (``None`` for the others: they are listed, marked, never
    proposed); moves whose shown figures are equal share a place (``tied``: another move has
    the same place — the page says «ngang nhau»); the next figures get the next number."""

    move: MoveAdvice
    place: int | None
    tied: bool = False

    @property
    def advised(self) -> bool:
        """The page's «Nên đi»: a best move (place 1); tied best moves are all advised."""
        return self.place == 1


def shown_figures(m: MoveAdvice) -> tuple:
    """The figures a ranking row shows, as a key where smaller is better: cards still to take
    (``None`` = no way to ù, last), unseen useful cards (more first; shown only when the hand is
    not ù), the chance of being eaten in whole percent (less first; đánh only)."""
    d = 99 if m.distance is None else m.distance
    copies = -m.useful_copies if m.distance else 0
    pct = round(m.danger * 100) if m.danger is not None else -1
    return d, copies, pct


def ranking(advice: "Advice | None") -> list[Place]:
    """The hint's ranking (``advice`` made with ``judge='all'``): the clean moves first, by
    :func:`shown_figures` (the advisor's order among equal figures), numbered 1, 2, … with
    equal figures sharing a number; then every other move (a lỗi, a bỏ ù, an ù láo) without a
    number, in the advisor's order. So a number is never given to a move that should not be
    played, and two rows with the same figures never get different numbers."""
    if advice is None:
        return []
    ok = [m for m in advice.moves if m.clean]
    ok.sort(key=shown_figures)  # stable: the advisor's order among equal figures
    out: list[Place] = []
    place, prev = 0, None
    for m in ok:
        f = shown_figures(m)
        if f != prev:
            place, prev = place + 1, f
        out.append(Place(m, place))
    count: dict[int, int] = {}
    for p in out:
        count[p.place] = count.get(p.place, 0) + 1
    out = [Place(p.move, p.place, count[p.place] > 1) for p in out]
    return out + [Place(m, None) for m in advice.moves if not m.clean]


def distance_words(d: int | None) -> str:
    """``'bài cách ù 3 lá'``, ``'bài chờ ù'``, ``'bài đã ù'``, ``'bài không còn đường ù'``
    (English: ``'the hand is 3 cards from ù'`` …)."""
    if d is None:
        return _("bài không còn đường ù")
    if d == 0:
        return _("bài đã ù")
    if d == 1:
        return _("bài chờ ù")
    return ngettext("bài cách ù {n} lá", "bài cách ù {n} lá", d).format(n=d)


def distance_short(d: int | None) -> str:
    """:func:`distance_words` without the subject, for a figure or after a verb: ``'cách ù 3 lá'``,
    ``'chờ ù'``, ``'đã ù'``, ``'không còn đường ù'`` (English: ``'3 cards from ù'`` …)."""
    if d is None:
        return _("không còn đường ù")
    if d == 0:
        return _("đã ù")
    if d == 1:
        return _("chờ ù")
    return ngettext("cách ù {n} lá", "cách ù {n} lá", d).format(n=d)


def choice_words(action: Action, state: GameState) -> str:
    """A move as a phrase to put in a sentence, lower case, cards in words:
    ``'đánh tam vạn'``, ``'ăn cạ tam vạn bằng tam sách'``, ``'không ăn tam vạn mà bốc nọc'`` …
    (``state``: the state the move was made in). English: ``'discard tam vạn'``,
    ``'eat tam vạn as a cạ with tam sách'`` …"""
    t, c = action.type, action.card
    offer = _w(state.offer["card"]) if state.offer else ""
    if t == "danh":
        return _("đánh {the_card}").format(the_card=_w(c))
    if t == "tra_cua":
        return _("trả cửa {the_card}").format(the_card=_w(c))
    if t == "an":
        if action.with_ == c:
            return _("ăn chắn {the_card}").format(the_card=_w(c))
        return _("ăn cạ {the_card} bằng {other}").format(the_card=_w(c), other=_w(action.with_))
    if t == "chiu":
        return _("chíu {the_card}").format(the_card=_w(c))
    if t == "duoi":
        return _("dưới {the_card} (không ăn)").format(the_card=_w(c))
    if t == "boc":
        return _("không ăn {the_card} mà bốc nọc").format(the_card=offer) if offer else _("bốc nọc")
    if t == "bo":
        return _("bỏ qua {the_card}").format(the_card=_w(c))
    if t == "u":
        return _("ù {the_card}").format(the_card=_w(c)) if c else _("thiên ù")
    return say(action_name(t))


def _follow_verb(state: GameState, seat: int, action: Action) -> str:
    """What comes after an eat: ``'tra_cua'`` after a chíu out of turn, else ``'danh'``
    (:data:`chan_core.strategy.VERBS`; seed 001 §IV)."""
    out_of_turn = action.type == "chiu" and state.offer is not None and state.offer.get("eater") != seat
    return "tra_cua" if out_of_turn else "danh"


def choice_mark(state: GameState, action: Action, seat: int = LEARNER) -> dict | None:
    """The review of one decision: did ``action`` (made by ``seat`` in
    ``state``) leave the hand farther from ù than the best move that commits
    no lỗi (:func:`advise`)? ``None`` when not (or the move is an ù, or the
    seat could ù: the bỏ ù review covers that), else ``{kind, chosen, best,
    discard, distance, best_distance, loss, text, should, reason, best_reason}``:
    ``chosen``/``best`` action dicts, ``discard`` the card to đánh after the
    best eat, ``loss`` the extra cards to take (``None``: the move left no
    way to ù), ``text`` one sentence ("Đánh tam vạn làm bài xa ù thêm 1 lá …; nên đánh
    cửu vạn."), ``should`` the advised move as a phrase ("đánh cửu vạn") — both :class:`Said`,
    worded when said — ``reason``/``best_reason`` the advisor's lines (facts or :class:`Said`). Pure.
    Distance as in :mod:`chan_core.strategy.measure` (seed 001 §III–IV)."""
    if action.type in ("u", "xuong") or len(legal_actions(state, seat)) < 2:
        return None
    quick = advise(state, seat, judge="none")  # the advisor's figures alone, before any lỗi is judged
    mine = quick.move(action) if quick is not None else None
    if mine is None or (action.type not in ("an", "chiu") and mine.distance is not None
                        and all(m.distance is None or m.distance >= mine.distance for m in quick.moves)):
        return None  # nothing measures closer (judging the lỗi only makes the others worse)
    adv = advise(state, seat, judge="best")
    if adv is None:
        return None
    mine, best = adv.move(action), adv.best
    if mine is None or best is None or best.distance is None or mine.passes_u or best.action.type == "u":
        return None
    if mine.distance is not None and mine.distance <= best.distance:
        return None
    loss = None if mine.distance is None else mine.distance - best.distance

    def should_words() -> str:
        should = choice_words(best.action, state)
        if best.discard and best.action.type in ("an", "chiu"):
            should += then_words(_follow_verb(state, seat, best.action), best.discard)
        return should

    def text_words() -> str:
        said, should = choice_words(action, state), should_words()
        said = said[:1].upper() + said[1:]
        if loss is None:
            return _("{said} làm bài không còn đường ù; nên {should} ({distance}).").format(
                said=said, should=should, distance=distance_words(best.distance))
        ought = (_("đã chờ ù") if best.distance == 1
                 else ngettext("chỉ cách ù {n} lá", "chỉ cách ù {n} lá", best.distance).format(n=best.distance))
        return ngettext("{said} làm bài xa ù thêm {loss} lá ({distance}, lẽ ra {ought}); nên {should}.",
                        "{said} làm bài xa ù thêm {loss} lá ({distance}, lẽ ra {ought}); nên {should}.",
                        loss).format(said=said, loss=loss, distance=distance_words(mine.distance), ought=ought,
                                     should=should)

    return {"kind": adv.kind, "chosen": action.to_dict(), "best": best.action.to_dict(), "discard": best.discard,
            "distance": mine.distance, "best_distance": best.distance, "loss": loss, "text": Said(text_words),
            "should": Said(should_words), "reason": mine.reason, "best_reason": best.reason}


_REVIEWS: "OrderedDict[str, list]" = OrderedDict()
_REVIEWS_LOCK = threading.Lock()  # the page's sessions run in threads of one server
REVIEW_CACHE = 16
"""Hands whose :func:`strategy_review` is kept in memory (a rerun of the page reads it again)."""


def _review_key(state: GameState, entries: list[dict]) -> str:
    deal = (state.dealt, state.noc_start, state.cai) if state.fixed_deal else None
    return json.dumps([state.players, state.seed, state.variant, state.options, state.drawer,
                       state.thong, deal,
                       state.events, [(e["event"], e["action"]) for e in entries]], sort_keys=True, default=str)


def strategy_review(table: Table, states: list | None = None) -> list[dict]:
    """The review's distance marks: every played đánh / trả cửa / ăn / chíu /
    bỏ qua of the learner that left the hand farther from ù than the best
    move without a lỗi (:func:`choice_mark`), oldest first, each with
    ``event`` (index in the game's events) and ``move`` (the timeline's
    words of the move).

    The position at each decision comes from replaying the game record
    (:meth:`chan_core.game.GameRecord.steps`), or from ``states`` (every state
    of the hand, ``states[i]`` before event ``i``) when the caller has them.
    Computed once per hand and kept (:data:`REVIEW_CACHE` hands), so a rerun of the page (or a
    language switch) only builds the key: the words are facts and :class:`Said` lines, said
    when drawn. ``[]`` when the record no longer replays.
    Seed 001 §III–IV (the distance), :mod:`chan_core.strategy.advice` (the advice).
    """
    entries = [e for e in table.timeline
               if not e.get("stopped") and not e.get("passed_u") and e["action"].get("event") not in ("xuong", "u")
               and e["event"] < len(table.state.events)]
    if not entries:
        return []
    key = _review_key(table.state, entries)
    with _REVIEWS_LOCK:
        if key in _REVIEWS:
            _REVIEWS.move_to_end(key)
            return copy.deepcopy(_REVIEWS[key])
    want = {e["event"]: e for e in entries}
    last = max(want)
    marks: list[dict] = []
    try:
        if states is not None and len(states) == len(table.state.events) + 1:
            steps: Iterable = states
        else:
            steps = record_of(table.state).steps()
        for i, st in enumerate(steps):
            if i > last:
                break
            e = want.get(i)
            if e is None or st.actor != LEARNER:
                continue
            action = Action.from_dict(e["action"])
            if Action.from_dict(table.state.events[i]).key != action.key:
                continue
            mark = choice_mark(st, action)
            if mark is not None:
                marks.append({"event": i, "move": Said(lambda e=e: entry_words(table, e)), **mark})
    except ChanError:
        marks = []
    with _REVIEWS_LOCK:
        _REVIEWS[key] = marks
        while len(_REVIEWS) > REVIEW_CACHE:
            _REVIEWS.popitem(last=False)
    return copy.deepcopy(marks)


__all__ = ["LEARNER", "MODES", "BOT_NAMES", "Outcome", "Table", "bot_name", "mode_name", "action_label",
           "stopped_words", "entry_words", "decisions", "then_words", "distance_short", "action_hint",
           "stop_message", "caught_message", "move_message", "faults_now", "play_facts", "Said",
           "entry_faults", "dead_end",
           "fault_title", "review_items", "MoveAdvice", "Advice", "JUDGE", "seat_inputs", "advise",
           "distance_words", "choice_words", "choice_mark", "strategy_review", "REVIEW_CACHE"]
