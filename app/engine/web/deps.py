"""Request dependencies: the service, the caller, and the usage ticket every call carries."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from fastapi import Request

from app.contract.limits import API_PREFIX
from app.contract.oauth import RESOURCE_METADATA_PATH
from app.engine import rate_limits
from app.engine.auth import (
    FreePlanProblem,
    Principal,
    api_key_required,
    authenticate,
    authenticate_access_token,
    carries_access_token,
)
from app.engine.service import Service


@dataclass
class UsageTicket:
    """What the usage recorder writes once the response status is known."""

    principal: Principal
    endpoint: str
    credits: int = 0


def service_of(request: Request) -> Service:
    return request.app.state.service


def endpoint_of(request: Request) -> str:
    route = request.scope.get("route")
    path = getattr(route, "path", request.url.path)
    return path[len(API_PREFIX) :] if path.startswith(API_PREFIX) else path


async def caller(request: Request) -> Principal:
    """Authenticate the bearer key (401/403) and open the call's usage ticket.

    The lookup is one indexed read, cheaper than the hop to a worker thread, so it runs on
    the event loop. An OAuth access token is refused here (403): see `caller_with_scope`."""
    service = service_of(request)
    if carries_access_token(request.headers.get("authorization")):
        raise api_key_required()
    try:
        with service.db.connect() as conn:
            principal = authenticate(conn, request.headers.get("authorization"))
    except FreePlanProblem as refused:
        request.state.usage = UsageTicket(refused.principal, endpoint_of(request))
        raise
    request.state.usage = UsageTicket(principal, endpoint_of(request))
    limit_rate(service, principal)
    return principal


def limit_rate(service: Service, principal: Principal) -> None:
    """429 when the key or the account is over its plan's calls a minute (shared by every engine)."""
    if service.settings.rate_limits:
        rate_limits.enforce(service.db, service.settings.rate_limits, principal, service.now())


def caller_with_scope(scope: str) -> Callable[[Request], Awaitable[Principal]]:
    """`caller` for the endpoints that also take OAuth access tokens: an API key as ever, or an
    access token carrying `scope`."""

    async def scoped_caller(request: Request) -> Principal:
        authorization = request.headers.get("authorization", "")
        if not carries_access_token(authorization):
            return await caller(request)
        service = service_of(request)
        configured = service.settings.site_url or str(request.base_url)
        with service.db.connect() as conn:
            principal = authenticate_access_token(
                conn, authorization, scope, service.now(), configured.rstrip("/") + RESOURCE_METADATA_PATH
            )
        request.state.usage = UsageTicket(principal, endpoint_of(request))
        limit_rate(service, principal)
        return principal

    scoped_caller.__name__ = f"caller_with_{scope.replace(':', '_')}"
    return scoped_caller


def charge_noted(request: Request, credits: int) -> None:
    ticket: UsageTicket | None = getattr(request.state, "usage", None)
    if ticket is not None:
        ticket.credits = credits
