"""Second validation layer: cross-references between rules files.

:func:`check` returns a list of Vietnamese problems, each naming the file and the entry
(``"variants.yaml: biến thể 'classic', tổ hợp gà 'chi_bach_thu': cước 'bach_thux' không tồn tại"``).
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from chan_core.rules.model import FILES, Rules


def _ids(items) -> list:
    return [x.id for x in items]


def _listed(r: Rules) -> list[str]:
    """The cước of every xướng group."""
    return [c for g in r.xuong.groups for c in g.cuoc]


def _said(r: Rules) -> list[int]:
    """The numbers of the bốc cái mnemonic."""
    return [n for w in r.dealing.mnemonic.words for n in w.numbers]


# Entries written twice: (message with {} for the value, the values of a Rules).
_UNIQUE: tuple[tuple[str, Callable[[Rules], object]], ...] = (
    ("deck.yaml: quân '{}' bị lặp", lambda r: (k.code for k in r.deck.kinds)),
    ("cuoc.yaml: cước '{}' bị lặp", lambda r: _ids(r.cuoc)),
    ("cuoc.yaml: thứ tự xướng {} dùng cho nhiều cước", lambda r: (c.order for c in r.cuoc)),
    ("variants.yaml: tùy chọn '{}' bị lặp", lambda r: _ids(r.variant_options)),
    ("loi.yaml: lỗi số {} bị lặp", lambda r: (x.number for x in r.loi)),
    ("loi.yaml: nhóm '{}' bị lặp", lambda r: _ids(r.loi_groups)),
    ("loi.yaml: loại phạt '{}' bị lặp", lambda r: _ids(r.penalty_classes)),
    ("loi.yaml: mục '{}' bị lặp", lambda r: _ids(r.loi_other)),
    ("xuong.yaml: nhóm '{}' bị lặp", lambda r: _ids(r.xuong.groups)),
    ("xuong.yaml: cước '{}' có mặt ở nhiều nhóm", lambda r: _listed(r)),
    ("xuong.yaml: thứ tự xướng của biến thể '{}' bị lặp", lambda r: (o.variant for o in r.xuong.orders)),
    ("xuong.yaml: bẫy '{}' bị lặp", lambda r: _ids(r.xuong.traps)),
    ("xuong.yaml: kết luận '{}' bị lặp", lambda r: _ids(r.xuong.verdicts)),
    ("xuong.yaml: luật '{}' bị lặp", lambda r: _ids(r.xuong.rules)),
    ("dealing.yaml: người chia cho bàn {} người bị lặp", lambda r: [x.players for x in r.dealing.dealers]),
    ("dealing.yaml: câu nhớ: số {} có ở nhiều từ", lambda r: _said(r)),
    ("actions.yaml: hành động '{}' bị lặp", lambda r: _ids(r.actions.actions)),
    ("actions.yaml: cửa '{}' bị lặp", lambda r: _ids(r.actions.cua)),
    ("actions.yaml: ưu tiên '{}' bị lặp", lambda r: _ids(r.actions.priorities)),
    ("payouts.yaml: khoản '{}' bị lặp", lambda r: _ids(r.payouts.rules)),
    ("glossary.yaml: thuật ngữ id '{}' bị lặp", lambda r: _ids(r.glossary)),
    ("glossary.yaml: thuật ngữ '{}' bị lặp", lambda r: (t.term.casefold() for t in r.glossary)),
    ("decisions.yaml: quyết định '{}' bị lặp", lambda r: _ids(r.decisions)),
)

# Entries that must be there: (message with {} for the missing one, the wanted, the values of a Rules).
_REQUIRED: tuple[tuple[str, object, Callable[[Rules], object]], ...] = (
    ("loi.yaml: thiếu lỗi số {}", range(18), lambda r: (x.number for x in r.loi)),
    ("loi.yaml: thiếu nhóm '{}'", ("0", "A", "B", "C", "D"), lambda r: _ids(r.loi_groups)),
    ("xuong.yaml: cước '{}' không thuộc nhóm xướng nào", lambda r: _ids(r.cuoc), lambda r: _listed(r)),
    ("xuong.yaml: thiếu thứ tự xướng của biến thể '{}'", lambda r: r.variants,
     lambda r: (o.variant for o in r.xuong.orders)),
    ("xuong.yaml: thiếu kết luận '{}'", ("dung", "thieu", "sai"), lambda r: _ids(r.xuong.verdicts)),
    ("dealing.yaml: thiếu luật người chia cho bàn {} người",
     lambda r: range(r.dealing.players.min, r.dealing.players.max + 1),
     lambda r: [x.players for x in r.dealing.dealers]),
    ("dealing.yaml: câu nhớ: thiếu số {}", lambda r: (k.boc_cai_number for k in r.deck.kinds), lambda r: _said(r)),
    ("actions.yaml: thiếu hành động '{}'", ("danh", "boc", "an", "duoi", "chiu", "tra_cua", "u"),
     lambda r: _ids(r.actions.actions)),
    ("actions.yaml: thiếu cửa '{}'", ("cua", "cua_chi", "cua_tren", "cua_duoi"), lambda r: _ids(r.actions.cua)),
)


def _dupes(values) -> list:
    return [v for v, n in Counter(values).items() if n > 1]


def _unknown(message: str, values, known) -> list[str]:
    """``message`` (with ``{}``) for each of ``values`` not in ``known``."""
    return [message.format(v) for v in values if v not in known]


def check(rules: Rules) -> list[str]:
    """Every cross-reference problem in ``rules`` (empty list when all is well)."""
    problems = [m.format(d) for m, values in _UNIQUE for d in _dupes(values(rules))]
    for m, wanted, values in _REQUIRED:
        want = wanted(rules) if callable(wanted) else wanted
        problems += [m.format(x) for x in sorted(set(want) - set(values(rules)))]
    for fn in (_deck, _cuoc, _variants, _loi, _xuong, _dealing, _payouts, _glossary, _decisions, _cuoc_pairs):
        problems.extend(fn(rules))
    return problems


def _deck(r: Rules) -> list[str]:
    out = [f"deck.yaml: quân '{k.code}': chất '{k.suit}' không tồn tại"
           for k in r.deck.kinds if k.suit is not None and k.suit not in {s.id for s in r.deck.suits}]
    if len(r.deck.kinds) != 25:
        out.append(f"deck.yaml: phải có 25 loại quân, đang có {len(r.deck.kinds)}")
    return out


def _cuoc(r: Rules) -> list[str]:
    out = []
    ids = {c.id for c in r.cuoc}
    group_rank = {"dau": 0, "u": 1, "bai": 2, "co": 3}
    ordered = sorted(r.cuoc, key=lambda c: c.order)
    for a, b in zip(ordered, ordered[1:]):
        if group_rank[a.group] > group_rank[b.group]:
            out.append(
                f"cuoc.yaml: cước '{b.id}' (nhóm {b.group}, thứ tự {b.order}) đứng sau "
                f"cước '{a.id}' (nhóm {a.group}) — thứ tự xướng phải theo nhóm"
            )
    for c in r.cuoc:
        where = f"cuoc.yaml: cước '{c.id}'"
        out += _unknown(where + ", trường 'replaces': cước '{}' không tồn tại", c.replaces, ids)
        out += _unknown(where + ", trường 'excludes': cước '{}' không tồn tại", c.excludes, ids)
        if c.id in c.excludes:
            out.append(f"{where}, trường 'excludes': không thể loại trừ chính nó")
        out += _unknown(where + ", trường 'variants': biến thể '{}' không tồn tại", c.variants, r.variants)
        if (c.group == "u") != (c.u_part is not None):
            out.append(f"{where}: chỉ cước nhóm 'u' mới có 'u_part', và phải có")
        if not c.countable and c.max_count != 1:
            out.append(f"{where}: không đếm được thì max_count phải là 1")
    return out


def _variants(r: Rules) -> list[str]:
    out = []
    ids = {c.id for c in r.cuoc}
    option_ids = {o.id for o in r.variant_options}
    for vid, v in r.variants.items():
        where = f"variants.yaml: biến thể '{vid}'"
        own = {c.id for c in r.cuoc if vid in c.variants}
        out += _unknown(where + ", điểm: cước '{}' không tồn tại", v.points, ids)
        out += _unknown(where + ", điểm: cước '{}' không thuộc biến thể này (cuoc.yaml)",
                        [x for x in v.points if x in ids], own)
        out += [f"{where}, điểm: thiếu điểm của cước '{x}'" for x in sorted(own - set(v.points))]
        out += [f"{where}: tổ hợp gà '{d}' bị lặp" for d in _dupes(g.id for g in v.ga)]
        for g in v.ga:
            gw = f"{where}, tổ hợp gà '{g.id}'"
            out += _unknown(gw + ": cước '{}' không tồn tại", g.requires, ids)
            out += _unknown(gw + ": cước '{}' không có trong biến thể này",
                            [x for x in g.requires if x in ids], v.points)
            if g.option is not None and g.option not in option_ids:
                out.append(f"{gw}: tùy chọn '{g.option}' không tồn tại")
        defaults = v.defaults.model_dump()
        for o in r.variant_options:
            if o.id not in defaults:
                out.append(f"{where}, defaults: thiếu giá trị mặc định của tùy chọn '{o.id}'")
            elif o.type == "choice" and defaults[o.id] not in o.choices:
                out.append(f"{where}, defaults: '{o.id}' = {defaults[o.id]!r} không thuộc {o.choices}")
        out += _unknown("variants.yaml: tùy chọn '{}' chưa được mô tả trong 'options'", defaults, option_ids)
    return out


_LOI_GROUP = {0: "0", **{n: "A" for n in range(1, 6)}, **{n: "B" for n in range(6, 10)},
              **{n: "C" for n in range(10, 14)}, **{n: "D" for n in range(14, 18)}}


def _loi(r: Rules) -> list[str]:
    out = [f"loi.yaml: lỗi số {x.number}: nhóm '{x.group}' sai, seed 001 §IV xếp vào nhóm "
           f"'{_LOI_GROUP.get(x.number)}'" for x in r.loi if _LOI_GROUP.get(x.number) != x.group]
    pcs = {p.id for p in r.penalty_classes}
    for name, x in [(f"lỗi số {x.number}", x) for x in r.loi] + [(f"mục '{x.id}'", x) for x in r.loi_other]:
        if x.penalty not in pcs:
            out.append(f"loi.yaml: {name}: loại phạt '{x.penalty}' không có trong 'penalty_classes'")
    for f in r.forbidden_moves:
        out += _unknown(f"loi.yaml: điều cấm '{f.text}': lỗi số {{}} không tồn tại", f.loi, {x.number for x in r.loi})
        out += _unknown(f"loi.yaml: điều cấm '{f.text}': mục '{{}}' không tồn tại", f.other, _ids(r.loi_other))
    return out


def _xuong(r: Rules) -> list[str]:
    out = []
    x = r.xuong
    by_id = {c.id: c for c in r.cuoc}
    for g in x.groups:
        where = f"xuong.yaml: nhóm '{g.id}'"
        out += _unknown(where + ": cước '{}' không tồn tại", g.cuoc, by_id)
        out += [f"{where}: cước '{c}' thuộc nhóm '{by_id[c].group}' trong cuoc.yaml"
                for c in g.cuoc if c in by_id and by_id[c].group != g.id]
        orders = [by_id[c].order for c in g.cuoc if c in by_id]
        if orders != sorted(orders):
            out.append(f"{where}: thứ tự cước khác với 'order' trong cuoc.yaml")
    for o in x.orders:
        where = f"xuong.yaml: thứ tự xướng '{o.variant}'"
        if o.variant not in r.variants:
            out.append(f"{where}: biến thể '{o.variant}' không tồn tại")
            continue
        said = [c for s in o.steps for c in s.cuoc]
        own = set(r.variants[o.variant].points)
        out += _unknown(where + ": cước '{}' không tồn tại", said, by_id)
        out += _unknown(where + ": cước '{}' không có trong biến thể này", [c for c in said if c in by_id], own)
        out += [f"{where}: cước '{d}' xuất hiện nhiều lần" for d in _dupes(said)]
        out += [f"{where}: thiếu cước '{c}'" for c in sorted(own - set(said))]
    traps = {t.id for t in x.traps}
    for t in x.traps:
        out += _unknown(f"xuong.yaml: bẫy '{t.id}': cước '{{}}' không tồn tại", [*t.declared, *t.actual], by_id)
        out += _unknown(f"xuong.yaml: bẫy '{t.id}': «overrides» nêu bẫy '{{}}' không có (hoặc chính nó)",
                        t.overrides, traps - {t.id})
    return out


def _dealing(r: Rules) -> list[str]:
    out = []
    d = r.dealing
    total = r.deck.copies_per_kind * len(r.deck.kinds)
    p = d.piles
    if p.count * p.cards_per_pile + p.leftover != total:
        out.append(f"dealing.yaml: piles: {p.count} × {p.cards_per_pile} + {p.leftover} ≠ {total} quân của bộ bài")
    if p.noc_before_cai != p.cards_per_pile + p.leftover:
        out.append("dealing.yaml: piles, trường 'noc_before_cai': phải bằng một phần bài + số quân thừa")
    if p.noc_after_cai != p.noc_before_cai - 1:
        out.append("dealing.yaml: piles, trường 'noc_after_cai': phải ít hơn noc_before_cai một quân (quân cái)")
    if p.cards_per_pile != d.cards_per_player or d.cai_pile_cards != d.cards_per_player + 1:
        out.append("dealing.yaml: số quân mỗi phần, mỗi người và bài cái không khớp nhau")
    if d.players.min > d.players.max:
        out.append("dealing.yaml: players: min lớn hơn max")
    deck_numbers = {k.boc_cai_number for k in r.deck.kinds}
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


def _payouts(r: Rules) -> list[str]:
    p = r.payouts
    out = [f"payouts.yaml: penalty_value: cước '{cid}' không có trong biến thể '{vid}'"
           for cid in p.penalty_value.cuoc for vid, v in r.variants.items() if cid not in v.points]
    for x in p.rules:
        out += _unknown(f"payouts.yaml: khoản '{x.id}': biến thể '{{}}' không tồn tại", x.variants, r.variants)
    defaults = [x.id for x in p.bao_xuong_sai if x.default]
    if len(defaults) != 1:
        out.append(f"payouts.yaml: bao_xuong_sai: phải có đúng một cách đọc mặc định, đang có {len(defaults)}")
    opt = next((o for o in r.variant_options if o.id == "bao_xuong_sai"), None)
    if opt is not None:
        out += _unknown("payouts.yaml: bao_xuong_sai: thiếu cách đọc '{}' (tùy chọn trong variants.yaml)",
                        opt.choices, {x.id for x in p.bao_xuong_sai})
    return out


def _glossary(r: Rules) -> list[str]:
    out = []
    ids = {t.id for t in r.glossary}
    terms = [t.term.casefold() for t in r.glossary]
    for t in r.glossary:
        where = f"glossary.yaml: thuật ngữ '{t.id}'"
        out += _unknown(where + ", trường 'see': thuật ngữ '{}' không tồn tại", t.see, ids)
        if t.cuoc is not None and t.cuoc not in {c.id for c in r.cuoc}:
            out.append(f"{where}, trường 'cuoc': cước '{t.cuoc}' không tồn tại")
        out += _unknown(where + ", trường 'loi': lỗi số {} không tồn tại", t.loi, {x.number for x in r.loi})
        out += [f"{where}: tên khác '{a}' trùng với một thuật ngữ khác"
                for a in t.aliases if a.casefold() in terms and a.casefold() != t.term.casefold()]
        out += _unknown(where + ", trường 'alias_notes': '{}' không có trong 'aliases'", t.alias_notes, t.aliases)
    return out


_SEEDS = ("000", "001", "002", "003", "004")


def _decisions(r: Rules) -> list[str]:
    out = []
    options = {o.id for o in r.variant_options}
    for x in r.decisions:
        where = f"decisions.yaml: quyết định '{x.id}'"
        out += _unknown(where + ", trường 'seeds': seed '{}' không tồn tại", x.seeds, _SEEDS)
        out += _unknown(where + ", trường 'where': tệp '{}' không tồn tại", x.where,
                        FILES if x.game == "chan" else ("mau_binh.yaml",))
        if x.game == "chan" and x.option is not None and x.option not in options:  # Mậu binh: mau_binh.rules
            out.append(f"{where}, trường 'option': tùy chọn '{x.option}' không tồn tại")
    return out


def _cuoc_pairs(r: Rules) -> list[str]:
    """Every variant and cước of ``cuoc_pairs.yaml`` exists and each count is 1 … the cước's max_count."""
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
