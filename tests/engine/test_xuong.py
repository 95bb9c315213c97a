"""Xướng engine: canonical order, grading verdicts, traps, order remarks, payouts.

Every expected value is worked out by hand from the seeds:
classic điểm/dịch table (001 §VI): chíu ù 4/1, bạch thủ 4/1, tôm 4/1, lèo 5/2,
chì 3/1, thông 3/1, tám đỏ 8/5, bạch thủ chi 6/3, hoa rơi cửa phật 20/17,
xuông 2/0. Total = highest điểm + dịch of every other occurrence (002).
"""
from __future__ import annotations

import pytest

from chan_core.errors import ChanError
from chan_core.eval_kinds import evaluate
from chan_core.options import make_options
from chan_core.xuong import Said, canonical, grade, payments, read_declared
from chan_core.xuong import say as xuong_words
from words import say

CLASSIC = make_options("classic")
GA = make_options("classic", {"ga": True})
# 002 example 1: "Chíu Ù, Bạch thủ, có 2 Tôm, có Lèo" = 5 + 1 + 2×1 + 1 = 9.
EX1 = {"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}
EX1_SAID = [{"id": "chiu_u"}, {"id": "bach_thu"}, {"id": "tom", "count": 2}, {"id": "leo"}]
# 002 example 2: "Chì bạch thủ chi, Tám đỏ, 2 lèo" with gà = 31.
EX2 = {"chi": 1, "bach_thu_chi": 1, "tam_do": 1, "leo": 2}


def amounts(g) -> dict[int, int]:
    return {p.seat: p.amount for p in g.payments.seats}


# ---------------------------------------------------------------- canonical words and order
def test_canonical_002_example_1_words():
    c = canonical(EX1)
    assert c.words == ("chíu ù", "bạch thủ", "có 2 tôm", "có lèo")
    assert c.text == "Chíu ù bạch thủ có 2 tôm có lèo"


def test_canonical_thong_chi_first_and_one_u_word():
    # 001 §V: thông, chì first; "địa chíu ù" is ONE word; "có …" last.
    c = canonical({"leo": 2, "bach_thu": 1, "chiu_u": 1, "dia_u": 1, "chi": 1, "thong": 1, "tom": 1})
    assert c.text == "Thông chì địa chíu ù bạch thủ có tôm có 2 lèo"


def test_canonical_bare_u_and_u_bon():
    assert canonical({"chi": 1, "leo": 1}).words == ("chì", "ù", "có lèo")
    assert canonical({"u_bon": 1, "chi": 1, "bach_thu": 1}).text == "Chì ù bòn bạch thủ"
    assert canonical({}).text == "Ù xuông"


def test_canonical_picture_replaces_chi_bach_thu():
    # 001 §V chú ý: hoa rơi cửa phật already means chì bạch thủ nhị vạn.
    c = canonical({"hoa_roi_cua_phat": 1, "chi": 1, "bach_thu": 1, "leo": 1})
    assert [s.id for s in c.items] == ["hoa_roi_cua_phat", "leo"]


def test_canonical_sanhrong_003_example():
    # 003: "Ù Thông Tám Đỏ 2 Lèo" — the single "Ù" first, lèo without "có".
    assert canonical({"thong": 1, "tam_do": 1, "leo": 2}, "sanhrong").text == "Ù thông tám đỏ 2 lèo"


def test_say_keeps_learner_order():
    assert xuong_words([Said("leo", 2), Said("chi")]) == ["ù", "có 2 lèo", "chì"]


# ---------------------------------------------------------------- verdicts
def test_dung_002_example_1_four_players():
    g = grade(EX1, EX1_SAID, CLASSIC)
    assert g.verdict == "dung"
    assert (g.missing, g.extra, g.remarks) == ((), (), ())
    assert g.points_paid == 9 and g.points_true == 9
    assert amounts(g) == {0: 27, 1: -9, 2: -9, 3: -9}


def test_dung_002_example_2_with_ga_is_31():
    said = ["chi", "bach_thu_chi", "tam_do", {"id": "leo", "count": 2}]
    g = grade(EX2, said, GA, players=2)
    assert g.verdict == "dung" and g.points_paid == 31
    assert amounts(g) == {0: 31, 1: -31}


def test_thieu_paid_only_what_was_said():
    # 2 tôm left out: 5 (lèo) + 1 (chíu ù) + 1 (bạch thủ) = 7; the 2 tôm were worth 2.
    g = grade(EX1, ["chiu_u", "bach_thu", "leo"], CLASSIC, players=3)
    assert g.verdict == "thieu"
    assert [(f.id, f.count, f.points) for f in g.missing] == [("tom", 2, 2)]
    assert g.points_paid == 7
    assert amounts(g) == {0: 14, 1: -7, 2: -7}


def test_thieu_one_of_two_leo():
    # 2 lèo said as 1: paid lèo 5 + chíu ù 1 + bạch thủ 1 + 2 tôm 2 = 9; the missing lèo was worth 2.
    g = grade(EX1 | {"leo": 2}, ["chiu_u", "bach_thu", {"id": "tom", "count": 2}, "leo"], CLASSIC)
    assert g.verdict == "thieu"
    assert [(f.id, f.count, f.points) for f in g.missing] == [("leo", 1, 2)]
    assert g.points_paid == 9 and g.points_true == 11


def test_sai_bigger_count():
    # "2 lèo" on a hand with 1 lèo: xướng thừa = sai; đền = value of what was said:
    # 5 + 2 (2nd lèo) + 1 + 1 + 2 = 11 to each of 3 players.
    g = grade(EX1, ["chiu_u", "bach_thu", {"id": "tom", "count": 2}, {"id": "leo", "count": 2}], CLASSIC)
    assert g.verdict == "sai"
    assert [(f.id, f.count, f.points) for f in g.extra] == [("leo", 1, 2)]  # the 2nd lèo: dịch 2
    assert g.points_paid == 0 and g.points_penalty == 11
    assert amounts(g) == {0: -33, 1: 11, 2: 11, 3: 11}


def test_sai_cuoc_not_in_hand():
    g = grade(EX1, [*EX1_SAID, {"id": "thong"}], CLASSIC, players=2)
    assert g.verdict == "sai"
    assert [f.id for f in g.extra] == ["thong"]
    assert g.points_penalty == 10  # 9 + dịch of thông 1
    assert amounts(g) == {0: -10, 1: 10}


def test_sai_xuong_on_a_hand_with_cuoc():
    g = grade({"leo": 1}, ["xuong"], CLASSIC)
    assert g.verdict == "sai" and [f.id for f in g.extra] == ["xuong"]


def test_xuong_hand():
    assert grade({}, [], CLASSIC).verdict == "dung"
    g = grade({"xuong": 1}, ["xuong"], CLASSIC, players=2)
    assert g.verdict == "dung" and g.points_paid == 2


def test_nothing_said_is_thieu_paid_as_xuong():
    g = grade({"leo": 1}, [], CLASSIC, players=2)
    assert g.verdict == "thieu" and g.points_paid == 2
    assert [(f.id, f.points) for f in g.missing] == [("leo", 3)]


# ---------------------------------------------------------------- traps
def test_trap_bach_thu_on_bach_thu_chi_is_sai():
    # 001 §V.18: "nếu là bạch thủ chi mà hô bạch thủ thì vẫn là hô sai".
    # Đền = what was said, with gà: 8 + 1 + 1 + 2×2 = 14, gà chì bạch thủ 1 + tám đỏ 1 → +10 = 24.
    g = grade(EX2, ["chi", "bach_thu", "tam_do", {"id": "leo", "count": 2}], GA)
    assert g.verdict == "sai"
    assert "bach_thu_cho_bach_thu_chi" in g.traps
    assert [f.id for f in g.extra] == ["bach_thu"]
    assert [f.id for f in g.missing] == ["bach_thu_chi"]
    assert g.points_penalty == 24 and g.points_true == 31
    assert amounts(g) == {0: -72, 1: 24, 2: 24, 3: 24}


HOA = {"hoa_roi_cua_phat": 1, "leo": 1}


def test_trap_hoa_with_chi_is_sai():
    # 001 §V chú ý: hoa/cá/nhà declared together with chì or bạch thủ = sai.
    g = grade(HOA, ["chi", "hoa_roi_cua_phat", "leo"], CLASSIC, players=2)
    assert g.verdict == "sai"
    assert g.traps == ("hoa_ca_nha_kem_chi_bach_thu",)
    assert g.points_penalty == 20 + 1 + 2  # hoa 20 + dịch chì 1 + dịch lèo 2
    assert amounts(g) == {0: -23, 1: 23}


def test_trap_chi_bach_thu_instead_of_hoa_is_dung_but_hoa_unpaid():
    # 001 §V chú ý: "vẫn coi là xướng đúng (nhưng ko được tính tiền cước hoa)".
    # Paid: lèo 5 + chì 1 + bạch thủ 1 = 7 (instead of hoa 20 + lèo 2 = 22): the hoa finding is worth 22 − 7.
    g = grade(HOA, ["chi", "bach_thu", "leo"], CLASSIC, players=2)
    assert g.verdict == "dung"
    assert [(f.id, f.counted, f.points) for f in g.missing] == [("hoa_roi_cua_phat", False, 15)]
    assert g.points_paid == 7 and g.points_true == 22
    assert amounts(g) == {0: 7, 1: -7}


def test_hoa_alone_is_dung():
    g = grade(HOA, ["hoa_roi_cua_phat", "leo"], CLASSIC, players=2)
    assert g.verdict == "dung" and g.points_paid == 22


def test_chi_only_on_hoa_hand_is_dung():
    # 001 §V chú ý: "xướng chì và/hoặc bạch thủ mà ko xướng hoa/nhà/cá thì vẫn coi là xướng đúng" —
    # chì alone counts (issue 10.3); paid what was said: lèo 5 + dịch chì 1 = 6.
    g = grade(HOA, ["chi", "leo"], CLASSIC)
    assert g.verdict == "dung" and g.traps == ("chi_bach_thu_thay_hoa",)
    assert [(f.id, f.counted) for f in g.missing] == [("hoa_roi_cua_phat", False)]
    assert g.points_paid == 6


def test_trap_u_bach_thu_not_said():
    # 001 §VII "Ù bạch thủ mà ko hô bị đền làng": the winner pays the làng. The seed gives
    # no amount; rules/xuong.yaml grades it sai, so he đền each player what he declared (lèo 5).
    g = grade({"bach_thu": 1, "leo": 1}, ["leo"], CLASSIC, players=2)
    assert g.verdict == "sai"
    assert g.traps == ("u_bach_thu_khong_ho",)
    assert "đền làng" in say(g.missing[0].reason)
    assert g.points_paid == 0 and g.points_penalty == 5
    assert g.payments.as_dict()["amounts"] == {"0": -5, "1": 5}
    # said nothing but "ù": đền as ù xuông, 2 each
    g = grade({"bach_thu": 1}, [], CLASSIC, players=3)
    assert g.verdict == "sai" and g.points_penalty == 2


# ---------------------------------------------------------------- order remarks
def test_order_slips_are_remarks_only():
    g = grade({"thong": 1, "chi": 1, "leo": 1}, ["leo", "chi", "thong"], CLASSIC)
    assert g.verdict == "dung"
    assert len(g.remarks) == 2
    assert "«chì» thường hô trước «có lèo»" in say(g.remarks[0])
    assert "«thông» thường hô trước" in say(g.remarks[1])
    assert all("không bắt lỗi" in say(r) for r in g.remarks)


def test_u_kind_before_hand_cuoc_remark():
    g = grade(EX1, ["bach_thu", "chiu_u", {"id": "tom", "count": 2}, "leo"], CLASSIC)
    assert g.verdict == "dung"
    assert len(g.remarks) == 1 and "«chíu ù» thường hô trước «bạch thủ»" in say(g.remarks[0])


# ---------------------------------------------------------------- payouts with báo
def test_bao_pays_for_the_whole_lang():
    # 001 §VII Báo: the báo player "thay làng trả tiền": 3 × 9.
    g = grade(EX1, EX1_SAID, CLASSIC, players=4, bao=[2])
    assert amounts(g) == {0: 27, 1: 0, 2: -27, 3: 0}
    # Several báo: each pays as if alone, the winner takes all (001 §VII Hy hữu).
    g = grade(EX1, EX1_SAID, CLASSIC, players=4, bao=[1, 3])
    assert amounts(g) == {0: 54, 1: -27, 2: 0, 3: -27}


def test_bao_thieu_two_players():
    g = grade(EX1, ["chiu_u", "bach_thu", "leo"], CLASSIC, players=2, bao=[1])
    assert amounts(g) == {0: 7, 1: -7}


SAI_2LEO = ["chiu_u", "bach_thu", {"id": "tom", "count": 2}, {"id": "leo", "count": 2}]  # penalty 11, true 9


@pytest.mark.parametrize("rule", ["theo_002", "theo_001"])
def test_sai_two_players_with_bao_is_a_draw(rule):
    # 002: "Nếu bàn có 2 người chơi: Hòa"; 001: báo pays nothing and there is no one else.
    g = grade(EX1, SAI_2LEO, make_options("classic", {"bao_xuong_sai": rule}), players=2, bao=[1])
    assert amounts(g) == {0: 0, 1: 0}


def test_sai_three_players_with_bao_002():
    # 002: báo đền the non-báo player the real cước (9); the winner đền them the wrong xướng (11).
    g = grade(EX1, SAI_2LEO, make_options("classic", {"bao_xuong_sai": "theo_002"}), players=3, bao=[2])
    assert amounts(g) == {0: -11, 1: 20, 2: -9}
    assert g.payments.rule == "theo_002"


def test_sai_three_players_with_bao_001():
    # 001: the báo pays nothing; the winner's đền goes only to players not under báo.
    g = grade(EX1, SAI_2LEO, make_options("classic", {"bao_xuong_sai": "theo_001"}), players=3, bao=[2])
    assert amounts(g) == {0: -11, 1: 11, 2: 0}


def test_sai_four_players_with_bao_default_is_002():
    g = grade(EX1, SAI_2LEO, CLASSIC, players=4, winner=1, bao=[3])
    assert amounts(g) == {0: 20, 1: -22, 2: 20, 3: -18}


def test_payments_sum_to_zero_and_bad_seats():
    p = payments("dung", 5, 0, 5, CLASSIC, players=3, winner=2, bao=[0])
    assert sum(s.amount for s in p.seats) == 0
    with pytest.raises(ChanError) as e:
        payments("dung", 5, 0, 5, CLASSIC, players=3, winner=1, bao=[1])
    assert e.value.field == "bao"
    with pytest.raises(ChanError) as e:
        payments("dung", 5, 0, 5, CLASSIC, players=5)
    assert e.value.field == "players"


# ---------------------------------------------------------------- input errors
def test_read_declared_errors_name_the_field():
    with pytest.raises(ChanError) as e:
        read_declared([{"id": "leo"}, {"id": "lèo"}], CLASSIC)
    assert e.value.field == "declared[1].id"
    with pytest.raises(ChanError) as e:
        read_declared([{"id": "leo", "count": 5}], CLASSIC)
    assert e.value.field == "declared[0].count" and "Lèo" in say(e.value)
    with pytest.raises(ChanError) as e:
        read_declared([{"id": "thong", "count": 2}], CLASSIC)
    assert e.value.field == "declared[0].count"
    with pytest.raises(ChanError) as e:
        read_declared(["hoa_roi_cua_phat"], make_options("sanhrong"))
    assert "sanhrong" in say(e.value)


# ---------------------------------------------------------------- eval kind
# 6 chắn (CC 9V 8S 2V 3N 4S) + 4 cạ (8V8N 9S9N 5V5N 6V6S); 19 cards wait bạch thủ chi on CC,
# drawn by the winner → chì; red = 9V×2 8S×2 CC×2 8V 9S = 8 → tám đỏ; 2 lèo.
EX2_HAND = {
    "hand": "CC 9V 9V 8S 8S 2V 2V 3N 3N 4S 4S 8V 8N 9S 9N 5V 5N 6V 6S",
    "winning_card": "CC", "source": "boc", "drawn_by": "self",
}


def test_eval_xuong_from_a_hand():
    sc = {"id": "x1", "kind": "xuong", **EX2_HAND, "options": {"ga": True}, "players": 3,
          "declared": ["chi", "bach_thu_chi", "tam_do", {"id": "leo", "count": 2}]}
    r = evaluate(sc)
    assert r["id"] == "x1" and r["valid"] is True
    assert r["cuoc"] == EX2
    assert r["verdict"] == "dung"
    assert r["canonical"]["text"] == "Chì ù bạch thủ chi tám đỏ có 2 lèo"
    assert r["payments"]["amounts"] == {"0": 62, "1": -31, "2": -31}
    assert r["missing"] == [] and r["extra"] == [] and r["remarks"] == []


def test_eval_xuong_with_cuoc_and_bao():
    sc = {"kind": "xuong", "cuoc": EX1, "declared": SAI_2LEO, "players": 3, "bao": [2],
          "options": {"bao_xuong_sai": "theo_001"}}
    r = evaluate(sc)
    assert r["verdict"] == "sai" and r["payments"]["amounts"] == {"0": -11, "1": 11, "2": 0}


def test_eval_xuong_not_a_win():
    sc = {"kind": "xuong", **EX2_HAND, "winning_card": "2N", "declared": ["leo"]}
    r = evaluate(sc)
    assert r["valid"] is False and r["verdict"] is None


def test_eval_xuong_errors_name_the_field():
    with pytest.raises(ChanError) as e:
        evaluate({"id": "bad", "kind": "xuong", "cuoc": EX1, "declared": [{"id": "nope"}]})
    assert e.value.field == "declared[0].id" and e.value.scenario == "bad"
    with pytest.raises(ChanError) as e:
        evaluate({"kind": "xuong", "cuoc": EX1})
    assert e.value.field == "declared"


# ---------------------------------------------------------------- random winning hands (gen_win)
from chan_core.gen_win import LEVELS, gen_win  # noqa: E402


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_gen_win_level_bands_and_valid_wins(level):
    lo, hi = LEVELS[level]
    for seed in range(15):
        g = gen_win(seed, level, CLASSIC)
        n = sum(g.cuoc.values())
        assert n >= lo and (hi is None or n <= hi)
        # The scenario is a plain SPEC `win` scenario the CLI answers the same way.
        r = evaluate(dict(g.scenario))
        assert r["valid"] is True
        # Its canonical xướng, said back, grades đúng.
        c = canonical(g.cuoc)
        assert grade(g.cuoc, list(c.items), CLASSIC).verdict == "dung"


def test_gen_win_is_reproducible_and_varied():
    a = [gen_win(s, 2, CLASSIC).scenario for s in range(10)]
    assert a == [gen_win(s, 2, CLASSIC).scenario for s in range(10)]
    assert len({str(x) for x in a}) == 10


def test_gen_win_sanhrong_has_no_picture_cuoc():
    sr = make_options("sanhrong")
    for seed in range(20):
        g = gen_win(seed, 3, sr)
        assert not any(c.startswith(("hoa_", "ca_", "ngu_", "nha_", "tieu_")) for c in g.cuoc)


def test_gen_win_story_gives_context_not_answers():
    g = gen_win(11, 3, CLASSIC)
    text = " ".join(say(line) for line in g.story)
    assert "Quân ù" in text
    assert "lèo" not in text.lower() and "bạch thủ" not in text.lower()


def test_gen_win_bad_level():
    with pytest.raises(ChanError) as e:
        gen_win(1, 9)
    assert e.value.field == "level"


# ---------------------------------------------------------------- the scenario file, through the CLI
def _subset(expect, got, path="") -> list[str]:
    """Differences where ``expect`` (a nested subset) disagrees with ``got``."""
    if isinstance(expect, dict):
        if not isinstance(got, dict):
            return [f"{path}: expected a mapping, got {got!r}"]
        out = []
        for k, v in expect.items():
            out += _subset(v, got.get(k), f"{path}.{k}") if k in got else [f"{path}.{k}: missing"]
        return out
    return [] if expect == got else [f"{path}: expected {expect!r}, got {got!r}"]


def test_xuong_case_file():
    import json
    import subprocess
    import sys
    from pathlib import Path

    import yaml

    root = Path(__file__).resolve().parents[2]
    path = root / "tests" / "cases" / "xuong_cases.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))
    run = subprocess.run([sys.executable, "-m", "chan_core", "eval", str(path)], cwd=root,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    answers = json.loads(run.stdout)
    assert [a["id"] for a in answers] == [c["id"] for c in cases]
    problems = [f"{c['id']}{d}" for c, a in zip(cases, answers) for d in _subset(c["expect"], a)]
    assert not problems, "\n".join(problems)


def test_hoa_with_chi_and_bach_thu_one_trap_no_order_remark_on_wrong_words():
    # 001 §V chú ý: hoa/cá/nhà said together with chì and bạch thủ is xướng sai — one trap, listed once,
    # and no advice on where to place words that should not be said at all.
    g = grade(HOA, ["chi", "bach_thu", "hoa_roi_cua_phat"], CLASSIC)
    assert g.verdict == "sai"
    assert g.traps == ("hoa_ca_nha_kem_chi_bach_thu",)
    assert not any("bạch thủ" in say(r) or "chì" in say(r) for r in g.remarks)
