"""Request dependencies: the service, the caller, and the usage ticket every call carries."""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import Request

from app.contract.limits import API_PREFIX
from app.engine.auth import FreePlanProblem, Principal, authenticate
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
    return path[len(API_PREFIX):] if path.startswith(API_PREFIX) else path


async def caller(request: Request) -> Principal:
    """Authenticate the bearer key (401/403) and open the call's usage ticket.

    The lookup is one indexed read, cheaper than the hop to a worker thread, so it runs on
    the event loop."""
    service = service_of(request)
    try:
        with service.db.connect() as conn:
            principal = authenticate(conn, request.headers.get("authorization"))
    except FreePlanProblem as refused:
        request.state.usage = UsageTicket(refused.principal, endpoint_of(request))
        raise
    request.state.usage = UsageTicket(principal, endpoint_of(request))
    return principal


def charge_noted(request: Request, credits: int) -> None:
    ticket: UsageTicket | None = getattr(request.state, "usage", None)
    if ticket is not None:
        ticket.credits = credits
