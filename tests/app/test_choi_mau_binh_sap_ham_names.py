"""«Chơi Mậu binh» with «Sập hầm» on: each sập hầm line says who swept whom, by the seat names of the page
(«Sập hầm: người 1 thắng cả 3 chi với người 2 …» / «player 1 won all 3 chi against player 2 …»), in both languages
(a tester's round: seed 461646, arranged as below)."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, set_chi
from mau_binh.arrangement import Arrangement
from mau_binh.round import deal_round
from words import language

SEED = 461646
MINE = "Ah 2c 2h / 6c 6d 4c 4h 3s / Td Ts 8d 8s 7s"
SWEPT = {"vi": r"Sập hầm: người (\d) thắng cả 3 chi với người (\d) nên điểm gấp đôi\.",
         "en": r"Sập hầm: player (\d) won all 3 chi against player (\d), so the points are doubled\."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_each_sap_ham_names_who_swept_whom(progress_db, lang):
    assert sorted(Arrangement.parse(MINE).cards) == sorted(deal_round(SEED)[0])  # the tester's hand
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, **({"lang": "en"} if lang == "en" else {}))
        at.toggle(key="cm_h_sap_ham").set_value(True).run()
        set_chi(at, Arrangement.parse(MINE), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    assert not at.exception
    text = "\n".join(m.value for m in at.markdown)
    pairs = re.findall(SWEPT[lang], text)
    assert len(pairs) >= 2 and len(set(pairs)) == len(pairs), text  # each line a different pair of players
    assert all(w != lo and {w, lo} <= set("1234") for w, lo in pairs), pairs
    assert ("thắng cả 3 chi nên" if lang == "vi" else "Sập hầm: all 3 chi") not in text  # no line without names
