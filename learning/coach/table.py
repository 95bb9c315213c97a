"""The practice table (:mod:`learning.coach`): :class:`Table`, one hand of the learner against bots with the coach's
notes (Kèm cặp stops a move that commits a lỗi, passes an ù or eats into a :func:`dead_end`, and holds back a
xướng graded sai or thiếu; Thi thật plays it and the làng catches it). Bots are re-made for every move from the hand's seed, the seat and the move number, so a
reloaded hand goes on exactly as it would have."""
from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from chan_core.errors import ChanError
from chan_core.game import (
    Action, GameRecord, GameState, apply, can_u, judge_action, legal_actions, new_hand, record_of,
)
from chan_core.game.bots import BOTS, make_bot
from chan_core.game.describe import SEEN_AT_ONCE, seen_at
from chan_core.facts import plain as to_data, revive as from_data
from learning.coach.advisor import Advice, advise
from learning.coach.messages import LEARNER, MODES, move_message
from learning.i18n import _


DOC_VERSION = 1
MAX_BOT_STEPS = 2000
"""Safety bound on bot moves played in one go (a hand has a few hundred at most)."""


@dataclass
class Outcome:
    """What happened to a move the learner chose."""

    played: bool
    stopped: bool = False
    faults: list = field(default_factory=list)
    passed_u: bool = False
    false_u: bool = False
    bao_now: bool = False
    dead_end: bool = False
    xuong: dict | None = None
    """A xướng Kèm cặp held back: its grade (:meth:`Table.xuong`)."""

    @property
    def message(self) -> str:
        """The coach's sentence about the move in the current language (:func:`move_message`; ``''``: none)."""
        return move_message("stop" if self.stopped else "caught", self.faults, passed_u=self.passed_u,
                            false_u=self.false_u, bao_now=self.bao_now, dead_end=self.dead_end)


class Table:
    """One hand at the practice table with its settings and the coach's notes."""

    def __init__(self, state: GameState, *, mode: str = "kem_cap", bots: Iterable[str] = (),
                 timeline: list | None = None, hand_no: int = 1, record_id: int | None = None,
                 hint_at: int | None = None, replay_of: dict | None = None, from_link: bool = False):
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
        self.hint_at = hint_at
        self.replay_of = replay_of  # «Chơi lại từ đây»: {record_id, event, seed} it started from
        self.from_link = from_link  # dealt from a ``?van=`` link: it does not carry the session on (no drawer, no thông)

    # ------------------------------------------------------------ making one
    @classmethod
    def deal(cls, players: int, seed: int, *, variant: str = "classic", options: dict | None = None,
             mode: str = "kem_cap", bot: str = "sensible", drawer: int | None = None,
             thong: int | None = None, hand_no: int = 1) -> "Table":
        """A new hand: the learner at seat 0 against ``players − 1`` bots of level ``bot``, dealt from ``seed``;
    ``drawer`` (who bốc cái, seed 001 §II) and ``thong`` (§V.2) carry a session on."""
        st = new_hand(players, seed, variant=variant, options=options, drawer=drawer, thong=thong)
        return cls(st, mode=mode, bots=[bot] * players, hand_no=hand_no)

    def to_dict(self) -> dict:
        """JSON-ready data for the store (:mod:`learning.games`): the facts as :meth:`~chan_core.facts.Fact.to_json`."""
        return {"v": DOC_VERSION, "state": self.state.to_dict(), "mode": self.mode, "bots": list(self.bots),
                "timeline": to_data(self.timeline), "hand_no": self.hand_no, "record_id": self.record_id,
                "hint_at": self.hint_at, "replay_of": self.replay_of, "from_link": self.from_link}

    @classmethod
    def from_dict(cls, d: dict) -> "Table":
        """Read :meth:`to_dict` data back (the game's cache is rebuilt on the next move by replaying its events)."""
        if not isinstance(d, dict) or d.get("v") != DOC_VERSION or not isinstance(d.get("state"), dict):
            raise ChanError(_("Dữ liệu ván đã lưu không đúng dạng."), field="state")
        return cls(GameState.from_dict(d["state"]), mode=d.get("mode", "kem_cap"), bots=d.get("bots") or (),
                   timeline=from_data(d.get("timeline") or []), hand_no=int(d.get("hand_no") or 1),
                   record_id=d.get("record_id"), hint_at=d.get("hint_at"), replay_of=d.get("replay_of"),
                   from_link=bool(d.get("from_link")))

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

    def hint_shown(self) -> bool:
        """Note that the hint is shown at the learner's decision now (``hint_at``: the move he then makes is marked,
    :func:`hint_uses`); whether this is a new use at this decision."""
        new, self.hint_at = self.hint_at != len(self.state.events), len(self.state.events)
        return new

    def advice(self) -> "Advice | None":
        """The advisor's ranking of the learner's moves now (:func:`advise`, every move judged; ``None`` when it is
        not his decision), kept until the state changes so a rerun of the page reuses it."""
        cached = getattr(self, "_advice", None)
        if cached is None or cached[0] is not self.state:  # facts and Said lines: the same in every language
            cached = (self.state, advise(self.state, LEARNER) if self.learner_to_act else None)
            self._advice = cached
        return cached[1]

    def record(self) -> GameRecord:
        """The game record so far (deal + events)."""
        return record_of(self.state)

    # ------------------------------------------------------------ the learner
    def learner_move(self, action: Action) -> Outcome:
        """Play (or, in Kèm cặp, maybe stop) the learner's ``action``. The move must be one of :meth:`legal` (or the
        xướng in phase ``xuong``); raises :class:`ChanError` otherwise."""
        st = self.state
        if st.actor != LEARNER:
            raise ChanError(_("Chưa đến lượt bạn."), field="seat")
        if action.seat != LEARNER:
            raise ChanError(_("Nước đi này không phải của bạn."), field="seat")
        entry = self._entry(action)
        if action.type == "xuong":
            self.state = apply(st, action)
            self.timeline.append(entry)
            return Outcome(True)
        found = judge_action(st, action)  # raises ChanError for a move that is not legal now
        could_u = action.type != "u" and can_u(st, LEARNER)
        false_u = action.type == "u" and any(f["penalty"] == "u_lao" for f in found)
        entry["passed_u"] = could_u
        trap: list = []
        if self.mode == "kem_cap" and not found and not could_u and action.type in ("an", "chiu"):
            trap = dead_end(st, action)
        if self.mode == "kem_cap" and (found or could_u or trap) and not self._forced(st):
            entry.update(stopped=True, faults=found or trap, dead_end=bool(trap))
            if not any(_same_stop(e, entry) for e in self.timeline):  # tapped again: noted once
                self.timeline.append(entry)
            return Outcome(False, stopped=True, faults=entry["faults"], passed_u=could_u, false_u=false_u,
                           dead_end=bool(trap))
        before_bao = LEARNER in st.bao
        before_faults = len(st.faults)
        played = apply(st, action)
        # this move's own faults (a pass judged later, when its card left, belongs to its own move)
        caught = [f for f in played.faults[before_faults:] if f["seat"] == LEARNER and f["event"] == entry["event"]]
        entry["faults"] = caught or found
        self.state = played
        self.timeline.append(entry)
        if self.mode == "thi_that":
            self.hint_at = None  # Thi thật: the hint is shown only at the decision it was asked for
        bao_now = not before_bao and LEARNER in self.state.bao
        told = entry["faults"]
        if self.mode == "thi_that":  # the làng says only what it sees now (a pass, a lỗi in hand: not yet)
            told = [f for f in told if f.get("penalty") in SEEN_AT_ONCE]
            could_u = False
        return Outcome(True, faults=told, passed_u=could_u, false_u=false_u, bao_now=bao_now)

    def _entry(self, action: Action) -> dict:
        """The timeline entry of the learner's ``action`` now (played unless marked ``stopped``)."""
        st = self.state
        return {"event": len(st.events), "phase": st.phase, "action": action.to_dict(), "faults": [],
                "offer": copy.deepcopy(st.offer) if st.phase == "offer" else None, "stopped": False,
                "passed_u": False, "mode": self.mode, "facts": True, "hint": self.hint_at == len(st.events)}

    def _forced(self, st: GameState) -> bool:
        """Every legal move would be stopped: then Kèm cặp lets the learner move rather than lock the table."""
        for a in legal_actions(st, LEARNER):
            if not judge_action(st, a) and (a.type == "u" or not can_u(st, LEARNER)):
                if a.type not in ("an", "chiu") or not dead_end(st, a):
                    return False
        return True

    def xuong(self, declared: Iterable[tuple[str, int]], *, confirmed: bool = False) -> Outcome:
        """The learner's xướng (``[(cước id, count), …]`` in the order said): graded
        and paid by the engine (:func:`chan_core.game.ending.resolve_xuong`). In Kèm cặp a xướng graded sai, or
        thiếu and not ``confirmed``, is held back: nothing is played, the Outcome is stopped with its grade, and the
        timeline notes it (``xuong``: its verdict and words) for the review."""
        action = Action(LEARNER, "xuong", declared=tuple((i, int(n)) for i, n in declared))
        if self.mode == "kem_cap" and self.learner_to_act and self.state.phase == "xuong":
            graded = apply(self.state, action).xuong  # apply makes a new state: this one stays as it is
            if graded["verdict"] == "sai" or (graded["verdict"] == "thieu" and not confirmed):
                entry = {**self._entry(action), "stopped": True,
                         "xuong": {"verdict": graded["verdict"], "words": graded["declared_words"]}}
                if not any(_same_stop(e, entry) for e in self.timeline):  # said again: noted once
                    self.timeline.append(entry)
                return Outcome(False, stopped=True, xuong=graded)
        return self.learner_move(action)

    def held_xuong(self, declared: Iterable[tuple[str, int]]) -> dict | None:
        """The grade of the xướng ``declared`` when Kèm cặp held it back at this xướng (:meth:`xuong`; noted in the
        timeline, so a reload finds it too), else ``None``."""
        action = Action(LEARNER, "xuong", declared=tuple((i, int(n)) for i, n in declared))
        held = any(_same_stop(e, {**self._entry(action), "stopped": True}) for e in self.timeline)
        return apply(self.state, action).xuong if held else None

    # ------------------------------------------------------------ the bots
    def bot_action(self) -> Action:
        """The move (or xướng) the bot whose turn it is would make now."""
        st = self.state
        s = st.actor  # every caller asks only when bot_to_act
        bot = make_bot(self.bots[s], random.Random(f"{st.seed}/{s}/{len(st.events)}").randrange(2**31))
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


def told_faults(table: "Table | GameState") -> list[dict]:
    """The faults of every seat the learner may be told of now, oldest first: in Kèm cặp all of them; in Thi thật
    those the làng has seen so far (:func:`chan_core.game.describe.seen_at`) — all of them once the hand is over."""
    st = table.state if isinstance(table, Table) else table
    if not isinstance(table, Table) or table.mode != "thi_that" or st.finished:
        return list(st.faults)
    now = len(st.events) - 1
    return [f for f in st.faults if (at := seen_at(f, st)) is not None and at <= now]


def hint_uses(table: "Table") -> list[int]:
    """The learner's decisions (event indices, sorted) at which he opened the hint, one use per decision (a stopped
    move and the move then played are one), from the timeline's ``hint``."""
    return sorted({e["event"] for e in table.timeline if e.get("hint")})  # a stopped move and the next: one


def dead_end(state: GameState, action: Action) -> list[dict]:
    """For a clean eat (``an``/``chiu``): the lỗi of every card that could then be played when *each* commits one
    (seed 001 §IV lỗi 10–17); ``[]`` when a clean follow-up exists."""
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
    """Two timeline entries are the same held-back move (same event index and action)."""
    if not (a.get("stopped") and b.get("stopped") and a.get("event") == b.get("event")):
        return False
    try:
        return (Action.from_dict(a["action"]).key == Action.from_dict(b["action"]).key
                and a["action"].get("declared") == b["action"].get("declared"))  # a xướng: the same words
    except (ChanError, KeyError, TypeError, ValueError):
        return False
