"""Ù validity and structural facts (seed 001 §IV, §V; SPEC readings). Hands worked out by hand."""
import pytest

from chan_core.errors import ChanError
from chan_core.melds import Meld
from chan_core.win import check_u, make_win
from words import say

# 5 chắn (2V 3V 4N 5S 6V) + 4 cạ (7V7N 8N8S 9N9S 2N2S) + què 4V: bạch thủ on 4V.
BACH_THU = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
# the same with què chi chi: bạch thủ chi.
BACH_THU_CHI = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N CC"
# 6 chắn + cạ 8N8S 2N2S + ba đầu cửu: waits on 9V 9N 9S.
BA_DAU_CUU = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7S 7S 8N 8S 2N 2S 9V 9N 9S"
# 6 chắn (2V 3V 4N 5V 6V 7S) + 3 cạ + què 5V, with three 5V: chíu ù on 5V.
CHIU = "2V 2V 3V 3V 4N 4N 6V 6V 7S 7S 5V 5V 5V 8N 8S 9N 9S 2N 2S"
# 6 chắn + 3 cạ + què chi chi: chi chi completes it but may not be won on.
CC_NOT_BT = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7S 7S 8N 8S 9N 9S 2N 2S CC"


def test_bach_thu_drawn_by_self_is_valid_with_chi():
    u = check_u(make_win(BACH_THU, "4V", source="boc", drawn_by="self"))
    assert u.valid and (u.chan, u.ca) == (6, 4)
    assert u.bach_thu and not u.bach_thu_chi and u.chi and not u.chiu_u
    assert "6 chắn, 4 cạ" in say(u.reason)


def test_drawn_by_other_is_valid_without_chi():
    u = check_u(make_win(BACH_THU, "4V", source="boc", drawn_by="other"))
    assert u.valid and u.bach_thu and not u.chi


def test_discarded_card_cannot_be_won_on_except_chiu_u():
    u = check_u(make_win(BACH_THU, "4V", source="danh"))
    assert not u.valid and "bốc từ nọc" in say(u.reason)
    u = check_u(make_win(CHIU, "5V", source="danh"))
    assert u.valid and u.chiu_u and not u.chi and u.chan == 7
    u = check_u(make_win(CHIU, "5N", source="danh"))
    assert not u.valid  # not a chíu: a discarded 5N may not be won on


def test_chiu_u_on_tra_cua_into_own_cua_chi_is_chi():
    u = check_u(make_win(CHIU, "5V", source="tra_cua", drawn_by="self"))
    assert u.valid and u.chiu_u and u.chi
    assert not check_u(make_win(CHIU, "5V", source="tra_cua", drawn_by="other")).chi


def test_five_chan_five_ca_is_not_u():
    u = check_u(make_win(BACH_THU, "4N", source="boc", drawn_by="self"))
    assert not u.valid and "chỉ có 5 chắn" in say(u.reason) and (u.chan, u.ca) == (5, 5)


def test_ba_dau_waits_each_suit():
    for c in ("9V", "9N", "9S"):
        u = check_u(make_win(BA_DAU_CUU, c, source="boc", drawn_by="other"))
        assert u.valid and (u.chan, u.ca) == (7, 3) and not u.bach_thu


def test_two_ba_dau_are_never_pairs():
    hand = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7S 7S 2S 2S 8V 8N 8S 9V 9N"
    u = check_u(make_win(hand, "9S", source="boc", drawn_by="self"))
    assert not u.valid and "ba đầu" in say(u.reason)


def test_chi_chi_only_as_bach_thu_chi():
    u = check_u(make_win(BACH_THU_CHI, "CC", source="boc", drawn_by="self"))
    assert u.valid and u.bach_thu_chi and not u.bach_thu and u.chi
    u = check_u(make_win(CC_NOT_BT, "CC", source="boc", drawn_by="self"))
    assert not u.valid and "bạch thủ chi" in say(u.reason)


def test_u_bon_with_an_chan_meld():
    melds = [Meld.of("an_chan", "9V 9V")]
    hand = "9V 2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 2N 2S"
    u = check_u(make_win(hand, "9V", melds=melds, source="boc", drawn_by="self"))
    assert u.valid and u.u_bon and (u.chan, u.ca) == (7, 3)


def test_melds_count_toward_chan_and_pairs():
    melds = [Meld.of("chiu", "5V 5V 5V 5V"), Meld.of("an_ca", "3N 3S")]
    hand = "2V 2V 4N 4N 6V 6V 7S 7S 8N 8S 9N 9S 4V"  # 13 cards + 6 on the mat = 19
    u = check_u(make_win(hand, "4V", melds=melds, source="boc", drawn_by="other"))
    # chắn: 2V 4N 6V 7S + chíu (2) + 4V = 7; cạ: 8N8S 9N9S 3N3S
    assert u.valid and (u.chan, u.ca) == (7, 3)


def test_thien_u_with_twenty_dealt_cards():
    u = check_u(make_win(BACH_THU + " 4V", context=["thien_u"]))
    assert u.valid and u.thien_u and u.bach_thu  # thiên ù bạch thủ: 6 chắn 4 cạ
    u = check_u(make_win(BA_DAU_CUU + " 9V", context=["thien_u"]))
    assert u.valid and not u.bach_thu
    with pytest.raises(ChanError) as e:
        check_u(make_win(BACH_THU, context=["thien_u"]))
    assert "20" in say(e.value) and "19" in say(e.value)


@pytest.mark.parametrize("kwargs,field,needle", [
    (dict(hand="2V 2V 3V", winning_card="3V", source="boc", drawn_by="self"), "hand", "3"),
    (dict(hand=BACH_THU, winning_card=None, source="boc", drawn_by="self"), "winning_card", "quân ù"),
    (dict(hand=BACH_THU, winning_card="4V", source=None), "source", "nguồn"),
    (dict(hand=BACH_THU, winning_card="4V", source="nhat"), "source", "nhat"),
    (dict(hand=BACH_THU, winning_card="4V", source="boc"), "drawn_by", "drawn_by"),
    (dict(hand=BACH_THU, winning_card="4V", source="boc", drawn_by="self", context=["thong", "xyz"]), "context", "xyz"),
])
def test_bad_wins_raise_naming_the_field(kwargs, field, needle):
    hand = kwargs.pop("hand")
    wc = kwargs.pop("winning_card")
    with pytest.raises(ChanError) as e:
        check_u(make_win(hand, wc, **kwargs))
    assert e.value.field == field and needle in say(e.value)


def test_fifth_copy_across_hand_melds_and_winning_card():
    hand = "2V 2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S"
    with pytest.raises(ChanError) as e:
        check_u(make_win(hand, "2V", melds=[Meld.of("an_chan", "2V 2V")], source="boc", drawn_by="self"))
    assert "nhị vạn (2V)" in say(e.value)


def test_chiu_u_bach_thu_together():
    # seed 002's example "Chíu Ù, Bạch thủ …": three 4V in hand = chắn 4V + què 4V; 5 chắn 4 cạ 1 què → bạch thủ,
    # and the 4th 4V is a chíu ù.
    hand = "2V 2V 3V 3V 4V 4V 4V 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N"
    u = check_u(make_win(hand, "4V", source="danh"))
    assert u.valid and u.bach_thu and u.chiu_u and (u.chan, u.ca) == (6, 4)


@pytest.mark.parametrize("other", ["dia_u", "pha_thien"])
def test_thien_u_cannot_come_with_dia_u_or_pha_thien(other):
    # An impossible board is not an error (SPEC "Impossible boards", issue 10): the contradicted
    # flag is dropped and a warning says why; thiên ù itself stays.
    u = check_u(make_win(BACH_THU + " 4V", context=["thien_u", other]))
    assert u.valid and u.thien_u and other not in u.win.context
    assert len(u.warnings) == 1 and {"dia_u": "Thiên ù", "pha_thien": "Phá thiên"}[other] in say(u.warnings[0])
