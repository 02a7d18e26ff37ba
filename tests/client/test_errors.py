"""Failure statuses become typed errors carrying the spec's error body."""

from __future__ import annotations

import pytest

from app.client import (
    AuthenticationError,
    BadRequestError,
    ConflictError,
    IdempotencyKeyReuseError,
    InsufficientCreditsError,
    NotFoundError,
    NotImplementedByServiceError,
    PermissionDeniedError,
    ServerError,
    ServiceError,
)
from app.contract import IDEMPOTENCY_KEY_REUSE, ImageToHtmlRequest


@pytest.mark.parametrize(
    "status,kind",
    [
        (400, BadRequestError),
        (401, AuthenticationError),
        (402, InsufficientCreditsError),
        (404, NotFoundError),
        (409, ConflictError),
        (500, ServerError),
        (501, NotImplementedByServiceError),
        (405, ServiceError),
    ],
)
async def test_a_status_maps_to_its_error_with_the_body_parsed(peer, status, kind):
    peer.fail(
        "/me", status, body={"error": f"refused with {status}", "code": "some_code"}, headers={"X-Request-Id": "req_1"}
    )
    async with peer.client() as service:
        with pytest.raises(kind) as failed:
            await service.me()
    assert type(failed.value) is kind
    assert failed.value.status == status and failed.value.headers["x-request-id"] == "req_1"
    assert failed.value.body.error == f"refused with {status}" and failed.value.body.code == "some_code"
    assert len(peer.seen["/me"]) == 1


async def test_a_plan_refusal_says_which_plan_is_needed(peer):
    peer.fail("/credits/purchase", 403, body={"error": "Lite or higher", "upgrade": True, "requiredPlan": "lite"})
    async with peer.client() as service:
        with pytest.raises(PermissionDeniedError) as failed:
            await service.purchase_credits("credits_1000")
    assert failed.value.upgrade is True and failed.value.required_plan == "lite"


async def test_a_reused_idempotency_key_is_its_own_error(peer):
    peer.fail("/image-to-html", 422, body={"error": "key reused", "code": IDEMPOTENCY_KEY_REUSE})
    async with peer.client() as service:
        with pytest.raises(IdempotencyKeyReuseError) as failed:
            await service.image_to_html(
                ImageToHtmlRequest(image="https://example.com/a.png"), idempotency_key="key-0001"
            )
    assert failed.value.body.code == IDEMPOTENCY_KEY_REUSE
    assert len(peer.seen["/image-to-html"]) == 1


@pytest.mark.parametrize("body", [{"message": "not the error shape"}, ["a", "list"]])
async def test_a_failure_without_the_error_body_still_has_a_message(peer, body):
    peer.fail("/me", 500, body=body)
    async with peer.client() as service:
        with pytest.raises(ServerError) as failed:
            await service.me()
    assert failed.value.body.error == "HTTP 500 Internal Server Error"
    assert str(failed.value) == "500: HTTP 500 Internal Server Error"
