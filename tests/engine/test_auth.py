"""Authentication and the plan gate (spec 5, 7) over HTTP."""

from __future__ import annotations

import httpx
import pytest

from app.engine import accounts
from tests.support.bodies import error_of

PATHS = [
    ("GET", "/me"),
    ("GET", "/themes"),
    ("GET", "/usage"),
    ("POST", "/upload"),
    ("GET", "/projects"),
    ("POST", "/export-code"),
    ("POST", "/credits/purchase"),
    ("POST", "/chat"),
]


async def call(engine, method, path, authorization=None):
    headers = {} if authorization is None else {"Authorization": authorization}
    async with httpx.AsyncClient(base_url=engine.base_url) as raw:
        return await raw.request(method, path, headers=headers)


@pytest.mark.parametrize(
    "authorization",
    [None, "", "Basic dXNlcjpwYXNz", "Bearer", "Bearer nope", "Bearer fw_thisKeyWasNeverIssued0000000000000000000000"],
)
async def test_missing_malformed_or_unknown_credentials_get_401(engine, authorization):
    response = await call(engine, "GET", "/me", authorization)
    assert response.status_code == 401
    body = response.json()
    assert isinstance(body["error"], str) and body["error"]
    assert "upgrade" not in body


@pytest.mark.parametrize("method,path", PATHS)
async def test_every_endpoint_requires_a_key(engine, method, path):
    assert (await call(engine, method, path)).status_code == 401


async def test_a_revoked_key_gets_401_and_the_others_keep_working(engine, account):
    with engine.service.db.begin() as conn:
        second = accounts.create_key(conn, account.id, engine.clock(), name="CI")
        accounts.revoke_key(conn, account.key_id, engine.clock())
    revoked = await call(engine, "GET", "/me", f"Bearer {account.api_key}")
    assert revoked.status_code == 401
    assert "revoked" in revoked.json()["error"]
    assert (await call(engine, "GET", "/me", f"Bearer {second.api_key}")).status_code == 200


@pytest.mark.parametrize("method,path", PATHS)
async def test_a_free_account_gets_403_with_the_upgrade_hint(engine, method, path):
    free = engine.new_account("free")
    response = await call(engine, method, path, f"Bearer {free.api_key}")
    assert response.status_code == 403
    assert error_of(response) == {"error": response.json()["error"], "upgrade": True, "requiredPlan": "lite"}


def test_keys_are_random_prefixed_and_stored_only_as_hashes(engine, account):
    from sqlalchemy import select

    from app.engine.db.tables import api_keys

    assert account.api_key.startswith("fw_") and len(account.api_key) >= 3 + 43  # 32 random bytes
    other = engine.new_account()
    assert other.api_key != account.api_key
    with engine.service.db.connect() as conn:
        stored = [tuple(r) for r in conn.execute(select(api_keys))]
    assert all(account.api_key not in str(row) for row in stored)
    assert any(accounts.hash_secret(account.api_key) in row for row in stored)
