"""Tokens for a grant: code exchange with PKCE, refresh with rotation, revocation, lookup.

Every token is stored as its SHA-256 (like API keys, they carry 256 random bits). A code or a
refresh token presented a second time means it leaked: the whole grant, every token issued from
it, is revoked.
"""

from __future__ import annotations

import hmac
import re
from dataclasses import dataclass
from datetime import datetime

from authlib.oauth2.rfc7636 import create_s256_code_challenge
from sqlalchemy import Connection, Engine, bindparam, delete, insert, select, update

from app.contract.oauth import ACCESS_TOKEN_LIFETIME, ACCESS_TOKEN_PREFIX, REFRESH_TOKEN_LIFETIME, REFRESH_TOKEN_PREFIX
from app.engine.accounts import hash_secret
from app.engine.db.tables import accounts, oauth_codes, oauth_grants, oauth_requests, oauth_tokens
from app.engine.ids import new_token
from app.engine.oauth.errors import OAuthError, invalid_grant, invalid_request, invalid_scope
from app.engine.oauth.scopes import UnknownScope, parse_scope, scope_text

CODE_VERIFIER = re.compile(r"^[A-Za-z0-9\-._~]{43,128}$")
MAX_TOKEN = 200


@dataclass(frozen=True)
class IssuedTokens:
    access_token: str
    refresh_token: str
    expires_in: int
    scope: str

    def to_wire(self) -> dict:
        return {
            "access_token": self.access_token,
            "token_type": "Bearer",
            "expires_in": self.expires_in,
            "refresh_token": self.refresh_token,
            "scope": self.scope,
        }


@dataclass(frozen=True)
class AccessToken:
    """What a valid access token lets its bearer do."""

    account_id: str
    plan: str
    scopes: frozenset[str]


def issue(
    conn: Connection, grant_id: str, scope: str, now: datetime, *, refresh_scope: str | None = None
) -> IssuedTokens:
    access = ACCESS_TOKEN_PREFIX + new_token(32)
    refresh = REFRESH_TOKEN_PREFIX + new_token(32)
    conn.execute(
        insert(oauth_tokens),
        [
            {
                "token_hash": hash_secret(access),
                "grant_id": grant_id,
                "kind": "access",
                "scope": scope,
                "created_at": now,
                "expires_at": now + ACCESS_TOKEN_LIFETIME,
            },
            {
                "token_hash": hash_secret(refresh),
                "grant_id": grant_id,
                "kind": "refresh",
                "scope": refresh_scope or scope,
                "created_at": now,
                "expires_at": now + REFRESH_TOKEN_LIFETIME,
            },
        ],
    )
    return IssuedTokens(access, refresh, int(ACCESS_TOKEN_LIFETIME.total_seconds()), scope)


def revoke_grant(conn: Connection, grant_id: str, now: datetime) -> None:
    conn.execute(
        update(oauth_grants)
        .where(oauth_grants.c.id == grant_id, oauth_grants.c.revoked_at.is_(None))
        .values(revoked_at=now)
    )
    conn.execute(
        update(oauth_tokens)
        .where(oauth_tokens.c.grant_id == grant_id, oauth_tokens.c.revoked_at.is_(None))
        .values(revoked_at=now)
    )


def verifier_matches(verifier: str, challenge: str) -> bool:
    return hmac.compare_digest(create_s256_code_challenge(verifier), challenge)


def exchange_code(
    db: Engine, *, client_id: str, code: str | None, redirect_uri: str | None, code_verifier: str | None, now: datetime
) -> IssuedTokens:
    """authorization_code grant: the code is good once, within its minute, with its verifier."""
    if not code:
        raise invalid_request("code is required")
    if not redirect_uri:
        raise invalid_request("redirect_uri is required")
    if not code_verifier:
        raise invalid_request("code_verifier is required (PKCE)")
    if not CODE_VERIFIER.match(code_verifier):
        raise invalid_request("code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~")
    refusal: OAuthError | None = None
    with db.begin() as conn:
        row = conn.execute(
            select(oauth_codes, oauth_grants.c.client_id, oauth_grants.c.scope, oauth_grants.c.revoked_at)
            .join(oauth_grants, oauth_grants.c.id == oauth_codes.c.grant_id)
            .where(oauth_codes.c.code_hash == hash_secret(code[:MAX_TOKEN]))
        ).first()
        if row is None or row.client_id != client_id:
            raise invalid_grant("unknown authorization code")
        claimed = conn.execute(
            update(oauth_codes)
            .where(oauth_codes.c.code_hash == row.code_hash, oauth_codes.c.used_at.is_(None))
            .values(used_at=now)
        )
        if claimed.rowcount != 1:
            revoke_grant(conn, row.grant_id, now)
            refusal = invalid_grant("this authorization code was already used; the tokens issued from it are revoked")
        elif row.revoked_at is not None:
            refusal = invalid_grant("this authorization has been revoked")
        elif row.expires_at <= now:
            refusal = invalid_grant("the authorization code has expired")
        elif row.redirect_uri != redirect_uri:
            refusal = invalid_grant("redirect_uri differs from the one the code was issued to")
        elif not verifier_matches(code_verifier, row.code_challenge):
            refusal = invalid_grant("code_verifier does not match the code_challenge")
        else:
            return issue(conn, row.grant_id, row.scope, now)
    raise refusal


def refresh(db: Engine, *, client_id: str, refresh_token: str | None, scope: str | None, now: datetime) -> IssuedTokens:
    """refresh_token grant with rotation: the old refresh token is spent, a new pair issued."""
    if not refresh_token:
        raise invalid_request("refresh_token is required")
    refusal: OAuthError | None = None
    with db.begin() as conn:
        row = conn.execute(
            select(oauth_tokens, oauth_grants.c.client_id, oauth_grants.c.revoked_at.label("grant_revoked_at"))
            .join(oauth_grants, oauth_grants.c.id == oauth_tokens.c.grant_id)
            .where(
                oauth_tokens.c.token_hash == hash_secret(refresh_token[:MAX_TOKEN]), oauth_tokens.c.kind == "refresh"
            )
        ).first()
        if row is None or row.client_id != client_id:
            raise invalid_grant("unknown refresh token")
        held = frozenset(row.scope.split())
        if scope is not None:
            try:
                asked = parse_scope(scope)
            except UnknownScope as unknown:
                raise invalid_scope(str(unknown)) from None
            if not held.issuperset(asked):
                raise invalid_scope(f"the refresh token does not carry {', '.join(sorted(set(asked) - held))}")
        claimed = conn.execute(
            update(oauth_tokens)
            .where(oauth_tokens.c.token_hash == row.token_hash, oauth_tokens.c.used_at.is_(None))
            .values(used_at=now)
        )
        if claimed.rowcount != 1:
            revoke_grant(conn, row.grant_id, now)
            refusal = invalid_grant("this refresh token was already used; every token of its sign-in is revoked")
        elif row.revoked_at is not None or row.grant_revoked_at is not None:
            refusal = invalid_grant("this refresh token has been revoked")
        elif row.expires_at <= now:
            refusal = invalid_grant("the refresh token has expired")
        else:
            granted = scope_text(asked) if scope is not None else row.scope
            return issue(conn, row.grant_id, granted, now, refresh_scope=row.scope)
    raise refusal


def revoke(db: Engine, *, client_id: str, token: str, now: datetime) -> None:
    """RFC 7009: a refresh token ends its whole grant; an access token only itself. Unknown tokens,
    and tokens of other clients, are ignored (the answer is the same either way)."""
    with db.begin() as conn:
        row = conn.execute(
            select(oauth_tokens.c.token_hash, oauth_tokens.c.kind, oauth_tokens.c.grant_id, oauth_grants.c.client_id)
            .join(oauth_grants, oauth_grants.c.id == oauth_tokens.c.grant_id)
            .where(oauth_tokens.c.token_hash == hash_secret(token[:MAX_TOKEN]))
        ).first()
        if row is None or row.client_id != client_id:
            return
        if row.kind == "refresh":
            revoke_grant(conn, row.grant_id, now)
        else:
            conn.execute(
                update(oauth_tokens)
                .where(oauth_tokens.c.token_hash == row.token_hash, oauth_tokens.c.revoked_at.is_(None))
                .values(revoked_at=now)
            )


# Built once: this runs on every request that carries an access token.
ACCESS_LOOKUP = (
    select(
        oauth_tokens.c.scope,
        oauth_tokens.c.expires_at,
        oauth_tokens.c.revoked_at,
        oauth_grants.c.revoked_at.label("grant_revoked_at"),
        oauth_grants.c.account_id,
        accounts.c.plan,
    )
    .join(oauth_grants, oauth_grants.c.id == oauth_tokens.c.grant_id)
    .join(accounts, accounts.c.id == oauth_grants.c.account_id)
    .where(oauth_tokens.c.token_hash == bindparam("token_hash"), oauth_tokens.c.kind == "access")
)


def find_access_token(conn: Connection, token: str, now: datetime) -> AccessToken | None:
    """The live access token, or None for an unknown, expired or revoked one."""
    if not token.startswith(ACCESS_TOKEN_PREFIX) or len(token) > MAX_TOKEN:
        return None
    row = conn.execute(ACCESS_LOOKUP, {"token_hash": hash_secret(token)}).first()
    if row is None or row.revoked_at is not None or row.grant_revoked_at is not None or row.expires_at <= now:
        return None
    return AccessToken(account_id=row.account_id, plan=row.plan, scopes=frozenset(row.scope.split()))


def purge_expired(db: Engine, now: datetime) -> None:
    """Forget codes, tokens and unfinished sign-ins past their lifetime (none of them works any more)."""
    with db.begin() as conn:
        conn.execute(delete(oauth_codes).where(oauth_codes.c.expires_at < now))
        conn.execute(delete(oauth_tokens).where(oauth_tokens.c.expires_at < now))
        conn.execute(delete(oauth_requests).where(oauth_requests.c.expires_at < now))
