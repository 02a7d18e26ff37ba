"""The machine-readable contract: OpenAPI at /api/v1/openapi.json, and no input that makes a 5xx."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

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


IDEMPOTENT = {"/image-to-html", "/export-code", "/designtool-export", "/credits/purchase"}  # spec 8.2
QUEUED = {"/image-to-html", "/export-code", "/designtool-export"}  # work that waits for the renderer or a worker


async def test_every_operation_declares_the_statuses_it_can_answer(engine):
    """400/401/403/429 everywhere (bad input, a credential refused, a plan without API access, a rate limit), with
    the spec's error body; 503/504 where work waits; 422 only where an Idempotency-Key can be reused, never
    FastAPI's own validation body (invalid input is 400); Retry-After described where it is sent; a bearer
    credential on every operation."""
    async with httpx.AsyncClient() as raw:
        document = (await raw.get(engine.base_url + "/openapi.json")).json()
    scheme = document["components"]["securitySchemes"]["bearer"]
    assert scheme["type"] == "http" and scheme["scheme"] == "bearer"
    assert "HTTPValidationError" not in str(document)
    for path, operations in document["paths"].items():
        endpoint = path.removeprefix("/api/v1")
        for method, operation in operations.items():
            where = f"{method.upper()} {path}"
            responses = operation["responses"]
            assert operation["security"] == [{"bearer": []}], where
            for status in ("400", "401", "403", "429"):
                body = responses[status]["content"]["application/json"]["schema"]
                assert body == {"$ref": "#/components/schemas/ErrorBody"}, (where, status)
            assert "Retry-After" in responses["429"]["headers"], where
            assert ("422" in responses) == (endpoint in IDEMPOTENT), where
            waits = {"503", "504"} & set(responses)
            assert waits == ({"503", "504"} if endpoint in QUEUED else set()), where
            if "503" in responses:
                assert "Retry-After" in responses["503"]["headers"], where
    assert "400" in document["paths"]["/api/v1/inspirations"]["get"]["responses"]  # a tag over 100 characters
    stream = document["paths"]["/api/v1/chat"]["post"]["responses"]["200"]["content"]["text/event-stream"]["schema"]
    assert stream["properties"]["data"]["contentSchema"] == {"$ref": "#/components/schemas/ChatEvent"}
    assert {"TextEvent", "ToolCallEvent", "ToolResultEvent", "FinishEvent"} <= set(document["components"]["schemas"])


async def test_a_method_a_path_does_not_take_is_refused_naming_every_method_it_does(http):
    """405 with the error body and an Allow header listing every method of the path, whichever route answers."""
    for path, methods in {
        "/frames": "POST, DELETE",
        "/themes": "GET, POST, PUT, DELETE",
        "/projects": "GET, POST",
        "/projects/prj_x": "GET, DELETE",
        "/keys": "GET, POST",
        "/me": "GET",
    }.items():
        refused = await http.request("PATCH", path)
        assert refused.status_code == 405, path
        assert refused.headers["allow"] == methods, path
        assert refused.json()["error"]


CONFIG = Path(__file__).with_name("schemathesis.toml")  # 400 allowed for schema-valid content it cannot judge
PHASES = ("examples", "coverage", "fuzzing", "stateful")


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_every_operation_passes_every_schemathesis_check(engine, account, tmp_path):
    """schemathesis's own run, as `st run` does it: every operation, every phase (examples, coverage, fuzzing and
    stateful sequences that follow the links between operations), every check (no server error, statuses, headers
    and bodies as documented, negative data refused, valid data accepted, Allow headers, auth enforced, resources
    gone once deleted), bounded and seeded. Zero failures, zero errors."""
    with httpx.Client() as raw:
        document = raw.get(engine.base_url + "/openapi.json").json()
    operations = sum(len(methods) for methods in document["paths"].values())
    command = [sys.executable, "-m", "schemathesis.cli", "--config-file", str(CONFIG), "--no-color", "run"]
    command += [engine.base_url + "/openapi.json", "--url", engine.site_url, "--checks", "all"]
    command += ["--phases", ",".join(PHASES), "--mode", "all", "--max-examples", "25", "--seed", "1"]
    command += ["--workers", "1", "--generation-database", "none", "-H", f"Authorization: Bearer {account.api_key}"]
    run = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    report = run.stdout + run.stderr
    assert run.returncode == 0, report[-8000:]
    assert f"Selected: {operations}/{operations}" in report and f"Tested: {operations}" in report, report[-3000:]
    for phase in ("Coverage", "Fuzzing", "Stateful"):
        assert re.search(rf"✅\s+{phase}", report), (phase, report[-3000:])
    cases = re.search(r"(\d+) generated, (\d+) passed", report)
    assert cases and cases[1] == cases[2] and int(cases[1]) >= 20 * operations, report[-3000:]
