"""Labels for engine values (cước, lỗi, penalty classes, seats, xướng verdicts).

Labels come from the rules YAML (``chan_core.rules.load_rules()``) when that
section is loaded; while a section is still missing, a plain label is used
(``'Lỗi 7'``, the cước id) so the page keeps working. The game's names (cước,
lỗi, penalty classes, cards) stay Vietnamese in every language; the words around
them are in the current language (issue 15).
"""
from __future__ import annotations

import functools

from learning.i18n import N_, _

SEAT_NAMES = ("A", "B", "C", "D")  # seed 001 §II names the players A, B, C, D

VERDICT_NAMES = {"dung": N_("Xướng đúng"), "thieu": N_("Xướng thiếu"), "sai": N_("Xướng sai")}
"""Xướng verdict id → its Vietnamese name (msgids: show :func:`verdict_name`)."""


def verdict_name(verdict: str) -> str:
    """``'thieu'`` → ``'Xướng thiếu'`` in the current language (English ``'Xướng thiếu (incomplete)'``);
    an unknown id is returned as it is (seed 001 §VII)."""
    return _(VERDICT_NAMES[verdict]) if verdict in VERDICT_NAMES else str(verdict)


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
    """``7`` → ``'Lỗi 7 — Bỏ chắn ăn cạ'`` (name from rules/loi when loaded; the lỗi's name
    stays Vietnamese in English: ``'Lỗi 7 — Bỏ chắn ăn cạ'``)."""
    name = _loi_names().get(int(n))
    return _("Lỗi {n} — {name}").format(n=n, name=name) if name else _("Lỗi {n}").format(n=n)


def penalty_name(pid: str | None) -> str:
    """``'bao'`` → its name in rules, the game's term (``None`` → ``'Không bị phạt'``, English
    ``'No penalty'``)."""
    if not pid:
        return _("Không bị phạt")
    fallback = {"nghi_an_tien": "Nghỉ ăn tiền", "u_bao": "Ù báo", "bao": "Bị báo"}
    return _penalty_names().get(pid) or fallback.get(pid, pid)


def penalty_ids() -> list[str]:
    """Penalty class ids (rules when loaded, else the three of seed 001 §VII)."""
    return list(_penalty_names()) or ["nghi_an_tien", "u_bao", "bao"]


def seat_name(seat: int, names: list[str] | tuple[str, ...] | None = None) -> str:
    """Seat number → the player's letter (A, B, C, D as in seed 001 §II); beyond the names
    ``'Ghế 5'`` (English ``'Seat 5'``)."""
    names = names or SEAT_NAMES
    return names[seat] if 0 <= seat < len(names) else _("Ghế {n}").format(n=seat)


def card_name(code: str) -> str:
    """``'9V'`` → ``'Cửu vạn'``."""
    from chan_core.cards import BY_CODE

    k = BY_CODE.get(code)
    return k.name if k else code


def cards_text(codes: list[str]) -> str:
    """``['9V', 'CC']`` → ``'cửu vạn, chi chi'`` (empty → ``'không có'``, English ``'none'``)."""
    return ", ".join(card_name(c).lower() for c in codes) if codes else _("không có")


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
