"""The Screen IR: the tree every front end produces and every back end consumes."""

from app.ir.nodes import (
    Border,
    BoxNode,
    Color,
    Flex,
    Font,
    Gradient,
    ImageNode,
    Insets,
    Node,
    Placement,
    Radii,
    Rect,
    Screen,
    Shadow,
    Style,
    TextNode,
    TextRun,
)

__all__ = ["Border", "BoxNode", "Color", "Flex", "Font", "Gradient", "ImageNode", "Insets", "Node", "Placement",
           "Radii", "Rect", "Screen", "Shadow", "Style", "TextNode", "TextRun"]
