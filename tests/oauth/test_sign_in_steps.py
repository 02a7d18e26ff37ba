"""The app's side of the sign-in, step by step: the authorize URL, the redirect, the kept tokens."""

from __future__ import annotations

import base64
import hashlib
from urllib.parse import parse_qs, urlsplit

import pytest

from app.client.oauth import (
    SignInError,
    StateMismatchError,
    Tokens,
    authorize_url,
    code_challenge,
    code_from_redirect,
    new_code_verifier,
    tokens_from_response,
)


def test_the_challenge_is_the_base64url_sha256_of_the_verifier():
    verifier = new_code_verifier()
    assert 43 <= len(verifier) <= 128 and verifier != new_code_verifier()
    expected = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    assert code_challenge(verifier) == expected


def test_the_authorize_url_asks_for_a_code_with_s256():
    url = authorize_url(
        "https://studio.example.com/api/oauth/authorize",
        client_id="fwc_1",
        redirect_uri="http://127.0.0.1:5000/callback",
        scopes=("profile:read", "projects:read"),
        state="st",
        challenge="ch",
    )
    parts = urlsplit(url)
    assert parts.netloc == "studio.example.com" and parts.path == "/api/oauth/authorize"
    assert parse_qs(parts.query) == {
        "response_type": ["code"],
        "client_id": ["fwc_1"],
        "redirect_uri": ["http://127.0.0.1:5000/callback"],
        "scope": ["profile:read projects:read"],
        "state": ["st"],
        "code_challenge": ["ch"],
        "code_challenge_method": ["S256"],
    }


def test_the_redirect_gives_its_code_only_with_the_state_sent():
    assert code_from_redirect("code=abc&state=st", "st") == "abc"
    for query in ("code=abc", "code=abc&state=other", "code=abc&state="):
        with pytest.raises(StateMismatchError):
            code_from_redirect(query, "st")
    with pytest.raises(SignInError) as refused:
        code_from_redirect("error=access_denied&error_description=no&state=st", "st")
    assert (refused.value.error, refused.value.description) == ("access_denied", "no")
    with pytest.raises(SignInError):
        code_from_redirect("state=st", "st")


def test_the_redirect_must_name_the_issuer_asked_when_the_server_names_one():
    assert code_from_redirect("code=abc&state=st&iss=https%3A%2F%2Fa.example", "st", "https://a.example") == "abc"
    for query in ("code=abc&state=st", "code=abc&state=st&iss=https%3A%2F%2Fb.example"):
        with pytest.raises(SignInError) as refused:
            code_from_redirect(query, "st", "https://a.example")
        assert refused.value.error == "invalid_issuer"


def test_tokens_round_trip_for_keeping_and_expire_from_the_response():
    tokens = tokens_from_response(
        {
            "access_token": "fwat_a",
            "refresh_token": "fwrt_r",
            "token_type": "Bearer",
            "expires_in": 3600,
            "scope": "profile:read",
        },
        now=100.0,
    )
    assert tokens.expires_at == 3700.0
    assert Tokens.from_dict(tokens.to_dict()) == tokens
    assert not tokens.expires_within(60, now=3600.0) and tokens.expires_within(60, now=3641.0)
    with pytest.raises(SignInError):
        tokens_from_response({"access_token": "fwat_a", "token_type": "Bearer"}, now=0)
    with pytest.raises(SignInError):
        tokens_from_response({"access_token": "a", "refresh_token": "r", "token_type": "mac", "expires_in": 1}, now=0)
