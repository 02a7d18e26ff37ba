"""One hierarchy of typed errors, each carrying the service's error body (spec section 7)."""

from __future__ import annotations

import httpx
from pydantic import ValidationError

from app.contract.errors import ErrorBody


class ServiceError(Exception):
    """A call the service refused or could not answer."""

    def __init__(self, body: ErrorBody, status: int | None = None, headers: httpx.Headers | None = None) -> None:
        super().__init__(f"{status}: {body.error}" if status else body.error)
        self.body = body
        self.status = status
        self.headers = headers or httpx.Headers()


class BadRequestError(ServiceError):
    """400: invalid or missing input."""


class AuthenticationError(ServiceError):
    """401: missing, invalid or revoked credential."""


class InsufficientCreditsError(ServiceError):
    """402: the balance is too low for the call."""


class PermissionDeniedError(ServiceError):
    """403: the plan (or the token's scope) does not allow the call."""

    @property
    def upgrade(self) -> bool:
        return bool(self.body.upgrade)

    @property
    def required_plan(self) -> str | None:
        return self.body.required_plan


class NotFoundError(ServiceError):
    """404: no such resource for this account."""


class ConflictError(ServiceError):
    """409: a request with the same Idempotency-Key is still running."""


class IdempotencyKeyReuseError(ServiceError):
    """422: the Idempotency-Key was used before with a different body."""


class ServerError(ServiceError):
    """5xx: the service failed."""


class NotImplementedByServiceError(ServerError):
    """501: the service does not offer this yet."""


class ServiceUnavailableError(ServiceError):
    """The service could not be reached (after the retries that were safe)."""


class StreamError(ServiceError):
    """The chat stream carried something that is not an event, or broke off."""


BY_STATUS: dict[int, type[ServiceError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    402: InsufficientCreditsError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: IdempotencyKeyReuseError,
    501: NotImplementedByServiceError,
}


def error_for(response: httpx.Response) -> ServiceError:
    """The typed error for a failed (and read) response, with its error body or one made up from the status."""
    try:
        body = ErrorBody.model_validate_json(response.content)
    except ValidationError:
        body = ErrorBody(error=f"HTTP {response.status_code} {response.reason_phrase}".strip())
    status = response.status_code
    kind = BY_STATUS.get(status) or (ServerError if status >= 500 else ServiceError)
    return kind(body, status, response.headers)
