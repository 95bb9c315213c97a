"""Cước of colours and sets over the 20 cards: bạch định, tám đỏ, kính tứ chi, lèo, tôm (001 §V mục 13–16, 19)."""
from __future__ import annotations

from chan_core.cards import KINDS
from chan_core.cuoc.base import CC, RED_IDX, Facts, Found, clauses, cuoc, found_when, idx, need, why_not_of
from chan_core.facts import Fact

LEO = (idx("9V"), idx("8S"), idx("CC"))
TOM = (idx("3V"), idx("3S"), idx("7N"))

found_when("bach_dinh", lambda f: f.n_red == 0)  # bạch định (001 §V.13): no red card among the 20


@cuoc("tam_do")
def tam_do(f: Facts) -> Found | None:
    """Tám đỏ (001 §V.14): exactly 8 red cards among the 20 (``cards``: the 8, said counted)."""
    if f.n_red == 8:
        return Found("tam_do", 1, Fact("cuoc.found.tam_do", cards=_reds(f)))
    return None

# kính tứ chi (001 §V.19, 003): the four chi chi and no other red card
found_when("kinh_tu_chi", lambda f: f.all20[CC] == 4 and f.n_red == 4)


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


def _register_set(cid: str, idxs: tuple[int, ...]) -> None:
    """The detector (×n: complete sets of the kinds ``idxs`` among the 20) and the why-not of lèo or tôm."""
    kinds = tuple(KINDS[i] for i in idxs)
    i, j, k = idxs

    @cuoc(cid)
    def detect(f: Facts) -> Found | None:
        a = f.all20
        n = min(a[i], a[j], a[k])
        return Found(cid, n, Fact("cuoc.found.sets", cuoc=cid, cards=kinds, n=n)) if n else None

    @why_not_of(cid)
    def why_not(f: Facts, options) -> Fact | None:
        missing = tuple(KINDS[i] for i in idxs if f.all20[i] == 0)
        have = tuple(KINDS[i] for i in idxs if f.all20[i] for _i in range(f.all20[i]))
        return need(cid, Fact("cuoc.hand.set_missing", missing=missing, have=have), Fact("cuoc.req.set", cards=kinds))


_register_set("leo", LEO)  # lèo ×n (001 §V.15): cửu vạn + bát sách + chi chi, ≤ 4
_register_set("tom", TOM)  # tôm ×n (001 §V.16): tam vạn + tam sách + thất văn, ≤ 4
