"""Waits (chờ) — hand-worked hands (SPEC; seed 001 §IV, §V.17–18)."""
from chan_core.melds import Meld
from words import say
from chan_core.waits import waits
from tests.engine.test_win import BA_DAU_CUU, BACH_THU, BACH_THU_CHI, CC_NOT_BT, CHIU


def kinds(ws):
    return [w.kind.code for w in ws]


def test_bach_thu_waits_only_on_its_que():
    ws = waits(BACH_THU)
    assert kinds(ws) == ["4V"] and ws[0].bach_thu and ws[0].cuoc == ["bach_thu"]


def test_ba_dau_waits_on_three_suits():
    assert kinds(waits(BA_DAU_CUU)) == ["9V", "9N", "9S"]


def test_chiu_wait_is_marked():
    ws = waits(CHIU)
    assert kinds(ws) == ["5V", "5N", "5S"]
    assert [w.chiu_u for w in ws] == [True, False, False]


def test_chi_chi_wait_only_as_bach_thu_chi():
    ws = waits(BACH_THU_CHI)
    assert kinds(ws) == ["CC"] and ws[0].bach_thu_chi and not ws[0].bach_thu
    assert waits(CC_NOT_BT) == []


def test_no_copy_left_means_no_wait():
    # 9N in hand, the four 9V chíu'd on the mat: 9V has no copy left; 9N (chắn) and 9S (cạ 9N 9S,
    # still 6 chắn in hand + 2 for the chíu) complete the hand.
    hand = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7S 7S 8N 8S 9N"
    assert kinds(waits(hand, [Meld.of("chiu", "9V 9V 9V 9V")])) == ["9N", "9S"]


def test_hand_with_three_odd_numbers_waits_on_nothing():
    # numbers 4, 8 and 9 each have an odd count: one card cannot even them all.
    assert waits("2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7S 7S 8N 2N 2S 9V 9N 9S 4V") == []


def test_wrong_size_waits_on_nothing():
    assert waits("2V 2V") == []


def test_why_no_wait_names_the_real_reason():
    from chan_core.waits import why_no_wait as why_no_wait_fact

    def why_no_wait(hand):
        return say(why_no_wait_fact(hand))

    assert why_no_wait_fact(BACH_THU) is None
    # 6 chắn, 3 cạ, què chi chi: chi chi completes the hand but may only be won as bạch thủ chi
    msg = why_no_wait(CC_NOT_BT)
    assert "bạch thủ chi" in msg and "6 chắn, 3 cạ" in msg
    # three numbers with leftovers
    msg = why_no_wait("2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7S 7S 8N 2N 2S 9V 9N 9S 4V")
    assert "còn lẻ" in msg and "bát văn" in msg and "cửu vạn – cửu văn – cửu sách" in msg
    # 4 chắn + 5 cạ + què tứ vạn: its twin gives 5 chắn, tứ sách 4 chắn — never 6
    msg = why_no_wait("2V 2V 3V 3V 4N 4N 5S 5S 6V 6N 7V 7N 8N 8S 9N 9S 2S 2N 4V")
    assert "thêm tứ vạn chỉ có 5 chắn" in msg and "thêm tứ sách chỉ có 4 chắn" in msg
    assert "19 lá" in why_no_wait("2V 2V")
