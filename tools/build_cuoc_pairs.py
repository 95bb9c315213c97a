"""Rebuild ``rules/cuoc_pairs.yaml`` (cước that cannot come together) and its witnesses.

For every variant and every combination of :func:`tools.cuoc_search.grid`
(each cước alone at each count, each pair of cước at each pair of counts) the
search (:func:`tools.cuoc_search.search`) looks for a reachable winning
board that has it. Found → the board is written to
``tests/data/cuoc_pair_witnesses.json`` (the test replays it); not found → the
combination is refused, with the reason fact :func:`tools.cuoc_reasons.explain`
gives, written as ``why`` (:meth:`chan_core.facts.Fact.to_json`: code and params; the
engine reads it, :func:`words.say` words it in either language). A combination with
no board and no reason stops the script: either the search misses a board (make the
builder find it) or a reason is missing (add it) — nothing is refused without a reason.

Usage: ``.venv/bin/python tools/build_cuoc_pairs.py [--tries N]`` (default 3000
candidates per combination, every variant; about ten minutes on a busy machine).
``--reasons-only`` keeps the witnesses already found and only rewrites the
reasons (after a change in :func:`tools.cuoc_reasons.explain`); seconds, not minutes.
Prints how many combinations were found and refused, and the time taken.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chan_core.rules import load_rules  # noqa: E402
from tools import cuoc_search as cs  # noqa: E402
from tools.cuoc_reasons import explain  # noqa: E402

RULES_FILE = ROOT / "rules" / "cuoc_pairs.yaml"
WITNESS_FILE = ROOT / "tests" / "data" / "cuoc_pair_witnesses.json"
HEADER = """\
# Cước that cannot come together in one win — GENERATED, do not edit by hand.
# Rebuild: .venv/bin/python tools/build_cuoc_pairs.py   (checked by tests/rules/test_cuoc_pairs.py)
# For each variant: every combination of one or two cước (with counts) for which the search
# (tools/cuoc_search.py) found no reachable 20-card win. `cuoc`: {id: [counts]} — a set of
# cước holding each id at one of its counts is refused (scoring.check_cuoc) for the reason
# `why`: a fact, code and params (tools/cuoc_reasons.py), worded by words/phrases/cuoc_pairs.py.
"""


def entries(impossible: list[cs.Combo]) -> tuple[list[dict], list[cs.Combo]]:
    """Group the impossible combinations into table entries (same pair of cước, same
    reason, a rectangle of counts) — ``{'cuoc', 'why'}`` — also return those without a reason."""
    by_pair: dict[tuple, dict[tuple[str, str], list]] = defaultdict(lambda: defaultdict(list))
    missing = []
    for c in impossible:
        why = explain(c)
        if why is None:
            missing.append(c)
            continue
        by_pair[tuple(k for k, _ in c)][why].append(tuple(n for _, n in c))
    out = []
    for ids, groups in by_pair.items():
        for why, counts in groups.items():
            rows: dict[int, set] = defaultdict(set)
            for n, m in counts:
                rows[n].add(m)
            merged: dict[tuple, list] = defaultdict(list)
            for n, ms in sorted(rows.items()):
                merged[tuple(sorted(ms))].append(n)
            for ms, ns in merged.items():
                out.append({"cuoc": {ids[0]: ns, ids[1]: list(ms)}, "why": why})
    return out, missing


def _yaml_entry(e: dict) -> str:
    cuoc = ", ".join(f"{k}: [{', '.join(map(str, v))}]" for k, v in e["cuoc"].items())
    return f"      - cuoc: {{{cuoc}}}\n        why: {json.dumps(e['why'].to_json(), ensure_ascii=False)}\n"


def render(tables: dict[str, list[dict]], tries: int) -> str:
    """The text of ``rules/cuoc_pairs.yaml`` for ``tables`` {variant: :func:`entries`}."""
    text = HEADER + "source: {seed: '001', section: 'IV. ĐÁNH BÀI; V. CƯỚC XƯỚNG'}\n"
    text += "generated_by: tools/build_cuoc_pairs.py\n" + f"tries: {tries}\nvariants:\n"
    for v, ents in tables.items():
        text += f"  {v}:\n    impossible:\n" + "".join(_yaml_entry(e) for e in ents)
    return text


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tries", type=int, default=3000)
    ap.add_argument("--reasons-only", action="store_true")
    args = ap.parse_args(argv)
    variants = list(load_rules().variants)
    old = json.loads(WITNESS_FILE.read_text(encoding="utf-8")) if args.reasons_only else None
    if old is not None:
        args.tries = old["tries"]
    t0 = time.perf_counter()
    tables: dict[str, list[dict]] = {}
    witnesses: dict[str, list] = {}
    problems = []
    for v in variants:
        imp, wit = [], []
        known = {cs.combo(w["cuoc"]): w for w in old["variants"][v]} if old is not None else None
        for c in cs.grid(v):
            if known is not None:
                if c in known:
                    wit.append(known[c])
                else:
                    imp.append(c)
                continue
            w = cs.search(c, v, args.tries)
            if w is None:
                imp.append(c)
            else:
                wit.append({"cuoc": dict(c), "board": cs.board(w)})
        ents, missing = entries(imp)
        problems += [f"{v}: {dict(c)} — không tìm thấy bài nào mà cũng không có lý do" for c in missing]
        tables[v] = ents
        witnesses[v] = wit
        print(f"{v}: {len(wit)} tổ hợp có bài, {len(imp)} tổ hợp không có ({len(ents)} mục)", flush=True)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    RULES_FILE.write_text(render(tables, args.tries), encoding="utf-8")
    WITNESS_FILE.parent.mkdir(parents=True, exist_ok=True)
    lines = []
    for v, wit in witnesses.items():
        rows = ",\n".join(json.dumps(w, ensure_ascii=False, separators=(",", ":")) for w in wit)
        lines.append(f'"{v}": [\n{rows}\n]')
    WITNESS_FILE.write_text('{"tries": %d, "variants": {\n' % args.tries + ",\n".join(lines) + "\n}}\n",
                            encoding="utf-8")
    print(f"Xong trong {time.perf_counter() - t0:.0f} s: {RULES_FILE.relative_to(ROOT)}, "
          f"{WITNESS_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
