"""Reading computed CSS values (the strings a browser's getComputedStyle gives) into IR values."""

from __future__ import annotations

import re

from app.ir import Color, Gradient, Shadow

NUMBER = r"-?\d*\.?\d+(?:e-?\d+)?"
RGB = re.compile(rf"rgba?\(\s*({NUMBER})[,\s]+({NUMBER})[,\s]+({NUMBER})(?:\s*[,/]\s*({NUMBER})(%?))?\s*\)")
LENGTH = re.compile(rf"({NUMBER})px")
URL = re.compile(r'url\(\s*"?([^")]+)"?\s*\)')


def px(value: str | None, default: float = 0.0) -> float:
    """`12.5px` -> 12.5; keywords (`normal`, `auto`) -> the default."""
    if not value:
        return default
    match = LENGTH.fullmatch(value.strip())
    return float(match.group(1)) if match else default


def color(value: str | None) -> Color | None:
    """A computed colour; None for transparent or anything not sRGB."""
    if not value:
        return None
    match = RGB.search(value)
    if not match:
        return None
    r, g, b = (max(0, min(255, round(float(match.group(i))))) for i in (1, 2, 3))
    alpha = 1.0
    if match.group(4) is not None:
        alpha = float(match.group(4)) / (100 if match.group(5) else 1)
    alpha = max(0.0, min(1.0, alpha))
    if alpha == 0:
        return None
    return Color(r=r, g=g, b=b, a=round(alpha, 4))


def split_top_level(value: str, separator: str = ",") -> list[str]:
    """Split on separators that are not inside parentheses."""
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for char in value:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == separator and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    if current:
        parts.append("".join(current).strip())
    return [p for p in parts if p]


def shadows(value: str | None) -> list[Shadow]:
    """`rgba(0, 0, 0, 0.1) 0px 4px 12px 0px, ...` (computed order: colour first)."""
    if not value or value == "none":
        return []
    found = []
    for part in split_top_level(value):
        shade = color(part)
        if shade is None:
            continue
        lengths = [float(x) for x in LENGTH.findall(RGB.sub("", part))]
        x, y, blur, spread = (lengths + [0, 0, 0, 0])[:4]
        found.append(Shadow(x=x, y=y, blur=blur, spread=spread, color=shade, inset="inset" in part))
    return found


DIRECTIONS = {
    "to top": 0,
    "to right": 90,
    "to bottom": 180,
    "to left": 270,
    "to top right": 45,
    "to bottom right": 135,
    "to bottom left": 225,
    "to top left": 315,
}


def gradient(value: str | None) -> Gradient | None:
    """The first linear or radial gradient of a background-image, with its colour stops."""
    if not value or "gradient(" not in value:
        return None
    kind = "radial" if "radial-gradient(" in value else "linear"
    inner = value[value.index("gradient(") + len("gradient(") :]
    parts = split_top_level(inner[: _closing(inner)])
    angle = 180.0
    if parts and color(parts[0]) is None:
        head = parts.pop(0).strip()
        if head.endswith("deg"):
            angle = float(head[:-3])
        elif head in DIRECTIONS:
            angle = DIRECTIONS[head]
    stops = []
    for index, part in enumerate(parts):
        shade = color(part)
        if shade is None:
            continue
        position = re.search(rf"({NUMBER})%\s*$", RGB.sub("", part))
        where = float(position.group(1)) / 100 if position else index / max(len(parts) - 1, 1)
        stops.append((shade, max(0.0, min(1.0, where))))
    return Gradient(kind=kind, angle=angle, stops=stops) if len(stops) >= 2 else None


def _closing(text: str) -> int:
    depth = 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                return index
            depth -= 1
    return len(text)


def image_url(value: str | None) -> str | None:
    if not value or "url(" not in value:
        return None
    match = URL.search(value)
    return match.group(1) if match else None


def font_family(value: str | None) -> str:
    if not value:
        return "system-ui"
    return split_top_level(value)[0].strip().strip('"').strip("'") or "system-ui"
