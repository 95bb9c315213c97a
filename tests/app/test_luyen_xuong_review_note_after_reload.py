"""A tester's finding (session 18): «Luyện xướng» said once that a review hand is asked under its own rules variant
(the sidebar switched to it), and a reload of the page lost that notice — and the «Ôn lại» one — leaving the learner
with another variant in the sidebar and no reason. Both are now kept with the round: a reload says them again, a new
hand does not."""
from __future__ import annotations

import contextlib

import pytest

from tests.app.test_luyen_xuong_points_review import xuong_then_points
from tests.app.test_luyen_xuong_review_variant import LEVEL, PAGE, SEED, WORDS, hand_caption, total
from tests.apptest_pages import open_page
from words import language


def notices(at, lang: str, asked: str) -> tuple[bool, bool]:
    """(the «Ôn lại» notice shown, the «sidebar switched to ``asked``» notice shown)."""
    w, said = WORDS[lang], [i.value for i in at.info]
    return any(s.startswith(w["review"]) for s in said), w["note"].format(asked=w[asked]) in said


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_reloaded_review_hand_still_says_why_the_variant_changed(progress_db, lang):
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang) if lang == "en" else contextlib.nullcontext():
        first = xuong_then_points(open_page(PAGE, seed=SEED, level=LEVEL, luat="sanhrong", **extra),
                                  total("sanhrong") + 1, "sanhrong")
        back = open_page(PAGE, browser=first, **extra)  # a new visit on classic: the review, under sanhrong
        assert notices(back, lang, "sanhrong") == (True, True)
        link = {k: back.query_params[k] for k in back.query_params}
        reloaded = open_page(PAGE, browser=first, **link)  # the page reloaded: the same address, a new session
        assert hand_caption(reloaded, lang) == hand_caption(back, lang)
        assert reloaded.sidebar.radio(key="variant").value == "sanhrong"
        assert notices(reloaded, lang, "sanhrong") == (True, True)
        next(b for b in reloaded.button if b.key.startswith("lx_chip_")).click().run()  # a click: still said
        assert notices(reloaded, lang, "sanhrong") == (True, True)
        reloaded.button(key="lx_new").click().run()  # another hand: neither
        assert not reloaded.exception and notices(reloaded, lang, "sanhrong") == (False, False)
        new = {k: reloaded.query_params[k] for k in reloaded.query_params}
        assert new != link and notices(open_page(PAGE, browser=first, **new), lang, "sanhrong") == (False, False)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_review_under_classic_for_a_learner_who_chose_sanhrong_keeps_classic_on_reload(progress_db, lang):
    """The learner's own sanhrong comes back at a new visit (session 18): the review's classic is written in the
    address (?luat=classic, the default), so a reload asks the same hand, not the learner's sanhrong one."""
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang) if lang == "en" else contextlib.nullcontext():
        first = open_page(PAGE, seed=3, level=1, **extra)
        first.sidebar.radio(key="variant").set_value("sanhrong").run()  # the learner's own choice, kept
        assert progress_db.get_store().record_attempt("xuong", f"Điểm bài số {SEED}, cấp {LEVEL}", False)  # classic
        back = open_page(PAGE, browser=first, **extra)
        assert back.query_params["luat"] == "classic" and notices(back, lang, "classic") == (True, True)
        reloaded = open_page(PAGE, browser=first, **{k: back.query_params[k] for k in back.query_params})
        assert reloaded.sidebar.radio(key="variant").value == "classic"
        assert hand_caption(reloaded, lang) == hand_caption(back, lang)
        assert notices(reloaded, lang, "classic") == (True, True)
