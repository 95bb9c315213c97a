"""Boards that cannot happen: one reachability check for a claimed ù (pure).

A ``win`` scenario gives a board — the cards in hand, the melds on the mat,
the winning card and where it came from — plus context the board cannot show
by itself (thiên ù, địa ù, phá thiên, the dealt hand). Some of these cannot
come out of any hand played by the rules of seed 001. :func:`check` finds
them, says why in Vietnamese, and hands back the win without the flags the
board contradicts, so the cước those flags would give are not awarded. An
impossible board is not an error (SPEC "Impossible boards"): ``eval``
answers as usual and adds the sentences as ``warnings``.

Two facts every rule leans on (seed 001 §IV, SPEC): during a hand cards only
*leave* the hand (đánh, ăn, chíu, trả cửa put hand cards onto the mat; a card
taken from the mat goes onto the mat, never into the hand), so every card
still in hand was dealt and was in hand at every earlier moment; and an eaten
meld holds one card taken from the mat and one (three for a chíu) from hand.

The rules, each with its id (:data:`RULES`), what it refuses, what is not
awarded, and the seed line it rests on:

1. ``thien_u_melds`` — thiên ù with melds on the mat. Thiên ù is not awarded.
   001 §V.5: "Người có cái (được chia 20 quân) tròn bài, ù luôn thì gọi là
   thiên ù" — nothing has been eaten or chíu'd before the cái's first move.
2. ``thien_u_dia_u`` — thiên ù and địa ù together. Địa ù is not awarded.
   001 §V.6: "Địa Ù: Ù lúc chưa qua cửa chì … có thể ù quân bốc nọc đầu tiên,
   cũng có thể ù khi nọc chưa được bốc phát nào (địa chíu ù)" — địa ù is won
   on a card that came after the deal; thiên ù has no such card (§V.5).
3. ``dia_u_an`` — địa ù with an eaten chắn or cạ on the mat. Địa ù is not
   awarded. 001 §IV: "Ẳn thì chỉ được ăn quân mình vừa Bốc hoặc quân người
   cửa trên vừa Dưới, và phải tới lượt mình thì mới được ăn. Nhưng Chíu thì …
   chưa cần đến lượt vẫn được chíu"; §V.6: "nếu đã qua lượt mình (qua cửa
   chì) mới ù thì chẳng phải địa ù … lúc chưa tới lượt mình, mình lại chíu
   được một phát rồi chờ ù" — an ăn needs one's own turn, so the turn has
   passed; only chíu melds can lie on the mat of an địa ù.
4. ``pha_thien_chan`` — phá thiên while the board shows a chắn in the dealt
   hand: two alike still in hand (thiên khai, a chắn, three alike for a chíu
   ù), a chíu on the mat (three alike were held), an eaten chắn whose kind is
   still in hand or eaten twice (bòn, ù bòn: "Đã có sẵn chắn … tách một quân
   ra để ăn chắn"), or eaten cạ whose hand cards cannot all have been single
   in the deal. Phá thiên is not awarded. 001 §V.4: "Phá thiên: Lên bài không
   có chắn nào"; §IV Chíu: "Mình có 3 quân bài y hệt nhau"; §V.9 (bòn);
   §V.11 (thiên khai: "Trên tay có 4 quân giống nhau").
5. ``dealt_hand_chan`` — phá thiên with a given dealt hand that holds a
   chắn. Phá thiên is not awarded. 001 §V.4 (as above).
6. ``dealt_hand_khop`` — a given dealt hand that cannot be the deal of this
   board: not 19 cards (20 for the cái), or without the cards the board shows
   were dealt (the cards in hand, the hand card of every eaten chắn, three of
   every chíu, one of the two cards of every eaten cạ). The dealt hand is not
   used (no phá thiên read from it). 001 §II: "mỗi người được chia 19 lá bài"
   (the cái's pile is 20); §IV as above.
7. ``an_chan_chiu_duoc`` — an eaten chắn of kind K while two more K are
   still in hand: three K were held when the fourth came, which is a chíu;
   eating it as a chắn is lỗi 2. 001 §IV lỗi 2: "Chíu được nhưng lại ăn
   thường — có 3 quân cửu vạn, bốc được cửu vạn, đáng nhẽ phải chíu thì lại
   chỉ hạ một quân cửu vạn xuống để ăn thường".
8. ``an_ca_loi`` — an eaten cạ that only a lỗi can have made: whichever of
   its two cards was taken from the mat, that card's twin was still in hand
   (lỗi 1, ăn treo tranh: "Ẳn được thành Chắn nhưng lại ăn Cạ") or the hand
   card was one of four alike (lỗi 5, "Lấy 1 quân trong chắn sẵn có để ăn
   cạ") — also when several eaten cạ must all have been eaten with the same
   kind and, with the copies still in hand, that kind was four alike at the
   first of them. 001 §IV lỗi 1, lỗi 5.

Rules 7 and 8 describe boards a real table can see — after a lỗi that makes
the win nghỉ ăn tiền or ù báo — but never after a clean hand; they take no
cước away and only warn. Generators (xướng rounds, drills, lesson checks)
must produce boards for which :func:`check` finds nothing.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from chan_core.cards import KINDS, Hand, gloss_cards
from chan_core.i18n import DEFAULT_LANGUAGE, N_, _, current_language

if TYPE_CHECKING:  # pragma: no cover
    from chan_core.win import WinInput

RULES: dict[str, str] = {
    "thien_u_melds": N_("001 §V.5 (Thiên ù: người có cái được chia 20 quân tròn bài, ù luôn)"),
    "thien_u_dia_u": N_("001 §V.5, §V.6 (địa ù: ù quân bốc nọc đầu tiên hoặc địa chíu ù)"),
    "dia_u_an": N_("001 §IV (Ăn phải tới lượt mình; chíu chưa cần đến lượt), §V.6 (Địa ù)"),
    "pha_thien_chan": N_("001 §V.4 (Phá thiên: lên bài không có chắn nào); §IV (Chíu: có 3 quân y hệt); §V.9 (bòn)"),
    "dealt_hand_chan": N_("001 §V.4 (Phá thiên: lên bài không có chắn nào)"),
    "dealt_hand_khop": N_("001 §II (mỗi người được chia 19 lá, bài cái 20 lá); §IV (quân chỉ rời tay)"),
    "an_chan_chiu_duoc": N_("001 §IV, lỗi 2 (Chíu được nhưng lại ăn thường)"),
    "an_ca_loi": N_("001 §IV, lỗi 1 (Ăn treo tranh) và lỗi 5 (Có chắn cấu cạ)"),
}
"""Rule id → the seed line it rests on (see the module docstring; msgids: :attr:`Problem.source`
gives it in the current language)."""

DEALT_SIZES = (19, 20)


@dataclass(frozen=True)
class Problem:
    """One reason a board cannot happen.

    ``rule``: id in :data:`RULES`; ``message``: a sentence naming the cards and
    what is not awarded (in the language current when :func:`check` ran:
    Vietnamese by default, English under ``language('en')``); ``drops``: what is taken away —
    context flags (``'thien_u'``, ``'dia_u'``, ``'pha_thien'``) and/or
    ``'dealt_hand'``; empty when the problem only warns.
    """

    rule: str
    message: str
    drops: frozenset[str] = frozenset()

    @property
    def source(self) -> str:
        """The seed line of the rule (current language)."""
        return _(RULES[self.rule])


@dataclass(frozen=True)
class Reachability:
    """The verdict of :func:`check`.

    ``problems``: tuple of :class:`Problem` (empty = the board can happen);
    ``win``: the win to judge — the input without the dropped ``dia_u`` /
    ``pha_thien`` flags and without a dropped ``dealt_hand`` (``thien_u``
    stays in the context because it tells how many cards there are: its
    cước is refused through ``blocked``); ``blocked``: every flag not
    awarded (``thien_u`` included).
    """

    problems: tuple[Problem, ...]
    win: "WinInput"
    blocked: frozenset[str] = field(default=frozenset())

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def warnings(self) -> list[str]:
        """The sentences to show beside the input (one per problem)."""
        return [p.message for p in self.problems]


# ------------------------------------------------------------------ helpers
def _dealt_floor(w: "WinInput") -> tuple[list[int], list[tuple]]:
    """What the board shows was dealt: 25 counts (hand + the hand card of each
    eaten chắn + three of each chíu) and the eaten cạ, one of whose two cards
    was dealt (which one is not known)."""
    c = list(w.hand.counts)
    if w.thien_u and w.winning_card is not None:
        c[w.winning_card.index] += 1  # the cái's 20 cards written as 19 + one
    ca = []
    for m in w.melds:
        if m.type == "an_chan":
            c[m.cards[0].index] += 1
        elif m.type == "chiu":
            c[m.cards[0].index] += 3
        else:
            ca.append(m.cards)
    return c, ca


def _fits(floor: list[int], ca: list[tuple], cap: list[int] | tuple[int, ...]) -> bool:
    """Whether one card of each eaten cạ can be put in the deal so that no kind
    goes above ``cap`` (25 counts)."""
    if any(f > m for f, m in zip(floor, cap)):
        return False
    if not ca:
        return True
    for pick in itertools.product((0, 1), repeat=len(ca)):
        c = list(floor)
        ok = True
        for p, pair in zip(pick, ca):
            i = pair[p].index
            c[i] += 1
            if c[i] > cap[i]:
                ok = False
                break
        if ok:
            return True
    return False


def _dealt_chan_reason(w: "WinInput", floor: list[int], ca: list[tuple]) -> str | None:
    """Why the board shows a chắn in the dealt hand (rule 4), or ``None``."""
    for m in w.melds:
        if m.type == "chiu":
            k = m.cards[0]
            return _("đã chíu {card}, tức là lúc chíu trên tay có ba quân {card} (có chắn)").format(card=k.word)
    per_kind: dict = {}
    for m in w.melds:
        if m.type == "an_chan":
            per_kind[m.cards[0]] = per_kind.get(m.cards[0], 0) + 1
    for k, n in per_kind.items():
        if n >= 2:
            return _("ăn hai chắn {card} (ăn bòn) cần có sẵn một chắn {card} trên tay").format(card=k.word)
        if w.hand[k] >= 1:
            return _("đã ăn chắn {card} và trên tay còn {card}: hai quân {card} (một chắn) có trên tay từ lúc "
                     "chia").format(card=k.word)
    for k, n in zip(KINDS, floor):
        if n >= 2:
            have = w.hand[k] + (1 if w.thien_u and w.winning_card == k else 0)
            if have >= 2:
                return _("trên tay còn {n} quân {card}, và quân trên tay đều là quân được chia").format(
                    n=have, card=k.word)
    if ca and not _fits(floor, ca, [1] * len(KINDS)):
        return _("các cạ đã ăn cần thêm quân được chia trùng với quân trên tay (thành chắn)")
    return None


def _dealt_mismatch(w: "WinInput", floor: list[int], ca: list[tuple]) -> str | None:
    """Why ``w.dealt_hand`` cannot be the deal of this board (rule 6), or ``None``."""
    d = w.dealt_hand
    assert d is not None
    n = len(d)
    if n not in DEALT_SIZES:
        return _("bài được chia phải có 19 lá (nhà cái 20 lá), ở đây có {n} lá").format(n=n)
    if w.thien_u and n != 20:
        return _("thiên ù là nhà cái, được chia 20 lá, mà bài được chia ở đây có {n} lá").format(n=n)
    for k, need in zip(KINDS, floor):
        if d.counts[k.index] < need:
            return _("bài được chia chỉ có {n} quân {card}, mà bài ù cho thấy đã được chia ít nhất {need}").format(
                n=d.counts[k.index], card=k.word, need=need)
    if not _fits(floor, ca, d.counts):
        return _("bài được chia không có đủ quân trên tay để ăn các cạ dưới chiếu")
    return None


def _take_fault(hand: Hand, taken, own) -> str | None:
    """Why taking ``taken`` from the mat with ``own`` from hand was surely a lỗi (rule 8), or ``None``."""
    if hand[taken] >= 1:
        return _("nếu ăn {card} thì trên tay đã có {card} để ăn chắn (lỗi 1, ăn treo tranh)").format(card=taken.word)
    if hand[own] == 3:
        return _("nếu lấy {card} ăn thì {card} nằm trong bốn quân giống nhau (lỗi 5, có chắn cấu cạ)").format(
            card=own.word)
    return None


def _an_ca_faults(w: "WinInput") -> list[str]:
    """Rule 8: the eaten cạ that only a lỗi can have made, one sentence each.

    A cạ is faulty when taking either card was a lỗi. When only one way is
    clean, the hand card of that cạ is known; if the cạ of one kind whose hand
    card is known, plus the copies of that kind still in hand, make four, the
    first of those eats split four alike (lỗi 5)."""
    out = []
    forced: dict = {}
    for m in w.melds:
        if m.type != "an_ca":
            continue
        a, b = m.cards
        fa, fb = _take_fault(w.hand, a, b), _take_fault(w.hand, b, a)
        pair = " – ".join(k.word for k in m.cards)
        if fa and fb:
            out.append(_("Cạ đã ăn {pair} chỉ có được khi phạm lỗi: {first}; {second} (001 §IV).").format(
                pair=pair, first=fa, second=fb))
        elif fa:
            forced.setdefault(a, []).append(pair)
        elif fb:
            forced.setdefault(b, []).append(pair)
    for k, pairs in forced.items():
        if w.hand[k] + len(pairs) == 4 and len(pairs) >= 1:
            out.append(
                _("Cạ đã ăn {pairs} phải ăn bằng {card} trên tay (lấy quân kia là ăn treo tranh), mà {card} trên tay "
                  "lúc đó có đủ bốn quân: tách chắn ra ăn cạ là lỗi 5 (có chắn cấu cạ, 001 §IV).").format(
                    pairs=", ".join(pairs), card=k.word))
    return out


# ------------------------------------------------------------------ the check
def check(w: "WinInput") -> Reachability:
    """Find every reason the board of ``w`` cannot happen (rules 1–8 of the module doc).

    ``w``: a :class:`chan_core.win.WinInput` whose shape is already checked
    (card counts, source …: :func:`chan_core.win.check_u` does that first).
    Returns :class:`Reachability` — problems with sentences in the current
    language (Vietnamese by default; English with each card read out on its
    first mention), the win to judge without the contradicted flags, the flags
    not awarded.
    Never raises for a well-formed win. Seeds: 001 §II, §IV, §V.4–6, §V.9.
    """
    ctx = w.context
    problems: list[Problem] = []
    thien = "thien_u" in ctx
    if thien and w.melds:
        problems.append(Problem(
            "thien_u_melds",
            _("Thiên ù là nhà cái ù ngay khi lên bài, chưa ăn hay chíu quân nào, mà dưới chiếu đã có {n} bộ: không "
              "tính thiên ù (001 §V.5).").format(n=len(w.melds)),
            frozenset({"thien_u"})))
    if thien and "dia_u" in ctx:
        problems.append(Problem(
            "thien_u_dia_u",
            _("Thiên ù là ù ngay trên 20 lá được chia, không có quân ù; địa ù là ù một quân đến sau khi chia "
              "(quân bốc nọc đầu tiên hoặc địa chíu ù), nên một ván không thể vừa thiên ù vừa địa ù: "
              "không tính địa ù (001 §V.5, §V.6)."),
            frozenset({"dia_u"})))
    eaten = [m for m in w.melds if m.type != "chiu"]
    if "dia_u" in ctx and eaten:
        names = ", ".join(f"{'chắn' if m.type == 'an_chan' else 'cạ'} "
                          f"{' – '.join(k.word for k in m.cards) if m.type == 'an_ca' else m.cards[0].word}"
                          for m in eaten)
        problems.append(Problem(
            "dia_u_an",
            _("Địa ù là ù khi lượt chưa qua cửa chì của mình, mà dưới chiếu có bộ đã ăn ({melds}): phải tới lượt "
              "mình mới được ăn, nên lượt đã qua — trước lượt mình chỉ chíu được. Không tính địa ù (001 §IV, "
              "§V.6).").format(melds=names),
            frozenset({"dia_u"})))
    need_floor = "pha_thien" in ctx or w.dealt_hand is not None
    if need_floor:
        floor, ca = _dealt_floor(w)
        dealt_ok = True
        if w.dealt_hand is not None:
            why = _dealt_mismatch(w, floor, ca)
            if why:
                dealt_ok = False
                problems.append(Problem(
                    "dealt_hand_khop",
                    _("Bài được chia («dealt_hand») không khớp với bài ù: {why}. Không dùng bài được chia này "
                      "(001 §II, §IV).").format(why=why),
                    frozenset({"dealt_hand"})))
        if "pha_thien" in ctx:
            why = _dealt_chan_reason(w, floor, ca)
            if why:
                problems.append(Problem(
                    "pha_thien_chan",
                    _("Phá thiên là lên bài không có chắn nào, nhưng {why}. Không tính phá thiên (001 §V.4).").format(
                        why=why),
                    frozenset({"pha_thien"})))
            elif dealt_ok and w.dealt_hand is not None and max(w.dealt_hand.counts) >= 2:
                k = next(k for k in KINDS if w.dealt_hand.counts[k.index] >= 2)
                problems.append(Problem(
                    "dealt_hand_chan",
                    _("Phá thiên là lên bài không có chắn nào, nhưng bài được chia có {n} quân {card}. Không tính "
                      "phá thiên (001 §V.4).").format(n=w.dealt_hand.counts[k.index], card=k.word),
                    frozenset({"pha_thien"})))
    for m in w.melds:
        if m.type == "an_chan" and w.hand[m.cards[0]] == 2:
            k = m.cards[0]
            problems.append(Problem(
                "an_chan_chiu_duoc",
                _("Đã ăn chắn {card} mà trên tay còn hai quân {card}: lúc quân {card} ấy đến, trên tay có ba quân "
                  "{card}, phải chíu; ăn thường là lỗi 2 (chíu được nhưng lại ăn thường, 001 §IV). Chơi đúng luật "
                  "(không phạm lỗi) thì không ra được bài này.").format(card=k.word)))
    for why in _an_ca_faults(w):
        problems.append(Problem("an_ca_loi", _("{why} Chơi đúng luật (không phạm lỗi) thì không ra được bài "
                                               "này.").format(why=why)))
    if not problems:
        return Reachability((), w, frozenset())
    if current_language() != DEFAULT_LANGUAGE:  # each card read out in English on its first mention
        problems = [replace(p, message=gloss_cards(p.message)) for p in problems]
    drops = frozenset().union(*(p.drops for p in problems))
    new_ctx = frozenset(x for x in ctx if x == "thien_u" or x not in drops)
    new_dealt = None if "dealt_hand" in drops else w.dealt_hand
    w2 = w if (new_ctx == ctx and new_dealt is w.dealt_hand) else replace(w, context=new_ctx, dealt_hand=new_dealt)
    return Reachability(tuple(problems), w2, drops - {"dealt_hand"})


def warnings(w: "WinInput") -> list[str]:
    """The sentences of :func:`check` in the current language (``[]`` when the board can happen)."""
    return check(w).warnings


__all__ = ["RULES", "Problem", "Reachability", "check", "warnings", "DEALT_SIZES"]
