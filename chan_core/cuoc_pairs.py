"""Which cước can come together in one win: the table of impossible combinations and their reasons.

``rules/cuoc_pairs.yaml`` holds, per variant, the smallest combinations no reachable win has (found by
:mod:`tools.cuoc_search`, rebuilt by ``tools/build_cuoc_pairs.py``); :func:`refusal` looks a set up and
:func:`explain` gives the reason fact. Pairs refused by their own rule are not searched. Seeds: 001 §IV–§V; 003.
"""
from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from chan_core.cards import BY_CODE
from chan_core.cuoc.hoa import PICTURES
from chan_core.facts import Fact

BACH_THU_LIKE = frozenset({"bach_thu", "bach_thu_chi", *PICTURES})


Combo = tuple[tuple[str, int], ...]  # cước with counts, sorted by id: (('leo', 3), ('tam_do', 1))


def combo(cuoc: Mapping[str, int]) -> Combo:
    """The :data:`Combo` of ``{id: count}`` (zero counts dropped)."""
    return tuple(sorted((k, int(v)) for k, v in cuoc.items() if v))


@functools.lru_cache(maxsize=8)
def limits(variant: str) -> tuple[dict[str, int], frozenset[tuple[str, str]]]:
    """(id → max count of the cước the variant has, pairs refused by their own rule)."""
    from chan_core.rules import load_rules

    rules = load_rules()
    have = set(rules.variant(variant).points)
    cuoc = [c for c in rules.cuoc if c.id in have]
    maxc = {c.id: (c.max_count if c.countable else 1) for c in cuoc}
    own = {tuple(sorted((c.id, r))) for c in cuoc for r in (*c.replaces, "xuong") if r != c.id}
    return maxc, frozenset(own | {("bach_thu", "bach_thu_chi")})


@dataclass(frozen=True)
class Refusal:
    """One entry: ``cuoc`` ``((id, (counts…)), …)``, one or two cước with the counts that never come
    together; :attr:`reason` says why (``cuoc_pairs.refused``)."""

    cuoc: tuple[tuple[str, tuple[int, ...]], ...]

    @property
    def reason(self) -> Fact:
        """Why no win holds this entry's cước together."""
        return sentence(dict(self.cuoc), explain(self.combos()[0]))

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

    v = load_rules().cuoc_pairs.variants.get(variant)
    return tuple(Refusal(tuple(sorted((k, tuple(ns)) for k, ns in e.cuoc.items()))) for e in v.impossible) if v else ()


def refusal(cuoc: Mapping[str, int], variant: str) -> Refusal | None:
    """The first entry of the table that ``cuoc`` (``{id: count}``) falls under, or ``None``."""
    for r in table(variant):
        if r.covers(cuoc):
            return r
    return None


# Cước that need a red card (against bạch định); a red card other than chi chi (against kính tứ chi);
# a chắn in the dealt hand (against phá thiên); that a thiên ù cannot have.
_RED_NEED = frozenset({"tam_do", "kinh_tu_chi", "leo", "bach_thu_chi", "ca_loi_san_dinh", "ca_nhay_dau_thuyen",
                       "ngu_ong_bat_ca"})
_NOT_KINH = frozenset({"tam_do", "leo", "ca_loi_san_dinh", "ca_nhay_dau_thuyen", "ngu_ong_bat_ca"})
_DEALT_CHAN = frozenset({"thien_khai", "chiu", "chiu_u", "bon", "u_bon", "ngu_ong_bat_ca",
                         "nha_lau_xe_hoi_hoa_roi_cua_phat", "kinh_tu_chi", "leo", "thien_u"})
_THIEN_NO = frozenset({"chi", "chiu_u", "u_bon", "dia_u", "pha_thien", "chiu", "bon", "bach_thu_chi"})


def explain(c: Combo) -> Fact | None:
    """Why no win holds the two cước of ``c`` (``cuoc_pairs.why.*``), or ``None`` when no known reason
    applies (the build script then stops). Seeds: 001 §IV, §V."""
    d = dict(c)
    if len(d) != 2:
        return None
    ids = set(d)
    a, b = sorted(d)

    def other(x: str) -> str:
        return b if a == x else a

    pics = [k for k in ids if k in PICTURES]
    if len(pics) == 2:
        return Fact("cuoc_pairs.why.one_picture")
    if pics and "bach_thu_chi" in ids:
        return Fact("cuoc_pairs.why.picture_bach_thu_chi", picture=pics[0], card=BY_CODE[PICTURES[pics[0]][0]])
    # thiên ù (and 5 thiên khai, which only a thiên ù has)
    thien = "thien_u" if "thien_u" in ids else ("thien_khai" if d.get("thien_khai") == 5 else None)
    if thien:
        x = other(thien)
        five = thien == "thien_khai"
        if x in _THIEN_NO:
            return Fact("cuoc_pairs.why.thien_no", cuoc=x, five_thien_khai=five)
        if x in PICTURES:
            return Fact("cuoc_pairs.why.thien_picture", cuoc=x, five_thien_khai=five)
        if five and x in ("tom", "leo") and d[x] < 4:
            return Fact("cuoc_pairs.why.thien_khai_sets", cuoc=x)
        if five and x == "bach_thu":
            return Fact("cuoc_pairs.why.thien_khai_bach_thu")
    if ids == {"chiu_u", "u_bon"}:
        return Fact("cuoc_pairs.why.chiu_u_u_bon")
    # địa ù: nothing eaten before one's turn
    if "dia_u" in ids:
        x = other("dia_u")
        if x in ("bon", "u_bon"):
            return Fact("cuoc_pairs.why.dia_u_eaten", cuoc=x)
        if x == "pha_thien":
            return Fact("cuoc_pairs.why.dia_u_pha_thien")
    # phá thiên: no chắn dealt
    if "pha_thien" in ids:
        x = other("pha_thien")
        if x in _DEALT_CHAN and (x != "leo" or d[x] >= 3):
            return Fact("cuoc_pairs.why.pha_thien_dealt", cuoc=x)
        if x == "tom" and d[x] >= 3:
            return Fact("cuoc_pairs.why.pha_thien_tom")
    # colours
    if "bach_dinh" in ids and other("bach_dinh") in _RED_NEED:
        return Fact("cuoc_pairs.why.bach_dinh", cuoc=other("bach_dinh"))
    if "kinh_tu_chi" in ids and other("kinh_tu_chi") in _NOT_KINH:
        return Fact("cuoc_pairs.why.kinh_tu_chi", cuoc=other("kinh_tu_chi"))
    if "tam_do" in ids and d.get("leo", 0) >= 3:
        return Fact("cuoc_pairs.why.tam_do_leo")
    # every kind an even number of times (thập thành)
    if "thap_thanh" in ids and other("thap_thanh") in ("tom", "leo") and d[other("thap_thanh")] % 2:
        return Fact("cuoc_pairs.why.thap_thanh_odd", cuoc=other("thap_thanh"))
    # bạch thủ: exactly 6 chắn 4 cạ
    bts = [k for k in ids if k in BACH_THU_LIKE]
    if bts:
        bt = bts[0] if len(bts) == 1 or bts[0] not in PICTURES else bts[1]
        x = other(bt)
        own = _bt_own(bt)
        if x == "thap_thanh":
            return Fact("cuoc_pairs.why.bach_thu_thap_thanh", bach_thu=bt)

        def too_many(k: int) -> bool:
            extra = _bt_chan(x, k, bt)
            if extra is None or not extra[1]:
                return False
            if bt == "bach_thu" and x in ("thien_khai", "tom") and extra[0] <= 6:
                return False  # a thiên ù bạch thủ has no winning pair
            return extra[0] + own > 6 or (bt == "bach_thu" and extra[0] > 6)

        if too_many(d[x]):
            top = limits("classic")[0].get(x, 1)
            t = next(k for k in range(1, d[x] + 1) if too_many(k))  # the smallest count that is too many
            return Fact("cuoc_pairs.why.bach_thu_too_many", bach_thu=bt, cuoc=x, n=t, up=t < top)
    # four alike: chíu, bòn, thiên khai are four cards each
    quads = {k: d[k] for k in ids if k in ("chiu", "bon", "thien_khai")}
    if len(quads) == 2 and sum(quads.values()) >= 5:
        return Fact("cuoc_pairs.why.four_alike")
    n_leo, n_tom = d.get("leo", 0), d.get("tom", 0)
    if n_leo and n_tom and 3 * n_leo + n_leo % 2 + 3 * n_tom > 20:
        return Fact("cuoc_pairs.why.leo_tom_cards")
    if n_leo == 3 and n_tom == 3:
        return Fact("cuoc_pairs.why.leo_tom_3")
    return None


def sentence(counts: Mapping[str, Iterable[int]], why: Fact) -> Fact:
    """``Fact('cuoc_pairs.refused', cuoc=(('leo', (3, 4)), ('tam_do', (1,))), why=why)`` of an entry's counts."""
    return Fact("cuoc_pairs.refused", cuoc=tuple((k, tuple(sorted(counts[k]))) for k in sorted(counts)), why=why)


def _bt_own(cid: str) -> int:
    """Chắn a bạch thủ-like cước needs, including its winning pair."""
    if cid in ("bach_thu", "bach_thu_chi"):
        return 1
    return 2 if PICTURES[cid][1] == "mat" else 3


def _bt_chan(cid: str, n: int, other: str) -> tuple[int, bool] | None:
    """(chắn ``cid``×``n`` needs besides the winning pair of the bạch thủ-like ``other``, whether that
    is a reason), or ``None``."""
    if cid == "thap_thanh":
        return 10, True
    if cid in ("chiu", "bon"):
        same = 1 if other in PICTURES and PICTURES[other][1] == "mat" else 0
        return 2 * n - same, True
    if cid == "thien_khai":
        same = min(n, 2) if other in PICTURES and PICTURES[other][1] == "hand" else 0
        return 2 * n - same, True
    if cid == "tom" and n == 4:
        same = 1 if other == "bach_thu" else 0  # a bạch thủ may be won on one of them
        return 6 - same, True
    if cid == "leo" and n >= 3:
        k = 6 if n == 4 else 4
        # the winning pair may be one of them: chi chi (ngư ông's, bạch thủ chi's), cửu vạn or bát sách (bạch thủ)
        same = 1 if other in ("ngu_ong_bat_ca", "bach_thu_chi", "bach_thu") else 0
        return k - same, True
    if cid in PICTURES:
        return (1 if PICTURES[cid][1] == "mat" else 2), False
    return None
