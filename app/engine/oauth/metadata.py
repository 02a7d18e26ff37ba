"""The discovery documents: authorization server (RFC 8414) and protected resource (RFC 9728)."""

from __future__ import annotations

from app.contract.oauth import AUTHORIZE_PATH, REVOKE_PATH, SCOPES, TOKEN_PATH


def authorization_server(site_url: str) -> dict:
    return {
        "issuer": site_url,
        "authorization_endpoint": site_url + AUTHORIZE_PATH,
        "token_endpoint": site_url + TOKEN_PATH,
        "revocation_endpoint": site_url + REVOKE_PATH,
        "scopes_supported": list(SCOPES),
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "code_challenge_methods_supported": ["S256"],
        "authorization_response_iss_parameter_supported": True,
        "token_endpoint_auth_methods_supported": ["none"],
        "revocation_endpoint_auth_methods_supported": ["none"],
    }


def protected_resource(site_url: str) -> dict:
    return {
        "resource": site_url,
        "authorization_servers": [site_url],
        "scopes_supported": list(SCOPES),
        "bearer_methods_supported": ["header"],
        "resource_name": "Framewright",
    }
