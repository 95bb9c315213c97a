"""``words.i18n.short_time``: a kept round's time with its month named in the language's own way (Babel), so an
English reader never wonders whether «12/07» is the 12th of July or the 7th of December. Session 21 (a tester in
Asia/Ho_Chi_Minh): it is on the learner's clock, not the server's (UTC), and says the year by one rule everywhere:
only when it is not this year."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from babel.dates import get_month_names

from words.i18n import language, short_time

TZ = ZoneInfo("Asia/Ho_Chi_Minh")


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("ago", [timedelta(0), timedelta(days=800)])
def test_the_day_the_month_by_name_and_the_clock_on_the_learners_zone(lang, ago):
    utc = (datetime.now(timezone.utc) - ago).replace(hour=9, minute=42)  # 16:42 in Hồ Chí Minh City
    when = utc.astimezone(TZ)
    with language(lang):
        said = short_time(utc.timestamp(), TZ)
    month = get_month_names("abbreviated", locale=lang)[when.month]
    assert said.startswith((f"{when.day} {month}", f"{month} {when.day}")), said  # «7 thg 12» / «Dec 7»
    assert said.endswith(", 16:42"), said  # the browser's clock, whatever the server's
    assert (str(when.year) in said) == bool(ago), said  # the year only when it is not this year
