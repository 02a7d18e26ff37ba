"""Idempotency-Key (spec 8.2) over HTTP."""

from __future__ import annotations

import pytest

from app.engine import idempotency
from app.engine.idempotency import fingerprint

KEY = "order-7f3a9c21"


async def purchase(http, pack="credits_1000", key=KEY, **kw):
    return await http.post("/credits/purchase", json={"pack": pack}, headers={"Idempotency-Key": key}, **kw)


async def test_a_replay_returns_the_stored_response(http):
    first = await purchase(http)
    again = await purchase(http)
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    assert again.headers["idempotency-replayed"] == "true"
    assert "idempotency-replayed" not in first.headers
    assert again.headers["content-type"].startswith("application/json")
    fresh = await purchase(http, key="another-key-1")
    assert fresh.json()["url"] != first.json()["url"]


async def test_same_json_in_another_order_or_spacing_is_the_same_request(http):
    await http.post(
        "/credits/purchase",
        content=b'{"pack": "credits_5000"}',
        headers={"Idempotency-Key": KEY, "content-type": "application/json"},
    )
    again = await http.post(
        "/credits/purchase",
        content=b'{ "pack":"credits_5000" }',
        headers={"Idempotency-Key": KEY, "content-type": "application/json"},
    )
    assert again.headers.get("idempotency-replayed") == "true"


async def test_a_different_body_with_the_same_key_is_422(http):
    await purchase(http, "credits_1000")
    response = await purchase(http, "credits_5000")
    assert response.status_code == 422
    assert response.json()["code"] == "idempotency_key_reuse"
    assert response.json()["error"]


@pytest.mark.parametrize("key", [b"short", b"x" * 256, "bad\u00e9key12".encode(), b"tab\there-key"])
async def test_keys_outside_8_to_255_printable_characters_are_400(http, key):
    response = await http.post("/credits/purchase", json={"pack": "credits_1000"}, headers={"Idempotency-Key": key})
    assert response.status_code == 400


async def test_keys_are_scoped_to_the_account_and_the_endpoint(engine, http):
    first = await purchase(http)
    other = engine.new_account()
    theirs = await http.post(
        "/credits/purchase",
        json={"pack": "credits_1000"},
        headers={"Idempotency-Key": KEY, "Authorization": f"Bearer {other.api_key}"},
    )
    assert theirs.status_code == 200 and "idempotency-replayed" not in theirs.headers
    assert theirs.json()["url"] != first.json()["url"]
    export = await http.post(
        "/export-code", json={"html": "<p>Hi</p>", "framework": "flutter"}, headers={"Idempotency-Key": KEY}
    )
    assert export.status_code == 200 and export.json()["language"] == "dart"  # not a replay of the purchase
    assert "idempotency-replayed" not in export.headers


async def test_the_same_key_while_the_first_request_runs_is_409(engine, account, http):
    body = b'{"pack":"credits_1000"}'
    # a request with this key is mid-flight (claimed, not finished), as another worker would leave it
    idempotency.begin(engine.service.db, account.id, "/credits/purchase", KEY, fingerprint(body), engine.clock())
    response = await http.post(
        "/credits/purchase", content=body, headers={"Idempotency-Key": KEY, "content-type": "application/json"}
    )
    assert response.status_code == 409
    assert response.json()["error"]


async def test_keys_expire_after_24_hours(engine, http):
    first = await purchase(http)
    engine.clock.advance(hours=24, seconds=1)
    later = await purchase(http)
    assert later.status_code == 200 and "idempotency-replayed" not in later.headers
    assert later.json()["url"] != first.json()["url"]


async def test_failures_that_may_succeed_later_are_not_kept(engine, http):
    poor = engine.new_account("lite")
    from app.engine import credits

    credits.adjust(engine.service.db, poor.id, -2000 + 5, "leave 5", engine.clock())
    headers = {"Idempotency-Key": KEY, "Authorization": f"Bearer {poor.api_key}"}
    body = {"html": "<p>Hi</p>", "framework": "swiftui"}
    assert (await http.post("/export-code", json=body, headers=headers)).status_code == 402
    credits.adjust(engine.service.db, poor.id, 100, "top up", engine.clock())
    retried = await http.post("/export-code", json=body, headers=headers)
    assert retried.status_code == 200 and "idempotency-replayed" not in retried.headers
    assert "struct" in retried.json()["code"]
