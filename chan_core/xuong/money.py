"""The money of a graded xướng: who pays whom, in điểm (× tiền mỗi điểm).

The rules themselves are :mod:`chan_core.payouts` (``rules/payouts.yaml``); this module picks
the rule for a verdict (đúng, thiếu, sai; with or without báo) and states, per seat, what it pays
or receives as facts (``xuong.pay.*``). Seed 001 §VII; 002 §VI.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options
from chan_core.xuong.rules import VERDICTS, pays_rule


@dataclass(frozen=True)
class Payment:
    """What one seat pays (negative) or is paid (positive), in điểm.

    ``seat`` 0…n−1, ``role`` (``'u'`` the winner, ``'bao'`` under báo,
    ``'lang'`` the others), ``amount`` (net), ``lines`` (facts ``xuong.pay.pays`` /
    ``xuong.pay.receives``, one per transfer).
    """

    seat: int
    role: str
    amount: int
    lines: tuple[Fact, ...] = ()

    def as_dict(self) -> dict:
        return {"seat": self.seat, "role": self.role, "amount": self.amount, "lines": list(self.lines)}


@dataclass(frozen=True)
class Payments:
    """The money of one graded win: per seat :class:`Payment` (sums to 0),
    ``rule`` (which báo reading applied), ``summary`` (a fact ``payouts.*.summary``),
    ``source`` (a fact ``xuong.pay_source.*``: the seed section),
    ``transfers``: ``(payer seat, payee seat, điểm, why fact)`` one per payment."""

    players: int
    winner: int
    bao: tuple[int, ...]
    seats: tuple[Payment, ...]
    rule: str | None
    summary: Fact
    source: Fact
    transfers: tuple[tuple[int, int, int, Fact], ...] = ()

    def as_dict(self) -> dict:
        return {"players": self.players, "winner": self.winner, "bao": list(self.bao),
                "seats": [p.as_dict() for p in self.seats],
                "transfers": [{"from": a, "to": b, "points": n, "why": w} for a, b, n, w in self.transfers],
                "amounts": {str(p.seat): p.amount for p in self.seats},
                "rule": self.rule, "summary": self.summary, "source": self.source}
def payments(
    verdict: str,
    points_paid: int,
    points_penalty: int,
    points_true: int,
    options: Options,
    *,
    players: int = 4,
    winner: int = 0,
    bao: Iterable[int] = (),
) -> Payments:
    """Who pays whom after a graded xướng, in điểm (× tiền mỗi điểm).

    ``verdict``; ``points_paid`` = điểm of what was said (đúng/thiếu);
    ``points_penalty`` = điểm of the wrong xướng (sai); ``points_true`` =
    điểm of the hand's real cước (used by the 002 báo reading). The money
    rules themselves are :mod:`chan_core.payouts` (``rules/payouts.yaml``):

    * đúng → ``an_tien``, thiếu → ``xuong_thieu`` (each other player pays the
      winner ``points_paid``);
    * đúng / thiếu with báo → ``bao`` (each báo player pays for the whole
      làng, ``points_paid`` × (n − 1); the others pay nothing);
    * sai → ``xuong_sai`` (the winner đền each other player
      ``points_penalty``; with báo, option ``bao_xuong_sai``: ``theo_002`` —
      2 players hòa, 3–4 players the báo player đền the non-báo players
      ``points_true`` — or ``theo_001`` — the báo players pay nothing).

    Raises :class:`ChanError` (field ``players``/``seat``/``bao``/``verdict``).
    """
    import chan_core.payouts as pay

    bao_t = tuple(sorted(set(bao)))
    rule = None
    if verdict == "dung":
        st = pay.bao(players, winner, points_paid, bao_t) if bao_t else pay.an_tien(players, winner, points_paid)
        src = "bao" if bao_t else "an_tien"
    elif verdict == "thieu":
        st = pay.bao(players, winner, points_paid, bao_t) if bao_t else pay.xuong_thieu(players, winner, points_paid)
        src = "thieu_bao" if bao_t else "sai_thieu"
    elif verdict == "sai":
        rule = pays_rule(options) if bao_t else None
        st = pay.xuong_sai(players, winner, points_penalty, bao_seats=bao_t, correct_points=points_true,
                           rule=rule or "theo_002")
        src = rule or "sai_thieu"
    else:
        raise ChanError("xuong.verdict.unknown", verdict=shown_value(verdict), choices=VERDICTS, field="verdict")
    net = st.net
    lines: dict[int, list[Fact]] = {s: [] for s in range(players)}
    for t in st.transfers:
        lines[t.payer].append(Fact("xuong.pay.pays", seat=t.payee, points=t.points, why=t.reason))
        lines[t.payee].append(Fact("xuong.pay.receives", seat=t.payer, points=t.points, why=t.reason))
    seats = tuple(
        Payment(s, "u" if s == winner else ("bao" if s in bao_t else "lang"), int(net[s]), tuple(lines[s]))
        for s in range(players)
    )
    transfers = tuple((t.payer, t.payee, t.points, t.reason) for t in st.transfers)
    return Payments(players, winner, bao_t, seats, rule, st.summary, Fact(f"xuong.pay_source.{src}"), transfers)
