"""Running a request under its Idempotency-Key (spec 8.2)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import anyio
from anyio import to_thread
from fastapi import Request, Response

from app.contract.errors import IDEMPOTENCY_KEY_REUSE
from app.engine import idempotency
from app.engine.auth import Principal
from app.engine.problems import Problem, bad_request
from app.engine.web.deps import service_of
from app.engine.web.errors import error_response

REPLAYED = "Idempotency-Replayed"


async def run_keyed(
    request: Request, principal: Principal, endpoint: str, produce: Callable[[], Awaitable[Response]]
) -> Response:
    key = request.headers.get("idempotency-key")
    if key is None:
        return await produce()
    problem = idempotency.key_problem(key)
    if problem:
        raise bad_request(problem)
    service = service_of(request)
    request_hash = idempotency.fingerprint(await request.body())
    try:
        outcome = await to_thread.run_sync(
            idempotency.begin, service.db, principal.account_id, endpoint, key, request_hash, service.now()
        )
    except idempotency.KeyReused:
        raise Problem(
            422, "this Idempotency-Key was already used with a different request body", code=IDEMPOTENCY_KEY_REUSE
        ) from None
    except idempotency.StillRunning:
        raise Problem(
            409,
            "a request with this Idempotency-Key is still being processed; retry shortly",
            code="idempotency_key_in_use",
        ) from None
    if isinstance(outcome, idempotency.Stored):
        return Response(
            outcome.body, status_code=outcome.status, media_type=outcome.content_type, headers={REPLAYED: "true"}
        )
    try:
        try:
            response = await produce()
        except Problem as refused:
            response = error_response(refused.status, refused.body, refused.headers)
    except BaseException:
        with anyio.CancelScope(shield=True):
            await to_thread.run_sync(idempotency.abandon, service.db, outcome)
        raise
    with anyio.CancelScope(shield=True):
        await to_thread.run_sync(
            idempotency.finish,
            service.db,
            outcome,
            response.status_code,
            response.headers.get("content-type", "application/json"),
            bytes(response.body),
        )
    return response
