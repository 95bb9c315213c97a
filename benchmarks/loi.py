"""Speed of the lỗi engine: judge_history, legal_moves and generate_situation.

Run: ``.venv/bin/python benchmarks/loi.py`` — prints figures (no assertions).
Target: a drill answer (judge + legal moves) well under 50 ms.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.history import parse_event, replay  # noqa: E402
from chan_core.legal import generate_situation, legal_moves  # noqa: E402
from chan_core.loi import judge_history  # noqa: E402


def timed(label: str, fn, n: int) -> None:
    t = time.perf_counter()
    for i in range(n):
        fn(i)
    dt = (time.perf_counter() - t) / n
    print(f"{label:<45} {dt * 1000:8.3f} ms/lần  ({n} lần)")


def main() -> None:
    sits = [generate_situation(s) for s in range(50)]
    timed("generate_situation (chia ván + chọn quân)", generate_situation, 50)

    def judge(i: int) -> None:
        sc = sits[i % len(sits)]
        judge_history(sc["hand"], sc["history"], sc["action"])

    def legal(i: int) -> None:
        sc = sits[i % len(sits)]
        st = replay(sc["hand"], sc["history"])
        ev = parse_event(sc["action"])
        off = st.offer(ev)
        legal_moves(st, ev.card, off.source, off.by)

    timed("judge_history (phát lại + chấm một nước)", judge, 500)
    timed("replay + legal_moves (mọi nước trên một quân)", legal, 500)


if __name__ == "__main__":
    main()
