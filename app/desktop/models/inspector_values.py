"""What the inspector shows for a selection, worked out without Qt: each property's value per
element (its own style where it sets one, so a bound variable shows as `--primary`; else what the
renderer computed), and "mixed" where the selected elements differ."""

from __future__ import annotations

import re

from app.desktop.models.document import FrameDocument, Path
from app.desktop.models.frame_editor import size_mode
from app.desktop.models.frame_layout import Box, FrameLayout

MIXED = object()
_VAR = re.compile(r"^var\(\s*(--[A-Za-z0-9_-]+)\s*(?:,[^)]*)?\)$")
_RGB = re.compile(r"^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)$")
NUMBERS = {"font-weight", "line-height", "opacity", "flex-grow", "flex-shrink", "order", "z-index"}
LONGHAND = {
    "padding": ("padding-top", "padding-right", "padding-bottom", "padding-left"),
    "gap": ("row-gap", "column-gap"),
}


def shown(value: str) -> str:
    """A value as the inspector writes it: a bound variable by its name, a colour as hex."""
    value = value.strip()
    bound = _VAR.match(value)
    if bound:
        return bound.group(1)
    colour = _RGB.match(value)
    if colour:
        red, green, blue = (round(float(colour.group(i))) for i in (1, 2, 3))
        alpha = colour.group(4)
        if alpha is not None:
            level = float(alpha[:-1]) / 100 if alpha.endswith("%") else float(alpha)
            if level == 0:
                return "transparent"
            if level < 1:
                return f"#{red:02x}{green:02x}{blue:02x}{round(level * 255):02x}"
        return f"#{red:02x}{green:02x}{blue:02x}"
    return value


def typed(value: str, name: str = "") -> str:
    """What the user typed for the property, as CSS: `--primary` binds the variable; a bare number
    is pixels, except where CSS takes a number itself (a weight of 600, a line height of 1.4)."""
    value = value.strip()
    if re.fullmatch(r"--[A-Za-z0-9_-]+", value):
        return f"var({value})"
    if re.fullmatch(r"-?\d+(\.\d+)?", value) and name not in NUMBERS:
        return f"{value}px"
    return value


def _short_box(top: str, right: str, bottom: str, left: str) -> str:
    if top == right == bottom == left:
        return top
    if (top, right) == (bottom, left):
        return f"{top} {right}"
    return f"{top} {right} {bottom} {left}"


def element_value(name: str, own: dict[str, str], box: Box | None) -> str:
    if name in own:
        return shown(own[name])
    computed = box.style if box is not None else {}
    if name == "padding":
        return _short_box(*(shown(own.get(n) or computed.get(n, "")) for n in LONGHAND["padding"]))
    if name == "gap":
        row, column = (own.get(n) or computed.get(n, "") for n in LONGHAND["gap"])
        row, column = ("0px" if v == "normal" else v for v in (row, column))
        return row if row == column else f"{row} {column}"
    if name == "border":
        width = computed.get("border-top-width", "0px")
        if width in ("0px", "") or computed.get("border-top-style") in ("none", ""):
            return "none"
        return f"{width} {computed.get('border-top-style')} {shown(computed.get('border-top-color', ''))}"
    if name == "border-radius" and computed.get(name, "").startswith("0px"):
        return "0px"
    return shown(computed.get(name, ""))


def common(values: list[str]):
    """The one value all selected elements share, else MIXED (None when nothing is selected)."""
    if not values:
        return None
    return values[0] if all(v == values[0] for v in values) else MIXED


def parent_direction(layout: FrameLayout | None, path: Path) -> str:
    parent = layout.box(path[:-1]) if layout is not None and len(path) > 1 else None
    if parent is None or "flex" not in parent.style.get("display", ""):
        return "column"  # block flow stacks like a column
    return parent.style.get("flex-direction", "row")


def element_size_mode(axis: str, document: FrameDocument, layout: FrameLayout | None, path: Path) -> str:
    box = layout.box(path) if layout is not None else None
    if layout is None or box is None:
        return "hug"
    direction = parent_direction(layout, path)
    along = direction.startswith("row") == (axis == "width")
    parent = layout.box(path[:-1]) if len(path) > 1 else None
    room = None
    if parent is not None and not along:
        style = parent.style

        def px(name: str) -> float:
            try:
                return float(style.get(name, "0px").removesuffix("px"))
            except ValueError:
                return 0.0

        if axis == "width":
            room = parent.width - px("padding-left") - px("padding-right") - px("border-top-width") * 2
        else:
            room = parent.height - px("padding-top") - px("padding-bottom") - px("border-top-width") * 2
    size = box.width if axis == "width" else box.height
    return size_mode(axis, document.style(path), size, room, along)


def values_for(name: str, document: FrameDocument, layout: FrameLayout | None, paths: tuple[Path, ...]):
    values = []
    for path in paths:
        if not document.exists(path):
            continue
        box = layout.box(path) if layout is not None else None
        if name == "text":
            values.append(document.text(path) if document.holds_text(path) else "")
        elif name in ("width-mode", "height-mode"):
            values.append(element_size_mode(name.split("-")[0], document, layout, path))
        elif name in ("width", "height"):
            values.append(f"{round(getattr(box, name))}" if box is not None else "")
        else:
            values.append(element_value(name, document.style(path), box))
    return common(values)
