"""Refusals of the token and revocation endpoints, as RFC 6749 section 5.2 words them."""

from __future__ import annotations


class OAuthError(Exception):
    """Leaves as `{"error": ..., "error_description": ...}` with `status`."""

    def __init__(self, error: str, description: str, status: int = 400) -> None:
        super().__init__(f"{error}: {description}")
        self.error = error
        self.description = description
        self.status = status

    def to_wire(self) -> dict[str, str]:
        return {"error": self.error, "error_description": self.description}


def invalid_request(description: str) -> OAuthError:
    return OAuthError("invalid_request", description)


def invalid_grant(description: str) -> OAuthError:
    return OAuthError("invalid_grant", description)


def invalid_client(description: str = "unknown client_id") -> OAuthError:
    return OAuthError("invalid_client", description, status=401)


def invalid_scope(description: str) -> OAuthError:
    return OAuthError("invalid_scope", description)
