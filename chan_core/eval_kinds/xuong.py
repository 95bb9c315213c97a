"""``kind: xuong`` — a win (or a given ``cuoc``) + ``declared`` xướng → verdict, missing/extra, remarks,
payments (``players``, ``winner``, ``bao``). Seeds 001 §V, §VII; 002 §VI.
"""
from __future__ import annotations

from typing import Annotated, Any

from chan_core.errors import ChanError, quoted_value, shown_value
from chan_core.eval_kinds import win as _win_kind
from chan_core.eval_kinds.score import read_options
from chan_core.facts import Fact
from chan_core.scenario import Scenario, check_range, kind_model, whole
from chan_core.scoring import check_cuoc, score_win
from chan_core.xuong import grade, read_declared

SOURCE = {"seed": "001", "section": "V. CƯỚC XƯỚNG (Xướng, thứ tự xướng); VII. ĂN TIỀN, BÁO (002 §VI)"}


Model = kind_model("xuong", *_win_kind.Model.own_fields, "cuoc", "declared", "bao",  # a win's: read when ``hand`` is
                   players=(Annotated[int, whole(2, 4, 4)], 4), winner=(Annotated[int, whole(default=0)], 0))  # given


def _win_cuoc(sc: Scenario, opts) -> tuple[bool, object, dict, list]:
    """(valid, reason, cước, warnings) of the scenario's win."""
    if "hand" not in sc.model_fields_set:
        if not isinstance(sc.cuoc, dict):
            raise ChanError("xuong.hand.missing", field="hand")
        return True, Fact("xuong.reason.given_cuoc"), check_cuoc(sc.cuoc, opts), []
    ws = score_win(_win_kind.read_win(sc.model_dump(exclude_unset=True)), opts)
    return ws.valid, ws.reason, ws.cuoc, list(ws.uc.warnings)


def _read_bao(v: Any, players: int) -> tuple[int, ...]:
    """``bao``: the seats under báo — a list of seat numbers 0…players−1 (or one number)."""
    if v is None:
        v = []
    if isinstance(v, int) and not isinstance(v, bool):
        v = [v]
    if not isinstance(v, list):
        raise ChanError("xuong.bao.not_list", value=shown_value(v), hint=quoted_value(v), field="bao")
    for i, s in enumerate(v):
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise ChanError("xuong.bao.seat", last=players - 1, value=shown_value(s), hint=quoted_value(s),
                            field=f"bao[{i}]")
    return tuple(v)


def evaluate(sc: Scenario) -> dict:
    opts = read_options(sc)
    players = sc.players
    winner = check_range(sc.winner, "winner", 0, players - 1)
    bao = _read_bao(sc.bao, players)
    if "declared" not in sc.model_fields_set:
        raise ChanError("xuong.declared.missing", field="declared")
    declared = read_declared(sc.declared, opts)
    valid, reason, cuoc, warnings = _win_cuoc(sc, opts)
    out = {"valid": valid, "reason": reason, "cuoc": cuoc, "warnings": warnings, "source_ref": SOURCE}
    if not valid:
        out.update({"verdict": None, "missing": [], "extra": [], "traps": [], "remarks": [
            Fact("xuong.remark.not_a_win")], "canonical": None,
            "points": None, "payments": None, "canonical_text": None, "amounts": None, "payment_rule": None})
        return out
    g = grade(cuoc, declared, opts, players=players, winner=winner, bao=bao)
    out.update(g.as_dict())
    # Flat copies for scenario `expect` blocks (compared key by key).
    out["canonical_text"] = out["canonical"]["text"] if out.get("canonical") else None
    pay = out.get("payments") or {}
    out["amounts"] = pay.get("amounts")
    out["payment_rule"] = pay.get("rule")
    return out
