"""The 18 lỗi (seed 001 §IV "Luật đánh bài"), bỏ ù and the false ù, judged on one move.

One small detector per lỗi 0–17 sits in :data:`LOI_DETECTORS` (number →
function); the faults without a number sit in :data:`EXTRA_DETECTORS`
(``bo_u`` bỏ ù, ``u_lao`` ù without a winning hand, ``u_khong_duoc`` ù on a
card that may not be won on, ``u_chi_chi`` ù on chi chi that is not bạch thủ
chi). A detector takes a :class:`Move` (the state before the move + the move)
and returns ``None`` or a phrase naming the cards, in the current language
(:mod:`chan_core.i18n`, issue 15: the Vietnamese phrase is the message id; English
keeps the card words and the names of the lỗi Vietnamese). Names, rules,
examples and penalty classes come from ``rules/loi.yaml``
(:func:`chan_core.rules.load_rules`; rule, example and note in the current language).

Readings where seed 001 is silent or ambiguous (also in ``rules/loi.yaml``):

* Lỗi 0: the taken card lies under the player's own card (``order: duoi``);
  ``order: tren`` is trái vỉ for every ăn (001 says "lúc ăn cạ", 003 says it
  for every eat — the YAML rule follows 003).
* Lỗi 3 "có cạ" means a cạ of the max-chắn layout (001 §IV note: one cửu vạn
  with two or four cửu văn is not a cạ). Eating cửu vạn with the cửu văn of a
  cạ [cửu vạn, cửu văn] is lỗi 1 only (it is 001's own example of lỗi 1).
* Lỗi 4 needs a waiting hand (19 cards with waits); a "quân chờ" is a què or
  ba đầu card of its layout. When the same eat is also lỗi 1 or bỏ ù it is
  reported as those (001 §IV, note to lỗi 4), not as lỗi 4.
* Lỗi 5: with 2 or 4 alike in hand every copy is in a chắn; with 3 alike the
  odd one is free (as the lỗi 3 note reads one card beside a chắn).
* Lỗi 6/15: chíu counts as ăn chắn (001 §IV calls chíu "cách thức ăn đặc biệt").
* Group B: the hand only loses cards during a game, so a card in hand now was in
  hand when an earlier card was declined; declining X with X in hand is "bỏ
  chắn", with a same-number card in hand "bỏ cạ" (001 §IV, example of 6–9).
* Lỗi 9, 13, 14, 16, 17: trả cửa counts as đánh.
* Lỗi 16 follows its name (ăn cạ, then đánh a whole cạ); the order of 001's
  example (đánh cạ, then ăn cạ) is lỗi 10 (``rules/loi.yaml`` note).
* Bỏ ù is reported both when the player passes a card he could ù on (001 §IV
  note to lỗi 4 calls that "phạm lỗi bỏ ù"; 003 "Bỏ ù") and when he later ù
  (001 §VII). The same holds at every moment the player holds 20 cards he may
  lay down as they are (:attr:`chan_core.history.State.held_u_kind`, judged by
  :func:`held_u`): the cái whose 20 dealt cards already make an ù (thiên ù,
  001 §V.5) and who đánh instead, or the player whose chíu completed the hand
  (chíu ù, 001 §V.8) and who trả cửa instead. A ``chiu`` event on a card one
  could ù on is chíu-and-play-on (bỏ ù) — unless the very next event is the ù
  on those 20 cards: that is the chíu ù written in two steps, not a bỏ ù.
* ù on a card that cannot complete the hand, may not be won from its source,
  or is a chi chi not bạch thủ chi is a false ù: class ``u_lao`` (001 §VII
  "Chưa ù mà đã hô ù"; §V.8, §V.18).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from chan_core.cards import CHI_CHI, Hand, Kind, gloss_cards
from chan_core.errors import ChanError, shown
from chan_core.guard import guard
from chan_core.i18n import DEFAULT_LANGUAGE, N_, _, current_language
from chan_core.history import (
    DISCARD_EVENTS, OFFER_EVENTS, Event, Offer, State, apply, check_event, parse_event, start_state,
)
from chan_core.layout import Layout, layout
from chan_core.rules import load_rules
from chan_core.waits import Wait, waits
from chan_core.win import MIN_CHAN, UCheck, WinInput, bach_thu_que, check_u, is_u

PENALTY_ORDER = ("u_lao", "bao", "u_bao", "nghi_an_tien")
"""Penalty classes, worst first (decision: a false ù pays 8 đỏ 2 lèo to every
player; báo pays the winner for the whole làng and ends one's game; ù báo
pays only if one ù; nghỉ ăn tiền only forfeits one's own win)."""

EXTRA_IDS = ("bo_u", "u_lao", "u_khong_duoc", "u_chi_chi")
EXTRA_PENALTY = {"bo_u": "nghi_an_tien", "u_lao": "u_lao", "u_khong_duoc": "u_lao", "u_chi_chi": "u_lao"}
"""Penalty class of each fault without a number (bỏ ù: 001 §VII; the others are a
hô ù without a right to ù, i.e. ù láo, 001 §VII)."""
_EXTRA_NAMES = {
    # bo_u is named by rules/loi.yaml (loi_other); these three are kinds of ù láo.
    # Vietnamese message ids: shown with _() (fault_name).
    "u_lao": N_("Ù láo: chưa ù mà đã hô ù"),
    "u_khong_duoc": N_("Ù quân không được ù (chỉ ù quân bốc từ nọc, trừ chíu ù)"),
    "u_chi_chi": N_("Ù chi chi khi không phải bạch thủ chi"),
}
_EXTRA_SOURCES = {
    "u_lao": {"seed": "001", "section": "VII. ĂN TIỀN, BÁO — Ù láo, ù báo"},
    "u_khong_duoc": {"seed": "001", "section": "IV. ĐÁNH BÀI — Ù; V.8 Chíu ù"},
    "u_chi_chi": {"seed": "001", "section": "V.18 Bạch thủ chi (chú ý)"},
}


def c(k: Kind) -> str:
    """A card inside a sentence, in words: ``'cửu vạn'`` (:attr:`Kind.word`; learners read
    names, not codes — issue 17)."""
    return k.word


# ----------------------------------------------------------------- the move
@dataclass(frozen=True)
class Move:
    """A proposed move and the state it is played from (what detectors read).

    ``offer`` is the origin of the offered card for ``an``/``chiu``/``bo``/``u``
    (``None`` for đánh, trả cửa, bốc).
    """

    state: State
    event: Event
    offer: Offer | None

    @property
    def kind(self) -> str:
        return self.event.event

    @property
    def card(self) -> Kind:
        return self.event.card

    @property
    def with_(self) -> Kind | None:
        return self.event.with_

    @property
    def is_an_ca(self) -> bool:
        return self.event.meld_type == "an_ca"

    @property
    def eats_chan(self) -> bool:
        """ăn chắn or chíu."""
        return self.event.meld_type in ("an_chan", "chiu")

    @property
    def is_discard(self) -> bool:
        return self.kind in DISCARD_EVENTS

    @cached_property
    def lay(self) -> Layout:
        """Max-chắn layout of the hand before the move (001 §III)."""
        return layout(self.state.hand, self.state.melds)

    @cached_property
    def waits(self) -> list[Wait]:
        """What the hand waits on before the move (``[]`` unless 19 cards)."""
        return waits(self.state.hand, self.state.melds)

    @cached_property
    def u_possible(self) -> bool:
        """The player could ù on the offered card (source rules included)."""
        if self.offer is None or self.state.size != 19:
            return False
        counts = list(self.state.hand.counts)  # fast shape test first: most cards complete nothing
        counts[self.offer.card.index] += 1
        if not is_u(tuple(counts), sum(m.n_chan for m in self.state.melds)):
            return False
        return u_check(self.state, self.offer) is None

    @cached_property
    def held(self) -> UCheck | None:
        """The ù on the 20 cards held before the move (:func:`held_u`), or ``None``."""
        return held_u(self.state)

    @property
    def on_held(self) -> bool:
        """The move is an ù on the 20 cards held (thiên ù, chíu ù right after the chíu)."""
        return self.kind == "u" and self.state.held_u_card(self.card)


def held_u(state: State) -> UCheck | None:
    """The ù on the 20 cards the player holds at a moment of
    :attr:`~chan_core.history.State.held_u_kind`, judged by
    :func:`chan_core.win.check_u` (``.valid``, ``.chan``, ``.ca``, ``.reason``);
    ``None`` at any other moment.

    ``thien_u``: the 20 dealt cards as a thiên ù (001 §V.5). ``chiu_u``: the
    win on the chíu'd card from the hand before the chíu (001 §V.8; any
    source). Never raises: a board check_u refuses gives ``None``.
    """
    kind = state.held_u_kind
    if kind == "thien_u":
        win = WinInput(hand=state.hand, context=frozenset({"thien_u"}))
    elif kind == "chiu_u":
        k = state.events[-1].card
        off = state.last_offer or Offer(k, "danh", "tren")
        win = WinInput(hand=state.hand + Hand([k, k, k]), melds=state.melds[:-1], winning_card=k,
                       source=off.source, drawn_by=off.drawn_by)
    else:
        return None
    try:
        return check_u(win)
    except ChanError:
        return None


def u_check(state: State, offer: Offer) -> list[tuple[str, str]] | None:
    """``None`` if ù on ``offer.card`` is allowed from ``state``, else ``[(extra_id, reason), …]``.

    Uses :func:`chan_core.win.check_u` (seed 001 §IV Ù, §V.8, §V.18).
    """
    k = offer.card
    if state.finished:
        return [("u_lao", _("ván đã kết thúc"))]
    if state.size != 19:
        return [("u_lao", _("trên tay và dưới chiếu đang có {n} lá, phải đúng 19 lá mới chờ ù").format(n=state.size))]
    try:
        chk = check_u(WinInput(hand=state.hand, melds=state.melds, winning_card=k,
                               source=offer.source, drawn_by=offer.drawn_by))
    except ChanError as e:
        return [("u_lao", e.message)]
    if chk.valid:
        return None
    lay20 = chk.layout
    if not lay20.complete or lay20.n_chan < MIN_CHAN:
        why = "; ".join(chk.problems) if chk.problems else chk.reason
        return [("u_lao", _("thêm {card}, bài vẫn chưa tròn ({why})").format(card=c(k), why=why))]
    out = []
    if k == CHI_CHI and bach_thu_que(layout(state.hand, state.melds)) != CHI_CHI:
        out.append(("u_chi_chi", _("{card} chỉ được ù khi chờ bạch thủ chi (5 chắn, 4 cạ, què chi chi)").format(
            card=c(k))))
    if offer.source != "boc" and state.hand[k] != 3:
        out.append(("u_khong_duoc", _("{card} là quân {offer}, không phải quân bốc từ nọc, và không phải chíu ù")
                    .format(card=c(k), offer=offer.describe())))
    return out or [("u_lao", chk.reason)]


# ----------------------------------------------------------------- registry
Detector = Callable[[Move], "str | None"]
LOI_DETECTORS: dict[int, Detector] = {}
EXTRA_DETECTORS: dict[str, Callable[[Move], "list[str]"]] = {}


def detector(number: int) -> Callable[[Detector], Detector]:
    """Register the detector of lỗi ``number`` (0–17)."""
    def deco(fn: Detector) -> Detector:
        LOI_DETECTORS[number] = fn
        return fn
    return deco


def _ca_rank_melds(m: Move, rank: int) -> list:
    return [x for x in m.state.ca_melds if x.cards[0].rank == rank]


def _meld_text(meld) -> str:
    return " – ".join(c(k) for k in meld.cards)


# -- 0: trái vỉ
@detector(0)
def _loi0(m: Move) -> str | None:
    if m.kind == "an" and m.event.order == "tren":
        return _("bạn đặt {card} (quân ăn được) lên trên {with_card} (quân trên tay)").format(
            card=c(m.card), with_card=c(m.with_))
    return None


# -- A: bài trên tay
@detector(1)
def _loi1(m: Move) -> str | None:
    if m.is_an_ca and m.state.hand[m.card] >= 1:
        return _("trên tay có {card} để ăn chắn mà bạn lại lấy {with_card} ăn cạ {card}").format(
            card=c(m.card), with_card=c(m.with_))
    return None


@detector(2)
def _loi2(m: Move) -> str | None:
    if m.kind == "an" and m.state.hand[m.card] == 3:
        return _("trên tay có 3 lá {card}, chíu được mà bạn lại ăn thường {card}").format(card=c(m.card))
    return None


@detector(3)
def _loi3(m: Move) -> str | None:
    if not m.is_an_ca:
        return None
    for a, b in m.lay.ca:
        if m.with_ in (a, b) and m.card not in (a, b):
            # (if the cạ holds the offered card's twin, the eat re-forms it: treo tranh, lỗi 1's example)
            return _("{with_card} nằm trong cạ sẵn có [{a}, {b}] mà bạn lấy nó ăn cạ {card}").format(
                with_card=c(m.with_), a=c(a), b=c(b), card=c(m.card))
    return None


@detector(4)
def _loi4(m: Move) -> str | None:
    if not m.is_an_ca or not m.waits:
        return None
    if _loi1(m) or m.u_possible:
        return None  # 001 §IV note to lỗi 4: that eat is treo tranh / bỏ ù instead
    waiting_cards = list(m.lay.que) + [k for t in m.lay.ba_dau for k in t]
    if m.with_ in waiting_cards:
        ws = _(" hoặc ").join(c(w.kind) for w in m.waits)
        return _("bài đang chờ ù {waits} mà bạn lấy quân chờ {with_card} ăn cạ {card}").format(
            waits=ws, with_card=c(m.with_), card=c(m.card))
    return None


@detector(5)
def _loi5(m: Move) -> str | None:
    if m.is_an_ca and m.state.hand[m.with_] in (2, 4):
        return _("{with_card} nằm trong chắn sẵn có mà bạn tách nó ra ăn cạ {card}").format(
            with_card=c(m.with_), card=c(m.card))
    return None


# -- B: quân đã bỏ không ăn
@detector(6)
def _loi6(m: Move) -> str | None:
    if m.eats_chan and m.card in m.state.declined:
        if m.kind == "chiu":
            return _("trước đã bỏ không ăn {card}, giờ lại chíu {card}").format(card=c(m.card))
        return _("trước đã bỏ không ăn {card}, giờ lại ăn chắn {card}").format(card=c(m.card))
    return None


@detector(7)
def _loi7(m: Move) -> str | None:
    if m.is_an_ca and m.with_ in m.state.declined:
        return _("trước đã bỏ không ăn chắn {with_card}, giờ lại lấy {with_card} ăn cạ {card}").format(
            with_card=c(m.with_), card=c(m.card))
    return None


@detector(8)
def _loi8(m: Move) -> str | None:
    if not m.is_an_ca:
        return None
    for d in m.state.declined:
        if d.rank == m.with_.rank and d != m.with_:
            return _("trước đã bỏ không ăn cạ {declined} (có {with_card} trên tay), giờ lại lấy {with_card} "
                     "ăn cạ {card}").format(declined=c(d), with_card=c(m.with_), card=c(m.card))
    return None


@detector(9)
def _loi9(m: Move) -> str | None:
    if m.is_discard and m.card in m.state.declined:
        return _("trước đã bỏ không ăn {card}, giờ lại đánh {card} đi").format(card=c(m.card))
    return None


# -- C: quân đã đánh
def _discarded_ca(state: State) -> tuple[Kind, Kind] | None:
    ds = state.discards
    for i, a in enumerate(ds):
        for b in ds[i + 1:]:
            if a.rank == b.rank and a != b:
                return a, b
    return None


@detector(10)
def _loi10(m: Move) -> str | None:
    if not m.is_an_ca:
        return None
    pair = _discarded_ca(m.state)
    if pair:
        return _("đã đánh cả cạ [{a}, {b}] mà giờ lại lấy {with_card} ăn cạ {card}").format(
            a=c(pair[0]), b=c(pair[1]), with_card=c(m.with_), card=c(m.card))
    return None


@detector(11)
def _loi11(m: Move) -> str | None:
    if not m.is_an_ca:
        return None
    for d in m.state.discards:
        if d.rank == m.with_.rank:
            return _("đã đánh {discarded}, giờ lại dùng {with_card} cùng hàng để ăn cạ {card}").format(
                discarded=c(d), with_card=c(m.with_), card=c(m.card))
    return None


@detector(12)
def _loi12(m: Move) -> str | None:
    if m.event.meld_type and m.card in m.state.discards:
        return _("đã đánh {card} đi, giờ lại ăn {card}").format(card=c(m.card))
    return None


@detector(13)
def _loi13(m: Move) -> str | None:
    if m.is_discard and m.card in m.state.discards:
        return _("đã đánh {card}, giờ lại đánh thêm một {card} nữa (đánh cả đôi chắn)").format(card=c(m.card))
    return None


# -- D: quân đã ăn
@detector(14)
def _loi14(m: Move) -> str | None:
    if m.is_discard and m.card in m.state.taken:
        return _("đã ăn {card}, giờ lại đánh {card} đi").format(card=c(m.card))
    return None


@detector(15)
def _loi15(m: Move) -> str | None:
    if not m.eats_chan:
        return None
    ms = _ca_rank_melds(m, m.card.rank)
    if ms:
        if m.kind == "chiu":
            return _("đã ăn cạ {meld}, giờ lại chíu {card} cùng hàng").format(meld=_meld_text(ms[0]), card=c(m.card))
        return _("đã ăn cạ {meld}, giờ lại ăn chắn {card} cùng hàng").format(meld=_meld_text(ms[0]), card=c(m.card))
    return None


@detector(16)
def _loi16(m: Move) -> str | None:
    if not m.is_discard or not m.state.ca_melds:
        return None
    for d in m.state.discards:
        if d.rank == m.card.rank and d != m.card:
            return _("đã ăn cạ {meld}, giờ lại đánh {card} sau khi đã đánh {discarded} — đánh cả một cạ").format(
                meld=_meld_text(m.state.ca_melds[0]), card=c(m.card), discarded=c(d))
    return None


@detector(17)
def _loi17(m: Move) -> str | None:
    if not m.is_discard:
        return None
    ms = _ca_rank_melds(m, m.card.rank)
    if ms:
        return _("đã ăn cạ {meld}, giờ lại đánh {card} cùng hàng").format(meld=_meld_text(ms[0]), card=c(m.card))
    return None


# -- faults without a number
def _bo_u(m: Move) -> list[str]:
    held = m.held
    if held is not None and held.valid and m.kind != "u":
        if m.state.held_u_kind == "thien_u":
            return [_("20 lá nhà cái được chia đã tròn bài ({chan} chắn, {ca} cạ), thiên ù được mà bạn lại {move}")
                    .format(chan=held.chan, ca=held.ca, move=m.event.describe())]
        return [_("20 lá sau khi chíu {card} đã tròn bài ({chan} chắn, {ca} cạ), chíu ù được mà bạn lại {move}")
                .format(card=c(m.state.events[-1].card), chan=held.chan, ca=held.ca, move=m.event.describe())]
    if m.kind in ("an", "chiu", "bo") and m.u_possible:
        return [_("{card} ({offer}) ù được mà bạn lại {move}").format(
            card=c(m.card), offer=m.offer.describe(), move=m.event.describe())]
    return []


def _u_faults(m: Move) -> list[tuple[str, str]]:
    if m.kind != "u":
        return []
    if m.on_held:
        held = m.held
        if held is not None and held.valid:
            return []
        why = "; ".join(held.problems) if held is not None and held.problems else _("bài chưa tròn")
        return [("u_lao", _("20 lá đang giữ chưa ù được ({why})").format(why=why))]
    return u_check(m.state, m.offer) or []


def _u_fault(fault_id: str) -> Callable[[Move], list[str]]:
    """Detector of one kind of false ù (``u_lao``, ``u_khong_duoc``, ``u_chi_chi``)."""
    def detect(m: Move) -> list[str]:
        return [reason for i, reason in _u_faults(m) if i == fault_id]
    return detect


EXTRA_DETECTORS["bo_u"] = _bo_u
for _x in ("u_lao", "u_khong_duoc", "u_chi_chi"):
    EXTRA_DETECTORS[_x] = _u_fault(_x)


# ----------------------------------------------------------------- verdicts
@dataclass(frozen=True)
class Finding:
    """One fault of a move: ``code`` (lỗi number 0–17 or an :data:`EXTRA_IDS` id),
    ``detail`` (names the cards, in the language current when the move was judged),
    ``penalty`` (class id)."""

    code: int | str
    detail: str
    penalty: str

    @property
    def is_loi(self) -> bool:
        return isinstance(self.code, int)

    @property
    def name(self) -> str:
        """The fault's name from ``rules/loi.yaml`` (or :data:`_EXTRA_NAMES`)."""
        return fault_name(self.code)

    @property
    def explanation(self) -> str:
        """One sentence in the current language: fault, cards, penalty class
        (``'Lỗi 1 «Ăn treo tranh»: … — hình phạt: Nghỉ ăn tiền.'``; English glosses each
        card on first mention, :func:`chan_core.cards.gloss_cards`, and the penalty class with
        its ``gloss_en`` from ``rules/loi.yaml``)."""
        pen = penalty_name(self.penalty)
        gloss = load_rules().penalty_class(self.penalty).gloss_en if self.penalty else ""
        if pen and gloss and current_language() != DEFAULT_LANGUAGE:
            pen = _("{penalty} ({gloss})").format(penalty=pen, gloss=gloss)  # a reader of English learns the word
        if self.is_loi:
            text = _("Lỗi {number} «{name}»: {detail} — hình phạt: {penalty}.").format(
                number=self.code, name=self.name, detail=self.detail, penalty=pen)
        else:
            text = _("«{name}»: {detail} — hình phạt: {penalty}.").format(name=self.name, detail=self.detail,
                                                                          penalty=pen)
        return gloss_cards(text)


def _loi(number: int):
    """The lỗi numbered ``number`` (rules/loi.yaml); :class:`ChanError` (field ``loi``, current
    language) when there is none."""
    for x in load_rules().loi:
        if x.number == number:
            return x
    raise ChanError(_("Không có lỗi số {number} (chỉ có 0–17)").format(number=shown(number)), field="loi")


@guard
def fault_name(code: int | str) -> str:
    """Name of lỗi ``code`` (int) or of an extra fault (``'bo_u'`` …). The names in
    ``rules/loi.yaml`` are the game's words, the same in every language; the three kinds of
    ù láo (:data:`_EXTRA_NAMES`) are described in the current language."""
    r = load_rules()
    if isinstance(code, int):
        return _loi(code).name
    for o in r.loi_other:
        if o.id == code:
            return o.name
    if code not in _EXTRA_NAMES:
        raise ChanError(_("Không có lỗi «{code}» (lỗi 0–17 hoặc {extras}).").format(
            code=shown(code), extras=", ".join(_EXTRA_NAMES)), field="code")
    return _(_EXTRA_NAMES[code])


@guard
def fault_info(code: int | str) -> dict:
    """``{name, rule, example, note, penalty, source}`` of a fault (rules/loi.yaml): ``rule``,
    ``example`` and ``note`` in the current language (their English twins ``*_en``), ``name``
    as :func:`fault_name`."""
    r = load_rules()
    if isinstance(code, int):
        x = _loi(code)
        return {"name": x.name, "rule": x.tr("rule"), "example": x.tr("example"), "note": x.tr("note"),
                "penalty": x.penalty, "source": x.source.model_dump()}
    for o in r.loi_other:
        if o.id == code:
            return {"name": o.name, "rule": o.tr("rule"), "example": "", "note": o.tr("note"),
                    "penalty": o.penalty, "source": o.source.model_dump()}
    if code not in EXTRA_PENALTY:
        raise ChanError(_("Không có lỗi «{code}» (lỗi 0–17 hoặc {extras}).").format(
            code=shown(code), extras=", ".join(EXTRA_PENALTY)), field="code")
    pc = r.penalty_class(EXTRA_PENALTY[code])
    return {"name": _(_EXTRA_NAMES[code]), "rule": pc.tr("description"), "example": "", "note": "",
            "penalty": EXTRA_PENALTY[code], "source": _EXTRA_SOURCES[code]}


@guard
def penalty_of(code: int | str) -> str:
    """Penalty class id of a fault (YAML for lỗi and bỏ ù)."""
    return fault_info(code)["penalty"]


@guard
def penalty_name(pid: str | None) -> str:
    """Vietnamese name of a penalty class (``'Báo'``), ``''`` for ``None``."""
    return load_rules().penalty_class(pid).name if pid else ""


@guard
def worst_penalty(classes: Iterable[str | None]) -> str | None:
    """The worst of some penalty classes by :data:`PENALTY_ORDER`, ``None`` if none."""
    cs = {x for x in classes if x}
    for p in PENALTY_ORDER:
        if p in cs:
            return p
    return None


@dataclass(frozen=True)
class Verdict:
    """What one move commits: ``findings`` in lỗi-number order, then extras."""

    event: Event
    findings: tuple[Finding, ...] = ()

    @property
    def violations(self) -> list[int]:
        """The lỗi numbers (0–17) committed."""
        return [f.code for f in self.findings if f.is_loi]

    @property
    def extras(self) -> list[str]:
        """Faults without a number (:data:`EXTRA_IDS`)."""
        return [f.code for f in self.findings if not f.is_loi]

    @property
    def penalty(self) -> str | None:
        """The worst penalty class of the findings."""
        return worst_penalty(f.penalty for f in self.findings)

    @property
    def explanations(self) -> list[str]:
        return [f.explanation for f in self.findings]

    @property
    def clean(self) -> bool:
        return not self.findings


@guard
def judge(state: State, event: Event | Mapping) -> Verdict:
    """Every fault ``event`` commits when played from ``state`` (seed 001 §IV, §VII).

    Raises :class:`ChanError` if the move is impossible (see
    :func:`chan_core.history.check_event`). Bỏ ù *after the fact* (ù after
    having passed an ù) needs the history: see :func:`judge_history`.
    """
    ev = parse_event(event)
    check_event(state, ev)
    m = Move(state, ev, state.offer(ev) if ev.event in OFFER_EVENTS else None)
    found: list[Finding] = []
    for n in sorted(LOI_DETECTORS):
        d = LOI_DETECTORS[n](m)
        if d:
            found.append(Finding(n, d, penalty_of(n)))
    for x in EXTRA_IDS:
        for d in EXTRA_DETECTORS[x](m):
            found.append(Finding(x, d, EXTRA_PENALTY[x]))
    return Verdict(ev, tuple(found))


@dataclass(frozen=True)
class ActionResult:
    """A judged action after a history.

    ``state``: the state before the action; ``steps``: the verdict of every
    history event (in order); ``verdict``: the action's own faults; for an
    ``u`` action, ``penalty`` also counts the earlier faults the làng finds when
    the player lays his hand down (001 §VII): a nghỉ-ăn-tiền fault →
    ``nghi_an_tien``; any other lỗi → ``u_bao`` (ù báo; 002 §VI.2, and "đã bị
    báo mà vẫn ù" in rules/loi.yaml); a passed ù → bỏ ù.
    """

    state: State
    steps: tuple[Verdict, ...]
    verdict: Verdict
    extra_findings: tuple[Finding, ...] = field(default=())

    @property
    def findings(self) -> tuple[Finding, ...]:
        return self.verdict.findings + self.extra_findings

    @property
    def violations(self) -> list[int]:
        return self.verdict.violations

    @property
    def extras(self) -> list[str]:
        return self.verdict.extras + [f.code for f in self.extra_findings if f.code not in self.verdict.extras]

    @property
    def earlier(self) -> list[Finding]:
        """Faults committed by the history events."""
        return [f for v in self.steps for f in v.findings]

    @property
    def penalty(self) -> str | None:
        own = [f.penalty for f in self.findings]
        if self.verdict.event.event == "u" and not self.verdict.extras:
            for f in self.earlier:
                own.append("nghi_an_tien" if f.penalty == "nghi_an_tien" else "u_bao")
        return worst_penalty(own)

    @property
    def explanations(self) -> list[str]:
        return [f.explanation for f in self.findings]


@guard
def judge_history(hand: Hand | str | Iterable[Kind], history: Iterable[Event | Mapping], action: Event | Mapping
                  ) -> ActionResult:
    """Replay ``history`` from ``hand`` judging every event, then judge ``action``.

    Raises :class:`ChanError` with ``field`` ``hand``, ``history[i].…`` or
    ``action.…``. Seed 001 §IV, §VII.
    """
    try:
        st = start_state(hand)
    except ChanError as e:
        raise e.with_context(field="hand") from None
    steps: list[Verdict] = []
    for i, raw in enumerate(history):
        try:
            v = judge(st, raw)
            st = apply(st, v.event)
        except ChanError as e:
            raise e.with_context(field=f"history[{i}]") from None
        steps.append(v)
    try:
        verdict = judge(st, action)
    except ChanError as e:
        raise e.with_context(field="action") from None
    extra: list[Finding] = []
    if (verdict.event.event == "u" and not verdict.extras and steps and st.held_u_kind == "chiu_u"
            and st.held_u_card(verdict.event.card)):
        # chíu, then ù on those 20 cards = chíu ù "ù luôn" (001 §V.8): the chíu passed no ù.
        steps[-1] = Verdict(steps[-1].event, tuple(f for f in steps[-1].findings if f.code != "bo_u"))
    if verdict.event.event == "u" and not verdict.extras:
        passed = [f for v in steps for f in v.findings if f.code == "bo_u"]
        if passed:
            extra.append(Finding("bo_u", _("trước đó {detail}, giờ mới ù {card}").format(
                detail=passed[0].detail, card=c(verdict.event.card)), EXTRA_PENALTY["bo_u"]))
    return ActionResult(st, tuple(steps), verdict, tuple(extra))


__all__ = [
    "PENALTY_ORDER", "EXTRA_IDS", "EXTRA_PENALTY", "LOI_DETECTORS", "EXTRA_DETECTORS", "detector",
    "Move", "Finding", "Verdict", "ActionResult", "judge", "judge_history", "u_check", "held_u",
    "fault_name", "fault_info", "penalty_of", "penalty_name", "worst_penalty", "c",
]
