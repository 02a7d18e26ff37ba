"""The async client of the Framewright service, for the desktop app and anyone else."""

from app.client._client import ServiceClient, new_idempotency_key
from app.client._errors import (
    AuthenticationError,
    BadRequestError,
    ConflictError,
    IdempotencyKeyReuseError,
    InsufficientCreditsError,
    NotFoundError,
    NotImplementedByServiceError,
    PermissionDeniedError,
    ServerError,
    ServiceError,
    ServiceUnavailableError,
    StreamError,
)
from app.client._retry import RetryPolicy

__all__ = [
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "IdempotencyKeyReuseError",
    "InsufficientCreditsError",
    "NotFoundError",
    "NotImplementedByServiceError",
    "PermissionDeniedError",
    "RetryPolicy",
    "ServerError",
    "ServiceClient",
    "ServiceError",
    "ServiceUnavailableError",
    "StreamError",
    "new_idempotency_key",
]
