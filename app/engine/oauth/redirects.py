"""Redirect URIs of native apps (RFC 8252): which may be registered, and which match a registration.

A loopback redirect URI matches whatever port the app listened on: `http://127.0.0.1:53817/callback`
matches a registered `http://127.0.0.1/callback`. Every other URI must match exactly.
"""

from __future__ import annotations

from urllib.parse import SplitResult, urlencode, urlsplit

LOOPBACK_HOSTS = ("127.0.0.1", "::1")
MAX_REDIRECT_URI = 2000


class UnusableRedirect(ValueError):
    pass


def _split(uri: str) -> SplitResult:
    try:
        parts = urlsplit(uri)
        parts.port  # noqa: B018 -- raises on a port that is not a number
    except ValueError as bad:
        raise UnusableRedirect(f"{uri!r} is not a URI: {bad}") from None
    return parts


def is_loopback(parts: SplitResult) -> bool:
    return parts.scheme == "http" and parts.hostname in LOOPBACK_HOSTS


def check_registrable(uri: str) -> str:
    """A redirect URI a client may register: https, http on a loopback IP literal, or an app's own
    reverse-domain scheme (`com.example.app:/callback`); never a fragment or user info."""
    if len(uri) > MAX_REDIRECT_URI:
        raise UnusableRedirect("the redirect URI is too long")
    parts = _split(uri)
    if parts.fragment or "#" in uri:
        raise UnusableRedirect(f"{uri}: a redirect URI has no fragment")
    if parts.username is not None or parts.password is not None:
        raise UnusableRedirect(f"{uri}: a redirect URI has no user info")
    if parts.scheme == "https" and parts.hostname:
        return uri
    if parts.scheme == "http":
        if is_loopback(parts):
            return uri
        raise UnusableRedirect(f"{uri}: plain http is allowed only on a loopback address (127.0.0.1 or [::1])")
    if "." in parts.scheme and parts.scheme not in ("http", "https"):
        return uri
    raise UnusableRedirect(f"{uri}: use https, http://127.0.0.1/..., or a reverse-domain scheme")


def matches(registered: list[str], given: str) -> bool:
    """Whether `given` is one of the client's redirect URIs (loopback ones on any port)."""
    if given in registered:
        return True
    try:
        asked = _split(given)
    except UnusableRedirect:
        return False
    if not is_loopback(asked) or asked.fragment or asked.username is not None or asked.password is not None:
        return False
    for uri in registered:
        parts = _split(uri)
        if (
            is_loopback(parts)
            and parts.hostname == asked.hostname
            and parts.path == asked.path
            and parts.query == asked.query
        ):
            return True
    return False


def with_parameters(uri: str, parameters: dict[str, str | None]) -> str:
    """The redirect URI with the response parameters added to its query."""
    query = urlencode({k: v for k, v in parameters.items() if v is not None})
    return f"{uri}{'&' if urlsplit(uri).query else '?'}{query}"
