"""Options: variant defaults from rules/variants.yaml and checked overrides."""
from __future__ import annotations

import pytest

from chan_core.errors import ChanError
from chan_core.options import OPTION_NAMES, Options, make_options
from words import say


def test_defaults_per_variant():
    o = make_options(None, None)
    assert o == Options(variant="classic", ga=False, ga_mode="rong", ga_points=5, chi_bach_thu_ga=1,
                        bach_thu_chi_ga=True, u_xuong_allowed=True, bao_xuong_sai="theo_002")
    assert make_options("sanhrong").variant == "sanhrong"


def test_overrides_and_hashable():
    o = make_options("classic", {"ga": True, "ga_mode": "hep", "chi_bach_thu_ga": 2})
    assert (o.ga, o.ga_mode, o.chi_bach_thu_ga) == (True, "hep", 2)
    assert hash(o) == hash(make_options("classic", {"ga": True, "ga_mode": "hep", "chi_bach_thu_ga": 2}))


@pytest.mark.parametrize(
    "variant,options,field,word",
    [
        ("tienlen", {}, "variant", "tienlen"),
        ("classic", {"gaa": True}, "options.gaa", "gaa"),
        ("classic", {"ga": "yes"}, "options.ga", "ga"),
        ("classic", {"ga_mode": "wide"}, "options.ga_mode", "ga_mode"),
        ("classic", {"ga_points": -5}, "options.ga_points", "ga_points"),
        ("classic", {"chi_bach_thu_ga": 3}, "options.chi_bach_thu_ga", "chi_bach_thu_ga"),
        ("classic", {"bao_xuong_sai": "theo_004"}, "options.bao_xuong_sai", "bao_xuong_sai"),
    ],
)
def test_bad_options_name_the_option(variant, options, field, word):
    with pytest.raises(ChanError) as e:
        make_options(variant, options)
    assert e.value.field == field and word in say(e.value)


def test_unknown_option_lists_known_ones():
    with pytest.raises(ChanError) as e:
        make_options("classic", {"foo": 1})
    assert all(n in say(e.value) for n in OPTION_NAMES)
