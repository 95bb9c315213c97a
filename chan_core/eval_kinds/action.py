"""``kind: action`` — ``hand``, ``history`` (the learner's events), ``action`` → lỗi and penalty (001 §IV, §VII).

Answer: ``violations``, ``extras``, ``penalty``, ``penalty_name``, ``explanations``, ``findings``,
``history_violations``, ``state`` and, for an offered card, ``legal`` (:mod:`chan_core.legal`).
"""
from __future__ import annotations

from chan_core.errors import ChanError
from chan_core.history import OFFER_EVENTS, parse_history
from chan_core.legal import legal_moves
from chan_core.loi import fault_info, judge_history, penalty_name
from chan_core.scenario import HandField, kind_model

SOURCE = {"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI; VII. ĂN TIỀN, BÁO"}

Model = kind_model("action", "history", "action", hand=(HandField, ...))


def evaluate(sc) -> dict:
    hand = sc.hand
    history = parse_history(sc.history, "history")
    raw = sc.action
    if raw is None:
        raise ChanError("move.no_action", field="action")
    res = judge_history(hand, history, raw)
    ev = res.verdict.event
    out = {
        "violations": res.violations,
        "extras": res.extras,
        "penalty": res.penalty,
        "penalty_name": penalty_name(res.penalty),
        "explanations": res.explanations,
        "findings": [
            {"code": f.code, "name": f.name, "detail": f.detail, "penalty": f.penalty,
             "source": fault_info(f.code)["source"]}
            for f in res.findings
        ],
        "history_violations": [
            {"step": i, "event": v.event.as_dict(), "violations": v.violations, "extras": v.extras}
            for i, v in enumerate(res.steps) if v.findings
        ],
        "state": {
            "hand": str(res.state.hand),
            "melds": [{"type": m.type, "cards": " ".join(k.code for k in m.cards)} for m in res.state.melds],
            "discards": [k.code for k in res.state.discards],
            "declined": [k.code for k in res.state.declined],
        },
        "source_ref": SOURCE,
    }
    if ev.event in OFFER_EVENTS:
        off = res.state.offer(ev)
        out["legal"] = legal_moves(res.state, ev.card, off.source, off.by).as_dict()
    return out
