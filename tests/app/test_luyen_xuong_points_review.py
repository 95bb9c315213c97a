"""A tester's finding (session 16): a «Bao nhiêu điểm?» answered wrong in «Luyện xướng» was filed as «Tính
điểm» (a calculator that asks nothing), «Hôm nay» said it would be asked first in that drill, and «Luyện xướng»
opened a new hand. Now it is Luyện xướng's own review: named so, the missed hand comes back first and its points
question is asked again; answered right, it is no longer due."""
from __future__ import annotations

import contextlib
from datetime import datetime, timedelta

import pytest

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.scoring import score
from chan_core.xuong import canonical
from tests.apptest_pages import open_page, page_texts
from words import language

PAGE = "app_pages/luyen_xuong.py"
SEED, LEVEL = 11, 2
WORDS = {"vi": {"notice": "Luyện xướng: 1 bài đến hạn ôn", "calculator": "Tính điểm:", "hand": f"Bài số {SEED} ·",
                "review": "Ôn lại: lần trước bạn xướng bài này hoặc trả lời «Bao nhiêu điểm?»", "right": "Đúng:"},
         "en": {"notice": "Xướng (calling the win) drill: 1 hand due for review", "calculator": "Score calculator",
                "hand": f"Hand {SEED} ·", "review": "Review: last time your xướng of this hand or your answer to its «How many điểm?»",
                "right": "Right:"}}


def shown(at) -> str:
    return "\n".join(text for _kind, _field, text in page_texts(at))


def xuong_then_points(at, points: int, variant: str = "classic"):
    """Say this hand's xướng (as dealt under ``variant``) right, then answer «Bao nhiêu điểm?» with ``points``."""
    for s in canonical(gen_win(SEED, LEVEL, make_options(variant)).cuoc).items:
        for _n in range(s.count):
            at.button(key=f"lx_chip_{s.id}").click().run()
    at.button(key="lx_submit").click().run()
    at.text_input(key="lx_points_in").set_value(str(points))
    next(b for b in at.button if b.key.startswith("FormSubmitter:lx_points_form")).click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_missed_points_question_comes_back_first_in_luyen_xuong(progress_db, monkeypatch, lang):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    w = WORDS[lang]
    total = score(gen_win(SEED, LEVEL, make_options("classic")).cuoc, make_options("classic", {"ga": False})).total
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang) if lang == "en" else contextlib.nullcontext():
        first = xuong_then_points(open_page(PAGE, seed=SEED, level=LEVEL, **extra), total + 1)
        assert [a["drill"] for a in progress_db.get_store().attempts() if a["item_id"].startswith("Điểm")] == ["xuong"]
        # «Hôm nay» (when it is due) names the drill that asks it
        day = (datetime.now() + timedelta(days=2)).date().isoformat()
        today = open_page("app_pages/hom_nay.py", browser=first, ngay=day, **extra)
        assert w["notice"] in shown(today) and w["calculator"] not in shown(today), shown(today)
        # Luyện xướng opened (no link: a new visit) asks the missed hand first, its points question again
        back = open_page(PAGE, browser=first, **extra)
        assert any(c.value.startswith(w["hand"]) for c in back.caption), [c.value for c in back.caption]
        assert any(i.value.startswith(w["review"]) for i in back.info), [i.value for i in back.info]
        assert (back.query_params["seed"], back.query_params["level"]) == (str(SEED), str(LEVEL))
        xuong_then_points(back, total)
        assert any(s.value.startswith(w["right"]) for s in back.success)
        # answered right, it is no longer due: the next visit opens another hand
        assert progress_db.get_store().due_items("xuong", [f"Điểm bài số {SEED}, cấp {LEVEL}"], only_due=True) == []
        later = open_page(PAGE, browser=first, **extra)
        assert not any(c.value.startswith(w["hand"]) for c in later.caption) and not later.info
