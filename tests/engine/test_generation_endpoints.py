"""What every generative endpoint does before its work: 402 when the balance is short, 400 for a bad
body, and nothing charged for either. (Each endpoint's own work is tested beside it:
tests/engine/test_image_to_html.py, tests/engine/test_designtool_export.py,
tests/codegen/test_export_code_endpoint.py, tests/engine/test_chat.py.)"""

from __future__ import annotations

import pytest

from app.client import InsufficientCreditsError
from app.contract import DesignToolExportRequest, ExportCodeRequest, ImageToHtmlRequest
from app.engine import credits
from tests.support.images import data_url, image_bytes

PNG = data_url(image_bytes("PNG"))


@pytest.mark.parametrize(
    "call,cost",
    [
        (lambda c: c.image_to_html(ImageToHtmlRequest(image=PNG)), 30),
        (lambda c: c.export_code(ExportCodeRequest(html="<p>x</p>", framework="react_native")), 15),
        (lambda c: c.designtool_export(DesignToolExportRequest(html="<p>x</p>")), 10),
    ],
)
async def test_402_when_the_balance_is_short(engine, account, client, call, cost):
    credits.adjust(engine.service.db, account.id, -(2000 - cost + 1), "nearly empty", engine.clock())
    with pytest.raises(InsufficientCreditsError) as refused:
        await call(client)
    assert str(cost) in refused.value.body.error
    assert (await client.me()).credits.balance == cost - 1


@pytest.mark.parametrize(
    "path,body",
    [
        ("/image-to-html", {}),
        ("/image-to-html", {"image": ""}),
        ("/image-to-html", {"image": "http://example.com/a.png"}),
        ("/image-to-html", {"image": "ftp://example.com/a.png"}),
        ("/image-to-html", {"image": "data:image/png;base64,aGVsbG8="}),
        ("/image-to-html", {"image": PNG, "breakdown": "yes please"}),
        ("/export-code", {"html": "<p>"}),
        ("/export-code", {"html": "<p>", "framework": "ionic"}),
        ("/export-code", {"framework": "flutter"}),
        ("/export-code", {"framework": "flutter", "frameId": "f"}),
        ("/designtool-export", {}),
        ("/designtool-export", {"html": "<p>", "width": 0}),
        ("/designtool-export", {"html": "<p>", "height": "tall"}),
        ("/chat", {}),
        ("/chat", {"messages": [], "projectId": "p", "id": "c"}),
        ("/chat", {"messages": [{"id": "m", "role": "system", "parts": []}], "projectId": "p", "id": "c"}),
    ],
)
async def test_invalid_bodies_get_400_and_cost_nothing(client, http, path, body):
    response = await http.post(path, json=body)
    assert response.status_code == 400, response.text
    assert response.json()["error"]
    assert (await client.me()).credits.balance == 2000
