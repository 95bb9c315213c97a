"""``python -m mau_binh strength [DEALS] [ROUNDS]`` — rebuild ``mau_binh/data/chi_strength.json``
(:func:`mau_binh.strength_build.build`; prints how much each round moved the chi's edges)."""
from __future__ import annotations

import sys

from mau_binh.strength_build import build

USAGE = "Cách dùng: python -m mau_binh strength [SỐ_VÁN_MỖI_VÒNG=1000] [SỐ_VÒNG=8]"


def main(argv: list[str]) -> int:
    """Run the command; 0 on success, 2 for a bad command line."""
    if not argv or argv[0] != "strength" or not all(a.isdigit() for a in argv[1:3]) or len(argv) > 3:
        print(USAGE, file=sys.stderr)
        return 2
    build(deals=int(argv[1]) if len(argv) > 1 else 1000, rounds=int(argv[2]) if len(argv) > 2 else 8)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
