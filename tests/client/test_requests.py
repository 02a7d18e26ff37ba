"""Every method sends what the interface spec says (method, path, query, body, headers) and returns
the contract model it promises."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from app import __version__
from app.client import ServiceClient
from app.contract import (
    CreateTheme,
    CreditPurchaseResult,
    DesignToolExportRequest,
    ExportCodeRequest,
    ExportCodeResult,
    ImageToHtmlRequest,
    ImageToHtmlResult,
    Me,
    Project,
    ProjectDetail,
    SaveFrame,
    Theme,
    UpdateTheme,
    UploadResult,
    UsageResult,
)
from tests.client.conftest import CREDENTIAL

Call = Callable[[ServiceClient], Awaitable[Any]]
KEYED = {"/image-to-html", "/export-code", "/designtool-export", "/credits/purchase"}

CASES: list[tuple[str, Call, str, str, dict[str, str], Any, Callable[[Any], bool]]] = [
    # name, call, method, raw path after /api/v1, query, JSON body (None: no body), check on the result
    ("me", lambda c: c.me(), "GET", "/me", {}, None, lambda r: isinstance(r, Me) and r.credits.balance == 10),
    (
        "usage",
        lambda c: c.usage(days=7, key_id="key_2"),
        "GET",
        "/usage",
        {"days": "7", "keyId": "key_2"},
        None,
        lambda r: isinstance(r, UsageResult) and r.summary.by_endpoint["/export-code"].credits == 15,
    ),
    ("usage, defaults", lambda c: c.usage(), "GET", "/usage", {}, None, lambda r: isinstance(r, UsageResult)),
    ("list_themes", lambda c: c.list_themes(), "GET", "/themes", {}, None, lambda r: [t.id for t in r] == ["thm_1"]),
    (
        "get_theme",
        lambda c: c.get_theme("thm 1"),
        "GET",
        "/themes",
        {"id": "thm 1"},
        None,
        lambda r: isinstance(r, Theme) and r.variants["default"]["--primary"] == "#123456",
    ),
    (
        "create_theme",
        lambda c: c.create_theme(CreateTheme(name="Dusk", variables={"--primary": "#000"})),
        "POST",
        "/themes",
        {},
        {"name": "Dusk", "variables": {"--primary": "#000"}},
        lambda r: isinstance(r, Theme),
    ),
    (
        "update_theme",
        lambda c: c.update_theme(UpdateTheme(id="thm_1", variables={"--primary": "#111"}, variant_name="dark")),
        "PUT",
        "/themes",
        {},
        {"id": "thm_1", "variables": {"--primary": "#111"}, "variantName": "dark"},
        lambda r: isinstance(r, Theme),
    ),
    ("delete_theme", lambda c: c.delete_theme("thm_1"), "DELETE", "/themes", {}, {"id": "thm_1"}, lambda r: r is None),
    (
        "save_frame",
        lambda c: c.save_frame(
            SaveFrame(frame_id="frm_1", project_id="prj_1", html="<p>hi</p>", left=400, theme_id="thm_1")
        ),
        "POST",
        "/frames",
        {},
        {
            "frameId": "frm_1",
            "projectId": "prj_1",
            "html": "<p>hi</p>",
            "label": "Screen",
            "left": 400,
            "top": 0,
            "themeId": "thm_1",
        },
        lambda r: r is None,
    ),
    (
        "delete_frame",
        lambda c: c.delete_frame("frm/1"),
        "DELETE",
        "/frames",
        {"frameId": "frm/1"},
        None,
        lambda r: r is None,
    ),
    (
        "render_frame",
        lambda c: c.render_frame("frm/1 ?"),
        "GET",
        "/frames/frm%2F1%20%3F/render",
        {},
        None,
        lambda r: r == "<!doctype html><p>Home</p>",
    ),
    (
        "list_projects",
        lambda c: c.list_projects(),
        "GET",
        "/projects",
        {},
        None,
        lambda r: [p.name for p in r] == ["Fit"] and r[0].created_at.year == 2026,
    ),
    (
        "create_project",
        lambda c: c.create_project("Fit"),
        "POST",
        "/projects",
        {},
        {"name": "Fit"},
        lambda r: isinstance(r, Project) and r.id == "prj_1",
    ),
    (
        "create_project, unnamed",
        lambda c: c.create_project(),
        "POST",
        "/projects",
        {},
        {},
        lambda r: isinstance(r, Project),
    ),
    (
        "get_project",
        lambda c: c.get_project("prj/1"),
        "GET",
        "/projects/prj%2F1",
        {},
        None,
        lambda r: isinstance(r, ProjectDetail) and r.frames[0].frame_id == "frm_1",
    ),
    ("delete_project", lambda c: c.delete_project("prj_1"), "DELETE", "/projects/prj_1", {}, None, lambda r: r is None),
    (
        "upload_data_url",
        lambda c: c.upload_data_url("data:image/png;base64,iVBORw==", "a.png"),
        "POST",
        "/upload",
        {},
        {"image": "data:image/png;base64,iVBORw==", "filename": "a.png"},
        lambda r: isinstance(r, UploadResult) and r.content_type == "image/png",
    ),
    (
        "image_to_html",
        lambda c: c.image_to_html(ImageToHtmlRequest(image="https://example.com/a.png", label="A")),
        "POST",
        "/image-to-html",
        {},
        {"image": "https://example.com/a.png", "label": "A", "breakdown": False},
        lambda r: isinstance(r, ImageToHtmlResult) and r.style_guide.typography.font_family == "Inter",
    ),
    (
        "export_code",
        lambda c: c.export_code(ExportCodeRequest(frame_id="frm_1", project_id="prj_1", framework="swiftui")),
        "POST",
        "/export-code",
        {},
        {"frameId": "frm_1", "projectId": "prj_1", "framework": "swiftui"},
        lambda r: isinstance(r, ExportCodeResult) and r.file_name == "Screen.dart",
    ),
    (
        "designtool_export",
        lambda c: c.designtool_export(DesignToolExportRequest(html="<p>", label="Home")),
        "POST",
        "/designtool-export",
        {},
        {"html": "<p>", "width": 430, "height": 932, "label": "Home"},
        lambda r: r == '<meta charset="utf-8"><div data-layers="1"></div>',
    ),
    (
        "purchase_credits",
        lambda c: c.purchase_credits("credits_1000"),
        "POST",
        "/credits/purchase",
        {},
        {"pack": "credits_1000"},
        lambda r: isinstance(r, CreditPurchaseResult) and r.pack.credits == 1000,
    ),
]


@pytest.mark.parametrize(
    "call,method,raw_path,query,body,check", [case[1:] for case in CASES], ids=[case[0] for case in CASES]
)
async def test_each_method_speaks_the_spec(peer, call, method, raw_path, query, body, check):
    async with peer.client() as service:
        result = await call(service)
    assert check(result), result
    [seen] = [s for requests in peer.seen.values() for s in requests]
    assert (seen.method, seen.raw_path, seen.query) == (method, "/api/v1" + raw_path, query)
    assert (json.loads(seen.body) if seen.body else None) == body
    assert seen.headers["authorization"] == f"Bearer {CREDENTIAL}"
    assert seen.headers["user-agent"] == f"framewright/{__version__}"
    assert ("idempotency-key" in seen.headers) == (raw_path in KEYED)


async def test_a_billable_call_sends_the_given_idempotency_key_as_is(peer):
    async with peer.client() as service:
        await service.purchase_credits("credits_5000", idempotency_key="checkout-2026-01-02")
    assert peer.seen["/credits/purchase"][0].headers["idempotency-key"] == "checkout-2026-01-02"


async def test_each_billable_call_gets_a_key_of_its_own(peer):
    async with peer.client() as service:
        for _ in range(2):
            await service.image_to_html(ImageToHtmlRequest(image="https://example.com/a.png"))
    first, second = (s.headers["idempotency-key"] for s in peer.seen["/image-to-html"])
    assert first != second and 8 <= len(first) <= 255


async def test_a_file_is_uploaded_as_the_multipart_field_file(peer, tmp_path: Path):
    image = tmp_path / "home screen.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n")
    async with peer.client() as service:
        await service.upload_path(image)
        await service.upload_file(b"GIF89a", "anim", content_type="image/gif")
    by_path, by_bytes = peer.seen["/upload"]
    assert by_path.files == {"file": ("home screen.png", "image/png", b"\x89PNG\r\n\x1a\n")}
    assert by_bytes.files == {"file": ("anim", "image/gif", b"GIF89a")}


async def test_without_a_credential_no_authorization_is_sent(peer):
    async with ServiceClient(peer.base_url, None) as anonymous:
        await anonymous.me()
    assert "authorization" not in peer.seen["/me"][0].headers
