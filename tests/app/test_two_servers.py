"""The hosted layout (issue 14): two app processes on two ports sharing one
PostgreSQL serve the same learners consistently. Driven like a browser would,
over Streamlit's own WebSocket protocol (the client of ``benchmarks/load.py``):
a profile added by a browser on one server is that browser's on the other, an answer
given on either shows on both, and another browser sees none of it, not even the name."""
from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from load import Session  # noqa: E402
from tests.app_server import free_port, stop, streamlit_command, wait_healthy  # noqa: E402
from streamlit.proto.WidgetStates_pb2 import WidgetState  # noqa: E402


@pytest.fixture
def two_servers(pg_url, tmp_path):
    """Two ``streamlit run`` processes with ``HOC_CHAN_DB_URL`` = one PostgreSQL database."""
    env = {**os.environ, "HOC_CHAN_DB_URL": pg_url}
    procs, urls = [], []
    try:
        for k in range(2):
            port = free_port()
            log = open(tmp_path / f"app-{k}.log", "w")
            procs.append(subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port), cwd=ROOT, env=env,
                                          stdout=log, stderr=subprocess.STDOUT))
            urls.append(f"http://127.0.0.1:{port}")
        for k, (url, proc) in enumerate(zip(urls, procs)):
            wait_healthy(url, proc, 90, tmp_path / f"app-{k}.log")
        yield urls
    finally:
        stop(*procs)


def answers(page) -> str:
    return page.metrics.get("Số lần trả lời")


async def scenario(a_url: str, b_url: str) -> None:
    cookie = "browser-of-lan-0123456789"  # one browser (its cookie) reaching both servers
    a, b, c = Session(a_url, [], cookie), Session(b_url, [], cookie), Session(b_url, [])
    try:
        page = await a.open()
        wid, _ = page.widgets["hoc_chan__new_name"]
        page = await a.click(page, "hoc_chan__add", n=WidgetState(id=wid, string_value="Lan"))
        page = await a.rerun(page="an_hay_khong", query="")
        opt = next(k for k in page.widgets if k.startswith("ahk_opt_"))
        page = await a.click(page, opt)
        assert answers(await a.rerun(page="tien_do", query="")) == "1"

        page = await b.open()  # the same browser on the other server: Lan is listed there too, and chosen
        wid, box = page.widgets["hoc_chan__choose"]
        assert list(box.options) == ["Người học 1", "Lan"]  # its first (a fresh install) and Lan
        await b.rerun((WidgetState(id=wid, string_value="Lan"),))
        assert answers(await b.rerun(page="tien_do", query="")) == "1"  # Lan's answer, given on server A
        page = await b.rerun(page="boc_cai", query="n=4&seed=7")
        page = await b.click(page, "bc_seat0")
        assert answers(await a.rerun(page="tien_do", query="")) == "2"  # B's save, read on A

        page = await c.open()  # another browser on B sees none of Lan's rows, nor her name
        assert "hoc_chan__choose" not in page.widgets
        wid, _ = page.widgets["hoc_chan__new_name"]
        await c.click(page, "hoc_chan__add", n=WidgetState(id=wid, string_value="Minh"))
        assert answers(await c.rerun(page="tien_do", query="")) == "0"
        assert answers(await b.rerun(page="tien_do", query="")) == "2"  # Lan's session on B kept Lan
    finally:
        for s in (a, b, c):
            await s.close()


@pytest.mark.full  # two app servers started: make test-all (the PostgreSQL store itself: test_progress_postgres.py)
def test_two_app_servers_on_one_postgresql_serve_the_same_learners(two_servers, pg_url):
    # A Playwright sync test earlier in the session leaves an event loop running in this
    # thread; run the websocket scenario on a thread of its own.
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, scenario(*two_servers)).result(timeout=600)
    from learning import learners
    from learning.progress import ProgressStore, open_database

    database = open_database(pg_url)
    names = {p.name: p.id for p in learners.list_learners(database)}
    assert set(names) == {"Người học 1", "Lan", "Minh"}
    lan = ProgressStore(database=database, learner=names["Lan"])
    assert sorted(x["drill"] for x in lan.attempts()) == ["an_hay_khong", "boc_cai"]
    assert ProgressStore(database=database, learner=names["Minh"]).attempts() == []
    database.dispose()
