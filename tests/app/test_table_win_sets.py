"""The winning hand as its final sets in the xướng panel and the result (issue 24, ui/table/result.py).

The layout and the cước come from the engine (:func:`chan_core.check_win`, :func:`chan_core.detect`);
these tests build wins by hand and check what the panel draws from them, then open a real hand
the learner wins on the page (AppTest) in both languages.
"""
from __future__ import annotations

import re

import pytest

from tests.app.test_page_choi_thu import LEARNER, SensibleBot, html, live, open_table, play_to_xuong, texts
from ui.table.result import win_layout


def _win(hand: str, card: str | None, *, melds=(), source="boc", drawn_by="self", context=()) -> dict:
    return {"hand": hand, "melds": [{"type": t, "cards": c} for t, c in melds], "winning_card": card,
            "source": source, "drawn_by": drawn_by, "context": list(context), "dealt_hand": None,
            "variant": "classic", "options": {}}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def _kinds(data) -> list[str]:
    return [s["kind"] for s in data["sets"]]


def test_four_alike_in_hand_is_one_thien_khai_set_and_the_u_card_sits_in_its_ca():
    # four ngũ văn dealt, and the winning tam văn completes the cạ tam vạn–tam văn
    d = win_layout(_win("5N 5N 5N 5N 2V 2V 3S 3S 7N 7N 9V 9V 4V 4N 6V 6S 8N 8S 3V", "3N"))
    assert _kinds(d).count("thien_khai") == 1 and "que" not in _kinds(d)
    tk = next(s for s in d["sets"] if s["kind"] == "thien_khai")
    assert tk["cards"] == ["5N"] * 4
    assert _kinds(d).count("chan") == 4 and _kinds(d).count("ca") == 4  # 10 sets in all, 20 cards
    assert sum(len(s["cards"]) for s in d["sets"]) == 20
    won = [s for s in d["sets"] if s["winning"] is not None]
    assert len(won) == 1 and won[0]["kind"] == "ca" and won[0]["cards"][won[0]["winning"]] == "3N"
    by_id = {c["id"]: c for c in d["cuoc"]}
    assert by_id["thien_khai"]["cards"] == ["5N"] * 4
    assert sorted(by_id["tom"]["cards"]) == sorted(["3V", "3S", "7N"])  # the engine's tôm, its own cards
    assert by_id["chi"]["cards"] == ["3N"]


def test_a_chiu_u_is_one_set_of_four_with_the_winning_card_and_the_mat_keeps_its_melds():
    d = win_layout(_win("9V 9V 9V 2V 2V 3S 3S 7N 7N 4V 4N 6V 6S 8N 8S 3V 3N", "9V", source="danh",
                        drawn_by="other", melds=[("an_chan", "5N 5N")]))
    assert d is not None
    assert [s["kind"] for s in d["sets"] if s["mat"]] == ["an_chan"]
    four = next(s for s in d["sets"] if s["kind"] == "chiu_u")
    assert four["cards"] == ["9V"] * 4 and four["winning"] == 3
    assert "chiu_u" in {c["id"] for c in d["cuoc"]}


def test_no_win_or_a_hand_that_is_not_an_u_draws_nothing():
    assert win_layout(None) is None and win_layout({}) is None
    assert win_layout(_win("2V 3V 4V 5V 6V 7V 8V 9V 2N 3N 4N 5N 6N 7N 8N 9N 2S 3S 4S", "5S")) is None
    assert win_layout({"hand": "XX", "winning_card": "??"}) is None  # bad data never raises


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_xuong_panel_shows_the_final_sets_and_hides_the_cuoc_until_asked(lang):
    from tests.app.test_page_choi_thu import winning_seed
    from words.i18n import language

    with language(lang):  # AppTest formats widget options in the test's thread: speak the page's language
        _xuong_then_result(winning_seed(), lang)


def _xuong_then_result(seed: int, lang: str) -> None:
    at = play_to_xuong(open_table(seed, **({"lang": "en"} if lang == "en" else {})))
    t = live(at)
    assert t.state.phase == "xuong" and t.state.winner == LEARNER
    body = html(at)
    sets = [str(h.proto.body) for h in at.get("html")
            if "Bài ù xếp thành bộ" in str(h.proto.body) or "laid out as its sets" in str(h.proto.body)]
    assert len(sets) == 1
    assert "quân ù</div>" not in body  # no loose «quân ù» group: the winning card is in its set
    shown = re.findall(r'data-card="(\w+)"', sets[0])
    assert sorted(shown) == sorted(t.state.hands[0] + [c for m in t.state.mats[0] for c in m["cards"]])
    assert 'data-testid="hc-cuoc"' in body  # Kèm cặp: the cước with their cards, inside the hint expander
    assert any("cước" in e.label for e in at.expander)
    # once xướng'd, the result shows each cước with its cards
    for d in SensibleBot(0).xuong(t.state, 0):
        for _ in range(d["count"]):
            at.button(key=f"ct_x_chip_{d['id']}").click().run()
    at.button(key="ct_x_submit").click().run()
    assert live(at).finished and not at.exception
    assert html(at).count('class="hc-cuoc-row"') >= len(live(at).state.cuoc)
    assert texts(at)
