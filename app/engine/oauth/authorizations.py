"""An authorization in progress: the app's request checked, the user's sign-in, their consent.

The sign-in and consent forms carry a nonce, and the browser that opened the page carries a cookie;
both are stored hashed with the request, so a form posted from another site or another browser
matches nothing (CSRF). Consent turns the request into a grant and a one-time code.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, delete, insert, select, update
from typing_extensions import TypeIs

from app.contract.oauth import CODE_LIFETIME, SIGN_IN_LIFETIME
from app.engine.accounts import hash_secret
from app.engine.db.tables import accounts, oauth_codes, oauth_grants, oauth_requests
from app.engine.ids import new_id, new_token
from app.engine.oauth import redirects
from app.engine.oauth.clients import Client, find_client
from app.engine.oauth.scopes import UnknownScope, parse_scope, scope_text

CODE_CHALLENGE = re.compile(r"^[A-Za-z0-9\-._~]{43,128}$")
MAX_STATE = 1000
BROWSER_SECRET = re.compile(r"^[A-Za-z0-9\-_]{43}$")


class NotRedirectable(Exception):
    """A request that cannot be answered at the redirect URI (unknown client, URI not registered):
    RFC 6749 4.1.2.1 says tell the user, never redirect."""


class RedirectedRefusal(Exception):
    """A refusal the app hears about at its redirect URI."""

    def __init__(self, redirect_uri: str, error: str, description: str, state: str | None) -> None:
        super().__init__(f"{error}: {description}")
        self.location = redirects.with_parameters(
            redirect_uri, {"error": error, "error_description": description, "state": state}
        )


@dataclass(frozen=True)
class AuthorizationRequest:
    client: Client
    redirect_uri: str
    scopes: tuple[str, ...]
    state: str | None
    code_challenge: str


@dataclass(frozen=True)
class Pending:
    """A stored request, looked up by its nonce and the browser's cookie."""

    id: str
    client_name: str
    redirect_uri: str
    scopes: tuple[str, ...]
    state: str | None
    account_id: str | None
    account_email: str | None


def check_request(conn: Connection, params: Mapping[str, str]) -> AuthorizationRequest:
    """The authorize endpoint's query, checked: authorization code, PKCE with S256, known scopes."""
    client = find_client(conn, params.get("client_id"))
    if client is None:
        raise NotRedirectable("This app is not registered with this service (unknown client_id).")
    redirect_uri = params.get("redirect_uri") or ""
    if not redirects.matches(client.redirect_uris, redirect_uri):
        raise NotRedirectable("The redirect address this app asked for is not one it registered.")
    state = params.get("state")
    if state is not None and len(state) > MAX_STATE:
        raise NotRedirectable(f"The state parameter is longer than {MAX_STATE} characters.")

    def refuse(error: str, description: str) -> RedirectedRefusal:
        return RedirectedRefusal(redirect_uri, error, description, state)

    if params.get("response_type") != "code":
        raise refuse("unsupported_response_type", "response_type must be code")
    try:
        scopes = parse_scope(params.get("scope"))
    except UnknownScope as unknown:
        raise refuse("invalid_scope", str(unknown)) from None
    method = params.get("code_challenge_method")
    if method != "S256":
        raise refuse(
            "invalid_request",
            "PKCE is required with code_challenge_method=S256" + (f"; {method} is not accepted" if method else ""),
        )
    challenge = params.get("code_challenge") or ""
    if not CODE_CHALLENGE.match(challenge):
        raise refuse("invalid_request", "code_challenge must be the base64url SHA-256 of the code verifier")
    return AuthorizationRequest(client, redirect_uri, scopes, state, challenge)


def new_browser_secret() -> str:
    return new_token(32)


def is_browser_secret(value: str | None) -> TypeIs[str]:
    return bool(value and BROWSER_SECRET.match(value))


def start(conn: Connection, request: AuthorizationRequest, browser_secret: str, now: datetime) -> str:
    """Store the request; returns the nonce its forms carry."""
    conn.execute(delete(oauth_requests).where(oauth_requests.c.expires_at < now))
    nonce = new_token(32)
    conn.execute(
        insert(oauth_requests).values(
            id=hash_secret(nonce),
            browser_hash=hash_secret(browser_secret),
            client_id=request.client.id,
            redirect_uri=request.redirect_uri,
            scope=scope_text(request.scopes),
            state=request.state,
            code_challenge=request.code_challenge,
            created_at=now,
            expires_at=now + SIGN_IN_LIFETIME,
        )
    )
    return nonce


def find(conn: Connection, nonce: str | None, browser_secret: str | None, now: datetime) -> Pending | None:
    """The request this form belongs to, if the same browser opened it and it has not expired."""
    if not nonce or len(nonce) > 100 or not is_browser_secret(browser_secret):
        return None
    row = conn.execute(
        select(oauth_requests, accounts.c.email.label("account_email"))
        .outerjoin(accounts, accounts.c.id == oauth_requests.c.account_id)
        .where(oauth_requests.c.id == hash_secret(nonce))
    ).first()
    if row is None or row.browser_hash != hash_secret(browser_secret) or row.expires_at <= now:
        return None
    found = find_client(conn, row.client_id)
    return Pending(
        id=row.id,
        client_name=found.name if found else row.client_id,
        redirect_uri=row.redirect_uri,
        scopes=tuple(row.scope.split()),
        state=row.state,
        account_id=row.account_id,
        account_email=row.account_email,
    )


def record_sign_in(conn: Connection, pending: Pending, account_id: str) -> None:
    conn.execute(update(oauth_requests).where(oauth_requests.c.id == pending.id).values(account_id=account_id))


def approve(conn: Connection, pending: Pending, now: datetime) -> str:
    """Consent given: a grant for the signed-in account and the redirect carrying its one-time code."""
    row = conn.execute(select(oauth_requests).where(oauth_requests.c.id == pending.id)).first()
    if row is None or row.account_id is None:
        raise ValueError("this authorization has no signed-in account")
    conn.execute(delete(oauth_requests).where(oauth_requests.c.id == pending.id))
    grant_id = new_id("grant")
    conn.execute(
        insert(oauth_grants).values(
            id=grant_id, client_id=row.client_id, account_id=row.account_id, scope=row.scope, created_at=now
        )
    )
    code = new_token(32)
    conn.execute(
        insert(oauth_codes).values(
            code_hash=hash_secret(code),
            grant_id=grant_id,
            redirect_uri=row.redirect_uri,
            code_challenge=row.code_challenge,
            created_at=now,
            expires_at=now + CODE_LIFETIME,
        )
    )
    return redirects.with_parameters(row.redirect_uri, {"code": code, "state": row.state})


def deny(conn: Connection, pending: Pending) -> str:
    """Consent refused: the request is dropped and the app told so."""
    conn.execute(delete(oauth_requests).where(oauth_requests.c.id == pending.id))
    return redirects.with_parameters(
        pending.redirect_uri,
        {"error": "access_denied", "error_description": "the user did not allow access", "state": pending.state},
    )
