"""Signing the desktop in to a remote service with the browser (OAuth 2.0 + PKCE, as RFC 8252 asks
of native apps): the system browser opens the service's sign-in page, the redirect comes back to a
one-shot listener on loopback, and the tokens go to the OS keyring (or memory, as API keys do).
The access token refreshes itself when it is about to expire; signing out revokes the sign-in.

A deployment registers the desktop once, under the id it ships with:
    framewright admin create-oauth-client --name Framewright --client-id framewright-desktop \\
        --redirect-uri http://127.0.0.1/callback
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx

from app.client.oauth import OAuthSession, SignInError, Tokens
from app.desktop.credentials import SIGN_IN, KeyStore

DESKTOP_CLIENT_ID = "framewright-desktop"


def site_of(base_url: str) -> str:
    """The service's site (where `/.well-known/...` lives) for its API base URL."""
    return base_url.rstrip("/").removesuffix("/api/v1")


def open_system_browser(url: str) -> None:
    """The user's own browser at `url` (where their passwords and sessions are)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    if not QDesktopServices.openUrl(QUrl(url)):
        raise SignInError("no_browser", f"no web browser could be opened; open this address yourself: {url}")


def stored_tokens(keys: KeyStore, base_url: str) -> Tokens | None:
    kept = keys.get(base_url, SIGN_IN)
    if not kept:
        return None
    try:
        return Tokens.from_dict(json.loads(kept))
    except (ValueError, KeyError, TypeError):
        keys.forget(base_url, SIGN_IN)  # unreadable: as good as signed out
        return None


class BrowserSignIn:
    """One remote service's browser sign-in: its tokens kept in `keys` under the service's address."""

    def __init__(
        self,
        base_url: str,
        keys: KeyStore,
        *,
        client_id: str = DESKTOP_CLIENT_ID,
        open_browser: Callable[[str], Any] = open_system_browser,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = base_url
        self.keys = keys
        self.open_browser = open_browser
        self.session = OAuthSession(
            site_of(base_url),
            client_id,
            tokens=stored_tokens(keys, base_url),
            on_tokens=self._keep,
            transport=transport,
        )

    @property
    def signed_in(self) -> bool:
        return self.session.tokens is not None

    async def sign_in(self, timeout: float = 300.0) -> Tokens:
        """Open the browser at the sign-in page and wait for the service to send the user back."""
        return await self.session.sign_in(self.open_browser, timeout=timeout)

    async def sign_out(self) -> None:
        """Revoke the sign-in at the service and forget its tokens here (forgotten even when the
        service cannot be reached: the refresh token then expires unused)."""
        try:
            await self.session.sign_out()
        finally:
            self._keep(None)

    def auth(self) -> httpx.Auth:
        return self.session.auth()

    async def aclose(self) -> None:
        await self.session.aclose()

    def _keep(self, tokens: Tokens | None) -> None:
        if tokens is None:
            self.keys.forget(self.base_url, SIGN_IN)
        else:
            self.keys.put(self.base_url, json.dumps(tokens.to_dict()), SIGN_IN)
