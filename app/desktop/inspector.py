"""The inspector: the selected elements' text, type, colours (bound to a theme variable or not),
shape, layout and size, each field checked before it changes the frame (a refused value says why
and changes nothing). With several elements selected, a field they differ in shows "Mixed"."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path as FilePath

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.desktop.async_tasks import TaskSet
from app.desktop.canvas.element_picking import ElementPicking
from app.desktop.models import ThemeList
from app.desktop.models.document import FrameDocument
from app.desktop.models.frame_editor import FrameEditor, size_styles
from app.desktop.models.inline_style import StyleValueError, check
from app.desktop.models.inspector_values import MIXED, parent_direction, typed, values_for
from app.desktop.upload_dock import IMAGE_FILTER

Upload = Callable[[bytes, str], Awaitable[str]]  # (image bytes, file name) -> the engine's URL
CHOICES = {
    "text-align": ("left", "center", "right", "justify"),
    "font-weight": ("100", "200", "300", "400", "500", "600", "700", "800", "900"),
    "flex-direction": ("row", "column"),
    "align-items": ("stretch", "flex-start", "center", "flex-end", "baseline"),
    "justify-content": ("flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"),
    "width-mode": ("fill", "hug", "fixed"),
    "height-mode": ("fill", "hug", "fixed"),
}
FIELDS = {  # group: (label, property)
    "Type": (
        ("Font", "font-family"),
        ("Size", "font-size"),
        ("Weight", "font-weight"),
        ("Line height", "line-height"),
        ("Align", "text-align"),
    ),
    "Colour": (("Fill", "background-color"), ("Text", "color")),
    "Shape": (("Radius", "border-radius"), ("Border", "border"), ("Shadow", "box-shadow")),
    "Layout": (
        ("Padding", "padding"),
        ("Gap", "gap"),
        ("Direction", "flex-direction"),
        ("Align", "align-items"),
        ("Distribute", "justify-content"),
    ),
    "Size": (("Width", "width-mode"), ("", "width"), ("Height", "height-mode"), ("", "height")),
}
COLOURS = ("background-color", "color")
IMAGE_TAGS = {"img", "svg", "picture"}


class CommitTextEdit(QPlainTextEdit):
    """A text box that hands its text over when it loses focus or on Ctrl+Enter."""

    committed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.committed.emit()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.committed.emit()


class Inspector(QDockWidget):
    def __init__(
        self,
        editor: FrameEditor,
        picking: ElementPicking,
        themes: ThemeList,
        tasks: TaskSet,
        upload: Upload,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("Inspector", parent)
        self.setObjectName("inspector")
        self.editor = editor
        self.picking = picking
        self.themes = themes
        self.tasks = tasks
        self.upload = upload
        self._showing = False
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        self.forms: dict[QGroupBox, QFormLayout] = {}
        self.shown_values: dict[str, object] = {}
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 6, 6, 6)
        self.heading = QLabel("Select an element on the canvas")
        self.heading.setObjectName("inspectorHeading")
        self.heading.setWordWrap(True)
        column.addWidget(self.heading)
        self.error = QLabel()
        self.error.setObjectName("inspectorError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b91c1c")
        self.error.hide()
        column.addWidget(self.error)
        self.text = CommitTextEdit()
        self.text.setObjectName("inspectorText")
        self.text.setAccessibleName("Text")
        self.text.setFixedHeight(64)
        self.text.committed.connect(self._text_committed)
        self.text_group = self._group("Text", column)
        self.forms[self.text_group].addRow(self.text)
        self.groups = {name: self._group(name, column) for name in FIELDS}
        for group, rows in FIELDS.items():
            for label, name in rows:
                self.forms[self.groups[group]].addRow(label, self._field(name))
        self.image_group = self._group("Image", column)
        buttons = QHBoxLayout()
        self.replace_button = QPushButton("Replace…")
        self.replace_button.setObjectName("replaceImage")
        self.replace_button.clicked.connect(self.replace_from_file)
        self.paste_button = QPushButton("Paste")
        self.paste_button.setObjectName("pasteImage")
        self.paste_button.clicked.connect(self.replace_from_clipboard)
        buttons.addWidget(self.replace_button)
        buttons.addWidget(self.paste_button)
        self.forms[self.image_group].addRow(buttons)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        editor.selection.changed.connect(lambda _frame_id, _paths: self.show_selection())
        editor.project.frames.changed.connect(lambda frame, _source: self._frame_changed(frame.frame_id))
        picking.picked.connect(lambda _frame_id, _path, _began: self.show_selection())
        picking.laid_out.connect(self._frame_changed)
        themes.changed.connect(lambda _theme, _source: self._fill_variables())
        self.show_selection()

    # -- building ----------------------------------------------------------------------------------

    def _group(self, title: str, column: QVBoxLayout) -> QGroupBox:
        group = QGroupBox(title)
        form = QFormLayout()
        group.setLayout(form)
        self.forms[group] = form
        column.addWidget(group)
        return group

    def _field(self, name: str) -> QWidget:
        field: QLineEdit | QComboBox
        if name in CHOICES:
            field = QComboBox()
            field.setEditable(name == "font-weight")
            field.addItems(CHOICES[name])
            field.activated.connect(lambda _index, name=name: self._commit(name))
            typed_in = field.lineEdit()
            if typed_in is not None:
                typed_in.editingFinished.connect(lambda name=name: self._commit(name))
        else:
            line = QLineEdit()
            line.editingFinished.connect(lambda name=name: self._commit(name))
            field = line
        field.setObjectName(f"inspector-{name}")
        field.setAccessibleName(name.replace("-", " "))
        self.fields[name] = field
        if name not in COLOURS:
            return field
        row = QWidget()
        beside = QHBoxLayout(row)
        beside.setContentsMargins(0, 0, 0, 0)
        beside.addWidget(field, 1)
        pick = QPushButton("…")
        pick.setObjectName(f"pick-{name}")
        pick.setAccessibleName(f"Pick {name.replace('-', ' ')}")
        pick.setFixedWidth(28)
        pick.clicked.connect(lambda _checked=False, name=name: self.pick_colour(name))
        variables = QComboBox()
        variables.setObjectName(f"variable-{name}")
        variables.setAccessibleName("Theme variable")
        variables.activated.connect(lambda _index, name=name, box=variables: self._bind(name, box))
        self.variable_boxes = getattr(self, "variable_boxes", {})
        self.variable_boxes[name] = variables
        beside.addWidget(pick)
        beside.addWidget(variables)
        return row

    # -- showing -----------------------------------------------------------------------------------

    def _context(self):
        frame_id = self.editor.selection.frame_id
        if frame_id is None or frame_id not in self.editor.project.frames or not self.editor.selection.paths:
            return None
        item = self.picking.scene.items_by_id.get(frame_id)
        layout = self.picking.latest_layout(item) if item is not None else None
        return self.editor.document(frame_id), layout, self.editor.selection.paths

    def _frame_changed(self, frame_id: str) -> None:
        if frame_id == self.editor.selection.frame_id:
            self.show_selection()

    def show_selection(self) -> None:
        context = self._context()
        self._showing = True
        try:
            self.setEnabled(context is not None)
            for group in (self.text_group, self.image_group, *self.groups.values()):
                group.setVisible(context is not None)
            if context is None:
                self.heading.setText("Select an element on the canvas")
                return
            document, layout, paths = context
            layers = [document.layer(path) for path in paths if document.exists(path)]
            self.heading.setText(
                ", ".join(layer.name for layer in layers[:3])
                + (f" and {len(layers) - 3} more" if len(layers) > 3 else "")
            )
            text = values_for("text", document, layout, paths)
            holds_text = all(document.holds_text(path) for path in paths if document.exists(path))
            self.text_group.setVisible(holds_text)
            self.text.setPlainText("" if text is MIXED or text is None else text)
            self.text.setPlaceholderText("Mixed" if text is MIXED else "")
            self.image_group.setVisible(
                all(layer.tag in IMAGE_TAGS or layer.role in ("icon", "image", "avatar") for layer in layers)
            )
            self.groups["Layout"].setVisible(any(layer.children for layer in layers))  # containers only
            for name, field in self.fields.items():
                self._show_value(field, name, values_for(name, document, layout, paths))
            self._fill_variables()
        finally:
            self._showing = False

    def _show_value(self, field, name: str, value) -> None:
        self.shown_values[name] = value
        text = "" if value is MIXED or value is None else str(value)
        if isinstance(field, QComboBox):
            typed_in = field.lineEdit()
            if typed_in is not None:
                field.setEditText(text)
                typed_in.setPlaceholderText("Mixed" if value is MIXED else "")
            else:
                at = field.findText(text)
                if at < 0 and text:
                    field.addItem(text)
                    at = field.findText(text)
                field.setCurrentIndex(at)
                field.setPlaceholderText("Mixed" if value is MIXED else "")
        else:
            field.setText(text)
            field.setPlaceholderText("Mixed" if value is MIXED else "")
            field.setCursorPosition(0)

    def _fill_variables(self) -> None:
        frame = self.editor.project.frames.get(self.editor.selection.frame_id or "")
        theme = self.themes.get(frame.theme_id) if frame is not None else None
        names = sorted(theme.variants.get("default", {})) if theme is not None else []
        for prop, box in getattr(self, "variable_boxes", {}).items():
            box.blockSignals(True)
            box.clear()
            box.addItem("Variable…")
            box.addItems(names)
            current = self.shown_values.get(prop)
            box.setCurrentIndex(max(0, box.findText(current)) if isinstance(current, str) else 0)
            box.setEnabled(bool(names))
            box.blockSignals(False)

    # -- changing ----------------------------------------------------------------------------------

    def say(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))

    def _text_of(self, name: str) -> str:
        field = self.fields[name]
        return field.currentText() if isinstance(field, QComboBox) else field.text()

    def _commit(self, name: str) -> None:
        if self._showing or self._context() is None:
            return
        value = self._text_of(name).strip()
        before = self.shown_values.get(name)
        if value == ("" if before is MIXED or before is None else str(before)):
            return
        self.set_value(name, value)

    def set_value(self, name: str, value: str) -> bool:
        """Change one property of every selected element (one undo step). A value the property
        cannot take changes nothing and is explained."""
        context = self._context()
        if context is None:
            return False
        document, layout, paths = context
        try:
            if name in ("width-mode", "height-mode"):
                self._set_mode(name.split("-")[0], value, layout, paths)
            elif name in ("width", "height"):
                size = float(value.removesuffix("px"))
                self._set_mode(name, "fixed", layout, paths, size)
            else:
                css = check(name, typed(value, name))
                self.editor.set_style({name: css})
        except (StyleValueError, ValueError) as refused:
            self.say(str(refused) if isinstance(refused, StyleValueError) else f"“{value}” is not a size")
            self.show_selection()
            return False
        self.say("")
        return True

    def _set_mode(self, axis: str, mode: str, layout, paths, size: float | None = None) -> None:
        """Each element in its parent's direction, all in one change; a fixed size without a number
        keeps the size the element has now."""

        def size_of(path) -> float | None:
            box = layout.box(path) if layout is not None else None
            if size is not None or mode != "fixed" or box is None:
                return size
            return round(box.width if axis == "width" else box.height)

        styles = {path: size_styles(axis, mode, size_of(path), parent_direction(layout, path)) for path in paths}

        def apply(document: FrameDocument) -> None:
            for path, style in styles.items():
                document.set_style(path, style)

        self.editor.change(f"{axis.title()}: {mode}", apply)

    def _text_committed(self) -> None:
        if self._showing or self._context() is None or not self.text_group.isVisible():
            return
        text = self.text.toPlainText()
        current = values_for("text", *self._context())
        if text != current and not (current is MIXED and text == ""):
            self.editor.set_text(text)

    def _bind(self, name: str, box: QComboBox) -> None:
        if box.currentIndex() > 0:
            self.set_value(name, box.currentText())

    def pick_colour(self, name: str) -> None:
        current = self.shown_values.get(name)
        start = QColor(current) if isinstance(current, str) and current.startswith("#") else QColor("#ffffff")
        dialog = QColorDialog(start, self)
        dialog.setObjectName("inspectorColourDialog")
        dialog.setOption(QColorDialog.ColorDialogOption.ShowAlphaChannel, True)
        dialog.colorSelected.connect(
            lambda colour: self.set_value(
                name, colour.name(QColor.NameFormat.HexArgb if colour.alpha() < 255 else QColor.NameFormat.HexRgb)
            )
        )
        dialog.open()

    # -- images ------------------------------------------------------------------------------------

    def replace_from_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Replace image", "", IMAGE_FILTER)
        if name:
            self.replace_with(FilePath(name).read_bytes(), FilePath(name).name)

    def replace_from_clipboard(self) -> None:
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice

        image = QGuiApplication.clipboard().image()
        if image.isNull():
            self.say("The clipboard holds no image")
            return
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # Qt takes the format by name
        self.replace_with(data.data(), "pasted.png")

    def replace_with(self, data: bytes, filename: str):
        """Upload the picture, then show it in place of the selected images or icons."""
        context = self._context()
        if context is None:
            return None
        frame_id, paths = self.editor.selection.frame_id, self.editor.selection.paths

        async def upload_then_replace() -> None:
            self.say("Uploading…")
            url = await self.upload(data, filename)
            if frame_id in self.editor.project.frames:
                self.editor.change("Replace image", lambda d: [d.set_image(p, url) for p in paths], frame_id)
            self.say("")

        return self.tasks.spawn(upload_then_replace())
