"""Every control a person can operate has a name a screen reader can say (as the accessibility
layer reports it, whether set explicitly or taken from the control's text), and the main parts
carry the stable object names scripts look them up by."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from tests.desktop.conftest import wait_opened

CONTROLS = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
)
PARTS = ("canvas", "uploadDock", "themeDock", "chatDock", "accountView")


def spoken_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def controls(root: QWidget) -> list[QWidget]:
    found = []
    for control in root.findChildren(QWidget):
        if not isinstance(control, CONTROLS) or not control.isVisibleTo(root):
            continue
        if isinstance(control, QLineEdit) and isinstance(control.parent(), (QComboBox, QAbstractSpinBox)):
            continue  # the editor inside a combo or spin box: the box itself carries the name
        if type(control).__name__ in ("QScrollBar", "QTabBar", "QHeaderView") or control.objectName().startswith("qt_"):
            continue  # Qt's own parts of a scroll area or tabbed dock, named by Qt
        found.append(control)
    return found


def unnamed_controls(root: QWidget) -> list[str]:
    missing = []
    for control in controls(root):
        if not spoken_name(control):
            missing.append(
                f"{type(control).__name__} {control.objectName()!r} in "
                f"{control.parentWidget().objectName() if control.parentWidget() else ''}"
            )
    return missing


def test_every_control_of_the_window_and_its_dialogs_has_a_spoken_name(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    for name in PARTS:
        assert window.findChild(QWidget, name) is not None, name
    for dock in (window.upload_dock, window.theme_dock, window.chat_dock, window.account_view):
        dock.show()
        dock.raise_()
        assert not unnamed_controls(dock), unnamed_controls(dock)
    assert not unnamed_controls(window), unnamed_controls(window)
    assert len(controls(window)) >= 20  # the docks' buttons, lists, fields and the canvas itself

    settings = window.open_settings()
    settings.remote.setChecked(True)
    assert settings.objectName() == "settingsDialog"
    assert not unnamed_controls(settings), unnamed_controls(settings)
    assert len(controls(settings)) >= 8
    settings.reject()

    from tests.desktop.test_canvas import seed

    project_id = seed(run, engine, account, [("#ffffff", "Named")])
    other = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, other)
    other.studio.project.selection.set(["frm_seed0"])
    export = other.open_export()
    assert export.objectName() == "exportDialog"
    assert not unnamed_controls(export), unnamed_controls(export)
    export.reject()
