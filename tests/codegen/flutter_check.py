"""Holds a tree-sitter tree of Dart code to the Flutter allow-list of flutter_allowlist.py."""

from __future__ import annotations

from dataclasses import dataclass

from .flutter_allowlist import CONSTANTS, CONSTRUCTORS, IMPORTS


@dataclass
class Use:
    """One capitalised name called (`Row(...)`, `EdgeInsets.all(8)`) or read (`FontWeight.w600`)."""

    name: str
    member: str | None
    arguments: object | None  # the tree-sitter `arguments` node of a call
    line: int
    column: int


def vocabulary_errors(root) -> list[str]:
    declared = _declared_classes(root)
    errors = _import_errors(root)
    for use in _uses(root):
        if use.name in declared:
            continue
        errors.extend(_check(use))
    return sorted(errors, key=lambda message: tuple(int(part) for part in message.split(":", 2)[:2]))


def _text(node) -> str:
    return node.text.decode("utf-8", "replace")


def _walk(root):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def _declared_classes(root) -> set[str]:
    names = set()
    for node in _walk(root):
        if node.type in ("class_definition", "enum_declaration", "mixin_declaration"):
            for child in node.children:
                if child.type == "identifier":
                    names.add(_text(child))
                    break
    return names


def _import_errors(root) -> list[str]:
    errors = []
    for node in _walk(root):
        if node.type == "configurable_uri":
            uri = _text(node).strip("'\"")
            if uri not in IMPORTS:
                errors.append(f"{_at(node)}: import {uri!r} is not allowed (only {', '.join(sorted(IMPORTS))})")
    return errors


def _at(node) -> str:
    return f"{node.start_point.row + 1}:{node.start_point.column + 1}"


def _capitalised(node) -> bool:
    return node.type in ("identifier", "type_identifier") and _text(node)[:1].isupper()


def _member(selector) -> str | None:
    """The name of a `.name` selector, else None."""
    for child in selector.children:
        if child.type == "unconditional_assignable_selector":
            for part in child.children:
                if part.type == "identifier":
                    return _text(part)
    return None


def _arguments(selector):
    for child in selector.children:
        if child.type == "argument_part":
            for part in child.children:
                if part.type == "arguments":
                    return part
    return None


def _uses(root):
    for node in _walk(root):
        if node.type in ("const_object_expression", "new_expression"):
            yield _object_expression(node)
            continue
        children = node.children
        for index, child in enumerate(children):
            if not _capitalised(child) or index + 1 >= len(children):
                continue
            following = [c for c in children[index + 1 : index + 3] if c.type == "selector"]
            if not following or children[index + 1].type != "selector":
                continue
            line, column = child.start_point.row + 1, child.start_point.column + 1
            arguments = _arguments(following[0])
            if arguments is not None:
                yield Use(_text(child), None, arguments, line, column)
                continue
            member = _member(following[0])
            if member is None:
                continue
            call = _arguments(following[1]) if len(following) > 1 else None
            yield Use(_text(child), member, call, line, column)


def _object_expression(node) -> Use:
    name = member = arguments = None
    seen_dot = False
    for child in node.children:
        if child.type == "type_identifier" and name is None:
            name = _text(child)
        elif child.type == ".":
            seen_dot = True
        elif child.type == "identifier" and seen_dot:
            member = _text(child)
        elif child.type == "arguments":
            arguments = child
    return Use(name or "?", member, arguments, node.start_point.row + 1, node.start_point.column + 1)


def _check(use: Use) -> list[str]:
    where = f"{use.line}:{use.column}"
    if use.arguments is None:
        if use.member in CONSTANTS.get(use.name, ()):
            return []
        return [f"{where}: {use.name}.{use.member} is not in the Flutter allow-list"]
    name = f"{use.name}.{use.member}" if use.member else use.name
    if name not in CONSTRUCTORS:
        return [f"{where}: {name}(...) is not in the Flutter allow-list"]
    low, high, allowed = CONSTRUCTORS[name]
    positional, named = 0, {}
    for child in use.arguments.children:
        if child.type == "argument":
            positional += 1
        elif child.type == "named_argument":
            label = next((c for c in child.children if c.type == "label"), None)
            if label is not None:
                named[_text(label).rstrip(":").strip()] = _at(label)
    errors = []
    if not low <= positional <= high:
        expected = str(low) if low == high else f"{low}-{high}"
        errors.append(f"{where}: {name} takes {expected} positional argument(s), got {positional}")
    for label, at in named.items():
        if label not in allowed:
            errors.append(f"{at}: {name} has no parameter {label!r} in the Flutter allow-list")
    if name == "Container" and {"color", "decoration"} <= named.keys():
        errors.append(f"{where}: Container cannot take both color and decoration")
    return errors
