"""Flutter: the screen as a `StatelessWidget` of Rows, Columns, Wraps, Stacks and Containers."""

from __future__ import annotations

from app.codegen.layout import Part, column_share, main_axis_definite, uniform
from app.codegen.names import Namer, is_piece, piece_name
from app.codegen.source import call, items
from app.codegen.values import Run, argb, dart_string, line_height_ratio, num, runs
from app.ir import BoxNode, Color, Gradient, ImageNode, Insets, Radii, Screen, TextNode

MAIN = {
    "start": "start",
    "center": "center",
    "end": "end",
    "space-between": "spaceBetween",
    "space-around": "spaceAround",
    "space-evenly": "spaceEvenly",
}
CROSS = {"start": "start", "center": "center", "end": "end", "baseline": "baseline"}
WRAP_CROSS = {"start": "start", "center": "center", "end": "end", "baseline": "start"}
ALIGN = {"start": "Alignment.centerLeft", "center": "Alignment.center", "end": "Alignment.centerRight"}
ALIGN_ROW = {"start": "Alignment.topCenter", "center": "Alignment.center", "end": "Alignment.bottomCenter"}
FITS = {"cover": "cover", "contain": "contain", "fill": "fill", "none": "none", "scale-down": "scaleDown"}
TEXT_ALIGN = {"left": "left", "center": "center", "right": "right", "justify": "justify"}
PLACEHOLDER = Color(r=229, g=231, b=235)


def color(c: Color) -> str:
    return f"Color({argb(c)})"


def insets(i: Insets) -> str:
    if uniform(i) is not None:
        return f"EdgeInsets.all({num(i.top)})"
    if i.left == i.right and i.top == i.bottom:
        axes = [f"horizontal: {num(i.left)}" if i.left else "", f"vertical: {num(i.top)}" if i.top else ""]
        return f"EdgeInsets.symmetric({', '.join(a for a in axes if a)})"
    return f"EdgeInsets.fromLTRB({num(i.left)}, {num(i.top)}, {num(i.right)}, {num(i.bottom)})"


def at_least_full(column: str) -> str:
    """A scrolling column at least as tall as the room it is given, so that its spacers share out a taller screen:
    the column takes its intrinsic height inside a box no shorter than the scroll view."""
    held = call("IntrinsicHeight", [f"child: {column}"])
    tall = call("ConstrainedBox", ["constraints: BoxConstraints(minHeight: constraints.maxHeight)", f"child: {held}"])
    return call(
        "LayoutBuilder", [f"builder: (context, constraints) => {call('SingleChildScrollView', [f'child: {tall}'])}"]
    )


def only(i: Insets) -> str:
    sides = [f"{k}: {num(getattr(i, k))}" for k in ("left", "top", "right", "bottom") if getattr(i, k)]
    return f"EdgeInsets.only({', '.join(sides)})"


def radius(r: Radii) -> str | None:
    if r.uniform is not None:
        return f"BorderRadius.circular({num(r.uniform)})" if r.uniform else None
    corners = [
        ("topLeft", r.top_left),
        ("topRight", r.top_right),
        ("bottomRight", r.bottom_right),
        ("bottomLeft", r.bottom_left),
    ]
    return "BorderRadius.only(" + ", ".join(f"{k}: Radius.circular({num(v)})" for k, v in corners if v) + ")"


def gradient(g: Gradient) -> str:
    import math

    angle = math.radians(g.angle)
    dx, dy = round(math.sin(angle), 3), round(-math.cos(angle), 3)
    colors = items("[", [color(c) for c, _ in g.stops], "]")
    stops = "[" + ", ".join(num(p) for _, p in g.stops) + "]"
    if g.kind == "radial":
        return call("RadialGradient", [f"colors: {colors}", f"stops: {stops}"])
    return call(
        "LinearGradient",
        [
            f"begin: Alignment({num(-dx)}, {num(-dy)})",
            f"end: Alignment({num(dx)}, {num(dy)})",
            f"colors: {colors}",
            f"stops: {stops}",
        ],
    )


def decoration(part: Part) -> tuple[str | None, str | None]:
    """(color, decoration): a Container gets one or the other, never both."""
    style = part.node.style
    border = style.border
    shadows = [s for s in style.shadows if not s.inset]
    rounded = radius(part.radii)
    backdrop = part.backdrop.node if part.backdrop is not None else None
    backdrop = backdrop if isinstance(backdrop, ImageNode) and backdrop.src else None  # (none written: no picture)
    if not (style.gradient or border or shadows or rounded or backdrop):
        return (color(style.background) if style.background else None), None
    args = []
    if backdrop is not None:  # the photo the box is painted with, under what it holds
        fit = f"fit: BoxFit.{FITS[backdrop.fit]}"
        args.append(call("image: DecorationImage", [f"image: NetworkImage({dart_string(backdrop.src)})", fit]))
    if style.gradient:
        args.append(f"gradient: {gradient(style.gradient)}")
    elif style.background:
        args.append(f"color: {color(style.background)}")
    if rounded:
        args.append(f"borderRadius: {rounded}")
    if border:
        width = uniform(border.width)
        if width is not None:
            args.append(f"border: Border.all(color: {color(border.color)}, width: {num(width)})")
        else:
            sides = [
                f"{side}: BorderSide(color: {color(border.color)}, width: {num(getattr(border.width, side))})"
                for side in ("top", "right", "bottom", "left")
                if getattr(border.width, side)
            ]
            args.append(call("border: Border", sides))
    if shadows:
        args.append(
            "boxShadow: "
            + items(
                "[",
                [
                    call(
                        "BoxShadow",
                        [
                            f"color: {color(s.color)}",
                            f"offset: Offset({num(s.x)}, {num(s.y)})",
                            f"blurRadius: {num(s.blur)}",
                            f"spreadRadius: {num(s.spread)}",
                        ],
                    )
                    for s in shadows
                ],
                "]",
            )
        )
    return None, call("BoxDecoration", args)


def dimension(fixed: float | None, fill: bool) -> str | None:
    if fill:
        return "double.infinity"
    return num(fixed) if fixed is not None else None


class FlutterWriter:
    def __init__(self) -> None:
        self.names = Namer({"build"})
        self.methods: list[str] = []

    def widget(self, part: Part, parent: Part | None = None) -> str:
        node = part.node
        if column_share(part, parent):
            part.size.width = None  # its share of the column, said by the FractionallySizedBox round it
        if isinstance(node, TextNode):
            core = self.sized(part, self.text(node))
        elif isinstance(node, ImageNode):
            core = self.image(part)
        else:
            core = self.box(part)
        if node.style.opacity < 1:
            core = call("Opacity", [f"opacity: {num(node.style.opacity)}", f"child: {core}"])
        if parent is not None and is_piece(part):  # a named part of the screen: a method of its own
            name = piece_name(self.names, part.hint)
            self.methods.append(f"Widget _{name}() {{\n  return {indent_lines(core, '  ')};\n}}")
            core = f"_{name}()"
        return self.placed(part, parent, core)

    def placed(self, part: Part, parent: Part | None, core: str) -> str:
        if parent is None:
            return core
        if part.align_self and not parent.wrap:
            table = ALIGN if parent.direction == "column" else ALIGN_ROW
            core = call("Align", [f"alignment: {table.get(part.align_self, 'Alignment.center')}", f"child: {core}"])
        if share := column_share(part, parent):
            core = call("FractionallySizedBox", [f"widthFactor: {num(share)}", f"child: {core}"])
        if not part.margin.is_zero:
            core = call("Padding", [f"padding: {only(part.margin)}", f"child: {core}"])
        if part.size.weight:
            core = call("Expanded", [f"flex: {max(1, round(part.size.weight))}", f"child: {core}"])
        return core

    def sized(self, part: Part, child: str) -> str:
        width = dimension(part.size.width, part.size.fill_width)
        height = dimension(part.size.height, part.size.fill_height)
        if width is None and height is None:
            return child
        return call(
            "SizedBox", [f"width: {width}" if width else "", f"height: {height}" if height else "", f"child: {child}"]
        )

    # -- boxes ---------------------------------------------------------------------------------

    def flow(self, part: Part) -> str | None:
        if not part.children:
            return None
        main_definite = part.at_least_full or part.scroll is None and main_axis_definite(part)
        widgets = []
        for child in part.children:
            if child.push and main_definite and not part.wrap:  # the free space goes before it
                widgets.append("const Spacer()")
            widgets.append(self.widget(child, part))
        children = items("[", widgets, "]")
        if part.wrap:
            return call(
                "Wrap",
                [
                    "direction: Axis.vertical" if part.direction == "column" else "",
                    f"spacing: {num(part.gap)}" if part.gap else "",
                    f"runSpacing: {num(part.run_gap)}" if part.run_gap else "",
                    f"alignment: WrapAlignment.{MAIN[part.justify]}" if part.justify != "start" else "",
                    f"crossAxisAlignment: WrapCrossAlignment.{WRAP_CROSS[part.align]}" if part.align != "start" else "",
                    f"children: {children}",
                ],
            )
        return call(
            "Column" if part.direction == "column" else "Row",
            [
                f"mainAxisSize: MainAxisSize.{'max' if main_definite else 'min'}",
                f"mainAxisAlignment: MainAxisAlignment.{MAIN[part.justify]}" if part.justify != "start" else "",
                f"crossAxisAlignment: CrossAxisAlignment.{CROSS[part.align]}",
                "textBaseline: TextBaseline.alphabetic" if part.align == "baseline" else "",
                f"spacing: {num(part.gap)}" if part.gap else "",
                f"children: {children}",
            ],
        )

    def box(self, part: Part) -> str:
        node = part.node
        assert isinstance(node, BoxNode)
        content = self.flow(part)
        padding = part.padding if not part.padding.is_zero else None
        if part.scroll and content and part.at_least_full:
            content = at_least_full(
                call("Padding", [f"padding: {insets(padding)}", f"child: {content}"]) if padding else content
            )
            padding = None
        elif part.scroll and content:
            content = call(
                "SingleChildScrollView",
                [
                    "scrollDirection: Axis.horizontal" if part.scroll == "row" else "",
                    f"padding: {insets(padding)}" if padding else "",
                    f"child: {content}",
                ],
            )
            padding = None
        if part.overlays:
            layers = []
            if content:
                layers.append(
                    call("Padding", [f"padding: {insets(padding)}", f"child: {content}"]) if padding else content
                )
            for placed in part.overlays:
                layers.append(
                    call(
                        "Positioned",
                        [
                            f"{'right' if placed.right else 'left'}: {num(placed.x)}",
                            f"{'bottom' if placed.bottom else 'top'}: {num(placed.y)}",
                            f"child: {self.widget(placed.part)}",
                        ],
                    )
                )
            content = call(
                "Stack",
                ["clipBehavior: Clip.none" if not node.style.clips else "", f"children: {items('[', layers, ']')}"],
            )
            padding = None
        fill, deco = decoration(part)
        args = [
            f"width: {w}" if (w := dimension(part.size.width, part.size.fill_width)) else "",
            f"height: {h}" if (h := dimension(part.size.height, part.size.fill_height)) else "",
            f"padding: {insets(padding)}" if padding else "",
            f"color: {fill}" if fill else "",
            f"decoration: {deco}" if deco else "",
            "clipBehavior: Clip.antiAlias" if deco and node.style.clips else "",
        ]
        if not any(args):
            return content or "const SizedBox.shrink()"
        box = call("Container", [*args, f"child: {content}" if content else ""])
        if part.size.aspect:  # a tile as wide as its share, as tall as its proportions make it
            box = call("AspectRatio", [f"aspectRatio: {num(part.size.aspect)}", f"child: {box}"])
        return box

    # -- text and images -------------------------------------------------------------------------

    def style(self, run: Run) -> str:
        font = run.font
        decorations = [d for d, on in (("underline", run.underline), ("lineThrough", run.strike)) if on]
        deco = ""
        if len(decorations) == 1:
            deco = f"decoration: TextDecoration.{decorations[0]}"
        elif decorations:
            deco = "decoration: TextDecoration.combine([" + ", ".join(f"TextDecoration.{d}" for d in decorations) + "])"
        ratio = line_height_ratio(font)
        generic = font.family.lower() in ("system-ui", "sans-serif", "serif", "monospace", "-apple-system")
        return call(
            "TextStyle",
            [
                f"fontFamily: {dart_string(font.family)}" if not generic else "",
                f"fontSize: {num(font.size)}",
                f"fontWeight: FontWeight.w{font.weight}",
                "fontStyle: FontStyle.italic" if font.italic else "",
                f"color: {color(run.color)}",
                f"height: {num(ratio)}" if ratio else "",
                f"letterSpacing: {num(font.letter_spacing)}" if font.letter_spacing else "",
                deco,
            ],
        )

    def text(self, node: TextNode) -> str:
        pieces = runs(node) or [Run("", node.font, node.color, False, False)]
        options = [
            f"textAlign: TextAlign.{TEXT_ALIGN[node.align]}" if node.align != "left" else "",
            f"maxLines: {node.max_lines}" if node.max_lines else "",
            "overflow: TextOverflow.ellipsis" if node.max_lines else "",
        ]
        if len(pieces) == 1:
            return call("Text", [dart_string(pieces[0].text), *options, f"style: {self.style(pieces[0])}"])
        spans = [call("TextSpan", [f"text: {dart_string(r.text)}", f"style: {self.style(r)}"]) for r in pieces]
        return call("Text.rich", [call("TextSpan", [f"children: {items('[', spans, ']')}"]), *options])

    def image(self, part: Part) -> str:
        node = part.node
        assert isinstance(node, ImageNode)
        width = dimension(part.size.width, part.size.fill_width)
        height = dimension(part.size.height, part.size.fill_height)
        if node.src:
            picture = call(
                "Image.network",
                [
                    dart_string(node.src),
                    f"width: {width}" if width else "",
                    f"height: {height}" if height else "",
                    f"fit: BoxFit.{FITS[node.fit]}",
                    f"semanticLabel: {dart_string(node.alt)}" if node.alt else "",
                ],
            )
        else:
            picture = call(
                "Container",
                [
                    f"width: {width}" if width else "",
                    f"height: {height}" if height else "",
                    f"color: {color(PLACEHOLDER)}",
                ],
            )
        if part.size.aspect:  # as wide as its column, as tall as its proportions make it
            picture = call("AspectRatio", [f"aspectRatio: {num(part.size.aspect)}", f"child: {picture}"])
        rounded = radius(part.radii)
        if rounded:
            picture = call("ClipRRect", [f"borderRadius: {rounded}", f"child: {picture}"])
        if node.style.border or node.style.shadows or node.style.background:
            _, deco = decoration(part)
            fill = None
            if deco is None and node.style.background:
                fill = color(node.style.background)
            picture = call(
                "Container",
                [f"color: {fill}" if fill else "", f"decoration: {deco}" if deco else "", f"child: {picture}"],
            )
        return picture


def indent_lines(code: str, prefix: str) -> str:
    """Every line but the first indented (the first follows what comes before it)."""
    return "\n".join((prefix + line if index and line else line) for index, line in enumerate(code.split("\n")))


def generate(screen: Screen, plan: Part, name: str) -> str:
    writer = FlutterWriter()
    root = writer.widget(plan)
    body = "\n".join("    " + line if line else line for line in f"return {root};".split("\n"))
    methods = "".join(
        "\n" + "\n".join("  " + line if line else line for line in method.split("\n")) + "\n"
        for method in writer.methods
    )
    return (
        f"import 'package:flutter/material.dart';\n\n"
        f"class {name} extends StatelessWidget {{\n"
        f"  const {name}({{super.key}});\n\n"
        f"  @override\n"
        f"  Widget build(BuildContext context) {{\n"
        f"{body}\n"
        f"  }}\n"
        f"{methods}"
        f"}}\n"
    )
