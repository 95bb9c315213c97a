"""The picture cước (classic only, seed 001 §V mục 20–25): each needs a chì bạch thủ (not bạch thủ chi)
won on nhị vạn or bát vạn plus a picture card; they replace chì + bạch thủ (:func:`chan_core.cuoc.detect`).

Decisions: "dưới chiếu có X" is an ``an_chan`` or ``chiu`` meld of X (001's reading for ngũ vạn; a cạ does
not count); "trên tay" / "có sẵn" is a chắn in hand, dealt not eaten (001 §V.25).
"""
from __future__ import annotations

from chan_core.cards import BY_CODE
from chan_core.cuoc.base import Facts, Found, clauses, cuoc, idx, need, why_not_of
from chan_core.cuoc.boi_canh import chi_fact
from chan_core.cuoc.hinh import bach_thu_fact
from chan_core.facts import Fact

# cước: (the chì bạch thủ card, where the picture cards lie, the picture cards) — 001 §V.20–25
PICTURES = {
    "hoa_roi_cua_phat": ("2V", "mat", ("5V",)),
    "tieu_dong_hai_hoa": ("2V", "mat", ("8N",)),
    "ca_loi_san_dinh": ("8V", "mat", ("5V",)),
    "ca_nhay_dau_thuyen": ("8V", "mat", ("5S",)),
    "ngu_ong_bat_ca": ("8V", "hand", ("CC", "5S")),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": ("2V", "hand", ("5V", "4V")),
}


def _chi_bach_thu_on(f: Facts, i: int) -> bool:
    uc = f.uc
    return uc.chi and uc.bach_thu and not uc.bach_thu_chi and f.win_card is not None and f.win_card.index == i


# ------------------------------------------------------------------ why not
def _chi_bach_thu_facts(f: Facts, code: str) -> list[Fact]:
    """What keeps this hand from being a chì bạch thủ won on ``code``."""
    out = []
    c = chi_fact(f)
    if c is not None:
        out.append(Fact("cuoc.hand.no_chi", why=c))
    if f.uc.bach_thu_chi:
        out.append(Fact("cuoc.hand.is_bach_thu_chi"))
    else:
        b = bach_thu_fact(f)
        if b is not None:
            out.append(Fact("cuoc.hand.not_bach_thu", why=b))
    want = BY_CODE[code]
    if f.win_card is None:
        out.append(Fact("cuoc.hand.no_win_card", card=want))
    elif f.win_card.code != code:
        out.append(Fact("cuoc.hand.other_win_card", card=f.win_card, want=want))
    return out


def _mat_fact(f: Facts, code: str) -> Fact | None:
    """Why the mat lacks an ``an_chan``/``chiu`` meld of ``code`` (``None`` when it has one)."""
    if any(m.type != "an_ca" and m.cards[0].code == code for m in f.melds):
        return None
    k = BY_CODE[code]
    if any(m.type == "an_ca" and any(x.code == code for x in m.cards) for m in f.melds):
        return Fact("cuoc.hand.mat_only_ca", card=k)
    return Fact("cuoc.hand.mat_lacks", card=k)


def _hand_fact(f: Facts, code: str) -> Fact | None:
    """Why the hand lacks a chắn of ``code`` (``None`` when it has one)."""
    k = BY_CODE[code]
    if f.hand[k.index] >= 2:
        return None
    return Fact("cuoc.hand.hand_lacks" if f.hand[k.index] == 0 else "cuoc.hand.hand_one", card=k)


def _register(cid: str, card: str, where: str, codes: tuple[str, ...]) -> None:
    """The detector and the why-not of one picture cước of :data:`PICTURES`."""
    lacks = _mat_fact if where == "mat" else _hand_fact
    found = Fact(f"cuoc.found.{cid}")
    i = idx(card)

    @cuoc(cid)
    def detect(f: Facts) -> Found | None:
        if _chi_bach_thu_on(f, i) and not any(lacks(f, c) for c in codes):
            return Found(cid, 1, found)
        return None

    @why_not_of(cid)
    def why_not(f: Facts, options) -> Fact | None:
        facts = _chi_bach_thu_facts(f, card) + [x for x in (lacks(f, c) for c in codes) if x is not None]
        return need(cid, clauses(facts), Fact("cuoc.req.picture", cuoc=cid)) if facts else None


for _cid, _spec in PICTURES.items():
    _register(_cid, *_spec)
