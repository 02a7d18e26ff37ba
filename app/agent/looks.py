"""Reading how an app should look: colours named (hex or words, "dark blue"), light or dark, tone,
and platform conventions (iOS or Android / Material)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.agent.contrast import mix
from app.agent.theme import NAMED_COLOURS, PALETTES
from app.agent.words import normalise

TONES = {
    "playful": (
        "playful",
        "fun",
        "cute",
        "whimsical",
        "quirky",
        "vibrant",
        "colorful",
        "colourful",
        "cheerful",
        "youthful",
        "kids",
    ),
    "calm": ("calm", "soothing", "serene", "peaceful", "soft", "gentle", "relaxing", "tranquil", "cozy", "cosy"),
    "minimal": (
        "minimal",
        "minimalist",
        "minimalistic",
        "clean",
        "simple",
        "sleek",
        "flat",
        "understated",
        "scandinavian",
    ),
    "bold": ("bold", "energetic", "punchy", "sporty", "dynamic", "loud", "intense", "edgy", "striking"),
    "professional": (
        "professional",
        "corporate",
        "serious",
        "trustworthy",
        "business",
        "enterprise",
        "formal",
        "clinical",
    ),
    "elegant": (
        "elegant",
        "luxury",
        "luxurious",
        "premium",
        "sophisticated",
        "classy",
        "refined",
        "editorial",
        "high-end",
        "upscale",
        "stylish",
        "serif",
    ),
}
ANDROID = re.compile(r"\b(?:android|material(?: design| you| 3)?|pixel|google play|jetpack)\b")
IOS = re.compile(r"\b(?:ios|iphone|ipad|apple|cupertino|swiftui|human interface)\b")

# colour words that are colours wherever they appear; the others need "in teal", "sage accents"...
PLAIN_COLOURS = {
    "teal",
    "turquoise",
    "cyan",
    "aqua",
    "blue",
    "navy",
    "indigo",
    "violet",
    "purple",
    "lavender",
    "lilac",
    "magenta",
    "fuchsia",
    "pink",
    "red",
    "crimson",
    "scarlet",
    "burgundy",
    "maroon",
    "orange",
    "yellow",
    "green",
    "emerald",
    "gray",
    "grey",
    "charcoal",
    "graphite",
    "monochrome",
    "cobalt",
    "tangerine",
    "mustard",
}
COLOUR_AFTER = re.compile(
    r"^[\s-]*(?:ish\b|\w+\s+)?(?:accents?|primary|theme|colou?rs?|palette|tones?|scheme|brand|"
    r"ui|buttons?|highlights?|background|look|vibe|and\s+\w+\s+colou?rs?)\b"
)
COLOUR_BEFORE = re.compile(
    r"(?:\bin|\buse|\busing|\bmake it|\bmake everything|\bgo|\bswitch to|\bchange (?:it |the "
    r"\w+ )?to|\bcolou?rs?:?|\bprimary(?: colou?r)?:?|\baccent:?|\bbrand(?: colou?r)?:?|"
    r"\btheme:?|\bmostly|\bshades? of|\btint(?:ed)?|\bturn it)\s*(?:a |an |the )?"
    r"(?:dark|light|deep|bright|pastel|soft|muted|vivid|warm|cool)?\s*$"
)
SHADES = {
    "dark": ("#000000", 0.3),
    "deep": ("#000000", 0.2),
    "light": ("#ffffff", 0.3),
    "pale": ("#ffffff", 0.4),
    "pastel": ("#ffffff", 0.4),
    "soft": ("#ffffff", 0.2),
    "muted": ("#808080", 0.3),
}
HEX = re.compile(r"#(?:[0-9a-f]{6}|[0-9a-f]{3})\b")
COLOUR_NAMES = "|".join(sorted(NAMED_COLOURS, key=len, reverse=True))
COLOUR_WORD = re.compile(
    r"\b(?:(dark|deep|light|pale|pastel|soft|muted|bright|vivid|warm|cool)[\s-]+)?(" + COLOUR_NAMES + r")\b"
)
PALETTE_WORD = re.compile(r"\b(" + "|".join(PALETTES) + r")\s+(?:palette|theme|colou?rs?|tones?|look)\b")
DARK = re.compile(
    r"\b(?:dark(?![\s-]+(?:" + COLOUR_NAMES + r")\b)(?:\s+(?:mode|theme|ui|background|look))?|"
    r"night mode|dim mode|oled|black background|darker)\b"
)
LIGHT = re.compile(
    r"\b(?:light(?![\s-]+(?:" + COLOUR_NAMES + r")\b)\s*(?:mode|theme|ui|background|look)|"
    r"make it light|go light|switch to light|white background|lighter|bright mode|day mode)\b"
    r"|\blight\s*$"
)
TONE_WORDS = {w for words in TONES.values() for w in words}


@dataclass(frozen=True)
class Look:
    colours: tuple[str, ...] = ()  # hex, in the order named
    dark: bool | None = None  # None: not said
    tone: str | None = None
    platform: str | None = None
    said: tuple[str, ...] = field(default_factory=tuple)  # the words used, for messages ("teal", "dark")


def read_look(text: str) -> Look:
    """Colours named (hex or words, with "dark blue" style shades), dark or light, tone, platform."""
    text = normalise(text)
    found: list[tuple[int, str, str]] = []
    for match in HEX.finditer(text):
        found.append(
            (
                match.start(),
                match.group(0) if len(match.group(0)) == 7 else "#" + "".join(c * 2 for c in match.group(0)[1:]),
                match.group(0),
            )
        )
    for match in COLOUR_WORD.finditer(text):
        shade, name = match.group(1), match.group(2)
        before, after = text[: match.start()], text[match.end() :]
        if name not in PLAIN_COLOURS and not COLOUR_AFTER.match(after) and not COLOUR_BEFORE.search(before):
            continue
        if name in ("black", "charcoal", "graphite") and re.match(r"\s*(?:mode|background|theme)\b", after):
            continue  # "black background" asks for a dark theme, not a black brand
        colour = NAMED_COLOURS[name]
        if shade in SHADES:
            colour = mix(colour, *SHADES[shade])
        found.append((match.start(), colour, match.group(0)))
    for match in PALETTE_WORD.finditer(text):
        found.append((match.start(), PALETTES[match.group(1)][0], match.group(1)))
    found.sort()
    dark_at = [m.start() for m in DARK.finditer(text)]
    light_at = [m.start() for m in LIGHT.finditer(text)]
    dark = None
    if dark_at or light_at:
        dark = max(dark_at, default=-1) > max(light_at, default=-1)
    tone = _tone(text)
    platform = "android" if ANDROID.search(text) else "ios" if IOS.search(text) else None
    said = tuple(w for _, _, w in found) + (("dark",) if dark else ("light",) if dark is False else ())
    unique = tuple(dict.fromkeys(c for _, c, _ in found))
    return Look(colours=unique, dark=dark, tone=tone, platform=platform, said=said)


def _tone(text: str) -> str | None:
    best, best_count, best_first = None, 0, len(text)
    for tone, words in TONES.items():
        positions = [m.start() for w in words for m in re.finditer(r"\b" + re.escape(w) + r"\b", text)]
        if positions and (
            len(positions) > best_count or (len(positions) == best_count and min(positions) < best_first)
        ):
            best, best_count, best_first = tone, len(positions), min(positions)
    return best
