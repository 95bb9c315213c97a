"""Rebuild ``rules/cuoc_pairs.yaml`` (cước that cannot come together) and its witnesses.

For every variant and every combination of :func:`chan_core.cuoc_pairs.grid`
(each cước alone at each count, each pair of cước at each pair of counts) the
search (:func:`chan_core.cuoc_pairs.search`) looks for a reachable winning
board that has it. Found → the board is written to
``tests/data/cuoc_pair_witnesses.json`` (the test replays it); not found → the
combination is refused, with the reason :func:`chan_core.cuoc_pairs.explain`
gives. A combination with no board and no reason stops the script: either the
search misses a board (make the builder find it) or a reason is missing (add
it) — nothing is refused without a reason.

Usage: ``.venv/bin/python tools/build_cuoc_pairs.py [--tries N]`` (default 3000
candidates per combination, every variant; about ten minutes on a busy machine).
``--reasons-only`` keeps the witnesses already found and only rewrites the
reasons (after a wording change in :func:`chan_core.cuoc_pairs.explain`).
``--text-only`` touches neither the search nor the witnesses: it re-renders
``reason`` and its English twin ``reason_en`` (issue 15, :func:`explain_en` below)
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

from chan_core import cuoc_pairs as cp  # noqa: E402
from chan_core.cards import BY_CODE  # noqa: E402
from chan_core.rules import load_rules  # noqa: E402

RULES_FILE = ROOT / "rules" / "cuoc_pairs.yaml"
WITNESS_FILE = ROOT / "tests" / "data" / "cuoc_pair_witnesses.json"
HEADER = """\
# Cước that cannot come together in one win — GENERATED, do not edit by hand.
# Rebuild: .venv/bin/python tools/build_cuoc_pairs.py   (checked by tests/test_cuoc_pairs.py)
# For each variant: every combination of one or two cước (with counts) for which the search
# (chan_core/cuoc_pairs.py) found no reachable 20-card win. `cuoc`: {id: [counts]} — a set of
# cước holding each id at one of its counts is refused with `reason` (scoring.check_cuoc).
# `reason_en` is its English twin.
"""
REASON_EN_LINE = "        reason_en: "


def entries(impossible: list[cp.Combo]) -> tuple[list[dict], list[cp.Combo]]:
    """Group the impossible combinations into table entries (same pair of cước, same
    reason, a rectangle of counts) — ``{'cuoc', 'reason', 'reason_en'}`` — also return
    those without a reason (in Vietnamese or in English)."""
    by_pair: dict[tuple, dict[tuple[str, str], list]] = defaultdict(lambda: defaultdict(list))
    missing = []
    for c in impossible:
        why, why_en = cp.explain(c), explain_en(c)
        if why is None or why_en is None:
            missing.append(c)
            continue
        by_pair[tuple(k for k, _ in c)][(why, why_en)].append(tuple(n for _, n in c))
    out = []
    for ids, groups in by_pair.items():
        for (why, why_en), counts in groups.items():
            rows: dict[int, set] = defaultdict(set)
            for n, m in counts:
                rows[n].add(m)
            merged: dict[tuple, list] = defaultdict(list)
            for n, ms in sorted(rows.items()):
                merged[tuple(sorted(ms))].append(n)
            for ms, ns in merged.items():
                cnt = {ids[0]: ns, ids[1]: list(ms)}
                out.append({"cuoc": cnt, "reason": cp.sentence(cnt, why), "reason_en": sentence_en(cnt, why_en)})
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
        imp = [c for c in cp.grid(v) if c in refused]
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
        for c in cp.grid(v):
            if known is not None:
                if c in known:
                    wit.append(known[c])
                else:
                    imp.append(c)
                continue
            w = cp.search(c, v, args.tries)
            if w is None:
                imp.append(c)
            else:
                wit.append({"cuoc": dict(c), "board": cp.board(w)})
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


# ------------------------------------------------------------------ English reasons (issue 15)
# The English twin of every reason (``reason_en``), written by the same branches as
# :func:`chan_core.cuoc_pairs.explain` / :func:`chan_core.cuoc_pairs.sentence`: each branch
# of :func:`explain_en` is the branch of ``cuoc_pairs._why`` at the same place, with the
# same numbers and citations (``tests/test_cuoc_pairs.py`` checks that both give a reason
# for the same combinations, with the same numbers and cước). Cước and card names stay
# Vietnamese (they are the game's words).
_RED_NEED_EN = {
    "tam_do": "exactly 8 red cards",
    "kinh_tu_chi": "all 4 chi chi (red cards)",
    "leo": "cửu vạn, bát sách, chi chi (all red cards)",
    "bach_thu_chi": "chi chi (a red card) as the winning card",
    "ca_loi_san_dinh": "bát vạn (a red card) as the winning card",
    "ca_nhay_dau_thuyen": "bát vạn (a red card) as the winning card",
    "ngu_ong_bat_ca": "bát vạn and chi chi (red cards)",
}
_NOT_KINH_EN = {
    "tam_do": "exactly 8 red cards, and there are only 4 chi chi",
    "leo": "cửu vạn and bát sách (red cards)",
    "ca_loi_san_dinh": "bát vạn (a red card) as the winning card",
    "ca_nhay_dau_thuyen": "bát vạn (a red card) as the winning card",
    "ngu_ong_bat_ca": "bát vạn (a red card) as the winning card",
}
_DEALT_CHAN_EN = {
    "thien_khai": "thiên khai is four identical cards in hand, and the cards in hand are the dealt cards",
    "chiu": "a chíu needs three identical cards already in hand",
    "chiu_u": "a chíu ù needs three identical cards already in hand",
    "bon": "ăn bòn needs a chắn already in hand, split to take two chắn",
    "u_bon": ("ù bòn needs a chắn already taken and one more of that card in hand: both of those cards "
              "were dealt"),
    "ngu_ong_bat_ca": "ngư ông bắt cá needs a chắn of chi chi and a chắn of ngũ sách already in hand",
    "nha_lau_xe_hoi_hoa_roi_cua_phat": "nhà lầu xe hơi needs a chắn of ngũ vạn and a chắn of tứ vạn already in hand",
    "kinh_tu_chi": ("the 4 chi chi must be two chắn (chi chi makes no cạ); with no chắn in the dealt hand, chi "
                    "chi only becomes a chắn by ăn (each ăn needs a dealt chi chi) or by winning bạch thủ chi, "
                    "so there can be only one chắn of chi chi"),
    "leo": ("3 or 4 lèo need 4 chi chi, that is two chắn of chi chi (chi chi makes no cạ); with no chắn in "
            "the dealt hand there can be only one chắn of chi chi"),
    "thien_u": "the 20 cards of a thiên ù are already a complete hand, so they have chắn",
}
_THIEN_NO_EN = {
    "chi": "a thiên ù has no winning card, so no cửa chì",
    "chiu_u": "a thiên ù has no winning card, so no chíu ù",
    "u_bon": "a thiên ù has no winning card, so no ù bòn",
    "dia_u": "địa ù is winning on a card that comes after the deal (the first card drawn from the nọc, or địa chíu ù)",
    "pha_thien": "the 20 cards of a thiên ù are already a complete hand, so they have chắn: it is not phá thiên",
    "chiu": "a thiên ù wins as soon as the cards are dealt, before any chíu",
    "bon": "a thiên ù wins as soon as the cards are dealt, before any ăn",
    "bach_thu_chi": "bạch thủ chi is winning on a chi chi, and a thiên ù has no winning card",
}


def _bt_chan_en(cid: str, n: int, other: str, up: bool = False) -> str | None:
    """The English text of :func:`chan_core.cuoc_pairs._bt_chan` (the count is computed there)."""
    c, least = (f"{n} or more", "at least ") if up else (str(n), "")
    if cid == "thap_thanh":
        return "thập thành is 10 chắn"
    if cid in ("chiu", "bon"):
        words = "chíu" if cid == "chiu" else "bòn"
        return f"{c} {words} already make {least}{2 * n} chắn on the mat"
    if cid == "thien_khai":
        return f"{c} thiên khai already make {least}{2 * n} chắn in hand"
    if cid == "tom" and n == 4:
        return "4 tôm are four tam vạn, four tam sách and four thất văn (6 chắn)"
    if cid == "leo" and n >= 3:
        k = 6 if n == 4 else 4
        return f"{c} lèo need four chi chi and {least}{n} cửu vạn, {n} bát sách ({least}{k} chắn)"
    return None


def _bt_own_en(cid: str) -> str:
    """The English text of :func:`chan_core.cuoc_pairs._bt_own`."""
    if cid in ("bach_thu", "bach_thu_chi"):
        return f"{cp._say(cid, 1)} is a winning hand of exactly 6 chắn and 4 cạ"
    _wc, where, codes = cp.PICTURES[cid]
    name = cp._say(cid, 1)
    if where == "mat":
        return (f"{name} is chì bạch thủ (a winning hand of exactly 6 chắn and 4 cạ) with a chắn of "
                f"{BY_CODE[codes[0]].word} on the mat")
    return (f"{name} is chì bạch thủ (a winning hand of exactly 6 chắn and 4 cạ) with a chắn of "
            f"{BY_CODE[codes[0]].word} and a chắn of {BY_CODE[codes[1]].word} in hand")


def explain_en(c: cp.Combo) -> str | None:
    """Why no win holds ``c``, in English: the twin of :func:`chan_core.cuoc_pairs.explain`
    (``None`` exactly when it gives ``None``). Seeds: 001 §IV, §V."""
    d = dict(c)
    if len(d) != 2:
        return None
    ids = set(d)
    (a, n), (b, m) = sorted(d.items())
    PICTURES, say = cp.PICTURES, cp._say

    def pair(x: str, y: str) -> bool:
        return ids == {x, y}

    def other(x: str) -> str:
        return b if a == x else a

    pics = [k for k in ids if k in PICTURES]
    if len(pics) == 2:
        return ("only one hoa/cá/nhà cước counts in a round — they all replace the same chì bạch thủ win "
                "(001 §V mục 20–25; decision «mot_cuoc_hinh»)")
    if pics and "bach_thu_chi" in ids:
        return (f"bạch thủ chi is winning on a chi chi, while {say(pics[0], 1)} is winning chì bạch thủ on "
                f"{BY_CODE[PICTURES[pics[0]][0]].word} (001 §V mục 18, 20–25)")
    thien = "thien_u" if "thien_u" in ids else ("thien_khai" if d.get("thien_khai") == 5 else None)
    if thien:
        x = other(thien)
        pre = "" if thien == "thien_u" else ("5 thiên khai are 20 cards in hand in five sets of four identical "
                                             "cards, which only a thiên ù has (the cái player, 20 cards dealt); ")
        if x in _THIEN_NO_EN:
            return pre + _THIEN_NO_EN[x] + " (001 §V mục 5)"
        if x in PICTURES:
            return pre + (f"{say(x, 1)} is winning chì bạch thủ on one card, and a thiên ù has no winning card "
                          "(001 §V mục 5, 20–25)")
        if thien == "thien_khai" and x in ("tom", "leo") and d[x] < 4:
            return pre + (f"each kind of card has 0 or 4 copies, so the number of {'tôm' if x == 'tom' else 'lèo'} "
                          "sets can only be 0 or 4 (001 §V mục 11, 15, 16)")
        if thien == "thien_khai" and x in ("bach_thu",):
            return pre + "the hand already has 10 chắn, while bạch thủ is exactly 6 chắn and 4 cạ (001 §V mục 17)"
    if pair("chiu_u", "u_bon"):
        return "chíu ù needs three cards like the winning card in hand, ù bòn only one (001 §V mục 8, 10)"
    if "dia_u" in ids:
        x = other("dia_u")
        if x in ("bon", "u_bon"):
            return ("địa ù is winning before play has passed your cửa chì, and before your turn you cannot have "
                    "taken any card (ăn must wait for your turn; only a chíu can come earlier), while "
                    f"{'ăn bòn is taking two chắn' if x == 'bon' else 'ù bòn needs a chắn already taken'}"
                    " (001 §IV, §V mục 6)")
        if x == "pha_thien":
            return ("before your turn only a chíu is possible, and a chíu needs three identical dealt cards; with "
                    "phá thiên the 19 dealt cards have no chắn, so they cannot make a complete hand before any ăn "
                    "(001 §IV, §V mục 4, 6)")
    if "pha_thien" in ids:
        x = other("pha_thien")
        if x in _DEALT_CHAN_EN and (x != "leo" or d[x] >= 3):
            return "phá thiên is a dealt hand with no chắn at all, while " + _DEALT_CHAN_EN[x] + " (001 §IV, §V mục 4)"
        if x == "tom" and d[x] >= 3:
            return ("phá thiên is a dealt hand with no chắn at all: each kind of card is dealt at most once, and "
                    "every set (chắn or cạ, in hand or on the mat) has at least one dealt card; the tam rank has "
                    "only three kinds (tam vạn, tam văn, tam sách), so there are at most three sets of tam, six "
                    "cards including tam văn — not enough for the three tam vạn and three tam sách that 3 or more "
                    "tôm need (001 §V mục 4, 16)")
    if "bach_dinh" in ids:
        x = other("bach_dinh")
        if x in _RED_NEED_EN:
            return f"bạch định is all 20 cards black, while {say(x, 1)} needs {_RED_NEED_EN[x]} (001 §V mục 13)"
    if "kinh_tu_chi" in ids:
        x = other("kinh_tu_chi")
        if x in _NOT_KINH_EN:
            return (f"kính tứ chi is 4 chi chi and no other red card, while {say(x, 1)} needs {_NOT_KINH_EN[x]}"
                    " (001 §V mục 14, 15, 19)")
    if "tam_do" in ids and d.get("leo", 0) >= 3:
        return ("each lèo is one cửu vạn, one bát sách and one chi chi (all red): 3 or more lèo are already 9 or "
                "more red cards, more than 8 (001 §V mục 14, 15)")
    if "thap_thanh" in ids and other("thap_thanh") in ("tom", "leo") and d[other("thap_thanh")] % 2:
        x = other("thap_thanh")
        sets = "tam vạn, tam sách, thất văn" if x == "tom" else "cửu vạn, bát sách, chi chi"
        return (f"thập thành is 10 chắn, so each kind of card appears 2 or 4 times; the number of "
                f"{'tôm' if x == 'tom' else 'lèo'} sets is the smallest count among {sets}, so it can only be "
                "0, 2 or 4 (001 §V mục 12, 15, 16)")
    bts = [k for k in ids if k in cp.BACH_THU_LIKE]
    if bts:
        bt = bts[0] if len(bts) == 1 or bts[0] not in PICTURES else bts[1]
        x = other(bt)
        own, _ = cp._bt_own(bt)
        own_text = _bt_own_en(bt)
        if x == "thap_thanh":
            return f"{own_text}, while thập thành is 10 chắn (001 §V mục 12, 17)"

        def too_many(k: int) -> bool:
            extra = cp._bt_chan(x, k, bt)
            if extra is None or not extra[1]:
                return False
            if bt == "bach_thu" and x in ("thien_khai", "tom") and extra[0] <= 6:
                return False
            return extra[0] + own > 6 or (bt == "bach_thu" and extra[0] > 6)

        if too_many(d[x]):
            top = cp._info("classic")[0].get(x, 1)
            t = next(k for k in range(1, d[x] + 1) if too_many(k))
            text = _bt_chan_en(x, t, bt, up=t < top)
            return (f"{own_text}, but {text} — adding {'the chắn of the winning card' if own == 1 else 'those chắn'}"
                    " makes more than 6 chắn (001 §V mục 17)")
    quads = {k: d[k] for k in ids if k in ("chiu", "bon", "thien_khai")}
    if len(quads) == 2 and sum(quads.values()) >= 5:
        return ("each chíu, each bòn and each thiên khai is four identical cards; five such sets or more are "
                "already 20 cards, and chíu and bòn lie on the mat, so the hand is not a thiên ù: before the "
                "winning card there are only 19 cards (001 §V mục 7, 9, 11)")
    if d.get("leo", 0) and d.get("tom", 0):
        n_leo, n_tom = d["leo"], d["tom"]
        need = 2 * n_leo + n_leo + (n_leo % 2) + 3 * n_tom
        if need > 20:
            return ("each lèo needs one cửu vạn, one bát sách and one chi chi (the number of chi chi is always "
                    "even, because chi chi makes no cạ), each tôm one tam vạn, one tam sách and one thất văn: that "
                    "many lèo and tôm need more than 20 cards (001 §V mục 15, 16)")
    if d.get("leo", 0) == 3 and d.get("tom", 0) == 3:
        return ("3 lèo and 3 tôm need at least 19 cards (chi chi must be all 4, as it makes no cạ), among which "
                "five kinds still have a single card that needs five more cards to make cạ: more than 20 cards "
                "(001 §V mục 15, 16)")
    return None


def sentence_en(counts, why: str) -> str:
    """The English twin of :func:`chan_core.cuoc_pairs.sentence`:
    ``'One win cannot have both tám đỏ and 3 or 4 lèo: …'``."""
    parts = []
    for k in sorted(counts):
        ns = sorted(counts[k])
        if ns == [1]:
            parts.append(cp._say(k, 1))
        else:
            word = cp._say(k, 2).split(" ", 1)[1]
            parts.append(f"{', '.join(map(str, ns[:-1]))} or {ns[-1]} {word}" if len(ns) > 1 else cp._say(k, ns[0]))
    both = f"both {parts[0]} and {parts[1]}" if len(parts) == 2 else " and ".join(parts)
    return f"One win cannot have {both}: {why}."


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
