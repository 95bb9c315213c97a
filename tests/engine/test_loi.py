"""Lỗi 0–17, bỏ ù and false ù (chan_core.loi), worked by hand from seed 001 §IV, §V, §VII.

Every lỗi has one action that commits it and a close action that does not.
Hands are 19 cards; the comment above each names its max-chắn layout.
"""
from __future__ import annotations

import pytest

import words

from chan_core.cards import Hand
from chan_core.errors import ChanError
from chan_core.loi import DETECTORS, EXTRA_IDS, PENALTY_ORDER, judge_history, worst_penalty

# Seed's shared hand (seed_examples.yaml): chắn 2V 6N 7S 8N (4 chắn); cạ 3N-3S, 5S-5V;
# ba đầu 4S-4V-4N; què 2S 6V 7V 9V. Not waiting (four odd ranks).
H = "9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V 7V 4N"


def swap(hand: str, old: str, new: str) -> str:
    """``hand`` with one ``old`` card replaced by ``new``."""
    cards = hand.split()
    cards[cards.index(old)] = new
    return " ".join(cards)


def run(hand: str, history: list, action: dict):
    assert len(Hand(hand)) == 19
    r = judge_history(hand, history, action)
    return r.violations, r.extras


def an(card, with_, **kw):
    return {"event": "an", "card": card, "with": with_, **kw}


def danh(card):
    return {"event": "danh", "card": card}


def bo(card, **kw):
    return {"event": "bo", "card": card, **kw}


def test_every_loi_has_a_detector():
    assert sorted(DETECTORS, key=str) == sorted([*range(18), *EXTRA_IDS], key=str)


# ---- 0 trái vỉ
def test_loi0_trai_vi_taken_card_on_top():
    # 2S is què in H: eating 2N with it is clean, but laying 2N on top of 2S is trái vỉ.
    assert run(H, [], an("2N", "2S", order="tren")) == ([0], [])


def test_loi0_right_order_is_clean():
    assert run(H, [], an("2N", "2S", order="duoi")) == ([], [])
    assert run(H, [], an("2N", "2S")) == ([], [])


# ---- 1 ăn treo tranh
H_9V_9N = swap(H, "4N", "9N")  # rank 9: cạ 9V-9N; rank 4: cạ 4S-4V


def test_loi1_seed_example_eat_9V_with_9N():
    # 001: "Trên tay có cửu vạn, cửu văn, ăn cửu vạn nhưng lại hạ cửu văn" → treo tranh only.
    assert run(H_9V_9N, [], an("9V", "9N")) == ([1], [])


def test_loi1_eating_the_chan_is_clean():
    assert run(H_9V_9N, [], an("9V", "9V")) == ([], [])


# ---- 2 chíu được nhưng lại ăn thường
H_3x9V = "9V 9V 9V 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V"


def test_loi2_three_alike_eat_normally():
    # 001: "có 3 quân cửu vạn, bốc được cửu vạn … chỉ hạ một quân cửu vạn xuống để ăn thường"
    assert run(H_3x9V, [{"event": "boc", "card": "9V"}], an("9V", "9V")) == ([2], [])


def test_loi2_chiu_is_clean():
    assert run(H_3x9V, [{"event": "boc", "card": "9V"}], {"event": "chiu", "card": "9V"}) == ([], [])


# ---- 3 ăn chọn cạ
def test_loi3_seed_example_card_of_a_ca_eats_ca():
    # 001: "có cạ [cửu vạn, cửu văn], lấy cửu vạn ăn cửu sách"
    assert run(H_9V_9N, [], an("9S", "9V")) == ([3], [])


def test_loi3_note_one_9V_two_9N_is_not_a_ca():
    # 001 note: one cửu vạn + two cửu văn: 9N in a chắn, 9V lẻ → may take 9S with 9V.
    hand = swap(swap(H, "4N", "9N"), "7V", "9N")
    assert run(hand, [], an("9S", "9V")) == ([], [])


def test_loi3_note_one_9V_four_9N_is_not_a_ca():
    hand = "9V 9N 9N 9N 9N 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S"
    assert run(hand, [], an("9S", "9V")) == ([], [])


# ---- 4 ăn cạ chuyển chờ
# 5 chắn (2V..6V) + 4 cạ + què 9V: waits bạch thủ on 9V.
W5 = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 2N 2S 3N 3S 4N 4S 5N 5S 9V"
# 6 chắn + 3 cạ + què 9V: waits 9V 9N 9S.
W6 = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2N 2S 3N 3S 4N 4S 9V"
# 5 chắn + 3 cạ + ba đầu cửu: waits 9V 9N 9S.
WBD = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 2N 2S 3N 3S 4N 4S 9V 9N 9S"


def test_loi4_seed_example_waiting_que_eats_ca():
    # 001: "Đã có >= 5 chắn, chỉ què cửu vạn, ko có ba đầu. Lấy cửu vạn ăn cửu văn"
    assert run(W5, [], an("9N", "9V")) == ([4], [])


def test_loi4_not_waiting_hand_cannot_commit_it():
    # H: 9V is què too but the hand waits on nothing.
    assert run(H, [], an("9N", "9V")) == ([], [])


def test_loi4_note_ba_dau_wait_is_treo_tranh():
    # 001 note: waiting on ba đầu cửu, taking 9N with 9V is treo tranh (9N is in hand).
    assert run(WBD, [], an("9N", "9V")) == ([1], [])


def test_loi4_note_card_from_noc_is_bo_u():
    # 6 chắn: 9N drawn from nọc completes the hand (6 chắn 4 cạ) → eating it is bỏ ù, not lỗi 4.
    assert run(W6, [{"event": "boc", "card": "9N"}], an("9N", "9V")) == ([], ["bo_u"])
    # the same 9N discarded by cửa trên may not be won on → plain lỗi 4
    assert run(W6, [], an("9N", "9V")) == ([4], [])


# ---- 5 chắn cấu cạ
H_9V9V = swap(H, "4N", "9V")  # chắn 9V, no 9N


def test_loi5_seed_example_card_of_chan_eats_ca():
    # 001: "mang chắn cửu vạn, ko có cửu văn, lấy cửu vạn ăn cửu văn"
    assert run(H_9V9V, [], an("9N", "9V")) == ([5], [])


def test_loi5_three_alike_leave_one_free():
    # three 9V = chắn + one lẻ 9V; eating 9N with the lẻ one is clean.
    assert run(H_3x9V, [], an("9N", "9V")) == ([], [])


# ---- 6–9 bỏ không ăn (001's example "Trước đã bỏ không ăn cửu vạn …")
def test_loi6_declined_chan_then_eat_chan():
    assert run(H, [bo("9V")], an("9V", "9V")) == ([6], [])


def test_loi6_declined_ca_then_eat_chan_allowed():
    # declined 9N (a cạ with 9V) → may still eat chắn 9V ("được bỏ cạ ăn chắn")
    assert run(H, [bo("9N")], an("9V", "9V")) == ([], [])


def test_loi7_declined_chan_then_eat_ca_with_it():
    assert run(H, [bo("9V")], an("9N", "9V")) == ([7], [])


def test_loi7_close_eat_ca_with_other_card():
    assert run(H, [bo("9V")], an("2N", "2S")) == ([], [])


H_9N = swap(H, "9V", "9N")


def test_loi8_declined_ca_then_eat_ca_with_that_card():
    assert run(H_9N, [bo("9V")], an("9S", "9N")) == ([8], [])


def test_loi8_close_bo_ca_an_chan():
    assert run(H_9N, [bo("9V")], an("9N", "9N")) == ([], [])


def test_loi9_declined_then_discard_same_card():
    assert run(H, [bo("9V")], danh("9V")) == ([9], [])


def test_loi9_close_discard_other_card():
    assert run(H, [bo("9V")], danh("2S")) == ([], [])


def test_loi9_tra_cua_counts_as_danh():
    assert run(H, [bo("9V")], {"event": "tra_cua", "card": "9V"}) == ([9], [])


# ---- 10–13 quân đã đánh
H_9V9N_3N = "9V 9N 3N 2V 2V 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 4V 6V 7V 4N"  # rank 3 only 3N


def test_loi10_seed_example_discarded_ca_then_eat_ca():
    # 001: "đã đánh cạ [cửu vạn, văn], sau lại ăn cạ [tam văn, tam sách]"
    assert run(H_9V9N_3N, [danh("9V"), danh("9N")], an("3S", "3N")) == ([10], [])


def test_loi10_close_two_discards_of_different_numbers():
    assert run(H_9V9N_3N, [danh("9V"), danh("2S")], an("3S", "3N")) == ([], [])


def test_loi11_seed_example_discard_then_eat_ca_same_number():
    # 001: "Đã đánh cửu vạn, sau lại lấy cửu văn ăn cửu sách"
    assert run(H_9V_9N, [danh("9V")], an("9S", "9N")) == ([11], [])


def test_loi11_close_eat_chan_of_that_number():
    assert run(H_9V_9N, [danh("9V")], an("9N", "9N")) == ([], [])


def test_loi12_discard_then_eat_same_card():
    assert run(H, [danh("6N")], an("6N", "6N")) == ([12], [])


def test_loi12_close_discard_other_card():
    assert run(H, [danh("2S")], an("6N", "6N")) == ([], [])


def test_loi13_seed_example_discard_both_of_a_chan():
    # 001: "Đánh cửu vạn, sau lại đánh tiếp 1 quân cửu vạn nữa"
    assert run(H_9V9V, [danh("9V")], danh("9V")) == ([13], [])


def test_loi13_close_discard_other_card():
    assert run(H_9V9V, [danh("9V")], danh("2S")) == ([], [])


# ---- 14–17 quân đã ăn
def test_loi14_eat_then_discard_same_card():
    assert run(H, [an("8N", "8N")], danh("8N")) == ([14], [])


def test_loi14_close_discard_other_card():
    assert run(H, [an("8N", "8N")], danh("2S")) == ([], [])


H_9N_9S9S = "9N 9S 9S 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V"  # chắn 9S, què 9N


def test_loi15_seed_example_ate_ca_then_eat_chan_same_number():
    # 001: "Đã lấy cửu văn ăn cửu vạn, sau lại ăn chắn cửu (bất kỳ cửu gì)"
    assert run(H_9N_9S9S, [an("9V", "9N"), danh("2S")], an("9S", "9S")) == ([15], [])


def test_loi15_close_eat_chan_other_number():
    assert run(H_9N_9S9S, [an("9V", "9N"), danh("2S")], an("8N", "8N")) == ([], [])


def test_loi15_chiu_counts_as_eating_chan():
    # ate cạ 9V-9N, then chíu 9S with three 9S in hand
    hand = "9N 9S 9S 9S 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 7V"  # never complete
    assert run(hand, [an("9V", "9N"), danh("2S")], {"event": "chiu", "card": "9S"}) == ([15], [])
    assert run(hand, [danh("2S")], {"event": "chiu", "card": "9S"}) == ([], [])


def test_loi16_ate_ca_then_discard_a_whole_ca():
    # name of lỗi 16: đã ăn cạ (9N with 9V), then đánh 3N and 3S
    assert run(H, [an("9N", "9V"), danh("3N")], danh("3S")) == ([16], [])


def test_loi16_close_second_discard_other_number():
    assert run(H, [an("9N", "9V"), danh("3N")], danh("2S")) == ([], [])


H_9V_9S9S = "9V 9S 9S 2V 2V 3N 4S 5S 5V 6N 6N 7S 7S 8N 8N 2S 3S 4V 6V"  # chắn 9S, què 9V


def test_loi17_seed_example_ate_ca_then_discard_same_number():
    # 001: "Đã lấy cửu vạn, ăn cửu văn, sau lại đánh cửu sách đi"
    assert run(H_9V_9S9S, [an("9N", "9V")], danh("9S")) == ([17], [])


def test_loi17_close_discard_other_number():
    assert run(H_9V_9S9S, [an("9N", "9V")], danh("2S")) == ([], [])


# ---- bỏ ù, false ù, chi chi
def test_bo_u_declining_a_winning_card():
    assert run(W6, [{"event": "boc", "card": "9N"}], bo("9N")) == ([], ["bo_u"])


def test_u_on_drawn_card_is_clean():
    assert run(W6, [{"event": "boc", "card": "9N"}], {"event": "u", "card": "9N"}) == ([], [])


def test_u_after_passing_an_u_is_bo_u():
    # 001 §VII: "trước đó có thể ù 1 quân nào đấy nhưng lại không ù, sau mới ù quân khác"
    hist = [{"event": "boc", "card": "9N"}, bo("9N"), {"event": "boc", "card": "9S"}]
    r = judge_history(W6, hist, {"event": "u", "card": "9S"})
    assert r.violations == [] and r.extras == ["bo_u"] and r.penalty == "nghi_an_tien"


def test_u_on_discarded_card_may_not_be_won_on():
    assert run(W6, [], {"event": "u", "card": "9N", "source": "danh", "by": "tren"}) == ([], ["u_khong_duoc"])


def test_chiu_u_on_discarded_card_is_allowed():
    hand = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 2N 2S 3N 3S 4N 4S 9V 9V 9V"
    assert run(hand, [], {"event": "u", "card": "9V", "source": "danh", "by": "khac"}) == ([], [])


def test_u_lao_hand_not_complete():
    r = judge_history(H, [], {"event": "u", "card": "9V", "source": "boc", "by": "self"})
    assert r.extras == ["u_lao"] and r.penalty == "u_lao"


def test_chi_chi_only_as_bach_thu_chi():
    # 6 chắn + 3 cạ + què CC: CC would complete the shape, but only bạch thủ chi may win on CC.
    hand = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2N 2S 3N 3S 4N 4S CC"
    assert run(hand, [{"event": "boc", "card": "CC"}], {"event": "u", "card": "CC"}) == ([], ["u_chi_chi"])
    # 5 chắn + 4 cạ + què CC: bạch thủ chi → allowed.
    bt = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 2N 2S 3N 3S 4N 4S 5N 5S CC"
    assert run(bt, [{"event": "boc", "card": "CC"}], {"event": "u", "card": "CC"}) == ([], [])


# ---- penalties
def test_penalty_classes_from_yaml():
    assert judge_history(H_9V_9N, [], an("9V", "9N")).penalty == "nghi_an_tien"  # lỗi 1
    assert judge_history(W5, [], an("9N", "9V")).penalty == "u_bao"  # lỗi 4
    assert judge_history(H, [bo("9V")], danh("9V")).penalty == "bao"  # lỗi 9
    assert judge_history(H, [], an("2N", "2S")).penalty is None


def test_u_after_group_a_loi_is_u_bao():
    # 7 chắn (2V 3V 4V 5V 6V 7V 8V) + cạ 2N-2S, 3N-3S + què 9N. Split chắn 6V to eat 6N (lỗi 5),
    # đánh 9N → 6 chắn 3 cạ + què 6V; draw 6S and ù → ù báo (001 §VII).
    hand = "2V 2V 3V 3V 4V 4V 5V 5V 7V 7V 8V 8V 6V 6V 2N 2S 3N 3S 9N"
    hist = [an("6N", "6V"), danh("9N"), {"event": "boc", "card": "6S"}]
    r = judge_history(hand, hist, {"event": "u", "card": "6S"})
    assert r.violations == [] and r.extras == []
    assert [v.violations for v in r.steps] == [[5], [], []]
    assert r.penalty == "u_bao"


def test_u_after_treo_tranh_is_nghi_an_tien():
    # 6 chắn + cạ 2N-2S, 3N-3S + cạ 9V-9N + 4N. Take 9V with 9N (treo tranh, lỗi 1), đánh 4N,
    # draw 9V and ù (7 chắn 3 cạ) → nghỉ ăn tiền.
    hand = "2V 2V 3V 3V 4V 4V 5V 5V 6V 6V 7V 7V 2N 2S 3N 3S 9V 9N 4N"
    hist = [an("9V", "9N"), danh("4N"), {"event": "boc", "card": "9V"}]
    r = judge_history(hand, hist, {"event": "u", "card": "9V"})
    assert [v.violations for v in r.steps] == [[1], [], []]
    assert r.extras == [] and r.penalty == "nghi_an_tien"


def test_worst_penalty_order():
    assert PENALTY_ORDER[0] == "u_lao"
    assert worst_penalty(["nghi_an_tien", "bao", "u_bao"]) == "bao"
    assert worst_penalty([None]) is None


def test_explanations_name_the_cards_and_rule():
    r = judge_history(H, [bo("9V")], an("9N", "9V"))
    (e,) = words.say_all(r.explanations, "vi")
    assert "Lỗi 7" in e and "Bỏ chắn ăn cạ" in e and "cửu vạn" in e and "cửu văn" in e and "Báo" in e
    assert "9V" not in e and "9N" not in e  # cards in words, not codes (issue 17 item 6)


# ---- impossible moves
@pytest.mark.parametrize("action,field", [
    (an("9N", "9S"), "action.with"),           # no 9S in hand
    (an("9N", "8N"), "action.with"),           # different number
    ({"event": "chiu", "card": "9V"}, "action.card"),  # only one 9V
    (danh("9S"), "action.card"),
    ({"event": "xx", "card": "9V"}, "action.event"),
    (an("9N", "9V", by="khac"), "action.by"),  # only own / cửa trên's card may be eaten
])
def test_impossible_actions_raise(action, field):
    with pytest.raises(ChanError) as ei:
        judge_history(H, [], action)
    assert ei.value.field == field


# ---- eval kind `action` (SPEC)
def test_eval_action_answer_keys():
    from chan_core.eval_kinds import evaluate
    out = evaluate({"id": "x", "kind": "action", "hand": H, "history": [bo("9V")], "action": an("9N", "9V")})
    assert out["id"] == "x" and out["violations"] == [7] and out["extras"] == []
    assert out["penalty"] == "bao" and out["penalty_name"] == "Báo"
    assert len(out["explanations"]) == 1 and out["findings"][0]["source"]["seed"] == "001"
    assert out["legal"]["correct"] == ["bo"]


def test_eval_action_history_violations_listed():
    from chan_core.eval_kinds import evaluate
    out = evaluate({"kind": "action", "hand": H, "history": [bo("9V"), danh("9V")], "action": danh("2S")})
    assert out["violations"] == [] and out["history_violations"][0]["violations"] == [9]


@pytest.mark.parametrize("sc,field", [
    ({"kind": "action", "hand": H, "history": [danh("9S")], "action": danh("2S")}, "history[0].card"),
    ({"kind": "action", "hand": H, "action": {"event": "an", "card": "9N"}}, "action.with"),
    ({"kind": "action", "hand": H}, "action"),
    ({"kind": "action", "hand": "9V 9V", "action": danh("9V")}, "hand"),
    ({"kind": "action", "hand": H, "history": "bo 9V", "action": danh("9V")}, "history"),
])
def test_eval_action_errors_name_the_field(sc, field):
    from chan_core.eval_kinds import evaluate
    with pytest.raises(ChanError) as ei:
        evaluate(sc)
    assert ei.value.field == field
