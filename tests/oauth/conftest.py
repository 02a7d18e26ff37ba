"""Fixtures for signing in with OAuth against a real engine: a registered app and a person with a password."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from app.client.oauth import OAuthSession, authorize_url, code_challenge, new_code_verifier
from app.contract.oauth import AUTHORIZE_PATH, TOKEN_PATH
from app.engine.oauth import clients, passwords
from tests.oauth.browser import Browser
from tests.support.server import RunningEngine

REDIRECT = "http://127.0.0.1/callback"
ALL_SCOPES = ("profile:read", "inspirations:read", "projects:read", "projects:write")


@dataclass
class Person:
    account_id: str
    email: str
    password: str
    api_key: str


@dataclass
class Authorization:
    """A code fresh from the consent page, with what the app used to ask for it."""

    code: str
    verifier: str
    redirect_uri: str
    client_id: str


@pytest.fixture
def desktop_app(engine: RunningEngine) -> clients.Client:
    with engine.service.db.begin() as conn:
        return clients.create_client(conn, "Framewright desktop", [REDIRECT], engine.clock())


@pytest.fixture
def person(engine: RunningEngine) -> Person:
    email = f"ada-{id(engine)}@example.com"
    account = engine.new_account("lite", email=email)
    password = "correct horse battery staple"
    with engine.service.db.begin() as conn:
        passwords.set_password(conn, account.id, password, engine.clock())
    return Person(account.id, email, password, account.api_key)


@pytest.fixture
async def token_endpoint(engine: RunningEngine):
    """POST form fields to the token endpoint; returns the raw response."""
    async with httpx.AsyncClient() as http:

        async def post(**fields: str) -> httpx.Response:
            return await http.post(engine.site_url + TOKEN_PATH, data=fields)

        yield post


@pytest.fixture
def authorize(engine: RunningEngine, desktop_app: clients.Client, person: Person):
    """Run the browser through sign-in and consent; returns the code the redirect carries."""

    async def run(scopes=ALL_SCOPES, *, port: int = 49152, verifier: str | None = None) -> Authorization:
        verifier = verifier or new_code_verifier()
        redirect_uri = f"http://127.0.0.1:{port}/callback"
        url = authorize_url(
            engine.site_url + AUTHORIZE_PATH,
            client_id=desktop_app.id,
            redirect_uri=redirect_uri,
            scopes=scopes,
            state="s-1",
            challenge=code_challenge(verifier),
        )
        answer = await Browser(person.email, person.password, follow_redirect=False)(url)
        location = urlsplit(answer.headers["location"])
        assert f"{location.scheme}://{location.netloc}{location.path}" == redirect_uri
        query = parse_qs(location.query)
        assert query["state"] == ["s-1"]
        return Authorization(query["code"][0], verifier, redirect_uri, desktop_app.id)

    return run


@pytest.fixture
async def sign_in(engine: RunningEngine, desktop_app: clients.Client, person: Person):
    """A signed-in OAuthSession with the scopes asked for, closed afterwards."""
    sessions: list[OAuthSession] = []

    async def run(scopes=ALL_SCOPES, **options) -> OAuthSession:
        session = OAuthSession(engine.site_url, desktop_app.id, scopes=scopes, **options)
        sessions.append(session)
        await session.sign_in(Browser(person.email, person.password))
        return session

    yield run
    for session in sessions:
        await session.aclose()
