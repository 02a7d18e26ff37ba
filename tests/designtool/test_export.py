"""Design-tool export of real pages, checked by an independent decoder (kiwi-schema + pako via node)."""

from __future__ import annotations

import hashlib

import pytest

from app.codegen.designtool import clipboard_html
from app.ir import BoxNode, ImageNode, TextNode
from app.render import Renderer
from tests.designtool.conftest import decode_independently
from tests.designtool.screens import SCREENS


@pytest.fixture(scope="module")
def renderer():
    with Renderer() as shared:
        yield shared


def load_data_uri_png(node: ImageNode) -> bytes | None:
    import base64

    if node.src.startswith("data:image/png;base64,"):
        return base64.b64decode(node.src.split(",", 1)[1])
    return None


@pytest.fixture(scope="module", params=sorted(SCREENS))
def exported(request, renderer):
    screen = renderer.layout(SCREENS[request.param], 430, 932)
    fragment = clipboard_html(
        screen, label=f"{request.param.title()} screen", width=430, height=932, load_image=load_data_uri_png
    )
    return screen, fragment, decode_independently(fragment)


def test_the_envelope_and_message_decode_against_the_shipped_schema(exported):
    _, fragment, decoded = exported
    assert fragment.startswith('<meta charset="utf-8"><div><span data-metadata="<!--(figmeta)')
    assert decoded["definitions"] == 583 and decoded["version"] == 106
    assert decoded["pasteID"] == decoded["meta"]["pasteID"] and decoded["meta"]["dataType"] == "scene"
    assert decoded["pasteFileKey"] == decoded["meta"]["fileKey"]
    assert (decoded["type"], decoded["pasteEditorType"]) == ("NODE_CHANGES", "DESIGN")


def test_the_tree_is_whole_and_sorted_in_paint_order(exported):
    _, _, decoded = exported
    nodes = decoded["nodes"]
    guids = {n["guid"] for n in nodes}
    assert len(guids) == len(nodes)
    assert [n["type"] for n in nodes[:3]] == ["DOCUMENT", "CANVAS", "FRAME"]
    for node in nodes[1:]:
        assert node["parent"] in guids
    siblings: dict[str, list[str]] = {}
    for node in nodes[1:]:
        siblings.setdefault(node["parent"], []).append(node["position"])
    for positions in siblings.values():
        assert positions == sorted(positions, key=lambda p: p.encode()) and len(set(positions)) == len(positions)


def test_every_text_has_glyphs_named_as_the_tool_names_fonts(exported):
    _, _, decoded = exported
    texts = [n for n in decoded["nodes"] if n["type"] == "TEXT"]
    assert texts
    for text in texts:
        assert text["glyphs"], text["characters"]
        outlined = [g for g in text["glyphs"] if g["blob"] is not None]
        assert outlined and all(decoded["blobSizes"][g["blob"]] > 0 for g in outlined)
        assert text["fontName"]["family"] == "Inter"
        assert text["fontName"]["style"] in {
            "Regular",
            "Medium",
            "Semi Bold",
            "Bold",
            "Extra Bold",
            "Black",
            "Light",
            "Extra Light",
            "Thin",
            "Italic",
            "Bold Italic",
        }
        assert text["fontName"]["postscript"] == "Inter-" + text["fontName"]["style"].replace(" ", "")


def absolute_frames(decoded) -> dict[str, tuple[float, float, float, float]]:
    by_guid = {n["guid"]: n for n in decoded["nodes"]}
    out = {}
    for node in decoded["nodes"][3:]:
        x, y, parent = node["x"], node["y"], by_guid[node["parent"]]
        while parent["type"] not in ("CANVAS", "DOCUMENT") and parent is not decoded["nodes"][2]:
            x += parent["x"]
            y += parent["y"]
            parent = by_guid[parent["parent"]]
        out[node["guid"]] = (x, y, node["size"]["x"], node["size"]["y"])
    return out


def test_sizes_and_positions_match_the_rendered_boxes_within_a_pixel(exported):
    screen, _, decoded = exported
    placed = list(absolute_frames(decoded).values())
    rendered = [n for n in screen.walk() if n is not screen.root]
    assert len(placed) == len(rendered)
    for node, (x, y, width, height) in zip(rendered, placed):
        frame = node.frame
        assert abs(frame.x - x) <= 1 and abs(frame.y - y) <= 1, node.name
        assert abs(frame.width - width) <= 1 and abs(frame.height - height) <= 1, node.name


def test_layers_keep_fills_strokes_radii_shadows_auto_layout_and_images(exported):
    screen, _, decoded = exported
    nodes = decoded["nodes"]
    kinds = {n["type"] for n in nodes}
    assert {"FRAME", "TEXT", "ROUNDED_RECTANGLE"} <= kinds
    assert any(n["stackMode"] in ("HORIZONTAL", "VERTICAL") for n in nodes)
    assert any(n["strokes"] for n in nodes)
    images = [n for n in nodes if any(f["type"] == "IMAGE" for f in n["fills"])]
    expected_images = [n for n in screen.walk() if isinstance(n, ImageNode) and n.src.startswith("data:image/png")]
    assert len(images) == len(expected_images)
    for image in images:
        fill = next(f for f in image["fills"] if f["type"] == "IMAGE")
        assert fill["hash"] == decoded["blobSha1"][fill["blob"]]
    boxes = [n for n in screen.walk() if isinstance(n, BoxNode)]
    if any(b.style.shadows for b in boxes):
        assert any("DROP_SHADOW" in n["effects"] for n in nodes)
    if any(b.style.radii.uniform for b in boxes):
        assert any(n["cornerRadius"] for n in nodes)
    texts = {n["characters"] for n in nodes if n["type"] == "TEXT"}
    assert texts == {t.text for t in screen.walk() if isinstance(t, TextNode)}


def test_the_label_names_the_top_layer_and_is_cut_at_120_characters(renderer):
    screen = renderer.layout("<p>hi</p>", 430, 932)
    decoded = decode_independently(clipboard_html(screen, label="L" * 300))
    top = decoded["nodes"][2]
    assert top["name"] == "L" * 120 and top["size"] == {"x": 430, "y": 932}


def test_image_hashes_are_sha1_of_the_bytes():
    import base64

    from app.ir import Rect, Screen
    from tests.designtool.screens import png_data_uri

    uri = png_data_uri((200, 10, 10))
    data = base64.b64decode(uri.split(",", 1)[1])
    screen = Screen(
        root=BoxNode(
            id="root",
            frame=Rect(x=0, y=0, width=100, height=100),
            children=[ImageNode(id="i", src=uri, frame=Rect(x=10, y=10, width=40, height=40))],
        )
    )
    decoded = decode_independently(clipboard_html(screen, width=100, height=100, load_image=load_data_uri_png))
    image = next(n for n in decoded["nodes"] if n["fills"] and n["fills"][0]["type"] == "IMAGE")
    assert image["fills"][0]["hash"] == hashlib.sha1(data).hexdigest()


def test_a_label_with_control_characters_names_the_layer_without_them():
    from app.codegen.designtool import layer_name

    assert layer_name("Sign\x00 in\ud800") == "Sign in"
    assert layer_name("\x00\x01") == "Screen"
    assert layer_name("x" * 500) == "x" * 120
