"""Practice-table games («Chơi thử») of each learner: the unfinished hand in ``game_slots``, finished hands in
``game_records``, and their figures. Nothing here raises for a storage fault."""
from __future__ import annotations

import logging
from collections import Counter
from typing import Any

import sqlalchemy as sa
from learning import db, progress
from learning.progress.database import safe

log = logging.getLogger("hoc_chan.games")

HAND_SLOT, SESSION_SLOT = "hand", "session"  # the unfinished hand; the session's running totals

GAME_SLOT, GAME_RECORD = "game_slot", "game_record"
"""Save keys (:meth:`learning.progress.ProgressStore.learner_problem`) of a slot and a finished hand."""
LEFT = sa.case((db.game_records.c.result == "bo_do", db.game_records.c.record)).label("left")
"""A hand's record when it was kept «bỏ dở» (else ``None``), for :func:`_untouched`."""


def save_slot(slot: str, data: dict, store: Any = None, *, rev: int | None = None, bump: bool = True) -> bool | dict:
    """Keep ``data`` (JSON) under ``slot`` for the learner of ``store`` (default: the current one); ``True`` if
    saved. With ``rev`` (the ``rev`` of the data it was made from, 0: none) a compare-and-set in the one transaction:
    kept as ``rev + 1`` (``bump=False``: as ``rev``, a change that does not make older copies stale) only over that
    (or no) data, else not saved and the data kept there is returned."""
    t = db.game_slots
    newer: list[dict] = []

    def run() -> bool:
        s = store or progress.get_store()
        row = {"slot": slot, "data": data if rev is None else {**data, "rev": rev + bump}, "updated_at": s.clock()}

        def put(conn: Any, lid: int) -> None:
            newer.clear()  # a retried transaction looks again
            if rev is not None:
                held = conn.execute(sa.select(t.c.data).where(
                    t.c.learner_id == lid, t.c.slot == slot).with_for_update()).scalar()
                if isinstance(held, dict) and held.get("rev", 0) != rev:
                    newer.append(held)
                    return
            db.upsert(conn, t, {"learner_id": lid, **row}, ["learner_id", "slot"])

        return s.write_rows(GAME_SLOT, None, put)

    saved = safe(log, f"lưu được ô «{slot}»", run, False)
    return newer[0] if saved and newer else saved


def load_slot(slot: str, store: Any = None) -> dict | None:
    """The data kept under ``slot``, or ``None`` (never saved, unreadable)."""
    data = safe(log, f"đọc được ô «{slot}»",
                lambda: (store or progress.get_store()).value(db.game_slots, "data", slot=slot), None)
    return data if isinstance(data, dict) else None


def keep_record(record: dict, summary: dict, *, store: Any = None, at: float | None = None) -> int | None:
    """Keep a finished hand: its id, or ``None`` if not saved. ``record`` (JSON) replays it and has ``seed`` (int),
    ``players`` (2–4) and ``variant``; ``at``: seconds since the epoch (default: the store's clock)."""
    def run() -> int | None:
        s, out = store or progress.get_store(), []
        row = {"finished_at": s.clock() if at is None else at, "players": int(record["players"]),
               "variant": str(record["variant"]), "seed": int(record["seed"]),
               "result": str(summary.get("result") or "hoa"), "winner": summary.get("winner"), "summary": summary,
               "record": record}
        saved = s.write_rows(GAME_RECORD, None, lambda conn, lid: out.append(int(conn.execute(
            db.game_records.insert().values(learner_id=lid, **row)).inserted_primary_key[0])))
        return out[-1] if saved else None

    return safe(log, "lưu được ván đã chơi", run, None)


def drop_record(record_id: int, store: Any = None) -> bool:
    """Forget the learner's kept hand ``record_id`` (a hand «bỏ dở» back on the table); ``True`` if done."""
    t = db.game_records
    return safe(log, "xoá được ván đã chơi", lambda: (store or progress.get_store()).write_rows(
        GAME_RECORD, None, lambda conn, lid: conn.execute(t.delete().where(t.c.id == int(record_id),
                                                                            t.c.learner_id == lid))), False)


def list_records(limit: int = 100, *, store: Any = None) -> list[dict]:
    """Finished hands, newest first: ``{id, finished_at, players, variant, seed, result, winner, summary}``; ``[]``
    when unreadable. A hand kept «bỏ dở» without one decision of the learner (older saves kept such hands) is left
    out, never deleted."""
    t = db.game_records
    rows = safe(log, "đọc được danh sách ván đã chơi", lambda: (store or progress.get_store()).select(
        t, "id", "finished_at", "players", "variant", "seed", "result", "winner", "summary", LEFT,
        order=(t.c.finished_at.desc(), t.c.id.desc()), limit=int(limit)), [])
    return [{**{k: v for k, v in r.items() if k != "left"}, "summary": r["summary"] or {}}
            for r in rows if not _untouched(r["left"])]


def _untouched(left: Any) -> bool:
    """A hand kept «bỏ dở» without one decision of the learner (its :data:`LEFT`)."""
    return isinstance(left, dict) and left.get("timeline") == []


def replayed(summary: Any) -> bool:
    """A kept hand is the same deal played again from one of its moves («Chơi lại từ đây»: ``replay_of`` in its
    summary) — listed and reviewed, never counted as a hand played (:func:`table_rows`, :func:`class_table_rows`)."""
    return isinstance(summary, dict) and bool(summary.get("replay_of"))


def get_record(record_id: int, *, store: Any = None) -> dict | None:
    """One finished hand's record (as given to :func:`keep_record`), or ``None`` (another learner's, unreadable)."""
    return safe(log, "đọc được ván đã chơi",
                lambda: (store or progress.get_store()).value(db.game_records, "record", id=int(record_id)), None)


# ---------------------------------------------------------------- figures for «Tiến độ» and «Lớp học»
def hand_row(finished_at: float, players: int, variant: str, seed: int, summary: dict) -> dict:
    """One kept hand as figures: ``{at, players, variant, seed, mode, bot, result, won, net, faults, xuong, hints}``
    — ``won``/``net``: the learner's; ``faults`` (lỗi numbers or kinds), ``xuong`` (the verdict) and ``hints``
    («Gợi ý» uses) ``None`` when not kept."""
    s = summary if isinstance(summary, dict) else {}
    faults = s.get("faults")
    hints = s.get("hints")
    return {
        "at": float(finished_at), "players": int(players), "variant": str(variant), "seed": int(seed),
        "mode": str(s.get("mode") or "kem_cap"), "bot": s.get("bot"), "result": str(s.get("result") or "hoa"),
        "won": s.get("result") == "u" and s.get("winner") == 0, "net": int(s.get("learner_net") or 0),
        "faults": list(faults) if isinstance(faults, list) else None,
        "xuong": s.get("xuong") if s.get("xuong") in ("dung", "thieu", "sai") else None,
        "hints": int(hints) if isinstance(hints, int) and not isinstance(hints, bool) else None,
    }


def table_rows(limit: int = 1000) -> list[dict]:
    """The current learner's hands played (kept, not :func:`replayed`) as :func:`hand_row` rows, oldest first."""
    rows = list_records(limit)
    return [hand_row(r["finished_at"], r["players"], r["variant"], r["seed"], r["summary"]) for r in reversed(rows)
            if not replayed(r["summary"])]


def class_table_rows(database: Any = None) -> dict[int, list[dict]]:
    """Every learner's hands played as :func:`hand_row` rows, oldest first, by learner id (one query, record
    bodies of «bỏ dở» hands only: an untouched one is left out, as :func:`list_records` does, and a
    :func:`replayed` one, as :func:`table_rows` does)."""
    d = database if database is not None else progress.get_database()
    t = db.game_records
    q = sa.select(t.c.learner_id, t.c.finished_at, t.c.players, t.c.variant, t.c.seed, t.c.summary, LEFT)
    out: dict[int, list[dict]] = {}
    for lid, at, n, v, sd, summ, left in safe(log, "đọc được các ván của lớp", lambda: d.read(
            lambda conn: conn.execute(q.order_by(t.c.finished_at, t.c.id)).all(), []), []):
        if not _untouched(left) and not replayed(summ):
            out.setdefault(int(lid), []).append(hand_row(at, n, v, sd, summ))
    return out


def table_totals(rows: list[dict]) -> dict:
    """The figures of :func:`hand_row` rows (abandoned hands apart): ``hands``, ``abandoned``, ``won``,
    ``win_share``, ``points``, ``faults`` / ``xuong`` (``{kind: count}``), ``faults_hands``, ``hints``,
    ``hints_hands``, ``by_mode_bot`` (``{(mode, bot): [hands, won]}``)."""
    done = [r for r in rows if r["result"] != "bo_do"]
    won = sum(r["won"] for r in done)
    listed = [r for r in done if r["faults"] is not None]
    counted = [r for r in done if r["hints"] is not None]
    hands, wins = Counter((r["mode"], r["bot"]) for r in done), Counter((r["mode"], r["bot"]) for r in done if r["won"])
    return {"hands": len(done), "abandoned": len(rows) - len(done), "won": won,
            "win_share": won / len(done) if done else None, "points": sum(r["net"] for r in done),
            "faults": dict(Counter(k for r in listed for k in r["faults"])), "faults_hands": len(listed),
            "xuong": dict(Counter(r["xuong"] for r in done if r["xuong"])),
            "hints": sum(r["hints"] for r in counted), "hints_hands": len(counted),
            "by_mode_bot": {k: [n, wins[k]] for k, n in hands.items()}}
