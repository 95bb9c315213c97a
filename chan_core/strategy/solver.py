"""The exact distance of a hand part, as counts (the engine under :mod:`.measure`; seed 001 §III–§V).

``h``: 25 hand counts, ``a``: 25 copies still takeable, ``P``: pairs to make, ``Craw``: chắn to hold.
:func:`solve` tries the direct construction (:func:`decide` on :func:`sums`), else :func:`exact`.
"""
from __future__ import annotations

import functools

from chan_core.cards import CHI_CHI, KINDS_OF_RANK, RANKS

CC = CHI_CHI.index
SUITED: tuple[tuple[int, int, int], ...] = tuple(
    tuple(k.index for k in KINDS_OF_RANK[r]) for r in RANKS if r != CHI_CHI.rank  # type: ignore[misc]
)


# --------------------------------------------------------------------------- the fast construction

def _summary(hi: int, hj: int, hk: int, bi: int, bj: int, bk: int) -> tuple[int, int, int, int, int, int]:
    """What one suited number (``h*`` in hand, ``b*`` 1 when takeable) adds: ``(chắn, cạ, lone chắn-able,
    lone usable, gain by breaking the cạ or -1, breakable)``."""
    chan = (hi >> 1) + (hj >> 1) + (hk >> 1)
    oi, oj, ok = hi & 1, hj & 1, hk & 1
    o = oi + oj + ok
    e = (oi and bi) + (oj and bj) + (ok and bk)
    anyb = 1 if (bi or bj or bk) else 0
    brk = 1 if anyb and (chan or o >= 2) else 0
    if o == 0:
        return chan, 0, 0, 0, -1, brk
    if o == 1:
        return chan, 0, 1 if e else 0, anyb, -1, brk
    if o == 2:
        return chan, 1, 0, 0, e, brk
    kv = 1 if e else 0
    return chan, 1, kv, anyb, e - kv, brk


TABLE = [_summary(hi, hj, hk, bi, bj, bk)
          for hi in range(5) for hj in range(5) for hk in range(5)
          for bi in range(2) for bj in range(2) for bk in range(2)]
# TABLE[code]: _summary for code = ((hi·5 + hj)·5 + hk)·8 + bi·4 + bj·2 + bk


def decide(c0: int, nca: int, sc: int, sa: int, gains: list[int], cc_chan: int, P: int, Craw: int,
            brk: int = 0) -> int | None:
    """The construction's verdict from :func:`sums`: the distance, ``-1`` (ask :func:`exact`) or ``None``.

    Every cạ kept: one card per missing pair; too many cạ for 6 chắn: keep ``P − C``, break the rest."""
    C = Craw if Craw > 0 else 0
    if C > P:
        return None
    if nca <= P - C:
        q = P - c0 - nca
        if q <= 0:
            return 0
        need = C - c0
        if sc + cc_chan < need or sa + cc_chan < q:
            return -1
        if q == 1 and need <= 0 and sa == 0:
            # only a chi chi would complete it, with too many chắn for bạch thủ chi
            return 2 if brk and cc_chan else -1
        return q  # (need == 1 with only the chi chi: exactly 6 chắn, the bạch thủ chi wait)
    q = C - c0
    drop = nca - (P - C)
    won = 0
    for value in (2, 1):
        n = gains[value] if gains[value] < drop else drop
        won += n * value
        drop -= n
    if sc + won + cc_chan < q:
        return -1
    return q  # q == 1 with only the chi chi: exactly 6 chắn, bạch thủ chi


def sums(h, a) -> list:
    """Per-number summaries of a hand and the totals ``[c0, nca, sc, sa, gains, cc_chan, codes, brk]``."""
    x = h[CC]
    c0 = x >> 1
    nca = sc = sa = 0
    gains = [0, 0, 0]
    codes = []
    table = TABLE
    brk = 0
    for i, j, k in SUITED:
        code = (((h[i] * 5 + h[j]) * 5 + h[k]) << 3) | ((a[i] > 0) << 2) | ((a[j] > 0) << 1) | (a[k] > 0)
        codes.append(code)
        c, n, s1, s2, gain, b = table[code]
        brk += b
        c0 += c
        nca += n
        sc += s1
        sa += s2
        if gain >= 0:
            gains[gain] += 1
    return [c0, nca, sc, sa, gains, 1 if (x & 1 and a[CC] > 0) else 0, codes, brk]


# --------------------------------------------------------------------------- the exact search

@functools.lru_cache(maxsize=None)
def _max_chan(kx: tuple[int, ...]) -> int:
    """Most chắn pairing one number's ``(kept, taken)`` per kind, no pair of two taken cards; ``-1``: none."""
    n = len(kx) // 2
    for i in range(n):
        if kx[2 * i] or kx[2 * i + 1]:
            break
    else:
        return 0
    best = -1
    s = list(kx)
    taken = s[2 * i + 1] > 0
    s[2 * i + (1 if taken else 0)] -= 1
    # partner of the same kind (chắn): a kept one, or a taken one when this card is kept
    for slot, ok in ((2 * i, s[2 * i] > 0), (2 * i + 1, not taken and s[2 * i + 1] > 0)):
        if ok:
            s[slot] -= 1
            r = _max_chan(tuple(s))
            if r >= 0 and r + 1 > best:
                best = r + 1
            s[slot] += 1
    if n == 3:  # cạ with another suit of the number
        for j in range(3):
            if j == i:
                continue
            for slot, ok in ((2 * j, s[2 * j] > 0), (2 * j + 1, not taken and s[2 * j + 1] > 0)):
                if ok:
                    s[slot] -= 1
                    r = _max_chan(tuple(s))
                    if r > best:
                        best = r
                    s[slot] += 1
    return best


@functools.lru_cache(maxsize=None)
def _outcomes(key: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int, int], ...]:
    """The (pairs, chắn, cards taken) one number can give from ((hand, copies left), …), dominated ones dropped
    (taking none keeps every chắn count: a chi chi win needs an exact count)."""
    out: set[tuple[int, int, int]] = set()
    ranges = [[(k, x) for k in range(h + 1) for x in range(a + 1)] for h, a in key]

    def rec(i: int, acc: tuple[int, ...]) -> None:
        if i == len(key):
            kept = sum(acc[0::2])
            taken = sum(acc[1::2])
            if taken > kept or (kept + taken) & 1:
                return
            c = _max_chan(acc)
            if c >= 0:
                out.add(((kept + taken) // 2, c, taken))
            return
        for k, x in ranges[i]:
            rec(i + 1, acc + (k, x))

    rec(0, ())
    best: dict[tuple[int, int], int] = {}
    for p, c, q in out:
        if q and c > best.get((p, q), -1):
            best[(p, q)] = c
    kept = [(p, c, q) for p, c, q in out if not q]
    for (p, q), c in best.items():
        if not any(p2 == p and c2 >= c and q2 < q for (p2, q2), c2 in best.items()):
            kept.append((p, c, q))
    return tuple(sorted(kept))


_W = 11  # bits per row of a reachability mask: chắn 0…10 (never more than the pairs)


@functools.lru_cache(maxsize=None)
def _shifts(key: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    """:func:`_outcomes` as mask shifts grouped by cards taken: ``result[dq]`` = shifts (pairs·W + chắn)."""
    outs = _outcomes(key)
    top = max((q for _, _, q in outs), default=0)
    return tuple(tuple(sorted({p * _W + c for p, c, q in outs if q == dq})) for dq in range(top + 1))


def exact(h, a, P: int, Craw: int, limit: int | None = None) -> int | None:
    """The exact distance by a DP over the numbers (``None``: unreachable, or past ``limit`` when given).

    Masks (bit ``pairs·11 + chắn``) per cards taken; ``A``: only chi chi taken, so bạch thủ chi (§V.18)."""
    C = Craw if Craw > 0 else 0
    if C > P:
        return None
    mask = (1 << ((P + 1) * _W)) - 1
    Q = P + 1 if limit is None else min(P, limit) + 1
    A = [0] * Q
    B = [0] * Q
    for dq, shifts in enumerate(_shifts(((h[CC], a[CC]),))):
        for sh in shifts:
            if dq < Q:
                A[dq] |= 1 << sh
    for g in SUITED:
        groups = _shifts(tuple(sorted((h[i], a[i]) for i in g)))
        nA = [0] * Q
        nB = [0] * Q
        for dq, shifts in enumerate(groups):
            if not shifts:
                continue
            for q in range(Q - dq):
                x, y = A[q], B[q]
                if not (x or y):
                    continue
                t = q + dq
                for sh in shifts:
                    if dq:
                        nB[t] |= ((x | y) << sh) & mask
                    else:
                        nA[t] |= (x << sh) & mask
                        nB[t] |= (y << sh) & mask
        A, B = nA, nB
    row = P * _W
    ge = ((1 << (_W - C)) - 1) << (row + C)
    exact = (1 << (row + Craw)) if 0 <= Craw < _W else 0
    for q in range(Q):
        if B[q] & ge or (A[q] & (ge if q == 0 else exact)):
            return q
    return None


def solve(h, a, P: int, Craw: int, base: list | None = None) -> int | None:
    """The exact distance: the construction (``base``: :func:`sums` if known), else the search (first up to 2
    cards past the bound)."""
    c0, nca, sc, sa, gains, cc, _, brk = base or sums(h, a)
    r = decide(c0, nca, sc, sa, gains, cc, P, Craw, brk)
    if r != -1:
        return r
    C = Craw if Craw > 0 else 0
    r = exact(h, a, P, Craw, P - min(c0 + nca, c0 + P - C) + 2)
    return exact(h, a, P, Craw) if r is None else r
