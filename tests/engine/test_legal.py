"""Legal moves on an offered card (chan_core.legal), worked by hand from seed 001 §IV."""
from __future__ import annotations

import words

from chan_core.history import replay
from chan_core.legal import legal_moves

H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"
W6 = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2N 2S 3N 3S 4N 4S 9V"


def keys(lm):
    return sorted(o.key for o in lm.correct)


def test_free_que_may_eat_ca_or_dưới():
    lm = legal_moves(replay(H, []), "9N")
    assert [o.key for o in lm.options] == ["an:9V", "bo", "u"]
    assert keys(lm) == ["an:9V", "bo"]
    d = lm.as_dict()
    assert d["can_eat"] == ["9V"]
    assert not d["chiu_possible"] and not d["u_possible"] and d["duoi_allowed"]


def test_chiu_compulsory_if_eating():
    hand = "9V 9V 9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V"
    lm = legal_moves(replay(hand, [{"event": "boc", "card": "9V"}]), "9V")
    assert lm.offer.source == "boc" and lm.offer.by == "self"
    assert lm.as_dict()["chiu_possible"] and lm.as_dict()["chiu_compulsory"]
    assert lm.option("an:9V").verdict.violations == [2]
    assert keys(lm) == ["bo", "chiu"]


def test_chan_first_then_ca_is_treo_tranh():
    hand = "9V 9N 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V"
    lm = legal_moves(replay(hand, []), "9V")
    assert [o.key for o in lm.options][:2] == ["an:9V", "an:9N"]
    assert lm.option("an:9N").verdict.violations == [1]
    assert keys(lm) == ["an:9V", "bo"]


def test_u_possible_makes_u_the_only_right_answer():
    lm = legal_moves(replay(W6, [{"event": "boc", "card": "9N"}]), "9N")
    assert lm.as_dict()["u_possible"] and not lm.as_dict()["duoi_allowed"]
    assert keys(lm) == ["u"]
    assert lm.option("bo").verdict.extras == ["bo_u"]


def test_card_of_another_player_only_chiu():
    lm = legal_moves(replay(H, []), "9N", source="danh", by="khac")
    assert [o.key for o in lm.options] == ["bo", "u"]


def test_declined_chan_blocks_both_eats():
    # 001 §IV: bỏ 9V, then neither 9V-9V (lỗi 6) nor 9V-9N (lỗi 7)
    st_ = replay(H, [{"event": "bo", "card": "9V"}])
    assert legal_moves(st_, "9N").option("an:9V").verdict.violations == [7]


def test_as_dict_is_json_ready():
    import json
    d = legal_moves(replay(H, []), "9N").as_dict()
    out = words.answer_texts(d)  # labels are facts: said as the CLI says them
    json.dumps(out)
    assert out["options"][0]["label"] == "Lấy cửu vạn ăn cạ" and out["options"][0]["label_code"] == "move.label.an_ca"
    assert d["correct"] == ["an:9V", "bo"] and d["card"] == "9N"


def test_discard_moves_flag_loi_9():
    from chan_core.legal import discard_moves
    st_ = replay(H, [{"event": "bo", "card": "9V"}, {"event": "an", "card": "2N", "with": "2S"}])
    opts = {o.key: o for o in discard_moves(st_)}
    assert opts["danh:9V"].verdict.violations == [9]
    assert opts["danh:4N"].ok and "danh:2S" not in opts  # 2S went to the meld
