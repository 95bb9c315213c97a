"""Hand layout: chắn first, then cạ, ba đầu, què (seed 001 §III; SPEC)."""
import pytest

from chan_core.cards import Hand
from chan_core.errors import ChanError
from chan_core.layout import counts_summary, layout
from chan_core.melds import Meld, parse_meld
from words import say


def codes(xs):
    return [k.code for k in xs]


def test_seed_examples_of_chan_ca_ba_dau():
    # 001 §III: chắn = 2 chi chi; cạ = [nhị vạn, nhị văn]; ba đầu cửu = [9V 9N 9S]
    lay = layout("CC CC 2V 2N 9V 9N 9S 5S")
    assert codes(lay.chan) == ["CC"]
    assert [codes(c) for c in lay.ca] == [["2V", "2N"]]
    assert [codes(t) for t in lay.ba_dau] == [["9V", "9N", "9S"]]
    assert codes(lay.que) == ["5S"]
    assert (lay.n_chan, lay.n_ca, lay.complete) == (1, 1, False)


def test_chan_before_ca_three_alike_plus_twin_suit():
    # 9V 9V 9V 9N: one chắn 9V, then cạ (9V, 9N) — not two cạ
    lay = layout("9V 9V 9V 9N")
    assert codes(lay.chan) == ["9V"] and [codes(c) for c in lay.ca] == [["9V", "9N"]]
    assert lay.complete


def test_four_alike_in_hand_is_two_chan():
    lay = layout("5S 5S 5S 5S")
    assert codes(lay.chan) == ["5S", "5S"] and lay.n_chan == 2


def test_chi_chi_never_makes_ca():
    lay = layout("CC 2V")
    assert codes(lay.que) == ["2V", "CC"] and not lay.ca


def test_melds_count_but_are_not_relaid():
    melds = [Meld.of("chiu", "5V 5V 5V 5V"), Meld.of("an_ca", "3N 3S"), Meld.of("an_chan", "7N 7N")]
    lay = layout("9V 9V", melds)
    assert lay.n_chan == 1 + 2 + 1 and lay.n_ca == 1 and lay.n_pairs == 5


def test_as_dict_shape():
    d = layout("9V 9V 2N 2S 4V", [Meld.of("an_chan", "CC CC")]).as_dict()
    assert d == {"chan": [["9V", "9V"]], "ca": [["2N", "2S"]], "ba_dau": [], "que": ["4V"],
                 "melds": [{"type": "an_chan", "cards": "CC CC"}], "n_chan": 2, "n_ca": 1}


def test_counts_summary_agrees_with_layout():
    h = Hand("9V 9V 9N 9S 2V 3N 3S 3V CC 5S 5S 5S")
    lay = layout(h)
    assert counts_summary(h.counts) == (len(lay.chan), len(lay.ca), len(lay.ba_dau), len(lay.que))


@pytest.mark.parametrize("obj,field,needle", [
    ({"type": "an_chan", "cards": "9V 9N"}, "cards", "giống hệt"),
    ({"type": "an_ca", "cards": "9V 9V"}, "cards", "không phải cạ"),
    ({"type": "an_ca", "cards": "9V 8N"}, "cards", "không phải cạ"),
    ({"type": "an_ca", "cards": "CC 2V"}, "cards", "Chi chi"),
    ({"type": "chiu", "cards": "9V 9V 9V"}, "cards", "4 lá"),
    ({"type": "an_bon", "cards": "9V 9V"}, "type", "an_bon"),
    ({"cards": "9V 9V"}, "type", "type"),
    ({"type": "an_chan"}, "cards", "cards"),
    ({"type": "an_chan", "cards": "9V xx"}, "cards", "xx"),
])
def test_bad_melds_name_the_field(obj, field, needle):
    with pytest.raises(ChanError) as e:
        parse_meld(obj)
    assert e.value.field == field and needle in say(e.value)


def test_meld_must_be_a_mapping():
    with pytest.raises(ChanError):
        parse_meld("9V 9V")
