"""Hand-written Screen IR for generator tests: small builders that keep geometry consistent."""

from __future__ import annotations

from itertools import count

from app.ir import (
    Border,
    BoxNode,
    Color,
    Flex,
    Font,
    ImageNode,
    Insets,
    Placement,
    Radii,
    Rect,
    Screen,
    Shadow,
    Style,
    TextNode,
    TextRun,
)

_ids = count(1)


def rgb(hex_code: str, alpha: float = 1.0) -> Color:
    hex_code = hex_code.lstrip("#")
    return Color(r=int(hex_code[0:2], 16), g=int(hex_code[2:4], 16), b=int(hex_code[4:6], 16), a=alpha)


def box(
    x,
    y,
    w,
    h,
    children=(),
    *,
    direction="column",
    gap=0,
    justify="start",
    align="stretch",
    wrap=False,
    padding=0,
    background=None,
    radii=None,
    border=None,
    shadows=(),
    grow=0,
    absolute=False,
    clips=False,
    cross_gap=0,
    role="",
    scrolls=False,
    opacity=1.0,
) -> BoxNode:
    pad = padding if isinstance(padding, Insets) else Insets(top=padding, right=padding, bottom=padding, left=padding)
    return BoxNode(
        id=f"b{next(_ids)}",
        role=role,
        frame=Rect(x=x, y=y, width=w, height=h),
        style=Style(
            background=background,
            radii=radii or Radii(),
            border=border,
            shadows=list(shadows),
            clips=clips,
            opacity=opacity,
        ),
        placement=Placement(grow=grow, absolute=absolute),
        layout=Flex(
            direction=direction,
            gap=gap,
            cross_gap=cross_gap,
            justify=justify,
            align=align,
            wrap=wrap,
            padding=pad,
            scrolls=scrolls,
        ),
        children=list(children),
    )


def text(
    x,
    y,
    w,
    h,
    words,
    *,
    size=16,
    weight=400,
    color="#111827",
    line_height=None,
    max_lines=None,
    align="left",
    runs=(),
    grow=0,
    italic=False,
) -> TextNode:
    return TextNode(
        id=f"t{next(_ids)}",
        frame=Rect(x=x, y=y, width=w, height=h),
        text=words,
        font=Font(size=size, weight=weight, line_height=line_height, italic=italic),
        color=rgb(color),
        max_lines=max_lines,
        align=align,
        runs=list(runs),
        placement=Placement(grow=grow),
    )


def image(x, y, w, h, src="https://cdn.example.com/a.png", *, fit="cover", radius=0, alt="") -> ImageNode:
    return ImageNode(
        id=f"i{next(_ids)}",
        frame=Rect(x=x, y=y, width=w, height=h),
        src=src,
        fit=fit,
        alt=alt,
        style=Style(radii=Radii(top_left=radius, top_right=radius, bottom_right=radius, bottom_left=radius)),
    )


def screen(*children, height=844, background="#ffffff", gap=0, padding=0, direction="column") -> Screen:
    root = box(0, 0, 390, height, children, background=rgb(background), gap=gap, padding=padding, direction=direction)
    return Screen(width=390, height=844, root=root)


def card_screen() -> Screen:
    """A profile card: a row with a weighted column, a translucent shadow, per-corner radii, a border."""
    title = text(80, 36, 200, 22, "Ada Lovelace", size=18, weight=700)
    subtitle = text(80, 62, 200, 18, "Premium member", size=13, color="#6b7280")
    names = box(80, 36, 278, 44, [title, subtitle], gap=4, grow=1)
    avatar = image(16, 32, 52, 52, radius=26, alt="Avatar")
    header = box(
        0,
        16,
        390,
        84,
        [avatar, names],
        direction="row",
        gap=12,
        align="center",
        padding=Insets(left=16, right=16, top=16, bottom=16),
    )
    card = box(
        16,
        116,
        358,
        100,
        [text(34, 134, 322, 20, "Sessions", size=14, weight=600)],
        padding=16,
        background=rgb("#4f46e5", 0.5),
        radii=Radii(top_left=20, top_right=4, bottom_right=12, bottom_left=0),
        border=Border(width=Insets(top=2, right=2, bottom=2, left=2), color=rgb("#312e81")),
        shadows=[Shadow(y=4, blur=12, color=rgb("#000000", 0.25))],
    )
    card.placement.margin = Insets(left=16, right=16)
    return screen(header, card)


__all__ = ["TextRun", "box", "card_screen", "image", "rgb", "screen", "text"]


def variety_screen() -> Screen:
    """Every option the generators spell at least once: all justify and align values, both wrap
    directions, scrolling boxes, gradients, inset shadows, dashed and one-sided borders, rich text
    with both decorations, every object-fit, placeholders, opacity, clipping, self-alignment."""
    from app.ir import Gradient

    children = []
    y = 0.0
    for direction in ("row", "column"):
        for justify in ("start", "center", "end", "space-between", "space-around", "space-evenly"):
            for align in ("start", "center", "end", "stretch", "baseline"):
                kids = [
                    text(16, y, 60, 20, f"{justify} {align}", weight=500),
                    box(100, y, 40, 20, background=rgb("#e5e7eb")),
                ]
                kids[1].placement.align_self = "end" if align == "start" else "auto"
                children.append(box(0, y, 390, 40, kids, direction=direction, justify=justify, align=align, gap=4))
                y += 40
    for direction in ("row", "column"):
        children.append(
            box(
                0,
                y,
                390,
                60,
                [box(0, y, 50, 20), box(60, y, 50, 20)],
                direction=direction,
                wrap=True,
                gap=6,
                cross_gap=4,
                justify="center",
                align="center",
            )
        )
        y += 60
    scroller = box(
        0,
        y,
        390,
        50,
        [box(i * 100, y, 100, 50, background=rgb("#c7d2fe")) for i in range(8)],
        direction="row",
        scrolls=True,
    )
    children.append(scroller)
    y += 50
    gradient = box(
        0,
        y,
        390,
        40,
        background=rgb("#000000"),
        clips=True,
        opacity=0.9,
        border=Border(width=Insets(left=3), color=rgb("#ef4444"), style="dashed"),
        shadows=[
            Shadow(x=1, y=2, blur=3, spread=1, color=rgb("#000000", 0.3)),
            Shadow(blur=4, inset=True, color=rgb("#ffffff", 0.5)),
        ],
    )
    gradient.style.gradient = Gradient(angle=90, stops=[(rgb("#4f46e5"), 0), (rgb("#ec4899"), 1)])
    children.append(gradient)
    y += 40
    dashed = box(
        0,
        y,
        390,
        40,
        radii=Radii(top_left=8, top_right=8, bottom_right=8, bottom_left=8),
        border=Border(width=Insets(top=1, right=1, bottom=1, left=1), color=rgb("#9ca3af"), style="dotted"),
    )
    children.append(dashed)
    y += 40
    rich = text(
        0,
        y,
        390,
        40,
        "rich",
        align="justify",
        max_lines=2,
        italic=True,
        runs=[
            TextRun(text="under ", underline=True),
            TextRun(text="both", underline=True, strike=True),
            TextRun(text=" plain", color=rgb("#10b981")),
        ],
    )
    children.append(rich)
    y += 40
    pictures = [
        image(i * 70, y, 60, 60, fit=fit, radius=6 * i, alt=f"fit {fit}")
        for i, fit in enumerate(("cover", "contain", "fill", "none", "scale-down"))
    ]
    pictures.append(image(360, y, 30, 30, src=""))
    children.append(box(0, y, 390, 60, pictures, direction="row", align="baseline"))
    y += 60
    return screen(*children, height=y)
