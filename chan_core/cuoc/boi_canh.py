"""Cước read from the context of the win: thông, chì, thiên ù, địa ù, phá thiên (seed 001 §V mục 2–6)."""
from __future__ import annotations

from chan_core.cards import KINDS
from chan_core.cuoc.base import Facts, Found, cuoc, found_when, need, why_not_of, win_card_fact
from chan_core.facts import Fact

_FOUND_PHA_THIEN = Fact("cuoc.found.pha_thien")
_FOUND_PHA_THIEN_DEALT = Fact("cuoc.found.pha_thien_dealt")

# thông (001 §V.2): the previous game was won (and xướng đúng) by this player; địa ù (001 §V.6): won before
# the turn passed the cửa chì — only the table knows them; thiên ù (001 §V.5): the cái won on the 20 dealt cards
found_when("thong", lambda f: "thong" in f.context)
found_when("dia_u", lambda f: "dia_u" in f.context)
found_when("thien_u", lambda f: f.uc.thien_u)
why_not_of("thong")(lambda f, options: need("thong", Fact("cuoc.hand.no_thong")))

# chì (001 §V.3): ``UCheck.chi`` — the winning card was drawn by the winner into the cửa chì, or trả cửa into it
# and chíu ù'd
found_when("chi", lambda f: f.uc.chi, lambda f: Fact("cuoc.found.chi_tra_cua" if f.win.source == "tra_cua"
                                                     else "cuoc.found.chi", card=f.win_card or "?"))


@cuoc("pha_thien")
def pha_thien(f: Facts) -> Found | None:
    """Phá thiên (001 §V.4): the dealt hand had no chắn, yet the player won — the context flag ``pha_thien``,
    or a ``dealt_hand`` without two identical cards (decision: it decides by itself, no flag needed)."""
    if "pha_thien" in f.context:
        return Found("pha_thien", 1, _FOUND_PHA_THIEN)
    d = f.dealt
    if d is not None and f.win.dealt_hand is not None and max(d) < 2:
        return Found("pha_thien", 1, _FOUND_PHA_THIEN_DEALT)
    return None


# ------------------------------------------------------------------ why not
def chi_fact(f: Facts) -> Fact | None:
    """Why the winning card is not in the winner's cửa chì (``None`` when it is: chì)."""
    if f.uc.chi:
        return None
    if f.win_card is None:
        return Fact("cuoc.hand.thien_u_no_chi")
    if f.win.source == "tra_cua" and f.win.drawn_by == "self":
        return Fact("cuoc.hand.tra_cua_not_chiu_u", card=f.win_card)
    return Fact("cuoc.hand.not_in_cua_chi", win_card=win_card_fact(f))


@why_not_of("chi")
def chi_why_not(f: Facts, options) -> Fact | None:
    return need("chi", chi_fact(f))


@why_not_of("thien_u")
def thien_u_why_not(f: Facts, options) -> Fact | None:
    return need("thien_u", Fact("cuoc.hand.not_at_deal", win_card=win_card_fact(f)))


@why_not_of("dia_u")
def dia_u_why_not(f: Facts, options) -> Fact | None:
    if f.uc.thien_u:
        return need("dia_u", Fact("cuoc.hand.is_thien_u"), Fact("cuoc.req.dia_u_after_deal"))
    return need("dia_u", Fact("cuoc.hand.no_dia_u"))


@why_not_of("pha_thien")
def pha_thien_why_not(f: Facts, options) -> Fact | None:
    if f.dealt is not None:
        pairs = tuple(k for k, n in zip(KINDS, f.dealt) if n >= 2)
        if pairs:
            return need("pha_thien", Fact("cuoc.hand.dealt_chan", cards=pairs, thien_u=bool(f.uc.thien_u)))
    pairs = tuple(k for k, n in zip(KINDS, f.hand) if n >= 2)
    if pairs:
        return need("pha_thien", Fact("cuoc.hand.chan_in_hand", cards=pairs))
    return need("pha_thien", Fact("cuoc.hand.no_pha_thien"))
