"""``kind: boc_cai`` — ``players`` (2–4), ``drawer`` seat, ``card`` → ``seat`` and ``count`` (seed 001 §II)."""
from __future__ import annotations

from chan_core.boc_cai import boc_cai
from chan_core.scenario import read_card, read_int

SOURCE = {"seed": "001", "section": "II. CHIA BÀI, BỐC NỌC, BỐC CÁI"}
FIELDS = frozenset({"players", "drawer", "card"})
"""The fields a ``boc_cai`` scenario reads (besides the common ones); any other is refused."""


def evaluate(sc: dict) -> dict:
    players = read_int(sc, "players", lo=2, hi=4)
    drawer = read_int(sc, "drawer", lo=0, hi=players - 1)
    card = read_card(sc, "card")
    b = boc_cai(players, drawer, card)
    return {
        "seat": b.seat,
        "count": list(b.count),
        "number": b.card.boc_cai_number,
        "group": b.group,
        "piles": {str(s): p for s, p in b.piles.items()},
        "source_ref": SOURCE,
    }
