"""Every way an authorization or a token request is refused, against a real engine."""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest

from app.client.oauth import (
    OAuthSession,
    SignInError,
    StateMismatchError,
    authorize_url,
    code_challenge,
    new_code_verifier,
)
from app.contract.oauth import AUTHORIZE_PATH, REVOKE_PATH
from tests.oauth.browser import Browser, read_page


def exchange(authorization, **changes: str) -> dict[str, str]:
    fields = {
        "grant_type": "authorization_code",
        "code": authorization.code,
        "client_id": authorization.client_id,
        "redirect_uri": authorization.redirect_uri,
        "code_verifier": authorization.verifier,
    }
    fields.update(changes)
    return {k: v for k, v in fields.items() if v is not None}


def assert_refused(response: httpx.Response, error: str, status: int = 400, mentions: str = "") -> None:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["error"] == error and mentions in body["error_description"], body
    assert response.headers["cache-control"] == "no-store"


async def status_with(engine, token: str) -> int:
    async with httpx.AsyncClient() as raw:
        return (await raw.get(engine.base_url + "/me", headers={"Authorization": f"Bearer {token}"})).status_code


async def authorize_query(engine, desktop_app, **changes: str | None) -> httpx.Response:
    params = {
        "response_type": "code",
        "client_id": desktop_app.id,
        "redirect_uri": "http://127.0.0.1:5000/callback",
        "scope": "profile:read",
        "state": "xyz",
        "code_challenge": code_challenge(new_code_verifier()),
        "code_challenge_method": "S256",
    }
    params.update(changes)
    query = urlencode({k: v for k, v in params.items() if v is not None})
    async with httpx.AsyncClient() as raw:
        return await raw.get(f"{engine.site_url}{AUTHORIZE_PATH}?{query}")


def authorize_url_for(engine, desktop_app) -> str:
    return authorize_url(
        engine.site_url + AUTHORIZE_PATH,
        client_id=desktop_app.id,
        redirect_uri="http://127.0.0.1:5000/callback",
        scopes=("profile:read",),
        state="xyz",
        challenge=code_challenge(new_code_verifier()),
    )


# -- codes -----------------------------------------------------------------------------------


async def test_a_reused_code_is_refused_and_its_tokens_revoked(engine, authorize, token_endpoint):
    authorization = await authorize()
    first = await token_endpoint(**exchange(authorization))
    assert first.status_code == 200, first.text
    tokens = first.json()
    assert await status_with(engine, tokens["access_token"]) == 200

    assert_refused(await token_endpoint(**exchange(authorization)), "invalid_grant", mentions="already used")
    assert await status_with(engine, tokens["access_token"]) == 401
    refreshed = await token_endpoint(
        grant_type="refresh_token", refresh_token=tokens["refresh_token"], client_id=authorization.client_id
    )
    assert_refused(refreshed, "invalid_grant")


async def test_a_wrong_verifier_is_refused(engine, authorize, token_endpoint):
    authorization = await authorize()
    assert_refused(
        await token_endpoint(**exchange(authorization, code_verifier=new_code_verifier())),
        "invalid_grant",
        mentions="code_verifier",
    )


async def test_a_missing_verifier_is_refused(engine, authorize, token_endpoint):
    authorization = await authorize()
    assert_refused(
        await token_endpoint(**exchange(authorization, code_verifier=None)), "invalid_request", mentions="code_verifier"
    )
    assert_refused(
        await token_endpoint(**exchange(authorization, code_verifier="short")),
        "invalid_request",
        mentions="code_verifier",
    )


@pytest.mark.parametrize("method", ["plain", None])
async def test_the_plain_method_is_refused(engine, desktop_app, method):
    """`plain`, and no method (which RFC 7636 reads as plain), go back to the app as invalid_request."""
    answer = await authorize_query(engine, desktop_app, code_challenge_method=method)
    assert answer.status_code == 303
    location = urlsplit(answer.headers["location"])
    assert (location.hostname, location.port, location.path) == ("127.0.0.1", 5000, "/callback")
    query = parse_qs(location.query)
    assert query["error"] == ["invalid_request"] and "S256" in query["error_description"][0]
    assert query["state"] == ["xyz"] and "code" not in query


@pytest.mark.parametrize(
    "redirect_uri",
    [
        "http://127.0.0.1:5000/other",  # another path
        "http://localhost:5000/callback",  # a name, not the registered loopback address
        "http://[::1]:5000/callback",  # another loopback address than the one registered
        "https://127.0.0.1/callback",  # another scheme
        "http://127.0.0.1:5000@evil.example/callback",  # user info that would send the code elsewhere
        "http://127.0.0.1:5000/callback#frag",
        None,
    ],
)
async def test_a_redirect_uri_that_does_not_match_is_refused_without_redirecting(engine, desktop_app, redirect_uri):
    answer = await authorize_query(engine, desktop_app, redirect_uri=redirect_uri)
    assert answer.status_code == 400 and "location" not in answer.headers
    assert "not one it registered" in answer.text and not read_page(answer.text).forms


async def test_the_token_request_must_name_the_redirect_uri_the_code_was_issued_to(engine, authorize, token_endpoint):
    authorization = await authorize(port=50001)
    moved = authorization.redirect_uri.replace("50001", "50002")
    assert_refused(
        await token_endpoint(**exchange(authorization, redirect_uri=moved)), "invalid_grant", mentions="redirect_uri"
    )


async def test_a_code_expires_after_60_seconds(engine, authorize, token_endpoint):
    in_time = await authorize()
    engine.clock.advance(seconds=59)
    assert (await token_endpoint(**exchange(in_time))).status_code == 200
    late = await authorize()
    engine.clock.advance(seconds=61)
    assert_refused(await token_endpoint(**exchange(late)), "invalid_grant", mentions="expired")


# -- refresh tokens --------------------------------------------------------------------------


async def test_a_reused_refresh_token_revokes_the_whole_family(engine, authorize, token_endpoint):
    authorization = await authorize()
    first = (await token_endpoint(**exchange(authorization))).json()

    def refresh(token: str) -> dict[str, str]:
        return {"grant_type": "refresh_token", "refresh_token": token, "client_id": authorization.client_id}

    second_response = await token_endpoint(**refresh(first["refresh_token"]))
    assert second_response.status_code == 200
    second = second_response.json()
    assert await status_with(engine, second["access_token"]) == 200

    assert_refused(await token_endpoint(**refresh(first["refresh_token"])), "invalid_grant", mentions="already used")
    for access in (first["access_token"], second["access_token"]):
        assert await status_with(engine, access) == 401
    assert_refused(await token_endpoint(**refresh(second["refresh_token"])), "invalid_grant", mentions="revoked")


async def test_a_refresh_may_narrow_the_scope_but_not_widen_it(engine, authorize, token_endpoint):
    authorization = await authorize(("profile:read", "projects:read"))
    first = (await token_endpoint(**exchange(authorization))).json()
    assert first["scope"] == "profile:read projects:read"
    fields = {"grant_type": "refresh_token", "client_id": authorization.client_id}
    wider = await token_endpoint(**fields, refresh_token=first["refresh_token"], scope="profile:read projects:write")
    assert_refused(wider, "invalid_scope", mentions="projects:write")
    narrower = await token_endpoint(**fields, refresh_token=first["refresh_token"], scope="profile:read")
    assert narrower.status_code == 200 and narrower.json()["scope"] == "profile:read"
    async with httpx.AsyncClient(
        base_url=engine.base_url, headers={"Authorization": f"Bearer {narrower.json()['access_token']}"}
    ) as raw:
        assert (await raw.get("/projects")).status_code == 403
    # the new refresh token keeps the grant's scope
    again = await token_endpoint(**fields, refresh_token=narrower.json()["refresh_token"])
    assert again.json()["scope"] == "profile:read projects:read"


async def test_a_refresh_token_expires(engine, authorize, token_endpoint):
    first = (await token_endpoint(**exchange(await authorize()))).json()
    engine.clock.advance(days=31)
    refused = await token_endpoint(
        grant_type="refresh_token", refresh_token=first["refresh_token"], client_id=(await authorize()).client_id
    )
    assert_refused(refused, "invalid_grant", mentions="expired")


# -- clients and requests ---------------------------------------------------------------------


async def test_an_unknown_client_is_refused(engine, desktop_app, authorize, token_endpoint):
    page = await authorize_query(engine, desktop_app, client_id="fwc_nobody")
    assert page.status_code == 400 and "location" not in page.headers and "unknown client_id" in page.text
    authorization = await authorize()
    assert_refused(await token_endpoint(**exchange(authorization, client_id="fwc_nobody")), "invalid_client", 401)
    assert_refused(await token_endpoint(**exchange(authorization, client_id=None)), "invalid_client", 401)
    async with httpx.AsyncClient() as raw:
        revoked = await raw.post(engine.site_url + REVOKE_PATH, data={"token": "fwrt_x", "client_id": "fwc_nobody"})
    assert_refused(revoked, "invalid_client", 401)
    # the code was not spent by those: its own client still redeems it
    assert (await token_endpoint(**exchange(authorization))).status_code == 200


async def test_a_code_of_another_client_is_refused(engine, authorize, token_endpoint):
    from app.engine.oauth import clients

    with engine.service.db.begin() as conn:
        other = clients.create_client(conn, "Other app", ["http://127.0.0.1/callback"], engine.clock())
    authorization = await authorize()
    assert_refused(await token_endpoint(**exchange(authorization, client_id=other.id)), "invalid_grant")


async def test_malformed_token_requests_are_refused(engine, authorize, token_endpoint):
    authorization = await authorize()
    assert_refused(await token_endpoint(**exchange(authorization, grant_type="password")), "unsupported_grant_type")
    assert_refused(await token_endpoint(**exchange(authorization, grant_type=None)), "invalid_request")
    assert_refused(await token_endpoint(**exchange(authorization, code="made-up")), "invalid_grant")
    async with httpx.AsyncClient() as raw:
        as_json = await raw.post(engine.site_url + "/api/oauth/token", json=exchange(authorization))
    assert_refused(as_json, "invalid_request", mentions="x-www-form-urlencoded")


@pytest.mark.parametrize(
    "changes, error",
    [
        ({"response_type": "token"}, "unsupported_response_type"),
        ({"scope": "profile:read admin"}, "invalid_scope"),
        ({"scope": None}, "invalid_scope"),
        ({"code_challenge": "too-short"}, "invalid_request"),
    ],
)
async def test_other_bad_authorization_requests_go_back_to_the_app(engine, desktop_app, changes, error):
    answer = await authorize_query(engine, desktop_app, **changes)
    assert answer.status_code == 303
    query = parse_qs(urlsplit(answer.headers["location"]).query)
    assert query["error"] == [error] and query["state"] == ["xyz"]


# -- the sign-in pages -----------------------------------------------------------------------


async def test_a_wrong_password_shows_the_form_again(engine, desktop_app, person):
    page = await authorize_query(engine, desktop_app)
    async with httpx.AsyncClient(cookies=page.cookies) as browser:
        form = read_page(page.text).forms[0]
        for email, password in ((person.email, "not the password"), ("nobody@example.com", person.password)):
            answer = await browser.post(
                engine.site_url + form.action, data={**form.fields, "email": email, "password": password}
            )
            assert answer.status_code == 401 and "Wrong email or password" in answer.text
            assert read_page(answer.text).forms[0].fields["step"] == "sign-in"
        skipped = await browser.post(
            engine.site_url + form.action, data={**form.fields, "step": "consent", "decision": "allow"}
        )
        assert skipped.status_code == 400 and "location" not in skipped.headers


async def test_repeated_wrong_passwords_make_the_email_wait(engine, desktop_app, person):
    """Five wrong passwords in 15 minutes and the next try is not even checked, right password or
    not, until the first leaves the window; emails of no account wait the same way."""
    from sqlalchemy import select

    from app.engine.db.tables import sign_in_failures
    from app.engine.oauth.passwords import MAX_FAILURES

    async def try_password(email: str, password: str) -> httpx.Response:
        page = await authorize_query(engine, desktop_app)  # a fresh sign-in page each time, as after a wait
        form = read_page(page.text).forms[0]
        async with httpx.AsyncClient(cookies=page.cookies) as browser:
            return await browser.post(
                engine.site_url + form.action, data={**form.fields, "email": email, "password": password}
            )

    for email in (person.email.upper(), "nobody@example.com"):  # the email's case does not matter
        for attempt in range(MAX_FAILURES):
            answer = await try_password(email, f"guess number {attempt}")
            assert answer.status_code == 401 and "Wrong email or password" in answer.text, attempt
            engine.clock.advance(minutes=1)
        waiting = await try_password(email, "guess number 99")
        assert waiting.status_code == 429 and "try again in 10 minutes" in waiting.text
    refused = await try_password(person.email, person.password)
    assert refused.status_code == 429 and "Too many wrong passwords" in refused.text

    engine.clock.advance(minutes=5)  # the first of the person's wrong passwords leaves the window
    signed_in = await try_password(person.email, person.password)
    assert signed_in.status_code == 200 and read_page(signed_in.text).forms[0].fields["step"] == "consent"
    with engine.service.db.connect() as conn:  # a sign-in clears the count for its email, not for others
        left = conn.execute(select(sign_in_failures.c.email)).scalars().all()
    assert set(left) == {"nobody@example.com"}


async def test_the_forms_only_work_in_the_browser_that_opened_them(engine, desktop_app, person):
    """The form's nonce is bound to a cookie: posted from elsewhere (CSRF), or made up, it matches nothing."""
    page = await authorize_query(engine, desktop_app)
    form = read_page(page.text).forms[0]
    assert page.cookies.get("fw_oauth_browser")
    assert "HttpOnly" in page.headers["set-cookie"] and "SameSite=lax" in page.headers["set-cookie"]
    signed = {**form.fields, "email": person.email, "password": person.password}
    async with httpx.AsyncClient() as elsewhere:  # another browser: no cookie, or another one
        assert (await elsewhere.post(engine.site_url + form.action, data=signed)).status_code == 400
        elsewhere.cookies.set("fw_oauth_browser", "A" * 43)
        assert (await elsewhere.post(engine.site_url + form.action, data=signed)).status_code == 400
    async with httpx.AsyncClient(cookies=page.cookies) as same:
        made_up = await same.post(engine.site_url + form.action, data={**signed, "request": "made-up"})
        assert made_up.status_code == 400
        engine.clock.advance(minutes=11)
        late = await same.post(engine.site_url + form.action, data=signed)
        assert late.status_code == 400 and "expired" in late.text


async def test_a_state_that_is_not_echoed_back_is_rejected_by_the_app(engine, desktop_app, person):
    def drop_state(location: str) -> str:
        parts = urlsplit(location)
        query = {k: v for k, v in parse_qs(parts.query).items() if k != "state"}
        return parts._replace(query=urlencode(query, doseq=True)).geturl()

    def swap_state(location: str) -> str:
        parts = urlsplit(location)
        query = {**parse_qs(parts.query), "state": ["someone-elses"]}
        return parts._replace(query=urlencode(query, doseq=True)).geturl()

    for tamper in (drop_state, swap_state):
        browser = Browser(person.email, person.password, tamper=tamper)
        async with OAuthSession(engine.site_url, desktop_app.id) as session:
            with pytest.raises(StateMismatchError):
                await session.sign_in(browser)
            assert session.tokens is None
        assert browser.pages[-1].status_code == 400 and "Sign-in failed" in browser.pages[-1].text


async def test_every_authorization_response_names_its_issuer(engine, desktop_app, person):
    """RFC 9207: success and refusal alike carry `iss`, and the app refuses a redirect naming another
    server (a mix-up: the code came from elsewhere)."""
    answer = await Browser(person.email, person.password, follow_redirect=False)(authorize_url_for(engine, desktop_app))
    assert parse_qs(urlsplit(answer.headers["location"]).query)["iss"] == [engine.site_url]
    refused = await authorize_query(engine, desktop_app, code_challenge_method="plain")
    assert parse_qs(urlsplit(refused.headers["location"]).query)["iss"] == [engine.site_url]

    def other_issuer(location: str) -> str:
        parts = urlsplit(location)
        query = {**parse_qs(parts.query), "iss": ["https://elsewhere.example"]}
        return parts._replace(query=urlencode(query, doseq=True)).geturl()

    browser = Browser(person.email, person.password, tamper=other_issuer)
    async with OAuthSession(engine.site_url, desktop_app.id) as session:
        with pytest.raises(SignInError) as mixed_up:
            await session.sign_in(browser)
        assert mixed_up.value.error == "invalid_issuer" and session.tokens is None


async def test_expired_codes_and_tokens_are_forgotten(engine, authorize, token_endpoint):
    from sqlalchemy import func, select

    from app.engine.db.tables import oauth_codes, oauth_tokens
    from app.engine.oauth.tokens import purge_expired

    live = (await token_endpoint(**exchange(await authorize()))).json()
    await authorize()  # a code never exchanged

    def count(table) -> int:
        with engine.service.db.connect() as conn:
            return conn.execute(select(func.count()).select_from(table)).scalar_one()

    purge_expired(engine.service.db, engine.clock())
    assert (count(oauth_codes), count(oauth_tokens)) == (2, 2)
    engine.clock.advance(hours=2)
    purge_expired(engine.service.db, engine.clock())
    assert (count(oauth_codes), count(oauth_tokens)) == (0, 1)  # the refresh token lives on
    refreshed = await token_endpoint(
        grant_type="refresh_token", refresh_token=live["refresh_token"], client_id=(await authorize()).client_id
    )
    assert refreshed.status_code == 200
