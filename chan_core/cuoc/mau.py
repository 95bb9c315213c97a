"""Cước of colours and sets over the 20 cards: bạch định, tám đỏ, kính tứ chi, lèo, tôm (001 §V mục 13–16, 19)."""
from __future__ import annotations

from chan_core.cards import KINDS
from chan_core.cuoc.base import CC, RED_IDX, Facts, Found, clauses, cuoc, idx, need, why_not_of
from chan_core.facts import Fact

_FOUND_BACH_DINH = Fact("cuoc.found.bach_dinh")
_FOUND_KINH_TU_CHI = Fact("cuoc.found.kinh_tu_chi")

LEO = (idx("9V"), idx("8S"), idx("CC"))
TOM = (idx("3V"), idx("3S"), idx("7N"))


def _kinds(indices: tuple[int, ...]) -> tuple:
    return tuple(KINDS[i] for i in indices)


@cuoc("bach_dinh")
def bach_dinh(f: Facts) -> Found | None:
    """Bạch định (001 §V.13): no red card among the 20."""
    if f.n_red == 0:
        return Found("bach_dinh", 1, _FOUND_BACH_DINH)
    return None


@cuoc("tam_do")
def tam_do(f: Facts) -> Found | None:
    """Tám đỏ (001 §V.14): exactly 8 red cards among the 20 (``cards``: the 8, said counted)."""
    if f.n_red == 8:
        return Found("tam_do", 1, Fact("cuoc.found.tam_do", cards=_reds(f)))
    return None


@cuoc("kinh_tu_chi")
def kinh_tu_chi(f: Facts) -> Found | None:
    """Kính tứ chi (001 §V.19, 003): the four chi chi and no other red card."""
    if f.all20[CC] == 4 and f.n_red == 4:
        return Found("kinh_tu_chi", 1, _FOUND_KINH_TU_CHI)
    return None


def _complete_sets(f: Facts, cid: str, idxs: tuple[int, ...]) -> Found | None:
    """``cid`` ×n: the number of complete sets of the kinds ``idxs`` among the 20 cards."""
    a = f.all20
    n = min([a[i] for i in idxs])
    if n:
        return Found(cid, n, Fact("cuoc.found.sets", cuoc=cid, cards=_kinds(idxs), n=n))
    return None


@cuoc("leo")
def leo(f: Facts) -> Found | None:
    """Lèo ×n (001 §V.15): complete sets 9V + 8S + CC among the 20 (≤ 4)."""
    return _complete_sets(f, "leo", LEO)


@cuoc("tom")
def tom(f: Facts) -> Found | None:
    """Tôm ×n (001 §V.16): complete sets 3V + 3S + 7N among the 20 (≤ 4)."""
    return _complete_sets(f, "tom", TOM)


# ------------------------------------------------------------------ why not
def _reds(f: Facts, skip: tuple[int, ...] = ()) -> tuple:
    """The red cards among the 20, one entry per card (said counted: «2 bát vạn, 1 chi chi»)."""
    return tuple(KINDS[i] for i in RED_IDX if i not in skip for _i in range(f.all20[i]))


@why_not_of("bach_dinh")
def bach_dinh_why_not(f: Facts, options) -> Fact | None:
    return need("bach_dinh", Fact("cuoc.hand.reds", n=f.n_red, cards=_reds(f)))


@why_not_of("tam_do")
def tam_do_why_not(f: Facts, options) -> Fact | None:
    fact = Fact("cuoc.hand.reds", n=f.n_red, cards=_reds(f)) if f.n_red else Fact("cuoc.hand.no_red")
    return need("tam_do", fact)


@why_not_of("kinh_tu_chi")
def kinh_tu_chi_why_not(f: Facts, options) -> Fact | None:
    cc = f.all20[CC]
    others = f.n_red - cc
    facts = []
    if cc != 4:
        facts.append(Fact("cuoc.hand.chi_chi_only", n=cc) if cc else Fact("cuoc.hand.no_chi_chi"))
    if others:
        facts.append(Fact("cuoc.hand.other_reds", n=others, cards=_reds(f, skip=(CC,))))
    return need("kinh_tu_chi", clauses(facts))


def _sets_why_not(f: Facts, cid: str, idxs: tuple[int, ...]) -> Fact | None:
    missing = tuple(KINDS[i] for i in idxs if f.all20[i] == 0)
    have = tuple(KINDS[i] for i in idxs if f.all20[i] for _i in range(f.all20[i]))
    return need(cid, Fact("cuoc.hand.set_missing", missing=missing, have=have), Fact("cuoc.req.set", cards=_kinds(idxs)))


@why_not_of("leo")
def leo_why_not(f: Facts, options) -> Fact | None:
    return _sets_why_not(f, "leo", LEO)


@why_not_of("tom")
def tom_why_not(f: Facts, options) -> Fact | None:
    return _sets_why_not(f, "tom", TOM)
