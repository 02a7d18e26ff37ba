"""POST /export-code (spec 4.3) against a real engine over HTTP: code, billing, idempotency, cache."""

from __future__ import annotations

import hashlib
import re

import httpx
import pytest

from app.client import InsufficientCreditsError, NotFoundError, ServiceClient
from app.contract import ExportCodeRequest, SaveFrame
from app.contract.limits import MAX_HTML_BYTES
from app.engine import credits
from tests.codegen.screens import png_data_uri

pytestmark = pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)

CARD = """<!doctype html><body style="margin:0;font-family:sans-serif">
<div style="display:flex;gap:12px;padding:16px;align-items:center">
  <div style="width:40px;height:40px;border-radius:20px;background:#4f46e5"></div>
  <span style="font-size:18px;font-weight:700;color:#111827">Ada Lovelace</span>
</div></body>"""


async def test_html_becomes_code_for_15_credits_with_usage_and_idempotent_replay(client, http):
    body = {"html": CARD, "framework": "jetpack_compose", "label": "Profile card"}
    response = await http.post("/export-code", json=body, headers={"Idempotency-Key": "export-code-1"})
    assert response.status_code == 200, response.text
    result = response.json()
    assert set(result) == {"code", "language", "fileExtension", "fileName", "framework", "cached"}
    assert (result["language"], result["fileExtension"], result["fileName"], result["framework"], result["cached"]) == (
        "kotlin",
        ".kt",
        "Profile_card.kt",
        "jetpack_compose",
        False,
    )
    assert "fun ProfileCard(modifier: Modifier = Modifier)" in result["code"]
    assert '"Ada Lovelace"' in result["code"] and "Arrangement.spacedBy(12.dp)" in result["code"]
    assert (await client.me()).credits.balance == 2000 - 15
    replay = await http.post("/export-code", json=body, headers={"Idempotency-Key": "export-code-1"})
    assert replay.headers["idempotency-replayed"] == "true" and replay.json() == result
    assert (await client.me()).credits.balance == 2000 - 15
    usage = await client.usage(days=1)
    assert usage.summary.by_endpoint["/export-code"].credits == 15


async def test_the_same_html_framework_and_label_come_from_the_cache(client):
    first = await client.export_code(ExportCodeRequest(html=CARD, framework="flutter"))
    again = await client.export_code(ExportCodeRequest(html=CARD, framework="flutter"))
    assert (first.cached, again.cached) == (False, True)
    assert again.code == first.code and again.file_name == "Screen.dart"
    other_label = await client.export_code(ExportCodeRequest(html=CARD, framework="flutter", label="Card"))
    other_framework = await client.export_code(ExportCodeRequest(html=CARD, framework="swiftui"))
    assert not other_label.cached and "class Card extends StatelessWidget" in other_label.code
    assert not other_framework.cached and other_framework.language == "swift"
    assert (await client.me()).credits.balance == 2000 - 4 * 15


async def test_every_framework_answers_with_its_language(client):
    expected = {"flutter": "dart", "react_native": "tsx", "swiftui": "swift", "jetpack_compose": "kotlin"}
    for framework, language in expected.items():
        result = await client.export_code(ExportCodeRequest(html=CARD, framework=framework, label="Home"))
        assert (result.framework, result.language) == (framework, language)
        assert result.file_name == "Home" + result.file_extension and "Ada Lovelace" in result.code


async def test_inline_images_are_stored_and_named_by_their_cdn_url(engine, client):
    data_uri = png_data_uri((250, 0, 0), (8, 8))
    html = f"<body style='margin:0'><img src='{data_uri}' style='width:80px;height:80px;display:block'></body>"
    result = await client.export_code(ExportCodeRequest(html=html, framework="react_native"))
    assert "data:image" not in result.code
    url = re.search(r'uri: "([^"]+)"', result.code).group(1)
    assert url.startswith(engine.site_url + "/cdn/")
    async with httpx.AsyncClient() as plain:
        served = await plain.get(url)
    import base64

    original = base64.b64decode(data_uri.split(",", 1)[1])
    assert (
        served.status_code == 200 and hashlib.sha256(served.content).hexdigest() == hashlib.sha256(original).hexdigest()
    )


async def test_a_stored_frame_of_the_caller_is_exported_and_others_are_404(engine, client):
    project = await client.create_project("App")
    await client.save_frame(SaveFrame(frame_id="home", project_id=project.id, html=CARD, label="Home screen"))
    result = await client.export_code(ExportCodeRequest(frame_id="home", project_id=project.id, framework="swiftui"))
    assert result.file_name == "Home_screen.swift" and "struct HomeScreen: View" in result.code
    other = engine.new_account()
    async with ServiceClient(engine.base_url, other.api_key) as theirs:
        their_project = await theirs.create_project("Theirs")
        await theirs.save_frame(SaveFrame(frame_id="secret", project_id=their_project.id, html=CARD))
    with pytest.raises(NotFoundError):
        await client.export_code(ExportCodeRequest(frame_id="secret", project_id=their_project.id, framework="swiftui"))
    with pytest.raises(NotFoundError):
        await client.export_code(ExportCodeRequest(frame_id="home", project_id=their_project.id, framework="swiftui"))
    assert (await client.me()).credits.balance == 2000 - 15


@pytest.mark.parametrize(
    "body,words",
    [
        ({"html": "", "framework": "flutter"}, "html"),
        ({"html": "   \n ", "framework": "flutter"}, "empty"),
        ({"html": "just some words", "framework": "flutter"}, "HTML"),
        ({"html": CARD, "framework": "ionic"}, "'flutter', 'react_native', 'swiftui' or 'jetpack_compose'"),
        ({"html": CARD}, "framework"),
        ({"framework": "flutter"}, "html"),
        ({"frameId": "home", "framework": "flutter"}, "projectId"),
        ({"html": "<p>" + "x" * MAX_HTML_BYTES + "</p>", "framework": "flutter"}, "8 MB"),
        ({"html": "<div>" * 300 + "deep" + "</div>" * 300, "framework": "swiftui"}, "levels deep"),
    ],
)
async def test_bad_input_is_400_with_the_error_body_and_costs_nothing(client, http, body, words):
    response = await http.post("/export-code", json=body)
    assert response.status_code == 400, response.text
    assert words in response.json()["error"]
    assert (await client.me()).credits.balance == 2000


async def test_a_short_balance_is_402_and_nothing_is_generated(engine, account, client):
    credits.adjust(engine.service.db, account.id, -(2000 - 14), "nearly empty", engine.clock())
    with pytest.raises(InsufficientCreditsError):
        await client.export_code(ExportCodeRequest(html=CARD, framework="flutter"))
    assert (await client.me()).credits.balance == 14
