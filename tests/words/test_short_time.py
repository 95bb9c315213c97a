"""``words.i18n.short_time``: a kept round's time with its month named in the language's own way (Babel), so an
English reader never wonders whether «12/07» is the 12th of July or the 7th of December."""
from __future__ import annotations

from datetime import datetime

import pytest
from babel.dates import get_month_names

from words.i18n import language, short_time


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("when", [datetime(2026, 12, 7, 7, 24), datetime(2027, 1, 12, 19, 5)])
def test_the_day_the_month_by_name_and_the_clock(lang, when):
    with language(lang):
        said, with_year = short_time(when.timestamp()), short_time(when.timestamp(), year=True)
    month = get_month_names("abbreviated", locale=lang)[when.month]
    assert said.startswith((f"{when.day} {month}", f"{month} {when.day}")), said  # «7 thg 12» / «Dec 7»
    assert said.endswith(f", {when:%H:%M}") and str(when.year) not in said
    assert with_year.endswith(f"{when.year}, {when:%H:%M}") and with_year.startswith(said[:-7]), with_year
