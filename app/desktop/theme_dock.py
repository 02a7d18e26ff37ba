"""The theme dock: themes and their variants; the CSS variables (colours, type, radii) edited in
place; edits re-style the frames that use the theme and are saved to the service."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.contract import CreateTheme, Theme
from app.desktop.async_tasks import TaskSet
from app.desktop.models.themes import DEFAULT_VARIANT
from app.desktop.studio import Studio
from app.desktop.theme_type_and_shape import UNSAFE_IN_CSS, TypeAndShape
from app.desktop.wording import describe

STARTER_VARIABLES = {
    "--primary": "#4f46e5",
    "--background": "#ffffff",
    "--foreground": "#111827",
    "--muted": "#6b7280",
    "--font-sans": "Inter, system-ui, sans-serif",
    "--radius": "12px",
}


def is_colour(value: str) -> bool:
    return QColor.isValidColorName(value.strip()) if value.strip().startswith(("#", "rgb", "hsl")) else False


class ThemeDock(QDockWidget):
    def __init__(self, studio: Studio, tasks: TaskSet) -> None:
        super().__init__("Themes")
        self.setObjectName("themeDock")
        self.setAccessibleName("Themes")
        self.studio = studio
        self.tasks = tasks
        self._filling = False
        body = QWidget()
        self.setWidget(body)
        self.themes = QListWidget()
        self.themes.setObjectName("themeList")
        self.themes.setAccessibleName("Themes")
        self.themes.currentItemChanged.connect(lambda *_: self._show_theme())
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText("New theme name")
        self.new_name.setAccessibleName("New theme name")
        self.new_button = QPushButton("New theme")
        self.new_button.setAccessibleName("New theme")
        self.new_button.clicked.connect(lambda: self.tasks.spawn(self.create_theme(self.new_name.text())))
        self.variant = QComboBox()
        self.variant.setAccessibleName("Variant")
        self.variant.currentIndexChanged.connect(lambda _index: self._fill_variables())
        self.variables = QTableWidget(0, 2)
        self.variables.setObjectName("themeVariables")
        self.variables.setAccessibleName("Theme variables")
        self.variables.setHorizontalHeaderLabels(["Variable", "Value"])
        self.variables.itemChanged.connect(self._variable_edited)
        self.variables.cellDoubleClicked.connect(self._pick_colour)
        self.type_and_shape = TypeAndShape(self.set_variable)
        self.apply_button = QPushButton("Apply to selected frames")
        self.apply_button.setAccessibleName("Apply theme to selected frames")
        self.apply_button.clicked.connect(self.apply_to_selection)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        creating = QHBoxLayout()
        creating.addWidget(self.new_name, 1)
        creating.addWidget(self.new_button)
        layout = QVBoxLayout(body)
        layout.addWidget(self.themes, 1)
        layout.addLayout(creating)
        layout.addWidget(self.variant)
        layout.addWidget(self.variables, 2)
        layout.addWidget(self.type_and_shape)
        layout.addWidget(self.apply_button)
        layout.addWidget(self.message)
        studio.themes.reset.connect(self._fill_themes)
        studio.project.selection.changed.connect(self._frame_selected)
        studio.themes.changed.connect(lambda theme, source: self._theme_changed(theme, source))
        self._fill_themes()

    @property
    def theme(self) -> Theme | None:
        item = self.themes.currentItem()
        return self.studio.themes.get(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def _fill_themes(self, select: str | None = None) -> None:
        current = select or (self.theme.id if self.theme else None)
        self.themes.clear()
        for theme in self.studio.themes:
            item = QListWidgetItem(theme.name)
            item.setData(Qt.ItemDataRole.UserRole, theme.id)
            self.themes.addItem(item)
            if theme.id == current:
                self.themes.setCurrentItem(item)
        if self.themes.currentItem() is None and self.themes.count():
            self.themes.setCurrentRow(0)

    def _frame_selected(self, ids: tuple[str, ...]) -> None:
        """One frame selected: its theme shows, ready to restyle it."""
        frame = self.studio.project.frames.get(ids[0]) if len(ids) == 1 else None
        if (
            frame is not None
            and frame.theme_id
            and self.studio.themes.get(frame.theme_id) is not None
            and (self.theme is None or self.theme.id != frame.theme_id)
        ):
            self._fill_themes(select=frame.theme_id)

    def _theme_changed(self, theme: Theme, source: str) -> None:
        if source != "user":
            self._fill_themes()

    def _show_theme(self) -> None:
        theme = self.theme
        self._filling = True
        self.variant.clear()
        if theme is not None:
            for name in sorted(theme.variants, key=lambda n: (n != DEFAULT_VARIANT, n)):
                self.variant.addItem(name)
        self._filling = False
        self._fill_variables()

    def _fill_variables(self) -> None:
        theme = self.theme
        values = theme.variants.get(self.variant.currentText(), {}) if theme else {}
        self._filling = True
        self.variables.setRowCount(len(values))
        for row, (name, value) in enumerate(sorted(values.items())):
            key = QTableWidgetItem(name)
            key.setFlags(key.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.variables.setItem(row, 0, key)
            cell = QTableWidgetItem(value)
            if is_colour(value):
                cell.setBackground(QColor(value))
            self.variables.setItem(row, 1, cell)
        self._filling = False
        self.type_and_shape.show_values(values)
        self.type_and_shape.setEnabled(theme is not None)

    def set_variable(self, name: str, value: str) -> None:
        """Change one variable of the shown variant (what editing a cell does)."""
        theme = self.theme
        if theme is None:
            return
        if UNSAFE_IN_CSS.search(value):
            self.message.setText("A value cannot contain ; { } < > or \\")
            self._fill_variables()
            return
        self.message.setText("")
        self.studio.themes.set_variable(theme.id, self.variant.currentText() or DEFAULT_VARIANT, name, value)
        self._fill_variables()

    def _cell(self, row: int, column: int) -> str:
        item = self.variables.item(row, column)
        return item.text() if item is not None else ""

    def _variable_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 1:
            return
        self.set_variable(self._cell(item.row(), 0), item.text().strip())

    def _pick_colour(self, row: int, column: int) -> None:
        if column != 1:
            return
        value = self._cell(row, 1)
        if not is_colour(value):
            return
        chosen = QColorDialog.getColor(QColor(value), self, "Pick a colour")
        if chosen.isValid():
            self.set_variable(self._cell(row, 0), chosen.name())

    async def create_theme(self, name: str) -> Theme | None:
        try:
            theme = await self.studio.client.create_theme(
                CreateTheme(name=name.strip() or None, variants={DEFAULT_VARIANT: dict(STARTER_VARIABLES)})
            )
        except Exception as failure:
            self.message.setText(describe(failure))
            return None
        self.studio.cache.accept_themes([theme])
        self.studio.themes.put(theme, source="service")
        self._fill_themes(select=theme.id)
        self.new_name.clear()
        return theme

    def apply_to_selection(self) -> None:
        theme = self.theme
        if theme is not None:
            self.studio.project.set_theme(self.studio.project.selection.ids, theme.id)
