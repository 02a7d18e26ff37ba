"""The Screen IR: one small tree format for a screen, produced from pixels or from HTML and
consumed by the HTML emitter and every code generator.

Geometry is in CSS px of the screen, relative to the screen's top-left corner. Styles are
resolved values (what a browser computes), never cascade rules: a generator never has to
know where a value came from.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class IRModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False)


class Rect(IRModel):
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def area(self) -> float:
        return max(self.width, 0) * max(self.height, 0)


class Color(IRModel):
    """sRGB, 0-255 channels, alpha 0-1."""

    r: int = Field(ge=0, le=255)
    g: int = Field(ge=0, le=255)
    b: int = Field(ge=0, le=255)
    a: float = Field(default=1.0, ge=0, le=1)

    @property
    def hex(self) -> str:
        base = f"#{self.r:02x}{self.g:02x}{self.b:02x}"
        return base if self.a >= 1 else base + f"{round(self.a * 255):02x}"

    @property
    def css(self) -> str:
        return self.hex if self.a >= 1 else f"rgba({self.r}, {self.g}, {self.b}, {round(self.a, 3)})"


class Insets(IRModel):
    top: float = 0
    right: float = 0
    bottom: float = 0
    left: float = 0

    @property
    def is_zero(self) -> bool:
        return not (self.top or self.right or self.bottom or self.left)


class Radii(IRModel):
    top_left: float = 0
    top_right: float = 0
    bottom_right: float = 0
    bottom_left: float = 0

    @property
    def uniform(self) -> float | None:
        values = {self.top_left, self.top_right, self.bottom_right, self.bottom_left}
        return values.pop() if len(values) == 1 else None


class Border(IRModel):
    width: Insets = Field(default_factory=Insets)
    color: Color
    style: Literal["solid", "dashed", "dotted", "double"] = "solid"


class Shadow(IRModel):
    x: float = 0
    y: float = 0
    blur: float = 0
    spread: float = 0
    color: Color
    inset: bool = False


class Gradient(IRModel):
    kind: Literal["linear", "radial"] = "linear"
    angle: float = 180  # degrees, CSS convention (180 = to bottom)
    stops: list[tuple[Color, float]]  # colour and position 0-1


class Style(IRModel):
    background: Color | None = None
    gradient: Gradient | None = None
    border: Border | None = None
    radii: Radii = Field(default_factory=Radii)
    shadows: list[Shadow] = Field(default_factory=list)
    opacity: float = 1.0
    clips: bool = False  # overflow hidden: children are clipped to the box (and its radii)


class Flex(IRModel):
    """How a box lays out its children. `direction` None means children are positioned absolutely."""

    direction: Literal["row", "column"] | None = "column"
    wrap: bool = False
    gap: float = 0
    cross_gap: float = 0  # between wrapped lines
    justify: Literal["start", "center", "end", "space-between", "space-around", "space-evenly"] = "start"
    align: Literal["start", "center", "end", "stretch", "baseline"] = "stretch"
    padding: Insets = Field(default_factory=Insets)
    scrolls: bool = False
    # the children flow as inline content in lines, the way a paragraph sets its words and small pictures: they
    # wrap where the box's width runs out, each line aligned by `justify` (start, center or end); a child's left
    # margin is the space before it
    inline: bool = False


WidthMode = Literal["auto", "fill", "hug", "fixed", "share", "at_most"]
HeightMode = Literal["auto", "hug"]


class Placement(IRModel):
    """How a node sits in its parent's layout.

    `width` says what its width follows, as a front-end developer would write it: `fill` takes the width its
    parent gives (stretched across a column, or the rest of a row), `hug` is as wide as its content, `fixed`
    keeps `frame.width`, `share` takes `share` of its parent's inner width, `at_most` hugs its content up to that
    share (a chat bubble round a message); `auto` leaves it to the emitter's reading of the geometry. `push` puts
    the free space of the parent's main axis before it (an auto margin): a trailing chevron in a row, a footer at
    the bottom of the screen. `aspect` (width over height) makes the height follow the width: a picture as wide
    as its column grows taller with it, as `img { width: 100% }` does; 0 keeps `frame.height`. `height` says what its height follows: `hug` is as tall as its content and
    paddings (a chat bubble whose message wraps to fewer lines on a wider screen grows shorter), `auto` is at
    least `frame.height`."""

    grow: float = 0
    shrink: float = 1
    align_self: Literal["auto", "start", "center", "end", "stretch", "baseline"] = "auto"
    absolute: bool = False  # out of flow: placed at `frame` relative to the parent
    # the parent's edges an absolutely placed node keeps its distance to: a floating button stays at the bottom
    # right of any screen
    anchor_x: Literal["left", "right"] = "left"
    anchor_y: Literal["top", "bottom"] = "top"
    margin: Insets = Field(default_factory=Insets)
    fixed_width: bool = False
    fixed_height: bool = False
    width: WidthMode = "auto"
    share: float = Field(default=0, ge=0, le=1)
    push: bool = False
    aspect: float = Field(default=0, ge=0)
    height: HeightMode = "auto"


class Font(IRModel):
    family: str = "system-ui"
    size: float = 16
    weight: int = Field(default=400, ge=100, le=900)
    italic: bool = False
    line_height: float | None = None  # px; None: normal
    letter_spacing: float = 0


class TextRun(IRModel):
    """A span of text with its own style, inside a text node."""

    text: str
    font: Font | None = None
    color: Color | None = None
    underline: bool = False
    strike: bool = False


class NodeBase(IRModel):
    id: str
    name: str = ""  # what it is in the user's words: "Sign in button", "Tab bar"
    # what it is to a front-end developer: header, tabBar, statusBar, card, list, listItem, label, value, title,
    # heading, text, button, input, avatar, icon, image, divider, switch, ... (code and layers are named from it)
    role: str = ""
    frame: Rect
    style: Style = Field(default_factory=Style)
    placement: Placement = Field(default_factory=Placement)


class BoxNode(NodeBase):
    kind: Literal["box"] = "box"
    layout: Flex = Field(default_factory=Flex)
    children: list[Node] = Field(default_factory=list)
    checked: bool | None = None  # the state of a control that is on or off (role switch, checkbox); None: not one


class TextNode(NodeBase):
    kind: Literal["text"] = "text"
    text: str
    font: Font = Field(default_factory=Font)
    color: Color = Field(default_factory=lambda: Color(r=0, g=0, b=0))
    align: Literal["left", "center", "right", "justify"] = "left"
    runs: list[TextRun] = Field(default_factory=list)  # empty: one run with the node's style
    max_lines: int | None = None  # truncated with an ellipsis after this many lines
    underline: bool = False
    strike: bool = False
    transform: Literal["none", "uppercase", "lowercase", "capitalize"] = "none"

    @property
    def one_line(self) -> bool:
        """Whether the text's box is one line tall (a wrapped paragraph's is taller than one and a half lines)."""
        return not self.font.line_height or self.frame.height < 1.6 * self.font.line_height


class ImageNode(NodeBase):
    kind: Literal["image"] = "image"
    src: str  # data URI or URL
    fit: Literal["cover", "contain", "fill", "none", "scale-down"] = "cover"
    alt: str = ""


Node = Annotated[BoxNode | TextNode | ImageNode, Field(discriminator="kind")]
AnyNode = BoxNode | TextNode | ImageNode  # (the same union, for annotations outside the models)
BoxNode.model_rebuild()


BACKDROP = "background"  # the role of a picture a box is painted with, under what it holds


def backdrop_of(node: object) -> ImageNode | None:
    """The picture a box is painted with (a photo with words set on it), held as its first child: placed out of the
    flow, filling the box, drawn under everything else it holds. None for anything else."""
    first = node.children[0] if isinstance(node, BoxNode) and node.children else None
    if isinstance(first, ImageNode) and first.role == BACKDROP and first.placement.absolute:
        return first
    return None


class Screen(IRModel):
    """One mobile screen: a root box and what the whole screen shares."""

    name: str = "Screen"
    width: float = 390
    height: float = 844
    root: BoxNode
    variables: dict[str, str] = Field(default_factory=dict)  # CSS custom properties (theme tokens)
    fonts: list[str] = Field(default_factory=list)  # font families used, most used first

    def walk(self) -> Iterator[BoxNode | TextNode | ImageNode]:
        """Every node, parents before children, in paint order."""
        stack: list[BoxNode | TextNode | ImageNode] = [self.root]
        while stack:
            node = stack.pop()
            yield node
            if isinstance(node, BoxNode):
                stack.extend(reversed(node.children))

    def to_json(self) -> str:
        return self.model_dump_json()

    @classmethod
    def from_json(cls, text: str | bytes) -> Screen:
        return cls.model_validate_json(text)
