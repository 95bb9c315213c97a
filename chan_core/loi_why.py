"""Why a move does NOT commit a given lỗi — one explainer beside each detector of :mod:`chan_core.loi`.

:func:`why_not` answers "why is this not lỗi N here?" in one Vietnamese
sentence that names the condition failing in *this* position, with the
cards in words (:attr:`~chan_core.cards.Kind.word`, never codes), and above
all the exception that applies — e.g. one cửu vạn with two cửu văn eats
cửu sách: not lỗi 3, because the two cửu văn are a chắn, so the cửu vạn is a
loose card (seed 001 §IV, chú ý of lỗi 3).

Registries, keyed like the detectors: :data:`LOI_WHY_NOT` (0–17, as
:data:`chan_core.loi.LOI_DETECTORS`) and :data:`EXTRA_WHY_NOT` (``bo_u``,
``u_lao``, ``u_khong_duoc``, ``u_chi_chi``, as
:data:`chan_core.loi.EXTRA_DETECTORS`). An explainer takes the
:class:`~chan_core.loi.Move` and returns a clause (lower case, no final
stop); it is only called when the detector found nothing, and it must name
a failed condition: first the kind of move the lỗi is about (:data:`APPLIES`)
— "lỗi này chỉ xét khi ăn cạ; nước của bạn là «đánh cửu vạn»" — then what
this hand and history lack.

Whether the move commits the fault is always decided by the detector
itself, so these texts cannot contradict the verdict of
:func:`chan_core.loi.judge`. Bỏ ù found *after the fact* (an ù after an
earlier passed ù, :func:`chan_core.loi.judge_history`) needs the history and
is not covered here: :func:`why_not` judges one move from one state.

Every sentence is in the current language (:mod:`chan_core.i18n`, issue 15): the
Vietnamese sentence is the message id; English keeps the card words and the lỗi
names Vietnamese and glosses each card on first mention in :func:`why_not`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

from chan_core.cards import CHI_CHI, Kind, gloss_cards, words
from chan_core.errors import ChanError
from chan_core.history import OFFER_EVENTS, Event, State, check_event, parse_event
from chan_core.i18n import N_, _
from chan_core.loi import EXTRA_DETECTORS, LOI_DETECTORS, Move, fault_name

NUMBER_WORDS = {0: N_("không"), 1: N_("một"), 2: N_("hai"), 3: N_("ba"), 4: N_("bốn")}
"""Counts 0–4 in words (Vietnamese message ids: shown with ``_()``)."""

# What kind of move each fault is about (the first condition a why-not checks).
# The phrases are Vietnamese message ids, shown with _().
_AN = ("an", N_("ăn (lấy một quân trên tay ăn quân được mời)"))
_AN_CA = ("an_ca", N_("ăn cạ (lấy một quân cùng số khác chất ăn quân được mời)"))
_EATS_CHAN = ("eats_chan", N_("ăn chắn hoặc chíu"))
_MELD = ("meld", N_("ăn hoặc chíu một quân"))
_DISCARD = ("discard", N_("đánh hoặc trả cửa một quân"))
_NOT_U = ("not_u", N_("không hô ù (ăn, chíu, dưới hay đánh) trong lúc ù được"))
_U = ("u", N_("hô ù"))
APPLIES: dict[int | str, tuple[str, str]] = {
    0: _AN, 1: _AN_CA, 2: _AN, 3: _AN_CA, 4: _AN_CA, 5: _AN_CA,
    6: _EATS_CHAN, 7: _AN_CA, 8: _AN_CA, 9: _DISCARD,
    10: _AN_CA, 11: _AN_CA, 12: _MELD, 13: _DISCARD,
    14: _DISCARD, 15: _EATS_CHAN, 16: _DISCARD, 17: _DISCARD,
    "bo_u": _NOT_U, "u_lao": _U, "u_khong_duoc": _U, "u_chi_chi": _U,
}
"""Fault code → (move class, phrase): the moves the fault is about (seed 001 §IV); the phrase
is a Vietnamese message id (``_(APPLIES[code][1])`` in the current language)."""

Explainer = Callable[[Move], str]
LOI_WHY_NOT: dict[int, Explainer] = {}
EXTRA_WHY_NOT: dict[str, Explainer] = {}


def why(code: int | str) -> Callable[[Explainer], Explainer]:
    """Register the why-not explainer of fault ``code`` (a lỗi number or an extra id)."""
    def deco(fn: Explainer) -> Explainer:
        reg = LOI_WHY_NOT if isinstance(code, int) else EXTRA_WHY_NOT
        if code in reg:
            raise RuntimeError(f"why-not of {code} registered twice")
        reg[code] = fn
        return fn
    return deco


# ----------------------------------------------------------------- helpers
def _move_class(m: Move, cls: str) -> bool:
    if cls == "an":
        return m.kind == "an"
    if cls == "an_ca":
        return m.is_an_ca
    if cls == "eats_chan":
        return m.eats_chan
    if cls == "meld":
        return m.event.meld_type is not None
    if cls == "discard":
        return m.is_discard
    if cls == "not_u":
        return m.kind != "u"
    return m.kind == "u"


def applies(m: Move, code: int | str) -> bool:
    """Whether ``m`` is the kind of move fault ``code`` is about (:data:`APPLIES`)."""
    return _move_class(m, APPLIES[code][0])


def _not_applicable(m: Move, code: int | str) -> str:
    return _("lỗi này chỉ xét khi {moves}; nước của bạn là «{move}»").format(
        moves=_(APPLIES[code][1]), move=m.event.describe())


def _n(n: int, k: Kind) -> str:
    """``'hai cửu văn'``."""
    return f"{_(NUMBER_WORDS[n]) if n in NUMBER_WORDS else str(n)} {k.word}"


def _in_hand(m: Move, k: Kind) -> str:
    n = m.state.hand[k]
    if n == 0:
        return _("trên tay không có {card} nào").format(card=k.word)
    return _("trên tay có {cards}").format(cards=_n(n, k))


def _listed(template: str, cards) -> str:
    """``template`` (a translated ``'; … : {cards}'``) filled with ``cards`` in words; ``''`` for none."""
    cards = list(cards)
    return template.format(cards=words(cards)) if cards else ""


def _group_of(m: Move, k: Kind) -> str:
    """Where ``k`` lies in the max-chắn layout of the hand (001 §III), as a predicate:
    ``'nằm trong chắn cửu vạn'``, ``'là quân lẻ (què)'``."""
    lay = m.lay
    if k in lay.chan:
        return _("nằm trong chắn {card}").format(card=k.word)
    for a, b in lay.ca:
        if k in (a, b):
            return _("nằm trong cạ {a} – {b}").format(a=a.word, b=b.word)
    for t in lay.ba_dau:
        if k in t:
            return _("nằm trong ba đầu {cards} (ba đầu không phải cạ)").format(cards=" – ".join(x.word for x in t))
    return _("là quân lẻ (què)")


def _same_rank_chan(m: Move, k: Kind) -> list[Kind]:
    """Other kinds of ``k``'s number held as a chắn (2 or 4 alike) in hand, in kind order (not
    a set's order: the same position always gets the same sentence)."""
    return [x for x in sorted(set(m.state.hand), key=lambda x: x.index)
            if x.rank == k.rank and x != k and m.state.hand[x] in (2, 4)]


# ----------------------------------------------------------------- lỗi 0–17
@why(0)
def _why0(m: Move) -> str:
    return _("bạn đặt {card} (quân ăn được) ở dưới, {with_card} (quân trên tay) lên trên: đúng cách, không trái vỉ"
             ).format(card=m.card.word, with_card=m.with_.word)


@why(1)
def _why1(m: Move) -> str:
    return _("{in_hand}, nên không ăn chắn {card} được; lấy {with_card} ăn cạ là đúng, không phải treo tranh"
             ).format(in_hand=_in_hand(m, m.card), card=m.card.word, with_card=m.with_.word)


@why(2)
def _why2(m: Move) -> str:
    return _("{in_hand}, cần đủ ba quân giống hệt mới chíu được, nên ăn thường không phạm lỗi").format(
        in_hand=_in_hand(m, m.card))


@why(3)
def _why3(m: Move) -> str:
    w, k = m.with_, m.card
    for a, b in m.lay.ca:
        if w in (a, b) and k in (a, b):
            return _("cạ {a} – {b} trên tay có sẵn {card}: lấy quân của cạ ấy ăn cạ {card} là ăn treo tranh "
                     "(lỗi 1), không tính là ăn chọn cạ").format(a=a.word, b=b.word, card=k.word)
    chans = _same_rank_chan(m, w)
    if chans and m.state.hand[w] % 2 == 1:
        x = chans[0]
        return _("{cards} trên tay là chắn, nên {with_card} không thành cạ với chúng mà là quân lẻ; lấy quân lẻ "
                 "ấy ăn cạ {card} thì không phải ăn chọn cạ").format(
            cards=_n(m.state.hand[x], x), with_card=w.word, card=k.word)
    if LOI_DETECTORS[5](m):
        return _("theo cách xếp bài (nhiều chắn nhất), {with_card} {where}, không nằm trong cạ nào sẵn có — lấy "
                 "quân trong chắn ra ăn cạ là lỗi 5 «Chắn cấu cạ», không phải lỗi 3").format(
            with_card=w.word, where=_group_of(m, w))
    return _("theo cách xếp bài (nhiều chắn nhất), {with_card} {where}, không nằm trong cạ nào sẵn có").format(
        with_card=w.word, where=_group_of(m, w))


@why(4)
def _why4(m: Move) -> str:
    w, k = m.with_, m.card
    if not m.waits:
        from chan_core.waits import no_wait_reason

        detail = no_wait_reason(m.state.hand, m.state.melds)
        if detail:
            return _("bài chưa chờ ù quân nào ({why}), nên {with_card} không phải «quân chờ»").format(
                why=detail, with_card=w.word)
        return _("bài chưa chờ ù quân nào, nên {with_card} không phải «quân chờ»").format(with_card=w.word)
    if LOI_DETECTORS[1](m):
        return _("{in_hand} mà bạn lấy {with_card} ăn cạ: đó là ăn treo tranh (lỗi 1); khi đang chờ ù mà ăn treo "
                 "tranh thì tính lỗi 1, không tính thêm lỗi 4").format(in_hand=_in_hand(m, k), with_card=w.word)
    if m.u_possible:
        return _("{card} ù được: không ù mà ăn là bỏ ù, không tính lỗi 4").format(card=k.word)
    ws = _(" hoặc ").join(x.kind.word for x in m.waits)
    return _("bài đang chờ ù {waits}, nhưng {with_card} {where}, không phải quân chờ, nên lấy nó ăn cạ không "
             "chuyển chờ").format(waits=ws, with_card=w.word, where=_group_of(m, w))


@why(5)
def _why5(m: Move) -> str:
    w = m.with_
    n = m.state.hand[w]
    if n == 3:
        return _("trên tay có ba {with_card}: hai quân là chắn, quân thứ ba lẻ; lấy quân lẻ ấy ăn cạ {card} thì "
                 "không cấu chắn").format(with_card=w.word, card=m.card.word)
    return _("trên tay chỉ có một {with_card}, nó không nằm trong chắn nào").format(with_card=w.word)


def _declined_note(m: Move) -> str:
    if m.state.declined:
        return _listed(_("; các quân bạn đã bỏ không ăn: {cards}"), m.state.declined)
    return _("; bạn chưa bỏ quân nào")


@why(6)
def _why6(m: Move) -> str:
    k = m.card
    cas = [d for d in m.state.declined if d.rank == k.rank and d != k]
    if cas:
        return _("trước đó bạn bỏ không ăn {declined} — đó là bỏ cạ, không phải bỏ chắn {card}; bỏ cạ rồi ăn "
                 "chắn thì được").format(declined=cas[0].word, card=k.word)
    return _("trước đó bạn chưa bỏ không ăn {card} lần nào").format(card=k.word) + _declined_note(m)


@why(7)
def _why7(m: Move) -> str:
    w = m.with_
    return (_("trước đó bạn chưa bỏ không ăn {with_card}, nên {with_card} không phải quân đã bỏ chắn").format(
        with_card=w.word) + _declined_note(m))


@why(8)
def _why8(m: Move) -> str:
    w = m.with_
    return (_("trước đó bạn chưa bỏ không ăn quân nào cùng số với {with_card} (khác {with_card}), nên chưa bỏ "
              "cạ nào của nó").format(with_card=w.word) + _declined_note(m))


@why(9)
def _why9(m: Move) -> str:
    return _("trước đó bạn chưa bỏ không ăn {card}").format(card=m.card.word) + _declined_note(m)


def _discards_note(m: Move) -> str:
    if m.state.discards:
        return _listed(_("; các quân bạn đã đánh: {cards}"), m.state.discards)
    return _("; bạn chưa đánh quân nào")


@why(10)
def _why10(m: Move) -> str:
    return (_("bạn chưa đánh cả một cạ nào (hai quân cùng số khác chất), nên còn được ăn cạ {card}").format(
        card=m.card.word) + _discards_note(m))


@why(11)
def _why11(m: Move) -> str:
    if not m.state.discards:  # one clause, not «… chưa đánh quân nào cùng số …; bạn chưa đánh quân nào»
        return _("bạn chưa đánh quân nào, nên chưa đánh quân nào cùng số với {with_card}").format(
            with_card=m.with_.word)
    return _("bạn chưa đánh quân nào cùng số với {with_card}").format(with_card=m.with_.word) + _discards_note(m)


@why(12)
def _why12(m: Move) -> str:
    if not m.state.discards:
        return _("bạn chưa đánh quân nào, nên chưa đánh {card} lần nào").format(card=m.card.word)
    return _("bạn chưa đánh {card} lần nào").format(card=m.card.word) + _discards_note(m)


@why(13)
def _why13(m: Move) -> str:
    if not m.state.discards:
        return _("bạn chưa đánh quân nào, đây là {card} đầu tiên bạn đánh").format(card=m.card.word)
    return (_("bạn chưa đánh {card} lần nào, đây là {card} đầu tiên bạn đánh").format(card=m.card.word)
            + _discards_note(m))


@why(14)
def _why14(m: Move) -> str:
    taken = m.state.taken
    note = _listed(_("; các quân bạn đã ăn: {cards}"), taken) if taken else _("; bạn chưa ăn quân nào")
    return _("bạn chưa ăn {card}").format(card=m.card.word) + note


def _ca_melds_note(m: Move) -> str:
    ms = m.state.ca_melds
    return "; ".join(" – ".join(k.word for k in x.cards) for x in ms)


@why(15)
def _why15(m: Move) -> str:
    if not m.state.ca_melds:
        return _("bạn chưa ăn cạ nào, nên {move} không vướng cạ đã ăn").format(move=m.event.describe())
    return _("các cạ bạn đã ăn ({melds}) không cùng số với {card}").format(melds=_ca_melds_note(m), card=m.card.word)


@why(16)
def _why16(m: Move) -> str:
    if not m.state.ca_melds:
        return _("bạn chưa ăn cạ nào, nên đánh {card} không vướng cạ đã ăn").format(card=m.card.word)
    if not m.state.discards:  # one true clause (lesson 7 question 4 said both halves)
        return _("bạn chưa đánh quân nào trước {card}, nên đánh {card} không thành đánh cả một cạ").format(
            card=m.card.word)
    return (_("bạn chưa đánh quân nào cùng số với {card} mà khác {card}, nên đánh {card} không thành đánh cả "
              "một cạ").format(card=m.card.word) + _discards_note(m))


@why(17)
def _why17(m: Move) -> str:
    if not m.state.ca_melds:
        return _("bạn chưa ăn cạ nào, nên đánh {card} không vướng cạ đã ăn").format(card=m.card.word)
    return _("các cạ bạn đã ăn ({melds}) không cùng số với {card}").format(melds=_ca_melds_note(m), card=m.card.word)


# ----------------------------------------------------------------- faults without a number
def _with_card(m: Move) -> tuple[bool, str]:
    """Whether the offered card completes the hand (10 bộ, ≥ 6 chắn), and the facts in words:
    ``(True, 'thêm tam vạn bài tròn (7 chắn, 3 cạ)')`` or ``(False, 'thêm … vẫn chưa ù được: còn quân què …')``."""
    from chan_core.win import MIN_CHAN, WinInput, check_u

    k, st = m.card, m.state
    if st.size != 19:
        return False, _("trên tay và dưới chiếu đang có {n} lá, phải đúng 19 lá mới chờ ù").format(n=st.size)
    try:
        chk = check_u(WinInput(hand=st.hand, melds=st.melds, winning_card=k,
                               source=m.offer.source, drawn_by=m.offer.drawn_by))
    except ChanError as e:
        return False, _("thêm {card} không thành bài ù được ({error})").format(card=k.word, error=e.message)
    lay = chk.layout
    if lay.complete and lay.n_chan >= MIN_CHAN:
        return True, _("thêm {card} bài tròn ({chan} chắn, {ca} cạ)").format(card=k.word, chan=lay.n_chan, ca=lay.n_ca)
    return False, _("thêm {card} vẫn chưa ù được: {why}").format(card=k.word, why="; ".join(chk.problems) or chk.reason)


def _held(m: Move):
    return getattr(m, "held", None)


@why("bo_u")
def _why_bo_u(m: Move) -> str:
    held = _held(m)
    if held is not None and not held.valid:
        return _("20 lá đang giữ chưa tròn bài ({why}), nên không có ù nào để bỏ").format(
            why="; ".join(held.problems) or held.reason)
    if m.kind == "u":
        return _("bạn hô ù, không bỏ ù")
    if m.offer is None:
        return _("nước của bạn là «{move}», không có quân nào được mời để ù").format(move=m.event.describe())
    complete, facts = _with_card(m)
    if complete:
        return _("{card} không ù được — {facts}, nhưng {card} là quân {offer}, không được ù — nên không ù nó thì "
                 "không phải bỏ ù").format(card=m.card.word, facts=facts, offer=m.offer.describe())
    return _("{card} không ù được — {facts} — nên không ù nó thì không phải bỏ ù").format(card=m.card.word, facts=facts)


@why("u_lao")
def _why_u_lao(m: Move) -> str:
    held = _held(m)
    if getattr(m, "on_held", False) and held is not None and held.valid:
        return _("20 lá đang giữ đã tròn bài ({chan} chắn, {ca} cạ)").format(chan=held.chan, ca=held.ca)
    _complete, facts = _with_card(m)
    others = [title(x) for x in ("u_khong_duoc", "u_chi_chi") if EXTRA_DETECTORS[x](m)]
    if others:
        return _("{facts}, nên không phải hô ù khi chưa tròn bài; lỗi ở đây là {faults}").format(
            facts=facts, faults=_(" và ").join(others))
    return _("{facts}: ù hợp lệ").format(facts=facts)


@why("u_khong_duoc")
def _why_u_khong_duoc(m: Move) -> str:
    k = m.card
    if getattr(m, "on_held", False):
        return _("bạn ù trên 20 lá đang giữ, không ù quân của ai")
    if m.offer is not None and m.offer.source == "boc":
        return _("{card} là quân {offer} từ nọc: quân bốc từ nọc thì được ù").format(
            card=k.word, offer=m.offer.describe())
    if m.state.hand[k] == 3:
        return _("trên tay có ba {card}: chíu ù thì được ù quân từ bất cứ nguồn nào").format(card=k.word)
    return _("thêm {card} bài chưa tròn, nên lỗi ở đây là ù láo (chưa ù mà hô ù), không xét nguồn quân").format(
        card=k.word)


@why("u_chi_chi")
def _why_u_chi_chi(m: Move) -> str:
    k = m.card
    if getattr(m, "on_held", False):
        return _("bạn ù trên 20 lá đang giữ, không ù quân chi chi được mời")
    if k != CHI_CHI:
        return _("quân ù là {card}, không phải chi chi").format(card=k.word)
    if not EXTRA_DETECTORS["u_lao"](m):
        return _("bài chờ bạch thủ chi (5 chắn, 4 cạ, què một chi chi): được ù chi chi")
    return _("thêm chi chi bài chưa tròn, nên lỗi ở đây là ù láo, không xét luật ù chi chi")


# ----------------------------------------------------------------- public
def move_of(state: State, event: Event | Mapping) -> Move:
    """The :class:`~chan_core.loi.Move` :func:`chan_core.loi.judge` would judge (raises
    :class:`ChanError` like :func:`chan_core.history.check_event`)."""
    ev = parse_event(event)
    check_event(state, ev)
    return Move(state, ev, state.offer(ev) if ev.event in OFFER_EVENTS else None)


def commits(m: Move, code: int | str) -> bool:
    """Whether the detector of ``code`` finds the fault in ``m``."""
    if isinstance(code, int):
        return bool(LOI_DETECTORS[code](m))
    return bool(EXTRA_DETECTORS[code](m))


def _check_code(code: object) -> int | str:
    try:
        known = (isinstance(code, int) and code in LOI_DETECTORS) or code in EXTRA_DETECTORS
    except TypeError:
        known = False
    if isinstance(code, bool) or not known:
        raise ChanError(_("Không có lỗi «{code}»: chỉ có lỗi 0–17 và {extras}.").format(
            code=code, extras=", ".join(EXTRA_DETECTORS)), field="loi")
    return code  # type: ignore[return-value]


def reason_not(state: State, event: Event | Mapping, code: int | str) -> str | None:
    """The bare clause (lower case, no final stop) saying why ``event`` played from
    ``state`` does not commit fault ``code``; ``None`` when it does.

    Raises :class:`ChanError` for an unknown ``code`` or an impossible move.
    Seed 001 §IV (lỗi 0–17 and their notes), §V.8, §V.18, §VII.
    """
    code = _check_code(code)
    m = move_of(state, event)
    if commits(m, code):
        return None
    if not applies(m, code):
        return _not_applicable(m, code)
    fn = LOI_WHY_NOT[code] if isinstance(code, int) else EXTRA_WHY_NOT[code]
    return fn(m)


def title(code: int | str) -> str:
    """``'lỗi 3 «Ăn chọn cạ»'`` or ``'«Bỏ ù»'`` (current language; the names stay Vietnamese)."""
    if isinstance(code, int):
        return _("lỗi {number} «{name}»").format(number=code, name=fault_name(code))
    return f"«{fault_name(code)}»"


def why_not(state: State, event: Event | Mapping, code: int | str) -> str | None:
    """Why ``event`` played from ``state`` does NOT commit fault ``code``, as one sentence.

    ``state``: :class:`~chan_core.history.State` before the move; ``event``:
    an :class:`~chan_core.history.Event` or its dict; ``code``: a lỗi number
    0–17 or an extra id (``bo_u``, ``u_lao``, ``u_khong_duoc``,
    ``u_chi_chi``). Returns ``'Không phạm lỗi 3 «Ăn chọn cạ»: …'`` naming the
    failed condition with the cards in words, or ``None`` when the move does
    commit it — in the current language (English: each card glossed on first
    mention). Raises :class:`ChanError` for an unknown code or an impossible
    move. Seed 001 §IV, §VII.
    """
    r = reason_not(state, event, code)
    if r is None:
        return None
    if isinstance(code, int):
        text = _("Không phạm lỗi {number} «{name}»: {reason}.").format(number=code, name=fault_name(code), reason=r)
    else:
        text = _("Không phạm «{name}»: {reason}.").format(name=fault_name(code), reason=r)
    return gloss_cards(text)


def checklist(state: State, event: Event | Mapping, codes=None) -> list[str]:
    """:func:`why_not` of every fault ``event`` does not commit among ``codes``
    (default: the lỗi 0–17 and extras whose kind of move it is, :data:`APPLIES`),
    in lỗi-number order then extras."""
    m = move_of(state, event)
    if codes is None:
        codes = [c for c in [*sorted(LOI_DETECTORS), *EXTRA_DETECTORS] if c in APPLIES and applies(m, c)]
    out = []
    for c in codes:
        s = why_not(state, m.event, c)
        if s:
            out.append(s)
    return out


__all__ = ["APPLIES", "LOI_WHY_NOT", "EXTRA_WHY_NOT", "why", "applies", "move_of", "commits",
           "reason_not", "why_not", "title", "checklist"]
