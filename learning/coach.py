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

Bots are :mod:`chan_core.game.bots` policies, re-created for every move with
a seed made of the hand's seed, the seat and the move number, so a hand
reloaded from the store goes on exactly as it would have.
"""
from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from chan_core.errors import ChanError
from chan_core.game import (
    Action, GameRecord, GameState, apply, can_u, describe, judge_action, legal_actions, new_hand, record_of,
)
from chan_core.game.bots import BOTS, make_bot

LEARNER = 0
"""The learner's seat."""
MODES = {"kem_cap": "Kèm cặp", "thi_that": "Thi thật"}
"""Coach modes and their Vietnamese names."""
BOT_NAMES = {"sensible": "Máy biết luật (không phạm lỗi)", "random": "Máy đánh bừa (hay phạm lỗi)"}
"""Vietnamese names of the bot levels of :data:`chan_core.game.bots.BOTS`."""
DOC_VERSION = 1
MAX_BOT_STEPS = 2000
"""Safety bound on bot moves played in one go (a hand has a few hundred at most)."""


def bot_name(level: str) -> str:
    """Vietnamese name of a bot level (the level id when unknown)."""
    return BOT_NAMES.get(level, level)


@dataclass
class Outcome:
    """What happened to a move the learner chose.

    ``played`` (the move reached the game); ``stopped`` (Kèm cặp held it
    back); ``faults``: the findings of :func:`chan_core.game.judge_action`
    (``{code, name, detail, penalty, penalty_name, explanation}``) — the ones
    that stopped it, or the ones the làng caught; ``passed_u``: the learner
    could ù and did something else; ``false_u``: an ù that is not one;
    ``bao_now``: the move put the learner under báo; ``message``: one
    Vietnamese sentence for the page.
    """

    played: bool
    stopped: bool = False
    faults: list = field(default_factory=list)
    passed_u: bool = False
    false_u: bool = False
    bao_now: bool = False
    message: str = ""


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
            raise ChanError(f"Chế độ «{mode}» không có; chỉ có: {', '.join(MODES)}.", field="mode")
        self.state = state
        self.mode = mode
        bots = list(bots) or ["sensible"]
        if len(bots) == 1:
            bots = bots * state.players
        if len(bots) != state.players:
            raise ChanError(f"Cần {state.players} loại máy, không phải {len(bots)}.", field="bots")
        for b in bots:
            if b not in BOTS:
                raise ChanError(f"Không có loại máy «{b}»; chỉ có: {', '.join(BOTS)}.", field="bots")
        self.bots = bots
        self.timeline: list[dict] = list(timeline or [])
        self.hand_no = hand_no
        self.record_id = record_id

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
        """JSON-ready data for the store (:mod:`learning.games`)."""
        return {"v": DOC_VERSION, "state": self.state.to_dict(), "mode": self.mode, "bots": list(self.bots),
                "timeline": copy.deepcopy(self.timeline), "hand_no": self.hand_no, "record_id": self.record_id}

    @classmethod
    def from_dict(cls, d: dict) -> "Table":
        """Read :meth:`to_dict` data back (the game's cache is rebuilt on the
        next move by replaying its events). Raises :class:`ChanError` when the
        data is not a saved table."""
        if not isinstance(d, dict) or d.get("v") != DOC_VERSION or not isinstance(d.get("state"), dict):
            raise ChanError("Dữ liệu ván đã lưu không đúng dạng.", field="state")
        return cls(GameState.from_dict(d["state"]), mode=d.get("mode", "kem_cap"), bots=d.get("bots") or (),
                   timeline=d.get("timeline") or [], hand_no=int(d.get("hand_no") or 1),
                   record_id=d.get("record_id"))

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

    def record(self) -> GameRecord:
        """The game record so far (deal + events)."""
        return record_of(self.state)

    def log(self, viewer: int = LEARNER, start: int = 0) -> list[tuple[int, str]]:
        """``[(event index, Vietnamese line)]`` of the events from ``start`` (silent passes left out)."""
        out = []
        for i, ev in enumerate(self.state.events[start:], start):
            text = describe(ev, self.state, viewer)
            if text:
                out.append((i, text))
        return out

    # ------------------------------------------------------------ the learner
    def learner_move(self, action: Action) -> Outcome:
        """Play (or, in Kèm cặp, maybe stop) the learner's ``action``.

        The move must be one of :meth:`legal` (or the xướng in phase
        ``xuong``); raises :class:`ChanError` otherwise. Adds a timeline
        entry ``{event, offer, action, text, faults, stopped, passed_u}``:
        ``event`` is the index the move has (or would have had) in the
        game's events.
        """
        st = self.state
        if st.actor != LEARNER:
            raise ChanError("Chưa đến lượt bạn.", field="seat")
        if action.seat != LEARNER:
            raise ChanError("Nước đi này không phải của bạn.", field="seat")
        offer = copy.deepcopy(st.offer) if st.phase == "offer" else None
        entry = {"event": len(st.events), "phase": st.phase, "offer": offer, "action": action.to_dict(),
                 "text": "", "faults": [], "stopped": False, "passed_u": False, "mode": self.mode}
        if action.type == "xuong":
            self.state = apply(st, action)
            entry["text"] = describe(self.state.events[-1], self.state, LEARNER)
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
            entry["text"] = "Bạn định " + action_label(action, st).lower() + " (đã dừng lại)."
            self.timeline.append(entry)
            msg = stop_message(found, could_u, false_u) if not trap else (
                "Khoan đã! Ăn quân này thì lượt sau quân nào đánh ra cũng phạm lỗi ("
                + ", ".join(dict.fromkeys(fault_title(f) for f in trap)) + "). Hãy chọn nước khác.")
            return Outcome(False, stopped=True, faults=entry["faults"], passed_u=could_u, false_u=false_u,
                           message=msg)
        before_bao = LEARNER in st.bao
        before_faults = len(st.faults)
        self.state = apply(st, action)
        caught = [f for f in self.state.faults[before_faults:] if f["seat"] == LEARNER]
        entry["faults"] = caught or found
        entry["text"] = describe(self.state.events[-1], self.state, LEARNER) if self.state.events else ""
        self.timeline.append(entry)
        bao_now = not before_bao and LEARNER in self.state.bao
        return Outcome(True, faults=entry["faults"], passed_u=could_u, false_u=false_u, bao_now=bao_now,
                       message=caught_message(entry["faults"], could_u, bao_now))

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
            raise ChanError("Không phải lượt của máy.", field="seat")
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


def _bot_seed(seed: int, seat: int, move: int) -> int:
    return random.Random(f"{seed}/{seat}/{move}").randrange(2**31)


# ---------------------------------------------------------------- messages
def _w(code: str | None) -> str:
    from chan_core.cards import BY_CODE

    return BY_CODE[code].word if code else ""


def action_label(action: Action, state: GameState) -> str:
    """A short Vietnamese label of a move for a button: ``'Ăn chắn cửu vạn'``,
    ``'Ăn cạ cửu vạn bằng cửu văn'``, ``'Bốc nọc (không ăn tam vạn)'``, ``'Ù!'`` …"""
    t, c = action.type, action.card
    if t == "danh":
        return f"Đánh {_w(c)}"
    if t == "tra_cua":
        return f"Trả cửa {_w(c)}"
    if t == "an":
        return f"Ăn chắn {_w(c)}" if action.with_ == c else f"Ăn cạ {_w(c)} bằng {_w(action.with_)}"
    if t == "chiu":
        return f"Chíu {_w(c)}"
    if t == "duoi":
        return f"Dưới (không ăn {_w(c)})"
    if t == "boc":
        offer = state.offer["card"] if state.offer else None
        return f"Bốc nọc (không ăn {_w(offer)})" if offer else "Bốc nọc"
    if t == "u":
        return f"Ù {_w(c)}!" if c else "Ù ngay (thiên ù)!"
    if t == "bo":
        return "Bỏ qua"
    return t


def action_hint(action: Action, state: GameState) -> str:
    """One line on what a legal move does (the hint button), seed 001 §IV."""
    t, c = action.type, action.card
    nxt = "Bên phải" if state.players > 2 else "Đối diện"
    if t == "danh":
        return f"Đặt {_w(c)} vào cửa chì của bạn; {nxt} được ăn quân này, không thì bốc."
    if t == "tra_cua":
        return f"Đặt {_w(c)} vào chỗ quân bạn vừa chíu; ván đi tiếp với quân này."
    if t == "an":
        if action.with_ == c:
            return f"Hạ chắn {_w(c)} xuống chiếu (thêm 1 chắn), rồi phải đánh một quân."
        return f"Hạ cạ {_w(c)} – {_w(action.with_)} xuống chiếu (thêm 1 cạ), rồi phải đánh một quân."
    if t == "chiu":
        return f"Hạ cả bốn {_w(c)} (chíu = 2 chắn), được cả khi chưa đến lượt; chíu ngoài lượt thì phải trả cửa."
    if t == "duoi":
        return f"Không ăn {_w(c)} vừa bốc; quân này đi tiếp cho {nxt}."
    if t == "boc":
        return "Không ăn quân ở cửa trên; bốc một quân từ nọc vào cửa chì của mình."
    if t == "u":
        return "Hô ù: 19 lá của bạn với quân này thành 10 bộ, ít nhất 6 chắn. Hô sai là ù láo."
    if t == "bo":
        return "Không ù, không chíu quân này; ván đi tiếp. Bỏ một quân ù được là «bỏ ù»."
    return ""


def stop_message(faults: list, passed_u: bool, false_u: bool) -> str:
    """Why Kèm cặp stopped a move (one Vietnamese paragraph)."""
    faults = [f for f in faults if not (passed_u and f.get("code") == "bo_u")]
    if passed_u and not faults:
        return "Khoan đã! Bài bạn ù được với quân này — đừng bỏ ù (bỏ ù thì lần ù sau bị nghỉ ăn tiền)."
    if false_u:
        return "Khoan đã! Chưa ù được: hô ù lúc này là ù láo (phạt tám đỏ hai lèo)."
    head = "Khoan đã! Nước này phạm " + ", ".join(fault_title(f) for f in faults) + "."
    if passed_u:
        head += " Bài bạn còn ù được với quân này."
    return head


def caught_message(faults: list, passed_u: bool, bao_now: bool) -> str:
    """What the làng says after a move in Thi thật ("" when nothing is wrong)."""
    bits = []
    if faults:
        bits.append("Làng bắt lỗi: " + ", ".join(fault_title(f) for f in faults) + ".")
    if bao_now:
        bits.append("Bạn bị báo: từ giờ chỉ được bốc và dưới, không được đánh hay ù; hết ván phải trả tiền thay làng.")
    if passed_u and not any(f.get("code") == "bo_u" for f in faults):
        bits.append("Bạn vừa bỏ ù.")
    return " ".join(bits)


def fault_title(f: dict) -> str:
    """``'lỗi 7 «Bỏ chắn ăn cạ»'`` or ``'«Bỏ ù»'`` for a finding dict."""
    code = f.get("code")
    return f"lỗi {code} «{f.get('name')}»" if isinstance(code, int) else f"«{f.get('name')}»"


# ---------------------------------------------------------------- review
def entry_faults(table: Table, entry: dict) -> list[dict]:
    """The faults of one timeline entry: those noted when the move was made, plus
    those the engine judged later for the same move (a pass on an ù or a chíu
    is judged when its card leaves the table — :mod:`chan_core.game.projection`)."""
    faults = list(entry.get("faults") or [])
    if entry.get("stopped"):
        return faults
    have = {(f.get("code"), f.get("detail")) for f in faults}
    for f in table.state.faults:
        if f["seat"] == LEARNER and f["event"] == entry["event"] and (f["code"], f["detail"]) not in have:
            faults.append(f)
            have.add((f["code"], f["detail"]))
    return faults


def review_items(table: Table) -> list[dict]:
    """The review after a hand: one item per learner decision that had
    something to learn, oldest first, then the xướng.

    Each item: ``{event, kind, text, faults, stopped, passed_u}`` where
    ``kind`` is ``'loi'`` (a lỗi stopped or committed), ``'dead_end'`` (an
    eat stopped because every card to đánh after it is a lỗi), ``'bo_u'`` (a passed
    or missed ù), ``'u_lao'`` (a false ù) or ``'xuong'`` (the xướng graded
    not «đúng», with ``xuong``: the graded xướng of the engine).
    """
    out = []
    for e in table.timeline:
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
            out.append({"event": e["event"], "kind": k, "text": e.get("text", ""), "faults": faults,
                        "stopped": e.get("stopped", False), "passed_u": e.get("passed_u", False),
                        "offer": e.get("offer")})
    st = table.state
    if st.winner == LEARNER and st.xuong is not None and st.xuong.get("verdict") != "dung":
        out.append({"event": len(st.events) - 1, "kind": "xuong", "text": "Lời xướng", "faults": [],
                    "stopped": False, "passed_u": False, "xuong": st.xuong})
    elif st.winner == LEARNER and st.xuong is not None and st.xuong.get("remarks"):
        out.append({"event": len(st.events) - 1, "kind": "xuong", "text": "Lời xướng", "faults": [],
                    "stopped": False, "passed_u": False, "xuong": st.xuong})
    return out


__all__ = ["LEARNER", "MODES", "BOT_NAMES", "Outcome", "Table", "bot_name", "action_label", "action_hint",
           "stop_message", "caught_message", "entry_faults", "dead_end",
           "fault_title", "review_items"]
