"""The picture cước (classic only): hoa rơi cửa phật, tiểu đồng hái hoa, cá
lội sân đình, cá nhảy đầu thuyền, ngư ông bắt cá, nhà lầu xe hơi hoa rơi
cửa phật. Seed 001 §V mục 20–25.

Each needs a *chì bạch thủ* (chì and bạch thủ, not bạch thủ chi) won on a
given card — nhị vạn (hoa đào) or bát vạn (con cá) — plus a picture card on
the mat or in hand. They replace chì + bạch thủ (001 §V chú ý): the
replacement and the choice between several are made in
:func:`chan_core.cuoc.detect`.

Decisions (seed silent or terse):

* "Dưới chiếu có X" means an ``an_chan`` or ``chiu`` meld of X — 001's own
  explanation for ngũ vạn ("mình đã ăn chắn ngũ vạn, hoặc chíu ngũ vạn"),
  applied the same way to bát văn (tiểu đồng) and ngũ sách (thuyền). A cạ
  with X eaten does not count.
* "Trên tay" / "có sẵn" (ngư ông, nhà lầu) means a chắn in hand — dealt
  cards, not eaten (001 §V.25 "chẳng phải do ăn được").
"""
from __future__ import annotations

from chan_core.cuoc.base import Facts, Found, cuoc, idx

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
        return Found("hoa_roi_cua_phat", 1, "Dưới chiếu có ngũ vạn (ngôi chùa) đã ăn/chíu, chì bạch thủ nhị vạn (hoa đào).")
    return None


@cuoc("tieu_dong_hai_hoa")
def tieu_dong_hai_hoa(f: Facts) -> Found | None:
    """Dưới chiếu có bát văn (đồng tử), chì bạch thủ nhị vạn (hoa). 001 §V.21."""
    if _chi_bach_thu_on(f, _2V) and _mat_has(f, "8N"):
        return Found("tieu_dong_hai_hoa", 1, "Dưới chiếu có bát văn (đồng tử) đã ăn/chíu, chì bạch thủ nhị vạn (hoa).")
    return None


@cuoc("ca_loi_san_dinh")
def ca_loi_san_dinh(f: Facts) -> Found | None:
    """Dưới chiếu có ngũ vạn (đình), chì bạch thủ bát vạn (con cá). 001 §V.22."""
    if _chi_bach_thu_on(f, _8V) and _mat_has(f, "5V"):
        return Found("ca_loi_san_dinh", 1, "Dưới chiếu có ngũ vạn (sân đình) đã ăn/chíu, chì bạch thủ bát vạn (con cá).")
    return None


@cuoc("ca_nhay_dau_thuyen")
def ca_nhay_dau_thuyen(f: Facts) -> Found | None:
    """Dưới chiếu có ngũ sách (thuyền), chì bạch thủ bát vạn (con cá). 001 §V.23."""
    if _chi_bach_thu_on(f, _8V) and _mat_has(f, "5S"):
        return Found("ca_nhay_dau_thuyen", 1, "Dưới chiếu có ngũ sách (thuyền) đã ăn/chíu, chì bạch thủ bát vạn (con cá).")
    return None


@cuoc("ngu_ong_bat_ca")
def ngu_ong_bat_ca(f: Facts) -> Found | None:
    """Trên tay có chắn chi chi và chắn ngũ sách (thuyền), chì bạch thủ bát vạn. 001 §V.24."""
    if _chi_bach_thu_on(f, _8V) and _hand_chan(f, "CC") and _hand_chan(f, "5S"):
        return Found("ngu_ong_bat_ca", 1, "Trên tay có hai chi chi (ông) và hai ngũ sách (thuyền), chì bạch thủ bát vạn (con cá).")
    return None


@cuoc("nha_lau_xe_hoi_hoa_roi_cua_phat")
def nha_lau(f: Facts) -> Found | None:
    """Có sẵn chắn ngũ vạn (nhà lầu) và chắn tứ vạn (xe) trên tay, chì bạch thủ nhị vạn. 001 §V.25."""
    if _chi_bach_thu_on(f, _2V) and _hand_chan(f, "5V") and _hand_chan(f, "4V"):
        return Found(
            "nha_lau_xe_hoi_hoa_roi_cua_phat", 1,
            "Có sẵn trên tay chắn ngũ vạn (nhà lầu) và chắn tứ vạn (xe hơi), chì bạch thủ nhị vạn (hoa đào).",
        )
    return None
