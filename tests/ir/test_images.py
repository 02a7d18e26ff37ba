"""Data URLs read into bytes, and local image references resolved inside the folder of the HTML."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest

from app.ir.images import (
    DataUrlTooLarge,
    ImageOutsideFolder,
    ImageReferenceError,
    image_file,
    local_reference,
    parse_data_url,
)

PAGE = "fwpage://job/"
PIXEL = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
)


def test_base64_data_urls():
    parsed = parse_data_url("data:image/png;base64," + base64.b64encode(PIXEL).decode())
    assert (parsed.data, parsed.media_type, parsed.base64) == (PIXEL, "image/png", True)
    # white space anywhere in the data, padding left off, parameters before ;base64, the type's case
    text = base64.b64encode(PIXEL).decode().rstrip("=")
    wrapped = "\n".join(text[i : i + 20] for i in range(0, len(text), 20))
    again = parse_data_url(f"data:Image/PNG;name=pixel.png;charset=binary ; BASE64,{wrapped}")
    assert (again.data, again.media_type) == (PIXEL, "image/png")
    assert parse_data_url("data:;base64,aGk=").data == b"hi"
    assert parse_data_url("data:;base64,aGk=").media_type is None
    # base64 whose characters are percent-encoded, as in a URL that went through encodeURIComponent
    assert parse_data_url("data:application/octet-stream;base64,%2B%2F8%3D").data == b"\xfb\xff"


def test_percent_encoded_data_urls():
    svg = parse_data_url("data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22x%22%2F%3E")
    assert (svg.data, svg.media_type, svg.base64) == (b'<svg xmlns="x"/>', "image/svg+xml", False)
    assert parse_data_url("data:,caf%C3%A9+au+lait").data == "café+au+lait".encode()
    assert parse_data_url("data:text/plain,").data == b""


@pytest.mark.parametrize(
    "url,words",
    [
        ("image/png;base64,aGk=", "must start with data:"),
        ("https://example.com/a.png", "must start with data:"),
        ("data:image/png;base64", "no comma"),
        ("data:image/png;base64,aGk*", "base64 data is malformed"),
        ("data:image/png;base64,aGk=aGk=", "base64 data is malformed"),
        ("data:image/png;base64,a", "base64 data is malformed"),
        ("data:image/png;base64,aGk==x", "base64 data is malformed"),
        ("data:image/png;base64,é", "base64 data is malformed"),
        ("data:not a type;base64,aGk=", "is not a type/subtype"),
        ("data:png;base64,aGk=", "is not a type/subtype"),
    ],
)
def test_bad_data_urls_are_refused_in_words(url, words):
    with pytest.raises(ImageReferenceError, match=words):
        parse_data_url(url)


def test_a_limit_refuses_large_data_before_decoding_it():
    big = "data:image/png;base64," + "A" * 4000
    with pytest.raises(DataUrlTooLarge, match="more than 2,000 bytes"):
        parse_data_url(big, max_bytes=2000)
    assert len(parse_data_url(big, max_bytes=3000).data) == 3000
    with pytest.raises(DataUrlTooLarge):
        parse_data_url("data:text/plain," + "x" * 11, max_bytes=10)


def test_local_references_as_written_and_as_the_renderer_resolved_them():
    assert local_reference("sub/a.png") == "sub/a.png"
    assert local_reference(PAGE + "sub/a.png", PAGE) == "sub/a.png"
    assert local_reference(PAGE + "sub/my%20photo.png?v=2#top", PAGE) == "sub/my photo.png"
    assert local_reference("..\\outside.png") == "../outside.png"
    for remote in (
        "https://cdn.example.com/a.png",
        "//cdn.example.com/a.png",
        "data:image/png;base64,aGk=",
        "file:///etc/passwd",
        "/etc/passwd",
        "fwpage://job/a.png",
        "blob:fwpage://x",
    ):
        assert local_reference(remote) is None, remote
    assert local_reference(PAGE, PAGE) is None


@pytest.fixture
def source(tmp_path: Path) -> Path:
    folder = tmp_path / "screens"
    (folder / "sub" / "deeper").mkdir(parents=True)
    (folder / "sub" / "a.png").write_bytes(PIXEL)
    (folder / "sub" / "deeper" / "b.png").write_bytes(PIXEL)
    (tmp_path / "outside.png").write_bytes(PIXEL)
    return folder


def test_images_in_subfolders_are_found_by_their_whole_path(source: Path):
    assert image_file(PAGE + "sub/a.png", source, PAGE) == (source / "sub" / "a.png").resolve()
    assert image_file(PAGE + "sub/deeper/b.png", source, PAGE) == (source / "sub" / "deeper" / "b.png").resolve()
    assert image_file("sub/deeper/../a.png", source) == (source / "sub" / "a.png").resolve()
    assert image_file(PAGE + "a.png", source, PAGE) == (source / "a.png").resolve()  # named, not found: the caller's
    assert not image_file(PAGE + "a.png", source, PAGE).is_file()  # check; never the a.png of a subfolder
    assert image_file("https://cdn.example.com/a.png", source, PAGE) is None


@pytest.mark.parametrize(
    "src",
    [
        "../outside.png",
        "sub/../../outside.png",
        PAGE + "sub/..%2F..%2Foutside.png",
        PAGE + "%2E%2E/outside.png",
        PAGE + "/etc/passwd",
    ],
)
def test_references_leading_out_of_the_folder_are_refused(source: Path, src: str):
    with pytest.raises(ImageOutsideFolder, match="lies outside"):
        image_file(src, source, PAGE)


def test_a_link_inside_the_folder_to_a_file_outside_it_is_refused(source: Path):
    os.symlink(source.parent / "outside.png", source / "sub" / "link.png")
    with pytest.raises(ImageOutsideFolder):
        image_file(PAGE + "sub/link.png", source, PAGE)
    with pytest.raises(ImageOutsideFolder):
        image_file("sub/link.png", source)
