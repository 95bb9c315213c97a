"""The review after a hand at the practice table (:mod:`learning.coach`): the learner's decisions with something to
learn (:func:`review_items`, their faults :func:`entry_faults`), and the moves that left the hand farther from ù
than the best clean move (:func:`choice_mark`, :func:`strategy_review`, kept per hand)."""
from __future__ import annotations

import copy
import json
import threading
from collections import OrderedDict

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.game import Action, GameState, legal_actions, record_of
from learning.coach.advisor import PASSES, follow_verb, advise, cost, group_of, kept_if_lost, ranking, tied
from learning.coach.messages import (
    LEARNER, Said, choice_words, distance_words, entry_words, then_words,
)
from learning.coach.table import Table
from learning.i18n import _, ngettext
from words import say
from chan_core.game.ending import score_u
from chan_core.options import make_options
from chan_core.payouts import penalty_points
from chan_core.game.flow import replay


def entry_faults(table: Table, entry: dict) -> list[dict]:
    """The faults of one timeline entry (facts): those noted when the move was made and, for a played move, those
    the engine judged later for it (a pass on an ù or a chíu is judged when its card leaves)."""
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
    """The review after a hand: one item per learner decision that had something to learn, oldest first (a held-back
    move's ``text`` without «(đã dừng lại)»: its line says so), then the
    xướng (``held``: the xướng Kèm cặp held back before it, ``{verdict, words}`` each)."""
    out = []
    for e in table.timeline:
        if e["action"].get("event") == "xuong":
            continue
        faults = entry_faults(table, e)
        kinds = {"dead_end": e.get("dead_end"),
                 "loi": not e.get("dead_end") and any(isinstance(f.get("code"), int) for f in faults),
                 "bo_u": e.get("passed_u") or any(f.get("code") == "bo_u" for f in faults),
                 "u_lao": any(f.get("penalty") == "u_lao" for f in faults)}
        out += [{"event": e["event"], "kind": k, "text": entry_words(table, e, False), "faults": faults,
                 "stopped": e.get("stopped", False), "passed_u": e.get("passed_u", False), "offer": e.get("offer")}
                for k, found in kinds.items() if found]
    st = table.state
    x = st.xuong if st.winner == LEARNER else None
    held = [e["xuong"] for e in table.timeline if e.get("stopped") and e.get("xuong")]
    if x is not None and (x.get("verdict") != "dung" or x.get("remarks") or held):
        out.append({"event": len(st.events) - 1, "kind": "xuong", "text": _("Lời xướng"), "faults": [],
                    "stopped": False, "passed_u": False, "xuong": st.xuong, "held": held})
    return out


def choice_mark(state: GameState, action: Action, seat: int = LEARNER) -> dict | None:
    """The review of one decision: did ``action`` (made by ``seat`` in ``state``) leave the hand farther from ù than
    the best move that commits no lỗi (:func:`advise`)?"""
    if action.type in ("u", "xuong") or len(legal_actions(state, seat)) < 2:
        return None
    quick = advise(state, seat, judge="none")  # the advisor's figures alone, before any lỗi is judged
    mine = quick.move(action) if quick is not None else None
    if mine is None or (action.type not in ("an", "chiu") and mine.distance is not None
                        and all(m.distance is None or m.distance >= mine.distance for m in quick.moves)):
        return None  # nothing measures closer (judging the lỗi only makes the others worse)
    return _mark(state, action, advise(state, seat, judge="best", also=action), seat)


def _kept(state: GameState, action: Action, best: Action, seat: int = LEARNER) -> Fact | None:
    """``strategy.discard.kept``: the chắn or cạ the discard ``action`` broke and the discard ``best`` keeps; the
    offered chắn the pass ``action`` let go and ``best`` takes (group ``taken``)."""
    if action.type in PASSES and best.type == "an" and best.with_ == best.card:
        return Fact("strategy.discard.kept", card=BY_CODE[best.card], group="taken", mates=())
    if action.type in ("danh", "tra_cua") and best.type == action.type:
        g = group_of(list(state.hands[seat]), action.card)
        if g["group"] in ("chan", "ca") and best.card not in {action.card, *(k.code for k in g["mates"])}:
            return Fact("strategy.discard.kept", card=BY_CODE[action.card], **g)
    return None


def _mark(state: GameState, action: Action, adv, seat: int = LEARNER) -> dict | None:
    """:func:`choice_mark` from the judged advice ``adv`` at that decision."""
    if adv is None or action.type in ("u", "xuong") or len(adv.moves) < 2:
        return None
    mine, best = adv.move(action), adv.best
    if mine is None or best is None or best.distance is None or mine.passes_u or best.action.type == "u":
        return None
    if mine.distance is not None and mine.distance <= best.distance:
        return None
    loss = None if mine.distance is None else mine.distance - best.distance
    kept = _kept(state, action, best.action, seat)

    def should_words() -> str:
        should = choice_words(best.action, state)
        if best.discard and best.action.type in ("an", "chiu"):
            should += then_words(follow_verb(state, seat, best.action), best.discard)
        if kept and kept["group"] == "taken":  # the eat is the move said: only what the pass let go
            return f"{should} — {say(kept)}"
        return should + (f", {say(kept)}" if kept else "")

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
"""Hands whose :func:`move_reviews` is kept in memory (a rerun of the page reads it again)."""


def _review_key(state: GameState, entries: list[dict]) -> str:
    deal = (state.dealt, state.noc_start, state.cai) if state.fixed_deal else None
    return json.dumps([state.players, state.seed, state.variant, state.options, state.drawer,
                       state.thong, deal,
                       state.events, [(e["event"], e["action"]) for e in entries]], sort_keys=True, default=str)


def strategy_review(table: Table, states: list | None = None) -> list[dict]:
    """The review's distance marks: every played move of the learner that left the hand farther from ù than the best
    move without a lỗi (:func:`choice_mark`), oldest first, with ``event`` and ``move`` (the timeline's words)."""
    return [{"event": r["event"], **r["mark"]} for r in move_reviews(table, states) if r["mark"]]


SEVERITY = {"u_lao": 4, "bao": 3, "u_bao": 2, "nghi_an_tien": 2}
"""How bad a penalty class is, for ordering the review's worst moves (a bỏ ù is nghỉ ăn tiền)."""
WORST_SHOWN = 3
"""The review's «worst moves» shown first."""
EV_SHOWN = 0.5
"""Expected điểm a move gives up (against the coach's best clean move, :func:`advisor.cost`) from
which the review counts it among the worst moves even at the same distance to ù."""


def _stake(table: Table, st: GameState, entry: dict, faults: list[dict]) -> tuple[str | None, int | None]:
    """The points at stake in one move: ``(kind, điểm per player)``, kind a penalty or ``'bo_u'``."""
    pens = {f.get("penalty") for f in faults}
    if entry.get("passed_u") or any(f.get("code") == "bo_u" for f in faults):
        card = (entry.get("offer") or {}).get("card")
        try:
            return "bo_u", int(score_u(st, LEARNER, card)["points"].get("total") or 0) or None
        except (ChanError, KeyError, TypeError, ValueError):
            return "bo_u", None
    if pens & {"u_lao", "u_bao"}:
        kind = "u_lao" if "u_lao" in pens else "u_bao"
        return kind, penalty_points(make_options(st.variant, st.options))
    if "bao" in pens:
        final = table.state
        net = (final.payouts or {}).get("net") or []
        lost = -net[LEARNER] if final.result == "u" and final.winner != LEARNER and net and net[LEARNER] < 0 else None
        return "bao", lost
    if "nghi_an_tien" in pens:
        return "nghi_an_tien", None
    return None, None


def move_reviews(table: Table, states: list | None = None) -> list[dict]:
    """The review that teaches: for each move the learner played (not the xướng), what the coach would have played
    there, what the move cost and its :func:`choice_mark` (``mark``); kept for the last :data:`REVIEW_CACHE` hands."""
    entries = [e for e in table.timeline
               if not e.get("stopped") and e["action"].get("event") != "xuong" and e["event"] < len(table.state.events)]
    if not entries:
        return []
    key = _review_key(table.state, entries)
    with _REVIEWS_LOCK:
        if key in _REVIEWS:
            _REVIEWS.move_to_end(key)
            return copy.deepcopy(_REVIEWS[key])
    try:
        if states is None or len(states) != len(table.state.events) + 1:
            states = list(record_of(table.state).steps())
        out = _move_reviews(table, entries, states)
    except ChanError:
        out = []
    with _REVIEWS_LOCK:
        _REVIEWS[key] = out
        while len(_REVIEWS) > REVIEW_CACHE:
            _REVIEWS.popitem(last=False)
    return copy.deepcopy(out)


def _move_reviews(table: Table, entries: list[dict], states: list) -> list[dict]:
    out: list[dict] = []
    for e in entries:
        i = e["event"]
        st = states[i]
        try:
            action = Action.from_dict(e["action"])
            if st.actor != LEARNER or Action.from_dict(table.state.events[i]).key != action.key:
                continue
        except (ChanError, KeyError, TypeError, ValueError):
            continue
        adv = advise(st, LEARNER)  # every move judged: the best is the hint's (:func:`advisor.ranking`)
        mark = _mark(st, action, adv)
        if mark:
            mark["move"] = Said(lambda e=e: entry_words(table, e))
        mine = adv.move(action) if adv is not None else None
        best = adv.best if adv is not None else None
        faults = entry_faults(table, e)
        kind, stake = _stake(table, st, e, faults)
        d = mine.distance if mine is not None else None
        bd = best.distance if best is not None else None
        loss = 0 if d == bd else None if d is None else 0 if bd is None else max(0, d - bd)  # both None: báo
        severity = max([SEVERITY.get(f.get("penalty"), 0) for f in faults] + [2 if kind == "bo_u" else 0])
        ev_loss = cost(adv, action)  # expected điểm given up against the coach's best clean move (Máy giỏi's values)
        my_money = mine.money if mine else None
        lost = frozenset(s["cuoc"] for s in (my_money or {}).get("stakes") or () if s.code == "strategy.stake.lose")
        my_ev = mine.value if mine else None
        if kind in ("nghi_an_tien", "bo_u") and my_money is not None:  # a win after it is not paid (001 §VII)
            won = (st.players - 1) * (my_money.get("percent") or 0) / 100 * (my_money.get("points") or 0)
            if ev_loss is not None and mine.value is not None:
                my_ev = mine.value - won  # money.py's ev without the win's điểm
                ev_loss = max(0.0, best.value - my_ev)
            my_money = Fact("strategy.stake.unpaid", percent=my_money.get("percent"))
        evs = None if not ev_loss or my_ev is None or tied(best.value, my_ev) else (round(best.value, 1), round(my_ev, 1))
        ev_loss = evs[0] - evs[1] if evs else ev_loss and 0.0  # the gap said: the two values said apart; 0 in a tie
        # ✓ only for the hint's first move, or one tied with it and not ranked below (:func:`advisor.ranking`)
        same = best is None or any(p.place == 1 and p.move.action.key == action.key for p in ranking(adv))
        risk = None if None in (best and best.danger, mine and mine.danger) else (  # the next seat takes the card, %
            round(best.danger * 100), round(mine.danger * 100))
        out.append({"event": i, "chosen": action.to_dict(), "best": best.action.to_dict() if best else None,
                    "discard": best.discard if best else None, "distance": d, "best_distance": bd, "loss": loss,
                    "ev_loss": None if ev_loss is None else round(ev_loss, 1), "evs": evs,
                    "money": kept_if_lost(best.money, lost) if best else None, "my_money": kept_if_lost(my_money),
                    "stake_kind": kind, "stake": stake, "faults": faults, "severity": severity, "same": same,
                    "worst": None, "offer": copy.deepcopy(e.get("offer")), "mark": mark, "dangers": risk,
                    "kept": None if same else _kept(st, action, best.action)})
    bad = [m for m in out if not m["same"] and (m["severity"] or m["loss"] != 0 or (m["ev_loss"] or 0) >= EV_SHOWN)]
    bad.sort(key=lambda m: (-m["severity"], -(m["stake"] or 0), -(99 if m["loss"] is None else m["loss"]),
                            -(m["ev_loss"] or 0), m["event"]))
    for n, m in enumerate(bad[:WORST_SHOWN], 1):
        m["worst"] = n
    return out


def replay_from(table: Table, event: int) -> Table:
    """«Chơi lại từ đây»: the same deal restored to just before the learner's move at ``event`` (from the record,
    :func:`chan_core.game.flow.replay`), in Kèm cặp, with the same bots and the learner's decisions before it."""
    st = replay(table.state, event)
    if st.actor != LEARNER or st.phase not in ("danh", "tra_cua", "offer"):
        raise ChanError(_("Nước này không phải một quyết định của bạn."), field="event")
    timeline = [copy.deepcopy(e) for e in table.timeline if e.get("event", 0) < event]
    return Table(st, mode="kem_cap", bots=table.bots, timeline=timeline, hand_no=table.hand_no,
                 replay_of={"record_id": table.record_id, "event": event, "seed": st.seed})
