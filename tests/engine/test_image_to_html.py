"""POST /image-to-html (spec 4.2) over HTTP, on real corpus screenshots."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest
from PIL import Image

from app.client import BadRequestError
from app.contract import ImageToHtmlRequest
from tests.support.images import data_url, image_bytes

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
SCREEN = "09_weui_form_primary"


def corpus_png(name: str = SCREEN) -> bytes:
    return (CORPUS / f"{name}.png").read_bytes()


pytestmark = pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)


async def test_a_screenshot_becomes_a_themed_self_contained_screen(client, http):
    response = await http.post(
        "/image-to-html",
        json={"image": data_url(corpus_png()), "label": "Form"},
        headers={"Idempotency-Key": "convert-form-1"},
    )
    assert response.status_code == 200, response.text
    result = response.json()
    assert set(result) == {"id", "html", "bodyHtml", "styleGuide"}  # no components unless asked
    assert result["html"].startswith("<!doctype html>") and "<title>Form</title>" in result["html"]
    assert result["bodyHtml"] in result["html"] and "<html" not in result["bodyHtml"]
    assert "<script" not in result["html"]
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", result["html"])
    guide = result["styleGuide"]
    assert {"primary", "background", "surface", "foreground", "muted", "border"} <= set(guide["colors"])
    assert set(guide["typography"]) == {"fontFamily", "headingSize", "bodySize", "headingWeight", "bodyWeight"}
    assert set(guide["spacing"]) == {"containerPadding", "cardPadding", "gap"}
    assert set(guide["borderRadius"]) == {"card", "button", "badge"}
    assert all(name.startswith("--") for name in guide["themeVariables"])
    assert "var(--" in result["bodyHtml"]  # the markup uses the tokens, so a theme change re-styles it
    assert (await client.me()).credits.balance == 2000 - 30
    replay = await http.post(
        "/image-to-html",
        json={"image": data_url(corpus_png()), "label": "Form"},
        headers={"Idempotency-Key": "convert-form-1"},
    )
    assert replay.headers["idempotency-replayed"] == "true" and replay.json() == result
    assert (await client.me()).credits.balance == 2000 - 30
    assert (await client.usage(days=1)).summary.by_endpoint["/image-to-html"].credits == 30


async def test_the_conversion_is_stored_with_its_label(engine, account, client):
    from sqlalchemy import select

    from app.engine.db.tables import conversions

    result = await client.image_to_html(ImageToHtmlRequest(image=data_url(corpus_png()), label="Sign-up form"))
    with engine.service.db.connect() as conn:
        row = conn.execute(select(conversions).where(conversions.c.id == result.id)).one()
    assert (row.account_id, row.label, row.html) == (account.id, "Sign-up form", result.html)
    assert json.loads(row.style_guide)["colors"]["background"] == result.style_guide.colors.background


async def test_breakdown_adds_components(client):
    result = await client.image_to_html(ImageToHtmlRequest(image=data_url(corpus_png()), breakdown=True))
    assert result.components
    for component in result.components:
        assert component.name and component.type and component.description
    assert any(component.elements for component in result.components)


async def test_the_text_of_the_screen_is_in_the_html_in_reading_order(client):
    truth = json.loads((CORPUS / f"{SCREEN}.gt.json").read_text())
    result = await client.image_to_html(ImageToHtmlRequest(image=data_url(corpus_png())))

    def reading_order(run):  # rows (by centre line) top to bottom, then left to right
        x, y, _, height = run["bbox"]
        return round((y + height / 2) / 12), x

    expected = [
        t["text"].strip()
        for t in sorted(truth["texts"], key=reading_order)
        if t["text"].strip() and t.get("kind") == "text"
    ]
    found = [t for t in expected if f">{t}<" in result.html]  # whole text runs, not parts of longer ones
    assert len(found) >= 0.6 * len(expected), (found, expected)
    at, in_order = 0, 0
    for text in found:
        next_at = result.html.find(f">{text}<", at)
        if next_at >= 0:
            in_order, at = in_order + 1, next_at
    assert in_order >= 0.8 * len(found)


async def test_an_uploaded_file_converts_by_its_cdn_url(client):
    upload = await client.upload_file(corpus_png("02_jquery_weui_index"), "index.png")
    result = await client.image_to_html(ImageToHtmlRequest(image=upload.url))
    assert "jQuery WeUI" in result.html


async def test_odd_pictures_still_convert(client):
    transparent = io.BytesIO()
    Image.new("RGBA", (390, 844), (0, 0, 0, 0)).save(transparent, "PNG")
    dark = io.BytesIO()
    Image.new("RGB", (1170, 2532), (18, 18, 18)).save(dark, "PNG")
    landscape = io.BytesIO()
    Image.new("RGB", (844, 390), (240, 240, 240)).save(landscape, "JPEG")
    for data, media_type in (
        (transparent.getvalue(), "image/png"),
        (dark.getvalue(), "image/png"),
        (landscape.getvalue(), "image/jpeg"),
    ):
        result = await client.image_to_html(ImageToHtmlRequest(image=data_url(data, media_type)))
        assert result.html.startswith("<!doctype html>")
    dark_result = await client.image_to_html(ImageToHtmlRequest(image=data_url(dark.getvalue())))
    assert dark_result.style_guide.colors.background == "#121212"


@pytest.mark.parametrize(
    "image,reason",
    [
        ("http://example.com/a.png", "https"),
        ("https://127.0.0.1/a.png", "not a public address"),
        ("https://localhost/a.png", "not a public address"),
        ("https://169.254.169.254/latest/meta-data", "not a public address"),
        ("https://10.1.2.3/a.png", "not a public address"),
        ("https://[::1]/a.png", "not a public address"),
        ("https://user:pw@example.com/a.png", "credentials"),
        ("data:image/png;base64,aGVsbG8=", "not a PNG"),
        ("ftp://example.com/a.png", "https"),
    ],
)
async def test_addresses_that_are_not_public_https_are_refused_before_any_connection(client, image, reason):
    with pytest.raises(BadRequestError) as refused:
        await client.image_to_html(ImageToHtmlRequest(image=image))
    assert reason in refused.value.body.error
    assert (await client.me()).credits.balance == 2000


async def test_a_picture_too_small_to_be_a_screen_costs_nothing(client):
    with pytest.raises(BadRequestError) as refused:
        await client.image_to_html(ImageToHtmlRequest(image=data_url(image_bytes("PNG", size=(40, 40)))))
    assert "too small" in refused.value.body.error
    assert (await client.me()).credits.balance == 2000


@pytest.mark.parametrize("missing", ["rapidocr", "models"])
async def test_an_engine_that_cannot_read_text_answers_503_and_charges_nothing(http, client, monkeypatch, missing):
    """An install without the OCR (its package, or the models its wheel should carry) refuses conversions with
    503 and the error body naming what is missing, never a crash; once it is back, conversions work again."""
    from app.vision import ocr

    monkeypatch.setattr(ocr, "_engine", None)  # the OCR loads anew, as in a fresh process
    if missing == "rapidocr":
        monkeypatch.setitem(sys.modules, "rapidocr", None)  # `import rapidocr` raises ImportError
    else:
        monkeypatch.setattr(ocr, "DETECTOR_MODEL", "PP-OCRv0_det_absent.onnx")
    refused = await http.post("/image-to-html", json={"image": data_url(corpus_png())})
    assert refused.status_code == 503, refused.text
    body = refused.json()
    assert set(body) <= {"error", "code", "requestId"} and body["code"] == "conversion_unavailable"
    assert ("rapidocr" if missing == "rapidocr" else "PP-OCRv0_det_absent.onnx") in body["error"]
    assert (await client.me()).credits.balance == 2000
    monkeypatch.undo()
    assert (await http.post("/image-to-html", json={"image": data_url(corpus_png())})).status_code == 200
