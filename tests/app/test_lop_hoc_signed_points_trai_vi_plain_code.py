"""Tester (session 17, Vietnamese, 1366 px) on «Lớp học» and «Luyện xướng»: the class's «Tổng điểm» read «32» where
«Tiến độ» reads «+32»; the topic «Lỗi nhóm 0» is the one lỗi trái vỉ, named as «Các lỗi» names it; a teacher with a
short class code read a ``class_code = "…"`` settings line; «Luyện xướng»'s money said «-5 điểm» with a hyphen."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from chan_core.options import make_options
from chan_core.xuong import payments
from learning import classroom, games
from tests.app.test_class_mode import clock, try_code  # noqa: F401  (clock: a fixture)
from tests.app.test_lop_hoc_colours_quiet_learners_hints_glosses import _class_page, _learner, database  # noqa: F401
from tests.apptest_pages import load_module, open_page
from words.i18n import language

POINTS = {"vi": "Tổng điểm", "en": "Total points"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_class_total_points_are_signed_as_on_tien_do(database, clock, lang):  # noqa: F811
    for browser, net in (("a" * 20, 32), ("b" * 20, -5)):
        played = {"players": 4, "variant": "classic", "seed": 2}
        assert games.keep_record(played, {"result": "u", "winner": 0 if net > 0 else 1, "learner_net": net,
                                          "hints": 0, "faults": []}, store=_learner(database, browser))
    at = _class_page(lang)
    table = next(df.value for df in at.dataframe if POINTS[lang] in df.value.columns)
    assert list(table[POINTS[lang]]) == ["+32", "−5"]


@pytest.mark.parametrize("lang, group_a", [("vi", "Lỗi nhóm A"), ("en", "Lỗi group A")])
def test_the_topic_of_loi_0_is_named_by_its_loi(database, clock, lang, group_a):  # noqa: F811
    with language(lang):
        names = classroom.topics()
    assert names["loi_0"] == "Trái vỉ" and names["loi_A"] == group_a
    _learner(database, "a" * 20).record_attempt("boc_cai", "4 người, quân số 6", True)
    by_topic = _class_page(lang).dataframe[1].value
    assert "Trái vỉ" in by_topic.columns and not [c for c in by_topic.columns if "0" in c]  # no «Lỗi nhóm 0»


@pytest.mark.parametrize("lang, words", [("vi", "gửi cho người quản trị máy chủ"), ("en", "send it to whoever runs")])
def test_a_teacher_with_a_short_code_reads_plain_words_and_the_code_alone(database, clock, monkeypatch, lang,  # noqa: F811
                                                                          words):
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "lop-7a")
    assert at.warning and any(words in m.value for m in at.markdown)  # «Mã lớp đang dùng ngắn …», then the code
    (code,) = at.code
    assert re.fullmatch(r"[A-Za-z0-9_-]{20,}", code.value) and "class_code" not in code.value  # copyable as it is


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_luyen_xuong_money_lines_use_the_minus_sign(lang):
    mod = load_module("app_pages/luyen_xuong.py", "lx_minus")
    with language(lang):
        p = payments("dung", 3, 0, 3, make_options("classic"), players=2, winner=0)
        lines = mod.payment_lines(SimpleNamespace(payments=p))
    assert any("**−3 điểm**" in ln for ln in lines) and any("**+3 điểm**" in ln for ln in lines), lines
    assert not [ln for ln in lines if re.search(r"-\d", ln)]
