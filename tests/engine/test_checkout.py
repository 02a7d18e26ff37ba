"""Buying a credit pack: POST /credits/purchase and the local checkout page (DESIGN.md)."""

from __future__ import annotations

import httpx
import pytest

from app.client import BadRequestError, PermissionDeniedError, ServiceClient

PACKS = {
    "credits_1000": ("Starter Pack", 1000, "$9"),
    "credits_5000": ("Growth Pack", 5000, "$39"),
    "credits_20000": ("Scale Pack", 20000, "$139"),
    "credits_100000": ("Enterprise Pack", 100000, "$599"),
}


@pytest.mark.parametrize("pack_id", PACKS)
async def test_purchase_answers_a_one_time_checkout_on_the_engines_origin(engine, client, pack_id):
    result = await client.purchase_credits(pack_id)
    assert (result.pack.id, result.pack.name, result.pack.credits, result.pack.price) == (pack_id, *PACKS[pack_id])
    assert result.url.startswith(engine.site_url + "/checkout/")
    assert (await client.me()).credits.purchased == 0  # nothing until payment succeeds


async def test_paying_adds_the_pack_once(engine, client):
    result = await client.purchase_credits("credits_5000")
    async with httpx.AsyncClient() as browser:
        page = await browser.get(result.url)
        assert page.status_code == 200
        assert "Growth Pack" in page.text and "5,000" in page.text and 'name="confirm"' in page.text
        assert (await browser.post(result.url, data={})).status_code == 400
        assert (await client.me()).credits.purchased == 0
        paid = await browser.post(result.url, data={"confirm": "1"})
        assert paid.status_code == 200 and "Payment received" in paid.text
        again = await browser.post(result.url, data={"confirm": "1"})
        assert again.status_code == 200 and "already paid" in again.text
    me = await client.me()
    assert (me.credits.plan, me.credits.purchased, me.credits.balance) == (2000, 5000, 7000)


async def test_concurrent_completions_add_the_pack_once(engine, client):
    import asyncio

    result = await client.purchase_credits("credits_1000")
    async with httpx.AsyncClient() as browser:
        await asyncio.gather(*(browser.post(result.url, data={"confirm": "1"}) for _ in range(8)))
    assert (await client.me()).credits.purchased == 1000


async def test_unknown_and_expired_checkouts(engine, client):
    async with httpx.AsyncClient() as browser:
        assert (await browser.get(engine.site_url + "/checkout/nope")).status_code == 404
        assert (await browser.post(engine.site_url + "/checkout/nope", data={"confirm": "1"})).status_code == 404
        result = await client.purchase_credits("credits_1000")
        engine.clock.advance(hours=25)
        expired = await browser.post(result.url, data={"confirm": "1"})
        assert expired.status_code == 410
    assert (await client.me()).credits.purchased == 0


@pytest.mark.parametrize("pack", ["credits_1", "", "CREDITS_1000", None])
async def test_an_invalid_pack_is_400(client, http, pack):
    response = await http.post("/credits/purchase", json={} if pack is None else {"pack": pack})
    assert response.status_code == 400
    with pytest.raises(BadRequestError):
        await client.purchase_credits(pack or "nope")


async def test_free_accounts_are_told_to_upgrade(engine):
    free = engine.new_account("free")
    async with ServiceClient(engine.base_url, free.api_key) as client:
        with pytest.raises(PermissionDeniedError) as refused:
            await client.purchase_credits("credits_1000")
    assert refused.value.upgrade is True and refused.value.required_plan == "lite"


async def test_purchased_credits_outlive_a_plan_period(engine, client):
    result = await client.purchase_credits("credits_1000")
    async with httpx.AsyncClient() as browser:
        await browser.post(result.url, data={"confirm": "1"})
    engine.clock.advance(days=40)
    me = await client.me()
    assert (me.credits.plan, me.credits.purchased) == (2000, 1000)
