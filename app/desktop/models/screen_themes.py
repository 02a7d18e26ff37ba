"""The theme a converted screen comes with: its style guide's variables, named after the screen.

Screens converted together (one drop, one paste) share a theme when they have the same look: the
same variables, colours equal within a few levels per channel (two screenshots of one app read
its colours a level or two apart), everything else equal."""

from __future__ import annotations

import re

from app.contract import CreateTheme
from app.contract.limits import MAX_NAME_LENGTH, MAX_VARIABLES_PER_VARIANT
from app.desktop.models.themes import DEFAULT_VARIANT

COLOUR_SLACK = 6  # levels of 255 per channel
_HEX = re.compile(r"^#([0-9a-fA-F]{6})$")
_VARIABLE = re.compile(r"--[A-Za-z0-9_-]{1,100}")  # as the theme contract takes them
_SAFE_VALUE = re.compile(r"[^;{}<>\\]{1,2000}")


def _channels(value: str) -> tuple[int, int, int] | None:
    found = _HEX.match(value.strip())
    if not found:
        return None
    digits = found.group(1)
    return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)


def same_value(one: str, other: str) -> bool:
    a, b = _channels(one), _channels(other)
    if a is not None and b is not None:
        return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= COLOUR_SLACK
    return " ".join(one.lower().split()) == " ".join(other.lower().split())


def same_look(one: dict[str, str], other: dict[str, str]) -> bool:
    return one.keys() == other.keys() and all(same_value(one[name], other[name]) for name in one)


def themeable(variables: dict[str, str]) -> dict[str, str]:
    """The style guide's variables a theme can hold: custom-property names with values that cannot
    end the CSS rule (any other is left out, not the whole theme), as many as a variant takes."""
    kept: dict[str, str] = {}
    for name, value in variables.items():
        value = value.strip()
        if len(kept) < MAX_VARIABLES_PER_VARIANT and _VARIABLE.fullmatch(name) and _SAFE_VALUE.fullmatch(value):
            kept[name] = value
    return kept


def screen_theme(name: str, variables: dict[str, str]) -> CreateTheme:
    """The request that makes a screen's theme (its variables as the default variant)."""
    return CreateTheme(
        name=(name.strip() or "Converted screen")[:MAX_NAME_LENGTH], variants={DEFAULT_VARIANT: dict(variables)}
    )


class DropThemes:
    """The themes made for the screens of one drop, to share among them."""

    def __init__(self) -> None:
        self._made: list[tuple[dict[str, str], str]] = []  # (variables, theme id)

    def matching(self, variables: dict[str, str]) -> str | None:
        return next((theme_id for known, theme_id in self._made if same_look(known, variables)), None)

    def remember(self, variables: dict[str, str], theme_id: str) -> None:
        self._made.append((dict(variables), theme_id))
