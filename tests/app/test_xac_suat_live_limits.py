"""«Xác suất» (issue 22): no click costs the server more than about a second of CPU. The big
figures are the shipped tables; a live run is capped in size (its CPU is a figure of
``benchmarks/stats.py``, not timed here), and only one runs at a time in the process (another
visitor is asked to try again a moment later)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown

PAGE = "app_pages/xac_suat.py"


@pytest.fixture(scope="module")
def page_module():
    import ast
    from pathlib import Path

    src = (Path(__file__).resolve().parents[2] / PAGE).read_text(encoding="utf-8")
    consts = {}
    for node in ast.parse(src).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) and \
                node.targets[0].id.startswith("MAX_LIVE_"):
            consts[node.targets[0].id] = ast.literal_eval(node.value)
    return consts


def test_the_page_caps_its_live_runs(page_module):
    assert page_module["MAX_LIVE_DEALS"] <= 100_000 and page_module["MAX_LIVE_HANDS"] <= 100
    at = open_page(PAGE)
    deals, hands = (f"đến {page_module[k]}; «{10**9}» nằm ngoài" for k in ("MAX_LIVE_DEALS", "MAX_LIVE_HANDS"))
    at.text_input(key="xs_deals").set_value(str(10**9)).run()
    assert any(deals in shown(w.value) for w in at.warning)  # the typed text shown literally
    at.text_input(key="xs_play_hands").set_value(str(10**9)).run()  # the next box: its note only (session 24)
    assert [hands in shown(w.value) for w in at.warning] == [True]


def test_a_second_live_run_waits_its_turn(monkeypatch):
    from ui import limits

    monkeypatch.setattr(limits, "LIVE_WAIT_S", 0.2)
    at = open_page(PAGE)
    at.text_input(key="xs_play_hands").set_value(str(20)).run()
    assert limits._live.acquire(timeout=5)  # someone else's live run holds the server's one slot
    try:
        at.button(key="xs_play_run").click().run()
    finally:
        limits._live.release()
    assert not at.exception
    assert any("đang chạy thử cho một người khác" in w.value for w in at.warning)
    assert not any("Kết quả 20 ván" in m.value for m in at.markdown)
    at.button(key="xs_play_run").click().run(timeout=120)  # free again: it runs
    assert any("Kết quả 20 ván" in m.value for m in at.markdown)


def test_one_live_run_at_a_time():
    from ui.limits import one_live_run

    with one_live_run() as first:
        with one_live_run(wait=0.05) as second:
            assert first and not second
    with one_live_run(wait=0.05) as again:
        assert again
