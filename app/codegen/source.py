"""Laying generated source out: nested calls with one argument a line, indented."""

from __future__ import annotations

INDENT = "  "


def indent(text: str, prefix: str = INDENT) -> str:
    return "\n".join(prefix + line if line else line for line in text.split("\n"))


def call(
    name: str, args: list[str], *, trailing_comma: bool = True, inline_limit: int = 80, prefix: str = INDENT
) -> str:
    """`Name(a, b)` on one line when short, else one argument a line."""
    args = [a for a in args if a]
    flat = f"{name}({', '.join(args)})"
    if "\n" not in flat and len(flat) <= inline_limit:
        return flat
    body = ",\n".join(indent(a, prefix) for a in args)
    return f"{name}(\n{body}{',' if trailing_comma and args else ''}\n)"


def items(open_: str, values: list[str], close: str, *, trailing_comma: bool = True, prefix: str = INDENT) -> str:
    """A bracketed list, one item a line."""
    if not values:
        return open_ + close
    body = ",\n".join(indent(v, prefix) for v in values)
    return f"{open_}\n{body}{',' if trailing_comma else ''}\n{close}"


def block(head: str, lines: list[str], prefix: str = INDENT) -> str:
    """`head {` ... `}` with the lines indented (Kotlin and Swift trailing lambdas)."""
    if not lines:
        return head + " {}"
    return head + " {\n" + "\n".join(indent(line, prefix) for line in lines) + "\n}"
