"""Command line: ``python -m chan_core eval FILE.yaml [FILE …]``.

Prints the answers of every scenario in the files as one JSON list (file
order), exit 0. A bad file, scenario or field prints ONE line naming the
file, the scenario and the field, exit 2 — never a traceback.
"""
from __future__ import annotations

import json
import sys

from chan_core.errors import ChanError

USAGE = "Cách dùng: python -m chan_core eval TỆP.yaml [TỆP …]"


def _line(path: str, e: ChanError) -> str:
    parts = [path]
    if e.scenario:
        parts.append(f"tình huống «{e.scenario}»")
    if e.field:
        parts.append(f"trường «{e.field}»")
    return ": ".join(parts) + ": " + e.message.replace("\n", " ")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 2 or args[0] != "eval":
        print(USAGE, file=sys.stderr)
        return 2
    from chan_core.eval_kinds import evaluate
    from chan_core.scenario import load_file

    results = []
    for path in args[1:]:
        try:
            scenarios = load_file(path)
            for i, sc in enumerate(scenarios):
                results.append(evaluate(sc, i))
        except ChanError as e:
            msg = e.message if e.message.startswith(path) else _line(path, e)
            print(msg if e.message.startswith(path) else msg, file=sys.stderr)
            return 2
        except Exception as e:  # an engine bug must still be one line, not a traceback
            print(f"{path}: lỗi nội bộ của chan_core ({e.__class__.__name__}: {e})", file=sys.stderr)
            return 1
    json.dump(results, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0
