"""A link value a page cannot use is said once, in the learner's language, quoting it and naming what the
page uses instead (ui.refuse_link, shown by ui.page.show_link_notice)."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_pages import APP, open_page, shown
from words.i18n import language


@pytest.fixture(autouse=True)
def _db(progress_db):
    return progress_db


def _notices(at) -> list[str]:
    return [shown(w.value) for w in at.warning if "«" in str(w.value) and "=" in str(w.value)]


def _param(at, name: str) -> str:
    v = at.query_params[name]
    return v[0] if isinstance(v, list) else v


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize(("page", "params", "said"), [
    ("bai_hoc", {"lesson": "bo-bai", "step": "-5"}, ["step=-5"]),
    ("bai_hoc", {"step": "-5"}, ["step=-5"]),  # no ?lesson=: the step of the lesson opened
    ("bai_hoc", {"lesson": "zz", "step": "-5"}, ["step=-5"]),
    ("boc_cai", {"seed": "-1", "n": "99"}, ["seed=-1", "n=99"]),
    ("luyen_xuong", {"level": "zz"}, ["level=zz"]),
    ("choi_mau_binh", {"seed": "abc"}, ["seed=abc"]),
])
def test_bad_link_value_is_said_once_with_what_is_used(page, params, said, lang):
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):  # AppTest formats the widgets in the language shown
        at = open_page(f"app_pages/{page}.py", **params, **extra)
        notes = _notices(at)
    assert len(notes) == 1, notes
    intro = "The page address has" if lang == "en" else "Địa chỉ trang có"
    assert notes[0].count(intro) == len(said), notes
    for quoted in said:
        name = quoted.split("=")[0]
        assert f"«{quoted}»" in notes[0], notes
        assert f"{name}={_param(at, name)}" in notes[0].split(f"«{quoted}»")[1], notes  # the value used now
    with language(lang):
        at.run()
    assert not _notices(at), "said once"


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("van", ["abc", "99999999999999999999", "7"])
def test_choi_mau_binh_reads_van_as_seed_and_says_a_bad_one(van, lang):
    """«Chơi Mậu binh» reads ``?van=`` («Chơi thử»'s name, «Ván số») as its ``?seed=``: a good one deals that round,
    a bad one is said as a bad ``?seed=`` is (it stayed in the address, silently ignored); the address keeps ``seed``."""
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", van=van, **extra)
        notes = _notices(at)
    assert "van" not in at.query_params and _param(at, "seed").isdigit()
    if van == "7":
        assert not notes and _param(at, "seed") == "7"
    else:
        assert len(notes) == 1 and f"«van={van}»" in notes[0], notes


def test_bad_language_in_the_link_is_said():
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = "zz"
    at.run()
    notes = _notices(at)
    assert len(notes) == 1 and "«lang=zz»" in notes[0] and "lang=vi" in notes[0], notes
    at.run()
    assert not _notices(at)


def test_every_bad_value_of_a_first_visit_is_said_in_one_notice():
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params.update({"lang": "zz", "step": "-5"})
    at.switch_page("app_pages/bai_hoc.py").run()  # the link opened straight on the lesson page
    notes = _notices(at)
    assert len(notes) == 1 and "«lang=zz»" in notes[0] and "«step=-5»" in notes[0], notes
    assert "lang=vi" in notes[0] and "step=1" in notes[0], notes


@pytest.mark.parametrize(("params", "said"), [
    ({}, None),
    ({"lang": "xx"}, "«lang=xx»"),  # Vietnamese
    ({"luat": "zz", "lang": "en"}, "«luat=zz»"),
])
def test_a_lesson_link_without_a_step_says_nothing_about_the_step(params, said):
    """Tester: ``/bai_hoc?lesson=bo-bai&lang=xx`` also said «step=None» could not be used — no step was in the link."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params.update({"lesson": "bo-bai", **params})
    with language("en" if params.get("lang") == "en" else "vi"):
        at.switch_page("app_pages/bai_hoc.py").run()  # the link opened straight on the lesson page
    notes = _notices(at)
    assert not any("step=" in n for n in notes), notes
    assert [said in n for n in notes] == ([True] if said else []), notes


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize(("page", "param", "used"), [
    ("thuat_ngu", "tu", None),  # left out: the page opens no term
    ("an_hay_khong", "th", None),
    ("choi_thu", "toc", "vua"),
    ("tinh_diem", "luat", "classic"),
])
def test_a_value_the_page_does_not_keep_is_said(page, param, used, lang):
    extra = {"lang": "en"} if lang == "en" else {}
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params.update({param: "zz", **extra})
    with language(lang):
        at.switch_page(f"app_pages/{page}.py").run()  # the link opened straight on the page
    assert not at.exception, [e.value for e in at.exception]
    notes = _notices(at)
    assert len(notes) == 1 and f"«{param}=zz»" in notes[0], notes
    if used is None:
        assert ("leaves it out" if lang == "en" else "bỏ qua") in notes[0], notes
    else:
        assert f"{param}={used}" in notes[0].split(f"«{param}=zz»")[1], notes
    assert param not in at.query_params


def test_a_good_link_says_nothing():
    at = open_page("app_pages/boc_cai.py", seed="5", n="4")
    assert not _notices(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize(("test_mode", "day", "said"), [
    ("", "2026-12-07", True),  # outside test mode a link never moves the day (nor a streak)
    ("1", "hom-qua", True),  # test mode, not a date
    ("1", "9999-12-31", True),  # test mode, a date the clock cannot count from (it crashed the page)
    ("1", "0001-01-01", True),
    ("1", "2026-12-07", False),  # test mode: the day is used
])
def test_hom_nay_says_when_the_day_in_the_link_is_not_used(monkeypatch, test_mode, day, said, lang):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", test_mode)
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=day, **extra)
    notes = _notices(at)
    assert len(notes) == int(said), notes
    if said:
        ignored = {("", "en"): "always uses today's date", ("", "vi"): "luôn dùng ngày hôm nay",
                   ("1", "en"): "it leaves it out", ("1", "vi"): "bỏ qua nó"}[test_mode, lang]
        assert f"«ngay={day}»" in notes[0] and ignored in notes[0], notes
        assert test_mode or not any(w in notes[0] for w in ("cannot use", "không dùng được")), notes  # any date is left out
        assert "ngay" not in at.query_params


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_bad_speed_reaching_a_table_already_open_is_said_and_taken_out(lang):
    """Tester: ``/choi_thu?toc=**x**`` stayed in the address with no notice (the speed was only read while
    the session had none): a bad ``toc`` is said whenever it comes, literally, and leaves the address."""
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = open_page("app_pages/choi_thu.py", toc="ngay", **extra)
        at.query_params["toc"] = "**x**"
        at.run()
        notes = _notices(at)
    assert not at.exception and len(notes) == 1 and "«toc=**x**»" in notes[0], notes
    assert "toc=ngay" in notes[0].split("«toc=**x**»")[1], notes  # the speed the table keeps
    assert "toc" not in at.query_params
