"""The HTML emitter: a Screen IR as one self-contained, flexbox-based HTML document.

Rows and columns become flex containers with their measured gap, padding and alignment;
out-of-flow nodes are positioned absolutely inside their parent. Colours that are design
tokens are written as `var(--token)`, so changing the theme's variables re-styles the
screen. Images are embedded as data URIs by the caller; nothing is fetched.
"""

from __future__ import annotations

import html as html_escape
from dataclasses import dataclass, field

from app.ir.nodes import AnyNode, BoxNode, Color, ImageNode, Insets, Radii, Screen, Style, TextNode, backdrop_of
from app.ir.shares import common_basis

JUSTIFY = {
    "start": "flex-start",
    "center": "center",
    "end": "flex-end",
    "space-between": "space-between",
    "space-around": "space-around",
    "space-evenly": "space-evenly",
}
ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch", "baseline": "baseline"}
HEADINGS = {"heading", "title"}
GENERIC_FAMILIES = ("serif", "monospace")  # families a text takes from the screen's own stacks (`--font-serif`)
TAGS = {
    "header": "header",
    "nav": "nav",
    "footer": "footer",
    "main": "main",
    "section": "section",
    "button": "button",
    "list": "div",
    "listitem": "li",
    "form": "form",
    "tabbar": "nav",
    "navbar": "header",
    "card": "section",
    "tabBar": "nav",
}
SPACE_WIDTH = 0.3  # em: about how wide a space is in the sans-serif faces a screen is set in
INLINE_ALIGN = {"start": "left", "center": "center", "end": "right"} | dict.fromkeys(
    ("space-between", "space-around", "space-evenly"), "justify"
)
# roles written as ARIA roles on a plain element (their children are not all list items or the like)
ARIA = {
    "list": "list",
    "listItem": "listitem",
    "divider": "separator",
    "image": "img",
    "icon": "img",
    "progress": "progressbar",
}
# roles that only say how a box lays out: not written
STRUCTURAL = {"", "row", "cell", "group", "knob"}


def role_attributes(node: AnyNode) -> str:
    """`data-role` for what the node is (layers and exported code are named from it), and its ARIA role."""
    role = node.role
    if role in STRUCTURAL:
        return ""
    out = f' data-role="{html_escape.escape(role, quote=True)}"'
    if role in ARIA and not isinstance(node, (TextNode, ImageNode)):
        out += f' role="{ARIA[role]}"'
    if role == "progress" and isinstance(node, BoxNode):
        shares = [c.placement.share for c in node.children if c.placement.width == "share"]
        if shares:  # how far the meter is filled, for a screen reader
            out += f' aria-valuemin="0" aria-valuemax="100" aria-valuenow="{round(shares[0] * 100)}"'
    return out


def _px(value: float) -> str:
    rounded = round(value, 2)
    return f"{int(rounded)}px" if rounded == int(rounded) else f"{rounded}px"


@dataclass
class Emitter:
    tokens: dict[str, str] = field(default_factory=dict)  # colour hex -> CSS variable name
    font_stack: str = "var(--font-sans)"

    def color(self, c: Color) -> str:
        token = self.tokens.get(c.hex)
        return f"var({token})" if token else c.css

    def length(self, value: float, kind: str) -> str:
        """A length, as the style guide's variable when it names it."""
        token = self.tokens.get(f"{kind}:{_px(value)}") if value else None
        return f"var({token})" if token else _px(value)

    def _insets(self, prop: str, insets: Insets) -> list[str]:
        if insets.is_zero:
            return []
        values = [insets.top, insets.right, insets.bottom, insets.left]
        if len(set(values)) == 1:
            return [f"{prop}:{_px(values[0])}"]
        # the insets across a padding are the style guide's spacing where it names them
        spelled = [
            _px(insets.top),
            self.length(insets.right, "space") if prop == "padding" else _px(insets.right),
            _px(insets.bottom),
            self.length(insets.left, "space") if prop == "padding" else _px(insets.left),
        ]
        return [f"{prop}:{' '.join(spelled)}"]

    def _radii(self, radii: Radii) -> list[str]:
        uniform = radii.uniform
        if uniform == 0:
            return []
        if uniform is not None:
            token = self.tokens.get(f"radius:{_px(uniform)}")
            return [f"border-radius:var({token})" if token else f"border-radius:{_px(uniform)}"]
        return [
            f"border-radius:{_px(radii.top_left)} {_px(radii.top_right)} {_px(radii.bottom_right)} "
            f"{_px(radii.bottom_left)}"
        ]

    def _paint(self, style: Style) -> list[str]:
        out = []
        if style.gradient is not None:
            stops = ", ".join(f"{self.color(c)} {round(p * 100, 1)}%" for c, p in style.gradient.stops)
            kind = style.gradient.kind
            out.append(
                f"background:{kind}-gradient({f'{round(style.gradient.angle)}deg, ' if kind == 'linear' else ''}"
                f"{stops})"
            )
            if style.background is not None:  # the colour under the gradient, where a gradient cannot be drawn
                out.append(f"background-color:{self.color(style.background)}")
        elif style.background is not None:
            out.append(f"background:{self.color(style.background)}")
        if style.border is not None:
            w = style.border.width
            color = self.color(style.border.color)
            if len({w.top, w.right, w.bottom, w.left}) == 1:
                out.append(f"border:{_px(w.top)} {style.border.style} {color}")
            else:
                for side, width in (("top", w.top), ("right", w.right), ("bottom", w.bottom), ("left", w.left)):
                    if width:
                        out.append(f"border-{side}:{_px(width)} {style.border.style} {color}")
        out += self._radii(style.radii)
        if style.shadows:
            out.append(
                "box-shadow:"
                + ", ".join(
                    f"{'inset ' if s.inset else ''}{_px(s.x)} {_px(s.y)} {_px(s.blur)} {_px(s.spread)} {s.color.css}"
                    for s in style.shadows
                )
            )
        if style.opacity < 1:
            out.append(f"opacity:{round(style.opacity, 3)}")
        if style.clips:
            out.append("overflow:hidden")
        return out

    def _placement(self, node: AnyNode, parent: BoxNode | None) -> list[str]:
        out: list[str] = []
        if parent is None:
            return out
        if node.placement.absolute or parent.layout.direction is None:
            right, bottom = node.placement.anchor_x == "right", node.placement.anchor_y == "bottom"
            out += [
                "position:absolute",
                f"right:{_px(parent.frame.right - node.frame.right)}"
                if right
                else f"left:{_px(node.frame.x - parent.frame.x)}",
                f"bottom:{_px(parent.frame.bottom - node.frame.bottom)}"
                if bottom
                else f"top:{_px(node.frame.y - parent.frame.y)}",
            ]
            return out
        out += self._insets("margin", node.placement.margin)
        if node.placement.push:  # the free space of the main axis goes before it
            out.append("margin-left:auto" if parent.layout.direction == "row" else "margin-top:auto")
        if node.placement.grow:
            basis = common_basis(node, parent)  # (padded unlike their neighbours, they start at one width)
            out.append(f"flex:{round(node.placement.grow, 3)} 1 {_px(basis) if basis else 0}")
            if node.placement.width == "fill" and parent.layout.direction == "row":
                out.append("min-width:0")
        else:
            out.append("flex-shrink:0")
        align_self = node.placement.align_self
        if (
            align_self == "auto"
            and node.placement.width in ("hug", "fixed", "share", "at_most")
            and parent.layout.direction == "column"
            and parent.layout.align == "stretch"
        ):
            align_self = "start"  # as wide as it is, not stretched: it starts the line
        if align_self not in ("auto",):
            out.append(f"align-self:{ALIGN.get(align_self, 'auto')}")
        return out

    def _width(self, node: AnyNode, parent: BoxNode) -> list[str]:
        """The width as intent: filled (nothing to write in a stretching column), hugging its content, a share of
        the parent, or fixed."""
        mode = node.placement.width
        if mode == "fill":
            if parent.layout.direction == "column" and parent.layout.align != "stretch" and not node.placement.absolute:
                return ["align-self:stretch"]
            return []
        if mode == "hug":
            return []
        if mode == "share":
            return [f"width:{round(node.placement.share * 100, 2):g}%"]
        if mode == "at_most":
            return [f"max-width:{round(node.placement.share * 100, 2):g}%"]
        if mode == "fixed":
            return [f"width:{_px(node.frame.width)}"]
        stretched_width = (
            parent.layout.direction == "column"
            and parent.layout.align == "stretch"
            and not node.placement.absolute
            and node.placement.align_self in ("auto", "stretch")
        )
        return [] if stretched_width or node.placement.grow else [f"width:{_px(node.frame.width)}"]

    def _size(self, node: AnyNode, parent: BoxNode | None) -> list[str]:
        if parent is None:
            if node.placement.width == "fill":  # the screen: as wide as the viewport, at least as tall
                return ["min-height:100vh"]
            return [f"width:{_px(node.frame.width)}", f"min-height:{_px(node.frame.height)}"]
        out = self._width(node, parent)
        if (
            isinstance(node, BoxNode)
            and (not node.children or backdrop_of(node) is not None)
            and node.placement.aspect
            and node.placement.width == "fill"
        ):  # a swatch of a grid, a photo with words on it: as tall as its proportions make it
            return out + ["height:auto", f"aspect-ratio:{round(node.placement.aspect, 4):g}"]
        if (
            isinstance(node, BoxNode)
            and not node.children
            or isinstance(node, ImageNode)
            or node.placement.fixed_height
        ):
            out.append(f"height:{_px(node.frame.height)}")
        elif isinstance(node, BoxNode) and node.placement.height != "hug":
            out.append(f"min-height:{_px(node.frame.height)}")
        return out

    def box(self, box: BoxNode, parent: BoxNode | None, depth: int) -> str:
        styles = (
            ["box-sizing:border-box"] + self._placement(box, parent) + self._size(box, parent) + self._paint(box.style)
        )
        backdrop = backdrop_of(box)
        held = box.children[1:] if backdrop is not None else box.children
        if backdrop is not None:  # the photo the box is painted with, under what it holds
            styles.append(f"background:url('{backdrop.src}') center / cover no-repeat")
        layout = box.layout
        if layout.direction is not None:
            styles += ["display:flex", f"flex-direction:{layout.direction}"]
            if layout.wrap:
                styles.append("flex-wrap:wrap")
            if layout.gap or layout.cross_gap:
                row_gap, column_gap = (
                    (layout.cross_gap, layout.gap) if layout.direction == "row" else (layout.gap, layout.cross_gap)
                )
                styles.append(
                    f"gap:{_px(row_gap)} {_px(column_gap)}" if row_gap != column_gap else f"gap:{_px(row_gap)}"
                )
            if layout.justify != "start":
                styles.append(f"justify-content:{JUSTIFY[layout.justify]}")
            if layout.align != "stretch":
                styles.append(f"align-items:{ALIGN[layout.align]}")
            styles += self._insets("padding", layout.padding)
            if layout.scrolls:
                styles.append("overflow-y:auto")
        if any(c.placement.absolute for c in held) or layout.direction is None:
            styles.append("position:relative" if "position:absolute" not in styles else "")
        tag = TAGS.get(box.role, "div")
        attributes = f' aria-label="{html_escape.escape(box.name)}"' if box.name and tag in ("nav", "section") else ""
        if box.role != "switch":
            attributes += role_attributes(box)
        else:
            attributes += ' data-role="switch"'
        if box.role == "switch":
            attributes += f' role="switch" aria-checked="{"true" if box.checked else "false"}"'
        elif box.role in ("statusBar", "statusbar"):  # the device's own bar, pictured: not part of the page
            attributes += ' aria-hidden="true"'
        if tag == "button":
            styles += ["font:inherit", "color:inherit", "text-align:inherit", "cursor:pointer"]
            if box.style.border is None:
                styles.append("border:0")
            else:  # only the sides it draws: none of the control's own
                styles.insert(1, "border:0")
            if box.style.background is None and box.style.gradient is None:
                styles.append("background:none")
        if tag == "ul":
            styles += ["list-style:none", "margin-top:0", "margin-bottom:0"] + (
                [] if layout.padding.left else ["padding-left:0"]
            )
        inner = "".join(self.node(child, box, depth + 1) for child in held)
        return f'<{tag}{attributes} style="{";".join(s for s in styles if s)}">{inner}</{tag}>'

    def text(self, text: TextNode, parent: BoxNode | None) -> str:
        font = text.font
        styles = (
            ["margin:0"]
            + self._placement(text, parent)
            + [f"font-size:{_px(font.size)}", f"font-weight:{font.weight}", f"color:{self.color(text.color)}"]
        )
        if font.family in GENERIC_FAMILIES:  # a serif title on a sans screen: the screen's serif, where it has one
            styles.append(f"font-family:var(--font-{font.family}, {font.family})")
        if font.line_height:
            styles.append(f"line-height:{_px(font.line_height)}")
        if font.italic:
            styles.append("font-style:italic")
        if font.letter_spacing:
            styles.append(f"letter-spacing:{_px(font.letter_spacing)}")
        if text.align != "left":
            styles.append(f"text-align:{text.align}")
        if text.underline or text.strike:
            styles.append(f"text-decoration:{'underline' if text.underline else 'line-through'}")
        if text.transform != "none":
            styles.append(f"text-transform:{text.transform}")
        one_line = text.one_line
        mode = text.placement.width
        if parent is not None and mode != "auto":
            styles += self._width(text, parent)
        if text.max_lines == 1 or (one_line and text.max_lines is None):
            styles += ["white-space:nowrap"]
            if text.max_lines == 1:
                styles += ["overflow:hidden", "text-overflow:ellipsis", f"max-width:{_px(text.frame.width)}"]
        else:
            if mode == "auto":
                styles.append(f"width:{_px(text.frame.width)}")
            if "\n" in text.text:  # lines broken where the source broke them
                styles.append("white-space:pre")
            if text.max_lines:
                styles += [
                    "display:-webkit-box",
                    f"-webkit-line-clamp:{text.max_lines}",
                    "-webkit-box-orient:vertical",
                    "overflow:hidden",
                ]
        tag = ("h1" if font.size >= 24 else "h2" if font.size >= 18 else "h3") if text.role in HEADINGS else "p"
        if text.role in ("placeholder", "value", "label"):
            tag = "span"
            styles.append("display:block")
        return f'<{tag}{role_attributes(text)} style="{";".join(styles)}">{self.content(text)}</{tag}>'

    def content(self, text: TextNode) -> str:
        """The text, with its runs of another style as spans inside it."""
        if not text.runs:
            return html_escape.escape(text.text)
        out = []
        for run in text.runs:
            styles = []
            if run.color is not None and run.color != text.color:
                styles.append(f"color:{self.color(run.color)}")
            if run.font is not None:
                if run.font.size != text.font.size:
                    styles.append(f"font-size:{_px(run.font.size)}")
                if run.font.size < text.font.size:  # a smaller run does not make its line taller
                    styles.append("line-height:1")
                if run.font.weight != text.font.weight:
                    styles.append(f"font-weight:{run.font.weight}")
                if run.font.italic != text.font.italic:
                    styles.append(f"font-style:{'italic' if run.font.italic else 'normal'}")
            decoration = [name for name, on in (("underline", run.underline), ("line-through", run.strike)) if on]
            if decoration:
                styles.append(f"text-decoration:{' '.join(decoration)}")
            escaped = html_escape.escape(run.text)
            out.append(f'<span style="{";".join(styles)}">{escaped}</span>' if styles else escaped)
        return "".join(out)

    def image(self, image: ImageNode, parent: BoxNode | None) -> str:
        if image.placement.aspect and image.placement.width == "fill" and parent is not None:
            # as wide as its column, as tall as its proportions make it
            size = self._width(image, parent) + ["height:auto", f"aspect-ratio:{round(image.placement.aspect, 4):g}"]
        else:
            size = [f"width:{_px(image.frame.width)}", f"height:{_px(image.frame.height)}"]
        styles = ["display:block"] + self._placement(image, parent) + size + [f"object-fit:{image.fit}"]
        styles += self._radii(image.style.radii)
        alt = html_escape.escape(image.alt or image.name or "")
        return (
            f'<img{role_attributes(image)} src="{html_escape.escape(image.src, quote=True)}" alt="{alt}" '
            f'style="{";".join(styles)}">'
        )

    def paragraph(self, box: BoxNode, parent: BoxNode | None) -> str:
        """A box whose children flow inline: a block of lines aligned by its justification, set in its texts' size
        and line height, so that lines wrap and step as they do in the texts it holds."""
        # as tall as its lines, however many the width makes
        size = [style for style in self._size(box, parent) if not style.startswith("min-height")]
        styles = ["box-sizing:border-box", "margin:0"] + self._placement(box, parent) + size
        styles += self._paint(box.style) + self._insets("padding", box.layout.padding)
        texts = [c for c in box.children if isinstance(c, TextNode)]
        if texts:
            styles.append(f"font-size:{_px(texts[0].font.size)}")
            if texts[0].font.line_height:
                styles.append(f"line-height:{_px(texts[0].font.line_height)}")
        styles.append(f"text-align:{INLINE_ALIGN[box.layout.justify]}")
        line = texts[0].font.line_height if texts else None
        inner = "".join(self.space(child.placement.margin.left) + self.inline(child, line) for child in box.children)
        return f'<p{role_attributes(box)} style="{";".join(styles)}">{inner}</p>'

    def space(self, width: float) -> str:
        """The space before a piece of a paragraph, as a space character widened to `width`: like any space
        between words it is dropped where a line wraps, so that lines stay centred on every width."""
        if width < 1:
            return ""
        return f'<span style="word-spacing:calc({_px(width)} - {SPACE_WIDTH}em)"> </span>'

    def inline(self, node: AnyNode, line: float | None = None) -> str:
        """One piece of a paragraph's lines: a span of text or a picture standing in the line. A piece as tall as
        the line (`line`, its height) stands at the line's top, so that it never makes the line taller; a smaller
        one is centred on it."""
        styles: list[str] = []
        middle = "vertical-align:top" if line and node.frame.height >= line - 1 else "vertical-align:middle"
        if isinstance(node, ImageNode):
            styles = ["display:inline-block", middle] + styles
            styles += [f"width:{_px(node.frame.width)}", f"height:{_px(node.frame.height)}", f"object-fit:{node.fit}"]
            alt = html_escape.escape(node.alt or node.name or "")
            source = html_escape.escape(node.src, quote=True)
            return f'<img{role_attributes(node)} src="{source}" alt="{alt}" style="{";".join(styles)}">'
        if isinstance(node, TextNode):
            font = node.font
            styles += [f"font-size:{_px(font.size)}", f"font-weight:{font.weight}", f"color:{self.color(node.color)}"]
            if font.italic:
                styles.append("font-style:italic")
            if node.underline or node.strike:
                styles.append(f"text-decoration:{'underline' if node.underline else 'line-through'}")
            return f'<span{role_attributes(node)} style="{";".join(styles)}">{self.content(node)}</span>'
        if not node.children:  # a shape drawn in the line (a dot, a badge)
            styles = ["display:inline-block", middle, *styles]
            styles += [f"width:{_px(node.frame.width)}", f"height:{_px(node.frame.height)}", *self._paint(node.style)]
            return f'<span{role_attributes(node)} style="{";".join(styles)}"></span>'
        # pieces that go together (a badge and its link): one unbreakable piece of the line
        styles = ["display:inline-flex", "align-items:center", middle, "white-space:nowrap"] + styles
        styles += self._paint(node.style) + self._insets("padding", node.layout.padding)  # a tag's own paint
        # as tall as drawn: its lines are its own height, not the paragraph's
        border = node.style.border.width if node.style.border is not None else None
        rims = border.top + border.bottom if border is not None else 0.0  # (drawn inside the height it was seen at)
        inner_height = node.frame.height - node.layout.padding.top - node.layout.padding.bottom - rims
        styles.append(f"line-height:{_px(max(inner_height, 1.0))}")
        if node.layout.gap:
            styles.append(f"gap:{_px(node.layout.gap)}")
        inner = "".join(self.inline(child) for child in node.children)
        return f'<span{role_attributes(node)} style="{";".join(styles)}">{inner}</span>'

    def node(self, node: AnyNode, parent: BoxNode | None, depth: int = 0) -> str:
        if isinstance(node, BoxNode) and node.layout.inline:
            return self.paragraph(node, parent)
        if isinstance(node, BoxNode):
            return self.box(node, parent, depth)
        if isinstance(node, TextNode):
            return self.text(node, parent)
        return self.image(node, parent)


def body_html(screen: Screen, tokens: dict[str, str] | None = None) -> str:
    return Emitter(tokens or {}).node(screen.root, None)


def document(
    screen: Screen,
    variables: dict[str, str] | None = None,
    tokens: dict[str, str] | None = None,
    title: str | None = None,
) -> str:
    """A complete document meant for a `screen.width`-wide iframe; `variables` become :root custom properties."""
    variables = {**screen.variables, **(variables or {})}
    variables.setdefault(
        "--font-sans",
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, "
        "'Noto Sans', 'WenQuanYi Micro Hei', sans-serif",
    )
    root_rules = ";".join(f"{name}:{value}" for name, value in variables.items())
    stretches = screen.root.placement.width == "fill"  # a screen built to stretch takes the device's width
    viewport = "width=device-width" if stretches else f"width={int(screen.width)}"
    body_width = "" if stretches else f"width:{int(screen.width)}px;"
    background = screen.root.style.background
    body_background = (
        f"var({tokens[background.hex]})"
        if tokens and background and background.hex in (tokens or {})
        else (background.css if background else "#ffffff")
    )
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="{viewport}, initial-scale=1">'
        f"<title>{html_escape.escape(title or screen.name)}</title>"
        f"<style>:root{{{root_rules}}}*{{box-sizing:border-box}}"
        f"html,body{{margin:0;padding:0;background:{body_background}}}"
        f"body{{{body_width}font-family:var(--font-sans);color:var(--foreground, #111);"
        "-webkit-font-smoothing:antialiased;overflow-x:hidden}"
        "img{max-width:none}</style></head>"
        f"<body>{body_html(screen, tokens)}</body></html>"
    )
