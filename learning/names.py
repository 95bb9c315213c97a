"""Labels for engine values (cước, lỗi, penalty classes, seats, xướng verdicts). Labels come from the rules YAML
(``chan_core.rules.load_rules()``, validated when loaded). The game's names (cước, lỗi, penalty classes, cards)
stay Vietnamese in every language; the words around them are in the current language."""
from __future__ import annotations

import re

from chan_core.errors import ChanError
from chan_core.xuong.rules import VERDICTS, verdict_fact  # noqa: F401  (the verdict ids :func:`verdict_name` says)
from learning.i18n import _
from chan_core.cards import BY_CODE
from words import say
from words.phrases.cuoc import cuoc_name  # noqa: F401  (learning's door to the one cước-name lookup)
from words.phrases.loi import fault_name, penalty_name as words_penalty_name

SEAT_NAMES = ("A", "B", "C", "D")  # seed 001 §II names the players A, B, C, D


def verdict_name(verdict: str) -> str:
    """``'thieu'`` → ``'Xướng thiếu'`` in the current language (English ``'Xướng thiếu (incomplete)'``);
    an unknown id is returned as it is (seed 001 §VII)."""
    return say(verdict_fact(verdict))


def loi_name(n: int) -> str:
    """``7`` → ``'Lỗi 7 — Bỏ chắn ăn cạ'`` (the lỗi's name stays Vietnamese in English; an
    unknown number → ``'Lỗi 19'``)."""
    try:
        return _("Lỗi {n} — {name}").format(n=n, name=fault_name(int(n)))
    except ChanError:
        return _("Lỗi {n}").format(n=n)


def penalty_name(pid: str | None) -> str:
    """``'bao'`` → its name in rules, the game's term (``None`` → ``'Không bị phạt'``, English
    ``'No penalty'``; an unknown id as it is)."""
    try:
        return words_penalty_name(pid) if pid else _("Không bị phạt")
    except ChanError:
        return pid


def seat_name(seat: int, names: list[str] | tuple[str, ...] | None = None) -> str:
    """Seat number → the player's letter (A, B, C, D as in seed 001 §II); beyond the names
    ``'Ghế 5'`` (English ``'Seat 5'``)."""
    names = names or SEAT_NAMES
    return names[seat] if 0 <= seat < len(names) else _("Ghế {n}").format(n=seat)


def card_name(code: str) -> str:
    """``'9V'`` → ``'Cửu vạn'``."""
    k = BY_CODE.get(code)
    return k.name if k else code


def cards_text(codes: list[str]) -> str:
    """``['9V', 'CC']`` → ``'cửu vạn, chi chi'`` (empty → ``'không có'``, English ``'none'``)."""
    return ", ".join(card_name(c).lower() for c in codes) if codes else _("không có")


def without_label(text: str, *labels: str) -> str:
    """``text`` without a leading ``label:`` (case aside, maybe with a count: ``'Chíu ×2:'``) that repeats what
    is written before it («Tôm: Tôm: tam vạn …»); the rest's first letter upper-cased."""
    s = str(text).strip()
    for label in labels:
        m = re.match(rf"^\s*{re.escape(label)}(?:\s*×\s*\d+)?\s*:\s*", s, flags=re.IGNORECASE)
        if m and len(s) > m.end():
            rest = s[m.end():]
            return rest[:1].upper() + rest[1:]
    return s
