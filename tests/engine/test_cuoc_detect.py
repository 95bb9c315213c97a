"""Cước detection: reasons name the cards/context, replacement rules,
variant filtering, and properties over random winning hands (hypothesis)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from chan_core.cards import KINDS
from chan_core.cuoc import PICTURES, REGISTRY, detect
from chan_core.melds import Meld
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import score_win, table
from chan_core.win import check_u, make_win
from words import say

CLASSIC = make_options("classic")
SANHRONG = make_options("sanhrong")


def _detect(win, opts=CLASSIC):
    u = check_u(win)
    assert u.valid, u.reason
    return detect(win, u, opts)


def test_registry_covers_every_cuoc_but_xuong():
    ids = {c.id for c in load_rules().cuoc}
    assert set(REGISTRY) == ids - {"xuong"}


def test_leo_reason_names_cards_and_count():
    w = make_win("9V 9V 8S 8S CC CC 8V 8V 2V 2V 6V 6V 2N 2S 4V 4S 7V 7N 5V", "5N", source="boc", drawn_by="other")
    d = _detect(w)
    assert d.cuoc == {"tam_do": 1, "leo": 2}
    assert say(d.reasons["leo"]) == "Lèo ×2: cửu vạn – bát sách – chi chi có 2 bộ."
    assert say(d.reasons["tam_do"]) == "Đúng 8 quân đỏ: 2 bát vạn, 2 cửu vạn, 2 bát sách, 2 chi chi."


def test_found_in_xuong_order():
    w = make_win("6V 6V 6V 9V 9V 8S 8S CC CC 8V 8V 2N 2S 4V 4S", "6V", source="danh",
                 melds=[Meld.of("chiu", "7S 7S 7S 7S")], context=["thong", "dia_u"])
    d = _detect(w)
    assert list(d.cuoc) == ["thong", "dia_u", "chiu_u", "tam_do", "leo", "chiu"]
    assert "ba quân lục vạn, quân ù lục vạn" in say(d.reasons["chiu_u"])
    assert say(d.reasons["chiu"]) == "Chíu: đã chíu thất sách trong ván."


def test_picture_replaces_chi_and_bach_thu_with_reasons():
    w = make_win("4N 4N 5S 5S 6V 6V 7S 7S 8V 8N 3N 3S 4V 4S 6N 6S 2V", "2V", source="boc", drawn_by="self",
                 melds=[Meld.of("an_chan", "5V 5V")])
    d = _detect(w)
    assert d.cuoc == {"hoa_roi_cua_phat": 1}
    assert {x.id for x in d.replaced} == {"chi", "bach_thu"}
    # sanhrong has no picture cước: chì + bạch thủ stay
    assert _detect(w, SANHRONG).cuoc == {"chi": 1, "bach_thu": 1}


def test_sanhrong_has_no_picture_detectors():
    assert not set(PICTURES) & set(table(SANHRONG).points)


def test_tieu_dong_and_hoa_roi_both_hold_take_one():
    # ăn chắn 5V and ăn chắn 8N on the mat, chì bạch thủ 2V: both 20 điểm;
    # tiểu đồng hái hoa gives a gà, so with gà it is worth more.
    hand = "4N 4N 6V 6V 7S 7S 3N 3S 4V 4S 6N 6S 9N 9S 2V"
    melds = [Meld.of("an_chan", "5V 5V"), Meld.of("an_chan", "8N 8N")]
    w = make_win(hand, "2V", source="boc", drawn_by="self", melds=melds)
    assert _detect(w).cuoc == {"hoa_roi_cua_phat": 1}  # tie without gà → seed order
    ga = make_options("classic", {"ga": True})
    d = _detect(w, ga)
    assert d.cuoc == {"tieu_dong_hai_hoa": 1}
    assert "hoa_roi_cua_phat" in {x.id for x in d.replaced}


def test_xuong_not_allowed_makes_win_invalid():
    w = make_win("2V 2V 4N 4N 5S 5S 6V 6V 7S 7S 9N 9N 8V 8N 2N 2S 4V 4S 5V", "5N", source="boc", drawn_by="other")
    assert score_win(w, CLASSIC).cuoc == {"xuong": 1}
    ws = score_win(w, make_options("classic", {"u_xuong_allowed": False}))
    assert not ws.valid and "xuông" in say(ws.reason) and ws.points == {"base": 0, "ga": 0, "total": 0}


def test_chiu_u_card_not_counted_as_chiu():
    w = make_win("6V 6V 6V 2V 2V 4N 4N 8V 8N 2N 2S 4V 4S 9N 9N", "6V", source="danh",
                 melds=[Meld.of("chiu", "7S 7S 7S 7S")])
    assert _detect(w).cuoc == {"chiu_u": 1, "chiu": 1}


def test_thien_khai_counts_only_hand():
    # four 6V in hand = thiên khai; chíu 7S on the mat is not
    w = make_win("6V 6V 6V 6V 2V 2V 4N 4N 8V 8N 2N 2S 4V 4S 5V", "5N", source="boc", drawn_by="other",
                 melds=[Meld.of("chiu", "7S 7S 7S 7S")])
    assert _detect(w).cuoc == {"chiu": 1, "thien_khai": 1}


def test_dealt_hand_with_a_chan_is_not_pha_thien():
    w = make_win("8V 8N 2N 2S 4V 4S 5V", "5N", source="boc", drawn_by="other",
                 melds=[Meld.of("an_chan", f"{c} {c}") for c in ("2V", "4N", "5S", "6V", "7S", "9N")],
                 dealt_hand="2V 2V 5S 6V 7S 9N 8V 8N 2N 2S 4V 4S 5V 3V 3N 6N 6S 7V 7N")
    assert _detect(w).cuoc == {"xuong": 1}


# ---------------------------------------------------------------- properties

def _random_win(seed: int):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from scoring import random_win  # benchmarks/scoring.py

    rng = random.Random(seed)
    for _ in range(50):
        w = random_win(rng)
        if w is not None and check_u(w).valid:
            return w
    return None


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["classic", "sanhrong"]), st.booleans())
def test_properties_of_random_wins(seed, variant, ga):
    w = _random_win(seed)
    if w is None:
        return
    opts = make_options(variant, {"ga": ga})
    ws = score_win(w, opts)
    assert ws.valid
    cuoc = ws.cuoc
    assert cuoc and all(n >= 1 for n in cuoc.values())
    assert ("xuong" in cuoc) == (cuoc == {"xuong": 1})
    assert not ({"bach_thu", "bach_thu_chi"} <= set(cuoc))
    pts = table(opts).points
    s = ws.score
    assert sum(ln.value for ln in s.lines) == s.base
    assert pts[s.main][0] == max(pts[c][0] for c in cuoc)
    assert s.total == s.base + s.ga * opts.ga_points
    assert s.ga == (sum(g.ga for g in s.ga_lines) if ga else 0)
    red = sum(n for k, n in zip(KINDS, ws.uc.all_cards.counts) if k.red)
    assert ("tam_do" in cuoc) == (red == 8)
    assert ("bach_dinh" in cuoc) == (red == 0)


def test_detection_point_totals_equal_scoring():
    """chan_core.cuoc.points.total (what detection reads to pick a picture cước, below scoring)
    gives the same number as scoring.score(...).total, for every picture cước with and without
    the cước it comes with, under every gà option."""
    from chan_core.cuoc.points import total
    from chan_core.scoring import score

    rng = random.Random(7)
    others = ["thong", "tom", "leo", "tam_do", "thien_khai", "chiu", "bon", "dia_u", "chiu_u", "u_bon"]
    for opts in (CLASSIC, make_options("classic", {"ga": True}), make_options("classic", {"ga": True, "ga_mode": "hep"}),
                 make_options("classic", {"ga": True, "ga_points": 3})):
        for pic in PICTURES:
            for _i in range(30):
                cuoc = {pic: 1, **{c: rng.randint(1, 2) for c in rng.sample(others, rng.randint(0, 3))}}
                assert total(cuoc, opts) == score(cuoc, opts, checked=True).total, (cuoc, opts)
        for _i in range(50):
            cuoc = {c: rng.randint(1, 2) for c in rng.sample(others + ["chi", "bach_thu"], rng.randint(1, 4))}
            assert total(cuoc, opts) == score(cuoc, opts, checked=True).total, (cuoc, opts)


def test_detection_reasons_said_in_both_languages():
    w = make_win("9V 9V 8S 8S CC CC 8V 8V 2V 2V 6V 6V 2N 2S 4V 4S 7V 7N 5V", "5N", source="boc", drawn_by="other")
    d = _detect(w)
    assert d.reasons["leo"].code == "cuoc.found.sets" and d.reasons["leo"]["n"] == 2
    assert say(d.reasons["leo"], "en") == ("Lèo ×2: 2 sets of cửu vạn (9 of vạn) – bát sách (8 of sách) – "
                                           "chi chi (the 1, no suit).")
    assert say(d.reasons["tam_do"], "en").startswith("Exactly 8 red cards: 2 bát vạn (8 of vạn)")
