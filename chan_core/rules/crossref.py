"""Second validation layer: cross-references between rules files.

:func:`check` returns a list of Vietnamese problems, each naming the file and
the entry (``"variants.yaml: biến thể 'classic', tổ hợp gà 'chi_bach_thu':
cước 'bach_thux' không tồn tại"``); the loader raises them as one ChanError.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from chan_core.rules.files import FILES
from chan_core.rules.model import Rules

_CHECKS: list[Callable[[Rules], list[str]]] = []


def _check(fn: Callable[[Rules], list[str]]) -> Callable[[Rules], list[str]]:
    _CHECKS.append(fn)
    return fn


def _dupes(values) -> list:
    return [v for v, n in Counter(values).items() if n > 1]


def check(rules: Rules) -> list[str]:
    """Every cross-reference problem in ``rules`` (empty list when all is well)."""
    problems: list[str] = []
    for fn in _CHECKS:
        problems.extend(fn(rules))
    return problems


@_check
def _deck(r: Rules) -> list[str]:
    out = []
    suits = {s.id for s in r.deck.suits}
    for code in _dupes(k.code for k in r.deck.kinds):
        out.append(f"deck.yaml: quân '{code}' bị lặp")
    for k in r.deck.kinds:
        if k.suit is not None and k.suit not in suits:
            out.append(f"deck.yaml: quân '{k.code}': chất '{k.suit}' không tồn tại")
    if len(r.deck.kinds) != 25:
        out.append(f"deck.yaml: phải có 25 loại quân, đang có {len(r.deck.kinds)}")
    return out


@_check
def _cuoc(r: Rules) -> list[str]:
    out = []
    ids = {c.id for c in r.cuoc}
    for d in _dupes(c.id for c in r.cuoc):
        out.append(f"cuoc.yaml: cước '{d}' bị lặp")
    for d in _dupes(c.order for c in r.cuoc):
        out.append(f"cuoc.yaml: thứ tự xướng {d} dùng cho nhiều cước")
    group_rank = {"dau": 0, "u": 1, "bai": 2, "co": 3}
    ordered = sorted(r.cuoc, key=lambda c: c.order)
    for a, b in zip(ordered, ordered[1:]):
        if group_rank[a.group] > group_rank[b.group]:
            out.append(
                f"cuoc.yaml: cước '{b.id}' (nhóm {b.group}, thứ tự {b.order}) đứng sau "
                f"cước '{a.id}' (nhóm {a.group}) — thứ tự xướng phải theo nhóm"
            )
    for c in r.cuoc:
        for x in c.replaces:
            if x not in ids:
                out.append(f"cuoc.yaml: cước '{c.id}', trường 'replaces': cước '{x}' không tồn tại")
        for x in c.excludes:
            if x not in ids:
                out.append(f"cuoc.yaml: cước '{c.id}', trường 'excludes': cước '{x}' không tồn tại")
            elif x == c.id:
                out.append(f"cuoc.yaml: cước '{c.id}', trường 'excludes': không thể loại trừ chính nó")
        for v in c.variants:
            if v not in r.variants:
                out.append(f"cuoc.yaml: cước '{c.id}', trường 'variants': biến thể '{v}' không tồn tại")
        if (c.group == "u") != (c.u_part is not None):
            out.append(f"cuoc.yaml: cước '{c.id}': chỉ cước nhóm 'u' mới có 'u_part', và phải có")
        if not c.countable and c.max_count != 1:
            out.append(f"cuoc.yaml: cước '{c.id}': không đếm được thì max_count phải là 1")
    return out


@_check
def _variants(r: Rules) -> list[str]:
    out = []
    ids = {c.id for c in r.cuoc}
    option_ids = {o.id for o in r.variant_options}
    for d in _dupes(o.id for o in r.variant_options):
        out.append(f"variants.yaml: tùy chọn '{d}' bị lặp")
    for vid, v in r.variants.items():
        where = f"variants.yaml: biến thể '{vid}'"
        own = {c.id for c in r.cuoc if vid in c.variants}
        for x in v.points:
            if x not in ids:
                out.append(f"{where}, điểm: cước '{x}' không tồn tại")
            elif x not in own:
                out.append(f"{where}, điểm: cước '{x}' không thuộc biến thể này (cuoc.yaml)")
        for x in sorted(own - set(v.points)):
            out.append(f"{where}, điểm: thiếu điểm của cước '{x}'")
        for d in _dupes(g.id for g in v.ga):
            out.append(f"{where}: tổ hợp gà '{d}' bị lặp")
        for g in v.ga:
            gw = f"{where}, tổ hợp gà '{g.id}'"
            for x in g.requires:
                if x not in ids:
                    out.append(f"{gw}: cước '{x}' không tồn tại")
                elif x not in v.points:
                    out.append(f"{gw}: cước '{x}' không có trong biến thể này")
            if g.option is not None and g.option not in option_ids:
                out.append(f"{gw}: tùy chọn '{g.option}' không tồn tại")
        defaults = v.defaults.model_dump()
        for o in r.variant_options:
            if o.id not in defaults:
                out.append(f"{where}, defaults: thiếu giá trị mặc định của tùy chọn '{o.id}'")
            elif o.type == "choice" and defaults[o.id] not in o.choices:
                out.append(f"{where}, defaults: '{o.id}' = {defaults[o.id]!r} không thuộc {o.choices}")
        for k in defaults:
            if k not in option_ids:
                out.append(f"variants.yaml: tùy chọn '{k}' chưa được mô tả trong 'options'")
    return out


@_check
def _loi(r: Rules) -> list[str]:
    out = []
    numbers = [x.number for x in r.loi]
    for d in _dupes(numbers):
        out.append(f"loi.yaml: lỗi số {d} bị lặp")
    for n in sorted(set(range(18)) - set(numbers)):
        out.append(f"loi.yaml: thiếu lỗi số {n}")
    expected_group = {0: "0", **{n: "A" for n in range(1, 6)}, **{n: "B" for n in range(6, 10)},
                      **{n: "C" for n in range(10, 14)}, **{n: "D" for n in range(14, 18)}}
    for x in r.loi:
        if expected_group.get(x.number) != x.group:
            out.append(
                f"loi.yaml: lỗi số {x.number}: nhóm '{x.group}' sai, seed 001 §IV xếp vào nhóm "
                f"'{expected_group.get(x.number)}'"
            )
    groups = {g.id for g in r.loi_groups}
    for g in sorted({"0", "A", "B", "C", "D"} - groups):
        out.append(f"loi.yaml: thiếu nhóm '{g}'")
    for d in _dupes(g.id for g in r.loi_groups):
        out.append(f"loi.yaml: nhóm '{d}' bị lặp")
    pcs = {p.id for p in r.penalty_classes}
    for d in _dupes(p.id for p in r.penalty_classes):
        out.append(f"loi.yaml: loại phạt '{d}' bị lặp")
    for x in list(r.loi) + list(r.loi_other):
        if x.penalty not in pcs:
            name = f"lỗi số {x.number}" if hasattr(x, "number") else f"mục '{x.id}'"
            out.append(f"loi.yaml: {name}: loại phạt '{x.penalty}' không có trong 'penalty_classes'")
    other_ids = {o.id for o in r.loi_other}
    for d in _dupes(o.id for o in r.loi_other):
        out.append(f"loi.yaml: mục '{d}' bị lặp")
    for f in r.forbidden_moves:
        for n in f.loi:
            if n not in numbers:
                out.append(f"loi.yaml: điều cấm '{f.text}': lỗi số {n} không tồn tại")
        for o in f.other:
            if o not in other_ids:
                out.append(f"loi.yaml: điều cấm '{f.text}': mục '{o}' không tồn tại")
    return out


@_check
def _xuong(r: Rules) -> list[str]:
    out = []
    x = r.xuong
    ids = {c.id for c in r.cuoc}
    by_id = {c.id: c for c in r.cuoc}
    for d in _dupes(g.id for g in x.groups):
        out.append(f"xuong.yaml: nhóm '{d}' bị lặp")
    listed: list[str] = []
    for g in x.groups:
        for cid in g.cuoc:
            if cid not in ids:
                out.append(f"xuong.yaml: nhóm '{g.id}': cước '{cid}' không tồn tại")
            elif by_id[cid].group != g.id:
                out.append(
                    f"xuong.yaml: nhóm '{g.id}': cước '{cid}' thuộc nhóm '{by_id[cid].group}' trong cuoc.yaml"
                )
            listed.append(cid)
        orders = [by_id[c].order for c in g.cuoc if c in by_id]
        if orders != sorted(orders):
            out.append(f"xuong.yaml: nhóm '{g.id}': thứ tự cước khác với 'order' trong cuoc.yaml")
    for d in _dupes(listed):
        out.append(f"xuong.yaml: cước '{d}' có mặt ở nhiều nhóm")
    for cid in sorted(ids - set(listed)):
        out.append(f"xuong.yaml: cước '{cid}' không thuộc nhóm xướng nào")
    for d in _dupes(o.variant for o in x.orders):
        out.append(f"xuong.yaml: thứ tự xướng của biến thể '{d}' bị lặp")
    for vid in r.variants:
        if vid not in {o.variant for o in x.orders}:
            out.append(f"xuong.yaml: thiếu thứ tự xướng của biến thể '{vid}'")
    for o in x.orders:
        where = f"xuong.yaml: thứ tự xướng '{o.variant}'"
        if o.variant not in r.variants:
            out.append(f"{where}: biến thể '{o.variant}' không tồn tại")
            continue
        said = [c for s in o.steps for c in s.cuoc]
        own = set(r.variants[o.variant].points)
        for cid in said:
            if cid not in ids:
                out.append(f"{where}: cước '{cid}' không tồn tại")
            elif cid not in own:
                out.append(f"{where}: cước '{cid}' không có trong biến thể này")
        for d in _dupes(said):
            out.append(f"{where}: cước '{d}' xuất hiện nhiều lần")
        for cid in sorted(own - set(said)):
            out.append(f"{where}: thiếu cước '{cid}'")
    for t in x.traps:
        for cid in list(t.declared) + list(t.actual):
            if cid not in ids:
                out.append(f"xuong.yaml: bẫy '{t.id}': cước '{cid}' không tồn tại")
    for d in _dupes(t.id for t in x.traps):
        out.append(f"xuong.yaml: bẫy '{d}' bị lặp")
    for t in x.traps:
        for o in t.overrides:
            if o not in {u.id for u in x.traps} or o == t.id:
                out.append(f"xuong.yaml: bẫy '{t.id}': «overrides» nêu bẫy '{o}' không có (hoặc chính nó)")
    for d in _dupes(v.id for v in x.verdicts):
        out.append(f"xuong.yaml: kết luận '{d}' bị lặp")
    for v in sorted({"dung", "thieu", "sai"} - {v.id for v in x.verdicts}):
        out.append(f"xuong.yaml: thiếu kết luận '{v}'")
    for d in _dupes(u.id for u in x.rules):
        out.append(f"xuong.yaml: luật '{d}' bị lặp")
    return out


@_check
def _dealing(r: Rules) -> list[str]:
    out = []
    d = r.dealing
    total = r.deck.copies_per_kind * len(r.deck.kinds)
    p = d.piles
    if p.count * p.cards_per_pile + p.leftover != total:
        out.append(
            f"dealing.yaml: piles: {p.count} × {p.cards_per_pile} + {p.leftover} ≠ {total} quân của bộ bài"
        )
    if p.noc_before_cai != p.cards_per_pile + p.leftover:
        out.append("dealing.yaml: piles, trường 'noc_before_cai': phải bằng một phần bài + số quân thừa")
    if p.noc_after_cai != p.noc_before_cai - 1:
        out.append("dealing.yaml: piles, trường 'noc_after_cai': phải ít hơn noc_before_cai một quân (quân cái)")
    if p.cards_per_pile != d.cards_per_player or d.cai_pile_cards != d.cards_per_player + 1:
        out.append("dealing.yaml: số quân mỗi phần, mỗi người và bài cái không khớp nhau")
    if d.players.min > d.players.max:
        out.append("dealing.yaml: players: min lớn hơn max")
    wanted = set(range(d.players.min, d.players.max + 1))
    got = [x.players for x in d.dealers]
    for n in _dupes(got):
        out.append(f"dealing.yaml: người chia cho bàn {n} người bị lặp")
    for n in sorted(wanted - set(got)):
        out.append(f"dealing.yaml: thiếu luật người chia cho bàn {n} người")
    numbers = [n for w in d.mnemonic.words for n in w.numbers]
    for n in _dupes(numbers):
        out.append(f"dealing.yaml: câu nhớ: số {n} có ở nhiều từ")
    deck_numbers = {k.boc_cai_number for k in r.deck.kinds}
    for n in sorted(deck_numbers - set(numbers)):
        out.append(f"dealing.yaml: câu nhớ: thiếu số {n}")
    for w in d.mnemonic.words:
        for n in w.numbers:
            if n not in deck_numbers:
                out.append(f"dealing.yaml: câu nhớ '{w.word}': không có quân nào mang số {n}")
            elif (n - d.counting.start) % d.mnemonic.players != w.offset:
                out.append(
                    f"dealing.yaml: câu nhớ '{w.word}': đếm {n} trên {d.mnemonic.players} người không ra "
                    f"người cách người bốc {w.offset} ghế"
                )
    return out


@_check
def _actions(r: Rules) -> list[str]:
    out = []
    a = r.actions
    for d in _dupes(x.id for x in a.actions):
        out.append(f"actions.yaml: hành động '{d}' bị lặp")
    for m in sorted({"danh", "boc", "an", "duoi", "chiu", "tra_cua", "u"} - {x.id for x in a.actions}):
        out.append(f"actions.yaml: thiếu hành động '{m}'")
    for d in _dupes(x.id for x in a.cua):
        out.append(f"actions.yaml: cửa '{d}' bị lặp")
    for m in sorted({"cua", "cua_chi", "cua_tren", "cua_duoi"} - {x.id for x in a.cua}):
        out.append(f"actions.yaml: thiếu cửa '{m}'")
    for d in _dupes(x.id for x in a.priorities):
        out.append(f"actions.yaml: ưu tiên '{d}' bị lặp")
    return out


@_check
def _payouts(r: Rules) -> list[str]:
    out = []
    p = r.payouts
    for cid in p.penalty_value.cuoc:
        for vid, v in r.variants.items():
            if cid not in v.points:
                out.append(f"payouts.yaml: penalty_value: cước '{cid}' không có trong biến thể '{vid}'")
    for d in _dupes(x.id for x in p.rules):
        out.append(f"payouts.yaml: khoản '{d}' bị lặp")
    for x in p.rules:
        for v in x.variants:
            if v not in r.variants:
                out.append(f"payouts.yaml: khoản '{x.id}': biến thể '{v}' không tồn tại")
    defaults = [x.id for x in p.bao_xuong_sai if x.default]
    if len(defaults) != 1:
        out.append(f"payouts.yaml: bao_xuong_sai: phải có đúng một cách đọc mặc định, đang có {len(defaults)}")
    opt = next((o for o in r.variant_options if o.id == "bao_xuong_sai"), None)
    if opt is not None:
        readings = {x.id for x in p.bao_xuong_sai}
        for c in opt.choices:
            if c not in readings:
                out.append(f"payouts.yaml: bao_xuong_sai: thiếu cách đọc '{c}' (tùy chọn trong variants.yaml)")
    return out


@_check
def _glossary(r: Rules) -> list[str]:
    out = []
    g = r.glossary
    ids = {t.id for t in g}
    cuoc_ids = {c.id for c in r.cuoc}
    loi_numbers = {x.number for x in r.loi}
    for d in _dupes(t.id for t in g):
        out.append(f"glossary.yaml: thuật ngữ id '{d}' bị lặp")
    terms = [t.term.casefold() for t in g]
    for d in _dupes(terms):
        out.append(f"glossary.yaml: thuật ngữ '{d}' bị lặp")
    for t in g:
        where = f"glossary.yaml: thuật ngữ '{t.id}'"
        for s in t.see:
            if s not in ids:
                out.append(f"{where}, trường 'see': thuật ngữ '{s}' không tồn tại")
        if t.cuoc is not None and t.cuoc not in cuoc_ids:
            out.append(f"{where}, trường 'cuoc': cước '{t.cuoc}' không tồn tại")
        for n in t.loi:
            if n not in loi_numbers:
                out.append(f"{where}, trường 'loi': lỗi số {n} không tồn tại")
        for a in t.aliases:
            if a.casefold() in terms and a.casefold() != t.term.casefold():
                out.append(f"{where}: tên khác '{a}' trùng với một thuật ngữ khác")
        for a in t.alias_notes:
            if a not in t.aliases:
                out.append(f"{where}, trường 'alias_notes': '{a}' không có trong 'aliases'")
    return out


@_check
def _decisions(r: Rules) -> list[str]:
    out = []
    options = {o.id for o in r.variant_options}
    for d in _dupes(x.id for x in r.decisions):
        out.append(f"decisions.yaml: quyết định '{d}' bị lặp")
    for x in r.decisions:
        where = f"decisions.yaml: quyết định '{x.id}'"
        for s in x.seeds:
            if s not in ("000", "001", "002", "003", "004"):
                out.append(f"{where}, trường 'seeds': seed '{s}' không tồn tại")
        for f in x.where:
            if f not in (FILES if x.game == "chan" else ("mau_binh.yaml",)):
                out.append(f"{where}, trường 'where': tệp '{f}' không tồn tại")
        if x.game == "chan" and x.option is not None and x.option not in options:  # Mậu binh: mau_binh.rules
            out.append(f"{where}, trường 'option': tùy chọn '{x.option}' không tồn tại")
    return out


@_check
def _cuoc_pairs(r: Rules) -> list[str]:
    """``cuoc_pairs.yaml``: every variant and cước exists, the cước is in that variant,
    every count is between 1 and the cước's max_count."""
    out = []
    by_id = {c.id: c for c in r.cuoc}
    for vid, vp in r.cuoc_pairs.variants.items():
        if vid not in r.variants:
            out.append(f"cuoc_pairs.yaml: biến thể '{vid}' không tồn tại")
            continue
        for i, e in enumerate(vp.impossible):
            where = f"cuoc_pairs.yaml: biến thể '{vid}', mục {i + 1}"
            for cid, counts in e.cuoc.items():
                c = by_id.get(cid)
                if c is None:
                    out.append(f"{where}: cước '{cid}' không tồn tại")
                    continue
                if vid not in c.variants:
                    out.append(f"{where}: cước '{cid}' không thuộc biến thể này (cuoc.yaml)")
                top = c.max_count if c.countable else 1
                if not counts or any(n < 1 or n > top for n in counts):
                    out.append(f"{where}: số lần của cước '{cid}' phải từ 1 đến {top}, không phải {counts}")
    return out
