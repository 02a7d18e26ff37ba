"""Signing a native app in with OAuth 2.0 + PKCE, as RFC 8252 asks of native apps.

    session = OAuthSession(site_url, client_id)
    await session.sign_in(webbrowser.open)           # browser -> sign-in -> consent -> loopback redirect
    async with ServiceClient(base_url, None, auth=session.auth()) as service:
        await service.me()                           # the access token refreshes itself
    await session.sign_out()                         # revokes the sign-in

The browser step is any callable given the authorize URL (sync, or async for one that drives the
pages itself). Tokens leave through `on_tokens` for the app to keep (e.g. in the OS keyring) and
come back through `tokens=`.
"""

from __future__ import annotations

import asyncio
import inspect
import secrets
import time
from collections.abc import AsyncGenerator, Callable, Generator
from dataclasses import asdict, dataclass
from html import escape
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
from authlib.oauth2.rfc7636 import create_s256_code_challenge

from app import __version__
from app.client._errors import AuthenticationError
from app.contract.errors import ErrorBody
from app.contract.oauth import SCOPES, SERVER_METADATA_PATH

DEFAULT_SCOPES = tuple(SCOPES)
REFRESH_MARGIN_SECONDS = 60  # refresh this long before the access token expires
REDIRECT_PATH = "/callback"


class SignInError(Exception):
    """The authorization server, or the redirect, refused the sign-in."""

    def __init__(self, error: str, description: str = "") -> None:
        super().__init__(f"{error}: {description}" if description else error)
        self.error = error
        self.description = description


class StateMismatchError(SignInError):
    """The redirect did not echo the state this sign-in sent: it answers some other request."""


class SignInRequiredError(SignInError, AuthenticationError):
    """No usable tokens: never signed in, signed out, or the refresh token was refused.

    Also an `AuthenticationError`, so a service call made while signed out fails the way one with a
    refused credential does, and callers that handle one handle both."""

    def __init__(self, error: str, description: str = "") -> None:
        Exception.__init__(self, f"{error}: {description}" if description else error)
        self.error = error
        self.description = description
        self.body = ErrorBody(error=f"sign in again ({description or error})")
        self.status = None
        self.headers = httpx.Headers()


@dataclass(frozen=True)
class Tokens:
    access_token: str
    refresh_token: str
    expires_at: float  # seconds since the epoch
    scope: str

    def expires_within(self, seconds: float, now: float) -> bool:
        return self.expires_at - now <= seconds

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Tokens:
        return cls(
            str(data["access_token"]), str(data["refresh_token"]), float(data["expires_at"]), str(data.get("scope", ""))
        )


# -- the pure steps ------------------------------------------------------------------------------


def new_code_verifier() -> str:
    """64 characters of the unreserved alphabet (RFC 7636 asks for 43 to 128)."""
    return secrets.token_urlsafe(48)


def code_challenge(verifier: str) -> str:
    challenge: str = create_s256_code_challenge(verifier)
    return challenge


def authorize_url(
    endpoint: str, *, client_id: str, redirect_uri: str, scopes: tuple[str, ...] | list[str], state: str, challenge: str
) -> str:
    query = urlencode(
        {
            "response_type": "code",
            "client_id": client_id,
            "redirect_uri": redirect_uri,
            "scope": " ".join(scopes),
            "state": state,
            "code_challenge": challenge,
            "code_challenge_method": "S256",
        }
    )
    return f"{endpoint}{'&' if urlsplit(endpoint).query else '?'}{query}"


def code_from_redirect(query: str, expected_state: str, expected_issuer: str | None = None) -> str:
    """The code in the redirect's query, once its state is the one sent (and, with
    `expected_issuer`, its `iss` names that server: RFC 9207); refusals raise."""
    params = {name: values[0] for name, values in parse_qs(query, keep_blank_values=True).items()}
    if not secrets.compare_digest(params.get("state", ""), expected_state):
        raise StateMismatchError("state_mismatch", "the redirect did not carry the state this sign-in sent")
    if expected_issuer is not None and params.get("iss") != expected_issuer:
        raise SignInError(
            "invalid_issuer", "the redirect came from another authorization server than the one this sign-in asked"
        )
    if "error" in params:
        raise SignInError(params["error"], params.get("error_description", ""))
    if not params.get("code"):
        raise SignInError("invalid_response", "the redirect carried no code")
    return params["code"]


def tokens_from_response(body: dict[str, Any], now: float) -> Tokens:
    try:
        if str(body["token_type"]).lower() != "bearer":
            raise SignInError("invalid_response", f"unexpected token_type {body['token_type']}")
        return Tokens(
            str(body["access_token"]),
            str(body["refresh_token"]),
            now + float(body["expires_in"]),
            str(body.get("scope", "")),
        )
    except (KeyError, TypeError, ValueError) as bad:
        raise SignInError("invalid_response", f"the token response is incomplete: {bad!r}") from None


# -- the loopback redirect -----------------------------------------------------------------------

_PAGE = (
    "<!doctype html><meta charset=utf-8><title>Framewright</title>"
    "<body style='font:16px system-ui;margin:15vh auto;max-width:420px'><h1>{title}</h1><p>{text}</p>"
)


class LoopbackReceiver:
    """A one-shot HTTP listener on 127.0.0.1 and a free port that takes the authorization redirect."""

    def __init__(self, path: str = REDIRECT_PATH, expected_state: str = "", expected_issuer: str | None = None) -> None:
        self.path = path
        self.expected_state = expected_state
        self.expected_issuer = expected_issuer
        self._server: asyncio.Server | None = None
        self._outcome: asyncio.Future[str] | None = None

    async def __aenter__(self) -> LoopbackReceiver:
        self._outcome = asyncio.get_running_loop().create_future()
        self._server = await asyncio.start_server(self._answer, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.close()

    @property
    def redirect_uri(self) -> str:
        if self._server is None:
            raise RuntimeError("the loopback receiver is not listening (use it in `async with`)")
        port: int = self._server.sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}{self.path}"

    async def code(self) -> str:
        """The code of the first redirect to arrive (or its refusal)."""
        return await self._waiting()

    def _waiting(self) -> asyncio.Future[str]:
        if self._outcome is None:
            raise RuntimeError("the loopback receiver is not listening (use it in `async with`)")
        return self._outcome

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=10)
            method, target, _version = head.split(b"\r\n", 1)[0].decode("latin-1").split(" ", 2)
        except (TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError):
            writer.close()
            return
        parts = urlsplit(target)
        outcome = self._waiting()
        if method != "GET" or parts.path != self.path or outcome.done():
            await self._reply(writer, 404, "Not found", "Nothing here.")
            return
        try:
            code = code_from_redirect(parts.query, self.expected_state, self.expected_issuer)
        except SignInError as refused:
            await self._reply(writer, 400, "Sign-in failed", f"{refused} Return to Framewright and try again.")
            if not outcome.done():
                outcome.set_exception(refused)
        else:
            await self._reply(writer, 200, "Signed in", "You can close this window and return to Framewright.")
            if not outcome.done():
                outcome.set_result(code)

    @staticmethod
    async def _reply(writer: asyncio.StreamWriter, status: int, title: str, text: str) -> None:
        body = _PAGE.format(title=escape(title), text=escape(text)).encode()
        writer.write(
            f"HTTP/1.1 {status} {title}\r\nContent-Type: text/html; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n".encode()
            + body
        )
        try:
            await writer.drain()
        finally:
            writer.close()


# -- the session -----------------------------------------------------------------------------


class OAuthSession:
    """One app's sign-in at one service: signs in, hands out a fresh access token, signs out."""

    def __init__(
        self,
        site_url: str,
        client_id: str,
        *,
        scopes: tuple[str, ...] | list[str] = DEFAULT_SCOPES,
        tokens: Tokens | None = None,
        on_tokens: Callable[[Tokens | None], None] | None = None,
        clock: Callable[[], float] = time.time,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.site_url = site_url.rstrip("/")
        self.client_id = client_id
        self.scopes = tuple(scopes)
        self.tokens = tokens
        self._on_tokens = on_tokens
        self._clock = clock
        self._metadata: dict[str, Any] | None = None
        self._lock = asyncio.Lock()
        self._http = httpx.AsyncClient(
            timeout=timeout, transport=transport, headers={"User-Agent": f"framewright/{__version__}"}
        )

    async def __aenter__(self) -> OAuthSession:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def metadata(self) -> dict[str, Any]:
        """The authorization server's metadata (RFC 8414), fetched once."""
        if self._metadata is None:
            response = await self._http.get(self.site_url + SERVER_METADATA_PATH)
            if response.status_code != 200:
                raise SignInError("server_error", f"no authorization server metadata ({response.status_code})")
            found = response.json()
            if "S256" not in found.get("code_challenge_methods_supported", []):
                raise SignInError("server_error", "the authorization server does not offer PKCE with S256")
            self._metadata = found
        return self._metadata

    async def sign_in(
        self, open_browser: Callable[[str], Any], *, redirect_path: str = REDIRECT_PATH, timeout: float = 300.0
    ) -> Tokens:
        """Open the authorize URL with `open_browser` and wait for the redirect to the loopback listener."""
        metadata = await self.metadata()
        verifier, state = new_code_verifier(), secrets.token_urlsafe(32)
        issuer = metadata.get("issuer") if metadata.get("authorization_response_iss_parameter_supported") else None
        async with LoopbackReceiver(redirect_path, state, issuer) as receiver:
            url = authorize_url(
                metadata["authorization_endpoint"],
                client_id=self.client_id,
                redirect_uri=receiver.redirect_uri,
                scopes=self.scopes,
                state=state,
                challenge=code_challenge(verifier),
            )
            code = await _wait_for_code(receiver, open_browser(url), timeout)
            redirect_uri = receiver.redirect_uri
        tokens = await self._token_request(
            {"grant_type": "authorization_code", "code": code, "redirect_uri": redirect_uri, "code_verifier": verifier}
        )
        self._keep(tokens)
        return tokens

    async def access_token(self) -> str:
        """A live access token, refreshed first when it is about to expire."""
        tokens = self.tokens
        if tokens is None:
            raise SignInRequiredError("sign_in_required", "sign in first")
        if tokens.expires_within(REFRESH_MARGIN_SECONDS, self._clock()):
            tokens = await self.refresh(stale=tokens.access_token)
        return tokens.access_token

    async def refresh(self, *, stale: str | None = None) -> Tokens:
        """New tokens for the refresh token (which is spent). With `stale`, only when the access
        token is still that one: concurrent callers refresh once, never twice with one token."""
        async with self._lock:
            tokens = self.tokens
            if tokens is None:
                raise SignInRequiredError("sign_in_required", "sign in first")
            if stale is not None and tokens.access_token != stale:
                return tokens
            try:
                fresh = await self._token_request(
                    {"grant_type": "refresh_token", "refresh_token": tokens.refresh_token}
                )
            except SignInError as refused:
                if refused.error == "invalid_grant":
                    self._keep(None)
                    raise SignInRequiredError(refused.error, refused.description) from None
                raise
            self._keep(fresh)
            return fresh

    async def sign_out(self) -> None:
        """Revoke the sign-in (the refresh token takes its access tokens with it) and forget it."""
        tokens = self.tokens
        if tokens is None:
            return
        metadata = await self.metadata()
        response = await self._http.post(
            metadata["revocation_endpoint"],
            data={"token": tokens.refresh_token, "token_type_hint": "refresh_token", "client_id": self.client_id},
        )
        self._keep(None)
        if response.status_code != 200:
            raise _refusal(response)

    def auth(self) -> httpx.Auth:
        """For `ServiceClient(..., auth=session.auth())`: a bearer token that refreshes itself."""
        return BearerTokenAuth(self)

    async def _token_request(self, fields: dict[str, str]) -> Tokens:
        metadata = await self.metadata()
        response = await self._http.post(metadata["token_endpoint"], data={**fields, "client_id": self.client_id})
        if response.status_code != 200:
            raise _refusal(response)
        return tokens_from_response(response.json(), self._clock())

    def _keep(self, tokens: Tokens | None) -> None:
        self.tokens = tokens
        if self._on_tokens is not None:
            self._on_tokens(tokens)


class BearerTokenAuth(httpx.Auth):
    """httpx authentication with the session's access token; a 401 refreshes it once and retries."""

    def __init__(self, session: OAuthSession) -> None:
        self._session = session

    def sync_auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        raise RuntimeError("OAuth sign-in works with the async client only")

    async def async_auth_flow(self, request: httpx.Request) -> AsyncGenerator[httpx.Request, httpx.Response]:
        token = await self._session.access_token()
        request.headers["Authorization"] = f"Bearer {token}"
        response = yield request
        if response.status_code == 401:
            fresh = await self._session.refresh(stale=token)
            request.headers["Authorization"] = f"Bearer {fresh.access_token}"
            yield request


async def _wait_for_code(receiver: LoopbackReceiver, opened: Any, timeout: float) -> str:
    """The redirect's code; a browser step that is itself awaitable runs alongside, and its failure
    before the redirect arrives ends the wait."""
    browser = asyncio.ensure_future(opened) if inspect.isawaitable(opened) else None
    waiting = asyncio.ensure_future(receiver.code())
    try:
        async with asyncio.timeout(timeout):
            if browser is not None:
                await asyncio.wait({waiting, browser}, return_when=asyncio.FIRST_COMPLETED)
                failure = browser.exception() if browser.done() and not waiting.done() else None
                if failure is not None:
                    raise failure
            return await waiting
    except TimeoutError:
        raise SignInError("timeout", f"no redirect within {timeout:g} s") from None
    finally:
        waiting.cancel()
        if browser is not None:
            if not browser.done():
                await asyncio.wait({browser}, timeout=5)  # let it read the listener's page
            if not browser.done():
                browser.cancel()
            elif not browser.cancelled():
                browser.exception()  # seen: the redirect, not the browser step, decides the outcome


def _refusal(response: httpx.Response) -> SignInError:
    try:
        body = response.json()
        return SignInError(str(body["error"]), str(body.get("error_description", "")))
    except (ValueError, KeyError, TypeError):
        return SignInError("server_error", f"status {response.status_code}")
