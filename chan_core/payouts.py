"""Who pays whom after a game: ăn tiền, nghỉ ăn tiền, ù láo / ù báo, báo,
xướng sai / xướng thiếu — for 2 to 4 players (``rules/payouts.yaml``).

Every amount is ``points × bet`` (``bet`` = tiền mỗi điểm, agreed by the
làng; with the default ``bet=1`` amounts are in điểm). Seats are ``0 … n−1``
in play order (SPEC). Each function returns a :class:`Settlement`: the list
of :class:`Transfer` (payer → payee, điểm, amount, Vietnamese reason naming
the rule) and the net result per seat.

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

from chan_core.errors import ChanError, shown
from chan_core.guard import guard
from chan_core.i18n import DEFAULT_LANGUAGE, _, current_language
from chan_core.options import Options

MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` pays ``payee`` ``amount`` (= ``points`` × bet), for ``reason`` (the rule, in
    the language current when the settlement was made: Vietnamese by default)."""

    payer: int
    payee: int
    points: int
    amount: float
    reason: str

    def as_dict(self) -> dict:
        return {"payer": self.payer, "payee": self.payee, "points": self.points, "amount": self.amount, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of one game.

    ``case``: the rule id in ``rules/payouts.yaml`` (``an_tien``,
    ``nghi_an_tien``, ``u_lao``, ``u_bao``, ``bao``, ``xuong_sai``,
    ``xuong_thieu``); ``players``; ``bet``; ``transfers``; ``summary``
    (one sentence, current language). ``net`` gives each seat's gain (+) or loss (−).
    """

    case: str
    players: int
    bet: float
    transfers: tuple[Transfer, ...]
    summary: str

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
        raise ChanError(_("Số người chơi phải từ {min} đến {max}, không phải {value}.").format(
            min=MIN_PLAYERS, max=MAX_PLAYERS, value=shown(players)), field="players")
    for s in seats:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise ChanError(_("Chỗ ngồi {seat} không có: với {players} người, chỗ ngồi là 0 … {last}.").format(
                seat=shown(s), players=players, last=players - 1), field="seat")
    if isinstance(bet, bool) or not isinstance(bet, (int, float)) or not 0 <= bet <= MAX_BET:
        raise ChanError(_("Tiền mỗi điểm phải là số từ 0 đến {max}, không phải {value}.").format(
            max=_vn(MAX_BET), value=shown(bet)), field="bet")


MAX_BET = 10 ** 12
"""Largest stake per điểm taken (a finite number: NaN, ∞ and 5,000-digit stakes are refused)."""
MAX_POINTS = 10 ** 9
"""Largest điểm total taken by a settlement (real totals are below 1,000)."""


def _vn(n: int) -> str:
    """``1000000`` → ``'1.000.000'`` (Vietnamese thousands separator; English ``'1,000,000'``)."""
    return f"{n:,}".replace(",", ".") if current_language() == DEFAULT_LANGUAGE else f"{n:,}"


def _pts(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= MAX_POINTS:
        raise ChanError(_("Số điểm phải là số nguyên từ 0 đến {max}, không phải {value}.").format(
            max=_vn(MAX_POINTS), value=shown(points)), field="points")
    return points


def _amt(points: int, bet: float):
    v = points * bet
    return int(v) if float(v).is_integer() else v


@guard
def an_tien(players: int, winner: int, points: int, bet: float = 1) -> Settlement:
    """Ăn tiền: each loser pays ``points × bet`` to ``winner`` (002 "Cách tính
    điểm"; the 2–4 player table is the same rule). ``points``: the total
    (gà included). Raises :class:`ChanError` on a bad player count or seat."""
    _check(players, winner, bet=bet)
    _pts(points)
    ts = tuple(
        Transfer(s, winner, points, _amt(points, bet),
                 _("Người thua trả người ù {points} điểm × {bet}").format(points=points, bet=bet))
        for s in range(players) if s != winner
    )
    return Settlement("an_tien", players, bet, ts, _("Mỗi người thua trả người ù {points} điểm.").format(points=points))


@guard
def xuong_thieu(players: int, winner: int, declared_points: int, bet: float = 1) -> Settlement:
    """Xướng thiếu: like :func:`an_tien` but only for the cước declared
    (``declared_points`` = their total). 001 §VII."""
    s = an_tien(players, winner, declared_points, bet)
    why = _("Xướng thiếu: chỉ ăn {points} điểm của các cước đã xướng").format(points=declared_points)
    ts = tuple(Transfer(t.payer, t.payee, t.points, t.amount, why) for t in s.transfers)
    return Settlement("xuong_thieu", players, bet, ts,
                      _("Xướng thiếu: mỗi người thua chỉ trả {points} điểm (các cước đã xướng).").format(
                          points=declared_points))


@guard
def nghi_an_tien(players: int, winner: int) -> Settlement:
    """Nghỉ ăn tiền: the winner had committed ăn treo tranh, trái vỉ, chíu được
    nhưng lại ăn thường or bỏ ù — nobody pays (001 §VII)."""
    _check(players, winner)
    return Settlement("nghi_an_tien", players, 1, (), _("Nghỉ ăn tiền: người ù không được ăn tiền, không ai phải trả."))


@guard
def penalty_points(options: Options) -> int:
    """Điểm of the ù láo / ù báo penalty: the cước of ``penalty_value`` in
    ``rules/payouts.yaml`` ("tám đỏ hai lèo", 001 §VII) scored under the
    variant without gà (classic 8 + 2 × 2 = 12; sanhrong 8 + 2 × 3 = 14)."""
    from chan_core.rules import load_rules
    from chan_core.scoring import score

    pv = load_rules().payouts.penalty_value
    cuoc = dict(pv.cuoc if not isinstance(pv, dict) else pv["cuoc"])
    return score(cuoc, options, strict=False).base


def _penalty(case: str, name: str, players: int, player: int, options: Options, bet: float) -> Settlement:
    """``name``: the penalty's name (Ù láo, Ù báo — the game's words, the same in English)."""
    _check(players, player, bet=bet)
    p = penalty_points(options)
    why = _("{name}: phạt bằng tám đỏ hai lèo = {points} điểm, đền mỗi người").format(name=name, points=p)
    ts = tuple(Transfer(player, s, p, _amt(p, bet), why) for s in range(players) if s != player)
    return Settlement(case, players, bet, ts, _("{name}: người phạm đền mỗi người trong làng {points} điểm (tám đỏ "
                                                "hai lèo).").format(name=name, points=p))


@guard
def u_lao(players: int, player: int, options: Options, bet: float = 1) -> Settlement:
    """Ù láo (hô ù khi chưa ù): ``player`` pays every other player the
    value of tám đỏ hai lèo (001 §VII)."""
    return _penalty("u_lao", _("Ù láo"), players, player, options, bet)


@guard
def u_bao(players: int, player: int, options: Options, bet: float = 1) -> Settlement:
    """Ù báo (ù after a lỗi that is not nghỉ ăn tiền): ``player`` pays every
    other player the value of tám đỏ hai lèo (001 §VII)."""
    return _penalty("u_bao", _("Ù báo"), players, player, options, bet)


@guard
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
        raise ChanError(_("Cần ít nhất một người bị báo."), field="bao")
    if winner in bs:
        raise ChanError(_("Người ù (chỗ {seat}) không thể đồng thời bị báo.").format(seat=winner), field="bao")
    share = points * (players - 1)
    why = _("Bị báo: trả thay làng {shares} phần × {points} điểm = {total} điểm").format(
        shares=players - 1, points=points, total=share)
    ts = tuple(Transfer(s, winner, share, _amt(share, bet), why) for s in bs)
    return Settlement("bao", players, bet, ts,
                      _("Người bị báo trả thay cả làng {total} điểm cho người ù; người khác không phải trả.").format(
                          total=share))


@guard
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
        raise ChanError(_("Người ù (chỗ {seat}) không thể đồng thời bị báo.").format(seat=winner), field="bao")
    if rule not in ("theo_002", "theo_001"):
        raise ChanError(_("Cách tính «{rule}» không có; chỉ có theo_002, theo_001.").format(rule=rule),
                        field="options.bao_xuong_sai")
    others = [s for s in range(players) if s != winner and s not in bs]
    ts: list[Transfer] = []
    if bs and rule == "theo_002" and players == 2:
        return Settlement("xuong_sai", players, bet, (),
                          _("Xướng sai khi có người bị báo, bàn 2 người: hòa, không ai mất tiền (002)."))
    if bs and rule == "theo_002":
        if correct_points is None:
            raise ChanError(_("Cần điểm đúng của ván ù để tính phần người bị báo đền."), field="correct_points")
        _pts(correct_points)
        why = _("Bị báo: đền người không báo theo cước đúng ({points} điểm)").format(points=correct_points)
        for b in bs:
            for s in others:
                ts.append(Transfer(b, s, correct_points, _amt(correct_points, bet), why))
    why = _("Xướng sai: đền theo các cước đã xướng ({points} điểm)").format(points=declared_points)
    for s in others:
        ts.append(Transfer(winner, s, declared_points, _amt(declared_points, bet), why))
    if bs and rule == "theo_002":
        summary = _("Xướng sai khi có người bị báo (002): người báo đền người không báo theo cước đúng; người ù đền "
                    "mỗi người không báo {points} điểm.").format(points=declared_points)
    elif bs:
        summary = _("Xướng sai khi có người bị báo (001): người báo không phải trả; người ù đền mỗi người không báo "
                    "{points} điểm.").format(points=declared_points)
    else:
        summary = _("Xướng sai: người ù đền mỗi người {points} điểm (giá trị lời xướng).").format(points=declared_points)
    return Settlement("xuong_sai", players, bet, tuple(ts), summary)
