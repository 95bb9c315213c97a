"""Today's set, about ten items: due reviews, puzzles at the learner's level, one xướng, one bốc cái; made once a
day and kept (``counters`` ``hom_nay``), with what it leaves (the log, cards, ratings, streak)."""
from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from learning import db as schema
from learning.daily import cards, puzzles, rating, table_cards
from learning.daily.clock import end_of_day, today
from learning.daily.streak import Streak, calendar, streak
from learning.progress.course import due_hands
from chan_core.cards import KINDS

SET_SIZE = 10
MAX_REVIEWS = 5
COUNTER = "hom_nay"
SAVE_KEY = "hom_nay"
BOC_CAI_SOURCE = "boc_cai_hn"  # cards of a bốc cái missed in the set (item ``<players>:<drawer>:<card>``)
OLD_POINTS = "tinh_diem"  # «Luyện xướng»'s points question before session 16: one item for every hand, asked nowhere
XUONG = "xuong"  # «Luyện xướng»: its reviews counted by hand as it asks them (course.due_hands), not by card
POSITION_THEMES = ("u", "danh", "an", "chiu", "loi", "diem")  # easiest first (puzzles.THEME_BASE), for a new learner
WEAKEST = 2
MIN_ANSWERS = 2  # a theme counts among a learner's weakest only after this many answers


def _played(conn: Connection, lid: int) -> set[str]:
    t = schema.daily_log
    return {i for (i,) in conn.execute(sa.select(t.c.item_id).where(
        t.c.learner_id == lid, t.c.kind.in_(("puzzle", "xuong", "review")))).all()}


def _asked_today(card: dict) -> bool:
    """Whether «Hôm nay» asks the review ``card`` (:func:`cards.due`'s shape): a puzzle it still has, a position
    from a played hand, a bốc cái question; a drill's own cards are asked in that drill."""
    src = card["source"]
    return (src == cards.PUZZLE and puzzles.by_id(card["item_id"]) is not None
            or src == cards.TABLE and bool(card["prompt"]) or src == BOC_CAI_SOURCE)


def build(conn: Connection | None, lid: int | None, day: date, until: datetime) -> dict:
    """A new set for ``day``: ``{day, items, answers, done, due, drills}`` (``due``: the reviews due, of which at
    most :data:`MAX_REVIEWS` are among the items; ``drills``: ``{drill: n}`` reviews due in the drills, a notice
    beside the items, not one of them; ``conn``/``lid`` ``None``: nothing saved yet)."""
    items: list[dict] = []
    played: set[str] = set()
    level = rating.START
    drills: dict[str, int] = {}
    due = 0
    if conn is not None and lid is not None:
        played = _played(conn, lid)
        level = rating.learner_rating(conn, lid).rating
        for c in cards.due(conn, lid, until):
            if c["source"] in (OLD_POINTS, XUONG):
                continue
            if not _asked_today(c):
                drills[c["source"]] = drills.get(c["source"], 0) + 1
            elif c["source"] == cards.PUZZLE:
                items.append({"kind": "review", "source": cards.PUZZLE, "id": c["item_id"]})
            elif c["source"] == cards.TABLE:
                items.append({"kind": "review", "source": cards.TABLE, "id": c["item_id"], "prompt": c["prompt"]})
            else:
                players, drawer, card = c["item_id"].split(":")
                items.append({"kind": "boc_cai", "players": int(players), "drawer": int(drawer), "card": card,
                              "review": True})
        due = len(items)  # all the reviews due; at most MAX_REVIEWS are asked today, the rest on the next days
        items = items[:MAX_REVIEWS]
    salt = f"{lid}:{day.isoformat()}"
    taken = played | {i.get("id") for i in items}
    games = {p.seed for i in items if (p := puzzles.by_id(i.get("id", ""))) is not None}  # one puzzle a game
    n_pos = SET_SIZE - 2 - len(items)
    for p in puzzles.near(level, max(n_pos, 2), exclude=taken, themes=POSITION_THEMES, salt=salt, games=games):
        items.append({"kind": "puzzle", "id": p.id})
    for p in puzzles.near(level, 1, exclude=taken, themes=("xuong",), salt=salt, games=games):
        items.append({"kind": "xuong", "id": p.id})
    rng = random.Random(salt)  # one bốc cái
    players = rng.choice((2, 3, 4, 4, 4))
    items.append({"kind": "boc_cai", "players": players, "drawer": rng.randrange(players),
                  "card": rng.choice(KINDS).code})
    return {"day": day.isoformat(), "items": items, "answers": {}, "done": False, "due": due,
            "drills": dict(sorted(drills.items()))}


def session(store, now: datetime, tz) -> dict:
    """Today's set: the saved one when it is today's, else a new one (saved at the first answer); its «Luyện
    xướng» hands due (``drills``) counted at ``now``, so the count falls as the drill asks them."""
    day = today(now, tz)
    sess = store.counters(COUNTER)
    if sess and sess.get("day") == day.isoformat() and isinstance(sess.get("items"), list):
        if sess["items"] and sess["items"][-1].get("kind") == "drills":  # a set saved when the notice was an item
            sess["drills"] = sess["items"].pop()["due"]
            sess["answers"].pop(str(len(sess["items"])), None)
    else:
        table_cards.collect(store, now)  # the practice table's marked moves since the last set
        until = end_of_day(day, tz)
        sess = store.read_rows(lambda conn, lid: build(conn, lid, day, until), None) or build(None, None, day, until)
    others = {d: n for d, n in (sess.get("drills") or {}).items() if d != XUONG}
    hands = len(due_hands(store, now.timestamp()))
    sess["drills"] = dict(sorted({**others, **({XUONG: hands} if hands else {})}.items()))
    return sess


def item_key(item: dict) -> tuple[str, str]:
    """``(log kind, item id)`` of an item of the set."""
    if item["kind"] == "boc_cai":
        return "boc_cai", f"{item['players']}:{item['drawer']}:{item['card']}"
    return item["kind"], item["id"]


def theme_of(item: dict) -> str:
    """The theme an item counts for on «Tiến độ» (a puzzle's theme, ``boc_cai``)."""
    if item["kind"] == "boc_cai":
        return item["kind"]
    if item.get("source") == cards.TABLE:
        return item["prompt"].get("theme", "danh")
    p = puzzles.by_id(item["id"])
    return p.theme if p else "danh"


def _source(item: dict) -> str | None:
    """The review-card source of an item (a table move, a stored puzzle, a bốc cái), ``None`` for none."""
    kind, item_id = item_key(item)
    if item.get("source") == cards.TABLE:
        return cards.TABLE
    if kind in ("puzzle", "xuong", "review") and puzzles.by_id(item_id) is not None:
        return cards.PUZZLE
    return BOC_CAI_SOURCE if kind == "boc_cai" else None


def comes_back(store, item: dict) -> datetime | None:
    """When the review card of ``item`` is due again (FSRS, :mod:`learning.daily.cards`), ``None`` without one."""
    item_id = item_key(item)[1]
    source = _source(item)
    if source is None:
        return None
    return store.read_rows(lambda conn, lid: cards.due_times(conn, lid, source).get(item_id), None)


def _log(conn: Connection, lid: int, sess: dict, ts: float, **row) -> None:
    """One row of the daily log, and the set's place, in the caller's transaction."""
    conn.execute(schema.daily_log.insert().values(learner_id=lid, day=sess["day"], at=ts, **row))
    schema.put_counters(conn, lid, COUNTER, sess, ts)


def answer(store, sess: dict, index: int, correct: bool, now: datetime) -> bool:
    """Save the answer to item ``index`` of ``sess`` (changed in place): log, card, ratings, the set; a second
    answer changes nothing. ``True`` if saved."""
    key = str(index)
    if key in sess["answers"]:
        return True
    item = sess["items"][index]
    sess["answers"][key] = bool(correct)
    kind, item_id = item_key(item)
    ts = now.timestamp()

    def fn(conn: Connection, lid: int) -> None:
        _log(conn, lid, sess, ts, kind=kind, item_id=item_id, theme=theme_of(item), correct=int(bool(correct)))
        source = _source(item)
        if source == cards.PUZZLE and kind != "review":  # a puzzle is rated once, at its first answer
            rating.record(conn, lid, item_id, puzzles.by_id(item_id).rating, bool(correct), ts)
        if source is not None:
            cards.record(conn, lid, source, item_id, bool(correct), now)

    saved = store.write_rows(SAVE_KEY, item_id, fn)
    if not saved:
        sess["answers"].pop(key, None)
    return saved


def finish(store, sess: dict, now: datetime) -> bool:
    """Mark today's set done (the day counts for the streak); ``True`` if saved."""
    if sess.get("done"):
        return True
    sess["done"] = True
    right = sum(1 for v in sess["answers"].values() if v)

    saved = store.write_rows(SAVE_KEY, "done", lambda conn, lid: _log(
        conn, lid, sess, now.timestamp(), kind="done", item_id=sess["day"], theme=None, correct=right))
    if not saved:
        sess["done"] = False
    return saved


@dataclass(frozen=True)
class Summary:
    """What «Hôm nay» and «Tiến độ» show; ``themes``: ``{theme: (answered, right)}``."""

    streak: Streak
    calendar: list
    rating: rating.Rating
    themes: dict[str, tuple[int, int]]
    due_tomorrow: int
    cards: int


def log_figures(conn: Connection, *where) -> tuple[dict, dict]:
    """By learner (``where``: on ``daily_log``): the days with the set done, and ``{theme: (answered, right)}``."""
    t = schema.daily_log
    days: dict[int, set[date]] = defaultdict(set)
    for lid, d in conn.execute(sa.select(t.c.learner_id, t.c.day).distinct().where(t.c.kind == "done", *where)):
        days[lid].add(date.fromisoformat(d))
    themes: dict[int, dict[str, tuple[int, int]]] = defaultdict(dict)
    for lid, th, n, ok in conn.execute(sa.select(t.c.learner_id, t.c.theme, sa.func.count(), sa.func.sum(t.c.correct))
                                       .where(t.c.kind != "done", t.c.theme.is_not(None), *where)
                                       .group_by(t.c.learner_id, t.c.theme)):
        themes[lid][th] = (int(n), int(ok or 0))
    return days, themes


def answers(conn: Connection, *where) -> list:
    """Every «Hôm nay» answer (``where``: on ``daily_log``; a link to a drill is none), oldest first: ``(learner_id,
    item_id, theme, correct, at, prompt)``, ``prompt`` a table position's (its review card), else ``None``."""
    t, rc = schema.daily_log, schema.review_cards
    on = sa.and_(rc.c.learner_id == t.c.learner_id, rc.c.source == cards.TABLE, rc.c.item_id == t.c.item_id)
    return conn.execute(sa.select(t.c.learner_id, t.c.item_id, t.c.theme, t.c.correct, t.c.at, rc.c.prompt)
                        .select_from(t.outerjoin(rc, on)).where(t.c.kind != "done", t.c.theme != "drills", *where)
                        .order_by(t.c.at, t.c.id)).all()


def summary(store, now: datetime, tz) -> Summary:
    """The learner's daily figures at ``now`` (empty figures when nothing is saved or readable)."""
    day = today(now, tz)

    def fn(conn: Connection, lid: int) -> tuple:
        days, themes = log_figures(conn, schema.daily_log.c.learner_id == lid)
        tomorrow = sum(map(_asked_today, cards.due(conn, lid, end_of_day(day + timedelta(days=1), tz))))
        return days[lid], themes[lid], rating.learner_rating(conn, lid), tomorrow, cards.count(conn, lid)

    days, themes, r, tomorrow, n = store.read_rows(fn, ([], {}, rating.Rating(), 0, 0))
    return Summary(streak(days, day), calendar(days, day), r, themes, tomorrow, n)


@dataclass(frozen=True)
class DailyRow:
    """A learner's line on the class page: ``streak`` (days), ``today`` (practised), ``weakest``: up to
    :data:`WEAKEST` ``(theme, answered, right)``, lowest share right first."""

    streak: int
    today: bool
    weakest: tuple[tuple[str, int, int], ...]


def daily_rows(conn: Connection, day: date) -> dict[int, DailyRow]:
    """``{learner id: DailyRow}`` of every learner with a daily log, on ``day``."""
    days, themes = log_figures(conn)
    out = {}
    for lid in set(days) | set(themes):
        s = streak(days[lid], day)
        weak = sorted(((th, n, ok) for th, (n, ok) in themes[lid].items() if n >= MIN_ANSWERS),
                      key=lambda x: (x[2] / x[1], -x[1], x[0]))[:WEAKEST]
        out[lid] = DailyRow(s.days, s.today, tuple(w for w in weak if w[2] < w[1]))
    return out
