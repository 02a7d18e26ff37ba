"""The canvas: frames on an infinite surface."""

from app.desktop.canvas.frame_item import FrameItem
from app.desktop.canvas.scene import CanvasScene
from app.desktop.canvas.view import CanvasView

__all__ = ["CanvasScene", "CanvasView", "FrameItem"]
