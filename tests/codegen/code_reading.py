"""Reading generated code in tests: the top-level arguments of every call of a given name."""

from __future__ import annotations

import re

OPEN, CLOSE = "([{", ")]}"


def _skip_string(code: str, start: int) -> int:
    quote = code[start]
    index = start + 1
    while index < len(code) and code[index] != quote:
        index += 2 if code[index] == "\\" else 1
    return index + 1


def _balanced(code: str, start: int) -> int:
    """Index just past the bracket that closes the one at `start`."""
    depth, index = 0, start
    while index < len(code):
        char = code[index]
        if char in "'\"":
            index = _skip_string(code, index)
            continue
        if char in OPEN:
            depth += 1
        elif char in CLOSE:
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    raise ValueError("unbalanced brackets")


def split_top_level(inner: str) -> list[str]:
    parts, depth, current, index = [], 0, [], 0
    while index < len(inner):
        char = inner[index]
        if char in "'\"":
            end = _skip_string(inner, index)
            current.append(inner[index:end])
            index = end
            continue
        if char in OPEN:
            depth += 1
        elif char in CLOSE:
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
        index += 1
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def calls(code: str, name: str) -> list[list[str]]:
    """The argument lists of every `name(...)` call (not `otherName(`), outside string literals."""
    found = []
    for match in re.finditer(rf"(?<![\w.]){re.escape(name)}\(", code):
        if _inside_string(code, match.start()):
            continue
        start = match.end() - 1
        end = _balanced(code, start)
        found.append(split_top_level(code[start + 1 : end - 1]))
    return found


def _inside_string(code: str, position: int) -> bool:
    index = 0
    while index < position:
        if code[index] in "'\"":
            end = _skip_string(code, index)
            if end > position:
                return True
            index = end
            continue
        index += 1
    return False


def named(arguments: list[str]) -> dict[str, str]:
    """`key: value` or `key = value` arguments by key."""
    out = {}
    for argument in arguments:
        match = re.match(r"^(\w+)\s*[:=]\s*(.*)$", argument, re.S)
        if match:
            out[match.group(1)] = match.group(2)
    return out
