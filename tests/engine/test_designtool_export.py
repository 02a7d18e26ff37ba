"""POST /designtool-export (spec 4.4) over HTTP, decoded by an independent reader."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from app.client import BadRequestError, InsufficientCreditsError
from app.contract import DesignToolExportRequest
from app.engine import credits
from tests.designtool.conftest import decode_independently
from tests.designtool.screens import PROFILE
from tests.support.images import image_bytes


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_export_answers_the_fragment_as_text_html_and_charges_ten(engine, client, http):
    response = await http.post(
        "/designtool-export",
        json={"html": PROFILE, "label": "Profile"},
        headers={"Idempotency-Key": "export-profile-1"},
    )
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    decoded = decode_independently(response.text)
    top = decoded["nodes"][2]
    assert (top["name"], top["size"]) == ("Profile", {"x": 430, "y": 932})  # the default canvas
    assert any(n["type"] == "TEXT" and n["characters"] == "Ada Lovelace" for n in decoded["nodes"])
    assert (await client.me()).credits.balance == 2000 - 10
    replay = await http.post(
        "/designtool-export",
        json={"html": PROFILE, "label": "Profile"},
        headers={"Idempotency-Key": "export-profile-1"},
    )
    assert replay.headers["idempotency-replayed"] == "true" and replay.text == response.text
    assert replay.headers["content-type"].startswith("text/html")
    assert (await client.me()).credits.balance == 2000 - 10
    usage = await client.usage(days=1)
    assert usage.summary.by_endpoint["/designtool-export"].credits == 10


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_size_and_label_are_honoured(client):
    fragment = await client.designtool_export(
        DesignToolExportRequest(html="<h1>Hi</h1>", width=390, height=844, label="x" * 200)
    )
    top = decode_independently(fragment)["nodes"][2]
    assert top["size"] == {"x": 390, "y": 844} and top["name"] == "x" * 120


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_uploaded_images_are_embedded_from_the_engines_own_storage(client):
    upload = await client.upload_file(image_bytes("PNG", colour=(250, 0, 0)), "red.png")
    html = f"<body style='margin:0'><img src='{upload.url}' style='width:80px;height:80px;display:block'></body>"
    decoded = decode_independently(await client.designtool_export(DesignToolExportRequest(html=html)))
    image = next(n for n in decoded["nodes"] if n["fills"] and n["fills"][0]["type"] == "IMAGE")
    assert image["size"] == {"x": 80, "y": 80}
    import hashlib

    assert image["fills"][0]["hash"] == hashlib.sha1(image_bytes("PNG", colour=(250, 0, 0))).hexdigest()


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_refusals(engine, account, client, http):
    for body in ({}, {"html": ""}, {"html": "   "}, {"html": "<p>", "width": 0}, {"html": "<p>", "width": 9000}):
        response = await http.post("/designtool-export", json=body)
        assert response.status_code == 400, body
        assert response.json()["error"]
    assert (await client.me()).credits.balance == 2000
    credits.adjust(engine.service.db, account.id, -1995, "nearly empty", engine.clock())
    with pytest.raises(InsufficientCreditsError):
        await client.designtool_export(DesignToolExportRequest(html="<p>x</p>"))
    with pytest.raises(BadRequestError):
        await client.designtool_export(
            DesignToolExportRequest.model_construct(html=" ", width=430, height=932, label=None)
        )
    assert (await client.me()).credits.balance == 5


COLOURS = [(220, 38, 38), (22, 163, 74), (37, 99, 235), (234, 179, 8), (147, 51, 234), (236, 72, 153)]


def _icon(colour: tuple[int, int, int]) -> str:
    hex_colour = "%23" + "".join(f"{c:02x}" for c in colour)
    return (
        "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>"
        f"<rect width='24' height='24' fill='{hex_colour}'/></svg>"
    )


ICONS = "".join(
    f"<img src=\"{_icon(colour)}\" style='width:{18 + 2 * i}px;height:{18 + 2 * i}px;display:block;margin:4px'>"
    for i, colour in enumerate(COLOURS)
)


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_screens_drawings_are_rasterised_together_each_cut_out_whole(engine):
    """A screen's SVG icons go to the renderer as one sheet, not one render each (a third of a second apiece), and
    each comes back at twice its size, in its own paint from edge to edge (nothing of its neighbours)."""
    from app.engine.exports import image_loader
    from app.ir import ImageNode

    service, site = engine.service, engine.site_url
    screen = service.renderer.layout(f"<body style='margin:0'>{ICONS}{ICONS}</body>", 390, 844)
    renders = []
    real = service.renderer.render_png
    service.renderer.render_png = lambda *a, **k: renders.append(a) or real(*a, **k)
    try:
        load = image_loader(service, site, screen)
        icons = [node for node in screen.walk() if isinstance(node, ImageNode)]
        pictures = [load(node) for node in icons]
    finally:
        del service.renderer.render_png
    assert len(icons) == 2 * len(COLOURS) and len(renders) == 1, len(renders)
    for node, data, colour in zip(icons, pictures, COLOURS * 2):
        with Image.open(io.BytesIO(data)) as picture:
            size = (round(node.frame.width) * 2, round(node.frame.height) * 2)
            assert picture.size == size, (picture.size, size)
            pixels = np.asarray(picture.convert("RGB")).reshape(-1, 3).astype(int)
            assert np.abs(pixels - colour).max() <= 3, (colour, pixels.min(axis=0), pixels.max(axis=0))
