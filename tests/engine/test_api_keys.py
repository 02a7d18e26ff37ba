"""The account's API keys over HTTP: GET /keys, POST /keys, DELETE /keys/{keyId}."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import insert

from app.engine import accounts
from app.engine.db.tables import oauth_grants
from app.engine.ids import new_id
from app.engine.oauth import clients, tokens
from tests.support.bodies import error_of

ALL_SCOPES = "profile:read inspirations:read projects:read projects:write"


def by_key(engine, api_key: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": f"Bearer {api_key}"})


async def test_the_list_shows_the_accounts_keys_without_secrets_and_marks_the_current_one(engine, account, http):
    response = await http.get("/keys")
    assert response.status_code == 200
    keys = response.json()["keys"]
    assert len(keys) == 1
    key = keys[0]
    assert set(key) == {"id", "name", "prefix", "createdAt", "lastUsed", "current"}
    assert key["id"] == account.key_id and key["name"] == "Default key" and key["current"] is True
    assert account.api_key.startswith(key["prefix"]) and len(key["prefix"]) < 12
    assert key["lastUsed"] is None  # the account's key was never used before this call
    assert account.api_key not in response.text

    await http.get("/me")
    again = (await http.get("/keys")).json()["keys"][0]
    assert again["lastUsed"] is not None  # the calls answered before this one count


async def test_a_created_key_is_shown_once_works_as_a_bearer_key_and_is_listed(engine, account, http):
    created = await http.post("/keys", json={"name": "  CI runner  "})
    assert created.status_code == 201
    body = created.json()
    assert set(body) == {"id", "name", "apiKey", "createdAt"}
    assert body["name"] == "CI runner" and body["apiKey"].startswith("fw_") and body["apiKey"] != account.api_key

    async with by_key(engine, body["apiKey"]) as ci:
        me = await ci.get("/me")
        assert me.status_code == 200 and me.json()["id"] == account.id
        seen_by_new = {k["id"]: k for k in (await ci.get("/keys")).json()["keys"]}
    seen_by_old = {k["id"]: k for k in (await http.get("/keys")).json()["keys"]}
    assert set(seen_by_old) == {account.key_id, body["id"]}
    assert seen_by_old[body["id"]]["name"] == "CI runner" and seen_by_old[body["id"]]["current"] is False
    assert body["apiKey"].startswith(seen_by_old[body["id"]]["prefix"])
    assert seen_by_old[body["id"]]["lastUsed"] is not None
    assert seen_by_new[body["id"]]["current"] is True and seen_by_new[account.key_id]["current"] is False
    assert body["apiKey"] not in (await http.get("/keys")).text  # never shown again

    unnamed = await http.post("/keys")
    assert unnamed.status_code == 201 and unnamed.json()["name"] == "API key"


async def test_a_revoked_key_gets_401_and_leaves_the_list(engine, account, http):
    created = (await http.post("/keys", json={"name": "Temporary"})).json()
    revoked = await http.delete(f"/keys/{created['id']}")
    assert revoked.status_code == 200 and revoked.json() == {"ok": True}
    async with by_key(engine, created["apiKey"]) as old:
        refused = await old.get("/me")
    assert refused.status_code == 401 and "revoked" in refused.json()["error"]
    assert [k["id"] for k in (await http.get("/keys")).json()["keys"]] == [account.key_id]
    assert (await http.delete(f"/keys/{created['id']}")).json() == {"ok": True}  # a repeat changes nothing
    assert (await http.get("/me")).status_code == 200


async def test_another_accounts_key_or_an_unknown_one_is_404(engine, account, http):
    other = engine.new_account("lite")
    for key_id in (other.key_id, "key_does-not-exist"):
        response = await http.delete(f"/keys/{key_id}")
        assert response.status_code == 404 and error_of(response) == {"error": "API key not found"}
    async with by_key(engine, other.api_key) as stranger:
        assert (await stranger.get("/me")).status_code == 200  # untouched
        listed = (await stranger.get("/keys")).json()["keys"]
    assert [k["id"] for k in listed] == [other.key_id]
    assert other.key_id not in [k["id"] for k in (await http.get("/keys")).json()["keys"]]
    unknown_usage = await http.get("/usage", params={"keyId": other.key_id})
    assert unknown_usage.status_code == 404


@pytest.mark.parametrize(
    "body", [{"name": ""}, {"name": "   "}, {"name": "x" * 201}, {"name": 42}, {"name": None}, [1, 2]]
)
async def test_a_bad_name_is_400_with_the_error_body(http, body):
    response = await http.post("/keys", json=body)
    assert response.status_code == 400, response.text
    assert set(error_of(response)) == {"error"} and response.json()["error"]
    assert len((await http.get("/keys")).json()["keys"]) == 1


async def test_the_longest_name_is_accepted(http):
    response = await http.post("/keys", json={"name": "n" * 200})
    assert response.status_code == 201 and response.json()["name"] == "n" * 200


async def test_the_only_key_cannot_revoke_itself_but_can_once_there_is_another(engine, account, http):
    alone = await http.delete(f"/keys/{account.key_id}")
    assert alone.status_code == 400 and "only API key" in alone.json()["error"]
    assert (await http.get("/me")).status_code == 200
    spare = (await http.post("/keys", json={"name": "Spare"})).json()
    assert (await http.delete(f"/keys/{account.key_id}")).json() == {"ok": True}
    assert (await http.get("/me")).status_code == 401
    async with by_key(engine, spare["apiKey"]) as rotated:
        listed = (await rotated.get("/keys")).json()["keys"]
    assert [(k["id"], k["current"]) for k in listed] == [(spare["id"], True)]


async def test_usage_can_be_scoped_to_a_created_key(engine, http):
    created = (await http.post("/keys", json={"name": "Reports"})).json()
    async with by_key(engine, created["apiKey"]) as reports:
        await reports.get("/me")
        await reports.get("/me")
    scoped = (await http.get("/usage", params={"keyId": created["id"], "days": 7})).json()
    assert scoped["key"]["id"] == created["id"] and scoped["key"]["name"] == "Reports"
    assert scoped["summary"]["byEndpoint"]["/me"]["calls"] == 2


async def test_oauth_access_tokens_are_refused_with_403(engine, account):
    with engine.service.db.begin() as conn:
        app = clients.create_client(conn, "Some app", ["http://127.0.0.1/callback"], engine.clock())
        grant = new_id("grant")
        conn.execute(
            insert(oauth_grants).values(
                id=grant, client_id=app.id, account_id=account.id, scope=ALL_SCOPES, created_at=engine.clock()
            )
        )
        issued = tokens.issue(conn, grant, ALL_SCOPES, engine.clock())
    async with by_key(engine, issued.access_token) as signed_in:
        assert (await signed_in.get("/me")).status_code == 200  # a live token with every scope
        for method, path, body in (
            ("GET", "/keys", None),
            ("POST", "/keys", {"name": "Sneaky"}),
            ("DELETE", f"/keys/{account.key_id}", None),
        ):
            refused = await signed_in.request(method, path, json=body)
            assert refused.status_code == 403, (method, path, refused.text)
            assert refused.json()["code"] == "api_key_required" and "API key" in refused.json()["error"]
    async with by_key(engine, account.api_key) as owner:
        assert [k["id"] for k in (await owner.get("/keys")).json()["keys"]] == [account.key_id]


async def test_a_free_account_gets_403_with_the_upgrade_hint(engine):
    free = engine.new_account("free")
    async with by_key(engine, free.api_key) as raw:
        for method, path, body in (
            ("GET", "/keys", None),
            ("POST", "/keys", {"name": "More"}),
            ("DELETE", f"/keys/{free.key_id}", None),
        ):
            response = await raw.request(method, path, json=body)
            assert response.status_code == 403, (method, path)
            assert error_of(response) == {"error": response.json()["error"], "upgrade": True, "requiredPlan": "lite"}
    with engine.service.db.connect() as conn:
        assert [row.id for row in accounts.live_keys(conn, free.id)] == [free.key_id]  # nothing made or revoked


@pytest.mark.parametrize("method,path", [("GET", "/keys"), ("POST", "/keys"), ("DELETE", "/keys/key_x")])
async def test_no_credential_is_401(engine, method, path):
    async with httpx.AsyncClient(base_url=engine.base_url) as raw:
        response = await raw.request(method, path)
    assert response.status_code == 401 and response.json()["error"]


async def test_key_calls_show_in_usage_under_their_own_labels(http):
    created = (await http.post("/keys", json={"name": "Short-lived"})).json()
    assert (await http.delete(f"/keys/{created['id']}")).status_code == 200
    by_endpoint = (await http.get("/usage")).json()["summary"]["byEndpoint"]
    assert by_endpoint["/keys"]["label"] == "API keys" and by_endpoint["/keys"]["calls"] == 1
    assert by_endpoint["/keys/{keyId}"]["label"] == "API key revocation"
