"""The «Hôm nay» calendar names a month's first day (and its own first day) with the month: «1/12» in Vietnamese
(day first, as Vietnamese dates are read), «Dec 1» in English — never «1/12» there, which a US reader takes as
January 12 (session 17)."""
from __future__ import annotations

import datetime
import re

import pytest

from learning.daily.streak import calendar
from ui.daily_views import calendar_html
from words.i18n import language

TODAY = datetime.date(2026, 12, 6)


@pytest.mark.parametrize("lang, starts", [("vi", ["26/10", "1/11", "1/12"]), ("en", ["Oct 26", "Nov 1", "Dec 1"])])
def test_a_months_first_day_is_written_unambiguously(lang, starts):
    cal = calendar([TODAY - datetime.timedelta(days=i) for i in range(0, 40, 3)], TODAY, weeks=6)
    with language(lang):
        page = calendar_html(cal)
    cells = re.findall(r'<span title="[^"]*" style="[^"]*">([^<✓❄]*)', page)
    assert [c for c in cells if not c.isdigit()] == starts
    if lang == "en":
        assert not re.search(r">\d+/\d+", page)
