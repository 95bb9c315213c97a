"""The end of a hand: ù (with its xướng, grading and payouts), ù láo, hòa.

Seed 001 §IV (Ù), §V (cước, xướng), §VI (điểm), §VII (ăn tiền, báo, ù láo,
ù báo, nghỉ ăn tiền); seed 002 §VI; seed 003 (ù đè). Reuses the engine:
the winner's hand is judged and scored by :func:`score_u` (validity, cước, điểm —
exactly what ``python -m chan_core eval`` answers for its ``kind: win`` scenario,
:func:`win_scenario`, kept in the state), the penalty class comes from the lỗi
engine (:func:`chan_core.game.projection.u_result`), the xướng is graded by
:func:`chan_core.xuong.grade` and the money by :mod:`chan_core.payouts`.

Decisions where the seeds are silent (``rules/decisions.yaml``):

* Địa ù (001 §V.6 "ù khi chưa qua cửa chì"): the winner is not the cái and
  has not yet đánh or dưới (a chíu out of turn does not pass the cửa chì —
  001's own example).
* A false ù (ù láo: the cards do not lay out, the card may not be won from
  where it came, chi chi not bạch thủ chi, or ù xuông where the làng forbids
  it) ends the hand: the player đền each other player "tám đỏ hai lèo"
  (001 §VII) and nobody else is paid.
* Hòa (no ù before the nọc runs out): nobody pays, báo players included
  (``rules/payouts.yaml`` ``hoa``).
"""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.options import make_options

MELD_CHAN = {"an_chan": 1, "chiu": 2, "an_ca": 0}


def _passed_cua_chi(state, seat: int) -> bool:
    """``seat`` has đánh or dưới at least once (its turn went past its cửa chì)."""
    return any(e["seat"] == seat and e["event"] in ("danh", "duoi") for e in state.events)


def win_scenario(state, seat: int, card: str | None, source: str | None = None,
                 drawn_by: str | None = None) -> dict:
    """The ``kind: win`` scenario of ``seat`` ù-ing on ``card`` (``None`` = thiên ù)
    from ``state`` (before the card is taken). Complete: ``python -m chan_core
    eval`` accepts it as it is (SPEC ``win``). ``source``/``drawn_by``: of the
    card, when it is not the card on offer (default: from ``state.offer``)."""
    ctx = []
    if state.thong == seat:
        ctx.append("thong")
    sc: dict = {"kind": "win", "id": f"van-{state.seed}-ghe-{seat}"}
    if card is None:
        ctx.append("thien_u")
        sc.update({"hand": " ".join(state.hands[seat]), "melds": [], "context": ctx})
    else:
        o = state.offer
        if seat != state.cai and not _passed_cua_chi(state, seat):
            ctx.append("dia_u")
        sc.update({
            "hand": " ".join(state.hands[seat]),
            "melds": [{"type": m["type"], "cards": " ".join(m["cards"])} for m in state.mats[seat]],
            "winning_card": card,
            "source": source or o["source"],
            "drawn_by": drawn_by or ("self" if o["cua"] == seat else "other"),
            "context": ctx,
        })
    sc["dealt_hand"] = " ".join(state.dealt[seat])
    sc["variant"] = state.variant
    sc["options"] = dict(state.options)
    return sc


def plain(value):
    """``value`` as plain JSON data for the game state: every :class:`~chan_core.facts.Fact` as
    its :meth:`~chan_core.facts.Fact.to_json` (``{code, params}``; the words layer says it)."""
    if isinstance(value, Fact):
        return value.to_json()
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def win_input(state, seat: int, card: str | None, source: str | None = None, drawn_by: str | None = None):
    """The :class:`chan_core.win.WinInput` of :func:`win_scenario` (the same win, read straight
    from the state: no scenario is parsed)."""
    from chan_core.cards import BY_CODE, Hand
    from chan_core.melds import Meld
    from chan_core.win import WinInput

    ctx = {"thong"} if state.thong == seat else set()
    dealt = Hand(state.dealt[seat])
    if card is None:
        return WinInput(hand=Hand(state.hands[seat]), context=frozenset(ctx | {"thien_u"}), dealt_hand=dealt)
    o = state.offer
    if seat != state.cai and not _passed_cua_chi(state, seat):
        ctx.add("dia_u")
    melds = tuple(Meld(m["type"], tuple(BY_CODE[c] for c in m["cards"])) for m in state.mats[seat])
    return WinInput(hand=Hand(state.hands[seat]), melds=melds, winning_card=BY_CODE[card],
                    source=source or o["source"], drawn_by=drawn_by or ("self" if o["cua"] == seat else "other"),
                    context=frozenset(ctx), dealt_hand=dealt)


def score_u(state, seat: int, card: str | None, source: str | None = None, drawn_by: str | None = None) -> dict:
    """``seat`` ù-ing on ``card`` (``None`` = thiên ù) from ``state``, judged and scored by
    :func:`chan_core.scoring.score_win` (:func:`chan_core.win.check_u`,
    :func:`chan_core.cuoc.detect`, :func:`chan_core.scoring.score`) — what ``python -m
    chan_core eval`` answers for :func:`win_scenario`: ``{valid, reason, cuoc, points}``."""
    from chan_core.scoring import score_win

    ws = score_win(win_input(state, seat, card, source, drawn_by), make_options(state.variant, state.options))
    return {"valid": ws.valid, "reason": ws.reason, "cuoc": dict(ws.cuoc), "points": dict(ws.points)}


def settlement_dict(st) -> dict:
    """A :class:`chan_core.payouts.Settlement` as ``{case, summary, transfers, net}`` (plain JSON:
    ``summary`` and each ``why`` are facts as ``{code, params}``)."""
    net = st.net
    return {"case": st.case, "summary": plain(st.summary),
            "transfers": [{"from": t.payer, "to": t.payee, "points": t.points, "why": plain(t.reason)}
                          for t in st.transfers],
            "net": [net[s] for s in range(st.players)]}


def resolve_u(new, seat: int, card: str | None, ans: dict, result) -> None:
    """Finish ``new`` (a clone being built) after ``seat`` called ù on ``card``.

    ``ans``: the ``eval`` answer of the win scenario; ``result``: the
    :class:`chan_core.loi.ActionResult` of the ù. A valid ù → ``phase
    'xuong'`` (the winner xướng next); a false ù → ``result 'u_lao'`` and the
    ù láo payouts, ``phase 'end'``.
    """
    import chan_core.payouts as payouts

    opts = make_options(new.variant, new.options)
    new.ask = []
    new.turn = seat
    if result.verdict.extras or not ans["valid"]:
        reasons = [f.explanation for f in result.verdict.findings] or [ans.get("reason", "")]
        new.result = "u_lao"
        new.u_lao = {"seat": seat, "card": card, "reasons": reasons, "win": ans.get("_scenario")}
        new.penalty = "u_lao"
        new.payouts = settlement_dict(payouts.u_lao(new.players, seat, opts))
        new.phase, new.actor = "end", None
        return
    if card is not None:
        o = new.offer
        new.own("cua", o["cua"]).remove(card)  # the card on offer is the last of its cửa
        new.hands[seat] = sorted(new.hands[seat] + [card], key=_order)
    new.offer = None
    new.result = "u"
    new.winner = seat
    new.win = ans["_scenario"]
    new.cuoc = dict(ans["cuoc"])
    new.points = dict(ans["points"])
    new.penalty = result.penalty
    new.phase, new.actor = "xuong", seat


def _order(code: str) -> int:
    from chan_core.cards import BY_CODE

    return BY_CODE[code].index


def resolve_hoa(new) -> None:
    """The nọc is used up: hòa, nobody pays (``rules/payouts.yaml`` ``hoa``)."""
    new.result = "hoa"
    new.offer = None
    new.ask = []
    new.phase, new.actor = "end", None
    new.payouts = {"case": "hoa", "summary": Fact("game.hoa.summary"),
                   "transfers": [], "net": [0] * new.players}


def resolve_xuong(new, seat: int, declared) -> None:
    """Grade the winner's xướng and settle the money.

    ``declared``: ``((id, count), …)`` in the order said. Penalty class
    ``None`` → the payments of the graded xướng (ăn tiền / xướng thiếu /
    xướng sai / báo, :func:`chan_core.xuong.grade`); ``nghi_an_tien`` →
    nobody pays; ``u_bao`` → the winner đền each player tám đỏ hai lèo
    (001 §VII). Raises :class:`ChanError` on an unknown cước id.
    """
    import chan_core.payouts as payouts
    from chan_core.xuong import grade

    opts = make_options(new.variant, new.options)
    g = grade(new.cuoc, [{"id": i, "count": n} for i, n in declared], opts, players=new.players,
              winner=seat, bao=[b for b in new.bao if b != seat])
    d = plain(g.as_dict())
    pay = d.pop("payments")
    new.xuong = d
    if new.penalty == "nghi_an_tien":
        new.payouts = settlement_dict(payouts.nghi_an_tien(new.players, seat))
    elif new.penalty == "u_bao":
        new.payouts = settlement_dict(payouts.u_bao(new.players, seat, opts))
    else:
        net = [0] * new.players
        for s, amt in pay["amounts"].items():
            net[int(s)] = amt
        case = {"dung": "bao" if new.bao else "an_tien", "thieu": "bao" if new.bao else "xuong_thieu",
                "sai": "xuong_sai"}[g.verdict]
        new.payouts = {"case": case, "summary": pay["summary"], "transfers": pay["transfers"], "net": net}
    new.phase, new.actor = "end", None


__all__ = ["win_scenario", "win_input", "score_u", "settlement_dict", "resolve_u", "resolve_hoa", "resolve_xuong"]
