"""The machine-readable contract: OpenAPI at /api/v1/openapi.json, and no input that makes a 5xx."""

from __future__ import annotations

import re

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import positive_data_acceptance

SPEC_NAMES = [
    "frameId",
    "projectId",
    "themeId",
    "styleGuide",
    "bodyHtml",
    "themeVariables",
    "fileExtension",
    "fileName",
    "contentType",
    "createdAt",
    "totalCalls",
    "byEndpoint",
    "requiredPlan",
]


async def test_openapi_is_served_with_the_specs_camel_case_names(engine):
    async with httpx.AsyncClient() as raw:
        document = (await raw.get(engine.base_url + "/openapi.json")).json()
    text = str(document)
    for name in SPEC_NAMES:
        assert f"'{name}'" in text, name
    assert "frame_id" not in text and "style_guide" not in text
    for path in (
        "/upload",
        "/image-to-html",
        "/export-code",
        "/designtool-export",
        "/usage",
        "/credits/purchase",
        "/themes",
        "/frames",
        "/frames/{frameId}/render",
        "/chat",
        "/me",
        "/projects",
        "/projects/{projectId}",
    ):
        assert "/api/v1" + path in document["paths"], path


async def test_every_operation_has_a_readable_stable_id(engine):
    """Generated clients name their functions after operationIds: `getMe`, not `me_api_v1_me_get`."""
    async with httpx.AsyncClient() as raw:
        document = (await raw.get(engine.base_url + "/openapi.json")).json()
    ids = [op["operationId"] for ops in document["paths"].values() for op in ops.values()]
    assert len(ids) == len(set(ids)) >= 20
    for operation_id in ids:
        assert re.fullmatch(r"[a-z]+(?:[A-Z][a-z0-9]*)*", operation_id), operation_id
        assert "api" not in operation_id.lower() and "V1" not in operation_id
    assert {"getMe", "createTheme", "imageToHtml", "exportCode", "upload", "chat", "listProjects"} <= set(ids)


# what a schema cannot say a valid value is: a decodable image, markup with something to lay out. For these
# operations a schema-valid request may still be refused with a 400 that says why; every other check applies.
CONTENT_CHECKED = {"/upload", "/image-to-html", "/export-code", "/designtool-export", "/chat"}


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_every_operation_passes_every_schemathesis_check(engine, account):
    """Bounded property-based requests over every operation, positive and negative, with all of schemathesis's
    checks: no server error, status codes and bodies as documented, negative data refused, valid data accepted."""
    schema = schemathesis.openapi.from_url(engine.base_url + "/openapi.json")
    auth = {"Authorization": f"Bearer {account.api_key}"}
    failures: dict[str, str] = {}
    operations = 0
    for result in schema.get_all_operations():
        operation = result.ok()
        operations += 1
        excluded = [positive_data_acceptance] if operation.path.removeprefix("/api/v1") in CONTENT_CHECKED else []
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(mode))
            @settings(
                max_examples=25, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
            )
            def exercise(case):  # run at once, inside this iteration: the loop's names are the current ones
                try:
                    case.call_and_validate(base_url=engine.site_url, headers=auth, excluded_checks=excluded)  # noqa: B023
                except AssertionError as failed:  # schemathesis's failures are assertion errors
                    failures.setdefault(f"{case.method} {operation.path}", str(failed)[:600])  # noqa: B023

            try:
                exercise()
            except Unsatisfiable:
                pass  # an operation with nothing to get wrong (no parameters, no body) has no negative cases
    assert operations >= 20
    assert failures == {}, "\n\n".join(f"{where}: {what}" for where, what in failures.items())
