"""The money of a graded xướng, in điểm: the :mod:`chan_core.payouts` rule for the verdict (with or without
báo) and what each seat pays or receives, as facts (``xuong.pay.*``). Seed 001 §VII; 002 §VI.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import chan_core.payouts as pay
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options
from chan_core.xuong.rules import VERDICTS, pays_rule


@dataclass(frozen=True)
class Payment:
    """What one seat (``role`` ``u``/``bao``/``lang``) pays (negative) or is paid, in điểm; a fact per transfer."""

    seat: int
    role: str
    amount: int
    lines: tuple[Fact, ...] = ()

    def as_dict(self) -> dict:
        return {"seat": self.seat, "role": self.role, "amount": self.amount, "lines": list(self.lines)}


@dataclass(frozen=True)
class Payments:
    """The money of one graded win: a :class:`Payment` per seat (sums to 0), the báo ``rule`` applied,
    ``transfers`` ``(payer, payee, điểm, why fact)``."""

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
    """Who pays whom after a graded xướng, in điểm: đúng ``an_tien``, thiếu ``xuong_thieu``, either with báo
    ``bao``; sai ``xuong_sai`` (with báo, the ``bao_xuong_sai`` reading, ``points_true`` for 002's).
    Raises ChanError (field ``players``/``seat``/``bao``/``verdict``)."""
    bao_t = tuple(sorted(set(bao)))
    if verdict not in VERDICTS:
        raise ChanError("xuong.verdict.unknown", verdict=shown_value(verdict), choices=VERDICTS, field="verdict")
    rule = pays_rule(options) if bao_t and verdict == "sai" else None
    if verdict == "sai":
        st = pay.xuong_sai(players, winner, points_penalty, bao_seats=bao_t, correct_points=points_true,
                           rule=rule or "theo_002")
        src = rule or "sai_thieu"
    elif bao_t:
        st = pay.bao(players, winner, points_paid, bao_t)
        src = "bao" if verdict == "dung" else "thieu_bao"
    else:
        st = (pay.an_tien if verdict == "dung" else pay.xuong_thieu)(players, winner, points_paid)
        src = "an_tien" if verdict == "dung" else "sai_thieu"
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
