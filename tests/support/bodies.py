"""Error bodies as tests compare them: the request id checked against the header, then set aside."""

from __future__ import annotations


def error_of(response) -> dict:
    body = dict(response.json())
    request_id = body.pop("requestId", None)
    assert request_id is not None and request_id == response.headers.get("x-request-id"), (request_id, response.headers)
    return body
