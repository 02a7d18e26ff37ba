"""Charging a call: reserve its cost before the work, commit on success, release on failure."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
from anyio import to_thread
from fastapi import Request

from app.contract.limits import CREDIT_COSTS
from app.engine import credits
from app.engine.auth import Principal
from app.engine.problems import insufficient_credits
from app.engine.web.deps import charge_noted, service_of


async def reserve(service, principal: Principal, endpoint: str):
    """Hold the endpoint's cost on the account; 402 when the balance is short."""
    try:
        return await to_thread.run_sync(
            credits.reserve, service.db, principal.account_id, endpoint, CREDIT_COSTS[endpoint], service.now()
        )
    except credits.InsufficientCredits as short:
        raise insufficient_credits(short.needed, short.balance) from None


@asynccontextmanager
async def charged(request: Request, principal: Principal, endpoint: str) -> AsyncIterator[int]:
    """Hold the endpoint's cost for the duration of the work; 402 when the balance is short."""
    service = service_of(request)
    cost = CREDIT_COSTS[endpoint]
    reservation = await reserve(service, principal, endpoint)
    try:
        yield cost
    except BaseException:
        with anyio.CancelScope(shield=True):
            await to_thread.run_sync(credits.release, service.db, reservation, service.now())
        raise
    with anyio.CancelScope(shield=True):
        await to_thread.run_sync(credits.commit, service.db, reservation)
    charge_noted(request, cost)
