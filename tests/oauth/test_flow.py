"""The whole sign-in of a native app against a real engine: authorize, sign in, consent, loopback
redirect, code exchange, calls with the token, refresh with rotation, sign-out."""

from __future__ import annotations

import asyncio
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from app.client import AuthenticationError, ServiceClient
from app.client.oauth import OAuthSession, SignInError, SignInRequiredError, Tokens
from tests.oauth.browser import Browser, read_page
from tests.oauth.conftest import ALL_SCOPES


async def test_sign_in_call_refresh_and_sign_out(engine, desktop_app, person):
    kept: list[Tokens | None] = []
    browser = Browser(person.email, person.password)
    async with OAuthSession(engine.site_url, desktop_app.id, on_tokens=kept.append) as session:
        tokens = await session.sign_in(browser)

        # the pages the person saw: a sign-in form, then consent naming the app, the account and each scope
        sign_in_page, consent_page, landing = browser.pages[0], browser.pages[1], browser.pages[-1]
        authorize = urlsplit(str(sign_in_page.url))
        asked = parse_qs(authorize.query)
        assert asked["code_challenge_method"] == ["S256"] and len(asked["code_challenge"][0]) == 43
        assert urlsplit(asked["redirect_uri"][0]).port not in (None, 80)  # a free port of the listener
        assert {"request", "email", "password"} <= set(read_page(sign_in_page.text).forms[0].fields)
        assert "Framewright desktop" in consent_page.text and person.email in consent_page.text
        for scope in ALL_SCOPES:
            assert scope in consent_page.text
        policy = consent_page.headers["content-security-policy"]
        listener = urlsplit(asked["redirect_uri"][0])
        assert "frame-ancestors 'none'" in policy and f"form-action 'self' http://{listener.netloc}" in policy
        assert landing.status_code == 200 and "Signed in" in landing.text

        assert tokens.access_token.startswith("fwat_") and tokens.refresh_token.startswith("fwrt_")
        assert tokens.scope.split() == list(ALL_SCOPES)
        assert kept == [tokens]

        # the token acts for the person on /me and /projects
        async with ServiceClient(engine.base_url, None, auth=session.auth()) as service:
            me = await service.me()
            assert (me.id, me.email) == (person.account_id, person.email)
            created = await service.create_project("Signed in")
            assert [p.id for p in await service.list_projects()] == [created.id]
        async with ServiceClient(engine.base_url, person.api_key) as by_key:  # the same account's projects
            assert [p.id for p in await by_key.list_projects()] == [created.id]

        # refresh rotates: a new pair, the old refresh token spent
        refreshed = await session.refresh()
        assert refreshed.refresh_token != tokens.refresh_token and refreshed.access_token != tokens.access_token
        assert kept[-1] == refreshed
        async with httpx.AsyncClient(base_url=engine.base_url) as raw:
            bearer = {"Authorization": f"Bearer {refreshed.access_token}"}
            assert (await raw.get("/me", headers=bearer)).status_code == 200

            await session.sign_out()
            assert session.tokens is None and kept[-1] is None
            for token in (refreshed.access_token, tokens.access_token):
                gone = await raw.get("/me", headers={"Authorization": f"Bearer {token}"})
                assert gone.status_code == 401 and "revoked" in gone.json()["error"]


async def test_an_expired_access_token_refreshes_itself(engine, sign_in):
    session = await sign_in(("profile:read",))
    first = session.tokens
    engine.clock.advance(hours=1, seconds=1)  # the engine's clock: the access token has expired there
    async with httpx.AsyncClient(base_url=engine.base_url) as raw:
        assert (await raw.get("/me", headers={"Authorization": f"Bearer {first.access_token}"})).status_code == 401
    async with ServiceClient(engine.base_url, None, auth=session.auth()) as service:
        assert (await service.me()).id  # 401, refresh, retry
    assert session.tokens.access_token != first.access_token
    assert session.tokens.refresh_token != first.refresh_token


async def test_a_token_about_to_expire_is_refreshed_before_the_call(engine, desktop_app, person):
    now = [1_000_000.0]
    async with OAuthSession(engine.site_url, desktop_app.id, scopes=("profile:read",), clock=lambda: now[0]) as session:
        await session.sign_in(Browser(person.email, person.password))
        first = session.tokens
        assert first.expires_at == now[0] + 3600
        assert await session.access_token() == first.access_token
        now[0] += 3600 - 30  # within the refresh margin
        token = await session.access_token()
        assert token != first.access_token and session.tokens.refresh_token != first.refresh_token


async def test_concurrent_calls_refresh_once(engine, sign_in):
    session = await sign_in(("profile:read",))
    first = session.tokens
    engine.clock.advance(hours=2)
    async with ServiceClient(engine.base_url, None, auth=session.auth()) as service:
        answers = await asyncio.gather(*(service.me() for _ in range(5)))
    assert len({me.id for me in answers}) == 1
    # one rotation: a second one with the spent refresh token would have revoked the sign-in
    assert session.tokens.refresh_token != first.refresh_token
    async with ServiceClient(engine.base_url, None, auth=session.auth()) as service:
        assert (await service.me()).id == answers[0].id


async def test_a_refused_refresh_asks_for_a_new_sign_in(engine, sign_in):
    session = await sign_in(("profile:read",))
    await session.sign_out()
    with pytest.raises(SignInRequiredError):
        await session.access_token()
    stale = Tokens("fwat_x", "fwrt_x", 0, "profile:read")
    async with OAuthSession(engine.site_url, session.client_id, tokens=stale) as other:
        async with ServiceClient(engine.base_url, None, auth=other.auth()) as service:
            with pytest.raises(SignInRequiredError) as refused:
                await service.me()
        assert refused.value.error == "invalid_grant"
        assert other.tokens is None


async def test_a_denied_consent_signs_nobody_in(engine, desktop_app, person):
    async with OAuthSession(engine.site_url, desktop_app.id) as session:
        with pytest.raises(SignInError) as refused:
            await session.sign_in(Browser(person.email, person.password, decision="deny"))
        assert refused.value.error == "access_denied"
        assert session.tokens is None


async def test_a_client_with_a_fixed_token_is_refused_after_expiry(engine, sign_in):
    session = await sign_in(("profile:read",))
    engine.clock.advance(hours=1, minutes=1)
    async with ServiceClient(engine.base_url, session.tokens.access_token, retries=0) as service:
        with pytest.raises(AuthenticationError) as refused:
            await service.me()
    assert "expired" in refused.value.body.error
