"""An element's inline style: read as ordered declarations, changed one property at a time, and
every value checked before it is written, so no value can end its declaration, swallow the ones
after it (an open bracket or comment), open a rule or reach outside the frame (the rule theme
values follow, made stricter per kind of property)."""

from __future__ import annotations

import re

import tinycss2
from PIL import ImageColor

MAX_VALUE = 300
_UNSAFE = re.compile(r"[;{}<>\\\n\r]|/\*|\*/|!\s*important|url\s*\(|expression\s*\(|@", re.IGNORECASE)
_FUNCTIONS = {"rgb", "rgba", "hsl", "hsla", "var", "calc", "min", "max", "clamp"}
_UNITS = {"px", "%", "em", "rem", "vh", "vw", "pt", "dvh", "svh"}
_KEYWORDS = {"inherit", "initial", "unset", "revert"}

COLOR = ("color", "background-color", "background", "border-color", "fill", "outline-color")
LENGTH = (
    "font-size",
    "line-height",
    "border-radius",
    "padding",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "gap",
    "row-gap",
    "column-gap",
    "width",
    "height",
    "min-width",
    "min-height",
    "max-width",
    "max-height",
    "margin",
    "margin-top",
    "margin-right",
    "margin-bottom",
    "margin-left",
    "border-width",
    "letter-spacing",
    "flex-basis",
)
NOT_NEGATIVE = {
    "font-size",
    "line-height",
    "border-radius",
    "padding",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "gap",
    "row-gap",
    "column-gap",
    "width",
    "height",
    "min-width",
    "min-height",
    "max-width",
    "max-height",
    "border-width",
    "flex-basis",
}
CHOICES = {
    "text-align": {"left", "right", "center", "justify", "start", "end"},
    "flex-direction": {"row", "column", "row-reverse", "column-reverse"},
    "justify-content": {
        "flex-start",
        "flex-end",
        "center",
        "space-between",
        "space-around",
        "space-evenly",
        "start",
        "end",
        "normal",
    },
    "align-items": {"stretch", "flex-start", "flex-end", "center", "baseline", "start", "end", "normal"},
    "align-self": {"auto", "stretch", "flex-start", "flex-end", "center", "baseline", "start", "end"},
    "display": {"none", "block", "flex", "inline", "inline-block", "inline-flex", "grid", "contents"},
    "font-style": {"normal", "italic"},
    "text-decoration": {"none", "underline", "line-through"},
    "white-space": {"normal", "nowrap", "pre-wrap", "pre-line"},
    "border-style": {"none", "solid", "dashed", "dotted", "double"},
    "object-fit": {"fill", "contain", "cover", "none", "scale-down"},
    "box-sizing": {"content-box", "border-box"},
}
WEIGHTS = {"normal", "bold", "lighter", "bolder"}
SHORTHANDS = {
    "padding": ("padding-top", "padding-right", "padding-bottom", "padding-left"),
    "margin": ("margin-top", "margin-right", "margin-bottom", "margin-left"),
    "border": (
        "border-width",
        "border-style",
        "border-color",
        "border-top",
        "border-right",
        "border-bottom",
        "border-left",
    ),
    "gap": ("row-gap", "column-gap"),
    "flex": ("flex-grow", "flex-shrink", "flex-basis"),
    "background": ("background-color", "background-image"),
    "font": ("font-size", "font-family", "font-weight", "line-height", "font-style"),
}


class StyleValueError(ValueError):
    """A value the inspector refuses, with the reason in the user's words."""


# -- reading and writing ----------------------------------------------------------------------------


def parse(style: str | None) -> dict[str, str]:
    """The declarations of a `style` attribute, the last of each property winning."""
    values: dict[str, str] = {}
    for node in tinycss2.parse_blocks_contents(style or "", skip_comments=True, skip_whitespace=True):
        if node.type == "declaration":
            values.pop(node.lower_name, None)  # a later one wins, and stands where it was written
            values[node.lower_name] = tinycss2.serialize(node.value).strip()
    return values


def write(values: dict[str, str]) -> str:
    return ";".join(f"{name}:{value}" for name, value in values.items() if value != "")


def with_values(style: str | None, changes: dict[str, str]) -> str:
    """The style with each property set (an empty value removes it). A property is written last, so
    it wins over what came before; a shorthand replaces its longhands."""
    values = parse(style)
    for name, value in changes.items():
        name = name.strip().lower()
        for longhand in SHORTHANDS.get(name, ()):
            values.pop(longhand, None)
        values.pop(name, None)
        if value.strip():
            values[name] = check(name, value)
    return write(values)


# -- checking ---------------------------------------------------------------------------------------


def check(name: str, value: str) -> str:
    """The value, tidied, if it is one the property can take; else StyleValueError."""
    value = " ".join(value.split())
    if not re.fullmatch(r"-?[a-z][a-z-]*", name):
        raise StyleValueError(f"“{name}” is not a CSS property")
    if len(value) > MAX_VALUE or _UNSAFE.search(value) or not _closed(value):
        raise StyleValueError(f"“{value}” cannot be used as {name}")
    tokens = _tokens(value)
    if value.lower() in _KEYWORDS:
        return value
    if name in COLOR:
        _one_colour(tokens, value)
    elif name in LENGTH:
        _lengths(name, tokens, value)
    elif name in CHOICES:
        if len(tokens) != 1 or tokens[0].type != "ident" or tokens[0].lower_value not in CHOICES[name]:
            raise StyleValueError(f"{name} takes one of: {', '.join(sorted(CHOICES[name]))}")
    elif name == "font-weight":
        _weight(tokens, value)
    elif name == "font-family":
        _families(tokens, value)
    elif name == "border" or name.startswith("border-") and name.split("-")[-1] in ("top", "right", "bottom", "left"):
        _border(tokens, value)
    elif name == "box-shadow":
        _shadow(tokens, value)
    elif name in ("flex", "flex-grow", "flex-shrink", "opacity", "order"):
        if not all(t.type in ("number", "dimension", "ident", "percentage") for t in tokens):
            raise StyleValueError(f"“{value}” is not a {name}")
    return value


def _closed(value: str) -> bool:
    """Every bracket the value opens it closes (outside its strings): a function left open would
    take the declarations written after it into its arguments."""
    depth, quote = [], ""
    pairs = {"(": ")", "[": "]"}
    for char in value:
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char in pairs:
            depth.append(pairs[char])
        elif char in ")]":
            if not depth or depth.pop() != char:
                return False
    return not depth and not quote


def _tokens(value: str) -> list:
    tokens = [t for t in tinycss2.parse_component_value_list(value, skip_comments=True) if t.type != "whitespace"]
    for token in tokens:
        _allowed(token, value)
    if not tokens:
        raise StyleValueError("the value is empty")
    return tokens


def _allowed(token, value: str) -> None:
    if token.type == "function":
        if token.lower_name not in _FUNCTIONS:
            raise StyleValueError(f"{token.name}() is not allowed in “{value}”")
        for inner in token.arguments:
            _allowed(inner, value)
    elif token.type == "literal":
        if token.value not in (",", "/", "+", "-", "*"):
            raise StyleValueError(f"“{value}” is not a value")
    elif token.type not in ("ident", "number", "percentage", "dimension", "hash", "string", "whitespace"):
        raise StyleValueError(f"“{value}” is not a value")


def is_colour(token) -> bool:
    if token.type == "hash":
        return bool(re.fullmatch(r"[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}", token.value))
    if token.type == "function":
        return token.lower_name in ("rgb", "rgba", "hsl", "hsla", "var")
    if token.type == "ident":
        return token.lower_value in ("transparent", "currentcolor") or token.lower_value in ImageColor.colormap
    return False


def _one_colour(tokens: list, value: str) -> None:
    if len(tokens) != 1 or not is_colour(tokens[0]):
        raise StyleValueError(f"“{value}” is not a colour (try #2563eb, rgb(37 99 235) or var(--primary))")


def _is_length(token, name: str) -> bool:
    if token.type == "dimension":
        return token.lower_unit in _UNITS and not (name in NOT_NEGATIVE and token.value < 0)
    if token.type == "percentage":
        return not (name in NOT_NEGATIVE and token.value < 0)
    if token.type == "number":
        return token.value == 0 or (name == "line-height" and token.value > 0)
    if token.type == "function":
        return token.lower_name in ("var", "calc", "min", "max", "clamp")
    if token.type == "ident":
        return token.lower_value in ("auto", "normal", "fit-content", "min-content", "max-content", "none")
    return False


def _lengths(name: str, tokens: list, value: str) -> None:
    most = 4 if name in ("padding", "margin", "border-radius") else 2 if name == "gap" else 1
    if len(tokens) > most or not all(_is_length(t, name) for t in tokens):
        unit = "a size in px or %" if most == 1 else f"up to {most} sizes in px or %"
        raise StyleValueError(f"{name} takes {unit}, not “{value}”")


def _weight(tokens: list, value: str) -> None:
    token = tokens[0]
    ok = len(tokens) == 1 and (
        (token.type == "number" and token.is_integer and 1 <= token.int_value <= 1000)
        or (token.type == "ident" and token.lower_value in WEIGHTS)
    )
    if not ok:
        raise StyleValueError(f"“{value}” is not a font weight (100 to 900, normal or bold)")


def _families(tokens: list, value: str) -> None:
    if not all(t.type in ("ident", "string", "function") or (t.type == "literal" and t.value == ",") for t in tokens):
        raise StyleValueError(f"“{value}” is not a list of font families")


def _border(tokens: list, value: str) -> None:
    if len(tokens) == 1 and tokens[0].type == "ident" and tokens[0].lower_value == "none":
        return
    styles = CHOICES["border-style"]
    if len(tokens) > 3 or not all(
        _is_length(t, "border-width") or is_colour(t) or (t.type == "ident" and t.lower_value in styles) for t in tokens
    ):
        raise StyleValueError(f"“{value}” is not a border (for example 1px solid #e5e7eb)")


def _shadow(tokens: list, value: str) -> None:
    if len(tokens) == 1 and tokens[0].type == "ident" and tokens[0].lower_value == "none":
        return
    for token in tokens:
        ok = (
            (token.type == "literal" and token.value == ",")
            or is_colour(token)
            or (token.type == "ident" and token.lower_value == "inset")
            or _is_length(token, "box-shadow")
        )
        if not ok:
            raise StyleValueError(f"“{value}” is not a shadow (for example 0 2px 8px rgba(0,0,0,.15))")
