"""The original screenshot over its frame: an opacity slider for the selected frame, so the
conversion's fidelity shows at a glance (0 % the frame alone, 100 % the screenshot alone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from app.desktop.canvas import CanvasScene, FrameItem
from app.desktop.models import ProjectModel
from app.desktop.originals import Originals

NO_ORIGINAL = "Select a frame made from a screenshot to compare it with the original."


class OriginalOverlay(QWidget):
    def __init__(self, scene: CanvasScene, project: ProjectModel, originals: Originals) -> None:
        super().__init__()
        self.setObjectName("originalOverlay")
        self.scene = scene
        self.project = project
        self.originals = originals
        self.item: FrameItem | None = None
        self.title = QLabel("Original screenshot over the frame")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("originalOpacity")
        self.slider.setAccessibleName("Opacity of the original screenshot")
        self.slider.setRange(0, 100)
        self.slider.setSingleStep(5)
        self.slider.setPageStep(25)
        self.value = QLabel("0 %")
        self.value.setMinimumWidth(40)
        self.hint = QLabel(NO_ORIGINAL)
        self.hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.value)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(row)
        layout.addWidget(self.hint)
        self.slider.valueChanged.connect(self._opacity_changed)
        project.selection.changed.connect(lambda _ids: self.follow_selection())
        self.follow_selection()

    def original_of(self, item: FrameItem) -> bool:
        """Load the item's screenshot from disk when it has one; whether it has."""
        if item.original is None:
            path = self.originals.find(item.frame_id)
            if path is not None:
                item.set_original(QPixmap(str(path)))
        return item.original is not None

    def follow_selection(self) -> None:
        ids = self.project.selection.ids
        item = self.scene.items_by_id.get(ids[0]) if len(ids) == 1 else None
        self.item = item if item is not None and self.original_of(item) else None
        self.slider.setEnabled(self.item is not None)
        self.hint.setVisible(self.item is None)
        self.slider.blockSignals(True)
        self.slider.setValue(round(self.item.original_opacity * 100) if self.item is not None else 0)
        self.slider.blockSignals(False)
        self.value.setText(f"{self.slider.value()} %")

    def frame_made(self, frame_id: str) -> None:
        """A frame was just made from a screenshot: its original is on disk now."""
        if frame_id in self.project.selection.ids:
            self.follow_selection()

    def _opacity_changed(self, value: int) -> None:
        self.value.setText(f"{value} %")
        if self.item is not None:
            self.item.set_original_opacity(value / 100)
