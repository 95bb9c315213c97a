"""Issue 27 item 5: the drill «Đọc quân bài» (app_pages/doc_quan_bai.py): a card picture without
its name, four names, graded with why (the top character is the number, the bottom one the suit)
in both languages; a language switch words the same answer again."""
from __future__ import annotations

import pytest

from chan_core.rules import load_rules
from tests.apptest_pages import open_page
from words.i18n import language

KINDS = {k.code: k for k in load_rules().deck.kinds}


def test_options_hold_the_card_and_its_neighbours():
    import random

    import importlib
    import sys
    from pathlib import Path

    sys.modules.pop("doc_quan_bai_under_test", None)
    spec = importlib.util.spec_from_file_location("doc_quan_bai_under_test",
                                                  Path(__file__).resolve().parents[2] / "app_pages" / "doc_quan_bai.py")
    src = spec.loader.get_source("doc_quan_bai_under_test").replace("\nmain()\n", "\n")
    mod = {}
    exec(compile(src, "doc_quan_bai.py", "exec"), mod)
    for seed in range(30):
        code = sorted(c for c, k in KINDS.items() if k.suit)[seed % 24]
        opts = mod["options"](code, random.Random(seed))
        assert len(set(opts)) == 4 and code in opts and "CC" not in opts
        assert any(KINDS[o].rank == KINDS[code].rank and o != code for o in opts)
        assert any(KINDS[o].suit == KINDS[code].suit and o != code for o in opts)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_wrong_then_right_with_why(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/doc_quan_bai.py", **({"lang": "en"} if lang == "en" else {}))
        code = at.session_state["dqb__card"]
        wrong = next(o for o in at.session_state["dqb__options"] if o != code)
        at.radio(key="dqb__pick").set_value(wrong)
        next(b for b in at.button if b.label in ("Kiểm tra", "Check")).click()
        at.run()
    assert not at.exception
    k = KINDS[code]
    text = at.error[0].value
    assert k.chinese[0] in text and k.chinese[1] in text and k.rank_name in text
    assert text.startswith("Chưa đúng" if lang == "vi" else "Not right")
    if lang == "en":
        assert k.english in text  # «(7 of văn)»
    with language(lang):
        at.radio(key="dqb__pick").set_value(code)
        next(b for b in at.button if b.label in ("Kiểm tra", "Check")).click()
        at.run()
    assert at.success and k.chinese[0] in at.success[0].value
    attempts = progress_db.get_store().attempts("doc_quan_bai")
    assert [a["correct"] for a in attempts] == [False]  # the first answer of a card is the one recorded


def test_switch_words_the_answer_again(progress_db):
    with language("en"):
        at = open_page("app_pages/doc_quan_bai.py", lang="en")
        code = at.session_state["dqb__card"]
        wrong = next(o for o in at.session_state["dqb__options"] if o != code)
        at.radio(key="dqb__pick").set_value(wrong)
        next(b for b in at.button if b.label == "Check").click()
        at.run()
        en = at.error[0].value
        at.button_group(key="lang").set_value("vi").run()
    assert not at.exception
    assert at.error[0].value.startswith("Chưa đúng") and KINDS[code].chinese[0] in at.error[0].value
    with language("vi"):
        assert at.radio(key="dqb__pick").value == wrong
        at.button_group(key="lang").set_value("en").run()
    assert at.error[0].value == en
