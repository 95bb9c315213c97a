"""The practice table's mistakes as review cards, each a puzzle of the same position: a move the review marked
(:func:`learning.coach.choice_mark`) beside the best one, and a move the coach marked with a lỗi as «lỗi nào»."""
from __future__ import annotations

import logging
from datetime import datetime, timezone

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from chan_core.errors import ChanError
from chan_core.game import Action, GameRecord, describe, legal_actions
from learning import db as schema
from learning.daily import cards
from learning.daily.positions import base, danh_puzzle, loi_puzzle, offer_puzzle
from learning.daily.puzzles import initial_rating
from learning.coach import choice_mark
from learning import games

LEARNER = 0  # the learner's seat
MAX_HANDS = 3
COUNTER = "hom_nay_van"
log = logging.getLogger("hoc_chan.daily")


def prompts_of(record: dict, hand_id: int) -> list[tuple[str, dict]]:
    """``[(item id, prompt)]`` of the marked moves of one saved hand; ``[]`` when it no longer replays."""
    try:
        gr = GameRecord.from_dict(record["record"])
        states = list(gr.steps())
        out = _loi_prompts(record.get("timeline") or [], states, gr.seed, hand_id)
        for i, st in enumerate(states):
            if i >= len(gr.events):
                break
            a = Action.from_dict(gr.events[i])
            if a.seat != LEARNER or st.actor != LEARNER or st.phase not in ("danh", "tra_cua", "offer"):
                continue
            if choice_mark(st, a) is None:
                continue
            legal = legal_actions(st, LEARNER)
            where = base(st, LEARNER, gr.seed, i)
            p = (offer_puzzle(st, LEARNER, legal, where, include=a) if st.phase == "offer"
                 else danh_puzzle(st, LEARNER, legal, where, include=a))
            if p is not None:
                out.append(_prompt(f"van-{hand_id}-{i}", p, st))
        return out
    except (ChanError, KeyError, TypeError, ValueError) as e:  # an old or damaged record: nothing to ask
        log.info("Ván %s không dựng lại được để ôn: %s", hand_id, e)
        return []


def _loi_prompts(timeline: list, states: list, seed: int, hand_id: int) -> list[tuple[str, dict]]:
    """The timeline's moves the coach marked with a lỗi, each a «lỗi nào» puzzle answered by that move."""
    out, seen = [], set()
    for e in timeline:
        i = e.get("event")
        if not e.get("faults") or not isinstance(i, int) or not 0 <= i < len(states) or i in seen:
            continue
        st = states[i]
        if st.actor != LEARNER or st.phase not in ("danh", "offer"):
            continue
        a = Action.from_dict(e["action"])
        p = loi_puzzle(st, LEARNER, legal_actions(st, LEARNER), base(st, LEARNER, seed, i), include=a)
        if p is not None:
            seen.add(i)
            out.append(_prompt(f"van-{hand_id}-{i}-loi", p, st))
    return out


def _prompt(pid: str, p: dict, st) -> tuple[str, dict]:
    p = {"id": pid, **p, "answer": 0, "move": 1 + sum(describe(e, st, LEARNER) is not None for e in st.events)}
    return pid, {**p, "rating": initial_rating(p)}


def collect(store, now: datetime) -> int:
    """Make the cards of the hands finished since the last call; how many (0: nothing new, or not saved)."""
    seen = (store.counters(COUNTER) or {}).get("last", 0)
    finished = {r["id"]: r["finished_at"] for r in games.list_records(20, store=store) if r["id"] > seen}
    new = sorted(finished)[:MAX_HANDS]
    if not new:
        return 0
    made = [(item, p, datetime.fromtimestamp(finished[rid], timezone.utc))
            for rid in new for item, p in prompts_of(games.get_record(rid, store=store) or {}, rid)]

    def fn(conn: Connection, lid: int) -> None:
        t = schema.review_cards
        for item, p, at in made:  # the mistake was made when the hand finished: due a day after it
            have = conn.execute(sa.select(sa.func.count()).select_from(t).where(
                t.c.learner_id == lid, t.c.source == cards.TABLE, t.c.item_id == item)).scalar()
            if not have:
                cards.record(conn, lid, cards.TABLE, item, False, min(at, now), prompt=p)
        schema.put_counters(conn, lid, COUNTER, {"last": max(new)}, now.timestamp())

    return len(made) if store.write_rows("hom_nay_van", None, fn) else 0
