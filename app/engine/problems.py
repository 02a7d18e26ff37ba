"""Failures the engine answers with the spec's error body (section 7)."""

from __future__ import annotations

from app.contract.errors import ErrorBody
from app.contract.limits import LOWEST_API_PLAN


class Problem(Exception):
    """A request that cannot be served; becomes `status` with the error body."""

    def __init__(
        self,
        status: int,
        error: str,
        *,
        code: str | None = None,
        upgrade: bool | None = None,
        required_plan: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(error)
        self.status = status
        self.body = ErrorBody(error=error, code=code, upgrade=upgrade, required_plan=required_plan)
        self.headers = headers or {}


def bad_request(error: str, code: str | None = None) -> Problem:
    return Problem(400, error, code=code)


def unauthorized(error: str) -> Problem:
    return Problem(401, error, headers={"WWW-Authenticate": 'Bearer realm="framewright"'})


def plan_required(error: str = "API access requires the Lite plan or higher") -> Problem:
    return Problem(403, error, upgrade=True, required_plan=LOWEST_API_PLAN)


def not_found(what: str) -> Problem:
    return Problem(404, f"{what} not found")


def insufficient_credits(needed: int, balance: int) -> Problem:
    return Problem(
        402, f"insufficient credits: this call costs {needed}, the balance is {balance}", code="insufficient_credits"
    )
