"""The authorization server's endpoints at the site root (spec 5.5): authorize, token, revoke, metadata."""

from __future__ import annotations

from urllib.parse import urlsplit

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from app.contract.oauth import (
    AUTHORIZE_PATH,
    RESOURCE_METADATA_PATH,
    REVOKE_PATH,
    SERVER_METADATA_PATH,
    SIGN_IN_LIFETIME,
    TOKEN_PATH,
)
from app.engine.oauth import authorizations, metadata, pages, passwords, redirects, tokens
from app.engine.oauth.clients import find_client
from app.engine.oauth.errors import OAuthError, invalid_client, invalid_request
from app.engine.routes._common import site_url
from app.engine.web.deps import service_of

router = APIRouter(tags=["oauth"], include_in_schema=False)

BROWSER_COOKIE = "fw_oauth_browser"
NO_STORE = {"Cache-Control": "no-store", "Pragma": "no-cache"}
PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"


def _page(html: str, status: int = 200, *, redirect_uri: str | None = None) -> HTMLResponse:
    csp = PAGE_CSP
    if redirect_uri:  # browsers hold the consent form's redirect to form-action too
        parts = urlsplit(redirect_uri)
        csp += f" {parts.scheme}://{parts.netloc}" if parts.netloc else f" {parts.scheme}:"
    return HTMLResponse(
        html,
        status_code=status,
        headers={
            **NO_STORE,
            "Content-Security-Policy": csp,
            "X-Frame-Options": "DENY",
            "Referrer-Policy": "no-referrer",
            "X-Content-Type-Options": "nosniff",
        },
    )


def _redirect(location: str, issuer: str) -> RedirectResponse:
    """The authorization response, naming its issuer (RFC 9207) so an app signed in to several
    services can tell which one answered."""
    location = redirects.with_parameters(location, {"iss": issuer})
    return RedirectResponse(location, status_code=303, headers={**NO_STORE, "Referrer-Policy": "no-referrer"})


# -- authorization: sign-in form, then consent ------------------------------------------------


@router.get(AUTHORIZE_PATH)
def authorize(request: Request) -> Response:
    service = service_of(request)
    browser = request.cookies.get(BROWSER_COOKIE)
    if not authorizations.is_browser_secret(browser):
        browser = authorizations.new_browser_secret()
    try:
        with service.db.begin() as conn:
            asked = authorizations.check_request(conn, request.query_params)
            nonce = authorizations.start(conn, asked, browser, service.now())
    except authorizations.NotRedirectable as refused:
        return _page(pages.problem(str(refused)), 400)
    except authorizations.RedirectedRefusal as refused:
        return _redirect(refused.location, site_url(request))
    response = _page(pages.sign_in(asked.client.name, nonce))
    response.set_cookie(
        BROWSER_COOKIE,
        browser,
        max_age=int(SIGN_IN_LIFETIME.total_seconds()),
        path="/api/oauth",
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
    )
    return response


@router.post(AUTHORIZE_PATH)
async def authorize_step(request: Request) -> Response:
    form = await request.form(max_files=0, max_fields=10)
    fields = {name: value for name, value in form.items() if isinstance(value, str)}
    browser = request.cookies.get(BROWSER_COOKIE)
    return await to_thread.run_sync(_authorize_step, service_of(request), fields, browser, site_url(request))


def _authorize_step(service, fields: dict[str, str], browser: str | None, issuer: str) -> Response:
    nonce = fields.get("request", "")
    with service.db.begin() as conn:
        pending = authorizations.find(conn, nonce, browser, service.now())
        if pending is None:
            return _page(pages.problem("This sign-in has expired or was started in another browser."), 400)
        step = fields.get("step")
        if step == "sign-in":
            email = fields.get("email", "")[:320]
            if (wait := passwords.wait_before_trying(conn, email, service.now())) is not None:
                minutes = max(1, round(wait.total_seconds() / 60))
                return _page(
                    pages.sign_in(
                        pending.client_name,
                        nonce,
                        email=email,
                        error=f"Too many wrong passwords: try again in {minutes} minute{'s' if minutes > 1 else ''}.",
                    ),
                    429,
                )
            account_id = passwords.account_signing_in(conn, email, fields.get("password", ""), service.now())
            if account_id is None:
                passwords.record_failure(conn, email, service.now())
                return _page(
                    pages.sign_in(pending.client_name, nonce, email=email, error="Wrong email or password."), 401
                )
            passwords.clear_failures(conn, email)
            authorizations.record_sign_in(conn, pending, account_id)
            pending = authorizations.find(conn, nonce, browser, service.now())
            if pending is None:  # it expired in the meantime
                return _page(pages.problem("This sign-in has expired or was started in another browser."), 400)
            return _page(
                pages.consent(pending.client_name, pending.account_email or "", pending.scopes, nonce),
                redirect_uri=pending.redirect_uri,
            )
        if step == "consent" and pending.account_id is not None:
            if fields.get("decision") == "allow":
                return _redirect(authorizations.approve(conn, pending, service.now()), issuer)
            if fields.get("decision") == "deny":
                return _redirect(authorizations.deny(conn, pending), issuer)
            return _page(pages.problem("Choose Allow or Deny."), 400)
        return _page(pages.problem("Sign in before giving consent."), 400)


# -- tokens ----------------------------------------------------------------------------------


def _oauth_error(refused: OAuthError) -> JSONResponse:
    return JSONResponse(refused.to_wire(), status_code=refused.status, headers=NO_STORE)


async def _form(request: Request) -> dict[str, str]:
    if not request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        raise invalid_request("send the parameters as application/x-www-form-urlencoded")
    form = await request.form(max_files=0, max_fields=20)
    return {name: value for name, value in form.items() if isinstance(value, str)}


def _client_of(service, fields: dict[str, str]):
    with service.db.connect() as conn:
        client = find_client(conn, fields.get("client_id"))
    if client is None:
        raise invalid_client()
    return client


def _token(service, fields: dict[str, str]) -> dict:
    client = _client_of(service, fields)
    grant_type = fields.get("grant_type")
    if grant_type == "authorization_code":
        issued = tokens.exchange_code(
            service.db,
            client_id=client.id,
            code=fields.get("code"),
            redirect_uri=fields.get("redirect_uri"),
            code_verifier=fields.get("code_verifier"),
            now=service.now(),
        )
    elif grant_type == "refresh_token":
        issued = tokens.refresh(
            service.db,
            client_id=client.id,
            refresh_token=fields.get("refresh_token"),
            scope=fields.get("scope"),
            now=service.now(),
        )
    elif not grant_type:
        raise invalid_request("grant_type is required")
    else:
        raise OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token")
    return issued.to_wire()


@router.post(TOKEN_PATH)
async def token(request: Request) -> Response:
    try:
        fields = await _form(request)
        issued = await to_thread.run_sync(_token, service_of(request), fields)
    except OAuthError as refused:
        return _oauth_error(refused)
    return JSONResponse(issued, headers=NO_STORE)


def _revoke(service, fields: dict[str, str]) -> None:
    client = _client_of(service, fields)
    if not fields.get("token"):
        raise invalid_request("token is required")
    tokens.revoke(service.db, client_id=client.id, token=fields["token"], now=service.now())


@router.post(REVOKE_PATH)
async def revoke(request: Request) -> Response:
    try:
        fields = await _form(request)
        await to_thread.run_sync(_revoke, service_of(request), fields)
    except OAuthError as refused:
        return _oauth_error(refused)
    return Response(status_code=200, headers=NO_STORE)


# -- discovery -------------------------------------------------------------------------------


@router.get(SERVER_METADATA_PATH)
def server_metadata(request: Request) -> JSONResponse:
    return JSONResponse(metadata.authorization_server(site_url(request)))


@router.get(RESOURCE_METADATA_PATH)
def resource_metadata(request: Request) -> JSONResponse:
    return JSONResponse(metadata.protected_resource(site_url(request)))
