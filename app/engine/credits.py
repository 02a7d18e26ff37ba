"""The credits ledger: balances and an append-only ledger, changed together in one transaction.

Invariants: for every account and bucket, the ledger's deltas sum to the balance; no balance is
ever negative. Plan credits are spent before purchased ones. A billable call reserves its cost
(`reserve`), then either `commit`s it or `release`s it; both are safe to call once per reservation.
Concurrent writers never lock rows for long: each change is a compare-and-set on the balances,
retried when another writer got there first, which behaves the same on SQLite and PostgreSQL.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, Engine, func, insert, select, update

from app.contract.limits import PLANS
from app.engine.db.tables import accounts, credit_ledger, credit_reservations
from app.engine.ids import new_id
from app.engine.periods import current_period

MAX_ATTEMPTS = 200


class InsufficientCredits(Exception):
    def __init__(self, needed: int, balance: int) -> None:
        super().__init__(f"needs {needed} credits, balance {balance}")
        self.needed = needed
        self.balance = balance


class ContendedBalance(RuntimeError):
    """Another writer kept changing the balance; the caller may try again later."""


@dataclass(frozen=True)
class Balance:
    plan: int
    purchased: int

    @property
    def total(self) -> int:
        return self.plan + self.purchased


@dataclass(frozen=True)
class Reservation:
    id: str
    cost: int


def _ledger(
    conn: Connection, account_id: str, bucket: str, delta: int, kind: str, reference: str | None, now: datetime
) -> None:
    if delta:
        conn.execute(
            insert(credit_ledger).values(
                account_id=account_id, bucket=bucket, delta=delta, kind=kind, reference=reference, created_at=now
            )
        )


def balance(conn: Connection, account_id: str) -> Balance:
    row = conn.execute(
        select(accounts.c.plan_credits, accounts.c.purchased_credits).where(accounts.c.id == account_id)
    ).one()
    return Balance(row.plan_credits, row.purchased_credits)


def ledger_sums(conn: Connection, account_id: str) -> Balance:
    rows = conn.execute(
        select(credit_ledger.c.bucket, func.coalesce(func.sum(credit_ledger.c.delta), 0))
        .where(credit_ledger.c.account_id == account_id)
        .group_by(credit_ledger.c.bucket)
    ).all()
    sums: dict[str, int] = {row[0]: row[1] for row in rows}
    return Balance(int(sums.get("plan", 0)), int(sums.get("purchased", 0)))


def _compare_and_set(conn: Connection, account_id: str, seen: Balance, new: Balance, **extra) -> bool:
    result = conn.execute(
        update(accounts)
        .where(
            accounts.c.id == account_id,
            accounts.c.plan_credits == seen.plan,
            accounts.c.purchased_credits == seen.purchased,
        )
        .values(plan_credits=new.plan, purchased_credits=new.purchased, **extra)
    )
    return result.rowcount == 1


def grant_plan_credits(
    conn: Connection, account_id: str, amount: int, now: datetime, *, kind: str, reference: str | None = None
) -> None:
    conn.execute(
        update(accounts).where(accounts.c.id == account_id).values(plan_credits=accounts.c.plan_credits + amount)
    )
    _ledger(conn, account_id, "plan", amount, kind, reference, now)


def add_purchased_credits(
    conn: Connection, account_id: str, amount: int, now: datetime, *, kind: str, reference: str | None = None
) -> None:
    conn.execute(
        update(accounts)
        .where(accounts.c.id == account_id)
        .values(purchased_credits=accounts.c.purchased_credits + amount)
    )
    _ledger(conn, account_id, "purchased", amount, kind, reference, now)


def forfeit_plan_credits(conn: Connection, account_id: str, now: datetime, *, reference: str) -> None:
    for _ in range(MAX_ATTEMPTS):
        seen = balance(conn, account_id)
        if _compare_and_set(conn, account_id, seen, Balance(0, seen.purchased)):
            _ledger(conn, account_id, "plan", -seen.plan, "forfeit", reference, now)
            return
    raise ContendedBalance(account_id)


def renew_if_due(engine: Engine, account_id: str, now: datetime) -> None:
    """Start the current billing period if the stored one has ended: forfeit, then grant anew."""
    with engine.connect() as conn:
        row = conn.execute(select(accounts).where(accounts.c.id == account_id)).one()
    if row.period_end is None or now < row.period_end:
        return
    start, end = current_period(row.period_start, row.period_end, now)
    allowance = PLANS[row.plan].allowance(row.seats)
    with engine.begin() as conn:
        moved = conn.execute(
            update(accounts)
            .where(
                accounts.c.id == account_id,
                accounts.c.period_end == row.period_end,
            )
            .values(period_start=start, period_end=end)
        ).rowcount
        if moved:  # we won the renewal; anyone else saw the new period_end and stopped
            forfeit_plan_credits(conn, account_id, now, reference="period ended")
            grant_plan_credits(conn, account_id, allowance, now, kind="reset", reference=row.plan)


def reserve(engine: Engine, account_id: str, endpoint: str, cost: int, now: datetime) -> Reservation:
    """Hold `cost` credits for a call, plan credits first; raises InsufficientCredits."""
    renew_if_due(engine, account_id, now)
    for _ in range(MAX_ATTEMPTS):
        with engine.begin() as conn:
            row = conn.execute(
                select(accounts.c.plan_credits, accounts.c.purchased_credits, accounts.c.period_start).where(
                    accounts.c.id == account_id
                )
            ).one()
            seen = Balance(row.plan_credits, row.purchased_credits)
            if seen.total < cost:
                raise InsufficientCredits(cost, seen.total)
            from_plan = min(seen.plan, cost)
            from_purchased = cost - from_plan
            if not _compare_and_set(
                conn, account_id, seen, Balance(seen.plan - from_plan, seen.purchased - from_purchased)
            ):
                continue
            reservation_id = new_id("rsv")
            conn.execute(
                insert(credit_reservations).values(
                    id=reservation_id,
                    account_id=account_id,
                    endpoint=endpoint,
                    from_plan=from_plan,
                    from_purchased=from_purchased,
                    period_start=row.period_start,
                    status="held",
                    created_at=now,
                )
            )
            _ledger(conn, account_id, "plan", -from_plan, "reserve", reservation_id, now)
            _ledger(conn, account_id, "purchased", -from_purchased, "reserve", reservation_id, now)
            return Reservation(reservation_id, cost)
    raise ContendedBalance(account_id)


def commit(engine: Engine, reservation: Reservation) -> None:
    with engine.begin() as conn:
        commit_held(conn, reservation.id)


def commit_held(conn: Connection, reservation_id: str) -> bool:
    """Charge a held reservation, inside the caller's transaction; False when it was no longer held."""
    return (
        conn.execute(
            update(credit_reservations)
            .where(
                credit_reservations.c.id == reservation_id,
                credit_reservations.c.status == "held",
            )
            .values(status="committed")
        ).rowcount
        == 1
    )


def release(engine: Engine, reservation: Reservation, now: datetime) -> None:
    """Give a held reservation back. Plan credits from a period that has since ended stay forfeited."""
    with engine.begin() as conn:
        release_held(conn, reservation.id, now)


def release_held(conn: Connection, reservation_id: str, now: datetime) -> None:
    """`release`, inside the caller's transaction."""
    claimed = conn.execute(
        update(credit_reservations)
        .where(
            credit_reservations.c.id == reservation_id,
            credit_reservations.c.status == "held",
        )
        .values(status="released")
    ).rowcount
    if not claimed:
        return
    held = conn.execute(select(credit_reservations).where(credit_reservations.c.id == reservation_id)).one()
    period_start: datetime = conn.execute(
        select(accounts.c.period_start).where(accounts.c.id == held.account_id)
    ).scalar_one()
    back_to_plan = held.from_plan if period_start == held.period_start else 0
    conn.execute(
        update(accounts)
        .where(accounts.c.id == held.account_id)
        .values(
            plan_credits=accounts.c.plan_credits + back_to_plan,
            purchased_credits=accounts.c.purchased_credits + held.from_purchased,
        )
    )
    _ledger(conn, held.account_id, "plan", back_to_plan, "release", held.id, now)
    _ledger(conn, held.account_id, "purchased", held.from_purchased, "release", held.id, now)


def adjust(engine: Engine, account_id: str, delta: int, reason: str, now: datetime) -> Balance:
    """An operator's correction: additions are purchased-like credits, removals spend plan credits first."""
    renew_if_due(engine, account_id, now)
    if delta >= 0:
        with engine.begin() as conn:
            add_purchased_credits(conn, account_id, delta, now, kind="adjust", reference=reason)
            return balance(conn, account_id)
    for _ in range(MAX_ATTEMPTS):
        with engine.begin() as conn:
            seen = balance(conn, account_id)
            if seen.total < -delta:
                raise InsufficientCredits(-delta, seen.total)
            from_plan = min(seen.plan, -delta)
            from_purchased = -delta - from_plan
            new = Balance(seen.plan - from_plan, seen.purchased - from_purchased)
            if _compare_and_set(conn, account_id, seen, new):
                _ledger(conn, account_id, "plan", -from_plan, "adjust", reason, now)
                _ledger(conn, account_id, "purchased", -from_purchased, "adjust", reason, now)
                return new
    raise ContendedBalance(account_id)
