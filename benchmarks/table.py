"""Speed of the practice-table page «Chơi thử» (issue 12 item 6): one rerun.

Run: ``.venv/bin/python benchmarks/table.py [RUNS]`` — prints figures, no
assertions. Target: a table rerun ≤ 150 ms. Measured with Streamlit's AppTest
through the router (``streamlit_app.py``: sidebar variant selector + the
page), on a hand in the middle of play, so a rerun redraws the table
picture, the learner's hand, the buttons and the log. Figures:

* rerun while the learner decides on an offered card (pictures + buttons);
* rerun while the learner must đánh (every card of the hand with its button);
* the same two with the hint open (issue 13 item 4: the advisor's ranking of
  every move; the first rerun computes it, the next ones reuse it);
* one click: the learner's move, the bots' answers («Ngay lập tức») and the
  save to the progress file;
* rerun of a finished hand (result, money, review): the first one replays
  the hand for the review's distance marks, the next ones reuse them;
* «Ván đã chơi»: the replay of a kept hand at one step.

Wall-clock medians; the progress file is a throwaway one.
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["HOC_CHAN_DB"] = os.path.join(tempfile.mkdtemp(prefix="hoc-chan-bench-"), "p.sqlite3")

from streamlit.testing.v1 import AppTest  # noqa: E402

from chan_core.game.bots import SensibleBot  # noqa: E402
from learning.coach import LEARNER  # noqa: E402
from ui.table import hand_groups  # noqa: E402

APP = str(ROOT / "streamlit_app.py")
PAGE = "app_pages/choi_thu.py"


def open_table(seed: int) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=120)
    at.query_params["van"] = str(seed)
    at.query_params["toc"] = "ngay"
    at.run()
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def key_of(table, a) -> str:
    if a.type in ("danh", "tra_cua"):
        flat = [c for _, cs in hand_groups(list(table.state.hands[0])) for c in cs]
        return f"ct_{a.type}_{flat.index(a.card)}"
    return f"ct_a_{a.type}_{a.card}_{a.with_}"


def learner_step(at: AppTest) -> None:
    t = at.session_state["ct_table"]
    a = SensibleBot(0).choose(t.state, LEARNER, t.legal())
    at.button(key=key_of(t, a)).click().run()


def until(at: AppTest, phase: str, limit: int = 60) -> bool:
    for _ in range(limit):
        t = at.session_state["ct_table"]
        if t.finished or t.state.phase == "xuong":
            return False
        if t.state.phase == phase and t.learner_to_act:
            return True
        learner_step(at)
    return False


def hint_first(at: AppTest) -> str:
    """Open the hint («Gợi ý»): the click's rerun, in which the advisor ranks every move —
    wall clock and CPU time of the process (the machine is shared: CPU time is the steadier figure)."""
    t0, c0 = time.perf_counter(), time.process_time()
    at.button(key="ct_hint").click().run()
    return f"{(time.perf_counter() - t0) * 1000:7.1f} ms (CPU {(time.process_time() - c0) * 1000:.1f} ms)"


def reruns(at: AppTest, n: int) -> float:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        at.run()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    at = open_table(21)
    reruns(at, 3)  # warm caches (rules, fonts of the card pictures)
    if until(at, "offer"):
        print(f"rerun, bạn quyết định quân đang mời ({n} lần): trung vị {reruns(at, n):7.1f} ms   [mục tiêu ≤ 150 ms]")
        print(f"  + gợi ý (xếp hạng của máy gợi ý, lần đầu tính): {hint_first(at)}; "
              f"rerun khi gợi ý đang mở ({n} lần): trung vị {reruns(at, n):7.1f} ms   [mục tiêu ≤ 150 ms]")
    at = open_table(22)
    if until(at, "danh"):
        k = len(at.session_state["ct_table"].state.hands[0])
        print(f"rerun, bạn phải đánh ({k} quân, mỗi quân một nút; {n} lần): trung vị {reruns(at, n):7.1f} ms"
              "   [mục tiêu ≤ 150 ms]")
        print(f"  + gợi ý (xếp hạng {k} quân, lần đầu tính): {hint_first(at)}; "
              f"rerun khi gợi ý đang mở ({n} lần): trung vị {reruns(at, n):7.1f} ms   [mục tiêu ≤ 150 ms]")
    clicks = []
    at = open_table(23)
    for _ in range(12):
        t = at.session_state["ct_table"]
        if t.finished or t.state.phase == "xuong":
            break
        t0 = time.perf_counter()
        learner_step(at)
        clicks.append(time.perf_counter() - t0)
    if clicks:
        print(f"một nước của bạn + các máy đi ngay + lưu ({len(clicks)} lần): trung vị "
              f"{statistics.median(clicks) * 1000:7.1f} ms")
    for seed in range(24, 80):
        at = open_table(seed)
        until(at, "none")
        t = at.session_state["ct_table"]
        if t.state.phase == "xuong":
            said = SensibleBot(0).xuong(t.state, 0)
            for d in said:
                for _ in range(d["count"]):
                    at.button(key=f"ct_x_chip_{d['id']}").click().run()
            at.button(key="ct_x_submit").click().run()
        if at.session_state["ct_table"].finished:
            from learning.coach import review as coach

            coach._REVIEWS.clear()  # the review's distance marks, computed on the first rerun, kept after
            t0, c0 = time.perf_counter(), time.process_time()
            at.run()
            first, cpu = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
            marks = len(coach.strategy_review(at.session_state["ct_table"]))
            print(f"rerun, ván đã xong, lần đầu (xem lại: phát lại ván, tính {marks} chỗ xa ù): {first:7.1f} ms "
                  f"(CPU {cpu:.1f} ms)")
            print(f"rerun, ván đã xong (kết quả, tiền, xem lại; {n} lần): trung vị {reruns(at, n):7.1f} ms"
                  "   [mục tiêu ≤ 150 ms]")
            at.segmented_control(key="ct_view").set_value("da_choi").run()
            at.slider(key="ct_h_step").set_value(5).run()
            print(f"rerun, «Ván đã chơi» ở một bước ({n} lần): trung vị {reruns(at, n):7.1f} ms")
            break


if __name__ == "__main__":
    main()
