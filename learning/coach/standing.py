"""Why a row of the hint's ranking (:func:`learning.coach.advisor.ranking`) stands where it does, in words: its money
(:func:`made_of`), the row it ties with and the measure that puts it below the row above (:func:`rank_words`), why a
first row the next seat may well take is still the best (:func:`still_best`), its reason (:func:`short_reason`)."""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.game import GameState
from chan_core.strategy.money import FEED
from learning.coach.advisor import PASSES, MoveAdvice, Place, band
from learning.coach.messages import Said, choice_words
from learning.i18n import N_, _, ngettext
from words import number, say


def short_reason(reason: "Fact | Said | str") -> "Fact | Said | str":
    """A row's reason as the hint says it under its headline and bracketed figures: each fact in it marked ``short``
    (:mod:`words.phrases.strategy`, :mod:`words.phrases.stake`: what the card is in the hand, what the points are made
    of, a lỗi's cost — not the distance, useful cards, chance of being taken, chance of ù and điểm the bracket shows),
    each :class:`Said` its ``short``; the review, the drills and «Hôm nay» say the reason whole."""
    if isinstance(reason, Said):
        return reason.short
    if not isinstance(reason, Fact):
        return reason
    return Fact(reason.code, **{k: short_reason(v) if isinstance(v, (Fact, Said)) else v
                                for k, v in reason.params.items()}, short=True)


def made_of(m: MoveAdvice, payers: int, top: tuple = ()) -> str:
    """A row's money as a learner can check it: «1,1 = 14% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro − 0,1 vì khả năng ù thấp
    hơn mức cao nhất là 18%» (money.scored; «+» for an ù báo), chance and điểm with the fewest :data:`DIGITS` for which
    their product rounds as the unrounded one, the highest chance as ``top`` (:func:`top_chance`; none given: a whole
    percent), this row's said below it; ``''`` when the row says no such line (a lỗi's unpaid ù, a báo)."""
    if not m.chance or m.money.code not in ("strategy.stake.line", "strategy.stake.u_bao"):  # both set by _valued
        return ""
    p, hi, points = m.chance
    total, gross = round(m.value, 1), round(payers * points * p, 1)
    rest = round(gross - total, 1)
    caution = 0.0 if m.ev is None else m.ev - m.value  # 0 for the highest chance; the rest of a move discarding nothing
    slower = 0.0 if abs(caution) < 1e-9 else rest if m.danger is None else min(rest, round(caution, 1))
    risk = round(rest - slower, 1) if m.danger is not None else 0.0
    best, b = top or (round(100 * hi), 0)
    d, e = _digits(m.chance, payers, best if slower else None)
    made = ngettext("{total} = {percent}% × {points} điểm × {n} nhà trả", "{total} = {percent}% × {points} điểm × {n} "
                    "nhà trả", payers).format(
        total=number(total, 1), percent=number(100 * p, d), points=number(points, e), n=payers)
    if risk > 0:
        made = _("{made} − {risk} rủi ro").format(made=made, risk=number(risk, 1))
    return (_("{made} − {slower} vì bỏ lỡ cái ù chắc chắn lúc này") if hi == 1 else  # a bỏ ù: the ù now, p_u 1
            _("{made} {sign} {slower} vì khả năng ù thấp hơn mức cao nhất là {best}%")).format(
        made=made, sign="−+"[slower < 0], slower=number(abs(slower), 1), best=number(best, b)) if slower else made


def _digits(chance: tuple, payers: int, below: float | None = None) -> tuple[int, int]:
    """The fewest :data:`DIGITS` of a row's ``chance`` (:attr:`MoveAdvice.chance`) whose printed product rounds as the
    unrounded one (2,25 is never printed for 2,2: a learner rounds a half up), its chance printed under ``below``."""
    p, _hi, points = chance
    gross = round(payers * points * p, 1)
    return next(((d, e) for d, e in DIGITS if abs(round(100 * p, d) * round(points, e) * payers / 100 - gross) < 0.0499
                 and (below is None or round(100 * p, d) < below)), DIGITS[-1])


def top_chance(moves, payers: int) -> tuple:
    """The decision's highest chance of ù as the row that has it prints it (:func:`made_of`): ``(percent, digits)``,
    once per decision, for every row that names it; ``()`` when no move has it."""
    top = next((m.chance for m in moves if m.chance and m.chance[0] == m.chance[1]), None)
    return () if top is None else (round(100 * top[0], d := _digits(top, payers)[0]), d)


DIGITS = ((0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2), (3, 3))  # after the comma: a row's chance in %, its điểm


BROKE_MORE = (N_("tách chắn"), N_("tách nhiều chắn hơn"), N_("tách cạ"), N_("tách nhiều cạ hơn"),
              N_("bài còn ít cạ hơn, dù cùng tách một chắn"))
"""What a discard ranked below a level one breaks beyond it (:func:`rank_words`): a chắn, more chắn, a cạ, more cạ;
as many chắn as it (one of each pair left with the cạ of its number) but more cạ."""
LEFT_CHAN = N_("không ăn chắn")
"""What a pass ranked below a level eat of the offered chắn leaves (:func:`learning.coach.advisor.PASSES`)."""


def broke_more(m: MoveAdvice, a: MoveAdvice) -> str:
    """What ``m`` breaks beyond ``a``, ranked above it (:data:`BROKE_MORE`; a pass: :data:`LEFT_CHAN`)."""
    if m.action.type in PASSES:
        return _(LEFT_CHAN)
    return _(BROKE_MORE[what_broke(m, a)])


def what_broke(m: MoveAdvice, a: MoveAdvice) -> int:
    """The index in :data:`BROKE_MORE` of what ``m`` breaks beyond ``a`` (the tie-break of :func:`ranking`: ``breaks``
    compared, chắn first): more chắn (0, 1), more cạ (2, 3), as many chắn but more cạ (4)."""
    if m.breaks[0] > a.breaks[0]:
        return 0 + (a.breaks[0] > 0)
    return 4 if m.breaks[0] else 2 + (a.breaks[1] > 0)


def row_above(places: list[Place], i: int) -> "Place | None":
    """The first row of the number just above row ``i``'s (its number's first row compares with it); ``None`` for a
    first row and a move not numbered."""
    p = places[i]
    k = p.place and next((q.place for q in reversed(places[:i]) if q.place is not None and q.place < p.place), None)
    return next((q for q in places if q.place == k), None) if k else None


RISKY = 50
"""The chance in percent from which the first row says why its card is still the best (:func:`still_best`)."""
SAFER = 10
"""Percentage points by which another row's chance must be lower for :func:`still_best` to name it."""


def still_best(places: list[Place], i: int) -> str:
    """For row ``i``, the first of :func:`ranking`, a discard the next seat takes with a chance of :data:`RISKY`% or
    more: why it is still the best against the safest numbered row below it (its chance :data:`SAFER` points lower):
    farther from ù, breaking more (level with it), less money though the risk is counted in it, or fewer useful
    cards; ``''`` otherwise."""
    p = places[i]
    m = p.move
    pct = round((m.danger or 0) * 100)
    if p.place != 1 or m.danger is None or pct < RISKY or any(q.place == 1 for q in places[:i]):
        return ""
    rows = [q for q in places if q.place and q.place > 1 and q.move.danger is not None]
    s = min(rows, key=lambda q: round(q.move.danger * 100), default=None)
    if s is None or round(s.move.danger * 100) > pct - SAFER:
        return ""
    o = s.move
    if o.distance is None or m.distance is not None and o.distance > m.distance:
        why = _("xa ù hơn")
    elif s.level and o.breaks > m.breaks:
        why = broke_more(o, m)
    elif None not in (o.value, m.value):
        why = _("tiền trông được ít hơn, dù đã trừ rủi ro")
    else:
        why = _("ít lá có ích hơn")
    return _("vẫn nên đi dù dễ bị ăn ({mine}%): {move} ít bị ăn hơn ({percent}%) nhưng {why}").format(
        mine=pct, move=choice_words(o.action, None, s.also), percent=round(o.danger * 100), why=why)  # maybe folded


def rank_words(places: list[Place], i: int, state: GameState) -> str:
    """Why row ``i`` of :func:`ranking` stands where it does: a later row of a number, the row it ties with, by number
    (same distance, money within :data:`TIE`; unvalued: same figures) — that number's first row says why it stands below
    the row above; any other, the measure that puts it below the nearest row above it (cards still to take, then the
    money; báo: the chance to be taken); ``''`` for a first row and a move not numbered."""
    p = places[i]
    if p.place is None:
        return ""
    mine = number(p.move.value or 0, 1)
    if same := [q for q in places[:i] if q.place == p.place]:  # a tie is said once, on its later rows, no bracket
        theirs = number(same[0].move.value or 0, 1)  # beside the figures' (tester, session 26)
        valued = all(q.move.value is not None for q in places if q.place and q.move.action.type != "u")  # as ranking()
        return ((_("cùng hạng với nước {k}: cùng cách ù, tiền trông được gần bằng, {mine} so với {theirs} điểm")
                 if mine != theirs else _("cùng hạng với nước {k}: cùng cách ù, tiền trông được bằng nhau, {mine} "
                                          "điểm")) if valued else _("cùng hạng với nước {k}: cùng các con số")).format(k=p.place, mine=mine, theirs=theirs)
    if (above := row_above(places, i)) is None:  # the first of its number, whose money a row's is not tied with
        return ""
    k = above.place
    m, a, n = p.move, above.move, 1 + len(p.also)  # n: the moves said in the row (English: it/them)
    if m.distance is not None and a.distance is not None and m.distance > a.distance:
        return ngettext("xa ù hơn nước {k}: cần thêm {n} lá", "xa ù hơn nước {k}: cần thêm {n} lá", m.distance - a.distance).format(
            k=k, n=say(Fact("cuoc.number", n=m.distance - a.distance)))  # «1: 1 lá», «nước 1 một lá» read as numbers
    if m.distance is None and a.distance is not None:
        return _("không còn đường ù, nước {k} thì còn").format(k=k)
    theirs = number(a.value or 0, 1)
    if p.below and round(m.value or 0, 1) > round(a.value or 0, 1):  # more money, level within band: the figure's noise
        return ngettext("cùng cách ù với nước {k}, tiền trông được hơn không quá {band} điểm: {mine} so với "
                        "{theirs}, nhưng {more}", "cùng cách ù với nước {k}, tiền trông được hơn không quá {band} "
                        "điểm: {mine} so với {theirs}, nhưng {more}", n).format(
            k=k, band=number(band(m, a), 1), mine=mine, theirs=theirs, more=broke_more(m, a))
    if p.below and mine != theirs and None not in (m.danger, a.danger) and 2 * FEED * (m.danger - a.danger) >= (
            a.value - m.value):  # less money, level within TIE, most of the gap its risk: that figure (else the money's)
        return ngettext("cùng cách ù với nước {k}, nhưng cửa dưới dễ ăn được hơn: {p}% so với {q}%, và {more}", "cùng "
                        "cách ù với nước {k}, nhưng cửa dưới dễ ăn được hơn: {p}% so với {q}%, và {more}", n).format(
            k=k, p=round(m.danger * 100), q=round(a.danger * 100), more=broke_more(m, a))
    if p.below and mine == theirs:  # what it breaks that the row above does not: more chắn, else more cạ (tuples compared)
        return ngettext("ngang nước {k} về cách ù và tiền, nhưng {more}",
                        "ngang nước {k} về cách ù và tiền, nhưng {more}", n).format(k=k, more=broke_more(m, a))
    if m.value is not None and a.value is not None:  # what it is made of: in the row's figures (made_of)
        return _("cùng cách ù với nước {k}, tiền trông được ít hơn: {mine} so với {theirs} điểm").format(
            k=k, mine=mine, theirs=theirs)
    if m.danger is not None and a.danger is not None and m.distance is None:
        return ngettext("cửa dưới dễ ăn được hơn nước {k}", "cửa dưới dễ ăn được hơn nước {k}", n).format(k=k)
    return _("cùng cách ù với nước {k}, ít lá có ích hơn hay cửa dưới dễ ăn được hơn").format(k=k)
