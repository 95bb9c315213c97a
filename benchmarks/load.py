"""Load test (issue 14): many learners at once against running app servers, on loopback only.

Each simulated learner is one Streamlit session spoken to over the app's own
WebSocket protocol (``/_stcore/stream``, the protobuf messages the browser
sends): it adds its own profile in «Bạn là ai?», then goes through lessons
(a lesson step, a check question) and drills («Ăn hay không?», «Luyện bốc
cái»), with a human pause between clicks, and looks at «Tiến độ của bạn». A
*rerun* is one message sent until the server says the script finished; its
time is what a learner waits after a click.

Checked on the way: no page shows an error or a storage warning (``errors``),
and every «Tiến độ» visit shows exactly the number of answers this learner gave
(``cross-learner reads``: any other number means another learner's rows leaked
in, or a save went missing). At the end each learner's rows in the database are
counted per drill against what that learner answered.

Default (``make load``): a throwaway PostgreSQL in a temporary folder
(``tests/pg_cluster.py``), two app servers on two ports sharing it, 50 learners
split between them. Or ``--apps http://127.0.0.1:8501[,…] --db-url URL`` for
servers you started (the URL is only read, to count rows). Loopback addresses
only; the run is bounded (``--steps`` actions per learner, ``--timeout`` s).

Prints p50/p95/max rerun time, errors and cross-learner reads; exits 1 when the
target is missed (p95 ≤ 300 ms, 0 errors, 0 cross-learner reads).
"""
from __future__ import annotations

import argparse
import asyncio
import ipaddress
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402  (a Streamlit dependency)
from streamlit.proto.BackMsg_pb2 import BackMsg  # noqa: E402
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg  # noqa: E402
from streamlit.proto.WidgetStates_pb2 import WidgetState  # noqa: E402

from tests.app_server import free_port, stop, streamlit_command, wait_healthy  # noqa: E402

TARGET_P95_MS = 300
GENERIC_ERROR = "Rất tiếc, trang này gặp lỗi"
STORE_TROUBLE = ("Tạm dừng lưu", "Không đọc và không lưu", "Chỉ xem được tiến độ", "chưa được lưu")


def loopback_only(url: str) -> str:
    """``url`` if its host is a loopback address (127.0.0.0/8, ::1, localhost); else exit."""
    host = urllib.parse.urlsplit(url).hostname or ""
    try:
        ok = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        ok = False
    if not ok:
        sys.exit(f"load.py only drives servers on this machine (loopback), not {url!r}")
    return url.rstrip("/")


# ---------------------------------------------------------------- one session over the WebSocket
@dataclass
class Page:
    """What one run showed: widgets by key, alerts, metrics, exceptions."""

    widgets: dict[str, tuple[str, object]] = field(default_factory=dict)  # key → (type, proto)
    alerts: list[str] = field(default_factory=list)
    metrics: dict[str, str] = field(default_factory=dict)
    exceptions: list[str] = field(default_factory=list)


class Session:
    """One learner's Streamlit session (one WebSocket)."""

    def __init__(self, base: str, timings: list[tuple[str, float]], cookie: str | None = None):
        self.base = base
        self.cookie = cookie  # the browser's id cookie (hoc_chan_browser) it sends, if any
        self.timings = timings
        self.ws = None
        self.pages: dict[str, str] = {}  # url path → page_script_hash
        self.page_hash = ""
        self.query = ""
        self.tag = "mở trang"  # what the reruns are for (the per-page breakdown)

    async def open(self) -> Page:
        ws_url = self.base.replace("http://", "ws://").replace("https://", "wss://") + "/_stcore/stream"
        headers = {"Cookie": f"hoc_chan_browser={self.cookie}"} if self.cookie else None
        self.ws = await websockets.connect(ws_url, subprotocols=["streamlit"], max_size=2 ** 25, open_timeout=30,
                                           additional_headers=headers)
        return await self.rerun()

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def rerun(self, widgets: tuple[WidgetState, ...] = (), page: str | None = None,
                    query: str | None = None, timed: bool = True) -> Page:
        """Send one rerun (a click, a page change) and read until the script finished."""
        if page is not None:
            self.page_hash = self.pages[page]
        if query is not None:
            self.query = query
        msg = BackMsg()
        cs = msg.rerun_script
        cs.query_string = self.query
        cs.page_script_hash = self.page_hash
        for w in widgets:
            cs.widget_states.widgets.append(w)
        out = Page()
        t0 = time.perf_counter()
        await self.ws.send(msg.SerializeToString())
        while True:
            fm = ForwardMsg()
            fm.ParseFromString(await asyncio.wait_for(self.ws.recv(), 60))
            kind = fm.WhichOneof("type")
            if kind == "navigation":
                self.pages = {p.url_pathname or "": p.page_script_hash for p in fm.navigation.app_pages}
                self.page_hash = fm.navigation.page_script_hash or self.page_hash
            elif kind == "delta" and fm.delta.WhichOneof("type") == "new_element":
                el = fm.delta.new_element
                et = el.WhichOneof("type")
                body = getattr(el, et)
                wid = getattr(body, "id", "") if hasattr(body, "id") else ""
                if wid:
                    out.widgets[wid.split("-", 2)[-1] if wid.startswith("$$ID-") else wid] = (wid, body)
                if et == "alert":
                    out.alerts.append(body.body)
                elif et == "metric":
                    out.metrics[body.label] = body.body
                elif et == "exception":
                    out.exceptions.append(f"{body.type}: {body.message}")
            elif kind == "script_finished":
                if fm.script_finished == ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                    continue  # the script asked for a rerun (st.rerun, a page switch): wait for that one
                if timed:
                    self.timings.append((self.tag, time.perf_counter() - t0))
                return out

    async def click(self, page: Page, key: str, **extra: WidgetState) -> Page:
        wid, _ = page.widgets[key]
        states = [WidgetState(id=wid, trigger_value=True), *extra.values()]
        return await self.rerun(tuple(states))


# ---------------------------------------------------------------- one learner
@dataclass
class Outcome:
    name: str
    answers: Counter = field(default_factory=Counter)  # drill → answers given
    errors: list[str] = field(default_factory=list)
    cross_reads: list[str] = field(default_factory=list)


def page_problems(page: Page) -> list[str]:
    out = list(page.exceptions)
    out += [a for a in page.alerts if GENERIC_ERROR in a or any(w in a for w in STORE_TROUBLE)]
    return out


async def learner(base: str, name: str, steps: int, timings: list[tuple[str, float]], think: tuple[float, float],
                  rng: random.Random, lessons: list[tuple[str, int]]) -> Outcome:
    out = Outcome(name)
    s = Session(base, timings)

    async def pause() -> None:
        await asyncio.sleep(rng.uniform(*think))

    def check(page: Page, where: str) -> Page:
        out.errors += [f"{where}: {p[:160]}" for p in page_problems(page)]
        return page

    try:
        page = check(await s.open(), "mở trang")
        wid, _ = page.widgets["hoc_chan__new_name"]
        await pause()
        s.tag = "hoc_chan (thêm hồ sơ)"
        page = check(await s.click(page, "hoc_chan__add", n=WidgetState(id=wid, string_value=name)), "thêm hồ sơ")
        for step in range(steps):
            await pause()
            kind = ("an_hay_khong", "boc_cai", "bai_hoc", "tien_do")[step % 4]
            s.tag = kind
            if kind == "an_hay_khong":
                page = check(await s.rerun(page="an_hay_khong", query=""), kind)
                opt = next((k for k in page.widgets if k.startswith("ahk_opt_")), None)
                if opt is None:
                    out.errors.append("Ăn hay không?: không thấy nút trả lời")
                    continue
                before = _total(page)
                await pause()
                page = check(await s.click(page, opt), kind)
                if _total(page) == before + 1:  # the page counted it (only a situation's first answer counts)
                    out.answers["an_hay_khong"] += 1
                else:
                    out.errors.append(f"Ăn hay không?: câu trả lời không được tính ({before} → {_total(page)})")
                if "ahk_reveal" in page.widgets:  # a wrong answer: «Xem nước đúng» before «Tình huống tiếp»
                    page = check(await s.click(page, "ahk_reveal"), kind)
                if "ahk_next" in page.widgets:
                    page = check(await s.click(page, "ahk_next"), kind)
            elif kind == "boc_cai":
                page = check(await s.rerun(page="boc_cai", query=f"n=4&seed={rng.randrange(10**6)}"), kind)
                await pause()
                page = check(await s.click(page, "bc_seat0"), kind)
                out.answers["boc_cai"] += 1
            elif kind == "bai_hoc":
                lesson, check_step = lessons[rng.randrange(len(lessons))]
                page = check(await s.rerun(page="bai_hoc", query=f"lesson={lesson}&step={check_step}"), kind)
                radio = next(((wid, body) for k, (wid, body) in page.widgets.items()
                              if k.startswith("q__") and type(body).__name__ == "Radio"), None)
                submit = next((k for k, (_, body) in page.widgets.items()
                               if type(body).__name__ == "Button" and getattr(body, "label", "") == "Kiểm tra"), None)
                if radio is None or submit is None:
                    out.errors.append(f"Bài học {lesson}: không thấy câu hỏi chọn đáp án")
                    continue
                await pause()
                # a radio's state is its option's label; the last option (the first one of lesson
                # «Ăn tiền và báo», «Không bị phạt», is taken for «no answer» by bai_hoc: reported)
                label = radio[1].options[-1]
                page = check(await s.click(page, submit, r=WidgetState(id=radio[0], string_value=label)), kind)
                out.answers["bai_hoc"] += 1
            else:
                page = check(await s.rerun(page="tien_do", query=""), kind)
                shown = page.metrics.get("Số lần trả lời")
                mine = sum(out.answers.values())
                if shown != str(mine):
                    out.cross_reads.append(f"Tiến độ hiện {shown}, người này đã trả lời {mine}")
    except Exception as e:  # noqa: BLE001 — counted, the run goes on
        out.errors.append(f"{type(e).__name__}: {e}")
    finally:
        await s.close()
    return out


def _total(page: Page) -> int:
    """Answers counted so far, from the «Điểm» metric of «Ăn hay không?» (``right/total``)."""
    score = page.metrics.get("Điểm", "0/0")
    return int(score.split("/")[1]) if "/" in score else -1


def choice_lessons() -> list[tuple[str, int]]:
    """(lesson id, 1-based step) of every lesson check whose first question is a choice."""
    from learning.lessons import load_course

    out = []
    for lesson in load_course():
        if lesson.checks and lesson.checks[0].type == "choice":
            out.append((lesson.id, lesson.first_check_step() + 1))
    return out


# ---------------------------------------------------------------- servers
def start_app(port: int, env: dict, log: Path) -> subprocess.Popen:
    """``streamlit run streamlit_app.py`` on ``port`` (``tests/app_server.py``), output to ``log``."""
    out = open(log, "w")
    return subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port, "--logger.level", "warning"),
                            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)


def count_rows(db_url: str, names: list[str]) -> dict[str, Counter]:
    """``{learner name: Counter(drill → attempts)}`` read from the database."""
    import sqlalchemy as sa

    from learning import db as schema

    eng = sa.create_engine(db_url)
    out: dict[str, Counter] = {n: Counter() for n in names}
    with eng.connect() as conn:
        rows = conn.execute(sa.select(schema.learners.c.name, schema.attempts.c.drill, sa.func.count())
                            .join(schema.attempts, schema.attempts.c.learner_id == schema.learners.c.id)
                            .where(schema.learners.c.name.in_(names))
                            .group_by(schema.learners.c.name, schema.attempts.c.drill)).all()
    eng.dispose()
    for name, drill, n in rows:
        out[name][drill] = n
    return out


async def drive(apps: list[str], n: int, steps: int, think: tuple[float, float], seed: int,
                timeout: float) -> tuple[list[tuple[str, float]], list[Outcome], list[str]]:
    lessons = choice_lessons()
    rng = random.Random(seed)
    tag = f"{seed % 10000:04d}-{int(time.time()) % 100000:05d}"
    # warm up: each server runs every page once (imports, caches) before the clock starts
    for base in apps:
        await learner(base, f"Khởi động {tag} {base[-5:]}", 4, [], (0, 0), random.Random(0), lessons)
    timings: list[tuple[str, float]] = []
    names = [f"Tải {tag} #{i:02d}" for i in range(n)]
    tasks = []
    for i, name in enumerate(names):
        async def one(i=i, name=name):
            await asyncio.sleep(rng.uniform(0, think[1]))  # learners arrive over a few seconds
            return await learner(apps[i % len(apps)], name, steps, timings, think, random.Random(seed + i), lessons)
        tasks.append(asyncio.create_task(one()))
    done, pending = await asyncio.wait(tasks, timeout=timeout)
    for t in pending:
        t.cancel()
    outcomes = [t.result() for t in done]
    if pending:
        outcomes += [Outcome(f"(chưa xong {k})", errors=["hết giờ"]) for k in range(len(pending))]
    return timings, outcomes, names


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--learners", type=int, default=50)
    ap.add_argument("--steps", type=int, default=8, help="actions per learner after adding the profile")
    ap.add_argument("--think", type=float, nargs=2, default=(3.0, 8.0), metavar=("MIN", "MAX"),
                    help="seconds a learner pauses between clicks (uniform; default: reading a question "
                         "and answering it, 3–8 s; 1 3 is a stress pace)")
    ap.add_argument("--apps", help="comma-separated app URLs already running (loopback only)")
    ap.add_argument("--db-url", help="their database URL (to count each learner's rows)")
    ap.add_argument("--servers", type=int, default=2, help="app servers to start (without --apps)")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--seed", type=int, default=14)
    args = ap.parse_args()

    procs: list[subprocess.Popen] = []
    cluster = None
    try:
        if args.apps:
            apps = [loopback_only(u) for u in args.apps.split(",")]
            db_url = args.db_url
        else:
            from tests.pg_cluster import start_cluster, why_unavailable

            why = why_unavailable()
            if why:
                sys.exit(why)
            cluster = start_cluster()
            db_url = cluster.new_database()
            env = {**os.environ, "HOC_CHAN_DB_URL": db_url}
            logs = Path(tempfile.mkdtemp(prefix="hoc-chan-load-"))
            apps = []
            for k in range(args.servers):
                port = free_port()
                procs.append(start_app(port, env, logs / f"app-{k}.log"))
                apps.append(f"http://127.0.0.1:{port}")
            for url, p in zip(apps, procs):
                try:
                    wait_healthy(url, p, 90)
                except RuntimeError as e:
                    sys.exit(f"app server: {e}")
        t0 = time.perf_counter()
        timings, outcomes, names = asyncio.run(
            drive(apps, args.learners, args.steps, tuple(args.think), args.seed, args.timeout))
        wall = time.perf_counter() - t0
        errors = [e for o in outcomes for e in o.errors]
        cross = [c for o in outcomes for c in o.cross_reads]
        page_cross = len(cross)
        if db_url:
            rows = count_rows(db_url, names)
            for o in outcomes:
                if o.name in rows and +rows[o.name] != +o.answers:
                    cross.append(f"{o.name}: trong cơ sở dữ liệu {dict(rows[o.name])}, đã trả lời {dict(o.answers)}")
        ms = sorted(t * 1000 for _, t in timings)
        p50 = statistics.median(ms) if ms else float("nan")
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))] if ms else float("nan")
        print(f"servers: {len(apps)} ({', '.join(apps)}) · database: "
              f"{'PostgreSQL (throwaway)' if cluster else (db_url or 'not checked')}")
        load1 = os.getloadavg()[0]
        print(f"learners: {args.learners} concurrent · steps each: {args.steps} · think time: "
              f"{args.think[0]:.1f}–{args.think[1]:.1f} s · wall: {wall:.1f} s · {os.cpu_count()} cores, "
              f"load average at the end {load1:.1f}")
        print(f"reruns: {len(ms)} · p50 {p50:.0f} ms · p95 {p95:.0f} ms · max {ms[-1] if ms else 0:.0f} ms")
        print(f"answers saved: {sum(sum(o.answers.values()) for o in outcomes)} · errors: {len(errors)} · "
              f"cross-learner reads: {len(cross)} ({page_cross} on «Tiến độ» pages, "
              f"{len(cross) - page_cross} in the database{'' if db_url else ': not checked'})")
        by_page: dict[str, list[float]] = {}
        for tag, t in timings:
            by_page.setdefault(tag, []).append(t * 1000)
        for tag, xs in sorted(by_page.items()):
            xs.sort()
            print(f"  {tag:<24} {len(xs):4d} reruns · p50 {statistics.median(xs):5.0f} ms · "
                  f"p95 {xs[min(len(xs) - 1, int(0.95 * len(xs)))]:5.0f} ms")
        for e in (errors + cross)[:10]:
            print("  ", e)
        ok = ms and p95 <= TARGET_P95_MS and not errors and not cross
        print("target (p95 ≤ 300 ms, 0 errors, 0 cross-learner reads):", "MET" if ok else "MISSED")
        return 0 if ok else 1
    finally:
        stop(*procs)
        if cluster is not None:
            cluster.destroy()


if __name__ == "__main__":
    sys.exit(main())
