"""Names in generated code: the component's type name from the screen's label, the file's name,
and unique identifiers for style entries."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

DEFAULT_LABEL = "Screen"

# reserved in at least one of Dart, TypeScript, Swift and Kotlin, or a name the frameworks define
RESERVED = {
    "abstract",
    "any",
    "as",
    "assert",
    "associatedtype",
    "async",
    "await",
    "boolean",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "data",
    "default",
    "defer",
    "deinit",
    "delete",
    "do",
    "dynamic",
    "else",
    "enum",
    "export",
    "extends",
    "extension",
    "false",
    "fallthrough",
    "final",
    "finally",
    "for",
    "fun",
    "func",
    "function",
    "get",
    "guard",
    "if",
    "implements",
    "import",
    "in",
    "init",
    "inout",
    "interface",
    "internal",
    "is",
    "let",
    "new",
    "nil",
    "null",
    "number",
    "object",
    "open",
    "operator",
    "package",
    "private",
    "protocol",
    "public",
    "repeat",
    "rethrows",
    "return",
    "self",
    "set",
    "static",
    "string",
    "struct",
    "subscript",
    "super",
    "switch",
    "this",
    "throw",
    "throws",
    "true",
    "try",
    "type",
    "typealias",
    "typeof",
    "val",
    "var",
    "void",
    "when",
    "where",
    "while",
    "with",
    "yield",
}
# framework types a screen's type must not shadow
FRAMEWORK_TYPES = {
    "text",
    "view",
    "image",
    "color",
    "column",
    "row",
    "box",
    "stack",
    "container",
    "widget",
    "modifier",
    "scrollview",
    "stylesheet",
    "react",
    "some",
    "body",
    "spacer",
    "wrap",
    "flowlayout",
    "group",
    "shape",
    "font",
    "alignment",
    "arrangement",
    "icon",
    "button",
    "list",
    "state",
}


def words(label: str, camel: bool = False) -> list[str]:
    """The words of a label; with `camel`, a camelCase word counts as its parts (`listItem` is `list`, `Item`)."""
    ascii_only = unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode()
    if camel:
        return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+[0-9]*|[0-9]+", ascii_only)
    return re.findall(r"[A-Za-z0-9]+", ascii_only)


def type_name(label: str | None) -> str:
    """`"sign-in screen"` -> `SignInScreen`: a valid type name in all four languages."""
    parts = words(label or "")
    name = "".join(p[:1].upper() + p[1:] for p in parts)[:80]
    if not name:
        return DEFAULT_LABEL
    if name[0].isdigit():
        name = DEFAULT_LABEL + name
    if name.lower() in RESERVED or name.lower() in FRAMEWORK_TYPES:
        name += DEFAULT_LABEL
    return name


def file_name(label: str | None, extension: str) -> str:
    """The label with spaces as underscores, made safe as a file name, plus the extension (spec 2.5)."""
    base = (label or DEFAULT_LABEL).strip().replace(" ", "_")
    base = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "_", base).strip(".") or DEFAULT_LABEL
    return base[:120] + extension


def identifier(hint: str) -> str:
    """A lower camel-case identifier from a hint such as a node's role or name."""
    parts = words(hint, camel=True)[:5]
    if not parts:
        return "item"
    name = parts[0].lower() + "".join(p[:1].upper() + p[1:].lower() for p in parts[1:])
    if name[0].isdigit():
        name = "item" + name
    return name if name.lower() not in RESERVED else name + "Style"


class Namer:
    """Unique identifiers within one file."""

    def __init__(self, taken: set[str] | None = None) -> None:
        self.taken = set(taken or ())

    def __call__(self, hint: str) -> str:
        base = identifier(hint)[:40]
        name, index = base, 2
        while name in self.taken:
            name, index = f"{base}{index}", index + 1
        self.taken.add(name)
        return name


# roles that name a part of the screen a developer refers to; others only say how boxes are laid out
NAMED_ROLES = {
    "screen",
    "header",
    "tabBar",
    "statusBar",
    "card",
    "list",
    "listItem",
    "section",
    "tabs",
    "tab",
    "button",
    "input",
    "nav",
    "footer",
    "form",
    "navbar",
    "tabbar",
    "listitem",
}


def role_hint(role: str, context: str, fallback: str) -> str:
    """What to call a part: its role, inside the nearest named part that holds it (`listItem` + `value` is
    `listItemValue`, a card's title `cardTitle`)."""
    own = role or fallback
    if context and own != context and role not in NAMED_ROLES:
        return f"{context} {own}"
    return own


# parts that become named pieces of their own in generated code (a widget method, a subview)
PIECES = {
    "header",
    "tabBar",
    "card",
    "list",
    "listItem",
    "section",
    "button",
    "input",
    "navbar",
    "tabbar",
    "nav",
    "footer",
    "form",
}


def is_piece(part: Any) -> bool:
    """Whether a part is a named piece of the screen in generated code: a box whose role names it."""
    return getattr(part.node, "kind", "") == "box" and part.node.role in PIECES


# a piece's name that would read as the framework's own (a `List`, a `Button`) says what it is instead
PIECE_NAMES = {"list": "listGroup", "button": "actionButton", "nav": "navigation", "form": "formGroup"}


def piece_name(namer: Namer, hint: str) -> str:
    return namer(PIECE_NAMES.get(hint, hint))
