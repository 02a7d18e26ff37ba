"""The retry policy as plain logic: which failures may be repeated, and how long to wait."""

from __future__ import annotations

import httpx
import pytest

from app.client import RetryPolicy
from app.client._retry import is_repeatable

POLICY = RetryPolicy()


def request(method: str, path: str, **headers: str) -> httpx.Request:
    return httpx.Request(method, f"http://127.0.0.1/api/v1{path}", headers=headers)


@pytest.mark.parametrize(
    "method,path,headers,repeatable",
    [
        ("GET", "/me", {}, True),
        ("PUT", "/themes", {}, True),
        ("DELETE", "/frames", {}, True),
        ("POST", "/frames", {}, True),
        ("POST", "/themes", {}, False),
        ("POST", "/projects", {}, False),
        ("POST", "/chat", {}, False),
        ("POST", "/upload", {}, False),
        ("POST", "/export-code", {"Idempotency-Key": "key-0001"}, True),
    ],
)
def test_what_is_safe_to_repeat(method, path, headers, repeatable):
    assert is_repeatable(request(method, path, **headers), path) is repeatable


def test_a_request_that_never_reached_the_service_may_always_be_repeated():
    refused = httpx.ConnectError("refused")
    assert POLICY.wait_after_failure(0, refused, repeatable=False) is not None
    assert POLICY.wait_after_failure(0, httpx.ConnectTimeout("slow"), repeatable=False) is not None


@pytest.mark.parametrize(
    "failure",
    [
        httpx.ReadError("reset"),
        httpx.ReadTimeout("slow"),
        httpx.RemoteProtocolError("closed"),
        httpx.WriteError("broken"),
    ],
)
def test_a_request_that_may_have_been_handled_is_repeated_only_if_safe(failure):
    assert POLICY.wait_after_failure(0, failure, repeatable=False) is None
    assert POLICY.wait_after_failure(0, failure, repeatable=True) is not None


def test_attempts_are_bounded():
    policy = RetryPolicy(retries=2)
    refused = httpx.ConnectError("refused")
    assert [policy.wait_after_failure(attempt, refused, True) is not None for attempt in range(4)] == [
        True,
        True,
        False,
        False,
    ]
    assert policy.wait_after_response(2, httpx.Response(503), repeatable=True) is None


@pytest.mark.parametrize(
    "status,retried", [(502, True), (503, True), (504, True), (500, False), (501, False), (429, False), (404, False)]
)
def test_only_gateway_and_unavailable_statuses_are_retried(status, retried):
    assert (POLICY.wait_after_response(0, httpx.Response(status), repeatable=True) is not None) is retried
    assert POLICY.wait_after_response(0, httpx.Response(status), repeatable=False) is None


def test_backoff_grows_exponentially_with_jitter_up_to_the_cap():
    waits = {attempt: [POLICY.backoff(attempt) for _ in range(500)] for attempt in range(6)}
    for attempt, samples in waits.items():
        ceiling = min(2.0, 0.2 * 2**attempt)
        assert all(0 <= wait <= ceiling for wait in samples)
        assert max(samples) > ceiling * 0.8 and len(set(samples)) > 400  # spread over the range: jitter
    assert max(waits[5]) <= 2.0


@pytest.mark.parametrize("retry_after,wait", [("1.5", 1.5), ("0", 0.0), ("120", 2.0), ("-3", 0.0)])
def test_retry_after_seconds_on_a_503_wins_up_to_the_cap(retry_after, wait):
    response = httpx.Response(503, headers={"Retry-After": retry_after})
    assert POLICY.wait_after_response(0, response, repeatable=True) == wait


@pytest.mark.parametrize("status,retry_after", [(502, "1.5"), (503, "Wed, 21 Oct 2026 07:28:00 GMT"), (503, "nan")])
def test_other_retry_afters_fall_back_to_backoff(status, retry_after):
    response = httpx.Response(status, headers={"Retry-After": retry_after})
    assert 0 <= POLICY.wait_after_response(0, response, repeatable=True) <= 0.2
