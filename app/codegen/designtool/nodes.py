"""The Screen IR as the design tool's scene: a flat list of node changes plus blobs.

Every box becomes a FRAME (auto-layout when it lays its children out in a row or column),
a box with nothing inside a ROUNDED_RECTANGLE, an image a ROUNDED_RECTANGLE with an IMAGE
paint, and text a TEXT node carrying its glyph outlines so it shows when pasted.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app.codegen.designtool import fonts
from app.ir import BoxNode, Color, ImageNode, Screen, Style, TextNode

JUSTIFY = {
    "start": "MIN",
    "center": "CENTER",
    "end": "MAX",
    "space-between": "SPACE_BETWEEN",
    "space-around": "SPACE_EVENLY",
    "space-evenly": "SPACE_EVENLY",
}
ALIGN = {"start": "MIN", "center": "CENTER", "end": "MAX", "stretch": "MIN", "baseline": "BASELINE"}
FITS = {"cover": "FILL", "contain": "FIT", "fill": "STRETCH", "none": "FILL", "scale-down": "FIT"}
TEXT_ALIGN = {"left": "LEFT", "center": "CENTER", "right": "RIGHT", "justify": "JUSTIFIED"}
FIRST_POSITION = 33  # "!": positions sort bytewise, later ones paint on top


ImageLoader = Callable[[ImageNode], bytes | None]  # PNG or JPEG bytes for an image node, or None


def positions(count: int) -> list[str]:
    """`count` strings in increasing bytewise order, all of one width."""
    alphabet = [chr(c) for c in range(FIRST_POSITION, 127)]
    width = 1
    while len(alphabet) ** width < count:
        width += 1
    out = []
    for index in range(count):
        digits = []
        for _ in range(width):
            index, digit = divmod(index, len(alphabet))
            digits.append(alphabet[digit])
        out.append("".join(reversed(digits)))
    return out


def color(c: Color) -> dict[str, float]:
    return {"r": c.r / 255, "g": c.g / 255, "b": c.b / 255, "a": c.a}


def solid(c: Color) -> dict[str, Any]:
    return {
        "type": "SOLID",
        "color": color(Color(r=c.r, g=c.g, b=c.b)),
        "opacity": c.a,
        "visible": True,
        "blendMode": "NORMAL",
    }


def transform(x: float, y: float) -> dict[str, float]:
    return {"m00": 1.0, "m01": 0.0, "m02": float(x), "m10": 0.0, "m11": 1.0, "m12": float(y)}


@dataclass
class Scene:
    node_changes: list[dict[str, Any]] = field(default_factory=list)
    blobs: list[bytes] = field(default_factory=list)
    _blob_index: dict[bytes, int] = field(default_factory=dict)
    _next_id: int = 2

    def blob(self, data: bytes) -> int:
        if data not in self._blob_index:
            self._blob_index[data] = len(self.blobs)
            self.blobs.append(data)
        return self._blob_index[data]

    def guid(self) -> dict[str, int]:
        self._next_id += 1
        return {"sessionID": 1, "localID": self._next_id}


def build_scene(
    screen: Screen, label: str, width: float, height: float, load_image: ImageLoader | None = None
) -> Scene:
    scene = Scene()
    document = {"sessionID": 0, "localID": 0}
    canvas = {"sessionID": 0, "localID": 1}
    scene.node_changes.append(
        {
            "guid": document,
            "phase": "CREATED",
            "type": "DOCUMENT",
            "name": "Document",
            "visible": True,
            "opacity": 1.0,
            "transform": transform(0, 0),
        }
    )
    scene.node_changes.append(
        {
            "guid": canvas,
            "phase": "CREATED",
            "parentIndex": {"guid": document, "position": "!"},
            "type": "CANVAS",
            "name": "Page 1",
            "visible": True,
            "opacity": 1.0,
            "transform": transform(0, 0),
        }
    )
    root = screen.root
    top = _frame(scene, root, {"guid": canvas, "position": "!"}, 0, 0, load_image)
    top.update(name=label, size={"x": float(width), "y": float(height)}, frameMaskDisabled=False)
    if "fillPaints" not in top or not top["fillPaints"]:
        top["fillPaints"] = [solid(root.style.background or Color(r=255, g=255, b=255))]
    return scene


def _decorate(change: dict[str, Any], style: Style, scene: Scene) -> None:
    fills = []
    if style.gradient is not None:
        fills.append(
            {
                "type": "GRADIENT_LINEAR",
                "opacity": 1.0,
                "visible": True,
                "blendMode": "NORMAL",
                "stops": [{"color": color(c), "position": p} for c, p in style.gradient.stops],
                "transform": transform(0, 0),
            }
        )
    elif style.background is not None:
        fills.append(solid(style.background))
    change["fillPaints"] = fills
    if style.border is not None:
        widths = style.border.width
        change["strokePaints"] = [solid(style.border.color)]
        change["strokeAlign"] = "INSIDE"
        change["strokeWeight"] = max(widths.top, widths.right, widths.bottom, widths.left)
        if len({widths.top, widths.right, widths.bottom, widths.left}) > 1:
            change.update(
                borderStrokeWeightsIndependent=True,
                borderTopWeight=widths.top,
                borderRightWeight=widths.right,
                borderBottomWeight=widths.bottom,
                borderLeftWeight=widths.left,
            )
    radii = style.radii
    if radii.uniform is not None:
        change["cornerRadius"] = radii.uniform
    else:
        change.update(
            cornerRadius=max(radii.top_left, radii.top_right, radii.bottom_right, radii.bottom_left),
            rectangleCornerRadiiIndependent=True,
            rectangleTopLeftCornerRadius=radii.top_left,
            rectangleTopRightCornerRadius=radii.top_right,
            rectangleBottomRightCornerRadius=radii.bottom_right,
            rectangleBottomLeftCornerRadius=radii.bottom_left,
        )
    if style.shadows:
        change["effects"] = [
            {
                "type": "INNER_SHADOW" if s.inset else "DROP_SHADOW",
                "color": color(s.color),
                "offset": {"x": s.x, "y": s.y},
                "radius": s.blur,
                "spread": s.spread,
                "visible": True,
                "blendMode": "NORMAL",
                "showShadowBehindNode": False,
            }
            for s in style.shadows
        ]


def _base(
    scene: Scene, node: BoxNode | TextNode | ImageNode, parent: dict[str, Any], x: float, y: float, kind: str
) -> dict[str, Any]:
    change = {
        "guid": scene.guid(),
        "phase": "CREATED",
        "parentIndex": parent,
        "type": kind,
        "name": (node.name or node.role or node.kind)[:200],
        "visible": True,
        "opacity": float(node.style.opacity),
        "size": {"x": float(node.frame.width), "y": float(node.frame.height)},
        "transform": transform(round(node.frame.x - x, 3), round(node.frame.y - y, 3)),
    }
    if node.placement.absolute:
        change["stackPositioning"] = "ABSOLUTE"
    if node.placement.grow:
        change["stackChildPrimaryGrow"] = float(node.placement.grow)
    scene.node_changes.append(change)
    return change


def _frame(
    scene: Scene, box: BoxNode, parent: dict[str, Any], x: float, y: float, load_image: ImageLoader | None
) -> dict[str, Any]:
    is_top = parent["guid"]["sessionID"] == 0  # the screen itself, straight under the canvas
    if not box.children and not is_top:
        change = _base(scene, box, parent, x, y, "ROUNDED_RECTANGLE")
        _decorate(change, box.style, scene)
        return change
    change = _base(scene, box, parent, x, y, "FRAME")
    _decorate(change, box.style, scene)
    change["frameMaskDisabled"] = not box.style.clips
    layout = box.layout
    if layout.direction is not None and any(not c.placement.absolute for c in box.children):
        change.update(
            stackMode="HORIZONTAL" if layout.direction == "row" else "VERTICAL",
            stackSpacing=float(layout.gap),
            stackHorizontalPadding=float(layout.padding.left),
            stackPaddingRight=float(layout.padding.right),
            stackVerticalPadding=float(layout.padding.top),
            stackPaddingBottom=float(layout.padding.bottom),
            stackPrimarySizing="FIXED",
            stackCounterSizing="FIXED",
            stackPrimaryAlignItems=JUSTIFY[layout.justify],
            stackCounterAlignItems=ALIGN[layout.align],
        )
        if layout.wrap:
            change["stackWrap"] = "WRAP"
            change["stackCounterSpacing"] = float(layout.cross_gap)
    slots = positions(len(box.children))
    for child, slot in zip(box.children, slots):
        child_parent = {"guid": change["guid"], "position": slot}
        if isinstance(child, BoxNode):
            _frame(scene, child, child_parent, box.frame.x, box.frame.y, load_image)
        elif isinstance(child, TextNode):
            _text(scene, child, child_parent, box.frame.x, box.frame.y)
        else:
            _image(scene, child, child_parent, box.frame.x, box.frame.y, load_image)
    return change


def _image(
    scene: Scene, image: ImageNode, parent: dict[str, Any], x: float, y: float, load_image: ImageLoader | None
) -> None:
    change = _base(scene, image, parent, x, y, "ROUNDED_RECTANGLE")
    _decorate(change, image.style, scene)
    data = load_image(image) if load_image else None
    if data:
        change["fillPaints"] = [
            {
                "type": "IMAGE",
                "opacity": 1.0,
                "visible": True,
                "blendMode": "NORMAL",
                "image": {
                    "hash": hashlib.sha1(data).digest(),
                    "name": image.alt or image.name or "image",
                    "dataBlob": scene.blob(data),
                },
                "imageScaleMode": FITS[image.fit],
            }
        ]
    else:  # a picture that cannot be read here is kept as a neutral placeholder of the right size
        change["fillPaints"] = [solid(Color(r=226, g=232, b=240))]


def _text(scene: Scene, text: TextNode, parent: dict[str, Any], x: float, y: float) -> None:
    change = _base(scene, text, parent, x, y, "TEXT")
    characters = text.text
    if text.transform == "uppercase":
        characters = characters.upper()
    elif text.transform == "lowercase":
        characters = characters.lower()
    width = max(float(text.frame.width), 1.0)
    laid = fonts.set_text(
        characters,
        size=text.font.size,
        weight=text.font.weight,
        italic=text.font.italic,
        width=width + 1,
        line_height=text.font.line_height,
        letter_spacing=text.font.letter_spacing,
        align=text.align,
        max_lines=text.max_lines,
    )
    choice = laid.font.choice
    glyphs = []
    for glyph in laid.glyphs:
        outline = laid.font.outline(glyph.glyph_id)
        placed = {
            "position": {"x": glyph.x, "y": glyph.baseline},
            "styleID": 0,
            "fontSize": float(text.font.size),
            "firstCharacter": glyph.first_character,
            "advance": glyph.advance,
        }
        if outline:  # blank glyphs (spaces) have no outline to point at
            placed["commandsBlob"] = scene.blob(outline)
        glyphs.append(placed)
    baselines = [
        {
            "position": {"x": 0.0, "y": line.baseline},
            "width": line.width,
            "lineY": line.top,
            "lineHeight": line.height,
            "firstCharacter": line.first_character,
            "endCharacter": line.end_character,
            "lineAscent": laid.font.ascent * laid.size,
        }
        for line in laid.lines
    ]
    layout_size = {"x": float(text.frame.width), "y": float(text.frame.height)}
    change.update(
        fillPaints=[solid(text.color)],
        fontName={"family": fonts.FAMILY, "style": choice.style, "postscript": choice.postscript},
        fontSize=float(text.font.size),
        lineHeight={"value": float(text.font.line_height), "units": "PIXELS"}
        if text.font.line_height
        else {"value": 100.0, "units": "PERCENT"},
        letterSpacing={"value": float(text.font.letter_spacing), "units": "PIXELS"},
        textAlignHorizontal=TEXT_ALIGN[text.align],
        textAlignVertical="TOP",
        textAutoResize="HEIGHT" if len(laid.lines) > 1 else "WIDTH_AND_HEIGHT",
        textDecoration="UNDERLINE" if text.underline else "STRIKETHROUGH" if text.strike else "NONE",
        textData={
            "characters": characters,
            "lines": [{"lineType": "PLAIN", "indentationLevel": 0, "isFirstLineOfList": False} for _ in laid.lines],
        },
        derivedTextData={"layoutSize": layout_size, "baselines": baselines, "glyphs": glyphs},
    )
    if text.max_lines:
        change.update(maxLines=int(text.max_lines), textTruncation="ENDING")
