"""Tester (session 19): the xướng builder (Luyện xướng, Chơi thử) let «Thông ù xuông» be built with no word, though
xuông is a win with no cước at all (001 §V.1) and the engine grades xuông said with any other cước a xướng sai on every
hand — the hand has that cước, so it is no xuông (``xuong.extra.xuong``), or it has none, so that cước is extra. The
builder still lets it be said and graded (a drill learns from it), but flags it under the xướng, with the reason, in
the learner's language; it goes when the xướng no longer holds both."""
from __future__ import annotations

import pytest

from chan_core.options import make_options
from chan_core.xuong import grade
from tests.apptest_pages import open_page
from ui.xuong_builder import xuong_groups
from words.i18n import language

FLAG = {"vi": "«Xuông» là ù không có cước nào, nên không hô cùng cước khác: lời xướng này là xướng sai",
        "en": "«Xuông» means a win with no cước at all, so it is not called with another cước: this xướng is a xướng sai"}
CLASSIC = make_options("classic")


def test_the_grader_says_sai_for_xuong_with_another_cuoc_on_every_hand():
    others = [c for _g, _n, ids in xuong_groups("classic") for c in ids if c != "xuong"]
    assert "thong" in others and len(others) > 10
    for cid in others:
        for hand in ({cid: 1}, {"xuong": 1}):  # the hand has the other cước, or no cước at all
            g = grade(hand, [cid, "xuong"], CLASSIC)
            assert g.verdict == "sai" and g.extra, (cid, hand)


def _texts(at) -> list[str]:
    return [w.value for w in at.warning]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_thong_u_xuong_is_flagged_with_its_reason(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", seed=11, level=2, **({"lang": lang} if lang != "vi" else {}))
        at.button(key="lx_chip_thong").click().run()
        assert not [t for t in _texts(at) if FLAG[lang] in t]  # thông alone: nothing to flag
        at.button(key="lx_chip_xuong").click().run()
        assert not at.exception
        assert any("Thông ù xuông" in m.value for m in at.markdown)  # the xướng as built
        assert [t for t in _texts(at) if FLAG[lang] in t], _texts(at)
        at.button(key="lx_undo").click().run()  # «Bỏ cước cuối»: thông alone again
        assert not [t for t in _texts(at) if FLAG[lang] in t]
        at.button(key="lx_clear").click().run()
        at.button(key="lx_chip_xuong").click().run()  # xuông alone: a xướng some hand has
        assert not [t for t in _texts(at) if FLAG[lang] in t]
