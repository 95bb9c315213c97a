"""``kind: boc_cai`` — ``players`` (2–4), ``drawer`` seat, ``card`` → ``seat`` and ``count`` (seed 001 §II)."""
from __future__ import annotations

from typing import Annotated

from chan_core.boc_cai import boc_cai
from chan_core.scenario import CardField, check_range, kind_model, whole

SOURCE = {"seed": "001", "section": "II. CHIA BÀI, BỐC NỌC, BỐC CÁI"}

Model = kind_model("boc_cai", players=(Annotated[int, whole(2, 4)], ...), drawer=(Annotated[int, whole()], ...),
                   card=(CardField, ...))


def evaluate(sc) -> dict:
    b = boc_cai(sc.players, check_range(sc.drawer, "drawer", 0, sc.players - 1), sc.card)
    return {
        "seat": b.seat,
        "count": list(b.count),
        "number": b.card.boc_cai_number,
        "group": b.group,
        "piles": {str(s): p for s, p in b.piles.items()},
        "source_ref": SOURCE,
    }
