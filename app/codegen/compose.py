"""Jetpack Compose: the screen as a `@Composable` function of Columns, Rows, FlowRows and Boxes.

Modifier order carries meaning and is always: outer margin -> weight -> size -> alignment or
offset -> shadow -> alpha -> clip -> background -> border -> scroll -> padding.
"""

from __future__ import annotations

from functools import partial

from app.codegen import source
from app.codegen.compose_imports import IMPORTS
from app.codegen.layout import Part, Placed, column_share, content_inset, main_axis_definite, uniform
from app.codegen.names import Namer, is_piece, piece_name
from app.codegen.source import indent
from app.codegen.values import Run, argb, kotlin_string, num, runs
from app.ir import Color, Gradient, ImageNode, Insets, Radii, Screen, TextNode

COLUMN_ARRANGE = {
    "start": "Top",
    "center": "Center",
    "end": "Bottom",
    "space-between": "SpaceBetween",
    "space-around": "SpaceAround",
    "space-evenly": "SpaceEvenly",
}
ROW_ARRANGE = {
    "start": "Start",
    "center": "Center",
    "end": "End",
    "space-between": "SpaceBetween",
    "space-around": "SpaceAround",
    "space-evenly": "SpaceEvenly",
}
ROW_ALIGN = {"start": "Top", "center": "CenterVertically", "end": "Bottom", "baseline": "Top"}
COLUMN_ALIGN = {"start": "Start", "center": "CenterHorizontally", "end": "End", "baseline": "Start"}
SCALES = {"cover": "Crop", "contain": "Fit", "fill": "FillBounds", "none": "None", "scale-down": "Inside"}
TEXT_ALIGN = {"left": "Start", "center": "Center", "right": "End", "justify": "Justify"}
PLACEHOLDER = Color(r=229, g=231, b=235)
TAB = "    "
call = partial(source.call, prefix=TAB)
block = partial(source.block, prefix=TAB)


def with_content(name: str, args: list[str], children: list[str]) -> str:
    """`Name(args) { children }`, or `Name { children }` when there are no arguments."""
    head = call(name, args) if any(args) else name
    return block(head, children)


def color(c: Color) -> str:
    return f"Color({argb(c)})"


def dp(value: float) -> str:
    return f"{num(value)}.dp"


def sp(value: float) -> str:
    return f"{num(value)}.sp"


def padding(i: Insets) -> str:
    if uniform(i) is not None:
        return f"padding({dp(i.top)})"
    if i.left == i.right and i.top == i.bottom:
        axes = [f"horizontal = {dp(i.left)}" if i.left else "", f"vertical = {dp(i.top)}" if i.top else ""]
        return f"padding({', '.join(a for a in axes if a)})"
    sides = [
        f"{name} = {dp(getattr(i, side))}"
        for name, side in (("start", "left"), ("top", "top"), ("end", "right"), ("bottom", "bottom"))
        if getattr(i, side)
    ]
    return f"padding({', '.join(sides)})"


class ComposeWriter:
    def __init__(self) -> None:
        self.used: set[str] = {"Composable", "Modifier"}
        self.names = Namer()
        self.pieces: list[str] = []  # named parts of the screen: `@Composable private fun Card(modifier: Modifier)`

    def use(self, *names: str) -> None:
        self.used.update(names)

    def shape(self, r: Radii) -> str:
        if r.uniform is not None:
            if not r.uniform:
                self.use("RectangleShape")
                return "RectangleShape"
            self.use("RoundedCornerShape", "dp")
            return f"RoundedCornerShape({dp(r.uniform)})"
        self.use("RoundedCornerShape", "dp")
        return (
            f"RoundedCornerShape(topStart = {dp(r.top_left)}, topEnd = {dp(r.top_right)}, "
            f"bottomEnd = {dp(r.bottom_right)}, bottomStart = {dp(r.bottom_left)})"
        )

    def brush(self, g: Gradient) -> str:
        self.use("Brush")
        stops = ", ".join(f"{num(p)}f to {color(c)}" for c, p in g.stops)
        angle = g.angle % 360
        if g.kind == "radial":
            return f"Brush.radialGradient({stops})"
        if 45 < angle < 135 or 225 < angle < 315:
            if angle > 180:
                stops = ", ".join(f"{num(1 - p)}f to {color(c)}" for c, p in reversed(g.stops))
            return f"Brush.horizontalGradient({stops})"
        if angle <= 45 or angle >= 315:
            stops = ", ".join(f"{num(1 - p)}f to {color(c)}" for c, p in reversed(g.stops))
        return f"Brush.verticalGradient({stops})"

    # -- modifiers ---------------------------------------------------------------------------

    def modifiers(
        self, part: Part, parent: Part | None, offset: Placed | None = None, inner_padding: bool = True
    ) -> list[str]:
        node = part.node
        look = node.style
        out: list[str] = []
        if not part.margin.is_zero:
            self.use("padding", "dp")
            out.append(padding(part.margin))
        size = part.size
        if size.weight and parent is not None and not parent.wrap:
            out.append(f"weight({num(size.weight)}f)")
        if parent is None:
            self.use("fillMaxSize")
            out.append("fillMaxSize()")
        elif size.fill_width and size.fill_height:
            self.use("fillMaxSize")
            out.append("fillMaxSize()")
        else:
            share = column_share(part, parent)
            if size.fill_width or share:
                self.use("fillMaxWidth")
                out.append(f"fillMaxWidth({num(share)}f)" if share else "fillMaxWidth()")
            if size.aspect:
                self.use("aspectRatio")
                out.append(f"aspectRatio({num(size.aspect)}f)")
            if size.fill_height:
                self.use("fillMaxHeight")
                out.append("fillMaxHeight()")
            if size.width is not None and size.height is not None and not share:
                self.use("size", "dp")
                out.append(f"size(width = {dp(size.width)}, height = {dp(size.height)})")
            elif size.width is not None and not share:
                self.use("width", "dp")
                out.append(f"width({dp(size.width)})")
            elif size.height is not None:
                self.use("height", "dp")
                out.append(f"height({dp(size.height)})")
        if part.align_self and parent is not None and not parent.wrap:
            self.use("Alignment")
            if parent.direction == "row":
                out.append(
                    "alignByBaseline()"
                    if part.align_self == "baseline"
                    else f"align(Alignment.{ROW_ALIGN[part.align_self]})"
                )
            else:
                out.append(f"align(Alignment.{COLUMN_ALIGN[part.align_self]})")
        elif (
            parent is not None
            and parent.align == "baseline"
            and parent.direction == "row"
            and isinstance(node, TextNode)
            and not parent.wrap
        ):
            out.append("alignByBaseline()")
        if offset is not None and (offset.right or offset.bottom):  # kept to the box's right or bottom edge
            self.use("Alignment")
            self.use("padding", "dp")
            corner = ("Bottom" if offset.bottom else "Top") + ("End" if offset.right else "Start")
            sides = f"{'end' if offset.right else 'start'} = {dp(offset.x)}, {'bottom' if offset.bottom else 'top'}"
            out += [f"align(Alignment.{corner})", f"padding({sides} = {dp(offset.y)})"]
        elif offset is not None:
            self.use("offset", "dp")
            out.append(f"offset(x = {dp(offset.x)}, y = {dp(offset.y)})")
        outline = (
            self.shape(part.radii)
            if (
                look.shadows
                or look.clips
                or look.background
                or look.gradient
                or look.border
                or isinstance(node, ImageNode)
            )
            else "RectangleShape"
        )
        shadows = [s for s in look.shadows if not s.inset]
        if shadows:
            self.use("shadow", "dp")
            strongest = max(shadows, key=lambda s: s.blur)
            self.use("Color")
            shade = color(strongest.color)
            out.append(
                f"shadow(elevation = {dp(max(strongest.blur / 2, 1))}, shape = {outline}, clip = false, "
                f"ambientColor = {shade}, spotColor = {shade})"
            )
        if look.opacity < 1:
            self.use("alpha")
            out.append(f"alpha({num(look.opacity)}f)")
        if look.clips or (isinstance(node, ImageNode) and part.radii.uniform != 0):
            self.use("clip")
            out.append(f"clip({outline})")
        if look.gradient:
            self.use("background")
            out.append(f"background(brush = {self.brush(look.gradient)}, shape = {outline})")
        elif look.background:
            self.use("background", "Color")
            shaped = "" if outline == "RectangleShape" else f", {outline}"
            out.append(f"background({color(look.background)}{shaped})")
        if look.border:
            out.extend(self.border(part, outline))
        if part.scroll:
            self.use("rememberScrollState", "verticalScroll" if part.scroll == "column" else "horizontalScroll")
            out.append(f"{'vertical' if part.scroll == 'column' else 'horizontal'}Scroll(rememberScrollState())")
            if part.at_least_full:  # at least as tall as the screen it scrolls in (its constraints' `maxHeight`)
                self.use("heightIn")
                out.append("heightIn(min = maxHeight)")
        inset = content_inset(part)
        if inner_padding and not inset.is_zero and not isinstance(node, (TextNode, ImageNode)):
            self.use("padding", "dp")
            out.append(padding(inset))
        return out

    def border(self, part: Part, outline: str) -> list[str]:
        border = part.node.style.border
        if border is None:
            return []
        self.use("Color", "dp")
        width = uniform(border.width)
        if width is not None:
            self.use("border")
            return [f"border({dp(width)}, {color(border.color)}, {outline})"]
        self.use("drawBehind", "Offset")
        lines = []
        for side, start, end in (
            ("top", "Offset(0f, w / 2)", "Offset(size.width, w / 2)"),
            ("bottom", "Offset(0f, size.height - w / 2)", "Offset(size.width, size.height - w / 2)"),
            ("left", "Offset(w / 2, 0f)", "Offset(w / 2, size.height)"),
            ("right", "Offset(size.width - w / 2, 0f)", "Offset(size.width - w / 2, size.height)"),
        ):
            w = getattr(border.width, side)
            if w:
                lines.append(f"{dp(w)}.toPx().let {{ w -> drawLine({color(border.color)}, {start}, {end}, w) }}")
        return [block("drawBehind", lines)]

    def chain(self, start: str, modifiers: list[str]) -> str | None:
        if not modifiers:
            return None if start == "Modifier" else start
        if len(modifiers) <= 2 and sum(len(m) for m in modifiers) < 60 and "\n" not in "".join(modifiers):
            return start + "".join("." + m for m in modifiers)
        return start + "\n" + "\n".join(indent("." + m, TAB) for m in modifiers)

    # -- nodes -------------------------------------------------------------------------------

    def node(self, part: Part, parent: Part | None = None, offset: Placed | None = None) -> str:
        start = "modifier" if parent is None and offset is None else "Modifier"
        if parent is not None and is_piece(part) and not part.overlays:
            return self.piece(part, parent, offset)
        if isinstance(part.node, TextNode):
            return self.text(part, self.chain(start, self.modifiers(part, parent, offset)))
        if isinstance(part.node, ImageNode):
            return self.image(part, self.chain(start, self.modifiers(part, parent, offset)))
        return self.box(part, parent, offset, start)

    def piece(self, part: Part, parent: Part, offset: Placed | None) -> str:
        """A named part of the screen as a composable of its own; the modifiers its place in the parent needs
        (weight, alignment, margins) are passed in from the parent's scope."""
        name = piece_name(self.names, part.hint)
        name = name[:1].upper() + name[1:]
        body = self.box(part, parent, offset, "modifier", given="modifier")
        self.pieces.append(
            f"@Composable\nprivate fun {name}(modifier: Modifier = Modifier) {{\n{indent(body, TAB)}\n}}"
        )
        modifier = self.chain("Modifier", self.modifiers(part, parent, offset))
        return f"{name}(modifier = {modifier})" if modifier else f"{name}()"

    def arrangement(self, part: Part) -> str | None:
        column = part.direction == "column"
        table = COLUMN_ARRANGE if column else ROW_ARRANGE
        if part.gap and part.justify in ("start", "center", "end"):
            self.use("Arrangement", "dp")
            if part.justify == "start":
                return f"Arrangement.spacedBy({dp(part.gap)})"
            self.use("Alignment")
            where = {
                "center": "CenterVertically" if column else "CenterHorizontally",
                "end": "Bottom" if column else "End",
            }[part.justify]
            return f"Arrangement.spacedBy({dp(part.gap)}, Alignment.{where})"
        if part.justify == "start":
            return None
        self.use("Arrangement")
        return f"Arrangement.{table[part.justify]}"

    def box(self, part: Part, parent: Part | None, offset: Placed | None, start: str, given: str | None = None) -> str:
        children = []
        definite = main_axis_definite(part)
        for child in part.children:
            if child.push and definite and not part.wrap:  # the free space goes before it
                self.use("Spacer")
                children.append("Spacer(Modifier.weight(1f))")
            children.append(self.node(child, part))
        if part.overlays or part.backdrop is not None:
            modifier = self.chain(start, self.modifiers(part, parent, offset, inner_padding=False))
            layers = []
            if part.backdrop is not None:  # the photo the box is painted with: the box's size, under what it holds
                self.use("Modifier")
                layers.append(self.image(part.backdrop, "Modifier.matchParentSize()"))
            if children:
                inset = content_inset(part)
                padded = [] if inset.is_zero else [padding(inset)]
                self.use("padding", "dp")
                layers.append(self.stack(part, self.chain("Modifier", padded), children))
            for placed in part.overlays:
                layers.append(self.node(placed.part, part, offset=placed))
            self.use("Box")
            return with_content("Box", [f"modifier = {modifier}" if modifier else ""], layers)
        modifier = given or self.chain(start, self.modifiers(part, parent, offset))
        if not children:
            self.use("Box")
            return (
                call("Box", [f"modifier = {modifier}" if modifier else ""], trailing_comma=False)
                if modifier
                else "Box(Modifier)"
            )
        return self.stack(part, modifier, children)

    def stack(self, part: Part, modifier: str | None, children: list[str]) -> str:
        column = part.direction == "column"
        args = [f"modifier = {modifier}" if modifier else ""]
        if part.wrap:
            name = "FlowColumn" if column else "FlowRow"
            self.use(name, "ExperimentalLayoutApi", "Arrangement", "dp")
            main = self.arrangement(part) or f"Arrangement.spacedBy({dp(part.gap)})"
            cross = f"Arrangement.spacedBy({dp(part.run_gap)})"
            if column:
                args += [f"verticalArrangement = {main}", f"horizontalArrangement = {cross}"]
            else:
                args += [f"horizontalArrangement = {main}", f"verticalArrangement = {cross}"]
            return with_content(name, args, children)
        arrangement = self.arrangement(part)
        if column:
            self.use("Column")
            args.append(f"verticalArrangement = {arrangement}" if arrangement else "")
            if part.align != "start":
                self.use("Alignment")
                args.append(f"horizontalAlignment = Alignment.{COLUMN_ALIGN[part.align]}")
            return with_content("Column", args, children)
        self.use("Row")
        args.append(f"horizontalArrangement = {arrangement}" if arrangement else "")
        if part.align not in ("start", "baseline"):
            self.use("Alignment")
            args.append(f"verticalAlignment = Alignment.{ROW_ALIGN[part.align]}")
        return with_content("Row", args, children)

    # -- text and images ---------------------------------------------------------------------

    def style_args(self, run: Run, spans: bool = False) -> list[str]:
        font = run.font
        self.use("Color", "sp", "FontWeight")
        args = [f"color = {color(run.color)}", f"fontSize = {sp(font.size)}", f"fontWeight = FontWeight.W{font.weight}"]
        family = {"serif": "Serif", "monospace": "Monospace"}.get(font.family.lower())
        if family:
            self.use("FontFamily")
            args.append(f"fontFamily = FontFamily.{family}")
        if font.italic:
            self.use("FontStyle")
            args.append("fontStyle = FontStyle.Italic")
        if font.letter_spacing:
            args.append(f"letterSpacing = {sp(font.letter_spacing)}")
        decorations = [d for d, on in (("Underline", run.underline), ("LineThrough", run.strike)) if on]
        if decorations:
            self.use("TextDecoration")
            value = (
                f"TextDecoration.{decorations[0]}"
                if len(decorations) == 1
                else "TextDecoration.combine(listOf(" + ", ".join(f"TextDecoration.{d}" for d in decorations) + "))"
            )
            args.append(f"textDecoration = {value}")
        return args

    def text(self, part: Part, modifier: str | None) -> str:
        node = part.node
        assert isinstance(node, TextNode)
        self.use("Text")
        pieces = runs(node) or [Run("", node.font, node.color, False, False)]
        if len(pieces) == 1:
            args = [f"text = {kotlin_string(pieces[0].text)}", *self.style_args(pieces[0])]
        else:
            self.use("buildAnnotatedString", "withStyle", "SpanStyle")
            spans = [
                block(f"withStyle({call('SpanStyle', self.style_args(r))})", [f"append({kotlin_string(r.text)})"])
                for r in pieces
            ]
            args = [block("text = buildAnnotatedString", spans)]
        if modifier:
            args.insert(1, f"modifier = {modifier}")
        if node.font.line_height:
            self.use("sp")
            args.append(f"lineHeight = {sp(node.font.line_height)}")
        if node.align != "left":
            self.use("TextAlign")
            args.append(f"textAlign = TextAlign.{TEXT_ALIGN[node.align]}")
        if node.max_lines:
            self.use("TextOverflow")
            args += [f"maxLines = {node.max_lines}", "overflow = TextOverflow.Ellipsis"]
        return call("Text", args)

    def image(self, part: Part, modifier: str | None) -> str:
        node = part.node
        assert isinstance(node, ImageNode)
        if not node.src:
            self.use("Box", "background", "Color")
            return call(
                "Box",
                [f"modifier = {self.chain(modifier or 'Modifier', [f'background({color(PLACEHOLDER)})'])}"],
                trailing_comma=False,
            )
        self.use("AsyncImage", "ContentScale")
        description = kotlin_string(node.alt) if node.alt else "null"
        return call(
            "AsyncImage",
            [
                f"model = {kotlin_string(node.src)}",
                f"contentDescription = {description}",
                f"modifier = {modifier}" if modifier else "",
                f"contentScale = ContentScale.{SCALES[node.fit]}",
            ],
        )


def generate(screen: Screen, plan: Part, name: str) -> str:
    writer = ComposeWriter()
    body = writer.node(plan)
    if plan.at_least_full:  # (the room the screen gives, which the scrolling column is at least as tall as)
        writer.use("BoxWithConstraints")
        body = f"BoxWithConstraints {{\n{indent(body, TAB)}\n}}"
    imports = "\n".join(f"import {IMPORTS[n]}" for n in sorted(writer.used, key=lambda n: IMPORTS[n]))
    opt_in = "@OptIn(ExperimentalLayoutApi::class)\n" if "ExperimentalLayoutApi" in writer.used else ""
    pieces = "".join(f"\n{opt_in}{piece}\n" for piece in writer.pieces)
    return (
        f"{imports}\n\n{opt_in}@Composable\n"
        f"fun {name}(modifier: Modifier = Modifier) {{\n{indent(body, TAB)}\n}}\n{pieces}"
    )
