"""The layers panel: the selected frame's elements as a tree named from their roles (Header, Card,
List item, Label...), with a text preview, a visibility box, renaming in place, drag to reorder
siblings, delete and duplicate. Its selection is the canvas's element selection."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDropEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.desktop.models.document import Layer, Path
from app.desktop.models.frame_editor import FrameEditor

PATH = Qt.ItemDataRole.UserRole
NAME, PREVIEW = 0, 1


class LayerTree(QTreeWidget):
    """A tree whose drops only reorder an element among its siblings (the panel does the move)."""

    def __init__(self, panel: LayersPanel) -> None:
        super().__init__()
        self.panel = panel

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        """The dragged layer goes before the one it is dropped on, or after it when dropped on its
        lower half."""
        event.ignore()  # the tree itself never moves items: the document changes and it is rebuilt
        moving = self.currentItem()
        point = event.position().toPoint()
        target = self.itemAt(point)
        if moving is None or target is None:
            return
        source, onto = tuple(moving.data(0, PATH)), tuple(target.data(0, PATH))
        after = point.y() >= self.visualItemRect(target).center().y()
        QTimer.singleShot(0, lambda: self.panel.move_layer(source, onto, after))  # once the drop is over


class LayersPanel(QDockWidget):
    def __init__(self, editor: FrameEditor, parent: QWidget | None = None) -> None:
        super().__init__("Layers", parent)
        self.setObjectName("layersPanel")
        self.editor = editor
        self._showing = False  # the tree is being filled or selected from the model
        self.tree = LayerTree(self)
        self.tree.setObjectName("layerTree")
        self.tree.setAccessibleName("Layers of the selected frame")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(["Layer", "Text"])
        self.tree.header().setSectionResizeMode(NAME, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.tree.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.tree.itemSelectionChanged.connect(self._selection_to_model)
        self.tree.itemChanged.connect(self._item_changed)
        self.note = QLabel("Select a frame to see its layers")
        self.note.setObjectName("layersNote")
        self.note.setWordWrap(True)
        self.delete_button = QPushButton("Delete")
        self.delete_button.setObjectName("deleteLayer")
        self.delete_button.clicked.connect(lambda: self.editor.delete())
        self.duplicate_button = QPushButton("Duplicate")
        self.duplicate_button.setObjectName("duplicateLayer")
        self.duplicate_button.clicked.connect(lambda: self.editor.duplicate())
        buttons = QHBoxLayout()
        buttons.addWidget(self.duplicate_button)
        buttons.addWidget(self.delete_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        self.setWidget(body)
        for keys in (QKeySequence.StandardKey.Delete, QKeySequence("Backspace")):
            shortcut = QShortcut(QKeySequence(keys), self.tree)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(lambda: self.editor.delete())
        editor.selection.changed.connect(lambda _frame_id, _paths: self.show_selection())
        editor.project.frames.changed.connect(self._frame_changed)
        editor.project.selection.changed.connect(lambda _ids: self.rebuild())
        editor.project.frames.reset.connect(self.rebuild)
        self.frame_id: str | None = None
        self._html: str | None = None
        self._items: dict[Path, QTreeWidgetItem] = {}
        self.rebuild()

    def say(self, message: str) -> None:
        self.note.setText(message)

    # -- model -> tree -----------------------------------------------------------------------------

    def shown_frame(self) -> str | None:
        """The frame whose layers show: the one elements are selected in, else the one selected frame."""
        if self.editor.selection.frame_id in self.editor.project.frames:
            return self.editor.selection.frame_id
        ids = self.editor.project.selection.ids
        return ids[0] if len(ids) == 1 else None

    def _frame_changed(self, frame, _source) -> None:
        if frame.frame_id == self.frame_id:
            self.rebuild()

    def rebuild(self) -> None:
        frame_id = self.shown_frame()
        frame = self.editor.project.frames.get(frame_id) if frame_id else None
        if frame_id == self.frame_id and frame is not None and frame.html == self._html:
            self.show_selection()
            return
        self.frame_id, self._html = frame_id, frame.html if frame is not None else None
        self._showing = True
        try:
            self._items = {}
            self.tree.setCurrentItem(None)  # type: ignore[call-overload]  # no current item: Qt takes None
            self.tree.clear()
            if frame is None:
                self.note.setText("Select a frame to see its layers")
            else:
                self.note.setText(frame.label)
                for layer in self.editor.document(frame.frame_id).layers():
                    self.tree.addTopLevelItem(self._item(layer))
                self.tree.expandToDepth(2)
        finally:
            self._showing = False
        self.show_selection()

    def _item(self, layer: Layer) -> QTreeWidgetItem:
        item = QTreeWidgetItem([layer.name, layer.preview])
        item.setData(0, PATH, list(layer.path))
        self._items[layer.path] = item
        item.setToolTip(0, f"<{layer.tag}>" + (f" role {layer.role}" if layer.role else ""))
        item.setFlags(
            item.flags()
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemIsUserCheckable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsDropEnabled
        )
        item.setCheckState(0, Qt.CheckState.Unchecked if layer.hidden else Qt.CheckState.Checked)
        for child in layer.children:
            item.addChild(self._item(child))
        return item

    def item_for(self, path: Path) -> QTreeWidgetItem | None:
        return self._items.get(tuple(path))

    def show_selection(self) -> None:
        if self.editor.selection.frame_id not in (None, self.frame_id):
            self.rebuild()
            return
        self._showing = True
        try:
            self.tree.clearSelection()
            for path in self.editor.selection.paths:
                item = self.item_for(path)
                if item is not None:
                    item.setSelected(True)
                    self.tree.scrollToItem(item)
        finally:
            self._showing = False
        chosen = bool(self.editor.selection.paths)
        self.delete_button.setEnabled(chosen)
        self.duplicate_button.setEnabled(chosen)

    # -- tree -> model -----------------------------------------------------------------------------

    def _selection_to_model(self) -> None:
        if self._showing or self.frame_id is None:
            return
        self.editor.selection.set(self.frame_id, [tuple(item.data(0, PATH)) for item in self.tree.selectedItems()])

    def reorder(self, moving: QTreeWidgetItem, target: QTreeWidgetItem, after: bool) -> None:
        """A layer dropped before or after another: among its siblings only."""
        self.move_layer(tuple(moving.data(0, PATH)), tuple(target.data(0, PATH)), after)

    def move_layer(self, source: Path, onto: Path, after: bool) -> None:
        if source == onto or self.frame_id is None:
            return
        if source[:-1] != onto[:-1]:
            self.say("Layers move among their siblings only")
            return
        document = self.editor.document(self.frame_id)
        if not (document.exists(source) and document.exists(onto)):
            return  # the frame changed while the layer was dragged
        index = onto[-1] + (1 if after else 0)
        if index > source[-1]:
            index -= 1
        self.editor.selection.set(self.frame_id, [source])
        self.editor.move(source, index)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._showing or column != NAME:
            return
        path, frame_id = tuple(item.data(0, PATH)), self.frame_id
        if frame_id is None:
            return
        layer = self.editor.document(frame_id).layer(path)
        hidden = item.checkState(0) == Qt.CheckState.Unchecked
        # changed once the tree is done with the item: the change rebuilds the tree
        if hidden != layer.hidden:
            QTimer.singleShot(0, lambda: self.editor.set_hidden(path, hidden, frame_id))
        elif item.text(0).strip() != layer.name:
            name = item.text(0)
            QTimer.singleShot(0, lambda: self.editor.rename(path, name, frame_id))
