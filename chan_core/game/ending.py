"""The end of a hand: ù (with its xướng, grading and payouts), ù láo, hòa (seed 001 §IV–VII, 002 §VI, 003).

The winner's hand is scored by :func:`score_u` (what ``eval`` answers for :func:`win_scenario`), the
penalty class comes from the lỗi engine, the xướng from :func:`chan_core.xuong.grade`, the money from
:mod:`chan_core.payouts`. Decisions (địa ù, ù láo, hòa): ``rules/decisions.yaml``.
"""
from __future__ import annotations

import chan_core.payouts as payouts
from chan_core.cards import BY_CODE
from chan_core.facts import Fact, plain
from chan_core.eval_kinds.win import read_win
from chan_core.options import make_options
from chan_core.scoring import score_win
from chan_core.xuong import grade


def _passed_chi(state, seat: int) -> Fact | None:
    """Why play has passed the cửa chì of ``seat`` (it holds the cái, or has đánh or dưới a card); ``None``:
    it has not (decision ``ban_choi_dia_u``)."""
    if seat == state.cai:
        return Fact("game.no_cuoc.cai")
    e = next((e for e in state.events if e["seat"] == seat and e["event"] in ("danh", "duoi")), None)
    return None if e is None else Fact(f"game.no_cuoc.{e['event']}", card=BY_CODE[e["card"]])


def _context(state, seat: int, card: str | None) -> list[str]:
    """The win's context: thông, thiên ù, or địa ù (play has not passed its cửa chì)."""
    ctx = ["thong"] if state.thong == seat else []
    if card is None:
        ctx.append("thien_u")
    elif _passed_chi(state, seat) is None:
        ctx.append("dia_u")
    return ctx


def _not_context(state, seat: int) -> dict[str, Fact]:
    """``{cước id: fact}``: why the winner's hand has not thông or địa ù, from this hand's play."""
    out = {} if state.thong == seat else {"thong": Fact("game.no_cuoc.thong")}
    passed = _passed_chi(state, seat)
    return out if passed is None else {**out, "dia_u": passed}


def win_scenario(state, seat: int, card: str | None, source: str | None = None,
                 drawn_by: str | None = None) -> dict:
    """The complete ``kind: win`` scenario of ``seat`` ù-ing on ``card`` (``None`` = thiên ù) before the card
    is taken; ``source``/``drawn_by`` default to the card on offer's."""
    ctx = _context(state, seat, card)
    sc: dict = {"kind": "win", "id": f"van-{state.seed}-ghe-{seat}", "hand": " ".join(state.hands[seat])}
    if card is None:
        sc.update({"melds": [], "context": ctx})
    else:
        o = state.offer
        sc.update({
            "melds": [{"type": m["type"], "cards": " ".join(m["cards"])} for m in state.mats[seat]],
            "winning_card": card, "source": source or o["source"],
            "drawn_by": drawn_by or ("self" if o["cua"] == seat else "other"), "context": ctx,
        })
    sc.update({"dealt_hand": " ".join(state.dealt[seat]), "variant": state.variant, "options": dict(state.options)})
    return sc


def score_u(state, seat: int, card: str | None, source: str | None = None, drawn_by: str | None = None) -> dict:
    """``{valid, reason, cuoc, points}`` of ``seat`` ù-ing on ``card`` — what ``eval`` answers for :func:`win_scenario`."""
    sc = win_scenario(state, seat, card, source, drawn_by)
    ws = score_win(read_win(sc), make_options(state.variant, state.options))
    return {"valid": ws.valid, "reason": ws.reason, "cuoc": dict(ws.cuoc), "points": dict(ws.points)}


def resolve_u(new, seat: int, card: str | None, ans: dict, result) -> None:
    """Finish ``new`` (a clone being built) after ``seat`` called ù on ``card`` (``ans``: the scored win,
    ``result``: the lỗi engine's :class:`ActionResult`): phase ``xuong``, or ``end`` with the ù láo payouts."""
    opts = make_options(new.variant, new.options)
    new.ask = []
    new.turn = seat
    if result.verdict.extras or not ans["valid"]:
        reasons = [f.explanation for f in result.verdict.findings] or [ans.get("reason", "")]
        new.result = "u_lao"
        new.u_lao = {"seat": seat, "card": card, "reasons": reasons, "win": ans.get("_scenario")}
        new.penalty = "u_lao"
        new.payouts = plain(payouts.penalty("u_lao", new.players, seat, opts).as_dict())
        new.phase, new.actor = "end", None
        return
    if card is not None:
        o = new.offer
        new.own("cua", o["cua"]).remove(card)  # the card on offer is the last of its cửa
        new.hands[seat] = sorted(new.hands[seat] + [card], key=lambda c: BY_CODE[c].index)
    new.offer = None
    new.result = "u"
    new.winner = seat
    new.win = ans["_scenario"]
    new.cuoc = dict(ans["cuoc"])
    new.points = dict(ans["points"])
    new.penalty = result.penalty
    new.phase, new.actor = "xuong", seat


def resolve_hoa(new) -> None:
    """The nọc is used up: hòa, nobody pays (``rules/payouts.yaml`` ``hoa``)."""
    new.result = "hoa"
    new.offer = None
    new.ask = []
    new.phase, new.actor = "end", None
    new.payouts = {"case": "hoa", "summary": Fact("game.hoa.summary"),
                   "transfers": [], "net": [0] * new.players}


def resolve_xuong(new, seat: int, declared) -> None:
    """Grade the winner's xướng (``((id, count), …)``) and settle the money: the graded payments, nobody
    (nghỉ ăn tiền) or the ù báo's (001 §VII). :class:`ChanError` on an unknown cước id."""
    opts = make_options(new.variant, new.options)
    g = grade(new.cuoc, [{"id": i, "count": n} for i, n in declared], opts, players=new.players,
              winner=seat, bao=[b for b in new.bao if b != seat], win=read_win(new.win), why=_not_context(new, seat))
    new.xuong = plain(g.as_dict())
    del new.xuong["payments"]
    if new.penalty == "nghi_an_tien":
        st = payouts.nghi_an_tien(new.players, seat)
    elif new.penalty == "u_bao":
        st = payouts.penalty("u_bao", new.players, seat, opts)
    else:
        st = g.payments.settlement
    new.payouts = plain(st.as_dict())
    new.phase, new.actor = "end", None
