"""WCAG 2 contrast: relative luminance, contrast ratio, and nudging a colour until it reads.

Colours are `#rrggbb` strings or (r, g, b) tuples of 0-255 channels.
"""

from __future__ import annotations

from collections.abc import Sequence

RGB = tuple[int, int, int]
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
AA_BODY = 4.5
AA_LARGE = 3.0


def parse_hex(value: str) -> RGB:
    """`#0ea5e9`, `0ea5e9` or `#0af` -> (r, g, b)."""
    text = value.strip().lstrip("#")
    if len(text) in (3, 4):
        text = "".join(c * 2 for c in text[:3])
    if len(text) not in (6, 8) or any(c not in "0123456789abcdefABCDEF" for c in text):
        raise ValueError(f"not a hex colour: {value!r}")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def to_hex(rgb: Sequence[float]) -> str:
    """The first three channels as `#rrggbb`; fractional channels are rounded, all are clamped to 0-255."""
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in rgb[:3])


def _rgb(colour: str | RGB) -> RGB:
    return parse_hex(colour) if isinstance(colour, str) else (int(colour[0]), int(colour[1]), int(colour[2]))


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: str | RGB) -> float:
    """WCAG 2: L = 0.2126 R + 0.7152 G + 0.0722 B over linearised sRGB channels."""
    r, g, b = _rgb(colour)
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def contrast_ratio(first: str | RGB, second: str | RGB) -> float:
    """(L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21."""
    a, b = relative_luminance(first), relative_luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def mix(first: str | RGB, second: str | RGB, amount: float) -> str:
    """`amount` of `second` blended into `first` (0: first, 1: second), as hex."""
    a, b = _rgb(first), _rgb(second)
    return to_hex(tuple(x + (y - x) * amount for x, y in zip(a, b)))


def is_dark(colour: str | RGB) -> bool:
    return relative_luminance(colour) < 0.18


def readable_on(background: str | RGB, light: str = "#ffffff", dark: str = "#0b0b0f") -> str:
    """The light ink when it reaches AA on `background`, else the dark one when it does, else the better one."""
    on_light, on_dark = contrast_ratio(light, background), contrast_ratio(dark, background)
    if on_light >= AA_BODY:
        return light
    if on_dark >= AA_BODY:
        return dark
    return light if on_light >= on_dark else dark


def ensure_contrast(colour: str, backgrounds: list[str] | tuple[str, ...], minimum: float = AA_BODY) -> str:
    """`colour`, darkened or lightened in small steps until it reaches `minimum` on every background."""
    if all(contrast_ratio(colour, bg) >= minimum for bg in backgrounds):
        return colour
    darkest = min(backgrounds, key=relative_luminance)
    lightest = max(backgrounds, key=relative_luminance)
    # go away from the backgrounds: towards black on light ones, towards white on dark ones
    toward = BLACK if relative_luminance(lightest) > 0.18 else WHITE
    if toward == BLACK and contrast_ratio(BLACK, darkest) < minimum:
        toward = WHITE
    for step in range(1, 41):
        candidate = mix(colour, toward, step / 40)
        if all(contrast_ratio(candidate, bg) >= minimum for bg in backgrounds):
            return candidate
    return to_hex(toward)
