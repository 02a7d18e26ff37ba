"""The discovery documents (RFC 8414, RFC 9728) as the engine serves them."""

from __future__ import annotations

import httpx
from authlib.oauth2.rfc8414 import AuthorizationServerMetadata

from tests.oauth.conftest import ALL_SCOPES


async def test_authorization_server_metadata(engine, monkeypatch):
    async with httpx.AsyncClient() as raw:
        answer = await raw.get(engine.site_url + "/.well-known/oauth-authorization-server")
    assert answer.status_code == 200 and answer.headers["content-type"] == "application/json"
    document = answer.json()
    site = engine.site_url
    assert document["issuer"] == site
    assert document["authorization_endpoint"] == site + "/api/oauth/authorize"
    assert document["token_endpoint"] == site + "/api/oauth/token"
    assert document["revocation_endpoint"] == site + "/api/oauth/revoke"
    assert document["code_challenge_methods_supported"] == ["S256"]
    assert document["authorization_response_iss_parameter_supported"] is True
    assert document["grant_types_supported"] == ["authorization_code", "refresh_token"]
    assert document["response_types_supported"] == ["code"]
    assert document["token_endpoint_auth_methods_supported"] == ["none"]
    assert tuple(document["scopes_supported"]) == ALL_SCOPES
    monkeypatch.setenv("AUTHLIB_INSECURE_TRANSPORT", "1")  # the test engine is on http://127.0.0.1
    AuthorizationServerMetadata(document).validate()


async def test_protected_resource_metadata(engine):
    async with httpx.AsyncClient() as raw:
        document = (await raw.get(engine.site_url + "/.well-known/oauth-protected-resource")).json()
    assert document["resource"] == engine.site_url
    assert document["authorization_servers"] == [engine.site_url]
    assert tuple(document["scopes_supported"]) == ALL_SCOPES
    assert document["bearer_methods_supported"] == ["header"]


async def test_the_configured_site_url_names_the_endpoints(engine):
    engine.service.settings.site_url = "https://studio.example.com"
    try:
        async with httpx.AsyncClient() as raw:
            document = (await raw.get(engine.site_url + "/.well-known/oauth-authorization-server")).json()
    finally:
        engine.service.settings.site_url = None
    assert document["issuer"] == "https://studio.example.com"
    assert document["token_endpoint"] == "https://studio.example.com/api/oauth/token"
    AuthorizationServerMetadata(document).validate()
