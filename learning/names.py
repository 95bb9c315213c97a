"""Vietnamese labels for engine values (cước, lỗi, penalty classes, seats).

Labels come from the rules YAML (``chan_core.rules.load_rules()``) when that
section is loaded; while a section is still missing, a plain label is used
(``'Lỗi 7'``, the cước id) so the page keeps working.
"""
from __future__ import annotations

import functools

SEAT_NAMES = ("A", "B", "C", "D")  # seed 001 §II names the players A, B, C, D

VERDICT_NAMES = {"dung": "Xướng đúng", "thieu": "Xướng thiếu", "sai": "Xướng sai"}


def _rules():
    try:
        from chan_core.rules import load_rules

        return load_rules()
    except Exception:  # a rules file being edited must not break a lesson page
        return None


@functools.lru_cache(maxsize=None)
def _cuoc_names() -> dict[str, str]:
    r = _rules()
    return {c.id: c.name for c in getattr(r, "cuoc", None) or []}


@functools.lru_cache(maxsize=None)
def _loi_names() -> dict[int, str]:
    r = _rules()
    return {int(x.number): x.name for x in getattr(r, "loi", None) or []}


@functools.lru_cache(maxsize=None)
def _penalty_names() -> dict[str, str]:
    r = _rules()
    pcs = getattr(r, "penalty_classes", None) or []
    if isinstance(pcs, dict):
        return {k: getattr(v, "name", str(v)) for k, v in pcs.items()}
    return {p.id: p.name for p in pcs}


def cuoc_name(cid: str) -> str:
    """``'leo'`` → ``'Lèo'`` (from rules/cuoc), else the id."""
    return _cuoc_names().get(cid, cid)


def cuoc_ids() -> list[str]:
    """Every cước id known to the rules (empty while rules/cuoc is missing)."""
    return list(_cuoc_names())


def loi_name(n: int) -> str:
    """``7`` → ``'Lỗi 7 — Bỏ chắn ăn cạ'`` (name from rules/loi when loaded)."""
    name = _loi_names().get(int(n))
    return f"Lỗi {n} — {name}" if name else f"Lỗi {n}"


def penalty_name(pid: str | None) -> str:
    """``'bao'`` → its name in rules (``None`` → ``'Không bị phạt'``)."""
    if not pid:
        return "Không bị phạt"
    fallback = {"nghi_an_tien": "Nghỉ ăn tiền", "u_bao": "Ù báo", "bao": "Bị báo"}
    return _penalty_names().get(pid) or fallback.get(pid, pid)


def penalty_ids() -> list[str]:
    """Penalty class ids (rules when loaded, else the three of seed 001 §VII)."""
    return list(_penalty_names()) or ["nghi_an_tien", "u_bao", "bao"]


def seat_name(seat: int, names: list[str] | tuple[str, ...] | None = None) -> str:
    """Seat number → the player's letter (A, B, C, D as in seed 001 §II)."""
    names = names or SEAT_NAMES
    return names[seat] if 0 <= seat < len(names) else f"Ghế {seat}"


def card_name(code: str) -> str:
    """``'9V'`` → ``'Cửu vạn'``."""
    from chan_core.cards import BY_CODE

    k = BY_CODE.get(code)
    return k.name if k else code


def cards_text(codes: list[str]) -> str:
    """``['9V', 'CC']`` → ``'cửu vạn, chi chi'`` (empty → ``'không có'``)."""
    return ", ".join(card_name(c).lower() for c in codes) if codes else "không có"


def without_label(text: str, *labels: str) -> str:
    """``text`` without a leading ``label:`` that repeats what is already written before it
    (issue 17: «Tôm: Tôm: tam vạn …», «Chưa ù được: Không ù được: …»).

    A label matches case-insensitively and may carry a count (``'Chíu ×2:'``). The rest keeps
    its own words, its first letter upper-cased. ``text`` unchanged when no label leads it.
    """
    import re

    s = str(text).strip()
    for label in labels:
        m = re.match(rf"^\s*{re.escape(label)}(?:\s*×\s*\d+)?\s*:\s*", s, flags=re.IGNORECASE)
        if m and len(s) > m.end():
            rest = s[m.end():]
            return rest[:1].upper() + rest[1:]
    return s
