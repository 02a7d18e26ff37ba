"""The local checkout: a one-time link that, once confirmed, adds a credit pack exactly once."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Engine, select, update

from app.contract.limits import PACKS, Pack
from app.engine import credits
from app.engine.db.tables import checkouts

LINK_LIFETIME = timedelta(hours=24)


class State(enum.Enum):
    PENDING = "pending"
    PAID = "paid"
    EXPIRED = "expired"


@dataclass(frozen=True)
class Checkout:
    token: str
    pack: Pack
    state: State
    paid_now: bool = False


def _state(row, now: datetime) -> State:
    if row.status == "paid":
        return State.PAID
    return State.EXPIRED if now - row.created_at > LINK_LIFETIME else State.PENDING


def look_up(engine: Engine, token: str, now: datetime) -> Checkout | None:
    with engine.connect() as conn:
        row = conn.execute(select(checkouts).where(checkouts.c.token == token)).first()
    return None if row is None else Checkout(token, PACKS[row.pack_id], _state(row, now))


def complete(engine: Engine, token: str, now: datetime) -> Checkout | None:
    """Mark the checkout paid and add its pack; a second completion changes nothing."""
    with engine.begin() as conn:
        row = conn.execute(select(checkouts).where(checkouts.c.token == token)).first()
        if row is None:
            return None
        pack = PACKS[row.pack_id]
        if _state(row, now) is not State.PENDING:
            return Checkout(token, pack, _state(row, now))
        claimed = conn.execute(
            update(checkouts)
            .where(checkouts.c.token == token, checkouts.c.status == "pending")
            .values(status="paid", completed_at=now)
        ).rowcount
        if claimed:
            credits.add_purchased_credits(
                conn, row.account_id, pack.credits, now, kind="purchase", reference=f"{pack.id} {token[:8]}"
            )
        return Checkout(token, pack, State.PAID, paid_now=bool(claimed))
