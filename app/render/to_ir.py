"""A page snapshot (what snapshot.js reads off the laid-out page) turned into the Screen IR.

Pure logic over plain data: the browser has already resolved the cascade, variables, inherited
text styles and layout, so this only decides which elements become boxes, texts and images,
and how each box lays out its children.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import count
from typing import Any

from app.ir import (
    BACKDROP,
    Border,
    BoxNode,
    Color,
    Flex,
    Font,
    ImageNode,
    Insets,
    Placement,
    Radii,
    Rect,
    Screen,
    Style,
    TextNode,
)
from app.render import css_values as css

ROLES = {
    "h1": "heading",
    "h2": "heading",
    "h3": "heading",
    "h4": "heading",
    "h5": "heading",
    "h6": "heading",
    "button": "button",
    "a": "link",
    "nav": "nav",
    "header": "header",
    "footer": "footer",
    "ul": "list",
    "ol": "list",
    "li": "listitem",
    "img": "image",
    "svg": "icon",
    "input": "input",
    "textarea": "input",
    "select": "input",
    "form": "form",
    "label": "label",
    "section": "section",
    "main": "main",
    "p": "paragraph",
    "hr": "divider",
}
JUSTIFY = {
    "center": "center",
    "flex-end": "end",
    "end": "end",
    "right": "end",
    "space-between": "space-between",
    "space-around": "space-around",
    "space-evenly": "space-evenly",
}
ALIGN = {
    "center": "center",
    "flex-start": "start",
    "start": "start",
    "self-start": "start",
    "flex-end": "end",
    "end": "end",
    "self-end": "end",
    "baseline": "baseline",
    "first baseline": "baseline",
}
TEXT_ALIGN = {"center": "center", "right": "right", "end": "right", "justify": "justify"}
BORDER_STYLES = {"solid", "dashed", "dotted", "double"}


def to_screen(snapshot: dict[str, Any], name: str = "Screen") -> Screen:
    ids = (f"n{i}" for i in count(1))
    width = float(snapshot.get("width") or 390)
    height = float(snapshot.get("height") or 844)
    body = snapshot.get("root")
    if body is None:
        root = BoxNode(id="root", frame=Rect(x=0, y=0, width=width, height=height))
    else:
        made = _box(body, ids, as_container=True)
        if not isinstance(made, BoxNode):
            raise ValueError("a page's body must lay out as a box")
        root = made
        root.id = "root"
        root.placement = Placement()
    root.frame = Rect(
        x=0,
        y=0,
        width=max(root.frame.width, width),
        height=max(root.frame.height, height, float(snapshot.get("scrollHeight") or 0)),
    )
    if root.style.background is None:
        root.style.background = css.color(snapshot.get("background")) or Color(r=255, g=255, b=255)
    screen = Screen(
        name=snapshot.get("title") or name,
        width=width,
        height=height,
        root=root,
        variables=dict(snapshot.get("variables") or {}),
    )
    families = Counter(n.font.family for n in screen.walk() if isinstance(n, TextNode))
    screen.fonts = [family for family, _ in families.most_common()]
    return screen


def _rect(values: list[float]) -> Rect:
    x, y, w, h = (float(v) for v in values)
    return Rect(x=round(x, 2), y=round(y, 2), width=round(w, 2), height=round(h, 2))


def _insets(style: dict, prefix: str, suffix: str = "") -> Insets:
    return Insets(
        **{side.lower(): css.px(style.get(f"{prefix}{side}{suffix}")) for side in ("Top", "Right", "Bottom", "Left")}
    )


def _style(style: dict) -> Style:
    border = None
    widths = _insets(style, "border", "Width")
    if not widths.is_zero:  # colour and style of the first side that is drawn
        side = next(s for s in ("Top", "Right", "Bottom", "Left") if getattr(widths, s.lower()))
        shade = css.color(style.get(f"border{side}Color"))
        kind = style.get(f"border{side}Style")
        if shade is not None and kind in BORDER_STYLES:
            border = Border(width=widths, color=shade, style=kind)
    radii = Radii(
        top_left=css.px(style.get("borderTopLeftRadius")),
        top_right=css.px(style.get("borderTopRightRadius")),
        bottom_right=css.px(style.get("borderBottomRightRadius")),
        bottom_left=css.px(style.get("borderBottomLeftRadius")),
    )
    try:
        opacity = float(style.get("opacity", "1"))
    except ValueError:
        opacity = 1.0
    clips = any(style.get(k) in ("hidden", "clip", "auto", "scroll") for k in ("overflowX", "overflowY"))
    return Style(
        background=css.color(style.get("backgroundColor")),
        gradient=css.gradient(style.get("backgroundImage")),
        border=border,
        radii=radii,
        shadows=css.shadows(style.get("boxShadow")),
        opacity=opacity,
        clips=clips,
    )


def _placement(style: dict) -> Placement:
    def number(key: str, default: float) -> float:
        try:
            return float(style.get(key, default))
        except (TypeError, ValueError):
            return default

    align_self = ALIGN.get(style.get("alignSelf", ""), "stretch" if style.get("alignSelf") == "stretch" else "auto")
    return Placement(
        grow=number("flexGrow", 0),
        shrink=number("flexShrink", 1),
        align_self=align_self,
        absolute=style.get("position") in ("absolute", "fixed"),
        margin=_insets(style, "margin"),
    )


def _font(style: dict) -> Font:
    try:
        weight = int(round(float(style.get("fontWeight", "400")) / 100) * 100)
    except ValueError:
        weight = 700 if style.get("fontWeight") == "bold" else 400
    line = style.get("lineHeight")
    return Font(
        family=css.font_family(style.get("fontFamily")),
        size=css.px(style.get("fontSize"), 16),
        weight=max(100, min(900, weight)),
        italic=style.get("fontStyle") == "italic",
        line_height=css.px(line) if line and line.endswith("px") else None,
        letter_spacing=css.px(style.get("letterSpacing")),
    )


def _text(run: dict, style: dict, ids: Iterator[str], role: str = "") -> TextNode:
    clamp = style.get("webkitLineClamp")
    max_lines = (
        int(clamp)
        if clamp and clamp.isdigit()
        else (1 if style.get("textOverflow") == "ellipsis" and style.get("whiteSpace") == "nowrap" else None)
    )
    decoration = style.get("textDecorationLine") or ""
    transform = style.get("textTransform")
    return TextNode(
        id=next(ids),
        role=role,
        name=run["text"].strip()[:60],
        frame=_rect(run["rect"]),
        text=run["text"].strip(),
        font=_font(style),
        color=css.color(style.get("color")) or Color(r=0, g=0, b=0),
        align=TEXT_ALIGN.get(style.get("textAlign", ""), "left"),
        max_lines=max_lines,
        underline="underline" in decoration,
        strike="line-through" in decoration,
        transform=transform if transform in ("uppercase", "lowercase", "capitalize") else "none",
    )


def _layout(element: dict) -> Flex:
    style = element["style"]
    display = style.get("display", "block")
    padding = _insets(style, "padding")
    if display in ("flex", "inline-flex"):
        row = style.get("flexDirection", "row").startswith("row")
        gap = css.px(style.get("columnGap" if row else "rowGap"))
        return Flex(
            direction="row" if row else "column",
            wrap=style.get("flexWrap", "nowrap") != "nowrap",
            gap=gap,
            cross_gap=css.px(style.get("rowGap" if row else "columnGap")),
            justify=JUSTIFY.get(style.get("justifyContent", ""), "start"),
            align=ALIGN.get(style.get("alignItems", ""), "stretch"),
            padding=padding,
            scrolls=style.get("overflowY") in ("auto", "scroll"),
        )
    if display in ("grid", "inline-grid"):
        return Flex(
            direction="row",
            wrap=True,
            gap=css.px(style.get("columnGap")),
            cross_gap=css.px(style.get("rowGap")),
            align="stretch",
            padding=padding,
        )
    if _pictured_paragraph(element):
        return Flex(
            direction="row",
            wrap=True,
            gap=_space_between(_pieces(element)),
            justify=JUSTIFY.get(style.get("textAlign", ""), "start"),
            align="center",
            padding=padding,
        )
    children = [c for c in element.get("children", []) if "rect" in c and not _blank(c)]
    inline_row = len(children) > 1 and _one_line(children)
    return Flex(
        direction="row" if inline_row else "column",
        padding=padding,
        align="start" if inline_row else "stretch",
        scrolls=style.get("overflowY") in ("auto", "scroll"),
    )


INLINE = ("inline", "inline-block", "inline-flex")


def _blank(element: dict) -> bool:
    """An inline element holding nothing to see (the space between the pieces of a line): spacing, not a part."""
    return (
        "text" not in element
        and element["style"].get("display", "inline") == "inline"
        and element["tag"] not in ("img", "svg", "br")
        and not element.get("children")
        and not _paints(element)
    )


def _pieces(element: dict) -> list[dict]:
    return [c for c in element.get("children", []) if "text" in c or not _blank(c)]


def _pictured_paragraph(element: dict) -> bool:
    """A block whose content is lines of inline pieces, a picture or a boxed piece among them (a badge before a
    link): a row that wraps, the way the lines do. (Lines of text alone are one text of runs, made elsewhere.)"""
    if element["style"].get("display", "block") not in ("block", "list-item"):
        return False
    pieces = [c for c in _pieces(element) if "text" not in c]
    if len(_pieces(element)) < 2 or any(c["style"].get("display", "inline") not in INLINE for c in pieces):
        return False
    return any(c["tag"] in ("img", "svg") or c["style"].get("display") != "inline" for c in pieces)


def _space_between(pieces: list[dict]) -> float:
    """The usual space between pieces that share a line."""
    spaces = [
        b["rect"][0] - (a["rect"][0] + a["rect"][2])
        for a, b in zip(pieces, pieces[1:])
        if abs(a["rect"][1] - b["rect"][1]) < max(a["rect"][3], b["rect"][3]) and b["rect"][0] > a["rect"][0]
    ]
    spaces = sorted(space for space in spaces if space >= 0)
    return round(spaces[len(spaces) // 2], 1) if spaces else 0.0


def _one_line(children: list[dict]) -> bool:
    """Children laid side by side (inline content): every box overlaps the first one vertically."""
    tops = [c["rect"][1] for c in children]
    bottoms = [c["rect"][1] + c["rect"][3] for c in children]
    return max(tops) < min(bottoms) and len({round(c["rect"][0]) for c in children}) == len(children)


def _paints(element: dict) -> bool:
    style = _style(element["style"])
    return bool(
        style.background
        or style.gradient
        or style.border
        or style.shadows
        or not _insets(element["style"], "padding").is_zero
    )


def _image(element: dict, ids: Iterator[str], src: str) -> ImageNode:
    fit = element["style"].get("objectFit", "fill")
    image = ImageNode(
        id=next(ids),
        role=element.get("attrs", {}).get("data-role") or ROLES.get(element["tag"], "image"),
        name=element.get("attrs", {}).get("alt", "") or element["tag"],
        frame=_rect(element["rect"]),
        src=src,
        fit=fit if fit in ("cover", "contain", "fill", "none", "scale-down") else "fill",
        alt=element.get("attrs", {}).get("alt", ""),
        style=_style(element["style"]),
        placement=_placement(element["style"]),
    )
    image.placement.push = bool(element.get("push"))
    return image


def _box(element: dict, ids: Iterator[str], as_container: bool = False) -> BoxNode | TextNode | ImageNode:
    """The node for one element; `as_container` keeps it a box even when it is only an image or a text."""
    tag = element["tag"]
    style = element["style"]
    attrs = element.get("attrs", {})
    role = attrs.get("data-role") or attrs.get("role") or ROLES.get(tag, "")
    if tag in ("img", "svg") and element.get("src") and not as_container:
        return _image(element, ids, element["src"])
    children_in = element.get("children", [])
    # a leaf that only carries text and paints nothing is the text itself
    if not as_container and len(children_in) == 1 and "text" in children_in[0] and not _paints(element):
        node = _text(children_in[0], style, ids, role)
        inline = tag in ("span", "a", "strong", "em", "b", "i") and style.get("display", "inline") == "inline"
        node.frame = node.frame if inline else _rect(element["rect"])  # a block's line box, not only its words
        node.placement = _placement(style)
        node.placement.push = bool(element.get("push"))
        node.name = attrs.get("aria-label") or node.name
        return node
    box = BoxNode(
        id=next(ids),
        role=role,
        name=attrs.get("aria-label") or attrs.get("name") or role or tag,
        frame=_rect(element["rect"]),
        style=_style(style),
        placement=_placement(style),
        layout=_layout(element),
    )
    box.placement.push = bool(element.get("push"))
    background = css.image_url(style.get("backgroundImage"))
    if background:
        fit = (
            "cover"
            if style.get("backgroundSize") == "cover"
            else "contain"
            if style.get("backgroundSize") == "contain"
            else "fill"
        )
        box.children.append(
            ImageNode(
                id=next(ids),
                role=BACKDROP,
                name=BACKDROP,
                frame=box.frame,
                src=background,
                fit=fit,
                placement=Placement(absolute=True),
            )
        )
    if tag in ("input", "textarea", "select"):
        shown = element.get("value") or element.get("placeholder") or ""
        if shown:
            text_style = dict(style)
            if not element.get("value"):
                text_style["color"] = "rgba(117, 117, 117, 1)"
            pad = _insets(style, "padding")
            frame = element["rect"]
            box.children.append(
                _text(
                    {
                        "text": shown,
                        "rect": [
                            frame[0] + pad.left,
                            frame[1] + pad.top,
                            max(frame[2] - pad.left - pad.right, 0),
                            max(frame[3] - pad.top - pad.bottom, 0),
                        ],
                    },
                    text_style,
                    ids,
                    "placeholder" if not element.get("value") else "value",
                )
            )
        box.role = "checkbox" if element.get("checked") is not None else "input"
        return box
    for child in children_in:
        if "text" in child:
            box.children.append(_text(child, style, ids))
        elif not _blank(child):
            box.children.append(_box(child, ids))
    return box
