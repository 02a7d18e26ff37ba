"""Who is calling: bearer API keys (spec 5)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, select

from app.contract.limits import API_KEY_PREFIX, PLANS
from app.engine.accounts import hash_secret
from app.engine.db.tables import accounts, api_keys
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
