"""Practice-table saves kept as facts (issue 23): every hand saved before the engine stated facts is converted once.

An unfinished hand (``game_slots``, slot ``hand``) without ``said: 'facts'`` is replayed to hold facts when it
replays to the same hand (else its state stays as saved); every timeline entry without ``facts`` (of the unfinished
hand, and of each finished hand in ``game_records``) gets the faults its review showed: a played move's faults taken
from the hand's state (same move and lỗi), a stopped move judged again on the hand as it was (when that finds the
same lỗi) and kept once however often it was tapped. A fault that cannot be matched stays as saved, and so do the faults kept per language (``faults_in``) of
such an entry: nothing a learner saved is lost. A document that fails to convert is left as it was. No schema
change. All inside the caller's one transaction.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-06
"""
from __future__ import annotations

import json
import logging

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

log = logging.getLogger("hoc_chan.migrations")
LEARNER = 0


def play_facts(state) -> dict:
    """What a hand *is*, whatever the language of its texts: the state without the engine's sentences, plus the
    faults by seat, move and code and the money by seat."""
    d = state.to_dict()
    for k in ("faults", "xuong", "payouts", "u_lao", "win"):
        d.pop(k, None)
    d["faults"] = [(f.get("seat"), f.get("event"), f.get("code"), f.get("penalty")) for f in state.faults]
    d["payouts"] = (state.payouts or {}).get("net")
    d["xuong"] = (state.xuong or {}).get("verdict")
    return d


def renewed(state):
    """``state`` of an old save replayed to hold facts; itself when it does not replay to the same hand."""
    from chan_core.errors import ChanError
    from chan_core.game.flow import replay

    try:
        again = replay(state)
    except ChanError:
        return state
    return again if play_facts(again) == play_facts(state) else state


def _steps(state) -> list:
    """Every state of the hand (``[]`` when its record no longer replays)."""
    from chan_core.errors import ChanError
    from chan_core.game import record_of

    try:
        return list(record_of(state).steps())
    except ChanError:
        return []


def _judged_again(steps: list, entry: dict) -> list | None:
    """A stopped move judged again on the hand as it was (``None``: cannot be, or other faults than saved)."""
    from chan_core.errors import ChanError
    from chan_core.game import Action, judge_action
    from learning.coach.table import dead_end

    try:
        i = int(entry["event"])
        st = steps[i] if 0 <= i < len(steps) else None
        if st is None or st.actor != LEARNER:
            return None
        action = Action.from_dict(entry["action"])
        again = dead_end(st, action) if entry.get("dead_end") else judge_action(st, action)
    except (ChanError, KeyError, TypeError, ValueError):
        return None
    saved = [f.get("code") for f in entry.get("faults") or []]
    return again if again and [f.get("code") for f in again] == saved else None


def facts_entry(entry: dict, state, steps: list) -> dict:
    """One timeline entry with the faults its review showed, as facts (``facts: True``); itself when it has them."""
    if entry.get("facts"):
        return entry
    saved = list(entry.get("faults") or [])
    if entry.get("stopped"):
        again = _judged_again(steps, entry)
        faults, whole = (again, True) if again else (saved, not saved)
    else:
        same = {(f["event"], f["code"]): f for f in state.faults if f["seat"] == LEARNER}
        faults = [same.get((f.get("event"), f.get("code")), f) for f in saved]
        whole = all((f.get("event"), f.get("code")) in same for f in saved)
    out = {**entry, "faults": faults, "facts": True}
    if whole:
        out.pop("faults_in", None)  # the facts say what every language's copy said
    return out


def _stop_key(entry: dict):
    """A held-back move's event and action (``None`` for a played move)."""
    from chan_core.errors import ChanError
    from chan_core.game import Action

    if not entry.get("stopped"):
        return None
    try:
        return entry.get("event"), Action.from_dict(entry["action"]).key
    except (ChanError, KeyError, TypeError, ValueError):
        return None


def facts_timeline(timeline: list, state, steps: list | None = None) -> list:
    """:func:`facts_entry` of every entry (``steps``: the hand's states, replayed when needed); a held-back move
    saved once per tap (before the coach noted it once) is kept once, the first."""
    if steps is None and any(e.get("stopped") and not e.get("facts") for e in timeline):
        steps = _steps(state)
    out, seen = [], set()
    for e in timeline:
        key = _stop_key(e)
        if key is None or key not in seen:
            try:
                out.append(facts_entry(e, state, steps or []))
            except Exception:  # noqa: BLE001 — an entry that does not convert stays as saved
                log.warning("timeline entry left as saved", exc_info=True)
                out.append(e)
            seen.add(key)
    return out


def facts_hand(doc: dict) -> dict | None:
    """An unfinished hand's save (``Table.to_dict``) as facts; ``None`` when it has them already."""
    from chan_core.facts import plain, revive
    from chan_core.game import GameState

    if not isinstance(doc, dict) or doc.get("said") == "facts" or not isinstance(doc.get("state"), dict):
        return None
    state = renewed(GameState.from_dict(doc["state"]))
    timeline = facts_timeline(revive(doc.get("timeline") or []), state)
    return {**doc, "state": state.to_dict(), "timeline": plain(timeline)}


def facts_record(doc: dict) -> dict | None:
    """A finished hand's record (``ui.table.record_doc``) with its timeline as facts; ``None`` when it has them."""
    from chan_core.facts import plain, revive
    from chan_core.game import GameRecord

    timeline = doc.get("timeline") if isinstance(doc, dict) else None
    if not timeline or all(e.get("facts") for e in timeline):
        return None
    steps = list(GameRecord.from_dict(doc["record"]).steps())
    return {**doc, "timeline": plain(facts_timeline(revive(timeline), steps[-1], steps))}


def _convert(table: str, key: str, column: str, fn, where=None) -> None:
    """Rewrite each JSON document of ``table.column`` that ``fn`` converts; one that fails is left as it was."""
    bind = op.get_bind()
    t = sa.table(table, sa.column(key), sa.column(column, sa.Text), *(sa.column(c) for c in (where or {})))
    query = sa.select(t.c[key], t.c[column], *(t.c[c] for c in (where or {})))
    for c, v in (where or {}).items():
        query = query.where(t.c[c] == v)
    for row in bind.execute(query).all():
        try:
            new = fn(json.loads(row[1]))
        except Exception:  # noqa: BLE001 — a save that does not convert stays as it was (nothing is lost)
            log.warning("%s %s: left as saved", table, row[0], exc_info=True)
            continue
        if new is not None:
            text = json.dumps(new, ensure_ascii=False, separators=(",", ":"))
            conds = [t.c[key] == row[0], *(t.c[c] == v for c, v in (where or {}).items())]
            bind.execute(sa.update(t).where(*conds).values({column: text}))


def upgrade() -> None:
    _convert("game_slots", "learner_id", "data", facts_hand, {"slot": "hand"})
    _convert("game_records", "id", "record", facts_record)


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
