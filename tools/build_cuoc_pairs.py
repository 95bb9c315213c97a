"""Rebuild ``rules/cuoc_pairs.yaml`` (cước that cannot come together) and its witnesses.

For every variant and every combination of :func:`tools.cuoc_search.grid`
(each cước alone at each count, each pair of cước at each pair of counts) the
search (:func:`tools.cuoc_search.search`) looks for a reachable winning
board that has it. Found → the board is written to
``tests/data/cuoc_pair_witnesses.json`` (the test replays it); not found → the
combination is refused, with the reason :func:`chan_core.cuoc_pairs.explain`
gives (a fact; :func:`words.say` writes it in Vietnamese as ``reason`` and in English as
``reason_en``). A combination with no board and no reason stops the script: either the
search misses a board (make the builder find it) or a reason is missing (add
it) — nothing is refused without a reason.

Usage: ``.venv/bin/python tools/build_cuoc_pairs.py [--tries N]`` (default 3000
candidates per combination, every variant; about ten minutes on a busy machine).
``--reasons-only`` keeps the witnesses already found and only rewrites the
reasons (after a wording change in :func:`chan_core.cuoc_pairs.explain`).
``--text-only`` touches neither the search nor the witnesses: it re-renders
``reason`` and its English twin ``reason_en`` (both languages are :func:`words.say` of
:func:`chan_core.cuoc_pairs.sentence` of :func:`chan_core.cuoc_pairs.explain`)
for the combinations already stored in ``rules/cuoc_pairs.yaml`` — grouped by
:func:`entries` exactly as a full build does — and refuses to write unless the
re-rendered table, less the ``reason_en`` lines, is byte-identical to the stored
file (a wording change in the Vietnamese needs ``--reasons-only``). Seconds, not
minutes.
Prints how many combinations were found and refused, and the time taken.
"""
from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

import words  # noqa: E402
from chan_core import cuoc_pairs as cp  # noqa: E402
from tools import cuoc_search as cs  # noqa: E402
from chan_core.rules import load_rules  # noqa: E402

RULES_FILE = ROOT / "rules" / "cuoc_pairs.yaml"
WITNESS_FILE = ROOT / "tests" / "data" / "cuoc_pair_witnesses.json"
HEADER = """\
# Cước that cannot come together in one win — GENERATED, do not edit by hand.
# Rebuild: .venv/bin/python tools/build_cuoc_pairs.py   (checked by tests/rules/test_cuoc_pairs.py)
# For each variant: every combination of one or two cước (with counts) for which the search
# (chan_core/cuoc_pairs.py) found no reachable 20-card win. `cuoc`: {id: [counts]} — a set of
# cước holding each id at one of its counts is refused with `reason` (scoring.check_cuoc).
# `reason_en` is its English twin.
"""
REASON_EN_LINE = "        reason_en: "


def entries(impossible: list[cp.Combo]) -> tuple[list[dict], list[cp.Combo]]:
    """Group the impossible combinations into table entries (same pair of cước, same
    reason, a rectangle of counts) — ``{'cuoc', 'reason', 'reason_en'}`` — also return
    those without a reason."""
    by_pair: dict[tuple, dict[tuple[str, str], list]] = defaultdict(lambda: defaultdict(list))
    missing = []
    for c in impossible:
        why = cp.explain(c)
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
                cnt = {ids[0]: ns, ids[1]: list(ms)}
                fact = cp.sentence(cnt, why)
                reason, reason_en = words.say(fact, "vi"), words.say(fact, "en")
                out.append({"cuoc": cnt, "reason": reason, "reason_en": reason_en})
    return out, missing


def _yaml_entry(e: dict) -> str:
    cuoc = ", ".join(f"{k}: [{', '.join(map(str, v))}]" for k, v in e["cuoc"].items())
    reason = e["reason"].replace("'", "''")
    reason_en = e["reason_en"].replace("'", "''")
    return f"      - cuoc: {{{cuoc}}}\n        reason: '{reason}'\n{REASON_EN_LINE}'{reason_en}'\n"


def render(tables: dict[str, list[dict]], tries: int) -> str:
    """The text of ``rules/cuoc_pairs.yaml`` for ``tables`` {variant: :func:`entries`}."""
    text = HEADER + "source: {seed: '001', section: 'IV. ĐÁNH BÀI; V. CƯỚC XƯỚNG'}\n"
    text += "generated_by: tools/build_cuoc_pairs.py\n" + f"tries: {tries}\nvariants:\n"
    for v, ents in tables.items():
        text += f"  {v}:\n    impossible:\n" + "".join(_yaml_entry(e) for e in ents)
    return text


def without_english(text: str) -> str:
    """``text`` (the file) less its ``reason_en`` lines and the header line that names them."""
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.startswith(REASON_EN_LINE) and line != "# `reason_en` is its English twin.\n")


def text_only(variants: list[str]) -> int:
    """``--text-only``: re-render the reasons of the stored table (see the module doc)."""
    t0 = time.perf_counter()
    old_text = RULES_FILE.read_text(encoding="utf-8")
    stored = yaml.safe_load(old_text)
    tables: dict[str, list[dict]] = {}
    problems = []
    for v in variants:
        rows = (stored["variants"].get(v) or {}).get("impossible") or []
        refused = {cp.combo(dict(zip(e["cuoc"], ns))) for e in rows
                   for ns in itertools.product(*e["cuoc"].values())}
        imp = [c for c in cs.grid(v) if c in refused]
        problems += [f"{v}: {dict(c)} — không có trong lưới tổ hợp" for c in sorted(refused - set(imp))]
        ents, missing = entries(imp)
        problems += [f"{v}: {dict(c)} — không có lý do (tiếng Việt hay tiếng Anh)" for c in missing]
        if [(e["cuoc"], e["reason"]) for e in ents] != [(e["cuoc"], e["reason"]) for e in rows]:
            problems.append(f"{v}: các mục dựng lại khác bảng đã lưu (lời lý do đã đổi? chạy --reasons-only)")
        tables[v] = ents
        print(f"{v}: {len(imp)} tổ hợp không có ({len(ents)} mục)", flush=True)
    text = render(tables, stored["tries"])
    if not problems and without_english(text) != without_english(old_text):
        problems.append("bảng dựng lại, bỏ các dòng reason_en, không giống từng byte tệp đã lưu")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    RULES_FILE.write_text(text, encoding="utf-8")
    print(f"Xong trong {time.perf_counter() - t0:.0f} s: {RULES_FILE.relative_to(ROOT)} "
          "(lý do tiếng Việt giữ nguyên từng byte, thêm reason_en)")
    return 0


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tries", type=int, default=3000)
    ap.add_argument("--reasons-only", action="store_true")
    ap.add_argument("--text-only", action="store_true")
    args = ap.parse_args(argv)
    variants = list(load_rules().variants)
    if args.text_only:
        return text_only(variants)
    old = json.loads(WITNESS_FILE.read_text(encoding="utf-8")) if args.reasons_only else None
    if old is not None:
        args.tries = old["tries"]
    t0 = time.perf_counter()
    tables: dict[str, list[dict]] = {}
    witnesses: dict[str, list] = {}
    problems = []
    for v in variants:
        imp, wit = [], []
        known = {cp.combo(w["cuoc"]): w for w in old["variants"][v]} if old is not None else None
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
