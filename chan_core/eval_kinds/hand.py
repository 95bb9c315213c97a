"""``kind: hand`` — ``hand`` (+ ``melds``) → ``layout`` and ``waits`` (seed 001 §III, SPEC).

Refuses (field ``hand``/``melds[i]…``) a bad card, a fifth copy, or a count other than 19/20.
"""
from __future__ import annotations

from chan_core.errors import ChanError, in_field
from chan_core.layout import layout
from chan_core.cards import check_copies
from chan_core.facts import Fact
from chan_core.scenario import HandField, MeldsField, kind_model
from chan_core.waits import waits, why_no_wait

SOURCE = {"seed": "001", "section": "III. CHẮN, CẠ, BA ĐẦU, QUÈ"}

Model = kind_model("hand", hand=(HandField, ...), melds=(MeldsField, ()))
HAND_SIZES = (19, 20)  # between turns (001 §II), or the cái's / just after an eat


def evaluate(sc) -> dict:
    hand, melds = sc.hand, sc.melds
    with in_field("hand"):
        check_copies([*hand, *(c for m in melds for c in m.cards)], Fact("where.in_scenario"))
    n = len(hand) + sum(len(m.cards) for m in melds)
    if n not in HAND_SIZES:
        raise ChanError("hand.size", n=n, in_hand=len(hand), melded=n - len(hand), field="hand")
    lay = layout(hand, melds)
    ws = waits(hand, melds)
    return {
        "layout": lay.as_dict(),
        "chan": lay.n_chan,
        "ca": lay.n_ca,
        "cards": n,
        "waits": [w.kind.code for w in ws],
        "waits_detail": [{"card": w.kind.code, "cuoc": w.cuoc} for w in ws],
        "why_no_wait": None if ws else why_no_wait(hand, melds),
        "source_ref": SOURCE,
    }
