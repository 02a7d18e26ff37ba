"""React Native: the screen as a function component of Views, Texts and Images with `StyleSheet.create`."""

from __future__ import annotations

from app.codegen.layout import Part, uniform
from app.codegen.names import Namer
from app.codegen.source import indent
from app.codegen.values import Run, css_color, js_string, num, runs
from app.ir import BoxNode, Color, ImageNode, Insets, Screen, TextNode
from app.ir.shares import common_basis

JUSTIFY = {
    "start": "flex-start",
    "center": "center",
    "end": "flex-end",
    "space-between": "space-between",
    "space-around": "space-around",
    "space-evenly": "space-evenly",
}
ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end", "baseline": "baseline"}
RESIZE = {"cover": "cover", "contain": "contain", "fill": "stretch", "none": "center", "scale-down": "contain"}
PLACEHOLDER = Color(r=229, g=231, b=235)

Style = dict[str, str | float]


def value(v: str | float) -> str:  # a style's value: quoted text, or a number
    if isinstance(v, str):
        return js_string(v)
    return num(v)


def sides(style: Style, prefix: str, i: Insets, suffix: str = "") -> None:
    """padding/margin/border widths, written as shortly as React Native reads them."""
    if i.is_zero:
        return
    if uniform(i) is not None:
        style[f"{prefix}{suffix}"] = i.top
    elif i.left == i.right and i.top == i.bottom and not suffix:
        if i.left:
            style[f"{prefix}Horizontal"] = i.left
        if i.top:
            style[f"{prefix}Vertical"] = i.top
    else:
        for side in ("top", "right", "bottom", "left"):
            if getattr(i, side):
                style[f"{prefix}{side.capitalize()}{suffix}"] = getattr(i, side)


EDGES = ("top", "right", "bottom", "left")


class ReactNativeWriter:
    def __init__(self) -> None:
        self.styles: list[tuple[str, Style]] = []
        self.names = Namer({"screen"})
        self.components: set[str] = {"StyleSheet", "View"}

    def add_style(self, hint: str, style: Style) -> str:
        name = self.names(hint)
        self.styles.append((name, style))
        return f"styles.{name}"

    # -- shared style pieces -----------------------------------------------------------------

    @staticmethod
    def basis(part: Part, parent: Part | None) -> float:
        """Where a part growing in a row starts, so that its share comes out as planned: Yoga, as CSS, starts a
        box at its padding and border, so boxes padded unlike each other all start at the widest."""
        if parent is not None and parent.direction == "row" and isinstance(parent.node, BoxNode):
            return common_basis(part.node, parent.node)
        return 0.0

    def frame(self, part: Part, parent: Part | None) -> Style:
        style: Style = {}
        size = part.size
        if size.weight:
            style["flex"] = size.weight
            if basis := self.basis(part, parent):
                style["flexBasis"] = basis
        if size.fraction:
            style["width"] = f"{round(size.fraction * 100, 2):g}%"
        elif size.width is not None:
            style["width"] = size.width
        if size.height is not None:
            style["height"] = size.height
        if size.aspect:
            style["aspectRatio"] = size.aspect
        if parent is not None and (
            (size.fill_width and parent.direction == "column") or (size.fill_height and parent.direction == "row")
        ):
            style["alignSelf"] = "stretch"
        elif part.align_self:
            style["alignSelf"] = ALIGN[part.align_self]
        if parent is None and (size.fill_width or size.fill_height):
            style["flexGrow"] = 1
        sides(style, "margin", part.margin)
        if part.push and parent is not None:
            style["marginLeft" if parent.direction == "row" else "marginTop"] = "auto"
        return style

    def decoration(self, part: Part) -> Style:
        node = part.node
        look = node.style
        style: Style = {}
        background = look.background or (look.gradient.stops[0][0] if look.gradient else None)
        if background:
            style["backgroundColor"] = css_color(background)
        radii = part.radii
        if radii.uniform is not None:
            if radii.uniform:
                style["borderRadius"] = radii.uniform
        else:
            for key, corner in (
                ("TopLeft", radii.top_left),
                ("TopRight", radii.top_right),
                ("BottomRight", radii.bottom_right),
                ("BottomLeft", radii.bottom_left),
            ):
                if corner:
                    style[f"border{key}Radius"] = corner
        if look.border:
            sides(style, "border", look.border.width, "Width")
            style["borderColor"] = css_color(look.border.color)
            if look.border.style in ("dashed", "dotted"):
                style["borderStyle"] = look.border.style
        shadows = look.shadows
        if shadows:
            style["boxShadow"] = ", ".join(
                f"{'inset ' if s.inset else ''}{num(s.x)}px {num(s.y)}px {num(s.blur)}px {num(s.spread)}px "
                f"{css_color(s.color)}"
                for s in shadows
            )
            outer = [s for s in shadows if not s.inset]
            if outer:
                style["elevation"] = round(max(s.blur for s in outer) / 2, 1)
        if look.opacity < 1:
            style["opacity"] = look.opacity
        if look.clips:
            style["overflow"] = "hidden"
        return style

    # -- elements ----------------------------------------------------------------------------

    def element(self, part: Part, parent: Part | None = None, extra: Style | None = None) -> str:
        node = part.node
        if isinstance(node, TextNode):
            return self.text(part, parent, extra)
        if isinstance(node, ImageNode):
            return self.image(part, parent, extra)
        return self.box(part, parent, extra)

    def layout_style(self, part: Part) -> Style:
        style: Style = {"flexDirection": part.direction}
        if part.wrap:
            style["flexWrap"] = "wrap"
        if part.justify != "start":
            style["justifyContent"] = JUSTIFY[part.justify]
        style["alignItems"] = ALIGN[part.align]
        if part.wrap:
            main, cross = ("columnGap", "rowGap") if part.direction == "row" else ("rowGap", "columnGap")
            if part.gap:
                style[main] = part.gap
            if part.run_gap:
                style[cross] = part.run_gap
        elif part.gap:
            style["gap"] = part.gap
        sides(style, "padding", part.padding)
        return style

    def box(self, part: Part, parent: Part | None, extra: Style | None) -> str:
        node = part.node
        hint = part.hint or node.role or node.name or "box"
        if part.scroll:
            self.components.add("ScrollView")
            outer = {**self.frame(part, parent), **self.decoration(part), **(extra or {})}
            if parent is None:
                outer = {"flex": 1, **outer}
                outer.pop("flexGrow", None)
            inner = self.layout_style(part)
            if parent is None:
                inner["flexGrow"] = 1
            horizontal = " horizontal" if part.scroll == "row" else ""
            head = (
                f"<ScrollView{horizontal} style={{{self.add_style(hint, outer)}}} "
                f"contentContainerStyle={{{self.add_style(hint + ' content', inner)}}}>"
            )
            children = self.children(part)
            return head + "\n" + "\n".join(indent(c) for c in children) + "\n</ScrollView>"
        style = {**self.frame(part, parent), **self.layout_style(part), **self.decoration(part), **(extra or {})}
        if parent is None:
            style = {"flex": 1, **style}
            style.pop("flexGrow", None)
        head = f"<View style={{{self.add_style(hint, style)}}}"
        children = self.children(part)
        if not children:
            return head + " />"
        return head + ">\n" + "\n".join(indent(c) for c in children) + "\n</View>"

    def children(self, part: Part) -> list[str]:
        out = [self.element(c, part) for c in part.children]
        if part.backdrop is not None:  # the photo the box is painted with: first, so under what it holds
            out.insert(0, self.element(part.backdrop, part, {"position": "absolute", **dict.fromkeys(EDGES, 0)}))
        return out + [
            self.element(
                p.part,
                part,
                {"position": "absolute", "right" if p.right else "left": p.x, "bottom" if p.bottom else "top": p.y},
            )
            for p in part.overlays
        ]

    def text_style(self, run: Run) -> Style:
        font = run.font
        style: Style = {"fontSize": font.size, "fontWeight": str(font.weight), "color": css_color(run.color)}
        if font.line_height:
            style["lineHeight"] = font.line_height
        if font.letter_spacing:
            style["letterSpacing"] = font.letter_spacing
        if font.italic:
            style["fontStyle"] = "italic"
        lines = [name for name, on in (("underline", run.underline), ("line-through", run.strike)) if on]
        if lines:
            style["textDecorationLine"] = " ".join(lines)
        return style

    def text(self, part: Part, parent: Part | None, extra: Style | None) -> str:
        self.components.add("Text")
        node = part.node
        assert isinstance(node, TextNode)
        pieces = runs(node) or [Run("", node.font, node.color, False, False)]
        style = {**self.text_style(pieces[0]), **self.frame(part, parent), **self.decoration(part), **(extra or {})}
        if node.align != "left":
            style["textAlign"] = node.align
        name = self.add_style(part.hint or node.role or "text", style)
        lines = f" numberOfLines={{{node.max_lines}}}" if node.max_lines else ""
        if len(pieces) == 1:
            return f"<Text style={{{name}}}{lines}>{{{js_string(pieces[0].text)}}}</Text>"
        spans = [
            f"<Text style={{{self.add_style('span', self.text_style(r))}}}>{{{js_string(r.text)}}}</Text>"
            for r in pieces
        ]
        return f"<Text style={{{name}}}{lines}>\n" + "\n".join(indent(s) for s in spans) + "\n</Text>"

    def image(self, part: Part, parent: Part | None, extra: Style | None) -> str:
        node = part.node
        assert isinstance(node, ImageNode)
        style = {**self.frame(part, parent), **self.decoration(part), **(extra or {})}
        if not node.src:
            style["backgroundColor"] = css_color(PLACEHOLDER)
            return f"<View style={{{self.add_style(part.hint or 'image placeholder', style)}}} />"
        self.components.add("Image")
        label = f" accessibilityLabel={{{js_string(node.alt)}}}" if node.alt else ""
        return (
            f"<Image source={{{{ uri: {js_string(node.src)} }}}} style={{{self.add_style(part.hint or 'image', style)}}} "
            f"resizeMode={js_string(RESIZE[node.fit])}{label} />"
        )

    def stylesheet(self) -> str:
        entries = []
        for name, style in self.styles:
            body = ", ".join(f"{key}: {value(v)}" for key, v in style.items())
            entries.append(f"  {name}: {{ {body} }},")
        return "const styles = StyleSheet.create({\n" + "\n".join(entries) + "\n});\n"


def generate(screen: Screen, plan: Part, name: str) -> str:
    writer = ReactNativeWriter()
    tree = writer.element(plan)
    imports = ", ".join(sorted(writer.components))
    return (
        f"import * as React from 'react';\n"
        f"import {{ {imports} }} from 'react-native';\n\n"
        f"export default function {name}() {{\n"
        f"  return (\n{indent(tree, '    ')}\n  );\n"
        f"}}\n\n" + writer.stylesheet()
    )
