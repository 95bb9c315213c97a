"""The daily clock: what «today» is for a learner. In test mode (``$HOC_CHAN_TEST_MODE=1``) a day asked for
(``$HOC_CHAN_TODAY`` or ``?ngay=YYYY-MM-DD``) is noon of that day; otherwise it is ignored (a link cannot move a
streak)."""
from __future__ import annotations

import os
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

TEST_MODE_ENV = "HOC_CHAN_TEST_MODE"
TODAY_ENV = "HOC_CHAN_TODAY"
DEFAULT_ZONE = "Asia/Ho_Chi_Minh"  # when the browser does not say its own
SPAN = timedelta(days=36500 + 366)
"""How far from the calendar's ends an asked day must be: the longest review interval (FSRS, 100 years) and a year
of calendar and streak either side stay within ``date``."""


def zone(name: str | None) -> ZoneInfo:
    """The time zone ``name`` (an IANA name), else :data:`DEFAULT_ZONE`."""
    try:
        return ZoneInfo(name) if name else ZoneInfo(DEFAULT_ZONE)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(DEFAULT_ZONE)


def asked_day(value: str | None) -> date | None:
    """The day ``value`` (``YYYY-MM-DD``) names, in test mode; else ``None`` (also for a day within :data:`SPAN` of
    the calendar's ends, which the clock cannot count from)."""
    try:
        d = date.fromisoformat(value) if value and os.environ.get(TEST_MODE_ENV) == "1" else None
    except ValueError:
        return None
    return d if d and date.min + SPAN <= d <= date.max - SPAN else None


def now(tz: ZoneInfo, asked: str | None = None) -> datetime:
    """The time now (aware, UTC); in test mode noon of the asked day (``asked`` or ``$HOC_CHAN_TODAY``)."""
    d = asked_day(asked) or asked_day(os.environ.get(TODAY_ENV))
    if d is not None:
        return datetime.combine(d, time(12), tz).astimezone(timezone.utc)
    return datetime.now(timezone.utc)


def today(at: datetime, tz: ZoneInfo) -> date:
    """The learner's calendar day at ``at``."""
    return at.astimezone(tz).date()


def end_of_day(d: date, tz: ZoneInfo) -> datetime:
    """The last moment of day ``d`` in ``tz`` (aware UTC): a card due by then is due «today»."""
    return datetime.combine(d + timedelta(days=1), time(0), tz).astimezone(timezone.utc) - timedelta(microseconds=1)
