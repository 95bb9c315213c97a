"""Who pays whom after a game: ăn tiền, nghỉ ăn tiền, ù láo / ù báo, báo,
xướng sai / xướng thiếu — for 2 to 4 players (``rules/payouts.yaml``).

Every amount is ``points × bet`` (``bet`` = tiền mỗi điểm, agreed by the
làng; with the default ``bet=1`` amounts are in điểm). Seats are ``0 … n−1``
in play order (SPEC). Each function returns a :class:`Settlement`: the list
of :class:`Transfer` (payer → payee, điểm, amount, the reason naming the rule as a
:class:`~chan_core.facts.Fact` ``payouts.*``) and the net result per seat.

Readings (see ``rules/payouts.yaml`` for the sources):

* ăn tiền (002 "Cách tính điểm"): each loser pays the winner total × bet;
* nghỉ ăn tiền (001 §VII): nobody pays;
* ù láo / ù báo (001 §VII): the player pays each other player the value of
  "tám đỏ hai lèo" (``penalty_value`` in payouts.yaml, scored with the
  variant's table without gà: classic 12, sanhrong 14);
* báo (001 §VII, 002 §VI.3): a báo player pays the winner the share of
  every loser ("thay làng trả tiền": total × bet × (n − 1)); the other
  losers pay nothing; several báo players each pay as if alone;
* xướng sai (001 §VII): the winner pays each other player the value of what
  he declared; with báo players, option ``bao_xuong_sai`` (002 or 001's
  reading, see :func:`xuong_sai`);
* xướng thiếu: the winner is paid only for the cước he declared (ăn tiền
  with the declared total).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options

MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` pays ``payee`` ``amount`` (= ``points`` × bet), for ``reason`` (the rule, a
    :class:`~chan_core.facts.Fact` ``payouts.*``: :func:`words.say` it)."""

    payer: int
    payee: int
    points: int
    amount: float
    reason: Fact

    def as_dict(self) -> dict:
        return {"payer": self.payer, "payee": self.payee, "points": self.points, "amount": self.amount, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of one game.

    ``case``: the rule id in ``rules/payouts.yaml`` (``an_tien``,
    ``nghi_an_tien``, ``u_lao``, ``u_bao``, ``bao``, ``xuong_sai``,
    ``xuong_thieu``); ``players``; ``bet``; ``transfers``; ``summary``
    (one sentence, a :class:`~chan_core.facts.Fact` ``payouts.*.summary``). ``net`` gives each
    seat's gain (+) or loss (−).
    """

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
        return {
            "case": self.case, "players": self.players, "bet": self.bet, "summary": self.summary,
            "transfers": [t.as_dict() for t in self.transfers],
            "net": {str(k): v for k, v in self.net.items()},
        }


def _check(players: int, *seats: int, bet: float = 1) -> None:
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ChanError("payouts.players.range", min=MIN_PLAYERS, max=MAX_PLAYERS, value=shown_value(players),
                        field="players")
    for s in seats:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise ChanError("payouts.seat.unknown", seat=shown_value(s), players=players, last=players - 1,
                            field="seat")
    if isinstance(bet, bool) or not isinstance(bet, (int, float)) or not 0 <= bet <= MAX_BET:
        raise ChanError("payouts.bet.range", max=MAX_BET, value=shown_value(bet), field="bet")


MAX_BET = 10 ** 12
"""Largest stake per điểm taken (a finite number: NaN, ∞ and 5,000-digit stakes are refused)."""
MAX_POINTS = 10 ** 9
"""Largest điểm total taken by a settlement (real totals are below 1,000)."""


def _pts(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= MAX_POINTS:
        raise ChanError("payouts.points.range", max=MAX_POINTS, value=shown_value(points), field="points")
    return points


def _amt(points: int, bet: float):
    v = points * bet
    return int(v) if float(v).is_integer() else v
def an_tien(players: int, winner: int, points: int, bet: float = 1) -> Settlement:
    """Ăn tiền: each loser pays ``points × bet`` to ``winner`` (002 "Cách tính
    điểm"; the 2–4 player table is the same rule). ``points``: the total
    (gà included). Raises :class:`ChanError` on a bad player count or seat."""
    _check(players, winner, bet=bet)
    _pts(points)
    ts = tuple(
        Transfer(s, winner, points, _amt(points, bet), Fact("payouts.an_tien.why", points=points, bet=bet))
        for s in range(players) if s != winner
    )
    return Settlement("an_tien", players, bet, ts, Fact("payouts.an_tien.summary", points=points))
def xuong_thieu(players: int, winner: int, declared_points: int, bet: float = 1) -> Settlement:
    """Xướng thiếu: like :func:`an_tien` but only for the cước declared
    (``declared_points`` = their total). 001 §VII."""
    s = an_tien(players, winner, declared_points, bet)
    why = Fact("payouts.xuong_thieu.why", points=declared_points)
    ts = tuple(Transfer(t.payer, t.payee, t.points, t.amount, why) for t in s.transfers)
    return Settlement("xuong_thieu", players, bet, ts, Fact("payouts.xuong_thieu.summary", points=declared_points))
def nghi_an_tien(players: int, winner: int) -> Settlement:
    """Nghỉ ăn tiền: the winner had committed ăn treo tranh, trái vỉ, chíu được
    nhưng lại ăn thường or bỏ ù — nobody pays (001 §VII)."""
    _check(players, winner)
    return Settlement("nghi_an_tien", players, 1, (), Fact("payouts.nghi_an_tien.summary"))
def penalty_points(options: Options) -> int:
    """Điểm of the ù láo / ù báo penalty: the cước of ``penalty_value`` in
    ``rules/payouts.yaml`` ("tám đỏ hai lèo", 001 §VII) scored under the
    variant without gà (classic 8 + 2 × 2 = 12; sanhrong 8 + 2 × 3 = 14)."""
    from chan_core.rules import load_rules
    from chan_core.scoring import score

    pv = load_rules().payouts.penalty_value
    cuoc = dict(pv.cuoc if not isinstance(pv, dict) else pv["cuoc"])
    return score(cuoc, options, strict=False).base


def _penalty(case: str, players: int, player: int, options: Options, bet: float) -> Settlement:
    """``case``: ``u_lao`` or ``u_bao``; the facts name the penalty by it (Ù láo, Ù báo — the
    game's words, the same in English)."""
    _check(players, player, bet=bet)
    p = penalty_points(options)
    name = Fact(f"payouts.name.{case}")
    why = Fact("payouts.penalty.why", name=name, points=p)
    ts = tuple(Transfer(player, s, p, _amt(p, bet), why) for s in range(players) if s != player)
    return Settlement(case, players, bet, ts, Fact("payouts.penalty.summary", name=name, points=p))
def u_lao(players: int, player: int, options: Options, bet: float = 1) -> Settlement:
    """Ù láo (hô ù khi chưa ù): ``player`` pays every other player the
    value of tám đỏ hai lèo (001 §VII)."""
    return _penalty("u_lao", players, player, options, bet)
def u_bao(players: int, player: int, options: Options, bet: float = 1) -> Settlement:
    """Ù báo (ù after a lỗi that is not nghỉ ăn tiền): ``player`` pays every
    other player the value of tám đỏ hai lèo (001 §VII)."""
    return _penalty("u_bao", players, player, options, bet)
def bao(players: int, winner: int, points: int, bao_seats: Iterable[int], bet: float = 1) -> Settlement:
    """Báo: each báo player pays the winner for the whole làng —
    ``points × bet × (players − 1)`` — as if he alone were báo; the other
    losers pay nothing (001 §VII, 002 §VI.3 "thay làng trả tiền … người ù ăn
    cả"). ``points``: the winner's correct total. Raises :class:`ChanError`
    if a báo seat is the winner or no seat is báo."""
    bs = sorted(set(bao_seats))
    _check(players, winner, *bs, bet=bet)
    _pts(points)
    if not bs:
        raise ChanError("payouts.bao.none", field="bao")
    if winner in bs:
        raise ChanError("payouts.bao.winner", seat=winner, field="bao")
    share = points * (players - 1)
    why = Fact("payouts.bao.why", shares=players - 1, points=points, total=share)
    ts = tuple(Transfer(s, winner, share, _amt(share, bet), why) for s in bs)
    return Settlement("bao", players, bet, ts, Fact("payouts.bao.summary", total=share))
def xuong_sai(players: int, winner: int, declared_points: int, bet: float = 1, *,
              bao_seats: Iterable[int] = (), correct_points: int | None = None,
              rule: str = "theo_002") -> Settlement:
    """Xướng sai (declared a cước he does not have): the winner pays each
    other player ``declared_points × bet`` — the value of what he declared
    (001 §VII, reading in payouts.yaml).

    With báo players (``bao_seats``), ``rule`` (option ``bao_xuong_sai``):

    * ``theo_002`` (002 §VI.3): 2 players → hòa, nobody pays; 3–4 players →
      each báo player pays each non-báo loser ``correct_points`` (the correct
      value of the win; required), and the winner pays each non-báo player
      ``declared_points``;
    * ``theo_001`` (001 §VII): báo players pay nothing; the winner pays only
      the non-báo players.

    Raises :class:`ChanError` on bad seats/counts, an unknown ``rule`` or a
    missing ``correct_points`` when 002's reading needs it.
    """
    bs = sorted(set(bao_seats))
    _check(players, winner, *bs, bet=bet)
    _pts(declared_points)
    if winner in bs:
        raise ChanError("payouts.bao.winner", seat=winner, field="bao")
    if rule not in ("theo_002", "theo_001"):
        raise ChanError("payouts.xuong_sai.rule_unknown", rule=shown_value(rule), field="options.bao_xuong_sai")
    others = [s for s in range(players) if s != winner and s not in bs]
    ts: list[Transfer] = []
    if bs and rule == "theo_002" and players == 2:
        return Settlement("xuong_sai", players, bet, (), Fact("payouts.xuong_sai.summary_hoa"))
    if bs and rule == "theo_002":
        if correct_points is None:
            raise ChanError("payouts.xuong_sai.correct_needed", field="correct_points")
        _pts(correct_points)
        why = Fact("payouts.xuong_sai.bao_why", points=correct_points)
        for b in bs:
            for s in others:
                ts.append(Transfer(b, s, correct_points, _amt(correct_points, bet), why))
    why = Fact("payouts.xuong_sai.why", points=declared_points)
    for s in others:
        ts.append(Transfer(winner, s, declared_points, _amt(declared_points, bet), why))
    if bs and rule == "theo_002":
        summary = Fact("payouts.xuong_sai.summary_002", points=declared_points)
    elif bs:
        summary = Fact("payouts.xuong_sai.summary_001", points=declared_points)
    else:
        summary = Fact("payouts.xuong_sai.summary", points=declared_points)
    return Settlement("xuong_sai", players, bet, tuple(ts), summary)
