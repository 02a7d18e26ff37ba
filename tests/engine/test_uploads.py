"""POST /upload (spec 4.1) and the CDN it feeds, over HTTP."""

from __future__ import annotations

import struct
import zlib

import httpx
import pytest

from app.client import BadRequestError
from tests.support.images import animated_gif, data_url, image_bytes

FORMATS = [
    ("PNG", "image/png", "shot.png"),
    ("JPEG", "image/jpeg", "shot.jpg"),
    ("WEBP", "image/webp", "shot.webp"),
    ("GIF", "image/gif", "shot.gif"),
]


@pytest.mark.parametrize("fmt,media_type,filename", FORMATS)
async def test_multipart_upload_is_stored_and_served_from_the_cdn(engine, client, fmt, media_type, filename):
    data = image_bytes(fmt)
    result = await client.upload_file(data, filename, media_type)
    assert (result.filename, result.content_type, result.size) == (filename, media_type, len(data))
    assert result.url.startswith(engine.site_url + "/cdn/")
    async with httpx.AsyncClient() as anonymous:  # permanent and public: no key needed
        served = await anonymous.get(result.url)
    assert served.status_code == 200
    assert served.content == data
    assert served.headers["content-type"] == media_type
    assert "immutable" in served.headers["cache-control"]


async def test_json_data_url_upload(client):
    data = image_bytes("PNG")
    result = await client.upload_data_url(data_url(data), filename="from-json.png")
    assert (result.filename, result.content_type, result.size) == ("from-json.png", "image/png", len(data))


async def test_the_same_bytes_are_stored_once_but_recorded_twice(engine, client):
    data = image_bytes("PNG", colour=(1, 2, 3))
    first = await client.upload_file(data, "a.png")
    second = await client.upload_file(data, "b.png")
    assert first.id != second.id and first.url == second.url
    assert len(list(engine.service.blobs.names())) == 1


async def test_uploads_cost_nothing(client):
    before = (await client.me()).credits.balance
    await client.upload_file(image_bytes(), "a.png")
    assert (await client.me()).credits.balance == before


async def test_an_animated_gif_is_accepted(client):
    result = await client.upload_file(animated_gif(), "anim.gif")
    assert result.content_type == "image/gif"


@pytest.mark.parametrize(
    "data,filename,claimed,reason",
    [
        (image_bytes("JPEG"), "shot.jpg", "image/png", "declared as image/png"),
        (image_bytes("PNG"), "shot.jpg", "image/png", "ends in .jpg"),
        (image_bytes("PNG"), "notes.txt", "application/octet-stream", "ends in .txt"),
        (b"%PDF-1.7 not an image", "doc.pdf", "application/pdf", "not a PNG"),
        (b"<svg xmlns='http://www.w3.org/2000/svg'/>", "icon.svg", "image/svg+xml", "not a PNG"),
        (b"", "empty.png", "image/png", "empty"),
        (image_bytes("PNG")[:60], "cut.png", "image/png", "cannot be decoded"),
    ],
)
async def test_lies_and_non_images_are_refused(client, data, filename, claimed, reason):
    with pytest.raises(BadRequestError) as refused:
        await client.upload_file(data, filename, claimed)
    assert reason in refused.value.body.error


def bomb_png(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims a huge canvas (a decompression bomb)."""

    def chunk(kind: bytes, payload: bytes) -> bytes:
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 1024))
        + chunk(b"IEND", b"")
    )


async def test_a_decompression_bomb_is_refused(client):
    with pytest.raises(BadRequestError) as refused:
        await client.upload_file(bomb_png(60000, 60000), "bomb.png")
    assert "pixels" in refused.value.body.error


async def test_more_than_ten_megabytes_is_refused(http):
    big = b"\x89PNG\r\n\x1a\n" + b"\0" * (10 * 1024 * 1024)
    response = await http.post("/upload", files={"file": ("big.png", big, "image/png")})
    assert response.status_code == 400
    assert "10 MB" in response.json()["error"]
    response = await http.post("/upload", json={"image": data_url(big)})
    assert response.status_code == 400 and "10 MB" in response.json()["error"]


async def test_a_chunked_body_past_the_limit_is_refused_while_streaming(http):
    async def body():
        for _ in range(11):
            yield b"\0" * (1024 * 1024)

    response = await http.post("/upload", content=body(), headers={"content-type": "multipart/form-data; boundary=xyz"})
    assert response.status_code == 400 and "10 MB" in response.json()["error"]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"json": {}},
        {"json": {"image": "not a data url"}},
        {"json": {"image": "data:image/png;base64,@@@@"}},
        {"json": {"image": "data:image/png,rawtext"}},
        {"content": b"raw bytes", "headers": {"content-type": "image/png"}},
        {"files": {"other": ("a.png", image_bytes(), "image/png")}},
        {"files": [("file", ("a.png", image_bytes(), "image/png")), ("file", ("b.png", image_bytes(), "image/png"))]},
        {"data": {"file": "text, not a file"}},
    ],
)
async def test_missing_or_malformed_uploads_get_400(http, kwargs):
    response = await http.post("/upload", **kwargs)
    assert response.status_code == 400
    assert response.json()["error"]


async def test_unknown_cdn_names_are_404(engine):
    async with httpx.AsyncClient(base_url=engine.site_url) as anonymous:
        for name in ("0" * 64 + ".png", "../framewright.db", "x.png"):
            response = await anonymous.get(f"/cdn/{name}")
            assert response.status_code == 404


async def test_a_file_and_an_image_together_are_refused_and_nothing_is_stored(http, engine):
    png = image_bytes("png")
    response = await http.post("/upload", files={"file": ("a.png", png, "image/png")}, data={"image": data_url(png)})
    assert response.status_code == 400
    body = response.json()
    assert "not both" in body["error"] and set(body) <= {"error", "code", "requestId", "upgrade", "requiredPlan"}
    assert list(engine.service.blobs.names()) == []
