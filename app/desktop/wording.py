"""Failures in words a user understands, never a traceback."""

from __future__ import annotations

from app.client import (
    AuthenticationError,
    InsufficientCreditsError,
    NotImplementedByServiceError,
    PermissionDeniedError,
    ServiceError,
    ServiceUnavailableError,
)
from app.client.oauth import SignInError, SignInRequiredError


def describe(failure: BaseException) -> str:
    if isinstance(failure, SignInRequiredError):
        return "Signed out: sign in again (File → Sign in…)"
    if isinstance(failure, SignInError):
        if failure.error == "access_denied":
            return "Sign-in cancelled: access was not allowed in the browser"
        return f"Sign-in failed: {failure.description or failure.error}"
    if isinstance(failure, InsufficientCreditsError):
        return "Not enough credits: buy a pack"
    if isinstance(failure, PermissionDeniedError):
        if failure.upgrade or failure.required_plan:
            plan = (failure.required_plan or "lite").capitalize()
            return f"Upgrade to {plan}: {failure.body.error}"
        if failure.body.code == "api_key_required":
            return "This needs an API key: signed in with the browser, use Settings → API key for it"
        return f"Not allowed: {failure.body.error}"
    if isinstance(failure, AuthenticationError):
        return f"The service did not accept the API key: {failure.body.error}"
    if isinstance(failure, NotImplementedByServiceError):
        return f"Not available yet: {failure.body.error}"
    if isinstance(failure, ServiceUnavailableError):
        return "The service is not reachable; try again when it is back"
    if isinstance(failure, ServiceError):
        return failure.body.error[:1].upper() + failure.body.error[1:]
    if isinstance(failure, OSError):
        return f"Could not read or write a file: {failure.strerror or failure}"
    return f"Something went wrong: {failure}"
