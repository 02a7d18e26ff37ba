"""Theme tokens: named palettes, and the full set of CSS variables derived from one colour.

`derive_theme("teal", dark=True)` gives every variable a screen uses (`--primary`,
`--background`, `--foreground`, `--card`, `--muted`, ...). Every ink is checked with the WCAG
formula against every surface it is drawn on, so body text stays at 4.5:1 or better whatever
colour the user picks.
"""

from __future__ import annotations

import colorsys
import re
from dataclasses import dataclass, field, replace

from app.agent.contrast import (
    AA_BODY,
    contrast_ratio,
    ensure_contrast,
    is_dark,
    mix,
    parse_hex,
    readable_on,
    relative_luminance,
    to_hex,
)
from app.agent.locale import with_script_fonts

NAMED_COLOURS = {
    "teal": "#0d9488",
    "turquoise": "#14b8a6",
    "aqua": "#06b6d4",
    "cyan": "#0891b2",
    "sky": "#0ea5e9",
    "blue": "#2563eb",
    "cobalt": "#1d4ed8",
    "navy": "#1e3a8a",
    "indigo": "#4f46e5",
    "violet": "#7c3aed",
    "purple": "#9333ea",
    "lavender": "#8b5cf6",
    "lilac": "#a78bfa",
    "plum": "#86198f",
    "magenta": "#c026d3",
    "fuchsia": "#d946ef",
    "pink": "#ec4899",
    "rose": "#e11d48",
    "red": "#dc2626",
    "crimson": "#be123c",
    "scarlet": "#ef4444",
    "burgundy": "#881337",
    "maroon": "#7f1d1d",
    "coral": "#f2645a",
    "salmon": "#fa8072",
    "peach": "#fb923c",
    "orange": "#f97316",
    "tangerine": "#ea580c",
    "amber": "#f59e0b",
    "yellow": "#eab308",
    "gold": "#ca8a04",
    "mustard": "#c9a227",
    "lime": "#65a30d",
    "green": "#16a34a",
    "emerald": "#059669",
    "mint": "#10b981",
    "sage": "#6b8f71",
    "olive": "#6b7a2a",
    "forest": "#166534",
    "brown": "#92400e",
    "chocolate": "#7b3f00",
    "tan": "#b08d57",
    "beige": "#b9a37e",
    "sand": "#c2a36b",
    "black": "#111111",
    "charcoal": "#27272a",
    "graphite": "#3f3f46",
    "gray": "#6b7280",
    "grey": "#6b7280",
    "slate": "#475569",
    "silver": "#94a3b8",
    "monochrome": "#18181b",
}

# named palettes: a primary and a second colour for charts and highlights
PALETTES = {
    "ocean": ("#0ea5e9", "#6366f1"),
    "lagoon": ("#0d9488", "#0ea5e9"),
    "forest": ("#15803d", "#ca8a04"),
    "sunset": ("#f97316", "#e11d48"),
    "midnight": ("#6366f1", "#22d3ee"),
    "berry": ("#be185d", "#7c3aed"),
    "graphite": ("#18181b", "#6366f1"),
    "lavender": ("#8b5cf6", "#ec4899"),
    "citrus": ("#65a30d", "#f59e0b"),
    "ember": ("#dc2626", "#f97316"),
    "royal": ("#4338ca", "#db2777"),
    "sand": ("#b45309", "#0d9488"),
    "mint": ("#10b981", "#0ea5e9"),
    "cobalt": ("#1d4ed8", "#f59e0b"),
    "rosewood": ("#e11d48", "#f59e0b"),
}

RADII = {
    "playful": "22px",
    "calm": "20px",
    "friendly": "16px",
    "bold": "14px",
    "professional": "12px",
    "minimal": "10px",
    "elegant": "6px",
}
FONTS = {
    "ios": "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif",
    "android": "Roboto, 'Google Sans', 'Helvetica Neue', Arial, sans-serif",
}
SERIF = "'New York', Georgia, 'Times New Roman', serif"
HEX = re.compile(r"^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


@dataclass(frozen=True)
class Theme:
    """The CSS variables of one look, and what they were made from."""

    name: str
    primary: str
    dark: bool
    variables: dict[str, str] = field(default_factory=dict)

    def root_block(self) -> str:
        body = "".join(f"{name}:{value};" for name, value in self.variables.items())
        return f":root{{{body}}}"


def resolve_colour(value: str | None) -> str | None:
    """A colour name, palette name or hex code -> `#rrggbb`; None when it is none of those."""
    if not value:
        return None
    text = value.strip().lower()
    if HEX.match(text):
        return to_hex(parse_hex(text))
    if text in NAMED_COLOURS:
        return NAMED_COLOURS[text]
    if text in PALETTES:
        return PALETTES[text][0]
    return None


def _rotate(colour: str, degrees: float) -> str:
    r, g, b = (c / 255 for c in parse_hex(colour))
    hue, lightness, saturation = colorsys.rgb_to_hls(r, g, b)
    r, g, b = colorsys.hls_to_rgb((hue + degrees / 360) % 1, lightness, saturation)
    return to_hex((r * 255, g * 255, b * 255))


def _saturation(colour: str) -> float:
    r, g, b = (c / 255 for c in parse_hex(colour))
    return colorsys.rgb_to_hls(r, g, b)[2]


def second_colour(primary: str) -> str:
    """A companion colour for charts and highlights: the palette's, or the primary turned on the wheel."""
    for first, second in PALETTES.values():
        if first == primary:
            return second
    return _rotate(primary, 40) if _saturation(primary) > 0.15 else "#6366f1"


def derive_theme(
    colour: str,
    dark: bool = False,
    *,
    secondary: str | None = None,
    tone: str = "friendly",
    platform: str = "ios",
    name: str | None = None,
) -> Theme:
    """Every variable of a screen from one colour (a name, palette or hex), light or dark."""
    source = resolve_colour(colour) or PALETTES["ocean"][0]
    second = _deepened(resolve_colour(secondary) or second_colour(source))
    surfaces = _dark_surfaces(source) if dark else _light_surfaces(source)
    background, card, muted = surfaces["--background"], surfaces["--card"], surfaces["--muted"]
    primary = _usable_primary(source, background, dark)
    on_primary = readable_on(primary)
    # the hero gradient goes from the primary towards more contrast with its ink
    primary_end = mix(primary, "#000000" if on_primary == "#ffffff" else "#ffffff", 0.22)
    accent = mix(card, primary, 0.22 if dark else 0.12)
    reading = [background, card, muted, accent]
    status = _status_colours(card, reading, dark)
    variables = {
        "--background": background,
        "--foreground": surfaces["--foreground"],
        "--card": card,
        "--card-foreground": surfaces["--foreground"],
        "--surface": card,
        "--muted": muted,
        "--muted-foreground": ensure_contrast(surfaces["--muted-foreground"], reading, AA_BODY + 0.1),
        "--border": surfaces["--border"],
        "--input": surfaces["--border"],
        "--ring": primary,
        "--primary": primary,
        "--primary-foreground": on_primary,
        "--primary-end": primary_end,
        "--primary-text": ensure_contrast(mix(primary, "#ffffff", 0.25) if dark else primary, reading, AA_BODY + 0.1),
        "--secondary": second,
        "--secondary-foreground": readable_on(second),
        "--accent": accent,
        "--accent-foreground": ensure_contrast(
            mix(primary, "#ffffff" if dark else "#000000", 0.3), reading, AA_BODY + 0.1
        ),
        **status,
        "--chart-1": primary,
        "--chart-2": second,
        "--chart-3": _rotate(primary, 150) if _saturation(primary) > 0.15 else "#f59e0b",
        "--chart-4": mix(primary, background, 0.6),
        "--switch-knob": "#ffffff",
        "--radius": RADII.get(tone, RADII["friendly"]),
        "--font-sans": FONTS.get(platform, FONTS["ios"]),
        "--font-heading": SERIF if tone == "elegant" else FONTS.get(platform, FONTS["ios"]),
        "--shadow": (
            "0 1px 2px rgba(0, 0, 0, 0.5)"
            if dark
            else "0 1px 2px rgba(16, 24, 40, 0.05), 0 6px 16px rgba(16, 24, 40, 0.06)"
        ),
        "--shadow-sm": "0 1px 3px rgba(0, 0, 0, 0.3)" if dark else "0 1px 3px rgba(16, 24, 40, 0.16)",
        "--shadow-lg": "0 12px 28px rgba(0, 0, 0, 0.55)" if dark else "0 12px 28px rgba(16, 24, 40, 0.16)",
        "--on-art": "#ffffff",
    }
    label = name or f"{colour.strip().title() if colour else 'Ocean'} {'Dark' if dark else 'Light'}"
    return Theme(name=label, primary=source, dark=dark, variables=variables)


def _light_surfaces(primary: str) -> dict[str, str]:
    return {
        "--background": mix("#ffffff", primary, 0.025),
        "--card": "#ffffff",
        "--muted": mix("#f3f4f6", primary, 0.06),
        "--border": mix("#e4e5ea", primary, 0.1),
        "--foreground": mix("#0b0f19", primary, 0.08),
        "--muted-foreground": mix("#5a5f6d", primary, 0.12),
    }


def _dark_surfaces(primary: str) -> dict[str, str]:
    return {
        "--background": mix("#0a0b0f", primary, 0.05),
        "--card": mix("#16171d", primary, 0.07),
        "--muted": mix("#212329", primary, 0.09),
        "--border": mix("#2c2f38", primary, 0.12),
        "--foreground": mix("#f5f6f8", primary, 0.04),
        "--muted-foreground": mix("#a4a8b4", primary, 0.08),
    }


def _usable_primary(primary: str, background: str, dark: bool) -> str:
    """The primary, made visible on the page: a grey or black brand turns near-white on dark pages."""
    if dark:
        if _saturation(primary) < 0.12 or relative_luminance(primary) < 0.02:
            return "#f4f4f5"
        return ensure_contrast(_deepened(primary), [background], 3.0)
    return ensure_contrast(_deepened(primary), [background], 1.4)


def _deepened(primary: str) -> str:
    """A primary that nearly carries white text (teal, indigo...) is deepened until it does."""
    on_white = contrast_ratio("#ffffff", primary)
    return ensure_contrast(primary, ["#ffffff"], AA_BODY + 0.05) if 3.0 <= on_white < AA_BODY + 0.05 else primary


def _status_colours(card: str, reading: list[str], dark: bool) -> dict[str, str]:
    inks = {
        "destructive": "#f87171" if dark else "#dc2626",
        "success": "#4ade80" if dark else "#15803d",
        "warning": "#fbbf24" if dark else "#b45309",
    }
    out: dict[str, str] = {}
    for kind, ink in inks.items():
        soft = mix(card, ink, 0.16 if dark else 0.1)
        readable = ensure_contrast(ink, reading + [soft], AA_BODY + 0.1)
        out[f"--{kind}"] = readable
        out[f"--{kind}-foreground"] = readable_on(readable)
        out[f"--{kind}-soft"] = soft
    return out


def read_theme(variables: dict[str, str]) -> tuple[str | None, bool]:
    """The primary colour and light/dark of existing variables (ours or a saved theme's)."""
    primary = None
    for key in ("--primary", "--color-primary", "--brand"):
        primary = resolve_colour(variables.get(key, "")) or primary
        if primary:
            break
    background = None
    for key in ("--background", "--color-background", "--bg"):
        background = resolve_colour(variables.get(key, ""))
        if background:
            break
    return primary, bool(background and is_dark(background))


def fill_theme(
    given: dict[str, str], tone: str = "friendly", platform: str = "ios", name: str = "Saved theme"
) -> Theme:
    """A saved theme's variables, completed with derived ones for every key it lacks."""
    primary, dark = read_theme(given)
    base = derive_theme(primary or PALETTES["ocean"][0], dark, tone=tone, platform=platform, name=name)
    merged = dict(base.variables)
    merged.update({k: v for k, v in given.items() if k.startswith("--")})
    return Theme(name=name, primary=base.primary, dark=dark, variables=merged)


def with_script(theme: Theme, lang: str) -> Theme:
    """The theme with the language's CJK faces in its font stacks (the same theme otherwise)."""
    variables = dict(theme.variables)
    for key in ("--font-sans", "--font-heading"):
        if key in variables:
            variables[key] = with_script_fonts(variables[key], lang)
    return replace(theme, variables=variables) if variables != theme.variables else theme
