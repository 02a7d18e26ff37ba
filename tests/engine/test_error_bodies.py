"""Every failure answers the spec's error body (section 7), never a bare framework message."""

from __future__ import annotations

import asyncio
import json

import pytest

from tests.support.bodies import error_of


async def test_unknown_paths_and_methods(http):
    missing = await http.get("/nothing-here")
    assert missing.status_code == 404 and error_of(missing) == {"error": "no such endpoint"}
    wrong_method = await http.patch("/themes")
    assert wrong_method.status_code == 405 and wrong_method.json()["error"]


async def test_invalid_json_is_400_with_a_readable_message(http):
    response = await http.post("/themes", content=b"{not json", headers={"content-type": "application/json"})
    assert response.status_code == 400
    assert error_of(response) == {"error": "the request body is not valid JSON"}


async def test_validation_messages_name_the_field_as_the_wire_spells_it(http):
    response = await http.post("/frames", json={"frameId": "x", "html": ""})
    assert response.status_code == 400
    assert "projectId is required" in response.json()["error"]


async def test_a_declared_body_over_the_cap_is_refused_before_it_is_sent(engine, account):
    """Only the headers go out: the engine must answer from the declared length alone."""
    host, port = engine.site_url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(
        (
            f"POST /api/v1/themes HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {account.api_key}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {64 * 1024 * 1024}\r\n\r\n"
        ).encode()
    )
    await writer.drain()
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=10)
    length = int(
        next(line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
    )
    body = json.loads(await reader.readexactly(length))
    writer.close()
    assert head.startswith(b"HTTP/1.1 400")
    assert "larger than" in body["error"]


@pytest.mark.parametrize("path", ["/themes", "/frames", "/credits/purchase", "/export-code"])
async def test_a_body_that_is_not_an_object_is_400(http, path):
    response = await http.post(path, json=[1, 2, 3])
    assert response.status_code == 400 and response.json()["error"]
