"""GET /usage (spec 4.5): every authenticated call is counted, by endpoint, day and key."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.client import BadRequestError, NotFoundError, ServiceClient
from app.contract import CreateTheme
from app.engine import accounts


async def test_default_window_is_thirty_days_with_every_day_listed(client, engine):
    report = await client.usage()
    assert report.period.days == 30
    assert len(report.daily) == 30
    today = engine.clock().date()
    assert [d.date for d in report.daily] == [today - timedelta(days=29 - i) for i in range(30)]
    assert report.key is None
    assert report.period.start.date() == today - timedelta(days=29) and report.period.end >= report.period.start


@pytest.mark.parametrize("days", [1, 7, 90])
async def test_days_sets_the_window(client, days):
    report = await client.usage(days=days)
    assert report.period.days == days and len(report.daily) == days


@pytest.mark.parametrize("days", ["0", "91", "-1", "7.5", "seven", ""])
async def test_days_outside_one_to_ninety_is_400(http, days):
    response = await http.get("/usage", params={"days": days})
    assert response.status_code == 400
    assert "days" in response.json()["error"]


async def test_calls_are_counted_by_endpoint_with_labels_and_credits(client, http):
    await client.create_theme(CreateTheme())
    await client.list_themes()
    await client.me()
    await http.post("/themes", json={"variables": {"bad": "x"}})  # a refused call is still a call
    await http.post("/export-code", json={"html": "<p>", "framework": "ionic"})  # refused: 0 credits
    await http.post("/export-code", json={"html": "<p>Hi</p>", "framework": "flutter"})  # done: 15 credits
    report = await client.usage()
    by_endpoint = report.summary.by_endpoint
    assert by_endpoint["/themes"].calls == 3
    assert by_endpoint["/themes"].label == "Themes"
    assert by_endpoint["/me"].calls == 1 and by_endpoint["/me"].label == "Account"
    assert by_endpoint["/export-code"].calls == 2 and by_endpoint["/export-code"].credits == 15
    assert report.summary.total_calls == 6
    assert report.summary.total_credits == 15
    assert report.daily[-1].calls == 6 and sum(d.calls for d in report.daily) == 6


async def test_purchases_are_counted(client):
    result = await client.purchase_credits("credits_1000")
    report = await client.usage()
    assert report.summary.by_endpoint["/credits/purchase"].calls == 1
    assert report.summary.by_endpoint["/credits/purchase"].label == "Credit purchase"
    assert result.pack.credits == 1000


async def test_key_scope_shows_only_that_keys_calls_and_the_key(engine, account, client):
    with engine.service.db.begin() as conn:
        second = accounts.create_key(conn, account.id, engine.clock(), name="Build server")
    async with ServiceClient(engine.base_url, second.api_key) as other:
        await other.list_themes()
        await other.list_themes()
    await client.me()
    scoped = await client.usage(key_id=second.key_id)
    assert scoped.key is not None
    assert (scoped.key.id, scoped.key.name) == (second.key_id, "Build server")
    assert scoped.key.last_used is not None
    assert scoped.summary.total_calls == 2
    assert set(scoped.summary.by_endpoint) == {"/themes"}
    everything = await client.usage()
    assert everything.summary.total_calls == 4  # two themes, one me, one scoped usage report


async def test_a_key_of_another_account_is_404(engine, client):
    stranger = engine.new_account()
    with pytest.raises(NotFoundError):
        await client.usage(key_id=stranger.key_id)
    with pytest.raises(NotFoundError):
        await client.usage(key_id="key_unknown")


async def test_old_calls_fall_out_of_the_window(engine, client):
    await client.me()
    engine.clock.advance(days=2)  # the window is whole UTC days, today included
    assert (await client.usage(days=3)).summary.by_endpoint["/me"].calls == 1
    assert "/me" not in (await client.usage(days=2)).summary.by_endpoint
    with pytest.raises(BadRequestError):
        await client.usage(days=0)


async def test_credits_of_charged_calls_are_summed_per_endpoint_and_day(engine, account, client):
    from app.engine import usage

    with engine.service.db.begin() as conn:
        for credits, endpoint in ((30, "/image-to-html"), (30, "/image-to-html"), (15, "/export-code")):
            usage.record(conn, usage.Call(account.id, account.key_id, endpoint, 200, credits, engine.clock()))
    report = await client.usage(days=1)
    assert report.summary.by_endpoint["/image-to-html"].credits == 60
    assert report.summary.by_endpoint["/image-to-html"].label == "Image to HTML"
    assert report.summary.by_endpoint["/export-code"].credits == 15
    assert report.summary.total_credits == 75
    assert report.daily[0].credits == 75


async def test_a_key_never_used_has_last_used_null(engine, account, client, http):
    with engine.service.db.begin() as conn:
        unused = accounts.create_key(conn, account.id, engine.clock(), name="Spare")
    raw = (await http.get("/usage", params={"keyId": unused.key_id})).json()
    assert raw["key"] == {"id": unused.key_id, "name": "Spare", "lastUsed": None}
    assert "key" not in (await http.get("/usage")).json()
    assert (await client.usage(key_id=unused.key_id)).key.last_used is None
