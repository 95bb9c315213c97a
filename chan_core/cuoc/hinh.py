"""Cước of the shape of the hand: thập thành, bạch thủ, bạch thủ chi (seed 001 §V mục 12, 17, 18)."""
from __future__ import annotations

from chan_core.cuoc.base import Facts, found_when, need, why_not_of
from chan_core.facts import Fact
from chan_core.layout import layout

_FOUND_BACH_THU_THIEN_U = Fact("cuoc.found.bach_thu_thien_u")

found_when("thap_thanh", lambda f: f.uc.chan == 10)  # thập thành (001 §V.12): 10 chắn (melds included)


def _bach_thu_why(f: Facts) -> Fact:
    if f.uc.thien_u:
        return _FOUND_BACH_THU_THIEN_U
    k = f.win_card
    return Fact("cuoc.found.bach_thu", card=k if k is not None else "?")


# bạch thủ (001 §V.17): ``UCheck.bach_thu`` and not bạch thủ chi (bạch thủ chi replaces bạch thủ: 001 §V.18 "hô
# bạch thủ thì vẫn là hô sai"); bạch thủ chi (001 §V.18): bạch thủ whose què and winning card are chi chi
found_when("bach_thu", lambda f: f.uc.bach_thu and not f.uc.bach_thu_chi, _bach_thu_why)
found_when("bach_thu_chi", lambda f: f.uc.bach_thu_chi, _bach_thu_why)


# ------------------------------------------------------------------ why not
@why_not_of("thap_thanh")
def thap_thanh_why_not(f: Facts, options) -> Fact | None:
    ca = tuple(tuple(p) for p in f.uc.layout.ca) + tuple(tuple(m.cards) for m in f.melds if m.type == "an_ca")
    return need("thap_thanh", Fact("cuoc.hand.chan_ca", chan=f.uc.chan, ca=f.uc.ca, pairs=ca))


def bach_thu_fact(f: Facts) -> Fact | None:
    """Why the hand is not a bạch thủ shape (``None`` when it is one, chi or not)."""
    if f.uc.bach_thu or f.uc.bach_thu_chi:
        return None
    if f.uc.thien_u:
        return Fact("cuoc.hand.thien_u_not_bach_thu", chan=f.uc.chan, ca=f.uc.ca)
    lay = layout(f.win.hand, f.win.melds)  # «6 chắn, 3 cạ, 1 què (tứ vạn)», melds counted
    return Fact("cuoc.hand.before_win", layout=Fact("cuoc.layout", chan=lay.n_chan, ca=lay.n_ca,
                                                    ba_dau=tuple(tuple(t) for t in lay.ba_dau), que=tuple(lay.que)))


@why_not_of("bach_thu")
def bach_thu_why_not(f: Facts, options) -> Fact | None:
    if f.uc.bach_thu_chi:
        return need("bach_thu", Fact("cuoc.hand.is_bach_thu_chi_say"), Fact("cuoc.req.bach_thu_not_chi"))
    return need("bach_thu", bach_thu_fact(f) or "")


@why_not_of("bach_thu_chi")
def bach_thu_chi_why_not(f: Facts, options) -> Fact | None:
    if f.uc.bach_thu:
        return need("bach_thu_chi", Fact("cuoc.hand.bach_thu_not_chi", card=f.win_card))
    return need("bach_thu_chi", bach_thu_fact(f) or "")
