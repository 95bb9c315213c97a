"""Why no win holds a combination of two cước: :func:`explain` gives the reason fact
(``cuoc_pairs.why.*``) that ``tools/build_cuoc_pairs.py`` writes beside each entry of
``rules/cuoc_pairs.yaml`` (``why``); the engine only reads it, the words layer says it
(``words/phrases/cuoc_pairs.py``). A build tool (it lived in ``chan_core`` until session 16).
Seeds: 001 §IV–§V; 003.
"""
from __future__ import annotations

from chan_core.cards import BY_CODE
from chan_core.cuoc.hoa import PICTURES
from chan_core.facts import Fact
from tools.cuoc_search import BACH_THU_LIKE, Combo, limits

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
