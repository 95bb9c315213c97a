"""Which cước can come together in one win: the pair table and the search that builds it.

The score calculator takes any set of cước (``{id: count}``), but a real win
cannot have some of them together — bạch định is all black, so it never has
tám đỏ, lèo or kính tứ chi; a thiên ù has no winning card, so no chì … These
exclusions are not written by hand: :func:`search` looks, for a set of cước
with counts, for one **reachable** 20-card board (a valid ù that
:func:`chan_core.reachability.check` accepts) whose detected cước
(:func:`chan_core.cuoc.detect`) have exactly those counts. Every single cước
at every count up to its ``max_count``, and every pair of them, is searched
(:func:`grid`); what no board has is refused, with a reason in words
(:func:`explain`).

The result is data, ``rules/cuoc_pairs.yaml`` (rebuilt by
``tools/build_cuoc_pairs.py``; ``tests/test_cuoc_pairs.py`` checks that the
data equals what the search finds and replays a witness board for every
combination that is possible): per variant, the *smallest* impossible
combinations — ``{bach_dinh: 1, tam_do: 1}``, ``{tam_do: 1, leo: 3}`` — each
with its reason. A set of cước is refused when, for some entry, it holds every
cước of the entry at least that many times (:func:`refusal`); the pages
(:func:`chan_core.scoring.check_cuoc`) and the xướng grader use it.

Pairs already refused by their own rule are not searched: xuông with another
cước (001 §V.1), bạch thủ with bạch thủ chi (001 §V.18), a hoa/cá/nhà cước with
the chì or bạch thủ it replaces (001 §V chú ý).

The search is a randomized builder biased by the wanted cước (which kinds to
use, which cards go on the mat, which is the winning card, the context); the
engine alone decides what the board has, so nothing here decides a cước.
Seeds: 001 §IV–§V; 003 (sanhrong has no hoa/cá/nhà).
"""
from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from chan_core.cards import BY_CODE, CHI_CHI, KINDS, KINDS_OF_RANK, Hand, Kind
from chan_core.errors import ChanError
from chan_core.melds import Meld
from chan_core.options import Options, make_options
from chan_core.win import WinInput, check_u

RED = frozenset(k.code for k in KINDS if k.red)
LEO = ("9V", "8S", "CC")
TOM = ("3V", "3S", "7N")
PICTURES = {  # winning card, where the picture cards lie, which cards (001 §V.20–25)
    "hoa_roi_cua_phat": ("2V", "mat", ("5V",)),
    "tieu_dong_hai_hoa": ("2V", "mat", ("8N",)),
    "ca_loi_san_dinh": ("8V", "mat", ("5V",)),
    "ca_nhay_dau_thuyen": ("8V", "mat", ("5S",)),
    "ngu_ong_bat_ca": ("8V", "hand", ("CC", "5S")),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": ("2V", "hand", ("5V", "4V")),
}
BACH_THU_LIKE = frozenset({"bach_thu", "bach_thu_chi", *PICTURES})
_SUITED = tuple(k for k in KINDS if k.suit is not None)
DEFAULT_TRIES = 4000


# ------------------------------------------------------------------ combinations
Combo = tuple[tuple[str, int], ...]
"""A set of cước with counts, sorted by id: ``(('leo', 3), ('tam_do', 1))``."""


def combo(cuoc: Mapping[str, int]) -> Combo:
    """The :data:`Combo` of ``{id: count}`` (zero counts dropped)."""
    return tuple(sorted((k, int(v)) for k, v in cuoc.items() if v))


@functools.lru_cache(maxsize=8)
def _info(variant: str) -> tuple[dict[str, int], frozenset[tuple[str, str]]]:
    """(id → max count of the cước the variant has, pairs refused by their own rule)."""
    from chan_core.rules import load_rules

    rules = load_rules()
    have = set(rules.variant(variant).points)
    cuoc = [c for c in rules.cuoc if c.id in have]
    maxc = {c.id: (c.max_count if c.countable else 1) for c in cuoc}
    own = set()
    for c in cuoc:
        for r in c.replaces:
            own.add(tuple(sorted((c.id, r))))
        if c.id != "xuong":
            own.add(tuple(sorted((c.id, "xuong"))))
    own.add(("bach_thu", "bach_thu_chi"))
    return maxc, frozenset(own)


def grid(variant: str) -> list[Combo]:
    """Every combination the search looks at under ``variant``: each cước alone at
    each count 1…max_count, and each pair of cước at each pair of counts — less
    the pairs refused by their own rule (xuông with another cước, bạch thủ with
    bạch thủ chi, a hoa/cá/nhà cước with chì or bạch thủ)."""
    maxc, own = _info(variant)
    ids = sorted(maxc)
    out: list[Combo] = [((c, n),) for c in ids for n in range(1, maxc[c] + 1)]
    for a, b in itertools.combinations(ids, 2):
        if (a, b) in own:
            continue
        for n in range(1, maxc[a] + 1):
            for m in range(1, maxc[b] + 1):
                out.append(((a, n), (b, m)))
    return out


# ------------------------------------------------------------------ the builder
class _Plan:
    """One candidate board under construction: 4 copies per kind, ten pairs."""

    def __init__(self, rng: random.Random, want: dict[str, int]):
        self.rng = rng
        self.want = want
        self.left = {k.code: 4 for k in KINDS}
        self.cap: dict[str, int] = {}          # at most this many of a kind among the 20 cards
        self.used_kinds: set[str] = set()      # phá thiên: one kind per unit
        self.red_left: int | None = None       # red cards still to place (tám đỏ …), None = free
        self.black_only = False
        self.chan_hand: list[Kind] = []        # chắn in hand
        self.ca_hand: list[tuple[Kind, Kind]] = []
        self.melds: list[Meld] = []
        self.fours: list[Kind] = []            # four alike in hand
        self.n_chan = 0
        self.n_ca = 0

    # -- card budget
    def n20(self, code: str) -> int:
        return 4 - self.left[code]

    def can(self, k: Kind, n: int) -> bool:
        if self.left[k.code] < n:
            return False
        if self.n20(k.code) + n > self.cap.get(k.code, 4):
            return False
        if k.code in RED:
            if self.black_only:
                return False
            if self.red_left is not None and n > self.red_left:
                return False
        return True

    def take(self, k: Kind, n: int) -> None:
        self.left[k.code] -= n
        if k.code in RED and self.red_left is not None:
            self.red_left -= n

    def kind(self, n: int, pool: Iterable[Kind] = KINDS, prefer: Iterable[str] = ()) -> Kind | None:
        ks = [k for k in pool if self.can(k, n)]
        if not ks:
            return None
        pref = set(prefer)
        if self.red_left:
            pref |= RED
        w = [6.0 if k.code in pref else 1.0 for k in ks]
        return self.rng.choices(ks, weights=w)[0]

    @property
    def n_pairs(self) -> int:
        return self.n_chan + self.n_ca


def _want_count(want: Mapping[str, int], cid: str) -> int:
    return int(want.get(cid, 0))


def candidate(rng: random.Random, want: Mapping[str, int]) -> WinInput | None:
    """One random board biased towards the cước of ``want`` (``{id: count}``),
    or ``None`` when the draw ran out of cards. The caller judges it."""
    want = dict(want)
    p = _Plan(rng, want)
    pics = [c for c in want if c in PICTURES]
    ctx: set[str] = set()
    if "thong" in want or rng.random() < 0.2:
        ctx.add("thong")
    needs_card = {"chi", "chiu_u", "u_bon", "dia_u", "pha_thien", "chiu", "bon", "bach_thu_chi", *PICTURES}
    thien = "thien_u" in want or _want_count(want, "thien_khai") == 5 or (
        not (set(want) & needs_card) and rng.random() < 0.15)
    if thien:
        ctx.add("thien_u")
    dia = not thien and ("dia_u" in want or rng.random() < 0.08)
    pha = not thien and ("pha_thien" in want or rng.random() < 0.05)
    if dia:
        ctx.add("dia_u")
    if pha:
        ctx.add("pha_thien")
    if thien:
        mode = "thien"
    elif "chiu_u" in want:
        mode = "chiu_u"
    elif "u_bon" in want:
        mode = "u_bon"
    else:
        mode = rng.choices(["normal", "chiu_u", "u_bon"], weights=[6, 2, 1])[0]
        if pha and mode != "normal":
            mode = "normal"
    bt = bool(set(want) & BACH_THU_LIKE) or ("thap_thanh" not in want and rng.random() < 0.3)
    if thien and ("bach_thu_chi" in want or pics):
        bt = False
    eat_p = 0.0 if (dia or thien) else rng.choice([0.0, 0.2, 0.5, 0.8])
    # Colours and sets.
    if "bach_dinh" in want:
        p.black_only = True
    if "kinh_tu_chi" in want:
        for code in RED - {"CC"}:
            p.cap[code] = 0
    if "tam_do" in want:
        p.red_left = 8
    if pha:  # no chắn was dealt: chắn are eaten, cạ often too (the check sorts out the rest)
        eat_p = rng.choice([0.5, 0.8, 1.0])
    sets = []
    for cid, codes in (("leo", LEO), ("tom", TOM)):
        n = _want_count(want, cid)
        if n:
            exact = rng.choice([c for c in codes if c != "CC" or n % 2 == 0] or list(codes))
            p.cap[exact] = min(p.cap.get(exact, 4), n)
            sets.append((codes, n))
    required: dict[str, int] = {}
    for codes, n in sets:
        for c in codes:
            required[c] = max(required.get(c, 0), n)
    if "kinh_tu_chi" in want:
        required["CC"] = 4
    if "CC" in required and required["CC"] % 2:
        required["CC"] += 1  # chi chi makes no cạ: an even number of them
    prefer = set(required)

    # --- the winning structure
    win: Kind | None = None
    win_with: Kind | None = None    # the card in hand the winning card pairs with
    que: Kind | None = None
    bt_code = "CC" if "bach_thu_chi" in want else (PICTURES[pics[0]][0] if pics else None)
    if mode == "chiu_u":
        k = BY_CODE[bt_code] if bt_code and p.can(BY_CODE[bt_code], 4) else p.kind(4, prefer=prefer)
        if k is None:
            return None
        p.take(k, 4)                 # 3 in hand + the winning card
        win, win_with = k, k
        p.n_chan += 2
    elif mode == "u_bon":
        k = BY_CODE[bt_code] if bt_code and p.can(BY_CODE[bt_code], 4) else p.kind(4, prefer=prefer)
        if k is None:
            return None
        p.take(k, 4)
        p.melds.append(Meld("an_chan", (k, k)))
        win, win_with = k, k
        p.n_chan += 2
    if bt and mode != "thien":
        # bạch thủ: the winning card is the twin of the only què
        code = None
        if "bach_thu_chi" in want:
            code = "CC"
        elif pics:
            code = PICTURES[pics[0]][0]
        elif rng.random() < 0.3:
            code = rng.choice(["2V", "8V", "CC"])
        if mode in ("chiu_u", "u_bon"):
            que = win
        else:
            k = BY_CODE[code] if code and p.can(BY_CODE[code], 2) else p.kind(2, prefer=prefer)
            if k is None:
                return None
            p.take(k, 2)
            que = win = win_with = k
            p.n_chan += 1
    # hoa/cá/nhà picture cards
    for pid in pics:
        _wc, where, codes = PICTURES[pid]
        for code in codes:
            k = BY_CODE[code]
            if where == "mat":
                if dia or rng.random() < 0.25:
                    if p.can(k, 4):
                        p.take(k, 4)
                        p.melds.append(Meld("chiu", (k,) * 4))
                        p.n_chan += 2
                elif p.can(k, 2):
                    p.take(k, 2)
                    p.melds.append(Meld("an_chan", (k, k)))
                    p.n_chan += 1
            elif p.can(k, 2):
                p.take(k, 2)
                p.chan_hand.append(k)
                p.n_chan += 1
    # --- four alike: chíu, bòn, thiên khai
    for cid, unit in (("chiu", "chiu"), ("bon", "bon"), ("thien_khai", "four")):
        n = _want_count(want, cid)
        if not n and not pha and rng.random() < 0.15 and not (thien and unit != "four") \
                and not (dia and unit == "bon"):
            n = 1  # now and then a feature nobody asked for
        for _ in range(n):
            if p.n_chan + 2 > 10:
                break
            # at times make four alike of a chắn already in hand (ngư ông's chi chi …)
            grow = [k for k in p.chan_hand if p.can(k, 2)]
            if grow and rng.random() < 0.4:
                k = rng.choice(grow)
                p.chan_hand.remove(k)
                p.take(k, 2)
                p.n_chan += 1
            else:
                k = p.kind(4, prefer=prefer)
                if k is None:
                    return None
                p.take(k, 4)
                p.n_chan += 2
            if unit == "chiu":
                p.melds.append(Meld("chiu", (k,) * 4))
            elif unit == "bon":
                p.melds += [Meld("an_chan", (k, k)), Meld("an_chan", (k, k))]
            else:
                p.fours.append(k)
    # --- required cards of sets (lèo, tôm, kính tứ chi)
    for code, n in required.items():
        k = BY_CODE[code]
        while p.n20(code) < n:
            need = n - p.n20(code)
            if (need >= 2 or k == CHI_CHI or rng.random() < 0.5) and p.can(k, 2):
                p.take(k, 2)
                p.chan_hand.append(k)
                p.n_chan += 1
            else:
                mates = [m for m in KINDS_OF_RANK[k.rank] if m.suit and m != k and p.can(m, 1)]
                if not mates or not p.can(k, 1):
                    return None
                m = rng.choice(mates)
                p.take(k, 1)
                p.take(m, 1)
                p.ca_hand.append((k, m))
                p.n_ca += 1
    # --- fill up to ten pairs
    if "thap_thanh" in want:
        target_chan = 10
    elif bt:
        target_chan = 6
    else:
        target_chan = rng.choice([6, 6, 7, 7, 8, 9])
    target_chan = max(target_chan, p.n_chan)
    while p.n_chan < target_chan and p.n_pairs < 10:
        k = p.kind(2, prefer=prefer)
        if k is None:
            return None
        p.take(k, 2)
        p.chan_hand.append(k)
        p.n_chan += 1
    while p.n_pairs < 10:
        ks = [k for k in _SUITED if p.can(k, 1)]
        if not ks:
            return None
        for _ in range(20):
            a = p.kind(1, ks, prefer=prefer)
            if a is None:
                return None
            mates = [m for m in KINDS_OF_RANK[a.rank] if m.suit and m.suit != a.suit and p.can(m, 1)
                     and (p.red_left is None or (a.code in RED) + (m.code in RED) <= p.red_left)]
            if mates:
                m = rng.choice(mates)
                p.take(a, 1)
                p.take(m, 1)
                p.ca_hand.append((a, m))
                p.n_ca += 1
                break
        else:
            return None
    if p.n_pairs != 10:
        return None
    if p.red_left not in (None, 0):
        return None
    # --- where each pair lies
    hand: list[Kind] = []
    melds = list(p.melds)
    for k in p.fours:
        hand += [k] * 4
    if mode == "chiu_u":
        hand += [win, win, win]
    elif mode == "u_bon":
        hand += [win]
    elif que is not None:
        hand += [que]
    chan_hand = list(p.chan_hand)
    ca_hand = list(p.ca_hand)
    rng.shuffle(chan_hand)
    rng.shuffle(ca_hand)
    keep_hand_pics = {c for pid in pics if PICTURES[pid][1] == "hand" for c in PICTURES[pid][2]}
    if win is None and mode not in ("thien",):
        # a plain win: the winning card completes one pair in hand
        if chan_hand and (not ca_hand or rng.random() < 0.6):
            k = chan_hand.pop(rng.randrange(len(chan_hand)))
            win, win_with = k, k
            hand.append(k)
        elif ca_hand:
            a, b = ca_hand.pop(rng.randrange(len(ca_hand)))
            win, win_with = (a, b) if rng.random() < 0.5 else (b, a)
            hand.append(win_with)
        else:
            return None
    for k in chan_hand:
        if pha or (eat_p and rng.random() < eat_p and k.code not in keep_hand_pics):
            melds.append(Meld("an_chan", (k, k)))
        else:
            hand += [k, k]
    for a, b in ca_hand:
        if eat_p and rng.random() < eat_p:
            melds.append(Meld("an_ca", (a, b)))
        else:
            hand += [a, b]
    rng.shuffle(melds)
    if mode == "thien":
        return WinInput(hand=Hand(hand), context=frozenset(ctx))
    assert win is not None
    if mode == "chiu_u":
        if "chi" in want and rng.random() < 0.3:
            source, by = "tra_cua", "self"
        elif "chi" in want:
            source, by = "boc", "self"
        else:
            source = rng.choice(["boc", "danh", "tra_cua"])
            by = None if source == "danh" else rng.choice(["self", "other"])
    else:
        source = "boc"
        by = "self" if ("chi" in want or pics) else rng.choice(["self", "other"])
    return WinInput(hand=Hand(hand), melds=tuple(melds), winning_card=win, source=source, drawn_by=by,
                    context=frozenset(ctx))


# ------------------------------------------------------------------ judging a board
def detected(w: WinInput, options: Options) -> dict[str, int] | None:
    """The cước of ``w`` if it is a valid, reachable win (no reachability warning), else ``None``."""
    from chan_core.cuoc import detect

    try:
        u = check_u(w)
    except ChanError:
        return None
    if not u.valid or u.warnings:
        return None
    d = detect(w, u, options)
    return d.cuoc if d.valid else None


def has(cuoc: Mapping[str, int], c: Combo) -> bool:
    """Whether the detected ``cuoc`` holds every cước of ``c`` exactly that many times."""
    return all(cuoc.get(k, 0) == n for k, n in c)


def search(c: Combo, variant: str = "classic", tries: int = DEFAULT_TRIES, seed: int = 0) -> WinInput | None:
    """A reachable board whose detected cước hold ``c`` exactly, or ``None`` after ``tries`` candidates.

    Same arguments → same answer. ``variant`` picks the cước table (hoa/cá/nhà
    only in classic); ``u_xuong_allowed`` is on so a board without cước is
    still a win."""
    opts = make_options(variant, {"u_xuong_allowed": True})
    rng = random.Random(f"cuoc_pairs/{variant}/{c}/{seed}")
    want = dict(c)
    for _ in range(tries):
        try:
            w = candidate(rng, want)
        except ChanError:
            continue
        if w is None:
            continue
        got = detected(w, opts)
        if got is not None and has(got, c):
            return w
    return None


def board(w: WinInput) -> dict:
    """A win as a compact scenario dict (``hand``, ``melds``, ``winning_card``, ``source``,
    ``drawn_by``, ``context``) — what the witness file stores: the ``win`` scenario of
    :func:`chan_core.gen_win.scenario_of` less ``kind`` and ``variant``."""
    from chan_core.gen_win import scenario_of

    return {k: v for k, v in scenario_of(w, "").items() if k not in ("kind", "variant")}


# ------------------------------------------------------------------ the table
@dataclass(frozen=True)
class Refusal:
    """One entry of the table: ``cuoc`` — ``((id, (counts…)), …)``, one or two
    cước each with the counts at which they never come together — ``reason_vi``
    (the Vietnamese sentence, ``reason`` in ``rules/cuoc_pairs.yaml``) and
    ``reason_en`` (its English twin ``reason_en``, issue 15). :attr:`reason` is the
    sentence in the current language (:func:`chan_core.i18n.current_language`)."""

    cuoc: tuple[tuple[str, tuple[int, ...]], ...]
    reason_vi: str
    reason_en: str = ""

    @property
    def reason(self) -> str:
        """The reason in the current language: English when it is English and the twin is
        there, else Vietnamese."""
        from chan_core.i18n import current_language

        return self.reason_en if self.reason_en and current_language() == "en" else self.reason_vi

    def covers(self, cuoc: Mapping[str, int]) -> bool:
        """``cuoc`` (``{id: count}``) holds each cước of this entry at one of its counts."""
        return all(cuoc.get(k, 0) in ns for k, ns in self.cuoc)

    def combos(self) -> list[Combo]:
        """Every :data:`Combo` this entry refuses."""
        ids = [k for k, _ in self.cuoc]
        return [combo(dict(zip(ids, ns))) for ns in itertools.product(*(n for _, n in self.cuoc))]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.cuoc)


@functools.lru_cache(maxsize=8)
def table(variant: str) -> tuple[Refusal, ...]:
    """The impossible combinations of ``variant`` from ``rules/cuoc_pairs.yaml``."""
    from chan_core.rules import load_rules

    pairs = load_rules().cuoc_pairs
    v = pairs.variants.get(variant)
    if v is None:
        return ()
    return tuple(Refusal(tuple(sorted((k, tuple(ns)) for k, ns in e.cuoc.items())), e.reason,
                         e.twins.get("reason", "")) for e in v.impossible)


def refusal(cuoc: Mapping[str, int], variant: str) -> Refusal | None:
    """The first entry of the table that ``cuoc`` (``{id: count}``) falls under, or ``None``."""
    for r in table(variant):
        if r.covers(cuoc):
            return r
    return None


def minimal(impossible: Iterable[Combo]) -> list[Combo]:
    """The combinations of ``impossible`` that hold no smaller one of the list
    (same cước, counts at most as large), in grid order."""
    imp = list(impossible)
    out = []
    for c in imp:
        d = dict(c)
        if not any(o != c and set(dict(o)) <= set(d) and all(d[k] >= n for k, n in o) for o in imp):
            out.append(c)
    return out


__all__ = ["Combo", "Refusal", "combo", "grid", "candidate", "detected", "has", "search", "board",
           "table", "refusal", "minimal", "PICTURES", "DEFAULT_TRIES"]


# ------------------------------------------------------------------ reasons
# Every text below is a pair (Vietnamese, English): the Vietnamese is ``reason`` in
# ``rules/cuoc_pairs.yaml``, the English its twin ``reason_en`` (issue 15). The branches that
# choose a reason are written once (:func:`_why`); :func:`_pick` takes the current language's
# text (:func:`chan_core.i18n.current_language`). Cước and card names stay Vietnamese in both
# (they are the game's words); the citations are the same.
_RED_NEED = {
    "tam_do": ("đúng 8 quân đỏ", "exactly 8 red cards"),
    "kinh_tu_chi": ("đủ 4 chi chi (quân đỏ)", "all 4 chi chi (red cards)"),
    "leo": ("cửu vạn, bát sách, chi chi (đều là quân đỏ)", "cửu vạn, bát sách, chi chi (all red cards)"),
    "bach_thu_chi": ("chi chi (quân đỏ) làm quân ù", "chi chi (a red card) as the winning card"),
    "ca_loi_san_dinh": ("bát vạn (quân đỏ) làm quân ù", "bát vạn (a red card) as the winning card"),
    "ca_nhay_dau_thuyen": ("bát vạn (quân đỏ) làm quân ù", "bát vạn (a red card) as the winning card"),
    "ngu_ong_bat_ca": ("bát vạn và chi chi (quân đỏ)", "bát vạn and chi chi (red cards)"),
}
_NOT_KINH = {  # red cards other than chi chi that the cước needs
    "tam_do": ("đúng 8 quân đỏ, mà chi chi chỉ có 4", "exactly 8 red cards, and there are only 4 chi chi"),
    "leo": ("cửu vạn và bát sách (quân đỏ)", "cửu vạn and bát sách (red cards)"),
    "ca_loi_san_dinh": ("bát vạn (quân đỏ) làm quân ù", "bát vạn (a red card) as the winning card"),
    "ca_nhay_dau_thuyen": ("bát vạn (quân đỏ) làm quân ù", "bát vạn (a red card) as the winning card"),
    "ngu_ong_bat_ca": ("bát vạn (quân đỏ) làm quân ù", "bát vạn (a red card) as the winning card"),
}
_DEALT_CHAN = {  # why the cước needs a chắn in the dealt hand (against phá thiên)
    "thien_khai": ("thiên khai là bốn quân giống nhau trên tay, mà quân trên tay là quân được chia",
                   "thiên khai is four identical cards in hand, and the cards in hand are the dealt cards"),
    "chiu": ("chíu cần có sẵn ba quân giống nhau trên tay", "a chíu needs three identical cards already in hand"),
    "chiu_u": ("chíu ù cần có sẵn ba quân giống nhau trên tay",
               "a chíu ù needs three identical cards already in hand"),
    "bon": ("ăn bòn cần có sẵn một chắn trên tay rồi tách ra ăn hai lần",
            "ăn bòn needs a chắn already in hand, split to take two chắn"),
    "u_bon": ("ù bòn cần đã ăn một chắn và còn một quân ấy trên tay: hai quân ấy đều được chia",
              "ù bòn needs a chắn already taken and one more of that card in hand: both of those cards "
              "were dealt"),
    "ngu_ong_bat_ca": ("ngư ông bắt cá cần chắn chi chi và chắn ngũ sách có sẵn trên tay",
                       "ngư ông bắt cá needs a chắn of chi chi and a chắn of ngũ sách already in hand"),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": (
        "nhà lầu xe hơi cần chắn ngũ vạn và chắn tứ vạn có sẵn trên tay",
        "nhà lầu xe hơi needs a chắn of ngũ vạn and a chắn of tứ vạn already in hand"),
    "kinh_tu_chi": (
        "4 chi chi phải là hai chắn (chi chi không thành cạ); lên bài không có chắn thì chi chi "
        "chỉ thành chắn khi ăn (mỗi lần ăn cần một chi chi được chia) hoặc ù bạch thủ chi, "
        "nên chỉ có được một chắn chi chi",
        "the 4 chi chi must be two chắn (chi chi makes no cạ); with no chắn in the dealt hand, chi "
        "chi only becomes a chắn by ăn (each ăn needs a dealt chi chi) or by winning bạch thủ chi, "
        "so there can be only one chắn of chi chi"),
    "leo": (
        "3 hay 4 lèo cần 4 chi chi, tức hai chắn chi chi (chi chi không thành cạ); lên bài không có "
        "chắn thì chỉ có được một chắn chi chi",
        "3 or 4 lèo need 4 chi chi, that is two chắn of chi chi (chi chi makes no cạ); with no chắn in "
        "the dealt hand there can be only one chắn of chi chi"),
    "thien_u": ("20 lá thiên ù đã tròn bài nên có chắn",
                "the 20 cards of a thiên ù are already a complete hand, so they have chắn"),
}
_THIEN_NO = {  # why a thiên ù cannot have the cước
    "chi": ("thiên ù không có quân ù, nên không có cửa chì", "a thiên ù has no winning card, so no cửa chì"),
    "chiu_u": ("thiên ù không có quân ù, nên không có chíu ù", "a thiên ù has no winning card, so no chíu ù"),
    "u_bon": ("thiên ù không có quân ù, nên không có ù bòn", "a thiên ù has no winning card, so no ù bòn"),
    "dia_u": ("địa ù là ù một quân đến sau khi chia (quân bốc nọc đầu tiên hay địa chíu ù)",
              "địa ù is winning on a card that comes after the deal (the first card drawn from the nọc, or "
              "địa chíu ù)"),
    "pha_thien": ("20 lá thiên ù đã tròn bài nên có chắn, không phải phá thiên",
                  "the 20 cards of a thiên ù are already a complete hand, so they have chắn: it is not phá thiên"),
    "chiu": ("thiên ù là ù ngay khi lên bài, chưa chíu quân nào",
             "a thiên ù wins as soon as the cards are dealt, before any chíu"),
    "bon": ("thiên ù là ù ngay khi lên bài, chưa ăn quân nào",
            "a thiên ù wins as soon as the cards are dealt, before any ăn"),
    "bach_thu_chi": ("bạch thủ chi là ù quân chi chi, mà thiên ù không có quân ù",
                     "bạch thủ chi is winning on a chi chi, and a thiên ù has no winning card"),
}


def _pick(vi: str, en: str) -> str:
    """``vi`` or ``en``, whichever is the current language's (:func:`chan_core.i18n.current_language`)."""
    from chan_core.i18n import current_language

    return en if current_language() == "en" else vi


def _say(cid: str, n: int) -> str:
    """``'3 lèo'``, ``'tám đỏ'``: a cước with its count, mid-sentence (the Vietnamese name in
    every language)."""
    from chan_core.scoring import cuoc_name

    name = cuoc_name(cid)
    name = name[:1].lower() + name[1:]
    return f"{n} {name}" if n > 1 else name


def _bt_chan(cid: str, n: int, other: str, up: bool = False) -> tuple[int, str] | None:
    """(chắn ``cid``×``n`` needs besides the bạch thủ winning pair, what they are) — for the
    bạch thủ conflicts; ``other`` is the bạch thủ-like cước it is paired with; ``up``: the text
    speaks of ``n`` or more ("từ 3 chíu trở lên" / "3 or more chíu")."""
    if up:
        c, tail, least = _pick(f"từ {n}", f"{n} or more"), _pick(" trở lên", ""), _pick("ít nhất ", "at least ")
    else:
        c, tail, least = str(n), "", ""
    if cid == "thap_thanh":
        return 10, _pick("thập thành là 10 chắn", "thập thành is 10 chắn")
    if cid in ("chiu", "bon"):
        words = "chíu" if cid == "chiu" else "bòn"
        same = 1 if other in PICTURES and PICTURES[other][1] == "mat" else 0
        return 2 * n - same, _pick(f"{c} {words}{tail} đã là {least}{2 * n} chắn dưới chiếu",
                                   f"{c} {words} already make {least}{2 * n} chắn on the mat")
    if cid == "thien_khai":
        same = min(n, 2) if other in PICTURES and PICTURES[other][1] == "hand" else 0
        return 2 * n - same, _pick(f"{c} thiên khai{tail} đã là {least}{2 * n} chắn trên tay",
                                   f"{c} thiên khai already make {least}{2 * n} chắn in hand")
    if cid == "tom" and n == 4:
        same = 1 if other == "bach_thu" else 0  # a bạch thủ may be won on one of them
        return 6 - same, _pick("4 tôm là bốn tam vạn, bốn tam sách, bốn thất văn (6 chắn)",
                               "4 tôm are four tam vạn, four tam sách and four thất văn (6 chắn)")
    if cid == "leo" and n >= 3:
        k = 6 if n == 4 else 4
        # the winning pair may be one of them: chi chi (ngư ông's, bạch thủ chi's), cửu vạn or bát sách (bạch thủ)
        same = 1 if other in ("ngu_ong_bat_ca", "bach_thu_chi", "bach_thu") else 0
        return k - same, _pick(f"{c} lèo{tail} cần bốn chi chi và {least}{n} cửu vạn, {n} bát sách ({least}{k} chắn)",
                               f"{c} lèo need four chi chi and {least}{n} cửu vạn, {n} bát sách ({least}{k} chắn)")
    if cid in PICTURES:
        return (1 if PICTURES[cid][1] == "mat" else 2), ""
    return None


def _bt_own(cid: str) -> tuple[int, str]:
    """(chắn a bạch thủ-like cước needs, including its winning pair, what they are)."""
    if cid in ("bach_thu", "bach_thu_chi"):
        return 1, _pick(f"{_say(cid, 1)} là bài ù đúng 6 chắn 4 cạ",
                        f"{_say(cid, 1)} is a winning hand of exactly 6 chắn and 4 cạ")
    _wc, where, codes = PICTURES[cid]
    name = _say(cid, 1)
    if where == "mat":
        return 2, _pick(f"{name} là chì bạch thủ (bài ù đúng 6 chắn 4 cạ) với chắn {BY_CODE[codes[0]].word} "
                        "dưới chiếu",
                        f"{name} is chì bạch thủ (a winning hand of exactly 6 chắn and 4 cạ) with a chắn of "
                        f"{BY_CODE[codes[0]].word} on the mat")
    return 3, _pick(f"{name} là chì bạch thủ (bài ù đúng 6 chắn 4 cạ) với chắn {BY_CODE[codes[0]].word} và chắn "
                    f"{BY_CODE[codes[1]].word} trên tay",
                    f"{name} is chì bạch thủ (a winning hand of exactly 6 chắn and 4 cạ) with a chắn of "
                    f"{BY_CODE[codes[0]].word} and a chắn of {BY_CODE[codes[1]].word} in hand")


def explain(c: Combo) -> str | None:
    """Why no win holds the combination ``c`` (a clause in the current language —
    :func:`chan_core.i18n.current_language`: Vietnamese, the ``reason`` of
    ``rules/cuoc_pairs.yaml``, or under ``language('en')`` English, its ``reason_en``), or
    ``None`` when no known reason applies — the build script then stops: a combination
    is refused only with a reason. Both languages come from the same branches, so one gives
    a reason exactly when the other does. Seeds: 001 §IV, §V."""
    d = dict(c)
    if len(d) != 2:
        return None
    return _why(d)


def sentence(counts: Mapping[str, Iterable[int]], why: str) -> str:
    """The reason shown when a set of cước is refused: ``counts`` {id: counts}
    of a table entry and ``why`` (:func:`explain`) →
    ``'Một ván ù không thể vừa tám đỏ vừa 3 hoặc 4 lèo: …'`` (under ``language('en')``:
    ``'One win cannot have both tám đỏ and 3 or 4 lèo: …'``)."""
    parts = []
    for k in sorted(counts):
        ns = sorted(counts[k])
        if ns == [1]:
            parts.append(_say(k, 1))
        else:
            word = _say(k, 2).split(" ", 1)[1]
            parts.append(f"{', '.join(map(str, ns[:-1]))} {_pick('hoặc', 'or')} {ns[-1]} {word}" if len(ns) > 1
                         else _say(k, ns[0]))
    both = f"both {parts[0]} and {parts[1]}" if len(parts) == 2 else " and ".join(parts)
    return _pick(f"Một ván ù không thể vừa {' vừa '.join(parts)}: {why}.", f"One win cannot have {both}: {why}.")


def _why(d: dict[str, int]) -> str | None:
    ids = set(d)
    (a, n), (b, m) = sorted(d.items())

    def pair(x: str, y: str) -> bool:
        return ids == {x, y}

    def other(x: str) -> str:
        return b if a == x else a

    pics = [k for k in ids if k in PICTURES]
    if len(pics) == 2:
        return _pick("chỉ tính một cước hoa/cá/nhà trong một ván — các cước ấy đều thay cùng một lần ù chì bạch thủ "
                     "(001 §V mục 20–25; quyết định «mot_cuoc_hinh»)",
                     "only one hoa/cá/nhà cước counts in a round — they all replace the same chì bạch thủ win "
                     "(001 §V mục 20–25; decision «mot_cuoc_hinh»)")
    if pics and "bach_thu_chi" in ids:
        word = BY_CODE[PICTURES[pics[0]][0]].word
        return _pick(f"bạch thủ chi là ù quân chi chi, còn {_say(pics[0], 1)} là ù chì bạch thủ {word} "
                     "(001 §V mục 18, 20–25)",
                     f"bạch thủ chi is winning on a chi chi, while {_say(pics[0], 1)} is winning chì bạch thủ on "
                     f"{word} (001 §V mục 18, 20–25)")
    # thiên ù (and 5 thiên khai, which only a thiên ù has)
    thien = "thien_u" if "thien_u" in ids else ("thien_khai" if d.get("thien_khai") == 5 else None)
    if thien:
        x = other(thien)
        pre = "" if thien == "thien_u" else _pick(
            "5 thiên khai là 20 lá trên tay gồm năm bộ bốn quân giống nhau, chỉ có ở thiên ù (nhà cái, 20 lá chia); ",
            "5 thiên khai are 20 cards in hand in five sets of four identical cards, which only a thiên ù has (the "
            "cái player, 20 cards dealt); ")
        if x in _THIEN_NO:
            return pre + _pick(*_THIEN_NO[x]) + " (001 §V mục 5)"
        if x in PICTURES:
            return pre + _pick(f"{_say(x, 1)} là ù chì bạch thủ một quân, mà thiên ù không có quân ù "
                               "(001 §V mục 5, 20–25)",
                               f"{_say(x, 1)} is winning chì bạch thủ on one card, and a thiên ù has no winning card "
                               "(001 §V mục 5, 20–25)")
        if thien == "thien_khai" and x in ("tom", "leo") and d[x] < 4:
            sets = "tôm" if x == "tom" else "lèo"
            return pre + _pick(f"mỗi loại quân có 0 hoặc 4 lá, nên số bộ {sets} chỉ là 0 hoặc 4 (001 §V mục 11, 15, 16)",
                               f"each kind of card has 0 or 4 copies, so the number of {sets} sets can only be 0 or 4 "
                               "(001 §V mục 11, 15, 16)")
        if thien == "thien_khai" and x in ("bach_thu",):
            return pre + _pick("bài đã có 10 chắn, còn bạch thủ là đúng 6 chắn 4 cạ (001 §V mục 17)",
                               "the hand already has 10 chắn, while bạch thủ is exactly 6 chắn and 4 cạ "
                               "(001 §V mục 17)")
    if pair("chiu_u", "u_bon"):
        return _pick("chíu ù cần ba quân giống quân ù trên tay, ù bòn chỉ một (001 §V mục 8, 10)",
                     "chíu ù needs three cards like the winning card in hand, ù bòn only one (001 §V mục 8, 10)")
    # địa ù: nothing eaten before one's turn
    if "dia_u" in ids:
        x = other("dia_u")
        if x in ("bon", "u_bon"):
            return _pick("địa ù là ù khi lượt chưa qua cửa chì của mình, trước lượt mình chưa ăn được quân nào (phải "
                         "tới lượt mới được ăn, chỉ chíu được), mà "
                         f"{'ăn bòn là ăn hai chắn' if x == 'bon' else 'ù bòn cần một chắn đã ăn'}"
                         " (001 §IV, §V mục 6)",
                         "địa ù is winning before play has passed your cửa chì, and before your turn you cannot have "
                         "taken any card (ăn must wait for your turn; only a chíu can come earlier), while "
                         f"{'ăn bòn is taking two chắn' if x == 'bon' else 'ù bòn needs a chắn already taken'}"
                         " (001 §IV, §V mục 6)")
        if x == "pha_thien":
            return _pick("trước lượt mình chỉ chíu được, mà chíu cần ba quân giống nhau được chia; phá thiên thì 19 lá "
                         "được chia không có chắn nào nên không tròn bài được khi chưa ăn (001 §IV, §V mục 4, 6)",
                         "before your turn only a chíu is possible, and a chíu needs three identical dealt cards; "
                         "with phá thiên the 19 dealt cards have no chắn, so they cannot make a complete hand before "
                         "any ăn (001 §IV, §V mục 4, 6)")
    # phá thiên: no chắn dealt
    if "pha_thien" in ids:
        x = other("pha_thien")
        if x in _DEALT_CHAN and (x != "leo" or d[x] >= 3):
            return _pick("phá thiên là lên bài không có chắn nào, mà ",
                         "phá thiên is a dealt hand with no chắn at all, while ") + _pick(*_DEALT_CHAN[x]) + \
                " (001 §IV, §V mục 4)"
        if x == "tom" and d[x] >= 3:
            return _pick("phá thiên là lên bài không có chắn nào: mỗi loại quân được chia nhiều nhất một lá, mà bộ nào "
                         "(chắn hay cạ, trên tay hay dưới chiếu) cũng có ít nhất một lá được chia; hàng tam chỉ có ba "
                         "loại (tam vạn, tam văn, tam sách) nên có nhiều nhất ba bộ hàng tam, sáu lá trong đó có tam "
                         "văn — không đủ ba tam vạn và ba tam sách cho từ 3 tôm trở lên (001 §V mục 4, 16)",
                         "phá thiên is a dealt hand with no chắn at all: each kind of card is dealt at most once, and "
                         "every set (chắn or cạ, in hand or on the mat) has at least one dealt card; the tam rank has "
                         "only three kinds (tam vạn, tam văn, tam sách), so there are at most three sets of tam, six "
                         "cards including tam văn — not enough for the three tam vạn and three tam sách that 3 or "
                         "more tôm need (001 §V mục 4, 16)")
    # colours
    if "bach_dinh" in ids:
        x = other("bach_dinh")
        if x in _RED_NEED:
            need = _pick(*_RED_NEED[x])
            return _pick(f"bạch định là cả 20 quân đều đen, mà {_say(x, 1)} cần {need} (001 §V mục 13)",
                         f"bạch định is all 20 cards black, while {_say(x, 1)} needs {need} (001 §V mục 13)")
    if "kinh_tu_chi" in ids:
        x = other("kinh_tu_chi")
        if x in _NOT_KINH:
            need = _pick(*_NOT_KINH[x])
            return _pick(f"kính tứ chi là 4 chi chi và không có quân đỏ nào khác, mà {_say(x, 1)} cần {need}",
                         f"kính tứ chi is 4 chi chi and no other red card, while {_say(x, 1)} needs {need}") + \
                " (001 §V mục 14, 15, 19)"
    if "tam_do" in ids and d.get("leo", 0) >= 3:
        return _pick("mỗi lèo là một cửu vạn, một bát sách, một chi chi (đều đỏ): từ 3 lèo trở lên đã là 9 quân đỏ "
                     "trở lên, quá 8 (001 §V mục 14, 15)",
                     "each lèo is one cửu vạn, one bát sách and one chi chi (all red): 3 or more lèo are already 9 or "
                     "more red cards, more than 8 (001 §V mục 14, 15)")
    # every kind an even number of times (thập thành)
    if "thap_thanh" in ids and other("thap_thanh") in ("tom", "leo") and d[other("thap_thanh")] % 2:
        x = other("thap_thanh")
        kinds = "tam vạn, tam sách, thất văn" if x == "tom" else "cửu vạn, bát sách, chi chi"
        sets = "tôm" if x == "tom" else "lèo"
        return _pick(f"thập thành là 10 chắn nên mỗi loại quân có 2 hoặc 4 lá; số bộ {sets} là số lá ít nhất trong "
                     f"{kinds}, nên chỉ là 0, 2 hoặc 4 (001 §V mục 12, 15, 16)",
                     f"thập thành is 10 chắn, so each kind of card appears 2 or 4 times; the number of {sets} sets "
                     f"is the smallest count among {kinds}, so it can only be 0, 2 or 4 (001 §V mục 12, 15, 16)")
    # bạch thủ: exactly 6 chắn 4 cạ
    bts = [k for k in ids if k in BACH_THU_LIKE]
    if bts:
        bt = bts[0] if len(bts) == 1 or bts[0] not in PICTURES else bts[1]
        x = other(bt)
        own, own_text = _bt_own(bt)
        if x == "thap_thanh":
            return own_text + _pick(", còn thập thành là 10 chắn", ", while thập thành is 10 chắn") + \
                " (001 §V mục 12, 17)"

        def too_many(k: int) -> bool:
            extra = _bt_chan(x, k, bt)
            if extra is None or not extra[1]:
                return False
            if bt == "bach_thu" and x in ("thien_khai", "tom") and extra[0] <= 6:
                return False  # a thiên ù bạch thủ has no winning pair
            return extra[0] + own > 6 or (bt == "bach_thu" and extra[0] > 6)

        if too_many(d[x]):
            top = _info("classic")[0].get(x, 1)
            t = next(k for k in range(1, d[x] + 1) if too_many(k))  # the smallest count that is too many
            text = _bt_chan(x, t, bt, up=t < top)[1]
            return _pick(f"{own_text}, mà {text} — cộng {'chắn của quân ù' if own == 1 else 'những chắn ấy'} là "
                         "quá 6 chắn",
                         f"{own_text}, but {text} — adding "
                         f"{'the chắn of the winning card' if own == 1 else 'those chắn'} makes more than 6 chắn") + \
                " (001 §V mục 17)"
    # four alike: chíu, bòn, thiên khai are four cards each
    quads = {k: d[k] for k in ids if k in ("chiu", "bon", "thien_khai")}
    if len(quads) == 2 and sum(quads.values()) >= 5:
        return _pick("mỗi lần chíu, mỗi bòn, mỗi thiên khai là bốn quân giống nhau; từ năm bộ như thế trở lên đã là 20 "
                     "quân, mà chíu và bòn nằm dưới chiếu nên bài chưa phải thiên ù: trước quân ù chỉ có 19 lá "
                     "(001 §V mục 7, 9, 11)",
                     "each chíu, each bòn and each thiên khai is four identical cards; five such sets or more are "
                     "already 20 cards, and chíu and bòn lie on the mat, so the hand is not a thiên ù: before the "
                     "winning card there are only 19 cards (001 §V mục 7, 9, 11)")
    if d.get("leo", 0) and d.get("tom", 0):
        n_leo, n_tom = d["leo"], d["tom"]
        need = 2 * n_leo + n_leo + (n_leo % 2) + 3 * n_tom
        if need > 20:
            return _pick("mỗi lèo cần một cửu vạn, một bát sách, một chi chi (số chi chi luôn chẵn vì chi chi không "
                         "thành cạ), mỗi tôm một tam vạn, một tam sách, một thất văn: chừng ấy lèo và tôm cần quá 20 "
                         "quân (001 §V mục 15, 16)",
                         "each lèo needs one cửu vạn, one bát sách and one chi chi (the number of chi chi is always "
                         "even, because chi chi makes no cạ), each tôm one tam vạn, one tam sách and one thất văn: "
                         "that many lèo and tôm need more than 20 cards (001 §V mục 15, 16)")
    if d.get("leo", 0) == 3 and d.get("tom", 0) == 3:
        return _pick("3 lèo và 3 tôm cần ít nhất 19 quân (chi chi phải đủ 4 vì không thành cạ), trong đó năm loại còn "
                     "lẻ một quân cần năm quân nữa để thành cạ: quá 20 quân (001 §V mục 15, 16)",
                     "3 lèo and 3 tôm need at least 19 cards (chi chi must be all 4, as it makes no cạ), among which "
                     "five kinds still have a single card that needs five more cards to make cạ: more than 20 cards "
                     "(001 §V mục 15, 16)")
    return None


__all__ += ["explain", "sentence"]
