"""Advice: which card to đánh (:func:`rank_discards`), whether to ăn (:func:`eat_or_pass`).

Options are ranked by the distance to ù, then unseen useful copies, then danger (hypergeometric
odds of an ăn or chíu, seed 001 §IV); each carries the fact of its reason (``strategy.*``).
Lỗi rules are not applied here (:func:`chan_core.game.judge_action` says them).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from chan_core.cards import KINDS, KINDS_OF_RANK, Hand, Kind, parse_card
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.layout import layout
from chan_core.melds import Meld
from chan_core.strategy.measure import Position, Useful, discards, distance_of, distance_useful, position
from chan_core.win import check_u, make_win

DEFAULT_OPPONENTS = (19, 19, 19)  # hidden cards of the other seats at the start (seed 001 §II)

ANSWER_ORDER = {"u": 0, "bo": 1, "chiu": 2, "an": 3}  # equal answers to an offered card: ù, bỏ qua, chíu, ăn
VERBS = ("danh", "tra_cua")  # how a card leaves the hand: a turn's đánh, or trả cửa after a chíu (seed 001 §IV)


def _verb(value: object, field: str) -> str:
    if not isinstance(value, str) or value not in VERBS:
        raise ChanError("strategy.verb.unknown", name=field, values=VERBS, value=shown_value(value), field=field)
    return value


@dataclass(frozen=True)
class DiscardAdvice:
    """One card the hand may đánh: ``distance`` after it (``None``: no ù), ``danger`` 0–1,
    ``role`` in the layout, ``reason`` fact, ``rank`` 1 = best (ties share)."""

    card: Kind
    distance: int | None
    useful: tuple[Useful, ...]
    useful_copies: int
    danger: float
    role: str
    reason: Fact
    rank: int


@dataclass(frozen=True)
class EatOption:
    """One answer to an offered card: ``action`` ``u``/``chiu``/``an``/``bo``, the best ``discard``
    after an eat, ``distance`` then, ``reason`` fact, ``rank`` 1 = best."""

    action: str
    with_: Kind | None
    meld: str | None
    distance: int | None
    useful_copies: int
    discard: Kind | None
    reason: Fact
    rank: int


@dataclass(frozen=True)
class EatAdvice:
    """``card`` offered, ``distance`` before, ``options`` best first."""

    card: Kind
    distance: int | None
    options: tuple[EatOption, ...]

    @property
    def best(self) -> EatOption:
        return self.options[0]


# --------------------------------------------------------------------------- danger

def _opponents(opponents: object) -> tuple[int, ...]:
    if opponents is None:
        return DEFAULT_OPPONENTS
    if isinstance(opponents, (str, bytes)) or not isinstance(opponents, Iterable):
        raise ChanError("strategy.opponents.not_list", value=shown_value(opponents), field="opponents")
    out = tuple(opponents)
    if not out or any(isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 20 for n in out):
        raise ChanError("strategy.opponents.bad", value=shown_value(opponents), field="opponents")
    if len(out) > 3:
        raise ChanError("strategy.opponents.too_many", n=len(out), field="opponents")
    return out


def _p_none(N: int, m: int, n: int) -> float:
    """Chance that ``n`` cards drawn from ``N`` (``m`` of them marked) hold no marked card."""
    if m <= 0 or n <= 0:
        return 1.0
    if n > N - m:
        return 0.0
    p = 1.0
    for i in range(n):
        p *= (N - m - i) / (N - i)
    return p


def danger(card: Kind, unseen: Sequence[int], opponents: Sequence[int]) -> float:
    """Chance (0–1) that a đánh of ``card`` is ăn by the next seat or chíu by any (seed 001 §IV).

    ``unseen``: 25 counts not seen; ``opponents``: hidden cards per seat, next first."""
    if len(unseen) != len(KINDS) or any(isinstance(n, bool) or not 0 <= n <= 4 for n in unseen):
        raise ChanError("strategy.unseen.bad", n=len(KINDS), field="unseen")
    N = sum(unseen)
    if N <= 0:
        return 0.0
    i = card.index
    m = unseen[i]
    if card.suit is not None:
        m += sum(unseen[k.index] for k in KINDS_OF_RANK[card.rank] if k.index != i)
    p_eat = 1.0 - _p_none(N, m, opponents[0]) if opponents else 0.0
    p_chiu = 0.0
    if unseen[i] == 3 and N >= 3:
        p_chiu = min(1.0, sum(n * (n - 1) * (n - 2) for n in opponents) / (N * (N - 1) * (N - 2)))
    return 1.0 - (1.0 - p_eat) * (1.0 - p_chiu)


# --------------------------------------------------------------------------- discards

def _roles(h: tuple[int, ...]) -> dict[int, str]:
    lay = layout(Hand._trusted(h))
    roles: dict[int, str] = {}
    for role, parts in (("ba_dau", lay.ba_dau), ("que", [lay.que]), ("ca", lay.ca), ("chan", [lay.chan])):
        for part in parts:
            for k in part:
                roles.setdefault(k.index, role)
    return roles


KINDS_NAMED = 4  # the most useful kinds a reason names


def _kinds(useful: Sequence[Useful], limit: int = KINDS_NAMED) -> tuple[tuple[Kind, ...], bool]:
    """The useful kinds with unseen copies, most first, at most ``limit``; and whether more were left out."""
    live = [u for u in sorted(useful, key=lambda u: -u.unseen) if u.unseen > 0]
    return tuple(u.kind for u in live[:limit]), len(live) > limit


def _rank_discards_pos(pos: Position, opps: tuple[int, ...], verb: str = "danh") -> list[DiscardAdvice]:
    if pos.size != 20:
        raise ChanError("strategy.discard.size", n=pos.size, field="hand")
    roles = _roles(pos.hand)
    rows = []
    for i, after in discards(pos.hand):
        q, useful = distance_useful(pos, after)
        rows.append((KINDS[i], q, tuple(useful), sum(u.unseen for u in useful), danger(KINDS[i], pos.left, opps),
                     roles.get(i, "que"), after))
    rows.sort(key=lambda r: (99 if r[1] is None else r[1], -r[3], r[4], r[0].index))
    out: list[DiscardAdvice] = []
    for n, (card, q, useful, copies, dang, role, after) in enumerate(rows):
        tie = n and (q, copies, round(dang, 6)) == (rows[n - 1][1], rows[n - 1][3], round(rows[n - 1][4], 6))
        out.append(DiscardAdvice(card, q, useful, copies, dang, role,
                                 _discard_reason(card, q, useful, copies, dang, role, rows[0][1], after, verb),
                                 out[-1].rank if tie else n + 1))
    return out


def keep_clause(h: Sequence[int], useful: Sequence[Useful]) -> tuple[Fact, int] | None:
    """What the 25 counts ``h`` keep that the most unseen ``useful`` cards would ăn onto:
    ``(Fact('strategy.keep.*'), copies)``, ``None`` when no useful card is unseen."""
    by_rank: dict[int, int] = {}
    for u in useful:
        by_rank[u.kind.rank] = by_rank.get(u.kind.rank, 0) + u.unseen
    if not by_rank or max(by_rank.values()) <= 0:
        return None
    rank = max(by_rank, key=lambda r: (by_rank[r], -r))
    kinds = KINDS_OF_RANK[rank]
    odd = [k for k in kinds if h[k.index] & 1]
    name = kinds[0].rank_name.lower() if kinds[0].suit is not None else kinds[0].word
    if len(odd) == 2:
        what = Fact("strategy.keep.ca", name=name)
    elif len(odd) == 3:
        what = Fact("strategy.keep.ba_dau", name=name)
    elif len(odd) == 1:
        what = Fact("strategy.keep.que", card=odd[0])
    else:
        held = tuple(k for k in kinds if h[k.index])
        what = Fact("strategy.keep.chan", cards=held) if held else Fact("strategy.keep.rank", name=name)
    return what, by_rank[rank]


def _discard_reason(card: Kind, q, useful, copies: int, dang: float, role: str, best_d,
                    h: Sequence[int], verb: str = "danh") -> Fact:
    """The ``strategy.discard.*`` reason of one card of :func:`rank_discards`."""
    pct = round(dang * 100)
    if q is None:
        return Fact("strategy.discard.dead", verb=verb, card=card, role=role)
    if best_d is not None and q > best_d:
        return Fact("strategy.discard.worse", verb=verb, card=card, role=role, q=q, more=q - best_d)
    if q == 1:
        kinds, more = _kinds(useful)
        return Fact("strategy.discard.waits", verb=verb, card=card, role=role, kinds=kinds, more_kinds=more,
                    copies=copies, percent=pct)
    keep = keep_clause(h, useful)
    if keep is None:
        return Fact("strategy.discard.seen", verb=verb, card=card, role=role, q=q, percent=pct)
    return Fact("strategy.discard.keep", verb=verb, card=card, role=role, q=q, keep=keep[0], n=keep[1],
                copies=copies, percent=pct)


def rank_discards(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None,
                  opponents: Sequence[int] | None = None, verb: str = "danh") -> list[DiscardAdvice]:
    """Every card a 20-card hand (with ``melds``) may đánh, best first; ``visible``: cards seen outside
    the hand, ``opponents``: hidden cards per seat (next first), ``verb`` in :data:`VERBS`.
    Raises ChanError for bad input or a hand that is not 20 cards."""
    verb = _verb(verb, "verb")
    pos = position(hand, melds, visible if visible is not None else ())
    return _rank_discards_pos(pos, _opponents(opponents), verb)


# --------------------------------------------------------------------------- eat or pass

def _offer(hand, melds, card, visible) -> tuple[Position, Kind]:
    """The 19-card position and the offered card; ChanError for no card, a bad size or a fifth copy."""
    if card is None:
        raise ChanError("strategy.eat.no_card", field="card")
    k = parse_card(card)
    pos = position(hand, melds, visible if visible is not None else ())
    if pos.size != 19:
        raise ChanError("strategy.eat.size", n=pos.size, field="hand")
    if pos.left[k.index] <= 0:
        raise ChanError("strategy.eat.all_seen", card=k, field="card")
    return pos, k


def _eats(pos: Position, k: Kind) -> list[tuple[str, Kind, Meld, Position]]:
    """Each chíu / ăn chắn / ăn cạ of ``k``: (action, card of the hand, meld, the 20-card position after)."""
    n = pos.hand[k.index]
    eats = [("chiu", k, Meld("chiu", (k, k, k, k)))] if n == 3 else []
    if n:
        eats.append(("an", k, Meld("an_chan", (k, k))))
    if k.suit is not None:
        eats += [("an", j, Meld("an_ca", (j, k))) for j in KINDS_OF_RANK[k.rank] if j != k and pos.hand[j.index]]
    left = _passed(pos, k).left
    out = []
    for action, j, meld in eats:
        h = list(pos.hand)
        h[j.index] -= 3 if action == "chiu" else 1
        out.append((action, j, meld, Position(tuple(h), pos.melds + (meld,), left, pos.pairs - meld.n_chan - meld.n_ca,
                                              pos.chan_needed - meld.n_chan, 20)))
    return out


def _passed(pos: Position, k: Kind) -> Position:
    """The position after bỏ qua: the card goes by and becomes visible."""
    left = list(pos.left)
    left[k.index] -= 1
    return pos._replace(left=tuple(left))


def eat_or_pass(hand: Hand | str | Iterable, melds: Iterable = (), card: Kind | str | None = None,
                visible: object = None, source: str = "danh", drawn_by: str = "other",
                opponents: Sequence[int] | None = None, chiu_then: str = "danh") -> EatAdvice:
    """Ù, chíu, ăn chắn, ăn cạ or bỏ qua on an offered ``card`` for a 19-card hand, best first.

    ``source``/``drawn_by`` decide whether an ù is valid (:func:`chan_core.win.check_u`); ``chiu_then``
    in :data:`VERBS`. Raises ChanError for bad input, a hand not 19 cards, or a fifth copy of ``card``."""
    chiu_then = _verb(chiu_then, "chiu_then")
    pos, k = _offer(hand, melds, card, visible)
    opps = _opponents(opponents)
    q0 = distance_of(pos)
    raw: list[tuple] = []  # (action, with, meld, distance, copies, discard)
    h = Hand._trusted(pos.hand)
    win = check_u(make_win(h, k, melds=pos.melds, source=source, drawn_by=drawn_by if source != "danh" else None))
    if win.valid:
        raw.append(("u", None, None, 0, 0, None))
    options = _eats(pos, k)
    for action, with_, meld, after in options:
        top = _rank_discards_pos(after, opps)[0]
        raw.append((action, with_, meld.type, top.distance, top.useful_copies, top.card))
    q_bo, bo_useful = distance_useful(_passed(pos, k), pos.hand)
    bo_copies = sum(u.unseen for u in bo_useful)
    raw.append(("bo", None, None, q_bo, bo_copies, None))
    raw.sort(key=lambda r: (r[0] != "u", 99 if r[3] is None else r[3], -r[4], ANSWER_ORDER[r[0]]))
    kinds, more = _kinds(bo_useful)
    out = []
    for i, (action, with_, meld, q, copies, discard) in enumerate(raw):
        why = None  # an eat's reason is said by eat_reason, from the advice
        if action == "u":
            why = Fact("strategy.eat.u", card=k)
        elif action == "bo":
            why = Fact("strategy.pass", card=k, why="no_pair" if not options else "no_gain" if i == 0 else "keep",
                       q=q, kinds=kinds, more_kinds=more, copies=copies)
        out.append(EatOption(action, with_, meld, q, copies, discard, why, i + 1))
    advice = EatAdvice(k, q0, tuple(out))
    return replace(advice, options=tuple(replace(o, reason=eat_reason(advice, o, chiu_then)) for o in out))


def eat_reason(advice: EatAdvice, option: EatOption, chiu_then: str = "danh") -> Fact:
    """The ``strategy.eat.*`` reason of a chíu/ăn ``option`` of ``advice``, from its (maybe replaced) fields, e.g.
    ``discard=None``: distance after against before, useful copies against bỏ qua's. A bỏ qua or ù option keeps
    its own. Raises ChanError for a bad verb or card."""
    chiu_then = _verb(chiu_then, "chiu_then")
    if option.action not in ("chiu", "an"):
        return option.reason
    discard = parse_card(option.discard) if option.discard is not None else None
    with_ = parse_card(option.with_) if option.with_ is not None else None
    card, q, q0, copies = advice.card, option.distance, advice.distance, option.useful_copies
    if q is None:
        return Fact("strategy.eat.dead", move=option.action if option.action == "chiu" else option.meld, card=card)
    if option.action == "chiu":
        move = Fact("strategy.move.chiu", card=card, then=chiu_then, discard=discard)
    elif option.meld == "an_chan":
        move = Fact("strategy.move.an_chan", card=card, discard=discard)
    else:
        move = Fact("strategy.move.an_ca", card=card, with_card=with_, discard=discard)
    bo_copies = next((o.useful_copies for o in advice.options if o.action == "bo"), 0)
    if q0 is not None and q < q0:
        return Fact("strategy.eat.closer", move=move, q0=q0, q=q, copies=copies)
    if q0 is not None and q > q0:
        return Fact("strategy.eat.farther", move=move, q0=q0, q=q)
    if copies > bo_copies:
        return Fact("strategy.eat.more_copies", move=move, q=q, copies=copies, bo_copies=bo_copies)
    return Fact("strategy.eat.same", move=move, q=q, copies=copies)
