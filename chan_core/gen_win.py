"""Random winning hands for the xướng drill, reproducible from ``(seed, level, variant)`` (001 §III–§V).

:func:`gen_win` builds candidate ù biased towards cước-making features as the level rises, and keeps
the first one the engine finds valid, reachable (no lỗi, :mod:`chan_core.reachability`) and with a
number of cước in the level's band (:data:`LEVELS`); nothing here knows a cước's rule.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from chan_core.cards import BY_CODE, KINDS, KINDS_OF_RANK, Hand, Kind
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.melds import Meld
from chan_core.options import Options, make_options
from chan_core.win import WinInput, check_u

LEVELS: dict[int, tuple[int, int | None]] = {1: (1, 2), 2: (3, 4), 3: (5, None)}
MAX_TRIES = 20000
# Feature probability per level (how often a candidate gets chíu, bòn, thông …).
_P = {1: 0.12, 2: 0.3, 3: 0.5}
# Kinds that make cước: lèo (9V 8S CC), tôm (3V 3S 7N), the other red ones.
_FAVOURED = {"9V", "8S", "CC", "3V", "3S", "7N", "8V", "9S"}
_SUITED = [k for k in KINDS if k.suit is not None]


@dataclass(frozen=True)
class GenWin:
    """A generated win: its SPEC ``win`` ``scenario`` dict, the ``win``, the detected ``cuoc`` and
    ``reasons``, the ``story`` facts (:func:`story`) and the candidates ``tries``."""

    seed: int
    level: int
    variant: str
    scenario: dict
    win: WinInput
    cuoc: dict
    reasons: dict
    story: tuple[Fact, ...]
    tries: int


def level_name(level: int) -> Fact:
    """``Fact('gen_win.level')`` naming ``level`` (:data:`LEVELS`); :class:`ChanError` for an unknown one."""
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise ChanError("gen_win.bad_level", field="level", levels=tuple(LEVELS), value=shown_value(level))
    return Fact("gen_win.level", level=level)


class _Builder:
    """One candidate: 10 pairs, built with a budget of 4 copies per kind."""

    def __init__(self, rng: random.Random, level: int):
        self.rng = rng
        self.p = _P[level]
        self.left = {k.code: 4 for k in KINDS}

    def chance(self, scale: float = 1.0) -> bool:
        return self.rng.random() < self.p * scale

    def pick_kind(self, need: int, pool=KINDS, take: int = 0) -> Kind | None:
        """A kind of ``pool`` with ``need`` copies left, favoured kinds weighted up; ``take`` copies taken."""
        ks = [k for k in pool if self.left[k.code] >= need]
        if not ks:
            return None
        bias = 1 + 6 * self.p
        k = self.rng.choices(ks, weights=[bias if k.code in _FAVOURED else 1.0 for k in ks])[0]
        self.left[k.code] -= take
        return k

    def chan(self) -> Kind | None:
        return self.pick_kind(2, [k for k in KINDS if self.left[k.code] == 4] or KINDS, take=2)

    def ca(self, tries: int = 20, take: int = 1) -> tuple[Kind, Kind] | None:
        """A cạ: a suited kind and one of another suit of its number, ``take`` copies of each taken (phá thiên
        takes all 4: a kind is used once, and one without a partner is spent too)."""
        for _try in range(tries):
            a = self.pick_kind(1, _SUITED, take=take)
            if a is None:
                return None
            others = [b for b in KINDS_OF_RANK[a.rank] if b.suit and b.suit != a.suit and self.left[b.code] >= 1]
            if others:
                b = self.rng.choice(others)
                self.left[b.code] -= take
                return (a, b)
            if take < 4:
                self.left[a.code] += take
        return None


def _candidate(rng: random.Random, level: int) -> WinInput | None:
    """One random candidate win (may be invalid; the caller checks)."""
    b = _Builder(rng, level)
    thien = b.chance(0.12)
    ctx = set()
    if b.chance(0.6):
        ctx.add("thong")
    if thien:
        ctx.add("thien_u")
    elif b.chance(0.25):
        ctx.add("dia_u")
    if not thien and b.chance(0.06):
        ctx.add("pha_thien")
        ctx.discard("dia_u")  # địa ù leaves only chíu on the mat, and a chíu needs a dealt chắn
        return _pha_thien_candidate(rng, b, ctx)
    dia = "dia_u" in ctx  # before one's turn only chíu is possible: no eaten meld (001 §IV, §V.6)
    win_kind: str = "normal"
    if not thien:
        win_kind = rng.choices(["normal", "chiu_u", "u_bon"], weights=[1.0, b.p * 0.8, 0.0 if dia else b.p * 0.5])[0]
    target_chan = rng.choices([6, 7, 8, 9, 10], weights=[5, 3, 2, 1, 0.5 + b.p])[0]
    pairs_hand: list[tuple[Kind, ...]] = []   # in hand, each a chắn (k, k) or cạ (a, b)
    melds: list[Meld] = []
    chan = 0
    special: Kind | None = None
    # A bạch thủ hand needs exactly 6 chắn: leave room for its own chắn.
    bt = not thien and win_kind == "normal" and b.chance(0.9)
    room = 4 if bt else 20
    # Features made of four alike: chíu (two at level 3), bòn (not before one's turn), four in hand.
    fours = [] if thien else [(0.7, "chiu")] * (2 if level == 3 else 1) + ([] if dia else [(0.4, "an_chan")])
    for p, meld in fours + [(0.4, None)]:
        if b.chance(p) and chan + 2 <= room and (k := b.pick_kind(4, take=4)):
            if meld is None:
                pairs_hand += [(k, k), (k, k)]
            else:
                melds += [Meld("chiu", (k,) * 4)] if meld == "chiu" else [Meld("an_chan", (k, k))] * 2
            chan += 2
    if win_kind in ("chiu_u", "u_bon"):
        special = k = b.pick_kind(4, take=4)
        if k is None:
            return None
        if win_kind == "chiu_u":
            pairs_hand += [(k, k), (k, k)]
        else:
            melds.append(Meld("an_chan", (k, k)))
            pairs_hand.append((k, k))
        chan += 2
    # Bạch thủ: exactly 6 chắn + 4 cạ, won on the twin of a chắn in hand; at
    # times with a picture cước's cards (001 §V.20–25) or on chi chi.
    bt_kind: Kind | None = None
    picture = False
    if bt:
        target_chan = 6
        pics = ["2V", "8V", "CC"]
        code = rng.choice(pics) if rng.random() < 0.6 else None
        k = BY_CODE[code] if code and b.left[code] == 4 else b.chan()
        if k is not None:
            if b.left[k.code] == 4:
                b.left[k.code] -= 2
            bt_kind = k
            pairs_hand.append((k, k))
            chan += 1
            picture = code in ("2V", "8V")
            if picture and chan < 6:
                mat = BY_CODE[rng.choice(["5V", "5S", "8N"])]
                if b.left[mat.code] == 4 and not dia:
                    b.left[mat.code] -= 2
                    melds.append(Meld("an_chan", (mat, mat)))
                    chan += 1
                elif b.left[mat.code] == 4 and chan + 2 <= 6:  # địa ù: the picture card chíu'd
                    b.left[mat.code] -= 4
                    melds.append(Meld("chiu", (mat,) * 4))
                    chan += 2
    # Lèo sets need chi chi in a chắn (chi chi makes no cạ).
    if b.chance(1.2) and b.left["CC"] == 4:
        b.left["CC"] -= 2
        pairs_hand.append((BY_CODE["CC"], BY_CODE["CC"]))
        chan += 1
    while chan < target_chan and chan + len(pairs_hand) < 20:
        k = b.chan()
        if k is None:
            return None
        pairs_hand.append((k, k))
        chan += 1
    n_pairs = len(pairs_hand) + sum(1 if m.type != "chiu" else 2 for m in melds)
    while n_pairs < 10:
        c = b.ca()
        if c is None:
            return None
        pairs_hand.append(c)
        n_pairs += 1
    if n_pairs > 10:
        return None
    rng.shuffle(pairs_hand)
    hand_cards = [k for p in pairs_hand for k in p]
    if thien:
        return WinInput(hand=Hand(hand_cards), context=frozenset(ctx))
    # The winning card.
    source = "boc"
    if special is not None:
        win_card = special
        hand_cards.remove(special)
        if win_kind == "chiu_u" and b.chance(1.0):
            source = rng.choice(["danh", "tra_cua"])
        drawn_by = rng.choice(["self", "other"]) if source != "danh" else None
        stay = pairs_hand
    else:
        i = rng.randrange(len(pairs_hand))
        if bt_kind is not None:
            i = next(j for j, p in enumerate(pairs_hand) if p == (bt_kind, bt_kind))
        pair = pairs_hand[i]
        win_card = pair[rng.randrange(len(pair))]
        hand_cards.remove(win_card)
        drawn_by = "self" if picture or (bt_kind is not None and b.chance(1.5)) else rng.choice(["self", "other"])
        stay = [p for j, p in enumerate(pairs_hand) if j != i]
    # Eat some plain pairs onto the mat (never the four-alike ones or the winning pair;
    # none for địa ù; a cạ only if one of its cards could be taken without a lỗi 1 or 5).
    n_eat = 0 if dia else rng.randint(0, 4)
    counts = Counter(k.code for k in hand_cards)
    for p in stay:
        if n_eat <= 0:
            break
        if len(p) == 2 and p[0] == p[1] and counts.get(p[0].code, 0) == 2 and p[0] != special:
            melds.append(Meld("an_chan", p))
        elif len(p) == 2 and p[0] != p[1] and p[0].suit and p[1].suit and _clean_ca(p, counts):
            melds.append(Meld("an_ca", p))
        else:
            continue
        for k in p:
            hand_cards.remove(k)
            counts[k.code] -= 1
        n_eat -= 1
    rng.shuffle(melds)
    return WinInput(hand=Hand(hand_cards), melds=tuple(melds), winning_card=win_card, source=source,
                    drawn_by=drawn_by, context=frozenset(ctx))


def _clean_ca(p: tuple[Kind, ...], counts: dict) -> bool:
    """Whether the cạ ``p`` can go from the hand ``counts`` to the mat without a lỗi 1 or 5 (001 §IV)."""
    a, b = p
    left = {k: counts.get(k.code, 0) - (1 if k in p else 0) for k in (a, b)}
    return any(left[t] == 0 and left[o] != 3 for t, o in ((a, b), (b, a)))


def _pha_thien_candidate(rng: random.Random, b: _Builder, ctx: set) -> WinInput | None:
    """A phá thiên candidate (001 §V.4): all kinds differ (each taken whole), every chắn is eaten but at times
    the winning pair."""
    n_chan = rng.choices([6, 7, 8], weights=[6, 2, 1])[0]
    win_chan = rng.random() < 0.7  # the winning card makes a chắn with the single in hand
    melds: list[Meld] = []
    hand: list[Kind] = []
    for _i in range(n_chan - (1 if win_chan else 0)):
        k = b.pick_kind(1, take=4)
        if k is None:
            return None
        melds.append(Meld("an_chan", (k, k)))
    cas = []
    for _i in range(10 - n_chan):
        c = b.ca(30, take=4)
        if c is None:
            return None
        cas.append(c)
    if win_chan:
        win = b.pick_kind(1, take=4)
        if win is None:
            return None
        hand.append(win)
    else:
        if not cas:
            return None
        pair = cas.pop(rng.randrange(len(cas)))
        hand.append(pair[0])
        win = pair[1]
    for c in cas:
        if rng.random() < 0.4:
            melds.append(Meld("an_ca", c))
        else:
            hand.extend(c)
    rng.shuffle(melds)
    return WinInput(hand=Hand(hand), melds=tuple(melds), winning_card=win, source="boc",
                    drawn_by=rng.choice(["self", "other"]), context=frozenset(ctx))


def scenario_of(w: WinInput, variant: str) -> dict:
    """A SPEC ``win`` scenario dict of a :class:`WinInput`."""
    sc: dict = {"kind": "win", "variant": variant, "hand": str(w.hand)}
    if w.melds:
        sc["melds"] = [{"type": m.type, "cards": " ".join(k.code for k in m.cards)} for m in w.melds]
    if w.winning_card is not None:
        sc["winning_card"] = w.winning_card.code
        sc["source"] = w.source
        if w.drawn_by is not None:
            sc["drawn_by"] = w.drawn_by
    if w.context:
        sc["context"] = sorted(w.context)
    return sc


def story(w: WinInput) -> tuple[Fact, ...]:
    """The context of a win as facts ``gen_win.story.*``, no cước named, what decides thông, chì and địa ù said
    either way (001 §III–§V)."""
    ctx = w.context
    out = [Fact("gen_win.story.thong" if "thong" in ctx else "gen_win.story.no_thong")]
    if "thien_u" in ctx:
        return (*out, Fact("gen_win.story.thien_u"))
    if "pha_thien" in ctx:
        out.append(Fact("gen_win.story.pha_thien"))
    how = "danh" if w.source == "danh" else f"{w.source}_{'self' if w.drawn_by == 'self' else 'other'}"
    out.append(Fact(f"gen_win.story.{how}", card=w.winning_card))
    out.append(Fact("gen_win.story.dia_u" if "dia_u" in ctx else "gen_win.story.not_dia_u"))
    if w.melds:
        out.append(Fact("gen_win.story.melds"))
    out.append(Fact("gen_win.story.hand"))
    return tuple(out)


NOT_CONTEXT = {"gen_win.story.no_thong": "thong", "gen_win.story.not_dia_u": "dia_u"}
"""Story facts that say why a win has not a context cước."""


def story_why(w: WinInput) -> dict[str, Fact]:
    """``{cước id: fact}``: the lines of :func:`story` saying why ``w`` has not thông or địa ù (for
    :func:`chan_core.xuong.grade`'s ``why``: a wrong xướng told in the question's own words)."""
    return {NOT_CONTEXT[f.code]: f for f in story(w) if f.code in NOT_CONTEXT}


def gen_win(seed: int, level: int = 1, options: Options | None = None, *, max_tries: int = MAX_TRIES) -> GenWin:
    """A random valid win whose number of cước lies in ``level``'s band, the same for the same seed,
    level and variant; :class:`ChanError` for an unknown level or none found in ``max_tries``."""
    from chan_core.cuoc import detect

    level_name(level)  # the level checked
    opts = options or make_options()
    rng = random.Random(f"gen_win/{opts.variant}/{level}/{seed}")
    lo, hi = LEVELS[level]
    for t in range(1, max_tries + 1):
        try:
            w = _candidate(rng, level)
        except ChanError:
            continue
        if w is None:
            continue
        u = check_u(w)
        if not u.valid or u.warnings:  # a board no clean game gives (chan_core.reachability)
            continue
        d = detect(w, u, opts)
        if not d.valid:
            continue
        n = sum(d.cuoc.values())
        if n < lo or (hi is not None and n > hi):
            continue
        return GenWin(seed, level, opts.variant, scenario_of(w, opts.variant), w, d.cuoc, d.reasons, story(w), t)
    raise ChanError("gen_win.not_found", field="seed", level=level, tries=max_tries, seed=seed, n=max_tries)
