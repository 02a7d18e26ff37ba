"""The studio's state as plain evented models: no Qt here; views subscribe to their events."""

from app.desktop.models.events import Event
from app.desktop.models.frames import FrameList, new_frame_id
from app.desktop.models.project import ProjectModel
from app.desktop.models.selection import Selection
from app.desktop.models.themes import ThemeList, themed_html
from app.desktop.models.undo import Edit, UndoStack

__all__ = [
    "Edit",
    "Event",
    "FrameList",
    "ProjectModel",
    "Selection",
    "ThemeList",
    "UndoStack",
    "new_frame_id",
    "themed_html",
]
