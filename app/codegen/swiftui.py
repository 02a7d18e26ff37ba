"""SwiftUI: the screen as a `View` struct of VStacks, HStacks, ZStacks and a small flow layout for wraps."""

from __future__ import annotations

from app.codegen.layout import Part, Placed, column_share, content_inset, main_axis_definite, uniform
from app.codegen.names import Namer, is_piece, piece_name
from app.codegen.source import indent
from app.codegen.swiftui_flow import FLOW_LAYOUT
from app.codegen.values import Run, num, runs, swift_string
from app.ir import Color, Gradient, ImageNode, Insets, Radii, Screen, TextNode

TAB = "    "
WEIGHTS = {
    100: "ultraLight",
    200: "thin",
    300: "light",
    400: "regular",
    500: "medium",
    600: "semibold",
    700: "bold",
    800: "heavy",
    900: "black",
}
H_ALIGN = {"start": "leading", "center": "center", "end": "trailing", "baseline": "leading"}
V_ALIGN = {"start": "top", "center": "center", "end": "bottom", "baseline": "firstTextBaseline"}
TEXT_ALIGN = {"left": "leading", "center": "center", "right": "trailing", "justify": "leading"}
FITS = {
    "cover": ".aspectRatio(contentMode: .fill)",
    "contain": ".aspectRatio(contentMode: .fit)",
    "fill": "",
    "scale-down": ".aspectRatio(contentMode: .fit)",
}
PLACEHOLDER = Color(r=229, g=231, b=235)
SPACED = ("space-between", "space-around", "space-evenly")


def modified(view: str, modifiers: list[str]) -> str:
    """A view with its modifiers, one a line, indented under it."""
    lines = [m for m in modifiers if m]
    return "\n".join([view, *(indent(m, TAB) for m in lines)])


def unit(value: float) -> str:
    """A 0-1 channel with three decimals, as short as it goes."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text or "0"


def color(c: Color) -> str:
    channels = [f"red: {unit(c.r / 255)}", f"green: {unit(c.g / 255)}", f"blue: {unit(c.b / 255)}"]
    if c.a < 1:
        channels.append(f"opacity: {unit(c.a)}")
    return f"Color({', '.join(channels)})"


def shape(r: Radii) -> str:
    if r.uniform is not None:
        return f"RoundedRectangle(cornerRadius: {num(r.uniform)})" if r.uniform else "Rectangle()"
    return (
        f"UnevenRoundedRectangle(topLeadingRadius: {num(r.top_left)}, bottomLeadingRadius: {num(r.bottom_left)}, "
        f"bottomTrailingRadius: {num(r.bottom_right)}, topTrailingRadius: {num(r.top_right)})"
    )


def edge_insets(i: Insets) -> str:
    if uniform(i) is not None:
        return f".padding({num(i.top)})"
    if i.left == i.right and i.top == i.bottom:
        parts = []
        if i.left:
            parts.append(f".padding(.horizontal, {num(i.left)})")
        if i.top:
            parts.append(f".padding(.vertical, {num(i.top)})")
        return "\n".join(parts)
    set_sides = [
        (name, getattr(i, side))
        for name, side in (("top", "top"), ("leading", "left"), ("bottom", "bottom"), ("trailing", "right"))
        if getattr(i, side)
    ]
    if len(set_sides) == 1:
        return f".padding(.{set_sides[0][0]}, {num(set_sides[0][1])})"
    return (
        f".padding(EdgeInsets(top: {num(i.top)}, leading: {num(i.left)}, bottom: {num(i.bottom)}, "
        f"trailing: {num(i.right)}))"
    )


def gradient(g: Gradient) -> str:
    import math

    angle = math.radians(g.angle)
    dx, dy = math.sin(angle) / 2, -math.cos(angle) / 2
    stops = ", ".join(f".init(color: {color(c)}, location: {num(p)})" for c, p in g.stops)
    return (
        f"LinearGradient(stops: [{stops}], startPoint: UnitPoint(x: {num(0.5 - dx)}, y: {num(0.5 - dy)}), "
        f"endPoint: UnitPoint(x: {num(0.5 + dx)}, y: {num(0.5 + dy)}))"
    )


def alignment(horizontal: str, vertical: str) -> str:
    if vertical == "center":
        return {"leading": ".leading", "center": ".center", "trailing": ".trailing"}[horizontal]
    if horizontal == "center":
        return "." + vertical
    return "." + vertical + horizontal[0].upper() + horizontal[1:]


class SwiftUIWriter:
    def __init__(self) -> None:
        self.uses_flow = False
        self.names = Namer({"body"})
        self.pieces: list[str] = []  # named subviews: `private var card: some View { ... }`

    def view(self, part: Part, parent: Part | None = None) -> str:
        node = part.node
        height = part.size.height
        share = column_share(part, parent) if height is not None else 0.0
        if share:  # its share of the column, read off the width the column offers (a fixed height bounds the reader)
            part.size.width = None
        if isinstance(node, TextNode):
            (core, modifiers), inner_align = self.text(node), alignment(TEXT_ALIGN[node.align], "center")
        elif isinstance(node, ImageNode):
            (core, modifiers), inner_align = self.image(part), ".center"
        else:
            core, modifiers, inner_align = self.box(part)
        modifiers = modifiers + self.frame(part, parent, inner_align) + self.decoration(part)
        if not part.margin.is_zero:
            modifiers.append(edge_insets(part.margin))
        view = modified(core, modifiers)
        if share:
            shared = modified(view, [f".frame(width: proxy.size.width * {num(share)})"])
            reader = f"GeometryReader {{ proxy in\n{indent(shared, TAB)}\n}}"
            view = modified(reader, [f".frame(height: {num(height or 0)})"])
        if parent is not None and is_piece(part):  # a named part of the screen: a subview of its own
            name = piece_name(self.names, part.hint)
            self.pieces.append(f"private var {name}: some View {{\n{indent(view, TAB)}\n}}")
            return name
        return view

    def frame(self, part: Part, parent: Part | None, inner_align: str) -> list[str]:
        size = part.size
        fill_width = size.fill_width or (size.weight and parent is not None and parent.direction == "row")
        fill_height = size.fill_height or (size.weight and parent is not None and parent.direction == "column")
        out = []
        fixed = [
            f"width: {num(size.width)}" if size.width is not None else "",
            f"height: {num(size.height)}" if size.height is not None else "",
        ]
        if any(fixed) and not isinstance(part.node, ImageNode):
            out.append(f".frame({', '.join(f for f in fixed if f)}, alignment: {inner_align})")
        fills = ["maxWidth: .infinity" if fill_width else "", "maxHeight: .infinity" if fill_height else ""]
        if any(fills):
            out.append(f".frame({', '.join(f for f in fills if f)}, alignment: {inner_align})")
        if size.aspect and not isinstance(part.node, ImageNode):  # a tile: as tall as its share makes it
            out.append(f".aspectRatio({num(size.aspect)}, contentMode: .fit)")
        return out

    def decoration(self, part: Part) -> list[str]:
        look = part.node.style
        outline = shape(part.radii)
        out = []
        if isinstance(part.node, ImageNode) and part.radii.uniform != 0:
            out.append(f".clipShape({outline})")
        if look.gradient:
            out.append(f".background({gradient(look.gradient)}, in: {outline})")
        elif look.background:
            out.append(f".background({color(look.background)}, in: {outline})")
        if part.backdrop is not None:  # the photo the box is painted with, under what it holds, cut to the box
            core, lines = self.image(part.backdrop)
            out.append(".background {\n" + indent(modified(core, lines), TAB) + "\n}")
            out.append(f".clipShape({outline})" if not look.clips else "")
        if look.clips and not isinstance(part.node, ImageNode):
            out.append(f".clipShape({outline})")
        border = look.border
        if border:
            width = uniform(border.width)
            if width is not None:
                dash = (
                    f", style: StrokeStyle(lineWidth: {num(width)}, dash: [{num(width * 3)}, {num(width * 2)}])"
                    if border.style in ("dashed", "dotted")
                    else f", lineWidth: {num(width)}"
                )
                out.append(f".overlay({outline}.strokeBorder({color(border.color)}{dash}))")
            else:
                for side, edge in (("top", "top"), ("bottom", "bottom"), ("left", "leading"), ("right", "trailing")):
                    w = getattr(border.width, side)
                    if w:
                        extent = f"height: {num(w)}" if side in ("top", "bottom") else f"width: {num(w)}"
                        out.append(
                            f".overlay(alignment: .{edge}) {{ Rectangle().fill({color(border.color)})"
                            f".frame({extent}) }}"
                        )
        for s in look.shadows:
            if not s.inset:
                out.append(f".shadow(color: {color(s.color)}, radius: {num(s.blur / 2)}, x: {num(s.x)}, y: {num(s.y)})")
        if look.opacity < 1:
            out.append(f".opacity({num(look.opacity)})")
        return out

    # -- boxes -------------------------------------------------------------------------------

    def stack(self, part: Part) -> str | None:
        if not part.children:
            return None
        definite = main_axis_definite(part)
        views = []
        for child in part.children:
            if child.push and definite and not part.wrap and part.justify not in SPACED:
                views.append("Spacer(minLength: 0)")  # the free space goes before it
            views.append(self.view(child, part))
        spacing = part.gap
        if part.justify in SPACED and definite and not part.wrap:
            spacer = "Spacer(minLength: 0)"
            spread = [spacer] if part.justify != "space-between" else []
            for index, v in enumerate(views):
                if index:
                    spread.append(spacer)
                spread.append(v)
            views = spread + ([spacer] if part.justify != "space-between" else [])
            spacing = 0
        if len(views) > 10:  # a view builder block takes ten views
            views = [
                "Group {\n" + "\n".join(indent(v, TAB) for v in views[i : i + 10]) + "\n}"
                for i in range(0, len(views), 10)
            ]
        if part.wrap:
            self.uses_flow = True
            justify = {"center": ", justify: 0.5", "end": ", justify: 1"}.get(part.justify, "")
            head = f"FlowLayout(spacing: {num(part.gap)}, lineSpacing: {num(part.run_gap)}{justify})"
        elif part.direction == "column":
            head = f"VStack(alignment: .{H_ALIGN[part.align]}, spacing: {num(spacing)})"
        else:
            head = f"HStack(alignment: .{V_ALIGN[part.align]}, spacing: {num(spacing)})"
        return head + " {\n" + "\n".join(indent(v, TAB) for v in views) + "\n}"

    def box(self, part: Part) -> tuple[str, list[str], str]:
        content = self.stack(part)
        column = part.direction == "column"
        justify = {"center": "center", "end": "end"}.get(part.justify, "start")
        across = part.align if part.align in ("center", "end") else "start"
        horizontal, vertical = (across, justify) if column else (justify, across)
        inner_align = alignment(H_ALIGN[horizontal], V_ALIGN[vertical])
        inset = content_inset(part)
        padding = [edge_insets(inset)] if content and not inset.is_zero else []
        if part.scroll and content and part.at_least_full:  # at least the screen tall, its spacers sharing it out
            padding.append(".frame(maxWidth: .infinity, minHeight: proxy.size.height, alignment: .topLeading)")
            scroll = f"ScrollView {{\n{indent(modified(content, padding), TAB)}\n}}"
            content = f"GeometryReader {{ proxy in\n{indent(scroll, TAB)}\n}}"
            padding = []
        elif part.scroll and content:
            if column and part.size.fill_width:
                padding.append(".frame(maxWidth: .infinity, alignment: .topLeading)")
            axis = "(.horizontal)" if part.scroll == "row" else ""
            content = f"ScrollView{axis} {{\n{indent(modified(content, padding), TAB)}\n}}"
            padding = []
        if part.overlays:
            layers = [modified(content, padding)] if content else []
            for placed in part.overlays:
                layers.append(modified(self.view(placed.part), _placed(placed)))
            content = "ZStack(alignment: .topLeading) {\n" + "\n".join(indent(v, TAB) for v in layers) + "\n}"
            inner_align = ".topLeading"
            padding = []
        return content or "Color.clear", padding, inner_align

    # -- text and images ---------------------------------------------------------------------

    def font(self, run: Run) -> str:
        font = run.font
        family = font.family.lower()
        if family in ("system-ui", "sans-serif", "-apple-system", "serif", "monospace"):
            design = {"serif": ", design: .serif", "monospace": ", design: .monospaced"}.get(family, "")
            return f".font(.system(size: {num(font.size)}, weight: .{WEIGHTS[font.weight]}{design}))"
        return f".font(.custom({swift_string(font.family)}, size: {num(font.size)}).weight(.{WEIGHTS[font.weight]}))"

    def run_modifiers(self, run: Run, foreground: str) -> list[str]:
        out = [self.font(run), f".{foreground}({color(run.color)})"]
        if run.font.italic:
            out.append(".italic()")
        if run.font.letter_spacing:
            out.append(f".kerning({num(run.font.letter_spacing)})")
        if run.underline:
            out.append(".underline()")
        if run.strike:
            out.append(".strikethrough()")
        return out

    def text(self, node: TextNode) -> tuple[str, list[str]]:
        pieces = runs(node) or [Run("", node.font, node.color, False, False)]
        if len(pieces) == 1:
            head, lines = f"Text({swift_string(pieces[0].text)})", self.run_modifiers(pieces[0], "foregroundStyle")
        else:
            joined = " +\n".join(
                f"Text({swift_string(r.text)})" + "".join(self.run_modifiers(r, "foregroundColor")) for r in pieces
            )
            head, lines = f"({joined})", []
        line_height = node.font.line_height
        if line_height and line_height > node.font.size * 1.2:
            lines.append(f".lineSpacing({num(line_height - node.font.size * 1.2)})")
        if node.align != "left":
            lines.append(f".multilineTextAlignment(.{TEXT_ALIGN[node.align]})")
        if node.max_lines:
            lines.append(f".lineLimit({node.max_lines})")
        return head, lines

    def image(self, part: Part) -> tuple[str, list[str]]:
        node = part.node
        assert isinstance(node, ImageNode)
        width = num(part.size.width) if part.size.width is not None else None
        height = num(part.size.height) if part.size.height is not None else None
        size = ", ".join(x for x in (f"width: {width}" if width else "", f"height: {height}" if height else "") if x)
        if not node.src:
            core = f"Rectangle().fill({color(PLACEHOLDER)})"
        else:
            shown = "image" if node.fit == "none" else f"image.resizable(){FITS[node.fit]}"
            core = (
                f"AsyncImage(url: URL(string: {swift_string(node.src)})) {{ image in\n{TAB}{shown}\n"
                f"}} placeholder: {{\n{TAB}{color(PLACEHOLDER)}\n}}"
            )
        lines = [f".frame({size})"] if size else []
        if part.size.aspect:  # as wide as its column, as tall as its proportions make it
            lines.append(f".aspectRatio({num(part.size.aspect)}, contentMode: .fit)")
        lines.append(".clipped()")
        if node.alt:
            lines.append(f".accessibilityLabel({swift_string(node.alt)})")
        return core, lines


def generate(screen: Screen, plan: Part, name: str) -> str:
    writer = SwiftUIWriter()
    body = writer.view(plan)
    pieces = "".join(f"\n{indent(piece, TAB)}\n" for piece in writer.pieces)
    source = (
        f"import SwiftUI\n\n"
        f"struct {name}: View {{\n"
        f"{TAB}var body: some View {{\n"
        f"{indent(body, TAB * 2)}\n"
        f"{TAB}}}\n"
        f"{pieces}"
        f"}}\n"
    )
    return source + (FLOW_LAYOUT if writer.uses_flow else "")


def _placed(placed: Placed) -> list[str]:
    """Where an overlay sits in its ZStack: offset from the top left, or kept to the right or bottom edge by a
    frame that fills the stack (a floating button at the bottom right of any screen)."""
    if not (placed.right or placed.bottom):
        return [f".offset(x: {num(placed.x)}, y: {num(placed.y)})"]
    across, down = ("trailing" if placed.right else "leading"), ("bottom" if placed.bottom else "top")
    corner = down + across[:1].upper() + across[1:]
    return [
        f".padding(.{across}, {num(placed.x)})",
        f".padding(.{down}, {num(placed.y)})",
        f".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .{corner})",
    ]
