"""Account passwords for signing in, kept as argon2id hashes (memory-hard)."""

from __future__ import annotations

import functools
from datetime import datetime, timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import Connection, delete, func, insert, select, update

from app.engine.accounts import AccountError, require_account
from app.engine.db.tables import account_passwords, accounts, sign_in_failures

MIN_PASSWORD_LENGTH = 8
MAX_PASSWORD_LENGTH = 1024
MAX_FAILURES = 5  # wrong passwords for one email within FAILURE_WINDOW, then it waits
FAILURE_WINDOW = timedelta(minutes=15)

HASHER = PasswordHasher()  # argon2id, RFC 9106's second recommended parameters (64 MiB)


@functools.cache
def _nobody() -> str:
    """Checked against when no account matches, so that a wrong email costs as long as a wrong
    password (made on first use: hashing takes a moment the engine's start need not spend)."""
    return HASHER.hash("no account has this password")


def check_password_rules(password: str) -> None:
    if len(password) < MIN_PASSWORD_LENGTH:
        raise AccountError(f"a password needs at least {MIN_PASSWORD_LENGTH} characters")
    if len(password) > MAX_PASSWORD_LENGTH:
        raise AccountError(f"a password has at most {MAX_PASSWORD_LENGTH} characters")


def set_password(conn: Connection, account_id: str, password: str, now: datetime) -> None:
    require_account(conn, account_id)
    check_password_rules(password)
    hashed = HASHER.hash(password)
    conn.execute(delete(account_passwords).where(account_passwords.c.account_id == account_id))
    conn.execute(insert(account_passwords).values(account_id=account_id, password_hash=hashed, updated_at=now))


def _verifies(hashed: str, password: str) -> bool:
    try:
        return HASHER.verify(hashed, password)
    except (VerificationError, InvalidHashError):
        return False


def account_signing_in(conn: Connection, email: str, password: str, now: datetime) -> str | None:
    """The account whose email and password these are, or None."""
    if not email or not password or len(password) > MAX_PASSWORD_LENGTH:
        return None
    row = conn.execute(
        select(accounts.c.id, account_passwords.c.password_hash)
        .join(account_passwords, account_passwords.c.account_id == accounts.c.id)
        .where(func.lower(accounts.c.email) == email.strip().lower())
    ).first()
    if row is None:
        _verifies(_nobody(), password)
        return None
    if not _verifies(row.password_hash, password):
        return None
    if HASHER.check_needs_rehash(row.password_hash):
        conn.execute(
            update(account_passwords)
            .where(account_passwords.c.account_id == row.id)
            .values(password_hash=HASHER.hash(password), updated_at=now)
        )
    return row.id


# -- slowing down guessing ---------------------------------------------------------------------


def _email_key(email: str) -> str:
    return email.strip().lower()[:320]


def wait_before_trying(conn: Connection, email: str, now: datetime) -> timedelta | None:
    """How long this email must wait before its password is checked again, or None to check now.

    After MAX_FAILURES wrong passwords within FAILURE_WINDOW, the email waits until the oldest of
    them leaves the window; the password is not even checked meanwhile, so guessing at speed gets
    nowhere (emails of no account count the same, so the wait says nothing about which exist)."""
    recent: list[datetime] = list(
        conn.execute(
            select(sign_in_failures.c.failed_at)
            .where(sign_in_failures.c.email == _email_key(email), sign_in_failures.c.failed_at > now - FAILURE_WINDOW)
            .order_by(sign_in_failures.c.failed_at.desc())
            .limit(MAX_FAILURES)
        )
        .scalars()
        .all()
    )
    if len(recent) < MAX_FAILURES:
        return None
    return max(timedelta(seconds=1), recent[-1] + FAILURE_WINDOW - now)


def record_failure(conn: Connection, email: str, now: datetime) -> None:
    conn.execute(delete(sign_in_failures).where(sign_in_failures.c.failed_at <= now - FAILURE_WINDOW))
    conn.execute(insert(sign_in_failures).values(email=_email_key(email), failed_at=now))


def clear_failures(conn: Connection, email: str) -> None:
    conn.execute(delete(sign_in_failures).where(sign_in_failures.c.email == _email_key(email)))
