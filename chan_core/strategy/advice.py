"""Advice: which card to đánh, and whether to ăn (issue 13 item 2).

Built on :mod:`chan_core.strategy.measure`. Two questions, each answered
with every option ranked and a one-line reason in plain Vietnamese (cards
in words, :attr:`chan_core.cards.Kind.word`):

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
(``chiu_then``); :func:`eat_reason` writes an eat's line again for an option
changed by the caller (no follow-up card, or another one), so no caller edits
the text. The lỗi rules are not
applied here: the game engine's :func:`chan_core.game.judge_action` says
which of these moves would be a lỗi, and a caller (bot, coach) skips those.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from chan_core.cards import KINDS, KINDS_OF_RANK, Kind, gloss_cards, parse_card
from chan_core.errors import ChanError, shown
from chan_core.guard import guard
from chan_core.i18n import N_, _, ngettext
from chan_core.layout import layout
from chan_core.melds import Meld
from chan_core.cards import Hand
from chan_core.strategy.measure import Position, Useful, _decide, _solve, _sums, _useful19, position
from chan_core.win import check_u, make_win

DEFAULT_OPPONENTS = (19, 19, 19)
"""Hidden cards of the other seats at the start of a 4-player hand (seed 001 §II)."""

VERBS = ("danh", "tra_cua")
"""How a card leaves the hand, as the reasons say it: ``'danh'`` (đánh, a seat's turn) or
``'tra_cua'`` (trả cửa: the card a seat puts back after a chíu out of turn, seed 001 §IV)."""


def _verb(value: object, field: str) -> str:
    """``value`` if it is one of :data:`VERBS`; else :class:`ChanError` naming ``field``."""
    if not isinstance(value, str) or value not in VERBS:
        raise ChanError(_("«{field}» phải là một trong {values}, không phải «{value}».").format(
            field=field, values=", ".join(VERBS), value=shown(value)), field=field)
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
    ``ba_dau``, ``ca``, ``chan``); ``reason``: one line in the current language
    (Vietnamese by default, English under ``language('en')``);
    ``rank``: 1 = best (equal keys share a rank).
    """

    card: Kind
    distance: int | None
    useful: tuple[Useful, ...]
    useful_copies: int
    danger: float
    role: str
    reason: str
    rank: int

    def as_dict(self) -> dict:
        """JSON-ready: codes for cards."""
        return {"card": self.card.code, "distance": self.distance, "useful": [u.kind.code for u in self.useful],
                "useful_copies": self.useful_copies, "danger": round(self.danger, 4), "role": self.role,
                "reason": self.reason, "rank": self.rank}


@dataclass(frozen=True)
class EatOption:
    """One answer to an offered card, as ranked by :func:`eat_or_pass`.

    ``action``: ``'u'`` (ù), ``'chiu'``, ``'an'`` (ăn; ``with_`` the card of
    the hand it pairs with, ``meld`` ``'an_chan'``/``'an_ca'``) or ``'bo'``
    (bỏ qua: let it go); ``distance``: cards still to take afterwards (after
    the best đánh for an eat; 0 for ù); ``useful_copies``: unseen copies of
    the useful kinds then; ``discard``: the best card to đánh after the eat;
    ``reason``: one line in the current language; ``rank`` 1 = best.
    """

    action: str
    with_: Kind | None
    meld: str | None
    distance: int | None
    useful_copies: int
    discard: Kind | None
    reason: str
    rank: int

    def as_dict(self) -> dict:
        """JSON-ready, with the ``action`` scenario field names (``event``, ``with``)."""
        return {"event": self.action, "with": self.with_.code if self.with_ else None, "meld": self.meld,
                "distance": self.distance, "useful_copies": self.useful_copies,
                "discard": self.discard.code if self.discard else None, "reason": self.reason, "rank": self.rank}


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
        raise ChanError(_("«opponents» phải là danh sách số lá trên tay các nhà khác, không phải «{value}».").format(
            value=shown(opponents)), field="opponents")
    out = tuple(opponents)
    if not out or any(isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 20 for n in out):
        raise ChanError(_("«opponents» phải là 1–3 số từ 0 đến 20 (số lá trên tay mỗi nhà khác), không phải "
                          "«{value}».").format(value=shown(opponents)), field="opponents")
    if len(out) > 3:
        raise ChanError(_("«opponents» có {n} nhà, nhưng một ván chỉ có tối đa 3 nhà khác.").format(n=len(out)),
                        field="opponents")
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


@guard
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
        raise ChanError(_("«unseen» phải là {n} số từ 0 đến 4.").format(n=len(KINDS)), field="unseen")
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

_ROLE_WORDS = {"que": N_("quân lẻ"), "ba_dau": N_("trong ba đầu"), "ca": N_("trong cạ"), "chan": N_("trong chắn")}
"""What a card is in the hand's layout (msgids: shown through ``_()``)."""


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


def _kinds_words(useful: Sequence[Useful], limit: int = 4) -> str:
    live = [u for u in sorted(useful, key=lambda u: -u.unseen) if u.unseen > 0]
    words = [u.kind.word for u in live[:limit]]
    return ", ".join(words) + (", …" if len(live) > limit else "")


def _far(d: int | None) -> str:
    """How far the hand is from ù, as a clause: ``'bài cách ù 3 lá'`` (English ``'the hand is
    3 cards from ù'``)."""
    if d is None:
        return _("không còn đường ù")
    if d == 0:
        return _("bài đã tròn")
    if d == 1:
        return _("bài chờ ù")
    return _("bài cách ù {n} lá").format(n=d)


def _far_short(d: int | None) -> str:
    """:func:`_far` without its subject: ``'cách ù 3 lá'`` (English ``'3 cards from ù'``)."""
    if d is None:
        return _("không còn đường ù")
    if d == 0:
        return _("đã tròn")
    if d == 1:
        return _("chờ ù")
    return _("cách ù {n} lá").format(n=d)


def _minus(h: tuple[int, ...], i: int) -> tuple[int, ...]:
    c = list(h)
    c[i] -= 1
    return tuple(c)


def _after_discard(pos: Position, h: tuple[int, ...]) -> tuple[int | None, list[Useful]]:
    base = _sums(h, pos.left)
    q = _decide_base(base, pos)
    if q == -1:
        q = _solve(h, pos.left, pos.pairs, pos.chan_needed)
    return q, _useful19(pos, h, q, base)


def _decide_base(base: list, pos: Position) -> int | None:
    c0, nca, sc, sa, gains, cc, _, brk = base
    return _decide(c0, nca, sc, sa, gains, cc, pos.pairs, pos.chan_needed, brk)


def _rank_discards_pos(pos: Position, opps: tuple[int, ...], verb: str = "danh") -> list[DiscardAdvice]:
    if pos.size != 20:
        raise ChanError(_("Xếp hạng quân đánh cần bài 20 lá (sau khi ăn, hay nhà cái trước quân đầu), ở đây có {n} "
                          "lá.").format(n=pos.size), field="hand")
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
                                 gloss_cards(_discard_reason(card, q, useful, copies, dang, role, best_d, rank,
                                                             _minus(hand, card.index), verb)), rank))
    return out


def keep_clause(h: Sequence[int], useful: Sequence[Useful]) -> tuple[str, int] | None:
    """What a hand keeps that the most unseen useful cards would ăn onto: ``('cạ thất', 5)``.

    ``h``: 25 counts of the hand (after the đánh); ``useful``: its useful
    kinds. Picks the number whose useful kinds have the most unseen copies
    and names what the hand holds of it: ``cạ <số>`` (two suits), ``ba đầu
    <số>``, a lone card (``quân lẻ thất văn``) or a chắn (``chắn thất văn``).
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
        what = f"cạ {name}"
    elif len(odd) == 3:
        what = f"ba đầu {name}"
    elif len(odd) == 1:
        what = f"quân lẻ {odd[0].word}"
    else:
        held = [k.word for k in kinds if h[k.index]]
        if not held:
            what = name
        elif len(held) == 1:
            what = f"chắn {held[0]}"
        elif len(held) == 2:
            what = _("chắn {a} và {b}").format(a=held[0], b=held[1])
        else:
            what = _("chắn {a} và {b} và {c}").format(a=held[0], b=held[1], c=held[2])
    return what, by_rank[rank]


_DISCARD_TEXTS = {
    "danh": {
        "dead": N_("Đánh {card} ({role}) thì không còn đường ù."),
        "seen": N_("Đánh {card} ({role}): {far} nhưng các quân cần đều đã lộ hết; {danger}."),
    },
    "tra_cua": {
        "dead": N_("Trả cửa {card} ({role}) thì không còn đường ù."),
        "seen": N_("Trả cửa {card} ({role}): {far} nhưng các quân cần đều đã lộ hết; {danger}."),
    },
}
"""The reason of one card of :func:`rank_discards`, by verb (:data:`VERBS`) and case (msgids:
shown through ``_()``): each a whole sentence, so each language words its own verb. The
sentences with a count are :func:`_counted_discard_text` (``ngettext``: «1 card» / «2 cards»)."""


def _counted_discard_text(verb: str, case: str, n: int) -> str:
    """The sentence of a :func:`rank_discards` reason that carries a count, agreeing with ``n``
    in English (Vietnamese has one form): ``case`` ``'worse'`` (``n``: cards further than the
    best choice), ``'waits'`` (``n``: unseen cards to ù on) or ``'keep'`` (``n``: cards that can
    still be taken onto the kept cards)."""
    if verb == "danh":
        if case == "worse":
            return ngettext("Đánh {card} ({role}) thì {far}, xa hơn cách tốt nhất {more} lá.",
                            "Đánh {card} ({role}) thì {far}, xa hơn cách tốt nhất {more} lá.", n)
        if case == "waits":
            return ngettext("Đánh {card} ({role}): bài chờ ù {kinds} — còn {copies} lá chưa lộ; {danger}.",
                            "Đánh {card} ({role}): bài chờ ù {kinds} — còn {copies} lá chưa lộ; {danger}.", n)
        return ngettext("Đánh {card} ({role}): {far}; giữ {keep}: còn {n} lá có thể ăn (cả bài {copies} lá); {danger}.",
                        "Đánh {card} ({role}): {far}; giữ {keep}: còn {n} lá có thể ăn (cả bài {copies} lá); {danger}.",
                        n)
    if case == "worse":
        return ngettext("Trả cửa {card} ({role}) thì {far}, xa hơn cách tốt nhất {more} lá.",
                        "Trả cửa {card} ({role}) thì {far}, xa hơn cách tốt nhất {more} lá.", n)
    if case == "waits":
        return ngettext("Trả cửa {card} ({role}): bài chờ ù {kinds} — còn {copies} lá chưa lộ; {danger}.",
                        "Trả cửa {card} ({role}): bài chờ ù {kinds} — còn {copies} lá chưa lộ; {danger}.", n)
    return ngettext("Trả cửa {card} ({role}): {far}; giữ {keep}: còn {n} lá có thể ăn (cả bài {copies} lá); "
                    "{danger}.",
                    "Trả cửa {card} ({role}): {far}; giữ {keep}: còn {n} lá có thể ăn (cả bài {copies} lá); "
                    "{danger}.", n)


def _discard_reason(card: Kind, q, useful, copies: int, dang: float, role: str, best_d, rank: int,
                    h: Sequence[int], verb: str = "danh") -> str:
    texts = _DISCARD_TEXTS[verb]
    w = card.word
    r = _(_ROLE_WORDS[role])
    pct = _("cửa dưới ăn được khoảng {percent}%").format(percent=round(dang * 100))
    if q is None:
        return _(texts["dead"]).format(card=w, role=r)
    if best_d is not None and q > best_d:
        return _counted_discard_text(verb, "worse", q - best_d).format(card=w, role=r, far=_far(q), more=q - best_d)
    if q == 1:
        return _counted_discard_text(verb, "waits", copies).format(card=w, role=r, kinds=_kinds_words(useful),
                                                                   copies=copies, danger=pct)
    keep = keep_clause(h, useful)
    if keep is None:
        return _(texts["seen"]).format(card=w, role=r, far=_far(q), danger=pct)
    return _counted_discard_text(verb, "keep", keep[1]).format(card=w, role=r, far=_far(q), keep=keep[0], n=keep[1],
                                                               copies=copies, danger=pct)


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
        raise ChanError(_("Thiếu quân được mời ăn («card»)."), field="card")
    k = parse_card(card)
    pos = position(hand, melds, visible if visible is not None else ())
    if pos.size != 19:
        raise ChanError(_("Ăn hay không cần bài 19 lá (trên tay + dưới chiếu) trước quân được mời, ở đây có {n} "
                          "lá.").format(n=pos.size), field="hand")
    if pos.unseen[k.index] <= 0:
        raise ChanError(_("Không còn lá {card} nào chưa lộ: quân được mời không thể là {card}.").format(card=k.word),
                        field="card")
    opps = _opponents(opponents)
    q0 = _solve(pos.hand, pos.left, pos.pairs, pos.chan_needed)
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
    q_bo = _solve(p_bo.hand, p_bo.left, p_bo.pairs, p_bo.chan_needed)
    bo_useful = _useful19(p_bo, p_bo.hand, q_bo)
    raw.append(("bo", None, None, q_bo, sum(u.unseen for u in bo_useful), None))
    inf = 99
    order = {"u": 0, "bo": 1, "chiu": 2, "an": 3}
    raw.sort(key=lambda r: (0 if r[0] == "u" else 1, inf if r[3] is None else r[3], -r[4], order[r[0]]))
    best = raw[0]
    bo_copies = sum(u.unseen for u in bo_useful)
    out = []
    for idx, r in enumerate(raw):
        if r[0] in ("chiu", "an"):
            text = _eat_line(k, r[0], r[2], r[1], r[3], r[4], r[5], q0, bo_copies, chiu_then)
        else:
            text = _eat_reason(k, r, best, bo_useful, bool(options))
        out.append(EatOption(r[0], r[1], r[2], r[3], r[4], r[5], gloss_cards(text), idx + 1))
    return EatAdvice(k, q0, tuple(out))


@guard
def eat_reason(advice: EatAdvice, option: EatOption, chiu_then: str = "danh") -> str:
    """The line of an eat ``option`` (chíu / ăn) of ``advice`` written again from the option's
    fields, in the current language, as :func:`eat_or_pass` writes it.

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
    return gloss_cards(_eat_line(advice.card, option.action, option.meld, with_, option.distance,
                                 option.useful_copies, discard, advice.distance, bo_copies, chiu_then))


def _eat_reason(card: Kind, r: tuple, best: tuple, bo_useful, can_eat: bool) -> str:
    """The line of the ù or bỏ qua option ``r`` (a raw row of :func:`eat_or_pass`)."""
    action, with_, meld, q, copies, discard = r
    w = card.word
    if action == "u":
        return _("Ù {card}: quân này làm bài đủ 10 bộ.").format(card=w)
    if not can_eat:
        why = _("trên tay không có quân cùng số để ăn")
    elif best is r:
        why = _("ăn không làm bài gần ù hơn")
    else:
        why = _("giữ nguyên bài")
    kinds = _kinds_words(bo_useful)
    if q == 1:
        text = (ngettext("Bỏ qua {card}: {why} — bài chờ ù ({kinds}), còn {copies} lá chưa lộ.",
                         "Bỏ qua {card}: {why} — bài chờ ù ({kinds}), còn {copies} lá chưa lộ.", copies) if copies
                else _("Bỏ qua {card}: {why} — bài chờ ù, còn {copies} lá chưa lộ."))
    else:
        text = (ngettext("Bỏ qua {card}: {why} — {far}, còn {copies} lá có thể ăn ({kinds}).",
                         "Bỏ qua {card}: {why} — {far}, còn {copies} lá có thể ăn ({kinds}).", copies) if copies
                else _("Bỏ qua {card}: {why} — {far}, còn {copies} lá có thể ăn."))
    return text.format(card=w, why=why, kinds=kinds, copies=copies, far=_far(q))


def _eat_line(card: Kind, action: str, meld: str | None, with_: Kind | None, q: int | None, copies: int,
              discard: Kind | None, q0: int | None, bo_copies: int, chiu_then: str = "danh") -> str:
    """The line of an eat (``action`` ``'chiu'``/``'an'``) of ``card``: the move with its
    follow-up card ``discard`` (none named when ``None``), ``q`` cards still to take after it
    and ``copies`` unseen useful cards, against ``q0`` (before) and ``bo_copies`` (bỏ qua)."""
    w = card.word
    if q is None:
        plain = (_("Chíu {card}") if action == "chiu" else _("Ăn chắn {card}") if meld == "an_chan"
                 else _("Ăn cạ {card}")).format(card=w)
        return _("{move}: thì không còn đường ù.").format(move=plain)
    move = _eat_words(action, meld, w, with_, discard, chiu_then)
    if q0 is not None and q < q0:
        text = (ngettext("{move}: {before} xuống còn {after}, còn {copies} lá để ù.",
                         "{move}: {before} xuống còn {after}, còn {copies} lá để ù.", copies) if q == 1
                else ngettext("{move}: {before} xuống còn {after}, còn {copies} lá có thể ăn.",
                         "{move}: {before} xuống còn {after}, còn {copies} lá có thể ăn.", copies))
        return text.format(move=move, before=_far(q0), after=_far_short(q), copies=copies)
    if q0 is not None and q > q0:
        return ngettext("{move}: bài xa ù hơn ({far}, trước là {before} lá).",
                        "{move}: bài xa ù hơn ({far}, trước là {before} lá).", q0).format(move=move, far=_far(q), before=q0)
    if copies > bo_copies:
        text = (_("{move}: vẫn {after} nhưng nhiều lá để ù hơn ({copies} lá, bỏ qua thì {bo_copies} lá).") if q == 1
                else _("{move}: vẫn {after} nhưng nhiều lá có thể ăn hơn ({copies} lá, bỏ qua thì {bo_copies} lá)."))
        return text.format(move=move, after=_far_short(q), copies=copies, bo_copies=bo_copies)
    text = (ngettext("{move}: không gần ù hơn ({far}), còn {copies} lá để ù.",
                         "{move}: không gần ù hơn ({far}), còn {copies} lá để ù.", copies) if q == 1
            else ngettext("{move}: không gần ù hơn ({far}), còn {copies} lá có thể ăn.",
                         "{move}: không gần ù hơn ({far}), còn {copies} lá có thể ăn.", copies))
    return text.format(move=move, far=_far(q), copies=copies)


def _eat_words(action: str, meld: str | None, card: str, with_: Kind | None, discard: Kind | None,
               then: str = "danh") -> str:
    """The move of an eat option, capitalised: ``'Ăn cạ tam vạn bằng tam sách, rồi đánh tứ văn'``
    (English ``'Ăn cạ tam vạn with tam sách, then discard tứ văn'``); no follow-up when
    ``discard`` is ``None``. ``then`` (:data:`VERBS`), for a chíu: ``'tra_cua'`` says
    ``'Chíu cửu vạn, rồi trả cửa tứ văn'`` (English ``'…, then put back (trả cửa) tứ văn'``,
    seed 001 §IV); an ăn is always in turn, followed by a đánh."""
    if action == "chiu":
        text = ((_("Chíu {card}, rồi trả cửa {discard}") if then == "tra_cua"
                 else _("Chíu {card}, rồi đánh {discard}")) if discard else _("Chíu {card}"))
    elif meld == "an_chan":
        text = _("Ăn chắn {card}, rồi đánh {discard}") if discard else _("Ăn chắn {card}")
    else:
        text = _("Ăn cạ {card} bằng {with_card}, rồi đánh {discard}") if discard else _("Ăn cạ {card} bằng {with_card}")
    return text.format(card=card, with_card=with_.word if with_ is not None else "",
                       discard=discard.word if discard is not None else "")
