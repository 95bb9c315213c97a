"""Generate the daily puzzles («Bài toán», issue 26) from seeded self-play.

    .venv/bin/python tools/gen_puzzles.py [--hands 130] [--seed 2026] [--out learning/data/puzzles.json]

Reproducible: hand ``i`` is dealt from ``seed + i`` (:func:`chan_core.game.new_hand`) and played by the
``sensible`` bots; the same arguments write the same file. Every decision of a seat in a real position
is measured with the engine's exact distance to ù (:func:`chan_core.rank_discards`,
:func:`chan_core.eat_or_pass`); a position becomes a puzzle only when the best move is lỗi-free
(:func:`chan_core.game.judge_action`) and beats every other choice shown by at least one card of
distance (:data:`MARGIN`); a choice that is a lỗi keeps it (``faults``), so its verdict names it. Every won hand gives a xướng puzzle (the canonical xướng against
distractors graded «sai»/«thiếu» by :func:`chan_core.grade_xuong`) and a points puzzle («trả bao
nhiêu»: the points each loser pays, :func:`chan_core.score_win`). The explanation is the engine's
facts (:meth:`chan_core.Fact.to_json`), said by the words layer. Data shape: :mod:`learning.daily.puzzles`.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from chan_core import grade_xuong, make_options  # noqa: E402
from chan_core.game import Action, apply, legal_actions, new_hand  # noqa: E402
from chan_core.game.bots import make_bot  # noqa: E402
from learning.daily.positions import MAX_CHOICES, base, danh_puzzle, loi_puzzle, offer_puzzle  # noqa: E402
from learning.daily.puzzles import DATA_FILE, initial_rating  # noqa: E402

PER_HAND = {"danh": 4, "an": 3, "chiu": 2, "u": 2, "loi": 2}
"""At most this many puzzles of a theme from one hand (the set stays varied)."""


def _xuong_distractors(cuoc: dict, options, rng: random.Random) -> list[dict]:
    """Declarations near the right one that :func:`grade_xuong` does not grade «đúng», each said differently
    from the right one and from each other (:func:`chan_core.xuong.spoken.canonical`)."""
    from chan_core.xuong.rules import cuoc_info
    from chan_core.xuong.spoken import canonical

    canon = grade_xuong(cuoc, [], options).canonical.cuoc
    ids = sorted(cuoc_info())
    cands = []
    for cid in sorted(canon):  # one cước left out
        if len(canon) > 1:
            cands.append({k: v for k, v in canon.items() if k != cid})
    for cid in ids:  # one cước too many (a xuông win: one cước said in its place)
        if cid not in canon:
            cands.append({cid: 1} if "xuong" in canon else {**canon, cid: 1})
    for cid, n in sorted(canon.items()):  # a count wrong
        if cuoc_info()[cid].max_count > n:
            cands.append({**canon, cid: n + 1})
    rng.shuffle(cands)

    def said(c: dict) -> str:  # the choice as its button says it
        return canonical(c, options.variant).text

    out, seen = [], {said(canon)}
    for c in cands:
        if not c or ("xuong" in c and len(c) > 1):  # xuông is the win with no cước (seed 001 §V): never mixed
            continue
        key = said(c)
        if key in seen:
            continue
        try:
            g = grade_xuong(cuoc, [{"id": k, "count": v} for k, v in c.items()], options)
        except Exception:  # a declaration the reader refuses (never together …): not a choice
            continue
        if g.verdict != "dung":
            seen.add(key)
            out.append(c)
        if len(out) == MAX_CHOICES - 1:
            break
    return out


def _win_puzzles(st, seed: int) -> list[dict]:
    if st.result != "u" or not st.win or not st.cuoc:
        return []
    options = make_options(st.variant, st.options)
    rng = random.Random(f"xuong-{seed}")
    canon = grade_xuong(st.cuoc, [], options).canonical.cuoc
    wrong = _xuong_distractors(st.cuoc, options, rng)
    win = {k: v for k, v in st.win.items() if k not in ("id",)}
    base = {"seed": seed, "step": len(st.events), "seat": st.winner, "players": st.players, "variant": st.variant,
            "win": win}
    out = []
    if len(wrong) >= 2:
        out.append({**base, "theme": "xuong", "choices": [{"cuoc": canon}, *({"cuoc": c} for c in wrong)],
                    "values": [0] + [1] * len(wrong), "why": [], "margin": 1})
    total = st.points["total"]
    nums = sorted({total + d for d in (-2, -1, 1, 2, 3, 4) if total + d > 0} - {total})
    rng.shuffle(nums)
    out.append({**base, "theme": "diem", "choices": [{"points": total}, *({"points": n} for n in nums[:3])],
                "values": [0] + [abs(n - total) for n in nums[:3]], "why": [], "margin": 1})
    return out


def generate(hands: int, seed: int) -> list[dict]:
    """The puzzles of ``hands`` self-play hands dealt from ``seed``, ``seed + 1`` …, in order."""
    out: list[dict] = []
    for i in range(hands):
        s = seed + i
        st = new_hand(4, s)
        pols = [make_bot("sensible", s * 4 + k) for k in range(4)]
        taken = {t: 0 for t in PER_HAND}
        step = 0
        while st.phase != "end" and step < 2000:
            seat = st.actor
            if st.phase == "xuong":
                d = pols[seat].xuong(st, seat)
                st = apply(st, Action(seat, "xuong", declared=tuple((x["id"], x.get("count", 1)) for x in d)))
                continue
            legal = legal_actions(st, seat)
            p = None
            if st.phase in ("danh", "tra_cua") and len(st.hands[seat]) + st.meld_cards(seat) == 20 \
                    and taken["danh"] < PER_HAND["danh"] and not any(a.type == "u" for a in legal):
                p = danh_puzzle(st, seat, legal, base(st, seat, s, step))
            elif st.phase == "offer":
                p = offer_puzzle(st, seat, legal, base(st, seat, s, step))
                if p is not None and taken[p["theme"]] >= PER_HAND[p["theme"]]:
                    p = None
            if p is not None:
                taken[p["theme"]] += 1
                out.append(p)
            if st.phase in ("danh", "offer") and taken["loi"] < PER_HAND["loi"]:
                q = loi_puzzle(st, seat, legal, base(st, seat, s, step))
                if q is not None:
                    taken["loi"] += 1
                    out.append(q)
            st = apply(st, pols[seat].choose(st, seat, legal))
            step += 1
        out.extend(_win_puzzles(st, s))
    return out


def finish(puzzles: list[dict]) -> list[dict]:
    """Shuffle each puzzle's choices (seeded by its id), number it, rate it."""
    seen, done = set(), []
    for p in puzzles:
        key = json.dumps({k: p.get(k) for k in ("hand", "melds", "visible", "offer", "win", "theme", "game")},
                         sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        pid = f"{p['theme']}-{p['seed']}-{p['step']}"
        order = list(range(len(p["choices"])))
        random.Random(pid).shuffle(order)
        q = {"id": pid, **{k: v for k, v in p.items() if k not in ("choices", "values", "why")}}
        q["choices"] = [p["choices"][i] for i in order]
        q["values"] = [p["values"][i] for i in order]
        if p["why"]:
            q["why"] = [p["why"][i] for i in order]
        q["answer"] = order.index(0)
        q["rating"] = initial_rating(q)
        done.append(q)
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=130)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", type=Path, default=DATA_FILE)
    a = ap.parse_args(argv)
    puzzles = finish(generate(a.hands, a.seed))
    body = ",\n".join(json.dumps(p, ensure_ascii=False, separators=(",", ":"), sort_keys=True) for p in puzzles)
    a.out.write_text('{"format":1,"hands":%d,"seed":%d,"puzzles":[\n%s\n]}\n' % (a.hands, a.seed, body),
                     encoding="utf-8")
    themes: dict[str, int] = {}
    for p in puzzles:
        themes[p["theme"]] = themes.get(p["theme"], 0) + 1
    print(json.dumps({"puzzles": len(puzzles), "themes": themes, "out": str(a.out)}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
