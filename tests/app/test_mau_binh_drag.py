"""AppTest of the drag board (``ui.mau_binh_cards.chi_drag``) on «Chơi Mậu binh» (issue 28: «drag or tap»):
a drag (the component's answer, set as its state) puts the cards in the tap rows and the live
checker; a tap redraws the board under a new key with the new boxes; both languages; a stale
or strange component answer changes nothing. The real drag in a browser:
``tests/browser/test_choi_mau_binh_browser.py``."""
from __future__ import annotations

import json

from apptest_pages import chi_rows, open_page
from mau_binh.round import bot_arrangement, deal_round

SEED = 2028
KEY = f"cm_chi_{SEED}"


def board(at):
    """The drag component on the page: (its key, its boxes as lists of card symbols)."""
    found = [e for e in at.get("component_instance") if (e.key or "").startswith(f"{KEY}__drag_")]
    assert len(found) == 1, [e.key for e in at.get("component_instance")]
    args = json.loads(found[0].proto.json_args)
    return found[0].key, [box["items"] for box in args["items"]], [box["header"] for box in args["items"]]


def drag(at, key: str, boxes) -> None:
    """What the component answers after a drag: the four boxes (loose, front, middle, back)."""
    at.session_state[key] = [{"header": str(i), "items": [c.symbol for c in box]} for i, box in enumerate(boxes)]
    at.run()
    assert not at.exception


def test_drag_fills_the_tap_rows_and_a_tap_redraws_the_board(progress_db):
    hand = deal_round(SEED)[0]
    arr = bot_arrangement(hand, "hop_ly")
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    assert not at.get("component_instance")                       # tap only until «Kéo thả» is on
    at.toggle(key="cm_drag").set_value(True).run()
    key, boxes, headers = board(at)
    assert boxes == [[c.symbol for c in hand], [], [], []]
    assert headers == ["Lá chưa xếp", "Chi đầu (3 lá)", "Chi giữa (5 lá)", "Chi cuối (5 lá)"]
    loose = [c for c in hand if c not in arr.front]
    drag(at, key, [loose, arr.front, [], []])          # three cards dragged into chi đầu
    rows = chi_rows(at, KEY)
    assert sorted(rows["front"].value) == sorted(c.code for c in arr.front)
    assert rows["middle"].value == [] and rows["back"].value == []
    assert board(at)[0] == key                         # the board already shows it: not drawn anew
    drag(at, key, [[], arr.front, arr.middle, arr.back])
    assert not at.button(key="cm_reveal").disabled and (at.success or at.error)   # the live checker
    # a tap moves a card from chi cuối to chi đầu: the board is drawn anew with it there
    moved = arr.back[0]
    rows = chi_rows(at, KEY)
    rows["front"].set_value([*rows["front"].value, moved.code]).run()
    key2, boxes2, _ = board(at)
    assert key2 != key
    assert moved.symbol in boxes2[1] and moved.symbol not in boxes2[3] and len(boxes2[1]) == 4
    assert at.button(key="cm_reveal").disabled         # chi đầu 4/3: not ready


def test_a_strange_component_answer_changes_nothing(progress_db):
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    at.toggle(key="cm_drag").set_value(True).run()
    key = board(at)[0]
    at.session_state[key] = [{"header": "x", "items": ["Z♠", "nonsense"]}, {"header": "y"}]
    at.run()
    assert not at.exception
    at.session_state[key] = [{"header": "x", "items": []}, {"header": "y", "items": [deal_round(SEED)[0][0].symbol]}]
    at.run()
    assert not at.exception
    assert all(r.value == [] for r in chi_rows(at, KEY).values())


def test_board_in_english(progress_db):
    from words import language

    with language("en"):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang="en")
        at.toggle(key="cm_drag").set_value(True).run()
        key, _, headers = board(at)
        assert "_en_" in key and headers[0] == "Cards not placed yet" and "front" in headers[1]
        assert not at.exception
