"""The search behind ``rules/cuoc_pairs.yaml``: a randomized builder of reachable winning
boards biased towards wanted cước, and the judge of a board. A build tool (it lived in
``chan_core`` until session 6): the app and the CLI read only the data it made.

:func:`search` looks, for a set of cước with counts (:data:`Combo`), for
one **reachable** 20-card board (a valid ù that :func:`chan_core.reachability.check` accepts)
whose detected cước (:func:`chan_core.cuoc.detect`) have exactly those counts. Every single
cước at every count up to its ``max_count``, and every pair of them, is searched
(:func:`grid`); what no board has is refused in ``rules/cuoc_pairs.yaml``, with a reason
(:func:`tools.cuoc_reasons.explain`). ``tools/build_cuoc_pairs.py`` runs it;
``tests/rules/test_cuoc_pairs.py`` replays the witnesses.

The builder is biased by the wanted cước (which kinds to use, which cards go on the mat,
which is the winning card, the context); the engine alone decides what the board has, so
nothing here decides a cước. Seeds: 001 §IV–§V; 003 (sanhrong has no hoa/cá/nhà).
"""
from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterable, Mapping

from chan_core.cards import BY_CODE, CHI_CHI, KINDS, KINDS_OF_RANK, Hand, Kind
from chan_core.cuoc import mau
from chan_core.cuoc.hoa import PICTURES
from chan_core.errors import ChanError
from chan_core.melds import Meld
from chan_core.options import Options, make_options
from chan_core.rules import load_rules
from chan_core.win import WinInput, check_u

RED = frozenset(k.code for k in KINDS if k.red)
LEO, TOM = (tuple(KINDS[i].code for i in s) for s in (mau.LEO, mau.TOM))
_SUITED = tuple(k for k in KINDS if k.suit is not None)
DEFAULT_TRIES = 4000
BACH_THU_LIKE = frozenset({"bach_thu", "bach_thu_chi", *PICTURES})
Combo = tuple[tuple[str, int], ...]  # cước with counts, sorted by id: (('leo', 3), ('tam_do', 1))


def combo(cuoc: Mapping[str, int]) -> Combo:
    """The :data:`Combo` of ``{id: count}`` (zero counts dropped)."""
    return tuple(sorted((k, int(v)) for k, v in cuoc.items() if v))


def combos(cuoc: Mapping[str, Iterable[int]]) -> list[Combo]:
    """Every :data:`Combo` a table entry ``{id: [counts…]}`` refuses."""
    return [combo(dict(zip(cuoc, ns))) for ns in itertools.product(*cuoc.values())]


@functools.lru_cache(maxsize=8)
def limits(variant: str) -> tuple[dict[str, int], frozenset[tuple[str, str]]]:
    """(id → max count of the cước the variant has, pairs refused by their own rule)."""
    rules = load_rules()
    have = set(rules.variant(variant).points)
    cuoc = [c for c in rules.cuoc if c.id in have]
    maxc = {c.id: (c.max_count if c.countable else 1) for c in cuoc}
    own = {tuple(sorted((c.id, r))) for c in cuoc for r in (*c.replaces, "xuong") if r != c.id}
    return maxc, frozenset(own | {("bach_thu", "bach_thu_chi")})


def grid(variant: str) -> list[Combo]:
    """Every combination the search looks at under ``variant``: each cước alone at
    each count 1…max_count, and each pair of cước at each pair of counts — less
    the pairs refused by their own rule (xuông with another cước, bạch thủ with
    bạch thủ chi, a hoa/cá/nhà cước with chì or bạch thủ)."""
    maxc, own = limits(variant)
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




__all__ = ["grid", "candidate", "detected", "has", "search", "board", "DEFAULT_TRIES"]
