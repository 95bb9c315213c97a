"""Kept rounds of «Chơi Mậu binh», per learner, in the progress database."""
from __future__ import annotations

import logging
from typing import Any
from uuid import uuid4

import sqlalchemy as sa
from pydantic import BaseModel, Field, ValidationError

from learning import db, progress
from learning.progress.database import safe

log = logging.getLogger("hoc_chan.mau_binh_rounds")

KEY = "mau_binh_round"  # save key of a kept round (item: the seed)


class KeptRound(BaseModel):
    """One round as kept (``mau_binh.round.round_record`` and the page's ``options``, ``timed_out``); seat 0 is
    the learner."""

    seed: str = Field(min_length=1, max_length=40)
    hands: list[str] = Field(min_length=4, max_length=4)
    levels: list[str] = Field(min_length=3, max_length=3)
    arrangements: list[str] = Field(min_length=4, max_length=4)
    points: list[int] = Field(min_length=4, max_length=4)
    best: str
    best_points: int
    cost: int
    as_best: bool
    options: dict[str, Any] = Field(default_factory=dict)
    timed_out: bool = False
    replay: bool = False  # a deal the learner had revealed before («Chơi lại ván này»): listed, not in his figures
    play: str = Field(default_factory=lambda: uuid4().hex, min_length=1, max_length=40)  # this play: kept once


def keep_round(record: dict, *, at: float | None = None, store: Any = None) -> dict | None:
    """Keep a finished round (a :class:`KeptRound` dict) for ``store``'s learner (default: the current one), each
    ``play`` once; the round as kept (a :func:`list_rounds` dict; ``again``: that play was kept before, e.g. revealed in
    another tab, and nothing changed), or ``None`` when not saved or malformed."""
    t, out = db.mau_binh_rounds, []

    def run() -> dict | None:
        kept, s = KeptRound.model_validate(record), store or progress.get_store()
        row = {"finished_at": float(at if at is not None else s.clock()), "seed": kept.seed, "points": kept.points[0],
               "best_points": kept.best_points, "cost": kept.cost, "as_best": int(kept.as_best),
               "record": kept.model_dump(exclude={"play"}), "play": kept.play}

        def fn(conn: Any, lid: int) -> None:
            q = sa.select(t.c.id, t.c.finished_at, t.c.record).where(t.c.learner_id == lid, t.c.play == kept.play)
            old = conn.execute(q).mappings().first()
            if old is None:  # saved by another tab meanwhile: nothing done, that row read below
                db.upsert(conn, t, {"learner_id": lid, **row}, ["learner_id", "play"], update=False)
            out[:] = [old or conn.execute(q).mappings().one(), old is not None]

        if not s.write_rows(KEY, kept.seed, fn):
            return None
        got, again = out
        return {"id": int(got["id"]), "finished_at": float(got["finished_at"]),
                **KeptRound.model_validate({**got["record"], "play": kept.play}).model_dump(), "again": again}

    return safe(log, "lưu được ván đã chơi", run, None)  # a ValidationError is a ValueError: logged too


def list_rounds(limit: int = 200, *, store: Any = None, replays: bool = False) -> list[dict]:
    """The learner's kept rounds, newest first: :class:`KeptRound` dicts with ``id`` and ``finished_at``; the replays
    of a deal already revealed (his best arrangement seen) only with ``replays``."""
    t = db.mau_binh_rounds
    out = []
    for r in safe(log, "đọc được danh sách ván Mậu binh", lambda: (store or progress.get_store()).select(
            t, "id", "finished_at", "record", order=(t.c.finished_at.desc(), t.c.id.desc()), limit=int(limit)), []):
        try:
            kept = KeptRound.model_validate(r["record"]).model_dump()
        except ValidationError:
            log.warning("Ván Mậu binh %s không đọc được; bỏ qua.", r["id"])
            continue
        if replays or not kept["replay"]:
            out.append({"id": int(r["id"]), "finished_at": float(r["finished_at"]), **kept})
    return out


OPEN = "mau_binh_open"  # counters name: the round each page has dealt, {page: {"seed": 12, "xep": "…", "play": "…"}}


def open_round(page: str) -> dict:
    """The learner's round on ``page`` not settled yet (``{"seed": int, "xep": "front.middle.back", "play": "…"}``), or
    ``{}``."""
    kept = safe(log, "đọc được ván đang xếp", lambda: progress.get_store().counters(OPEN), None) or {}
    got = kept.get(page)
    return got if isinstance(got, dict) and isinstance(got.get("seed"), int) else {}


def keep_open(page: str, seed: int | None, xep: str = "", play: str = "") -> bool:
    """Keep ``seed``, the chi placed so far (``xep``) and the id of this play of it (``play``) as the learner's round
    on ``page`` (``None``: it is settled, he has none); ``True`` if saved."""
    def run() -> bool:
        store = progress.get_store()
        kept = {"seed": None if seed is None else int(seed), "xep": xep, "play": play}
        return store.save_counters(OPEN, {**(store.counters(OPEN) or {}), page: kept})

    return safe(log, "lưu được ván đang xếp", run, False)


SETTINGS = "mau_binh_settings"  # counters name: «Chơi Mậu binh»'s table (levels, timer, seconds, stake, house rules)


def settings() -> dict:
    """The learner's kept table settings of «Chơi Mậu binh» (``{}`` when none or unreadable)."""
    got = safe(log, "đọc được cài đặt bàn Mậu binh", lambda: progress.get_store().counters(SETTINGS), None)
    return got if isinstance(got, dict) else {}


def keep_settings(values: dict) -> bool:
    """Keep ``values`` as the learner's table settings (a reload takes them, as it takes the round); ``True`` if saved."""
    return safe(log, "lưu được cài đặt bàn Mậu binh", lambda: progress.get_store().save_counters(SETTINGS, values),
                False)
