"""export-code before its engine lands: auth, plan gate, validation, ownership, 402
and idempotency work; the work itself answers 501 and releases the credits it reserved.
(image-to-html and designtool-export have their engines: tests/engine/test_image_to_html.py and
tests/engine/test_designtool_export.py.)"""

from __future__ import annotations

import pytest

from app.client import (
    BadRequestError,
    InsufficientCreditsError,
    NotFoundError,
    NotImplementedByServiceError,
)
from app.contract import DesignToolExportRequest, ExportCodeRequest, ImageToHtmlRequest, SaveFrame
from app.engine import credits
from tests.support.images import data_url, image_bytes

PNG = data_url(image_bytes("PNG"))


def ledger_kinds(engine, account_id):
    from sqlalchemy import select

    from app.engine.db.tables import credit_ledger

    with engine.service.db.connect() as conn:
        return [(r.kind, r.delta) for r in conn.execute(
            select(credit_ledger).where(credit_ledger.c.account_id == account_id).order_by(credit_ledger.c.id))]


@pytest.mark.parametrize("call,cost", [
    (lambda c: c.export_code(ExportCodeRequest(html="<p>x</p>", framework="flutter")), 15),
])
async def test_501_after_reserving_and_releasing_the_cost(engine, account, client, call, cost):
    with pytest.raises(NotImplementedByServiceError) as refused:
        await call(client)
    assert refused.value.status == 501 and "not available" in refused.value.body.error
    assert (await client.me()).credits.balance == 2000
    assert ledger_kinds(engine, account.id)[-2:] == [("reserve", -cost), ("release", cost)]


@pytest.mark.parametrize("call,cost", [
    (lambda c: c.image_to_html(ImageToHtmlRequest(image=PNG)), 30),
    (lambda c: c.export_code(ExportCodeRequest(html="<p>x</p>", framework="react_native")), 15),
    (lambda c: c.designtool_export(DesignToolExportRequest(html="<p>x</p>")), 10),
])
async def test_402_when_the_balance_is_short(engine, account, client, call, cost):
    credits.adjust(engine.service.db, account.id, -(2000 - cost + 1), "nearly empty", engine.clock())
    with pytest.raises(InsufficientCreditsError) as refused:
        await call(client)
    assert str(cost) in refused.value.body.error
    assert (await client.me()).credits.balance == cost - 1


@pytest.mark.parametrize("path,body", [
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
])
async def test_invalid_bodies_get_400_and_cost_nothing(client, http, path, body):
    response = await http.post(path, json=body)
    assert response.status_code == 400, response.text
    assert response.json()["error"]
    assert (await client.me()).credits.balance == 2000


async def test_export_of_a_stored_frame_checks_it_belongs_to_the_caller(engine, client):
    project = await client.create_project("P")
    await client.save_frame(SaveFrame(frame_id="home", project_id=project.id, html="<p>home</p>"))
    with pytest.raises(NotImplementedByServiceError):
        await client.export_code(ExportCodeRequest(frame_id="home", project_id=project.id, framework="swiftui"))
    with pytest.raises(NotFoundError):
        await client.export_code(ExportCodeRequest(frame_id="nope", project_id=project.id, framework="swiftui"))
    other = await client.create_project("Other")
    with pytest.raises(NotFoundError):
        await client.export_code(ExportCodeRequest(frame_id="home", project_id=other.id, framework="swiftui"))
