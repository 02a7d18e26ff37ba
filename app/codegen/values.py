"""Values every generator spells: numbers, string literals, colours, text runs."""

from __future__ import annotations

import json
from dataclasses import dataclass

from app.ir import Color, Font, TextNode


def num(value: float) -> str:
    """16 -> `16`, 16.504 -> `16.5`: the shortest faithful spelling."""
    rounded = round(float(value), 2)
    if rounded == int(rounded):
        return str(int(rounded))
    return f"{rounded:.2f}".rstrip("0").rstrip(".")


def argb(color: Color) -> str:
    """`0xAARRGGBB`, the order Flutter and Compose read (CSS 8-digit hex is #RRGGBBAA)."""
    return f"0x{round(color.a * 255):02X}{color.r:02X}{color.g:02X}{color.b:02X}"


def css_color(color: Color) -> str:
    if color.a >= 1:
        return f"#{color.r:02x}{color.g:02x}{color.b:02x}"
    return f"rgba({color.r}, {color.g}, {color.b}, {num(color.a)})"


def _escaped(text: str, quote: str, dollar: bool, unicode_form: str) -> str:
    out = []
    for char in text:
        if char == "\\":
            out.append("\\\\")
        elif char == quote:
            out.append("\\" + quote)
        elif char == "$" and dollar:
            out.append("\\$")
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif char == "\r":
            out.append("\\r")
        elif ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0 or char in "\u2028\u2029":
            out.append(unicode_form.format(ord(char)))
        else:
            out.append(char)
    return quote + "".join(out) + quote


def dart_string(text: str) -> str:
    return _escaped(text, "'", True, "\\u{{{:x}}}")


def kotlin_string(text: str) -> str:
    return _escaped(text, '"', True, "\\u{:04x}")


def swift_string(text: str) -> str:
    return _escaped(text, '"', False, "\\u{{{:x}}}")


def js_string(text: str) -> str:
    """A double-quoted JavaScript string; characters stay readable, line separators are escaped."""
    return json.dumps(text, ensure_ascii=False).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


@dataclass
class Run:
    text: str
    font: Font
    color: Color
    underline: bool
    strike: bool


def transformed(text: str, transform: str) -> str:
    if transform == "uppercase":
        return text.upper()
    if transform == "lowercase":
        return text.lower()
    if transform == "capitalize":
        return " ".join(w[:1].upper() + w[1:] for w in text.split(" "))
    return text


def runs(node: TextNode) -> list[Run]:
    """The node's text as styled runs, each resolved against the node (native text does not inherit)."""
    if not node.runs:
        return [Run(transformed(node.text, node.transform), node.font, node.color, node.underline, node.strike)]
    return [
        Run(
            transformed(r.text, node.transform),
            r.font or node.font,
            r.color or node.color,
            r.underline or node.underline,
            r.strike or node.strike,
        )
        for r in node.runs
        if r.text
    ]


def line_height_ratio(font: Font) -> float | None:
    if not font.line_height or font.size <= 0:
        return None
    return round(font.line_height / font.size, 3)
