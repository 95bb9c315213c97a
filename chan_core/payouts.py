"""Who pays whom after a game, for 2 to 4 players (``rules/payouts.yaml``; 001 §VII, 002 §VI).

Every amount is ``points × bet`` (tiền mỗi điểm); seats are ``0 … n−1`` in play order. Each function
returns a :class:`Settlement` of :class:`Transfer` values whose reasons are ``payouts.*`` facts.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.boc_cai import MAX_PLAYERS, MIN_PLAYERS
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` pays ``payee`` ``amount`` (= ``points`` × bet) for ``reason`` (a ``payouts.*`` fact)."""

    payer: int
    payee: int
    points: int
    amount: float
    reason: Fact


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of one game: ``case`` (a rule id in ``rules/payouts.yaml``), ``transfers``, ``summary``
    (a ``payouts.*.summary`` fact); ``net`` is each seat's gain (+) or loss (−)."""

    case: str
    players: int
    bet: float
    transfers: tuple[Transfer, ...]
    summary: Fact

    @property
    def net(self) -> dict[int, float]:
        out = {s: 0 for s in range(self.players)}
        for t in self.transfers:
            out[t.payer] -= t.amount
            out[t.payee] += t.amount
        return out

    def paid_by(self, seat: int) -> float:
        """Total amount ``seat`` pays."""
        return sum(t.amount for t in self.transfers if t.payer == seat)

    def as_dict(self) -> dict:
        """A game's ``payouts``: ``{case, summary, transfers: [{from, to, points, why}], net: [per seat]}``."""
        net = self.net
        return {"case": self.case, "summary": self.summary,
                "transfers": [{"from": t.payer, "to": t.payee, "points": t.points, "why": t.reason}
                              for t in self.transfers],
                "net": [net[s] for s in range(self.players)]}


def _check(players: int, *seats: int, bet: float = 1, points: int = 0) -> None:
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ChanError("payouts.players.range", min=MIN_PLAYERS, max=MAX_PLAYERS, value=shown_value(players),
                        field="players")
    for s in seats:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise ChanError("payouts.seat.unknown", seat=shown_value(s), players=players, last=players - 1,
                            field="seat")
    if isinstance(bet, bool) or not isinstance(bet, (int, float)) or not 0 <= bet <= MAX_BET:
        raise ChanError("payouts.bet.range", max=MAX_BET, value=shown_value(bet), field="bet")
    if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= MAX_POINTS:
        raise ChanError("payouts.points.range", max=MAX_POINTS, value=shown_value(points), field="points")


MAX_BET = 10 ** 12  # largest stake per điểm (NaN, ∞ and 5,000-digit stakes are refused)
MAX_POINTS = 10 ** 9  # largest điểm total of a settlement (real totals are below 1,000)


def _amt(points: int, bet: float):
    v = points * bet
    return int(v) if float(v).is_integer() else v


def an_tien(players: int, winner: int, points: int, bet: float = 1) -> Settlement:
    """Ăn tiền: each loser pays the total ``points × bet`` to ``winner`` (002 "Cách tính điểm");
    :class:`ChanError` on a bad player count or seat."""
    _check(players, winner, bet=bet, points=points)
    ts = tuple(
        Transfer(s, winner, points, _amt(points, bet), Fact("payouts.an_tien.why", points=points, bet=bet))
        for s in range(players) if s != winner
    )
    return Settlement("an_tien", players, bet, ts, Fact("payouts.an_tien.summary", points=points))


def xuong_thieu(players: int, winner: int, declared_points: int, bet: float = 1) -> Settlement:
    """Xướng thiếu: :func:`an_tien` for the declared cước only (001 §VII)."""
    s = an_tien(players, winner, declared_points, bet)
    why = Fact("payouts.xuong_thieu.why", points=declared_points)
    ts = tuple(Transfer(t.payer, t.payee, t.points, t.amount, why) for t in s.transfers)
    return Settlement("xuong_thieu", players, bet, ts, Fact("payouts.xuong_thieu.summary", points=declared_points))


def nghi_an_tien(players: int, winner: int) -> Settlement:
    """Nghỉ ăn tiền: nobody pays (001 §VII)."""
    _check(players, winner)
    return Settlement("nghi_an_tien", players, 1, (), Fact("payouts.nghi_an_tien.summary"))


def penalty_points(options: Options) -> int:
    """Điểm of the ù láo / ù báo penalty: ``penalty_value`` (tám đỏ hai lèo, 001 §VII) without gà."""
    from chan_core.rules import load_rules
    from chan_core.scoring import score

    return score(dict(load_rules().payouts.penalty_value.cuoc), options, strict=False).base


def penalty(case: str, players: int, player: int, options: Options, bet: float = 1) -> Settlement:
    """Ù láo / ù báo (``case`` ``u_lao`` / ``u_bao``): ``player`` pays every other player
    :func:`penalty_points` (001 §VII)."""
    _check(players, player, bet=bet)
    p = penalty_points(options)
    name = Fact(f"payouts.name.{case}")
    why = Fact("payouts.penalty.why", name=name, points=p)
    ts = tuple(Transfer(player, s, p, _amt(p, bet), why) for s in range(players) if s != player)
    return Settlement(case, players, bet, ts, Fact("payouts.penalty.summary", name=name, points=p))


def bao(players: int, winner: int, points: int, bao_seats: Iterable[int], bet: float = 1) -> Settlement:
    """Báo: each báo player pays the winner ``points × bet × (players − 1)``, the others nothing
    (001 §VII, 002 §VI.3); :class:`ChanError` if no seat is báo or the winner is."""
    bs = sorted(set(bao_seats))
    _check(players, winner, *bs, bet=bet, points=points)
    if not bs:
        raise ChanError("payouts.bao.none", field="bao")
    if winner in bs:
        raise ChanError("payouts.bao.winner", seat=winner, field="bao")
    share = points * (players - 1)
    why = Fact("payouts.bao.why", shares=players - 1, points=points, total=share)
    ts = tuple(Transfer(s, winner, share, _amt(share, bet), why) for s in bs)
    summary = (Fact("payouts.bao.summary", total=share) if len(bs) == 1  # several báo: each as if alone (001 §VII)
               else Fact("payouts.bao.summary_many", total=share, n=len(bs)))
    return Settlement("bao", players, bet, ts, summary)


def xuong_sai(players: int, winner: int, declared_points: int, bet: float = 1, *,
              bao_seats: Iterable[int] = (), correct_points: int | None = None,
              rule: str = "theo_002") -> Settlement:
    """Xướng sai: the winner pays each non-báo player ``declared_points × bet`` (001 §VII). With báo
    players, ``rule`` ``theo_002`` (002 §VI.3): 2 players hòa, else each báo player also pays each
    non-báo loser ``correct_points``; ``theo_001``: báo players pay nothing."""
    bs = sorted(set(bao_seats))
    _check(players, winner, *bs, bet=bet, points=declared_points)
    if winner in bs:
        raise ChanError("payouts.bao.winner", seat=winner, field="bao")
    if rule not in ("theo_002", "theo_001"):
        raise ChanError("payouts.xuong_sai.rule_unknown", rule=shown_value(rule), field="options.bao_xuong_sai")
    others = [s for s in range(players) if s != winner and s not in bs]
    if bs and rule == "theo_002" and players == 2:
        return Settlement("xuong_sai", players, bet, (), Fact("payouts.xuong_sai.summary_hoa"))
    ts: list[Transfer] = []
    if bs and rule == "theo_002":
        if correct_points is None:
            raise ChanError("payouts.xuong_sai.correct_needed", field="correct_points")
        _check(players, bet=bet, points=correct_points)
        why = Fact("payouts.xuong_sai.bao_why", points=correct_points)
        ts = [Transfer(b, s, correct_points, _amt(correct_points, bet), why) for b in bs for s in others]
    why = Fact("payouts.xuong_sai.why", points=declared_points)
    ts += [Transfer(winner, s, declared_points, _amt(declared_points, bet), why) for s in others]
    summary = Fact("payouts.xuong_sai.summary" + (f"_{rule[-3:]}" if bs else ""), points=declared_points)
    return Settlement("xuong_sai", players, bet, tuple(ts), summary)
