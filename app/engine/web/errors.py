"""Every failure leaves as the spec's error body (section 7)."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import Match

from app.contract.errors import ErrorBody
from app.engine.problems import Problem
from app.engine.web.request_ids import current_request_id

log = logging.getLogger(__name__)


def error_response(status: int, body: ErrorBody, headers: dict[str, str] | None = None) -> JSONResponse:
    request_id = current_request_id()
    if request_id and body.request_id is None:
        body = body.model_copy(update={"request_id": request_id})
    return JSONResponse(body.to_wire(), status_code=status, headers=headers)


def describe_validation(errors: list[dict]) -> str:
    """One readable sentence per problem, naming the field as the caller spelled it."""
    parts = []
    for error in errors[:5]:
        location = [str(p) for p in error.get("loc", ()) if p not in ("body", "query", "path", "header")]
        where = ".".join(location)
        if error.get("type") == "json_invalid":
            parts.append("the request body is not valid JSON")
        elif error.get("type") == "missing":
            parts.append(f"{where} is required" if where else "the request body is required")
        else:
            message = str(error.get("msg", "is invalid")).removeprefix("Value error, ")
            parts.append(f"{where}: {message}" if where else message)
    return "; ".join(parts) or "invalid request"


METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def allowed_methods(request: Request) -> str:
    """Every method the path answers to, asked of the app's routes one method at a time: a path served by several
    routes (GET and POST /projects) names them all, where the route that refused the method names only its own."""
    allowed = []
    for method in METHODS:
        scope = {**request.scope, "method": method}
        if any(route.matches(scope)[0] is Match.FULL for route in request.app.router.routes):
            allowed.append(method)
    return ", ".join(allowed)


def install(app: FastAPI) -> None:
    @app.exception_handler(Problem)
    async def _problem(_request: Request, problem: Problem) -> JSONResponse:
        return error_response(problem.status, problem.body, problem.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(400, ErrorBody(error=describe_validation(list(exc.errors()))))

    @app.exception_handler(HTTPException)
    async def _http(request: Request, exc: HTTPException) -> JSONResponse:
        message = exc.detail if isinstance(exc.detail, str) else "request failed"
        if exc.status_code == 404 and message == "Not Found":
            message = "no such endpoint"
        headers = getattr(exc, "headers", None)
        if exc.status_code == 405:
            headers = {**(headers or {}), "Allow": allowed_methods(request)}
        return error_response(exc.status_code, ErrorBody(error=message), headers)

    @app.exception_handler(Exception)
    async def _crash(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", exc_info=exc)
        return error_response(500, ErrorBody(error="internal error"))
