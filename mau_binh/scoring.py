"""Scoring a table of 2–4 players (seed 004 "Cộng điểm", "Xếp bài", "Mậu binh").

Each player meets each other one (a :class:`Duel`): a higher special hand wins ``special_points`` without
comparing chi; else binh lủng loses all three chi (two lủng draw); else chi by chi +1/−1/0 (house bonuses,
sập hầm ×2 when they are on). A player's points are the sum of his duels: the table sums to zero."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from mau_binh.arrangement import CHI_OF_CARD, Arrangement
from mau_binh.cards import check_distinct
from mau_binh.chi import ChiValue, compare
from mau_binh.options import Options, default_options
from mau_binh.rules import CHI_IDS, load_rules
from mau_binh.specials import SpecialHand, find_special, special_rank

MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True)
class Player:
    """One player's hand at the table: ``arrangement`` and its ``special`` hand."""

    arrangement: Arrangement
    special: SpecialHand | None

    @property
    def valid(self) -> bool:
        """Not lủng: a special hand is never judged lủng (decision ``mau_binh_xet_13_la``)."""
        return self.special is not None or self.arrangement.valid

    @property
    def reason(self) -> Fact:
        """Why the hand is (not) valid: ``mau_binh.check.special`` or the order check's reason."""
        if self.special is not None:
            return Fact("mau_binh.check.special", special=self.special.id, ordered=self.arrangement.valid)
        return self.arrangement.reason


@dataclass(frozen=True)
class Duel:
    """Player ``a`` against ``b``: ``how`` (``mau_binh`` | ``lung`` | ``so_chi``), ``chi`` (+1/−1/0 for a,
    per chi), ``points`` (what ``a`` gets) and ``lines`` (one fact per step; players numbered from 1)."""

    a: int
    b: int
    how: str
    chi: tuple[int, ...]
    points: int
    lines: tuple[Fact, ...]


@dataclass(frozen=True)
class Settlement:
    """The table's result: ``players``, ``duels`` (every pair once, a < b), ``points`` (summing to zero)."""

    players: tuple[Player, ...]
    duels: tuple[Duel, ...]
    points: tuple[int, ...]


def player(arr: Arrangement, options: Options | None = None) -> Player:
    """A :class:`Player` for ``arr`` with its special hand (on the 13 cards)."""
    opts = options or default_options()
    return Player(arr, find_special(arr.cards, opts))


def special_value(options: Options | None = None, special: str | None = None) -> int:
    """What special hand ``special`` wins from one opponent without one (sảnh rồng: its own option; doubled
    under ``sap_ham``)."""
    opts = options or default_options()
    return (opts.sanh_rong if special == "sanh_rong" else opts.special_points) * (2 if opts.sap_ham else 1)


def _chi_worth(v: ChiValue, chi_id: str, options: Options) -> tuple[int, str | None]:
    """What winning ``chi_id`` with ``v`` is worth: 1, or a switched-on house bonus (its id)."""
    for b in load_rules().bonuses:
        if b.id in options.bonuses and b.chi == chi_id and b.category == v.category:
            if options.bonus_at and b.ace_points and v.ranks[0] == 14:
                return b.ace_points, b.id
            return b.points, b.id
    return 1, None


def duel(pa: Player, pb: Player, options: Options | None = None, a: int = 0, b: int = 1) -> Duel:
    """Player ``pa`` against ``pb`` (module doc). ``a``/``b`` are their seat numbers for the record."""
    opts = options or default_options()
    sa, sb = pa.special, pb.special
    if sa is not None or sb is not None:
        ra, rb = special_rank(sa and sa.id, opts), special_rank(sb and sb.id, opts)
        if ra == rb:
            return Duel(a, b, "mau_binh", (), 0, (Fact("mau_binh.duel.special_draw", special=sa.id),))  # type: ignore
        win, lose, who, sign = (sa, sb, a + 1, 1) if ra > rb else (sb, sa, b + 1, -1)
        pts = special_value(opts, win.id)  # type: ignore[union-attr]
        other = {"other": lose.id} if lose is not None else {}
        line = Fact("mau_binh.duel.special_beats" if lose else "mau_binh.duel.special_wins", player=who,
                    special=win.id, **other, points=pts)  # type: ignore[union-attr]
        return Duel(a, b, "mau_binh", (), sign * pts, (line,))
    la, lb = not pa.valid, not pb.valid
    if la and lb:
        return Duel(a, b, "lung", (0, 0, 0), 0, (Fact("mau_binh.duel.lung_draw"),))
    lines = [Fact("mau_binh.duel.lung", loser=(b if lb else a) + 1, winner=(a if lb else b) + 1)] if la or lb else []
    results: list[int] = []
    total = 0
    for cid, va, vb in zip(CHI_IDS, pa.arrangement.values, pb.arrangement.values):
        r = -1 if la else 1 if lb else compare(va, vb)
        results.append(r)
        if r == 0:
            lines.append(Fact("mau_binh.duel.chi_draw", chi=cid, a=va.describe(), b=vb.describe()))
            continue
        winner, loser = (va, vb) if r > 0 else (vb, va)
        worth, bonus = _chi_worth(winner, cid, opts)
        total += r * worth
        won = {"chi": cid, "player": a + 1 if r > 0 else b + 1}
        extra = {"bonus": bonus, "points": worth} if bonus else {}
        if la or lb:
            lines += [Fact("mau_binh.duel.lung_bonus", **won, **extra)] if bonus else []
        else:
            lines.append(Fact("mau_binh.duel.chi_won_bonus" if bonus else "mau_binh.duel.chi_won", **won,
                              winner=winner.describe(), loser=loser.describe(), **extra))
    if opts.sap_ham and abs(sum(results)) == 3 and (opts.sap_ham_lung or not (la or lb)):
        total *= 2
        a_won = sum(results) > 0
        lines.append(Fact("mau_binh.duel.sap_ham", winner=(a if a_won else b) + 1, loser=(b if a_won else a) + 1))
    return Duel(a, b, "lung" if (la or lb) else "so_chi", tuple(results), total, tuple(lines))


def settle(arrangements: Sequence[Arrangement], options: Options | None = None) -> Settlement:
    """Score 2–4 arranged hands; ChanError for a wrong number of players or a card held by two."""
    arrs = list(arrangements) if isinstance(arrangements, (list, tuple)) else None
    if arrs is None or not MIN_PLAYERS <= len(arrs) <= MAX_PLAYERS:
        n = len(arrs) if arrs is not None else shown_value(arrangements)
        raise ChanError("mau_binh.players.count", min=MIN_PLAYERS, max=MAX_PLAYERS, count=n, field="players")
    for i, x in enumerate(arrs):
        if not isinstance(x, Arrangement):
            raise ChanError("mau_binh.player.not_arrangement", player=i + 1, value=shown_value(x),
                            field=f"players[{i}]")
    check_distinct([c for x in arrs for c in x.cards], "players", [f"players[{i}].{c}" for i in range(len(arrs))
                                                                   for c in CHI_OF_CARD])
    opts = options or default_options()
    players = tuple(player(x, opts) for x in arrs)
    duels = [duel(players[i], players[j], opts, i, j) for i, j in combinations(range(len(players)), 2)]
    points = [0] * len(players)
    if opts.sap_lang and len(players) >= 3:
        duels = _sap_lang(duels, len(players), opts)
    for d in duels:
        points[d.a] += d.points
        points[d.b] -= d.points
    return Settlement(players, tuple(duels), tuple(points))


def _swept(d: Duel, seat: int, options: Options) -> bool:
    """``seat`` won all three chi of duel ``d`` (a lủng opponent counts under ``sap_ham_lung``)."""
    if d.how == "mau_binh" or len(d.chi) != 3 or (d.how == "lung" and not options.sap_ham_lung):
        return False
    want = 1 if seat == d.a else -1
    return all(r == want for r in d.chi)


def _sap_lang(duels: list[Duel], n: int, options: Options) -> list[Duel]:
    """Sập làng (3–4 players): a player who swept every opponent gets ×4 in those duels (not sập hầm's ×2)."""
    for seat in range(n):
        if all(_swept(d, seat, options) for d in duels if seat in (d.a, d.b)):
            duels = [_times4(d, seat) if seat in (d.a, d.b) else d for d in duels]
    return duels


def _times4(d: Duel, seat: int) -> Duel:
    ham = any(x.code == "mau_binh.duel.sap_ham" for x in d.lines)
    lines = tuple(x for x in d.lines if x.code != "mau_binh.duel.sap_ham")
    return replace(d, points=(d.points // 2 if ham else d.points) * 4,
                   lines=lines + (Fact("mau_binh.duel.sap_lang", player=seat + 1),))
