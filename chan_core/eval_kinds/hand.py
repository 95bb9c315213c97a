"""``kind: hand`` — ``hand`` (+ ``melds``) → ``layout`` and ``waits`` (seed 001 §III, SPEC)."""
from __future__ import annotations

from chan_core.errors import ChanError
from chan_core.layout import layout
from chan_core.scenario import check_scenario_copies, read_hand, read_melds
from chan_core.waits import waits

SOURCE = {"seed": "001", "section": "III. CHẮN, CẠ, BA ĐẦU, QUÈ"}


def evaluate(sc: dict) -> dict:
    hand = read_hand(sc, "hand")
    melds = read_melds(sc)
    try:
        check_scenario_copies(hand, *(m.cards for m in melds))
    except ChanError as e:
        raise e.with_context(field="hand") from None
    lay = layout(hand, melds)
    n = len(hand) + sum(len(m.cards) for m in melds)
    ws = waits(hand, melds)
    return {
        "layout": lay.as_dict(),
        "chan": lay.n_chan,
        "ca": lay.n_ca,
        "cards": n,
        "waits": [w.kind.code for w in ws],
        "waits_detail": [{"card": w.kind.code, "cuoc": w.cuoc} for w in ws],
        "source_ref": SOURCE,
    }
