"""The clipboard envelope and its fig-kiwi archive: what the design tool reads on paste."""

from __future__ import annotations

import base64
import html
import json
import re
import struct
import zlib
from dataclasses import dataclass

MAGIC = b"fig-kiwi"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
ENVELOPE = re.compile(
    r"\(figmeta\)(?P<meta>[A-Za-z0-9+/=]*)\(/figmeta\).*?\(figma\)(?P<buffer>[A-Za-z0-9+/=]*)\(/figma\)", re.DOTALL
)


class ArchiveError(ValueError):
    pass


def deflate_raw(data: bytes) -> bytes:
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def inflate_raw(data: bytes) -> bytes:
    if data.startswith(ZSTD_MAGIC):
        raise ArchiveError("zstd-compressed chunks are not supported")
    return zlib.decompress(data, -15)


def pack(schema: bytes, message: bytes, version: int) -> bytes:
    out = bytearray(MAGIC + struct.pack("<I", version))
    for chunk in (deflate_raw(schema), deflate_raw(message)):
        out += struct.pack("<I", len(chunk)) + chunk
    return bytes(out)


def unpack(archive: bytes) -> tuple[int, list[bytes]]:
    if not archive.startswith(MAGIC):
        raise ArchiveError("not a fig-kiwi archive")
    version = struct.unpack_from("<I", archive, 8)[0]
    at, chunks = 12, []
    while at < len(archive):
        (length,) = struct.unpack_from("<I", archive, at)
        at += 4
        chunks.append(inflate_raw(archive[at : at + length]))
        at += length
    return version, chunks


@dataclass(frozen=True)
class Meta:
    file_key: str
    paste_id: int
    data_type: str = "scene"

    def encode(self) -> str:
        return base64.b64encode(
            json.dumps({"fileKey": self.file_key, "pasteID": self.paste_id, "dataType": self.data_type}).encode()
        ).decode()


def envelope(meta: Meta, archive: bytes, plain_text: str = "") -> str:
    """The text/html fragment to put on the clipboard as it is."""
    fragment = (
        f'<meta charset="utf-8"><div><span data-metadata="<!--(figmeta){meta.encode()}(/figmeta)-->"></span>'
        f'<span data-buffer="<!--(figma){base64.b64encode(archive).decode()}(/figma)-->"></span></div>'
    )
    if plain_text:
        fragment += f'<span style="white-space:pre-wrap;">{html.escape(plain_text)}</span>'
    return fragment


def open_envelope(fragment: str) -> tuple[Meta, bytes]:
    match = ENVELOPE.search(html.unescape(fragment))
    if not match:
        raise ArchiveError("no design-tool data in this fragment")
    meta = json.loads(base64.b64decode(match.group("meta")))
    return Meta(meta["fileKey"], meta["pasteID"], meta.get("dataType", "scene")), base64.b64decode(
        match.group("buffer")
    )
