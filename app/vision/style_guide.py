"""Design tokens read off a converted screen: the StyleGuide of spec 2.3."""

from __future__ import annotations

import statistics
from collections import Counter
from typing import TypeVar

from app.contract.conversion import BorderRadius, Spacing, StyleGuide, StyleGuideColors, Typography
from app.ir import BoxNode, Color, Screen, TextNode
from app.vision.colors import luminance, saturation
from app.vision.spacing import card_inset, page_inset, usual_gap

FONT_STACK = (
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', "
    "'PingFang SC', 'WenQuanYi Micro Hei', sans-serif"
)


def _rgb(c: Color) -> tuple[int, int, int]:
    return c.r, c.g, c.b


def _hex_rgb(hex_: str) -> tuple[int, int, int]:
    return int(hex_[1:3], 16), int(hex_[3:5], 16), int(hex_[5:7], 16)


T = TypeVar("T")


def _most_common(colours: Counter[T], default: T) -> T:
    return colours.most_common(1)[0][0] if colours else default


NEUTRAL = 0.2  # chroma at most (of 255): a text colour that is a grey or near black (a red price, a blue link is not)
MAIN_SHARE = 0.15  # of the area of the page's neutral texts: a colour covering this much may be its main text's
MUTED_APART = 0.05  # in luminance: how much less a muted text stands out from the page than the main text
SEEN = 0.1  # in luminance: how far a text's colour must stand from the page's to be read on it
ONE_INK = 12  # per channel: colours read this close are one ink read with a little noise


def _chroma(colour: str) -> float:
    rgb = _hex_rgb(colour)
    return (max(rgb) - min(rgb)) / 255


def _inks(text_area: Counter[str]) -> Counter[str]:
    """The area of each ink, colours read a little apart counted with the most used one near them."""
    out: Counter[str] = Counter()
    for colour, area in text_area.most_common():
        rgb = _hex_rgb(colour)
        near = next((c for c in out if max(abs(a - b) for a, b in zip(rgb, _hex_rgb(c))) <= ONE_INK), colour)
        out[near] += area
    return out


def text_colours(text_area: Counter[str], background: str) -> tuple[str | None, str | None]:
    """The page's main text colour (foreground) and its secondary one (muted), from the texts written on the page:
    both neutral; the main one stands out from the page most among those covering a fair share of them, and the
    muted one is the most used of those standing out less. None where the page has no such text."""
    page = luminance(_hex_rgb(background))

    def contrast(colour: str) -> float:
        return abs(luminance(_hex_rgb(colour)) - page)

    neutral = {c: area for c, area in _inks(text_area).items() if _chroma(c) <= NEUTRAL and contrast(c) >= SEEN}
    total = sum(neutral.values())
    main = max((c for c, area in neutral.items() if area >= MAIN_SHARE * total), key=contrast, default=None)
    if main is None:
        return None, None
    quieter = [c for c in sorted(neutral, key=lambda c: -neutral[c]) if contrast(c) <= contrast(main) - MUTED_APART]
    return main, quieter[0] if quieter else None


def style_guide(screen: Screen) -> tuple[StyleGuide, dict[str, str]]:
    """The guide, and the map from colour hex to the CSS variable that names it."""
    background = screen.root.style.background or Color(r=255, g=255, b=255)
    texts = [n for n in screen.walk() if isinstance(n, TextNode)]
    boxes = [n for n in screen.walk() if isinstance(n, BoxNode) and n is not screen.root]
    text_area: Counter[str] = Counter()
    for t in texts:
        text_area[t.color.hex] += t.frame.area  # type: ignore[assignment]  # Counter's stub counts in ints; areas are floats
    fills: Counter[str] = Counter()
    for b in boxes:
        if b.style.background is not None and b.role != "divider":
            fills[b.style.background.hex] += b.frame.area  # type: ignore[assignment]  # Counter's stub counts in ints; areas are floats
    borders = Counter(b.style.border.color.hex for b in boxes if b.style.border)
    borders.update(b.style.background.hex for b in boxes if b.role == "divider" and b.style.background)
    dark_page = luminance(_rgb(background)) < 0.2
    # texts on controls (a button's label, a badge's) are set in the control's colours, not the page's
    on_controls = {id(c) for b in boxes if b.role in ("button", "badge", "avatar") for c in b.children}
    plain: Counter[str] = Counter()
    for t in texts:
        if id(t) not in on_controls:
            plain[t.color.hex] += t.frame.area  # type: ignore[assignment]  # areas are floats
    main, secondary = text_colours(plain, background.hex)
    foreground = main or _most_common(text_area, "#111111")
    muted = secondary or ("#a1a1aa" if dark_page else "#6b7280")
    every = {t.color.hex: t.color for t in texts} | {
        b.style.background.hex: b.style.background for b in boxes if b.style.background
    }
    vivid = sorted(
        (c for c in every.values() if saturation(_rgb(c)) > 0.35 and 0.03 < luminance(_rgb(c)) < 0.8),
        key=lambda c: -(text_area.get(c.hex, 0) + fills.get(c.hex, 0)),
    )
    primary = vivid[0].hex if vivid else foreground
    reds = [c for c in vivid if c.r > 150 and c.r > 1.6 * c.g and c.r > 1.6 * c.b]
    others = [c for c in vivid[1:] if c not in reds]
    # the surface colour is the one the screen's cards and groups are painted with, by the area they cover
    card_fills: Counter[str] = Counter()
    for b in boxes:
        if b.role in ("card", "list", "section") and b.style.background is not None:
            card_fills[b.style.background.hex] += b.frame.area  # type: ignore[assignment]  # Counter's stub counts in ints; areas are floats
    surface = next(
        (h for h, _ in (card_fills or fills).most_common() if h != background.hex and h != primary), background.hex
    )
    colors = StyleGuideColors(
        primary=primary,
        background=background.hex,
        surface=surface,
        foreground=foreground,
        muted=muted,
        border=_most_common(borders, "#e5e7eb"),
        accent=others[0].hex if others else None,
        destructive=reds[0].hex if reds and reds[0].hex != primary else None,
    )
    sizes = [t.font.size for t in texts] or [16]
    body = statistics.median(sizes)
    heading = max(sizes)
    weights = Counter(t.font.weight for t in texts if t.font.size == heading)
    body_weights = Counter(t.font.weight for t in texts if abs(t.font.size - body) <= 1)
    radii = sorted(b.style.radii.top_left for b in boxes if b.style.radii.top_left > 0)
    buttons = [b for b in boxes if b.role == "button"] or [
        b for b in boxes if b.frame.height <= 60 and b.style.background is not None and b.children
    ]
    badges = [b for b in boxes if b.role == "badge"]
    cards = [b for b in boxes if b.role in ("card", "list", "section")]
    card_radius = _by_area([(b.style.radii.top_left, b.frame.area) for b in cards if b.style.radii.top_left > 0])
    family = screen.variables.get("--font-sans", FONT_STACK)
    typography = Typography(
        font_family=family,
        heading_size=f"{heading:g}px",
        body_size=f"{body:g}px",
        heading_weight=str(_most_common(weights, 600)),
        body_weight=str(_most_common(body_weights, 400)),
    )
    spacing = Spacing(
        container_padding=f"{page_inset(screen):g}px",
        card_padding=f"{card_inset(screen):g}px",
        gap=f"{usual_gap(screen):g}px",
    )
    # the radius of the surfaces that make the screen's look: its cards and groups, by the area they cover
    card = card_radius if card_radius is not None else (radii[-1] if radii and not cards else 0)
    radius = BorderRadius(
        card=f"{card:g}px",
        button=f"{statistics.median([b.style.radii.top_left for b in buttons]):g}px"
        if buttons
        else (f"{radii[0]:g}px" if radii else "0px"),
        badge=f"{statistics.median([b.style.radii.top_left for b in badges]):g}px"
        if badges
        else (f"{radii[0]:g}px" if radii else "0px"),
    )
    shadows = sorted(
        {
            ", ".join(f"{s.x:g}px {s.y:g}px {s.blur:g}px {s.spread:g}px {s.color.css}" for s in b.style.shadows)
            for b in boxes
            if b.style.shadows
        }
    )
    variables = {
        "--primary": colors.primary,
        "--primary-foreground": "#ffffff" if luminance(_hex(colors.primary)) < 0.4 else "#111111",
        "--background": colors.background,
        "--foreground": colors.foreground,
        "--card": colors.surface,
        "--surface": colors.surface,
        "--muted": colors.muted,
        "--muted-foreground": colors.muted,
        "--border": colors.border,
        "--radius": radius.card,
        "--font-sans": family,
    }
    if colors.accent:
        variables["--accent"] = colors.accent
    if colors.destructive:
        variables["--destructive"] = colors.destructive
    variables["--spacing-page"] = spacing.container_padding
    variables["--spacing-card"] = spacing.card_padding
    variables["--gap"] = spacing.gap
    # colours are keyed by their hex, lengths by what they measure and their CSS value
    tokens = {f"space:{spacing.card_padding}": "--spacing-card", f"space:{spacing.container_padding}": "--spacing-page"}
    if card:
        tokens[f"radius:{card:g}px"] = "--radius"
    for name in (
        "--primary",
        "--background",
        "--foreground",
        "--card",
        "--muted",
        "--border",
        "--accent",
        "--destructive",
    ):
        value = variables.get(name)
        if value and value not in tokens:
            tokens[value] = name
    guide = StyleGuide(
        colors=colors,
        typography=typography,
        spacing=spacing,
        border_radius=radius,
        shadows=shadows,
        theme_variables=variables,
    )
    return guide, tokens


def _by_area(values: list[tuple[float, float]]) -> float | None:
    """The value that covers the most area."""
    if not values:
        return None
    totals: Counter[float] = Counter()
    for value, area in values:
        totals[value] += area  # type: ignore[assignment]  # Counter's stub counts in ints; areas are floats
    return totals.most_common(1)[0][0]


def _hex(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
