"""Issue 28 (3): each Mậu binh house option changes exactly what it names — one case each, with
the option at its default (seed 004's reading) and switched."""
from __future__ import annotations

import pytest

from chan_core.eval_kinds import evaluate
from mau_binh.arrangement import Arrangement
from mau_binh.options import make_options
from mau_binh.scoring import settle
from mau_binh.solver import solve
from mau_binh.specials import find_special
from mau_binh.rules import load_rules
from mau_binh.solver import expected_points
from words import say

RONG = "2s 3h 4d 5c 6s 7h 8d 9c Ts Jh Qd Kc Ad"
NAM_XAM = "3h 3d 3c 6s 6h 8d 8c Ts Th Qd Qc As Ad"
P_HIGH = {"front": "Ah As 4c", "middle": "9s 9h Jd Js Qc", "back": "Ks Kd Kh 7s 7d"}
P_LOW = {"front": "2h 3d 5s", "middle": "4h 6h 8c Tc Kc", "back": "8s 8h Td Qs 3c"}
P_MID = {"front": "Jc 2c 3s", "middle": "5h 5c 2d 6d 9d", "back": "Qd Qh 4d 7c 9c"}
P_HIGH_NO_FRONT = dict(P_HIGH, front="4c 6c 8d")
XAM_A = {"front": "Ah Ad Ac", "middle": "Ks Kd Kh 7s 7d", "back": "9s 9h 9d 9c 4s"}


def arr(d: dict) -> Arrangement:
    return Arrangement.of(d)


def test_defaults_are_the_seed_reading():
    o = make_options()
    assert (o.sanh_rong, o.nam_doi_mot_xam, o.sap_lang, o.bonus_at, o.sap_ham_lung) == (0, "sau_doi", False, False,
                                                                                        True)
    ids = {d.option for d in load_rules().decisions}
    assert {"sanh_rong", "nam_doi_mot_xam", "sap_lang", "bonus_at", "sap_ham_lung"} <= ids


def test_sanh_rong_off_is_ba_sanh_on_is_the_top_special_with_its_points():
    assert find_special(RONG).id == "ba_sanh"
    on = make_options(sanh_rong=12)
    assert find_special(RONG, on).id == "sanh_rong"
    assert say(find_special(RONG, on).detail) and say(find_special(RONG, on).detail, "en")
    a = arr({"front": "Qd Kc Ad", "middle": "2s 3h 4d 5c 6s", "back": "7h 8d 9c Ts Jh"})
    b = arr(P_HIGH)
    assert settle([a, b]).points == (3, -3)
    assert settle([a, b], on).points == (12, -12)
    assert solve(RONG, on).value == 12.0 and solve(RONG).value == 3.0
    # the option changes nothing for a hand that is not a sảnh rồng
    assert settle([arr(P_LOW), b], on).points == settle([arr(P_LOW), b]).points


def test_nam_doi_mot_xam_as_sau_doi_or_above_it():
    six = "3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d"
    assert find_special(NAM_XAM).id == "sau_doi"
    up = make_options(nam_doi_mot_xam="tren_sau_doi")
    assert find_special(NAM_XAM, up).id == "nam_doi_mot_xam" and find_special(six, up).id == "sau_doi"
    x = solve(NAM_XAM).arrangement
    s = arr({"front": "4s 4h 3s", "middle": "6d 6c 8h 8s Td", "back": "Tc Qh Qs Ah Ac"})
    assert settle([x, s]).points == (0, 0)            # both sáu đôi: a draw
    assert settle([x, s], up).points == (3, -3)       # above sáu đôi
    assert "xám 3" in say(find_special(NAM_XAM, up).detail)


def test_sap_lang_four_times_only_for_a_sweep_of_every_opponent():
    hands = [arr(P_HIGH), arr(P_LOW), arr(P_MID)]
    plain = settle(hands)
    lang = settle(hands, make_options(sap_lang=True))
    assert plain.points[0] == 6 and lang.points[0] == 24
    assert any(x.code == "mau_binh.duel.sap_lang" for d in lang.duels for x in d.lines)
    assert "Sập làng" in say(next(x for d in lang.duels for x in d.lines if x.code == "mau_binh.duel.sap_lang"))
    both = settle(hands, make_options(sap_lang=True, sap_ham=True))
    assert both.points[0] == 24                       # ×4 instead of sập hầm's ×2, not ×8
    # two players: sập làng is not sập hầm
    assert settle(hands[:2], make_options(sap_lang=True)).points == settle(hands[:2]).points
    # nobody sweeps everyone: nothing changes
    no_sweep = [arr(P_LOW), arr(P_MID), arr(P_HIGH_NO_FRONT)]
    assert settle(no_sweep, make_options(sap_lang=True)).points == settle(no_sweep).points


def test_sap_ham_lung_decides_whether_a_lung_hand_is_doubled():
    lung = arr({"front": "Ah Ad Ac", "middle": "9s 9h Jd Js Qc", "back": "Ks Kd Kh 7s 7d"})
    assert settle([arr(P_LOW), lung], make_options(sap_ham=True)).points == (6, -6)
    assert settle([arr(P_LOW), lung], make_options(sap_ham=True, sap_ham_lung=False)).points == (3, -3)
    # a real sweep is doubled either way
    swept = settle([arr(P_HIGH), arr(P_LOW)], make_options(sap_ham=True, sap_ham_lung=False))
    assert swept.points == (6, -6)


def test_bonus_ace_tier_pays_only_for_aces():
    xam_a = arr(XAM_A)
    xam_q = arr(dict(XAM_A, front="Qh Qd Qc"))
    low = arr(P_LOW)
    on = {"bonuses": ["xam_chi_dau"]}
    assert settle([xam_a, low], make_options(**on)).points == (5, -5)           # 3 + 1 + 1
    assert settle([xam_a, low], make_options(**on, bonus_at=True)).points == (8, -8)   # 6 + 1 + 1
    assert settle([xam_q, low], make_options(**on, bonus_at=True)).points == (5, -5)   # not an ace
    assert settle([xam_a, low], make_options(bonus_at=True)).points == (3, -3)  # no bonus on: no tier


def test_bonuses_reach_the_solver_and_the_kinds():
    hand = " ".join(XAM_A.values())
    plain = solve(hand)
    on = make_options(bonuses=["xam_chi_dau"], bonus_at=True)
    sol = solve(hand, on)
    assert sol.expected > plain.expected
    assert abs(expected_points(sol.arrangement, options=on) - sol.expected) < 1e-9
    r = evaluate({"kind": "mau_binh_compare", "players": [P_HIGH, P_LOW],
                  "options": {"sap_ham": True, "sap_ham_lung": False}})
    assert r["points"] == [6, -6] and r["options"]["sap_ham_lung"] is False


@pytest.mark.parametrize("name,value", [("sanh_rong", -1), ("sanh_rong", "12"), ("nam_doi_mot_xam", "x"),
                                        ("sap_lang", 1)])
def test_bad_house_option_values_are_refused_naming_the_option(name, value):
    from chan_core.errors import ChanError

    with pytest.raises(ChanError) as e:
        make_options({name: value})
    assert name in say(e.value.fact) or e.value.field == "options"
