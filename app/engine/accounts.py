"""Accounts, their plans and their API keys."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, insert, select, update

from app.contract.limits import API_KEY_PREFIX, PLANS
from app.engine import credits
from app.engine.db.tables import accounts, api_keys
from app.engine.ids import new_id
from app.engine.periods import add_month


class AccountError(ValueError):
    """A request of the admin command line that cannot be carried out."""


@dataclass(frozen=True)
class NewKey:
    key_id: str
    api_key: str


def hash_secret(secret: str) -> str:
    """Keys carry 256 bits of randomness, so a plain SHA-256 is the right hash to look them up."""
    return hashlib.sha256(secret.encode()).hexdigest()


def generate_api_key() -> str:
    return API_KEY_PREFIX + secrets.token_urlsafe(32)


def check_plan(plan: str) -> None:
    if plan not in PLANS:
        raise AccountError(f"unknown plan {plan!r}; one of {', '.join(PLANS)}")


def create_account(
    conn: Connection, *, email: str, plan: str, now: datetime, seats: int = 1, name: str | None = None
) -> str:
    check_plan(plan)
    if seats < 1:
        raise AccountError("seats must be at least 1")
    if conn.execute(select(accounts.c.id).where(accounts.c.email == email)).first():
        raise AccountError(f"an account with email {email} already exists")
    account_id = new_id("acct")
    conn.execute(
        insert(accounts).values(
            id=account_id,
            email=email,
            name=name or email.split("@")[0],
            plan=plan,
            seats=seats,
            plan_credits=0,
            purchased_credits=0,
            period_start=now,
            period_end=add_month(now) if PLANS[plan].monthly else None,
            created_at=now,
        )
    )
    credits.grant_plan_credits(conn, account_id, PLANS[plan].allowance(seats), now, kind="grant", reference=plan)
    return account_id


def set_plan(conn: Connection, account_id: str, plan: str, now: datetime, seats: int | None = None) -> None:
    """Change plan and start a new period: unused plan credits are forfeited, the new allowance granted."""
    check_plan(plan)
    row = require_account(conn, account_id)
    seats = seats or row.seats
    credits.forfeit_plan_credits(conn, account_id, now, reference=f"plan change to {plan}")
    conn.execute(
        update(accounts)
        .where(accounts.c.id == account_id)
        .values(
            plan=plan,
            seats=seats,
            period_start=now,
            period_end=add_month(now) if PLANS[plan].monthly else None,
        )
    )
    credits.grant_plan_credits(conn, account_id, PLANS[plan].allowance(seats), now, kind="grant", reference=plan)


def require_account(conn: Connection, account_id: str):
    row = conn.execute(select(accounts).where(accounts.c.id == account_id)).first()
    if row is None:
        raise AccountError(f"no account {account_id}")
    return row


def create_key(conn: Connection, account_id: str, now: datetime, name: str | None = None) -> NewKey:
    require_account(conn, account_id)
    secret = generate_api_key()
    key_id = new_id("key")
    conn.execute(
        insert(api_keys).values(
            id=key_id,
            account_id=account_id,
            name=name or "API key",
            secret_hash=hash_secret(secret),
            hint=secret[: len(API_KEY_PREFIX) + 4],
            created_at=now,
        )
    )
    return NewKey(key_id, secret)


def revoke_key(conn: Connection, key_id: str, now: datetime) -> None:
    result = conn.execute(
        update(api_keys).where(api_keys.c.id == key_id, api_keys.c.revoked_at.is_(None)).values(revoked_at=now)
    )
    if result.rowcount == 0 and conn.execute(select(api_keys.c.id).where(api_keys.c.id == key_id)).first() is None:
        raise AccountError(f"no key {key_id}")


def live_keys(conn: Connection, account_id: str) -> list:
    """The account's keys that still work, oldest first."""
    return list(
        conn.execute(
            select(api_keys)
            .where(api_keys.c.account_id == account_id, api_keys.c.revoked_at.is_(None))
            .order_by(api_keys.c.created_at, api_keys.c.id)
        ).all()
    )


def find_key(conn: Connection, account_id: str, key_id: str):
    """One of the account's keys, revoked or not; None for a key of another account or none at all."""
    return conn.execute(select(api_keys).where(api_keys.c.id == key_id, api_keys.c.account_id == account_id)).first()
