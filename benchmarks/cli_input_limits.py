"""Figures for the CLI's input limits (issue 11 item 4): prints, does not assert.

* a 10 MB hand string: ``parse_cards`` stops at card 101 (before: 9.4 s, 340 MB);
* the largest file ``eval`` reads (``scenario.MAX_FILE_BYTES``) of ``hand`` scenarios,
  with the scenario loader (libyaml) and with pure-Python PyYAML for comparison.

Run: ``.venv/bin/python benchmarks/cli_input_limits.py``.
"""
from __future__ import annotations

import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.cards import parse_cards  # noqa: E402
from chan_core.errors import ChanError  # noqa: E402
from chan_core.scenario import MAX_FILE_BYTES, ScenarioLoader, load_file  # noqa: E402

ONE = ("- id: s{i}\n  kind: hand\n  hand: \"2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V\"\n"
       "  melds: []\n")


def main() -> None:
    hand = "9V " * 3_500_000
    tracemalloc.start()
    t = time.perf_counter()
    try:
        parse_cards(hand)
    except ChanError as e:
        msg = str(e)
    dt = time.perf_counter() - t
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"10 MB hand string      {dt * 1000:8.2f} ms, peak {peak / 1e6:6.2f} MB  ({msg})")

    text = "".join(ONE.format(i=i) for i in range(MAX_FILE_BYTES // len(ONE.format(i=0)) + 1))
    data = text.encode()[:MAX_FILE_BYTES]
    data = data[: data.rfind(b"\n- id")] + b"\n"
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "big.yaml"
        p.write_bytes(data)
        t = time.perf_counter()
        n = len(load_file(p))
        dt = time.perf_counter() - t
        print(f"{len(data) / 1e6:.1f} MB file, {n} scenarios: load_file {dt:6.2f} s "
              f"(loader base: {ScenarioLoader.__mro__[1].__mro__[1].__name__})")
        t = time.perf_counter()
        list(yaml.load_all(data.decode(), Loader=yaml.SafeLoader))
        print(f"{'':>34}pure-Python SafeLoader {time.perf_counter() - t:6.2f} s")


if __name__ == "__main__":
    main()
