"""The account's API keys (a contract addition): list, create (the secret shown once), revoke.

Like every API-key endpoint these refuse OAuth access tokens and, on a plan without API access,
answer 403 (spec 5)."""

from fastapi import APIRouter, Body, Request, Response

from app.contract import ApiKey, ApiKeyList, CreateApiKey, CreatedApiKey, Ok
from app.engine import accounts
from app.engine.problems import bad_request, not_found
from app.engine.routes._common import Caller, errors, json_of, ok
from app.engine.web.deps import service_of

router = APIRouter(tags=["keys"])


@router.get("/keys", response_model=ApiKeyList, responses=errors())
def list_keys(request: Request, principal: Caller) -> Response:
    service = service_of(request)
    request.app.state.usage_writer.flush()  # lastUsed counts every call answered before this one
    with service.db.connect() as conn:
        rows = accounts.live_keys(conn, principal.account_id)
    return json_of(
        ApiKeyList(
            keys=[
                ApiKey(
                    id=row.id,
                    name=row.name,
                    prefix=row.hint,
                    created_at=row.created_at,
                    last_used=row.last_used_at,
                    current=row.id == principal.key_id,
                )
                for row in rows
            ]
        )
    )


@router.post("/keys", response_model=CreatedApiKey, status_code=201, responses=errors(400))
def create_key(
    request: Request, principal: Caller, body: CreateApiKey = Body(default_factory=CreateApiKey)
) -> Response:
    service = service_of(request)
    now = service.now()
    with service.db.begin() as conn:
        key = accounts.create_key(conn, principal.account_id, now, name=body.name)
    return json_of(CreatedApiKey(id=key.key_id, name=body.name, api_key=key.api_key, created_at=now), 201)


@router.delete("/keys/{keyId}", response_model=Ok, responses=errors(400, 404))
def revoke_key(request: Request, principal: Caller, keyId: str) -> Response:
    """Revoking a key that is already revoked changes nothing (so a repeated request is safe)."""
    service = service_of(request)
    with service.db.begin() as conn:
        key = accounts.find_key(conn, principal.account_id, keyId)
        if key is None:
            raise not_found("API key")
        if key.revoked_at is not None:
            return ok()
        if key.id == principal.key_id and len(accounts.live_keys(conn, principal.account_id)) < 2:
            raise bad_request(
                "this is the account's only API key and it is making this request; "
                "create another key first, then revoke this one with the new key"
            )
        accounts.revoke_key(conn, key.id, service.now())
    return ok()
