"""Who is calling: bearer API keys, or OAuth access tokens on the endpoints that take them (spec 5)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, bindparam, select

from app.contract.limits import API_KEY_PREFIX, PLANS
from app.contract.oauth import ACCESS_TOKEN_PREFIX
from app.engine.accounts import hash_secret
from app.engine.db.tables import accounts, api_keys
from app.engine.oauth.tokens import find_access_token
from app.engine.problems import Problem, plan_required, unauthorized


@dataclass(frozen=True)
class Principal:
    account_id: str
    key_id: str | None
    plan: str


# Built once: this runs on every request.
KEY_LOOKUP = (
    select(api_keys.c.id, api_keys.c.account_id, api_keys.c.revoked_at, accounts.c.plan)
    .join(accounts, accounts.c.id == api_keys.c.account_id)
    .where(api_keys.c.secret_hash == bindparam("secret_hash"))
)


def bearer_secret(authorization: str | None) -> str:
    if not authorization:
        raise unauthorized("missing Authorization header; send Authorization: Bearer <API key>")
    scheme, _, secret = authorization.partition(" ")
    secret = secret.strip()
    if scheme.lower() != "bearer" or not secret:
        raise unauthorized("malformed Authorization header; expected Bearer <API key>")
    if not secret.startswith(API_KEY_PREFIX) or len(secret) > 200:
        raise unauthorized("invalid API key")
    return secret


def authenticate(conn: Connection, authorization: str | None) -> Principal:
    """The principal behind a valid key; 401 for anything else, 403 for a plan without API access."""
    secret = bearer_secret(authorization)
    row = conn.execute(KEY_LOOKUP, {"secret_hash": hash_secret(secret)}).first()
    if row is None:
        raise unauthorized("invalid API key")
    if row.revoked_at is not None:
        raise unauthorized("this API key has been revoked")
    principal = Principal(account_id=row.account_id, key_id=row.id, plan=row.plan)
    if not PLANS[row.plan].api_access:
        raise FreePlanProblem(principal)
    return principal


class FreePlanProblem(Problem):
    """403 for a valid key on a plan without API access; still counted as a call of the account."""

    def __init__(self, principal: Principal) -> None:
        base = plan_required()
        super().__init__(403, base.body.error, upgrade=True, required_plan=base.body.required_plan)
        self.principal = principal


# -- OAuth access tokens (spec 5.5) ---------------------------------------------------------------


def carries_access_token(authorization: str | None) -> bool:
    scheme, _, secret = (authorization or "").partition(" ")
    return scheme.lower() == "bearer" and secret.strip().startswith(ACCESS_TOKEN_PREFIX)


def api_key_required() -> Problem:
    return Problem(
        403, "this endpoint requires an API key; OAuth access tokens are not accepted here", code="api_key_required"
    )


def authenticate_access_token(
    conn: Connection, authorization: str, scope: str, now: datetime, resource_metadata_url: str
) -> Principal:
    """The account an access token acts for, if it is live (401) and carries `scope` (403).

    Apps signed in with OAuth act for the user on any plan: the plan's API access governs API keys."""
    found = find_access_token(conn, authorization.partition(" ")[2].strip(), now)
    if found is None:
        raise Problem(
            401,
            "invalid, expired or revoked access token",
            headers={
                "WWW-Authenticate": (
                    f'Bearer realm="framewright", error="invalid_token", resource_metadata="{resource_metadata_url}"'
                )
            },
        )
    if scope not in found.scopes:
        raise Problem(
            403,
            f"this access token lacks the scope {scope}",
            code="insufficient_scope",
            headers={"WWW-Authenticate": f'Bearer realm="framewright", error="insufficient_scope", scope="{scope}"'},
        )
    return Principal(account_id=found.account_id, key_id=None, plan=found.plan)
