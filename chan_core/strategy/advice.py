"""Advice: which card to đánh, and whether to ăn (issue 13 item 2).

Built on :mod:`chan_core.strategy.measure`. Two questions, each answered
with every option ranked and the fact of its one-line reason (``strategy.discard.*``,
``strategy.eat.*``, ``strategy.pass``: figures and cards, said by :func:`words.say` in
either language, ``words/phrases/strategy.py``):

* :func:`rank_discards` — a 20-card hand (after an eat, or the cái before
  the first đánh): every card it may đánh, best first, ranked by
  1. the distance to ù after the đánh (fewer cards still to take is better),
  2. the useful cards then: how many unseen copies of the kinds that would
     bring it one card closer (more is better),
  3. the danger of the card: how likely it lets the next seat (cửa dưới)
     ăn it, or any other seat chíu it (a chíu can be a chíu ù, the only ù
     on a đánh card — seed 001 §IV), estimated from the unseen copies and
     the hidden cards of each seat (hypergeometric odds).
* :func:`eat_or_pass` — a 19-card hand offered a card: ù (when it is a
  valid ù, :func:`chan_core.win.check_u`), chíu, ăn chắn, ăn cạ with each
  possible card, or bỏ qua (not taking it), ranked by the distance after
  the best đánh, then the useful cards; bỏ qua wins a tie (an eat that does
  not help only shows the table your cards).

Inputs are plain data: ``hand`` (codes, notation, :class:`Hand`),
``melds`` (``{type, cards}`` or :class:`Meld`), ``visible`` (every card the
player sees outside the own hand and mat: other mats and all cửa),
``opponents`` (the hidden card count of each other seat, the next seat —
cửa dưới, the one who may ăn your đánh — first). The card played is said
with the verb of the table (:data:`VERBS`): a đánh, or a trả cửa — the card a
seat puts back after a chíu out of turn (seed 001 §IV) — in
:func:`rank_discards` (``verb``) and after a chíu in :func:`eat_or_pass`
(``chiu_then``); :func:`eat_reason` states an eat's reason again for an option
changed by the caller (no follow-up card, or another one), so no caller edits
a text. The lỗi rules are not
applied here: the game engine's :func:`chan_core.game.judge_action` says
which of these moves would be a lỗi, and a caller (bot, coach) skips those.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from chan_core.cards import KINDS, KINDS_OF_RANK, Hand, Kind, parse_card
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.layout import layout
from chan_core.melds import Meld
from chan_core.strategy.measure import Position, Useful, position, useful19
from chan_core.strategy.solver import decide, solve, sums
from chan_core.win import check_u, make_win

DEFAULT_OPPONENTS = (19, 19, 19)
"""Hidden cards of the other seats at the start of a 4-player hand (seed 001 §II)."""

VERBS = ("danh", "tra_cua")
"""How a card leaves the hand, as the reasons say it: ``'danh'`` (đánh, a seat's turn) or
``'tra_cua'`` (trả cửa: the card a seat puts back after a chíu out of turn, seed 001 §IV)."""


def _verb(value: object, field: str) -> str:
    """``value`` if it is one of :data:`VERBS`; else :class:`ChanError` naming ``field``."""
    if not isinstance(value, str) or value not in VERBS:
        raise ChanError("strategy.verb.unknown", name=field, values=VERBS, value=shown_value(value), field=field)
    return value


@dataclass(frozen=True)
class DiscardAdvice:
    """One card the hand may đánh, as ranked by :func:`rank_discards`.

    ``card``; ``distance``: cards still to take after this đánh (``None``:
    ù out of reach); ``useful``: the kinds that would then bring the hand
    closer (:class:`~chan_core.strategy.measure.Useful`, with unseen
    copies); ``useful_copies``: their unseen copies added up; ``danger``:
    0–1, the estimated chance the card is ăn by the next seat or chíu by
    any seat; ``role``: what the card is in the hand's layout (``que``,
    ``ba_dau``, ``ca``, ``chan``); ``reason``: the fact of its one-line reason
    (``strategy.discard.*``, said by :func:`words.say`);
    ``rank``: 1 = best (equal keys share a rank).
    """

    card: Kind
    distance: int | None
    useful: tuple[Useful, ...]
    useful_copies: int
    danger: float
    role: str
    reason: Fact
    rank: int

    def as_dict(self) -> dict:
        """JSON-ready: codes for cards, the reason as :meth:`Fact.to_json`."""
        return {"card": self.card.code, "distance": self.distance, "useful": [u.kind.code for u in self.useful],
                "useful_copies": self.useful_copies, "danger": round(self.danger, 4), "role": self.role,
                "reason": self.reason.to_json(), "rank": self.rank}


@dataclass(frozen=True)
class EatOption:
    """One answer to an offered card, as ranked by :func:`eat_or_pass`.

    ``action``: ``'u'`` (ù), ``'chiu'``, ``'an'`` (ăn; ``with_`` the card of
    the hand it pairs with, ``meld`` ``'an_chan'``/``'an_ca'``) or ``'bo'``
    (bỏ qua: let it go); ``distance``: cards still to take afterwards (after
    the best đánh for an eat; 0 for ù); ``useful_copies``: unseen copies of
    the useful kinds then; ``discard``: the best card to đánh after the eat;
    ``reason``: the fact of its one line (``strategy.eat.*``, ``strategy.pass``); ``rank`` 1 = best.
    """

    action: str
    with_: Kind | None
    meld: str | None
    distance: int | None
    useful_copies: int
    discard: Kind | None
    reason: Fact
    rank: int

    def as_dict(self) -> dict:
        """JSON-ready, with the ``action`` scenario field names (``event``, ``with``)."""
        return {"event": self.action, "with": self.with_.code if self.with_ else None, "meld": self.meld,
                "distance": self.distance, "useful_copies": self.useful_copies,
                "discard": self.discard.code if self.discard else None, "reason": self.reason.to_json(),
                "rank": self.rank}


@dataclass(frozen=True)
class EatAdvice:
    """The answer of :func:`eat_or_pass`: ``card`` offered, ``distance`` before, ``options`` best first."""

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
    """Chance (0–1) that a đánh of ``card`` is ăn by the next seat or chíu by any seat.

    ``unseen``: 25 counts of copies the player has not seen; ``opponents``:
    hidden cards of each other seat, next seat first. The unseen cards lie
    at random among those hands and the rest (nọc, piles set aside). The next
    seat can ăn with a copy of the card (chắn) or, for a suited card, a card
    of the same number in another suit (cạ); any seat holding the 3 unseen
    copies can chíu it (seed 001 §IV). Independent-events approximation.
    """
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

ROLES = ("que", "ba_dau", "ca", "chan")
"""What a card is in the hand's layout (a reason's ``role``: said «quân lẻ», «trong ba đầu» …)."""


def _roles(h: tuple[int, ...]) -> dict[int, str]:
    lay = layout(Hand._trusted(h))
    roles: dict[int, str] = {}
    for k in lay.que:
        roles[k.index] = "que"
    for t in lay.ba_dau:
        for k in t:
            roles[k.index] = "ba_dau"
    for t in lay.ca:
        for k in t:
            roles.setdefault(k.index, "ca")
    for k in lay.chan:
        roles.setdefault(k.index, "chan")
    return roles


KINDS_NAMED = 4
"""The most useful kinds a reason names (the kinds with the most unseen copies)."""


def _kinds(useful: Sequence[Useful], limit: int = KINDS_NAMED) -> tuple[tuple[Kind, ...], bool]:
    """The useful kinds with unseen copies, most copies first, at most ``limit``; and whether
    more were left out (the reason then says «, …»)."""
    live = [u for u in sorted(useful, key=lambda u: -u.unseen) if u.unseen > 0]
    return tuple(u.kind for u in live[:limit]), len(live) > limit


def _minus(h: tuple[int, ...], i: int) -> tuple[int, ...]:
    c = list(h)
    c[i] -= 1
    return tuple(c)


def _after_discard(pos: Position, h: tuple[int, ...]) -> tuple[int | None, list[Useful]]:
    base = sums(h, pos.left)
    q = _decide_base(base, pos)
    if q == -1:
        q = solve(h, pos.left, pos.pairs, pos.chan_needed)
    return q, useful19(pos, h, q, base)


def _decide_base(base: list, pos: Position) -> int | None:
    c0, nca, sc, sa, gains, cc, _, brk = base
    return decide(c0, nca, sc, sa, gains, cc, pos.pairs, pos.chan_needed, brk)


def _rank_discards_pos(pos: Position, opps: tuple[int, ...], verb: str = "danh") -> list[DiscardAdvice]:
    if pos.size != 20:
        raise ChanError("strategy.discard.size", n=pos.size, field="hand")
    roles = _roles(pos.hand)
    rows = []
    h = list(pos.hand)
    for i, n in enumerate(pos.hand):
        if not n:
            continue
        h[i] -= 1
        q, useful = _after_discard(pos, tuple(h))
        h[i] += 1
        copies = sum(u.unseen for u in useful)
        rows.append((KINDS[i], q, tuple(useful), copies, danger(KINDS[i], pos.unseen, opps), roles.get(i, "que")))
    hand = pos.hand
    inf = 99
    rows.sort(key=lambda r: (inf if r[1] is None else r[1], -r[3], r[4], r[0].index))
    best_d = rows[0][1]
    out: list[DiscardAdvice] = []
    prev_key = None
    rank = 0
    for pos_i, (card, q, useful, copies, dang, role) in enumerate(rows):
        key = (q, copies, round(dang, 6))
        if key != prev_key:
            rank = pos_i + 1
            prev_key = key
        out.append(DiscardAdvice(card, q, useful, copies, dang, role,
                                 _discard_reason(card, q, useful, copies, dang, role, best_d,
                                                 _minus(hand, card.index), verb), rank))
    return out


def keep_clause(h: Sequence[int], useful: Sequence[Useful]) -> tuple[Fact, int] | None:
    """What a hand keeps that the most unseen useful cards would ăn onto: ``(Fact('strategy.keep.ca',
    name='thất'), 5)`` (said «cạ thất»).

    ``h``: 25 counts of the hand (after the đánh); ``useful``: its useful
    kinds. Picks the number whose useful kinds have the most unseen copies
    and names what the hand holds of it: ``strategy.keep.ca`` (cạ, two suits),
    ``strategy.keep.ba_dau``, ``strategy.keep.que`` (a lone card: ``card``),
    ``strategy.keep.chan`` (chắn: ``cards``, 1–3 kinds) or ``strategy.keep.rank`` (the number).
    ``None`` when no useful card is unseen.
    """
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
    """The reason of one card of :func:`rank_discards` (``verb`` :data:`VERBS`): ``strategy.discard.dead``
    (no ù left), ``.worse`` (``more`` cards further than the best), ``.waits`` (chờ ù on ``kinds``),
    ``.keep`` (keeps ``keep``: ``n`` cards can be taken onto it) or ``.seen`` (every card needed
    is seen). ``percent``: the danger in %."""
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
    """Every card a 20-card hand may đánh, best first (:class:`DiscardAdvice`, one per kind held).

    Ranked by distance after the đánh, then unseen copies of the useful
    kinds (more first), then danger (less first). See the module docstring
    for the inputs. ``verb`` (:data:`VERBS`): how the reasons say the card
    leaves the hand — ``'danh'`` («Đánh tứ vạn …», English «Discard tứ vạn …»)
    or ``'tra_cua'`` after a chíu out of turn («Trả cửa tứ vạn …», English
    «Put back (trả cửa) tứ vạn …», seed 001 §IV); the figures are the same.
    Raises :class:`ChanError` for bad input, an unknown ``verb`` or a hand that
    is not 20 cards with its melds.
    """
    verb = _verb(verb, "verb")
    pos = position(hand, melds, visible if visible is not None else ())
    return _rank_discards_pos(pos, _opponents(opponents), verb)


# --------------------------------------------------------------------------- eat or pass

def _with_meld(pos: Position, take: Kind, used: dict[int, int], meld: Meld) -> Position:
    h = list(pos.hand)
    for i, n in used.items():
        h[i] -= n
    left = list(pos.left)
    unseen = list(pos.unseen)
    left[take.index] -= 1
    unseen[take.index] -= 1
    mc = list(pos.meld_counts)
    for k in meld.cards:
        mc[k.index] += 1
    return Position(tuple(h), pos.melds + (meld,), tuple(mc), tuple(left), tuple(unseen),
                    pos.pairs - meld.n_chan - meld.n_ca, pos.chan_needed - meld.n_chan, 20, pos.live)


def eat_or_pass(hand: Hand | str | Iterable, melds: Iterable = (), card: Kind | str | None = None,
                visible: object = None, source: str = "danh", drawn_by: str = "other",
                opponents: Sequence[int] | None = None, chiu_then: str = "danh") -> EatAdvice:
    """Compare taking an offered ``card`` with letting it go, for a 19-card hand.

    ``card``: the card on offer (not counted in ``visible``); ``source``
    (``danh``, ``boc``, ``tra_cua``) and ``drawn_by`` (``self``/``other``)
    decide whether an ù on it is valid (:func:`chan_core.win.check_u`: only
    a nọc card, except chíu ù). Options: ù, chíu (3 alike in hand), ăn
    chắn, ăn cạ with each card of the same number in another suit, bỏ qua.
    Each eat is followed by the best đánh (:func:`rank_discards`). ``chiu_then``
    (:data:`VERBS`): how the chíu's line says that card — ``'danh'`` (a chíu in
    turn) or ``'tra_cua'`` (a chíu out of turn puts a card back, seed 001 §IV);
    an ăn is always in turn, followed by a đánh. Returns :class:`EatAdvice`
    with the options best first. Raises :class:`ChanError` for bad input, an
    unknown ``chiu_then``, a hand that is not 19 cards with its melds, or a
    fifth copy of the offered card.
    """
    chiu_then = _verb(chiu_then, "chiu_then")
    if card is None:
        raise ChanError("strategy.eat.no_card", field="card")
    k = parse_card(card)
    pos = position(hand, melds, visible if visible is not None else ())
    if pos.size != 19:
        raise ChanError("strategy.eat.size", n=pos.size, field="hand")
    if pos.unseen[k.index] <= 0:
        raise ChanError("strategy.eat.all_seen", card=k, field="card")
    opps = _opponents(opponents)
    q0 = solve(pos.hand, pos.left, pos.pairs, pos.chan_needed)
    raw: list[tuple] = []  # (action, with, meld, distance, copies, discard)
    h = Hand._trusted(pos.hand)
    win = check_u(make_win(h, k, melds=pos.melds, source=source, drawn_by=drawn_by if source != "danh" else None))
    if win.valid:
        raw.append(("u", None, None, 0, 0, None))
    n = pos.hand[k.index]
    options: list[tuple[str, Kind | None, Meld, dict[int, int]]] = []
    if n == 3:
        options.append(("chiu", k, Meld("chiu", (k, k, k, k)), {k.index: 3}))
    if n >= 1:
        options.append(("an", k, Meld("an_chan", (k, k)), {k.index: 1}))
    if k.suit is not None:
        for j in KINDS_OF_RANK[k.rank]:
            if j != k and pos.hand[j.index]:
                options.append(("an", j, Meld("an_ca", (j, k)), {j.index: 1}))
    for action, with_, meld, used in options:
        p2 = _with_meld(pos, k, used, meld)
        ranked = _rank_discards_pos(p2, opps)
        top = ranked[0]
        raw.append((action, with_, meld.type, top.distance, top.useful_copies, top.card))
    # bỏ qua: the card goes by (it becomes visible)
    unseen = list(pos.unseen)
    unseen[k.index] -= 1
    left = list(pos.left)
    left[k.index] = min(left[k.index], unseen[k.index])
    p_bo = Position(pos.hand, pos.melds, pos.meld_counts, tuple(left), tuple(unseen), pos.pairs,
                    pos.chan_needed, 19, pos.live)
    q_bo = solve(p_bo.hand, p_bo.left, p_bo.pairs, p_bo.chan_needed)
    bo_useful = useful19(p_bo, p_bo.hand, q_bo)
    raw.append(("bo", None, None, q_bo, sum(u.unseen for u in bo_useful), None))
    inf = 99
    order = {"u": 0, "bo": 1, "chiu": 2, "an": 3}
    raw.sort(key=lambda r: (0 if r[0] == "u" else 1, inf if r[3] is None else r[3], -r[4], order[r[0]]))
    best = raw[0]
    bo_copies = sum(u.unseen for u in bo_useful)
    out = []
    for idx, r in enumerate(raw):
        if r[0] in ("chiu", "an"):
            why = _eat_line(k, r[0], r[2], r[1], r[3], r[4], r[5], q0, bo_copies, chiu_then)
        else:
            why = _eat_reason(k, r, best, bo_useful, bool(options))
        out.append(EatOption(r[0], r[1], r[2], r[3], r[4], r[5], why, idx + 1))
    return EatAdvice(k, q0, tuple(out))
def eat_reason(advice: EatAdvice, option: EatOption, chiu_then: str = "danh") -> Fact:
    """The reason of an eat ``option`` (chíu / ăn) of ``advice`` stated again from the option's
    fields, as :func:`eat_or_pass` states it (a fact: :func:`words.say` says it).

    For a caller that knows more than the advisor (the game's lỗi rules): pass the option
    changed with :func:`dataclasses.replace` — ``discard=None`` to name no follow-up card
    («Chíu cửu vạn: …»), or another ``discard`` (a :class:`Kind` or code) with its own
    ``distance`` / ``useful_copies`` — instead of editing the text. ``chiu_then``
    (:data:`VERBS`): the follow-up verb after a chíu (``'tra_cua'`` out of turn, seed 001
    §IV); an ăn is followed by a đánh. The comparison uses ``advice.distance`` (the hand
    before) and the bỏ qua option's ``useful_copies``. A bỏ qua or ù option: its own
    ``reason``. Raises :class:`ChanError` for an unknown ``chiu_then`` or a bad card.
    """
    chiu_then = _verb(chiu_then, "chiu_then")
    if option.action not in ("chiu", "an"):
        return option.reason
    bo_copies = next((o.useful_copies for o in advice.options if o.action == "bo"), 0)
    discard = parse_card(option.discard) if option.discard is not None else None
    with_ = parse_card(option.with_) if option.with_ is not None else None
    return _eat_line(advice.card, option.action, option.meld, with_, option.distance,
                     option.useful_copies, discard, advice.distance, bo_copies, chiu_then)


def _eat_reason(card: Kind, r: tuple, best: tuple, bo_useful, can_eat: bool) -> Fact:
    """The reason of the ù or bỏ qua option ``r`` (a raw row of :func:`eat_or_pass`):
    ``strategy.eat.u``, or ``strategy.pass`` with ``why`` — ``no_pair`` (nothing of the same
    number in hand), ``no_gain`` (eating does not bring ù closer) or ``keep`` (keep the hand)."""
    action, with_, meld, q, copies, discard = r
    if action == "u":
        return Fact("strategy.eat.u", card=card)
    why = "no_pair" if not can_eat else "no_gain" if best is r else "keep"
    kinds, more = _kinds(bo_useful)
    return Fact("strategy.pass", card=card, why=why, q=q, kinds=kinds, more_kinds=more, copies=copies)


def _eat_line(card: Kind, action: str, meld: str | None, with_: Kind | None, q: int | None, copies: int,
              discard: Kind | None, q0: int | None, bo_copies: int, chiu_then: str = "danh") -> Fact:
    """The reason of an eat (``action`` ``'chiu'``/``'an'``) of ``card``: the move with its
    follow-up card ``discard`` (none named when ``None``), ``q`` cards still to take after it
    and ``copies`` unseen useful cards, against ``q0`` (before) and ``bo_copies`` (bỏ qua):
    ``strategy.eat.dead`` (no ù left), ``.closer``, ``.farther``, ``.more_copies`` (as far, more
    cards to take) or ``.same``; ``move`` is :func:`eat_move`."""
    if q is None:
        return Fact("strategy.eat.dead", move=action if action == "chiu" else meld, card=card)
    move = eat_move(action, meld, card, with_, discard, chiu_then)
    if q0 is not None and q < q0:
        return Fact("strategy.eat.closer", move=move, q0=q0, q=q, copies=copies)
    if q0 is not None and q > q0:
        return Fact("strategy.eat.farther", move=move, q0=q0, q=q)
    if copies > bo_copies:
        return Fact("strategy.eat.more_copies", move=move, q=q, copies=copies, bo_copies=bo_copies)
    return Fact("strategy.eat.same", move=move, q=q, copies=copies)


def eat_move(action: str, meld: str | None, card: Kind, with_: Kind | None, discard: Kind | None,
             then: str = "danh") -> Fact:
    """The move of an eat option: ``Fact('strategy.move.an_ca', card=3V, with_card=3S, discard=4N)``
    (said «Ăn cạ tam vạn bằng tam sách, rồi đánh tứ văn», English «Ăn cạ tam vạn with tam sách,
    then discard tứ văn»); no follow-up when ``discard`` is ``None``. ``then`` (:data:`VERBS`),
    for a chíu: ``'tra_cua'`` says «Chíu cửu vạn, rồi trả cửa tứ văn» (seed 001 §IV); an ăn is
    always in turn, followed by a đánh."""
    if action == "chiu":
        return Fact("strategy.move.chiu", card=card, then=then, discard=discard)
    if meld == "an_chan":
        return Fact("strategy.move.an_chan", card=card, discard=discard)
    return Fact("strategy.move.an_ca", card=card, with_card=with_, discard=discard)
