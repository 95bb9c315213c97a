"""A tester's finding (session 18): «Hôm nay» counted the «Luyện xướng» hands due by the real clock, so ``?ngay=``
(test mode) moved everything on the page but that count. Now it is counted at the page's day: a missed hand answered
right again today is not due today, and is due again a few days on."""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.scoring import score
from learning.daily import clock, today
from tests.app.test_luyen_xuong_points_review import LEVEL, SEED, xuong_then_points
from tests.apptest_pages import open_page, page_texts
from words import language

NOTICE = {"vi": "Luyện xướng: 1 bài đến hạn ôn", "en": "Xướng (calling the win) drill: 1 hand due for review"}


def said(at) -> str:
    return "\n".join(text for _kind, _field, text in page_texts(at))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_luyen_xuong_count_follows_the_pages_day(progress_db, monkeypatch, lang):
    monkeypatch.setenv(clock.TEST_MODE_ENV, "1")
    extra = {"lang": "en"} if lang == "en" else {}
    right = score(gen_win(SEED, LEVEL, make_options("classic")).cuoc, make_options("classic")).total
    with language(lang):
        first = xuong_then_points(open_page("app_pages/luyen_xuong.py", seed=SEED, level=LEVEL, **extra), right + 1)
        xuong_then_points(open_page("app_pages/luyen_xuong.py", browser=first, **extra), right)  # its review, right
        later = (datetime.now() + timedelta(days=3)).date().isoformat()
        assert NOTICE[lang] not in said(open_page("app_pages/hom_nay.py", browser=first, **extra))
        assert NOTICE[lang] in said(open_page("app_pages/hom_nay.py", browser=first, ngay=later, **extra))
    store, tz = progress_db.get_store(), clock.zone(None)
    assert today.XUONG not in today.session(store, clock.now(tz), tz)["drills"]
    assert today.session(store, clock.now(tz, later), tz)["drills"][today.XUONG] == 1
