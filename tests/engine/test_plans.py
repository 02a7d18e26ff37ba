"""Plan periods over HTTP, with the engine's clock moved forward."""

from __future__ import annotations

import pytest

from app.client import InsufficientCreditsError, ServiceClient
from app.contract import ExportCodeRequest
from app.engine import credits


async def test_plan_credits_reset_each_period_and_lapse_unused(engine, account, client):
    credits.adjust(engine.service.db, account.id, -1990, "spent", engine.clock())
    with pytest.raises(InsufficientCreditsError):
        await client.export_code(ExportCodeRequest(html="<p>", framework="flutter"))
    engine.clock.advance(days=31, hours=1)
    me = await client.me()
    assert (me.credits.plan, me.credits.purchased, me.credits.balance) == (2000, 0, 2000)
    engine.clock.advance(days=31)  # a period of no use: nothing rolls over
    assert (await client.me()).credits.balance == 2000


async def test_free_credits_are_granted_once(engine):
    free = engine.new_account("free")
    credits.adjust(engine.service.db, free.id, -60, "used on the platform", engine.clock())
    engine.clock.advance(days=95)
    credits.renew_if_due(engine.service.db, free.id, engine.clock())
    with engine.service.db.connect() as conn:
        assert credits.balance(conn, free.id).total == 40


@pytest.mark.parametrize("plan,seats,expected", [("starter", 1, 8000), ("pro", 1, 40000), ("team", 4, 240000)])
async def test_each_plan_shows_its_allowance(engine, plan, seats, expected):
    paying = engine.new_account(plan, seats=seats)
    async with ServiceClient(engine.base_url, paying.api_key) as client:
        me = await client.me()
    assert (me.plan, me.credits.plan, me.credits.balance) == (plan, expected, expected)
