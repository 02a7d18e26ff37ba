"""Calls per minute, per API key and per account, with limits set per plan.

The counts live in the database (`rate_windows`, one row per subject and minute), so every
engine process behind one address counts the same calls. A call over either limit is refused
with 429 and `Retry-After` (the seconds until the minute ends) before it does or charges anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, Engine, delete
from sqlalchemy.dialects import postgresql, sqlite

from app.contract.limits import PLANS
from app.engine.auth import Principal
from app.engine.db.tables import rate_windows
from app.engine.problems import Problem

WINDOW = timedelta(minutes=1)
RATE_LIMITED = "rate_limited"


@dataclass(frozen=True)
class RateLimit:
    per_key: int  # calls a minute through one API key
    per_account: int  # calls a minute through all of an account's keys and tokens


# a starting point for a team's service; `--rate-limits` changes any plan's pair
DEFAULT_LIMITS = {
    "free": RateLimit(30, 60),
    "lite": RateLimit(60, 120),
    "starter": RateLimit(120, 300),
    "pro": RateLimit(300, 900),
    "team": RateLimit(600, 3000),
}


def parse_limits(spec: str | None) -> dict[str, RateLimit] | None:
    """`off`/empty: none; `default`: DEFAULT_LIMITS; `lite=60/120,pro=300/900`: those plans changed."""
    spec = (spec or "").strip()
    if spec in ("", "off", "none"):
        return None
    limits = dict(DEFAULT_LIMITS)
    if spec == "default":
        return limits
    for part in spec.split(","):
        plan, _, pair = part.strip().partition("=")
        per_key, _, per_account = pair.partition("/")
        if plan not in PLANS or not per_key.isdigit() or not per_account.isdigit():
            raise ValueError(
                f"rate limit {part.strip()!r} is not PLAN=PER_KEY/PER_ACCOUNT with a plan of {', '.join(PLANS)}"
            )
        limits[plan] = RateLimit(int(per_key), int(per_account))
    return limits


def purge_old(db: Engine, now: datetime) -> int:
    """Forget windows that ended a while ago (each subject's own are dropped on its next call anyway)."""
    with db.begin() as conn:
        return conn.execute(delete(rate_windows).where(rate_windows.c.window_start < now - 60 * WINDOW)).rowcount


def window_of(now: datetime) -> datetime:
    return now.replace(second=0, microsecond=0)


def count_call(conn: Connection, subject: str, window_start: datetime) -> int:
    """Add one call to the subject's current window and answer the window's count."""
    dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
    statement = dialect.insert(rate_windows).values(subject=subject, window_start=window_start, calls=1)
    statement = statement.on_conflict_do_update(
        index_elements=[rate_windows.c.subject, rate_windows.c.window_start],
        set_={"calls": rate_windows.c.calls + 1},
    ).returning(rate_windows.c.calls)
    calls: int = conn.execute(statement).scalar_one()
    if calls == 1:  # the subject's first call this minute: its older windows are done with
        conn.execute(
            delete(rate_windows).where(rate_windows.c.subject == subject, rate_windows.c.window_start < window_start)
        )
    return calls


def too_many(limit: int, window_start: datetime, now: datetime, whose: str) -> Problem:
    retry_after = max(1, math.ceil((window_start + WINDOW - now).total_seconds()))
    return Problem(
        429,
        f"too many requests: {whose} allows {limit} calls a minute; retry in {retry_after} s",
        code=RATE_LIMITED,
        headers={"Retry-After": str(retry_after)},
    )


def enforce(db: Engine, limits: dict[str, RateLimit] | None, principal: Principal, now: datetime) -> None:
    """Count the call against its key and its account; raise the 429 Problem when one is over."""
    limit = (limits or {}).get(principal.plan)
    if limit is None:
        return
    window_start = window_of(now)
    refusal = None
    with db.begin() as conn:  # the counts are kept even when the call is refused
        if principal.key_id is not None and count_call(conn, f"key:{principal.key_id}", window_start) > limit.per_key:
            refusal = too_many(limit.per_key, window_start, now, "this API key")
        elif count_call(conn, f"account:{principal.account_id}", window_start) > limit.per_account:
            refusal = too_many(limit.per_account, window_start, now, "this account")
    if refusal is not None:
        raise refusal
