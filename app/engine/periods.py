"""Billing periods: pure date arithmetic, no I/O."""

import calendar
from datetime import datetime


def add_month(moment: datetime) -> datetime:
    """The same day and time one month later, clamped to the month's last day."""
    year, month = (moment.year + 1, 1) if moment.month == 12 else (moment.year, moment.month + 1)
    day = min(moment.day, calendar.monthrange(year, month)[1])
    return moment.replace(year=year, month=month, day=day)


def current_period(start: datetime, end: datetime, now: datetime) -> tuple[datetime, datetime]:
    """Roll a monthly period forward until it contains `now`; anchored on the original day."""
    anchor_day = start.day
    while now >= end:
        start = end
        end = add_month(start)
        # keep the anchor (a period that began on the 31st returns to the 31st when it can)
        last = calendar.monthrange(end.year, end.month)[1]
        end = end.replace(day=min(anchor_day, last))
    return start, end
