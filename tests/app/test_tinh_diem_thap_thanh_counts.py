"""Tester («Tính điểm», Thập thành + Tôm + Lèo, «Số tôm» = «Số lèo» = 1): the refusal said «Một ván ù không thể
vừa thập thành vừa tôm» / «One win cannot have both thập thành and tôm», yet with «Số tôm» = 2 that line goes: tôm
does come with thập thành, 1 tôm does not. A refused pair now names the count chosen («1 tôm», «1 lèo»; seed 001
§V mục 12, 15, 16), and a sweep of every tôm/lèo count the page offers beside thập thành holds the page to its
word: a line refusing thập thành with a cước names the count chosen, that count is not one the line allows, every
count it allows takes that line away (the engine accepts thập thành with it), and a count without such a line is
one the lines allow."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page
from chan_core.errors import ChanError
from chan_core.options import make_options
from chan_core.scoring import check_cuoc
from words import language

NAMES = {"tom": "tôm", "leo": "lèo"}
ALLOWED = {"vi": re.compile(r"chỉ là ([\d, ]+) hoặc (\d)"), "en": re.compile(r"can only be ([\d, ]+) or (\d)")}
HEAD = {"vi": "không thể vừa", "en": "cannot have both"}


def _lines(at) -> list[str]:
    """Each conflict the page lists, markdown escapes gone."""
    return [x.strip().removeprefix("- ") for e in at.error for x in e.value.replace("\\", "").split("\n") if x.strip()]


def _show(at, lang: str, counts: dict[str, int]) -> list[str]:
    with language(lang):
        at.multiselect(key="td_cuoc").set_value(["thap_thanh", *(c for c, n in counts.items() if n)]).run()
        for c, n in counts.items():
            if n:
                at.selectbox(key=f"td_n_{c}").set_value(n).run()
    assert not at.exception
    return _lines(at)


def _with_thap_thanh(lines: list[str], cid: str, lang: str) -> list[str]:
    """The lines refusing thập thành together with ``cid`` (its name in the refusal's head, before «:»)."""
    heads = [(line.split(":", 1)[0], line) for line in lines if HEAD[lang] in line]
    return [line for head, line in heads if "thập thành" in head and re.search(rf"\b{NAMES[cid]}\b", head)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_thap_thanh_with_one_tom_and_one_leo_names_the_count(lang):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
    lines = _show(at, lang, {"tom": 1, "leo": 1})
    for cid in NAMES:
        said = _with_thap_thanh(lines, cid, lang)
        assert len(said) == 1 and f"1 {NAMES[cid]}" in said[0].split(":", 1)[0], lines
    assert not _with_thap_thanh(_show(at, lang, {"tom": 2, "leo": 1}), "tom", lang)  # as the line says


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_tom_and_leo_count_beside_thap_thanh_is_refused_as_said(lang):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
    shown = {(t, l): _show(at, lang, {"tom": t, "leo": l}) for t in range(5) for l in range(5)}
    options = make_options("classic")
    allowed_by_lines: set[int] = set()
    for (t, l), lines in shown.items():
        for cid, n in (("tom", t), ("leo", l)):
            said = _with_thap_thanh(lines, cid, lang)
            if not said:
                continue
            assert len(said) == 1, said
            assert f"{n} {NAMES[cid]}" in said[0].split(":", 1)[0], said  # the count chosen, named
            m = ALLOWED[lang].search(said[0])
            assert m, said
            allowed = {int(x) for x in m.group(1).split(",")} | {int(m.group(2))}
            allowed_by_lines |= allowed
            assert n not in allowed, said
            for v in allowed:  # the learner follows the line: it goes, and the engine takes that pair
                other = (v, l) if cid == "tom" else (t, v)
                assert not _with_thap_thanh(shown[other], cid, lang), (said, other, shown[other])
                check_cuoc({"thap_thanh": 1, cid: v}, options)
    assert allowed_by_lines, "no line refused a count"
    for (t, l), lines in shown.items():
        for cid, n in (("tom", t), ("leo", l)):
            if not _with_thap_thanh(lines, cid, lang):
                assert n in allowed_by_lines, (t, l, lines)
                try:
                    check_cuoc({"thap_thanh": 1, cid: n}, options)
                except ChanError as e:
                    pytest.fail(f"{cid}={n} refused with thập thành but not said: {e.code}")
