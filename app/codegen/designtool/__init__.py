"""Design-tool clipboard export: the Screen IR as layers a design tool pastes (text/html)."""

from __future__ import annotations

import secrets
import unicodedata
from functools import lru_cache

from app.codegen.designtool import archive, kiwi
from app.codegen.designtool.nodes import ImageLoader, build_scene
from app.contract.limits import DESIGNTOOL_LABEL_MAX
from app.ir import Screen
from app.resources import resource_path

SCHEMA_VERSION = 106


@lru_cache(maxsize=1)
def schema() -> tuple[kiwi.Schema, bytes]:
    data = resource_path("designtool", "figma-schema.kiwi").read_bytes()
    return kiwi.decode_schema(data), data


def layer_name(label: str | None) -> str:
    """A label as a layer's name: no control characters (the format ends its strings with NUL) and nothing that is
    not a character (a lone surrogate from a JSON escape), at most the format's length."""
    kept = "".join(ch for ch in (label or "") if unicodedata.category(ch) not in ("Cc", "Cs"))
    return kept.strip()[:DESIGNTOOL_LABEL_MAX] or "Screen"


def clipboard_html(
    screen: Screen,
    *,
    label: str = "Screen",
    width: float = 430,
    height: float = 932,
    load_image: ImageLoader | None = None,
    paste_id: int | None = None,
    file_key: str | None = None,
) -> str:
    """The text/html fragment that pastes `screen` into the design tool as named, editable layers."""
    compiled, schema_bytes = schema()
    label = layer_name(label)
    scene = build_scene(screen, label, width, height, load_image)
    paste_id = paste_id if paste_id is not None else secrets.randbelow(2**31 - 1) + 1
    file_key = file_key or secrets.token_hex(11)
    message = {
        "type": "NODE_CHANGES",
        "sessionID": 0,
        "ackID": 0,
        "pasteID": paste_id,
        "pasteFileKey": file_key,
        "pasteIsPartiallyOutsideEnclosingFrame": False,
        "pastePageId": {"sessionID": 0, "localID": 1},
        "isCut": False,
        "pasteEditorType": "DESIGN",
        "publishedAssetGuids": [],
        "blobs": [{"bytes": blob} for blob in scene.blobs],
        "nodeChanges": scene.node_changes,
    }
    encoded = kiwi.encode(compiled, "Message", message)
    packed = archive.pack(schema_bytes, encoded, SCHEMA_VERSION)
    return archive.envelope(archive.Meta(file_key, paste_id), packed)


__all__ = ["clipboard_html", "schema"]
