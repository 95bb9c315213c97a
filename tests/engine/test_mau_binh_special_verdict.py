"""Issue 28 (1): one verdict for a special hand — a mậu binh laid out out of order is valid in
the ``mau_binh`` kind, paid by ``mau_binh_compare``, shown as a mậu binh (never «Binh lủng») on
«Kiểm tra binh», and its 13-card answer's expected value is what the special hand wins."""
from __future__ import annotations

from apptest_pages import open_page
from chan_core.eval_kinds import evaluate
from mau_binh.arrangement import Arrangement
from mau_binh.options import make_options
from mau_binh.scoring import player, settle
from mau_binh.solver import solve
from words import say

SIX = {"front": "Kh Kd 3c", "middle": "2h 2d 5s 7c 9h", "back": "3d 5d 7d 9d Jd"}
"""Six pairs, the pair of K in front and the pair of 2 in the middle (out of order)."""
OTHER = {"front": "4h 5h 6c", "middle": "9s 9c Ts Th Qc", "back": "Qh Qd Qs Ks Kc"}


def test_six_pairs_out_of_order_is_one_valid_mau_binh_in_every_kind():
    a = evaluate({"kind": "mau_binh", **SIX})
    assert a["special"] == "sau_doi" and a["valid"] is True and a["order_valid"] is False
    assert a["reason"].code == "mau_binh.check.special"
    assert "Binh lủng" not in say(a["reason"]) and "Sáu đôi" in say(a["reason"])
    assert "lủng" in say(a["reason"], "en") and "Sáu đôi" in say(a["reason"], "en")
    r = evaluate({"kind": "mau_binh_compare", "players": [SIX, OTHER]})
    assert r["points"] == [3, -3] and r["valid"] == [True, True] and r["special"] == ["sau_doi", None]
    p = player(Arrangement.of(SIX))
    assert p.valid and not p.arrangement.valid


def test_without_special_hands_the_same_layout_is_lung_everywhere():
    opts = {"special_hands": False}
    a = evaluate({"kind": "mau_binh", **SIX, "options": opts})
    assert a["valid"] is False and a["special"] is None and a["reason"].code == "mau_binh.check.lung"
    assert evaluate({"kind": "mau_binh_compare", "players": [SIX, OTHER], "options": opts})["points"] == [-3, 3]


def test_thirteen_card_answer_counts_the_special_hand():
    cards = " ".join(SIX.values())
    a = evaluate({"kind": "mau_binh", "cards": cards})
    assert a["special"] == "sau_doi" and a["expected"] == 3.0 and a["expected_chi"] < 3.0
    assert evaluate({"kind": "mau_binh", "cards": cards, "options": {"special_points": 6}})["expected"] == 6.0
    sol = solve(cards, make_options(special_points=5))
    assert sol.value == 5.0 and abs(sol.expected - a["expected_chi"]) < 1e-3
    assert settle([Arrangement.of(SIX), Arrangement.of(OTHER)]).points == (3, -3)


def test_checker_page_shows_one_verdict_for_the_out_of_order_special_hand():
    at = open_page("app_pages/kiem_tra_binh.py")
    at.text_input(key="kt_text").set_value(" / ".join(SIX.values())).run()
    texts = [x.value for x in at.success] + [x.value for x in at.error] + [x.value for x in at.markdown]
    joined = "\n".join(map(str, texts))
    assert not at.error and not at.exception
    assert "Binh lủng" not in joined and "Sáu đôi" in joined
    assert "**+3,00 điểm** mỗi đối thủ (mậu binh" in joined
