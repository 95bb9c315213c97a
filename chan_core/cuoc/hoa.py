"""The picture cước (classic only, seed 001 §V mục 20–25): each needs a chì bạch thủ (not bạch thủ chi)
won on nhị vạn or bát vạn plus a picture card; they replace chì + bạch thủ (:func:`chan_core.cuoc.detect`).

Decisions: "dưới chiếu có X" is an ``an_chan`` or ``chiu`` meld of X (001's reading for ngũ vạn; a cạ does
not count); "trên tay" / "có sẵn" is a chắn in hand, dealt not eaten (001 §V.25).
"""
from __future__ import annotations

from chan_core.cards import BY_CODE
from chan_core.cuoc.base import Facts, Found, clauses, cuoc, idx, need, why_not_of
from chan_core.facts import Fact

_FOUND_HOA_ROI_CUA_PHAT = Fact("cuoc.found.hoa_roi_cua_phat")
_FOUND_TIEU_DONG_HAI_HOA = Fact("cuoc.found.tieu_dong_hai_hoa")
_FOUND_CA_LOI_SAN_DINH = Fact("cuoc.found.ca_loi_san_dinh")
_FOUND_CA_NHAY_DAU_THUYEN = Fact("cuoc.found.ca_nhay_dau_thuyen")
_FOUND_NGU_ONG_BAT_CA = Fact("cuoc.found.ngu_ong_bat_ca")
_FOUND_NHA_LAU_XE_HOI_HOA_ROI_CUA_PHAT = Fact("cuoc.found.nha_lau_xe_hoi_hoa_roi_cua_phat")

_2V, _8V = idx("2V"), idx("8V")


def _chi_bach_thu_on(f: Facts, i: int) -> bool:
    uc = f.uc
    return uc.chi and uc.bach_thu and not uc.bach_thu_chi and f.win_card is not None and f.win_card.index == i


def _mat_has(f: Facts, code: str) -> bool:
    return any(m.type != "an_ca" and m.cards[0].code == code for m in f.melds)


def _hand_chan(f: Facts, code: str) -> bool:
    return f.hand[idx(code)] >= 2


@cuoc("hoa_roi_cua_phat")
def hoa_roi_cua_phat(f: Facts) -> Found | None:
    """Dưới chiếu có ngũ vạn (chùa), chì bạch thủ nhị vạn (hoa đào). 001 §V.20."""
    if _chi_bach_thu_on(f, _2V) and _mat_has(f, "5V"):
        return Found("hoa_roi_cua_phat", 1, _FOUND_HOA_ROI_CUA_PHAT)
    return None


@cuoc("tieu_dong_hai_hoa")
def tieu_dong_hai_hoa(f: Facts) -> Found | None:
    """Dưới chiếu có bát văn (đồng tử), chì bạch thủ nhị vạn (hoa). 001 §V.21."""
    if _chi_bach_thu_on(f, _2V) and _mat_has(f, "8N"):
        return Found("tieu_dong_hai_hoa", 1, _FOUND_TIEU_DONG_HAI_HOA)
    return None


@cuoc("ca_loi_san_dinh")
def ca_loi_san_dinh(f: Facts) -> Found | None:
    """Dưới chiếu có ngũ vạn (đình), chì bạch thủ bát vạn (con cá). 001 §V.22."""
    if _chi_bach_thu_on(f, _8V) and _mat_has(f, "5V"):
        return Found("ca_loi_san_dinh", 1, _FOUND_CA_LOI_SAN_DINH)
    return None


@cuoc("ca_nhay_dau_thuyen")
def ca_nhay_dau_thuyen(f: Facts) -> Found | None:
    """Dưới chiếu có ngũ sách (thuyền), chì bạch thủ bát vạn (con cá). 001 §V.23."""
    if _chi_bach_thu_on(f, _8V) and _mat_has(f, "5S"):
        return Found("ca_nhay_dau_thuyen", 1, _FOUND_CA_NHAY_DAU_THUYEN)
    return None


@cuoc("ngu_ong_bat_ca")
def ngu_ong_bat_ca(f: Facts) -> Found | None:
    """Trên tay có chắn chi chi và chắn ngũ sách (thuyền), chì bạch thủ bát vạn. 001 §V.24."""
    if _chi_bach_thu_on(f, _8V) and _hand_chan(f, "CC") and _hand_chan(f, "5S"):
        return Found("ngu_ong_bat_ca", 1, _FOUND_NGU_ONG_BAT_CA)
    return None


@cuoc("nha_lau_xe_hoi_hoa_roi_cua_phat")
def nha_lau(f: Facts) -> Found | None:
    """Có sẵn chắn ngũ vạn (nhà lầu) và chắn tứ vạn (xe) trên tay, chì bạch thủ nhị vạn. 001 §V.25."""
    if _chi_bach_thu_on(f, _2V) and _hand_chan(f, "5V") and _hand_chan(f, "4V"):
        return Found("nha_lau_xe_hoi_hoa_roi_cua_phat", 1, _FOUND_NHA_LAU_XE_HOI_HOA_ROI_CUA_PHAT)
    return None


# ------------------------------------------------------------------ why not
def _chi_bach_thu_facts(f: Facts, code: str) -> list[Fact]:
    """What keeps this hand from being a chì bạch thủ won on ``code``."""
    from chan_core.cuoc.boi_canh import chi_fact
    from chan_core.cuoc.hinh import bach_thu_fact

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
    if _mat_has(f, code):
        return None
    k = BY_CODE[code]
    if any(m.type == "an_ca" and any(x.code == code for x in m.cards) for m in f.melds):
        return Fact("cuoc.hand.mat_only_ca", card=k)
    return Fact("cuoc.hand.mat_lacks", card=k)


def _hand_fact(f: Facts, code: str) -> Fact | None:
    """Why the hand lacks a chắn of ``code`` (``None`` when it has one)."""
    if _hand_chan(f, code):
        return None
    k = BY_CODE[code]
    if f.hand[idx(code)] == 0:
        return Fact("cuoc.hand.hand_lacks", card=k)
    return Fact("cuoc.hand.hand_one", card=k)


def _picture(cid: str, code: str, f: Facts, extra: list) -> Fact | None:
    facts = _chi_bach_thu_facts(f, code) + [x for x in extra if x is not None]
    if not facts:
        return None
    return need(cid, Fact("cuoc.req.picture", cuoc=cid), clauses(facts))


@why_not_of("hoa_roi_cua_phat")
def hoa_roi_cua_phat_why_not(f: Facts, options) -> Fact | None:
    """001 §V.20: chì bạch thủ nhị vạn + ngũ vạn eaten as chắn or chíu."""
    return _picture("hoa_roi_cua_phat", "2V", f, [_mat_fact(f, "5V")])


@why_not_of("tieu_dong_hai_hoa")
def tieu_dong_hai_hoa_why_not(f: Facts, options) -> Fact | None:
    """001 §V.21: chì bạch thủ nhị vạn + bát văn eaten as chắn or chíu."""
    return _picture("tieu_dong_hai_hoa", "2V", f, [_mat_fact(f, "8N")])


@why_not_of("ca_loi_san_dinh")
def ca_loi_san_dinh_why_not(f: Facts, options) -> Fact | None:
    """001 §V.22: chì bạch thủ bát vạn + ngũ vạn eaten as chắn or chíu."""
    return _picture("ca_loi_san_dinh", "8V", f, [_mat_fact(f, "5V")])


@why_not_of("ca_nhay_dau_thuyen")
def ca_nhay_dau_thuyen_why_not(f: Facts, options) -> Fact | None:
    """001 §V.23: chì bạch thủ bát vạn + ngũ sách eaten as chắn or chíu."""
    return _picture("ca_nhay_dau_thuyen", "8V", f, [_mat_fact(f, "5S")])


@why_not_of("ngu_ong_bat_ca")
def ngu_ong_bat_ca_why_not(f: Facts, options) -> Fact | None:
    """001 §V.24: chì bạch thủ bát vạn + a chắn of chi chi and of ngũ sách in hand."""
    return _picture("ngu_ong_bat_ca", "8V", f, [_hand_fact(f, "CC"), _hand_fact(f, "5S")])


@why_not_of("nha_lau_xe_hoi_hoa_roi_cua_phat")
def nha_lau_why_not(f: Facts, options) -> Fact | None:
    """001 §V.25: chì bạch thủ nhị vạn + a chắn of ngũ vạn and of tứ vạn in hand."""
    return _picture("nha_lau_xe_hoi_hoa_roi_cua_phat", "2V", f, [_hand_fact(f, "5V"), _hand_fact(f, "4V")])
