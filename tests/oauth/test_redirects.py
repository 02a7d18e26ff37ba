"""Which redirect URIs a client may register, and which requests match them (RFC 8252)."""

from __future__ import annotations

import pytest

from app.engine.oauth.redirects import UnusableRedirect, check_registrable, matches, with_parameters

LOOPBACK = ["http://127.0.0.1/callback"]


@pytest.mark.parametrize(
    "given",
    [
        "http://127.0.0.1/callback",
        "http://127.0.0.1:1/callback",
        "http://127.0.0.1:65535/callback",
        "http://127.0.0.1:53817/callback",
    ],
)
def test_a_loopback_redirect_matches_on_any_port(given):
    assert matches(LOOPBACK, given)


@pytest.mark.parametrize(
    "given",
    [
        "http://127.0.0.1:53817/callback/",
        "http://127.0.0.1:53817/Callback",
        "http://127.0.0.1:53817/callback?x=1",
        "http://127.0.0.2:53817/callback",
        "http://localhost:53817/callback",
        "https://127.0.0.1:53817/callback",
        "http://127.0.0.1:53817@evil.example/callback",
        "http://user@127.0.0.1:53817/callback",
        "http://127.0.0.1:53817/callback#x",
        "http://127.0.0.1:port/callback",
        "",
        "callback",
    ],
)
def test_anything_else_does_not(given):
    assert not matches(LOOPBACK, given)


def test_other_uris_match_exactly():
    registered = ["https://app.example.com/cb", "com.example.studio:/oauth"]
    assert matches(registered, "https://app.example.com/cb")
    assert matches(registered, "com.example.studio:/oauth")
    assert not matches(registered, "https://app.example.com:8443/cb")
    assert not matches(registered, "https://app.example.com/cb?next=/")


@pytest.mark.parametrize(
    "uri",
    ["http://127.0.0.1/callback", "http://[::1]/callback", "https://app.example.com/cb", "com.example.studio:/oauth"],
)
def test_registrable(uri):
    assert check_registrable(uri) == uri


@pytest.mark.parametrize(
    "uri",
    [
        "http://app.example.com/cb",
        "http://localhost/cb",
        "https://app.example.com/cb#frag",
        "javascript:alert(1)",
        "https://user@app.example.com/cb",
        "ftp://127.0.0.1/cb",
        "/relative",
    ],
)
def test_not_registrable(uri):
    with pytest.raises(UnusableRedirect):
        check_registrable(uri)


def test_response_parameters_join_an_existing_query():
    assert (
        with_parameters("https://a.example/cb?app=1", {"code": "c d", "state": None})
        == "https://a.example/cb?app=1&code=c+d"
    )
    assert with_parameters("http://127.0.0.1:5/cb", {"code": "c"}) == "http://127.0.0.1:5/cb?code=c"
