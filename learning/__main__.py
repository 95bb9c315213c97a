"""``python -m learning [lesson-id …]``: print every lesson's check questions
with the key the engine computes now, and which scenario kinds are missing.

Exit 0 when every check is answered (or its kind is not built yet), 2 when
a lesson file or a scenario is wrong (the message names file/field).
"""
from __future__ import annotations

import sys

from chan_core.errors import ChanError
from learning.checks import compute
from learning.engine import KindUnavailable, evaluate
from learning.lessons import load_course


def main(argv: list[str]) -> int:
    """Print the report; return the exit code."""
    try:
        course = load_course()
    except ChanError as e:
        print(f"LỖI: {e}", file=sys.stderr)
        return 2
    bad = 0
    missing: set[str] = set()
    for lesson in course:
        if argv and lesson.id not in argv:
            continue
        print(f"{lesson.order:>2}. {lesson.id} — {lesson.title}")
        items = [("ví dụ", lesson.example.scenario, None)] + [(c.id, c.scenario, c) for c in lesson.checks]
        for name, sc, check in items:
            try:
                if check is None:
                    evaluate(sc)
                    print(f"    {name}: chạy được")
                else:
                    print(f"    {name} [{check.type}]: {compute(check).key_text}")
            except KindUnavailable as e:
                missing.add(e.kind)
                print(f"    {name}: BỎ QUA — {e}")
            except ChanError as e:
                bad += 1
                print(f"    {name}: LỖI — {e} (ô: {e.field})")
    if missing:
        print("Loại tình huống chưa có: " + ", ".join(sorted(missing)))
    return 2 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
