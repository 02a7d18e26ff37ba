"""Usage: one event per authenticated call, and the report of GET /usage."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy import Connection, func, insert, select, update

from app.contract.usage import (
    DailyUsage,
    EndpointUsage,
    UsageKey,
    UsagePeriod,
    UsageResult,
    UsageSummary,
)
from app.engine.db.tables import api_keys, usage_events

ENDPOINT_LABELS = {
    "/upload": "Image upload",
    "/image-to-html": "Image to HTML",
    "/export-code": "Code export",
    "/designtool-export": "Design-tool export",
    "/usage": "Usage report",
    "/credits/purchase": "Credit purchase",
    "/themes": "Themes",
    "/frames": "Frames",
    "/frames/{frameId}/render": "Frame render",
    "/chat": "Design agent",
    "/me": "Account",
    "/projects": "Projects",
    "/projects/{projectId}": "Project",
    "/inspirations": "Inspirations",
    "/keys": "API keys",
    "/keys/{keyId}": "API key revocation",
}


def label_for(endpoint: str) -> str:
    return ENDPOINT_LABELS.get(endpoint, endpoint.strip("/").replace("-", " ").capitalize() or "Other")


@dataclass(frozen=True)
class Call:
    account_id: str
    key_id: str | None
    endpoint: str
    status: int
    credits: int
    at: datetime


def record(conn: Connection, call: Call) -> None:
    record_many(conn, [call])


def record_many(conn: Connection, calls: list[Call]) -> None:
    conn.execute(
        insert(usage_events),
        [
            {
                "account_id": c.account_id,
                "key_id": c.key_id,
                "endpoint": c.endpoint,
                "status": c.status,
                "credits": c.credits,
                "created_at": c.at,
            }
            for c in calls
        ],
    )
    last_used: dict[str, datetime] = {}
    for call in calls:
        if call.key_id:
            last_used[call.key_id] = max(call.at, last_used.get(call.key_id, call.at))
    for key_id, at in sorted(last_used.items()):
        conn.execute(update(api_keys).where(api_keys.c.id == key_id).values(last_used_at=at))


def window(days: int, now: datetime) -> tuple[datetime, list[date]]:
    """The last `days` calendar days (UTC), today included."""
    today = now.astimezone(UTC).date()
    dates = [today - timedelta(days=days - 1 - i) for i in range(days)]
    return datetime.combine(dates[0], time.min, tzinfo=UTC), dates


def report(conn: Connection, account_id: str, days: int, now: datetime, key=None) -> UsageResult:
    start, dates = window(days, now)
    scope = [
        usage_events.c.account_id == account_id,
        usage_events.c.created_at >= start,
        usage_events.c.created_at <= now,
    ]
    if key is not None:
        scope.append(usage_events.c.key_id == key.id)
    per_endpoint = conn.execute(
        select(usage_events.c.endpoint, func.count(), func.coalesce(func.sum(usage_events.c.credits), 0))
        .where(*scope)
        .group_by(usage_events.c.endpoint)
    ).all()
    day = func.date(usage_events.c.created_at)  # a date on PostgreSQL, an ISO string on SQLite
    per_day = conn.execute(
        select(day, func.count(), func.coalesce(func.sum(usage_events.c.credits), 0)).where(*scope).group_by(day)
    ).all()
    by_day = {_as_date(row[0]): (int(row[1]), int(row[2])) for row in per_day}
    by_endpoint = {
        row[0]: EndpointUsage(calls=int(row[1]), credits=int(row[2]), label=label_for(row[0]))
        for row in sorted(per_endpoint)
    }
    return UsageResult(
        period=UsagePeriod(start=start, end=now, days=days),
        key=None if key is None else UsageKey(id=key.id, name=key.name, last_used=key.last_used_at),
        summary=UsageSummary(
            total_calls=sum(e.calls for e in by_endpoint.values()),
            total_credits=sum(e.credits for e in by_endpoint.values()),
            by_endpoint=by_endpoint,
        ),
        daily=[DailyUsage(date=d, calls=by_day.get(d, (0, 0))[0], credits=by_day.get(d, (0, 0))[1]) for d in dates],
    )


def _as_date(value) -> date:
    return date.fromisoformat(value) if isinstance(value, str) else value
