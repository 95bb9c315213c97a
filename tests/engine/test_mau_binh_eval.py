"""The scenario kinds ``mau_binh`` and ``mau_binh_compare`` of ``python -m chan_core eval``
(issue 16 item 7): answers, errors naming the field, the CLI."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from chan_core.errors import ChanError
from chan_core.eval_kinds import KIND_MODULES, evaluate
from mau_binh.arrangement import Arrangement
from tests.cli_runs import run_cli
from words import say

ROOT = Path(__file__).resolve().parents[2]
P1 = {"front": "Ks Kd 4c", "middle": "7h 7d 7s 2c 3c", "back": "8s 8h 8d Jc Jd"}
P2 = {"front": "Qs 9d 5c", "middle": "2h 2d 5s 5h 6c", "back": "9s Ts Js Qh Kh"}
P3 = {"front": "Ah Ac Tc", "middle": "Ad Kc Qd Jh 4s", "back": "6h 6d 6s 3d 3h"}


def test_both_kinds_are_registered():
    assert {"mau_binh", "mau_binh_compare"} <= set(KIND_MODULES)  # tests/conftest.py registers them


def test_chan_core_alone_does_not_know_the_mau_binh_kinds_until_registered():
    code = ("import json; from chan_core.eval_kinds import KIND_MODULES as K; a = sorted(K); "
            "from mau_binh.eval_kinds import register; register(); register(); print(json.dumps([a, sorted(K)]))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    before, after = json.loads(r.stdout)
    assert "mau_binh" not in before and set(after) - set(before) == {"mau_binh", "mau_binh_compare"}


def test_arrangement_form():
    a = evaluate({"id": "x", "kind": "mau_binh", **P1})
    assert (a["id"], a["valid"], a["special"]) == ("x", True, None)
    assert a["categories"] == {"front": "doi", "middle": "xam_chi", "back": "cu_lu"}
    b = evaluate({"kind": "mau_binh", **dict(P1, front="Ks Kd Kc")})
    assert b["valid"] is False and "Binh lủng" in say(b["reason"]) and b["reason"].code == "mau_binh.check.lung"


def test_cards_form_gives_the_solver_and_the_special():
    a = evaluate({"kind": "mau_binh", "cards": "3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d"})
    assert a["special"] == "sau_doi"
    best = Arrangement.of(a["best"])
    assert best.valid and sorted(c.code for c in best.cards) == sorted(
        "3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d".split())
    assert isinstance(a["expected"], float)
    plain = evaluate({"kind": "mau_binh", "cards": ["As", "Kh", "10d", "9c", "2s", "2h", "7d", "7c", "Jh", "Qs",
                                                    "4c", "5d", "8h"]})
    assert plain["special"] is None and set(plain["best"]) == {"front", "middle", "back"}


def test_options_change_the_answer():
    both = "2s 3s 4s 5s 6s 2h 3h 4h 5h 6h 7d 8d 9d"
    assert evaluate({"kind": "mau_binh", "cards": both})["special"] == "ba_sanh"
    assert evaluate({"kind": "mau_binh", "cards": both, "options": {"special_ranking": "thong_dung"}})[
        "special"] == "ba_thung"
    six = {"front": "3h 3d Kc", "middle": "4h 4d 7s 7c Jh", "back": "8c 8d Jd Ac As"}
    r = evaluate({"kind": "mau_binh_compare", "players": [six, P2], "options": {"special_points": 6}})
    assert r["points"] == [6, -6] and r["special"] == ["sau_doi", None]


def test_compare_two_three_and_four_players():
    assert evaluate({"kind": "mau_binh_compare", "players": [P1, P2]})["points"] == [3, -3]
    r = evaluate({"kind": "mau_binh_compare", "players": [P1, P2, P3]})
    assert r["points"] == [6, 0, -6] and r["valid"] == [True, True, False]
    P4 = {"front": "2s 3s 4h", "middle": "As 5d 7c 8c Qc", "back": "9h 9c Th Td 4d"}   # the 13 cards left
    r4 = evaluate({"kind": "mau_binh_compare", "players": [P1, P2, P3, P4]})
    # P4 loses every chi to P1 (đôi K, xám 7, cù lũ) and to P2 (rác Q, thú, sảnh); P3 is lủng: +3 to each other.
    assert r4["points"] == [9, 3, -9, -3] and sum(r4["points"]) == 0 and len(r4["duels"]) == 6


@pytest.mark.parametrize("sc,field,words", [
    ({"kind": "mau_binh"}, "front", ["Thiếu", "cards"]),
    ({"kind": "mau_binh", **P1, "cards": "As"}, "cards", ["không cả hai"]),
    ({"kind": "mau_binh", **dict(P1, middle="7h 7d 7s 2c")}, "middle", ["Chi giữa cần đúng 5 lá", "4 lá"]),
    ({"kind": "mau_binh", **dict(P1, back="8s 8h 8d Jc Zz")}, "back", ["«Zz»"]),
    ({"kind": "mau_binh", "cards": "As Ks"}, "cards", ["13 lá", "2 lá"]),
    ({"kind": "mau_binh", "cards": "As " * 13}, "cards", ["át bích", "có 13 lần"]),
    ({"kind": "mau_binh", **P1, "option": {}}, "option", ["options"]),
    ({"kind": "mau_binh", **P1, "options": {"sap_hm": True}}, "options.sap_hm", ["sap_ham"]),
    ({"kind": "mau_binh", **P1, "options": {"special_points": "ba"}}, "options.special_points", ["số nguyên"]),
    ({"kind": "mau_binh_compare", "players": [P1]}, "players", ["2–4 người", "1 người"]),
    ({"kind": "mau_binh_compare", "players": "x"}, "players", ["danh sách"]),
    ({"kind": "mau_binh_compare", "players": [P1, dict(P2, midle="x")]}, "players[1].midle", ["middle"]),
    ({"kind": "mau_binh_compare", "players": [P1, dict(P2, middle="2h 2d")]}, "players[1].middle", ["5 lá"]),
    ({"kind": "mau_binh_compare", "players": [P1, P1]}, "players[1].front", ["hai lần"]),
    ({"kind": "mau_binh_compare", "players": [P1, dict(P2, back="9s Ts Js Qh Ks")]}, "players[1].back", ["K♠"]),
    ({"kind": "mau_binh", **dict(P1, back="8s 8h 8d Jc 7h")}, "back", ["cơ (7♥) có hai lần trong ba chi"]),
    ({"kind": "mau_binh_compare", "players": [P1, 3]}, "players[1]", ["front, middle, back"]),
])
def test_errors_name_the_field(sc, field, words):
    with pytest.raises(ChanError) as e:
        evaluate(dict(sc, id="bad"))
    assert e.value.scenario == "bad" and e.value.field == field
    for w in words:
        assert w in say(e.value), (w, say(e.value))


def test_cli_answers_both_kinds(tmp_path):
    p = tmp_path / "mb.yaml"
    p.write_text(
        "- {id: a, kind: mau_binh, front: Ks Kd 4c, middle: 7h 7d 7s 2c 3c, back: 8s 8h 8d Jc Jd}\n"
        "- id: b\n  kind: mau_binh_compare\n  players:\n"
        "    - {front: Ks Kd 4c, middle: 7h 7d 7s 2c 3c, back: 8s 8h 8d Jc Jd}\n"
        "    - {front: Qs 9d 5c, middle: 2h 2d 5s 5h 6c, back: 9s Ts Js Qh Kh}\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "chan_core", "eval", str(p)], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out[0]["valid"] is True and out[1]["points"] == [3, -3]
    p.write_text("- {id: c, kind: mau_binh_compare, players: [{front: As}]}\n", encoding="utf-8")
    code, _out, err = run_cli(p)  # in-process: the real process above wired the kinds in
    assert code == 2 and "«c»" in err and "players" in err and len(err.splitlines()) == 1


def test_cli_names_the_field_of_a_card_held_twice(tmp_path):
    """Two players both holding A♠: one stderr line naming file, scenario and field (vi); English says the card."""
    p = tmp_path / "dup.yaml"
    p.write_text("- id: wheel-vs-six\n  kind: mau_binh_compare\n  players:\n"
                 "    - {front: Ks Kd 4c, middle: 7h 7d 7s 2c 3c, back: 8s 8h 8d Jc As}\n"
                 "    - {front: Qs 9d As, middle: 2h 2d 5s 5h 6c, back: 9s Ts Js Qh Kh}\n", encoding="utf-8")
    code, out, err = run_cli(p)  # in-process (a real process: test_cli_answers_both_kinds)
    assert code == 2 and out == ""
    assert err.startswith(f"{p}: tình huống «wheel-vs-six»: trường «players[1].front»: Lá át bích (A♠)")
    with pytest.raises(ChanError) as e:
        evaluate({"id": "x", "kind": "mau_binh_compare", "players": [P1, dict(P2, front="Qs 9d Ks")]})
    assert e.value.field == "players[1].front" and "K♠" in say(e.value, "en") and "twice" in say(e.value, "en")
