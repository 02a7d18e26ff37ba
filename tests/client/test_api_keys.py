"""The client's API-key methods against a real engine: typed results and typed refusals."""

from __future__ import annotations

import pytest

from app.client import AuthenticationError, BadRequestError, NotFoundError, PermissionDeniedError, ServiceClient
from app.contract import ApiKey, CreatedApiKey


async def test_list_create_use_and_revoke(engine, account, client):
    keys = await client.list_keys()
    assert [type(k) for k in keys] == [ApiKey]
    assert keys[0].id == account.key_id and keys[0].current and account.api_key.startswith(keys[0].prefix)

    created = await client.create_key("Build server")
    assert isinstance(created, CreatedApiKey)
    assert created.name == "Build server" and created.api_key.startswith("fw_") and created.created_at
    async with ServiceClient(engine.base_url, created.api_key) as build_server:
        assert (await build_server.me()).id == account.id
        own_view = {k.id: k.current for k in await build_server.list_keys()}
    assert own_view == {account.key_id: False, created.id: True}

    listed = {k.id: k for k in await client.list_keys()}
    assert set(listed) == {account.key_id, created.id}
    assert listed[created.id].last_used is not None and not listed[created.id].current

    scoped = await client.usage(days=7, key_id=created.id)
    assert scoped.key is not None and scoped.key.id == created.id and scoped.summary.total_calls == 2

    await client.revoke_key(created.id)
    await client.revoke_key(created.id)  # revoking again is harmless
    async with ServiceClient(engine.base_url, created.api_key, retries=0) as revoked:
        with pytest.raises(AuthenticationError):
            await revoked.me()
    assert [k.id for k in await client.list_keys()] == [account.key_id]


async def test_create_without_a_name_uses_the_default(client):
    assert (await client.create_key()).name == "API key"


@pytest.mark.parametrize("name", ["", "  ", "k" * 201])
async def test_a_bad_name_is_a_bad_request(client, name):
    with pytest.raises(BadRequestError) as refused:
        await client.create_key(name)
    assert "name" in refused.value.body.error


async def test_unknown_and_foreign_keys_are_not_found(engine, client):
    other = engine.new_account("lite")
    for key_id in (other.key_id, "key_nothing/../here"):
        with pytest.raises(NotFoundError):
            await client.revoke_key(key_id)


async def test_the_only_key_cannot_revoke_itself(account, client):
    with pytest.raises(BadRequestError) as refused:
        await client.revoke_key(account.key_id)
    assert "only API key" in refused.value.body.error


async def test_a_free_plan_key_is_told_to_upgrade(engine):
    free = engine.new_account("free")
    async with ServiceClient(engine.base_url, free.api_key) as client:
        with pytest.raises(PermissionDeniedError) as refused:
            await client.list_keys()
    assert refused.value.upgrade and refused.value.required_plan == "lite"
