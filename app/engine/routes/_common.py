"""What the route modules share: the caller dependency and documented error responses."""

from typing import Annotated

from fastapi import Depends, Request, Response

from app.contract import ContractModel, ErrorBody
from app.contract.oauth import INSPIRATIONS_READ, PROFILE_READ, PROJECTS_READ, PROJECTS_WRITE
from app.engine.auth import Principal
from app.engine.web.deps import caller, caller_with_scope

Caller = Annotated[Principal, Depends(caller)]  # API keys only

# The endpoints that also take OAuth access tokens, each with the scope a token needs there.
ReadsProfile = Annotated[Principal, Depends(caller_with_scope(PROFILE_READ))]
ReadsProjects = Annotated[Principal, Depends(caller_with_scope(PROJECTS_READ))]
WritesProjects = Annotated[Principal, Depends(caller_with_scope(PROJECTS_WRITE))]
ReadsInspirations = Annotated[Principal, Depends(caller_with_scope(INSPIRATIONS_READ))]

_MEANINGS = {
    400: "Invalid or missing input",
    401: "Missing, invalid or revoked credential",
    402: "Insufficient credits",
    403: "The plan has no API access",
    404: "Not found (or owned by another account)",
    409: "A request with the same Idempotency-Key is still running",
    422: "Idempotency-Key reused with a different body",
    429: "Too many requests for the key or account in this minute (Retry-After says when to try again)",
    501: "Not available in this engine yet",
    503: "The renderer or screenshot conversion is unavailable, or the work queue is full (Retry-After)",
    504: "The work took longer than the engine waits for it; nothing was charged",
}
# every operation can answer these: bad input, a credential refused, a plan without access, a rate limit
ALWAYS = (400, 401, 403, 429)
# what waits for a conversion or an export, in process or on a team's queue
QUEUED = (503, 504)


# the seconds to wait before trying again, sent with 429 and with a full queue's 503
RETRY_AFTER = {
    "Retry-After": {"description": "seconds to wait before trying again", "schema": {"type": "integer", "minimum": 1}}
}


def errors(*statuses: int) -> dict:
    return {
        s: {"model": ErrorBody, "description": _MEANINGS[s], **({"headers": RETRY_AFTER} if s in (429, 503) else {})}
        for s in sorted({*ALWAYS, *statuses})
    }


def json_of(model: ContractModel, status: int = 200, *, exclude_none: bool = False) -> Response:
    """The model as the wire's JSON, serialised once by pydantic (the route's response_model documents it)."""
    return Response(model.model_dump_json(exclude_none=exclude_none), status_code=status, media_type="application/json")


def ok() -> Response:
    return Response(b'{"ok":true}', media_type="application/json")


def site_url(request: Request) -> str:
    configured = request.app.state.service.settings.site_url
    return (configured or str(request.base_url)).rstrip("/")
