"""The first minutes: an empty canvas says what to do and takes a dropped screenshot anywhere; chat
typed before the project opens waits for it; a toolbar with the common actions; light or dark as
the system says."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.desktop.appearance import DARK, LIGHT
from tests.desktop.conftest import CORPUS, wait_opened

SCREEN = CORPUS / "05_jquery_weui_buttons.png"


def centre_differs_from_surface(window) -> bool:
    picture = window.canvas.viewport().grab().toImage()
    surface = window.canvas.backgroundBrush().color()
    middle = picture.height() // 2
    row = [picture.pixelColor(x, middle) for x in range(picture.width() // 4, picture.width() * 3 // 4)]
    rows = [picture.pixelColor(x, y) for x in range(0, picture.width(), 3) for y in range(middle - 12, middle + 12, 2)]
    return any(colour != surface for colour in row + rows)


def test_an_empty_canvas_says_what_to_do_and_takes_a_dropped_screenshot(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    assert window.canvas.is_empty
    assert centre_differs_from_surface(window)  # the hint is drawn

    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(SCREEN))])
    viewport = window.canvas.viewport()
    enter = QDragEnterEvent(
        QPoint(200, 200), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(200, 200), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(viewport, drop)
    assert len(window.upload_dock.rows) == 1
    qtbot.waitUntil(lambda: len(window.studio.project.frames) == 1, timeout=120000)
    assert not window.canvas.is_empty
    frame = next(iter(window.studio.project.frames))
    assert frame.label == SCREEN.stem


def test_chat_typed_before_the_project_opens_is_sent_once_it_does(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key, open_project=False)
    chat = window.chat_dock
    chat.prompt.setText("A recipe app with a home screen")
    stream = chat.send()
    assert stream is not None
    assert "Sent as soon as the project opens" in chat.transcript.toPlainText()
    qtbot.wait(300)
    assert not window.studio.project.frames  # nothing yet: no project
    run(window.studio.open())
    qtbot.waitUntil(stream.done, timeout=60000)
    assert len(window.studio.project.frames) >= 1
    assert "Framewright:" in chat.transcript.toPlainText()


def test_a_toolbar_holds_the_common_actions_with_icons(qtbot, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key, open_project=False)
    toolbar = window.findChild(type(window.toolbar), "mainToolbar")
    assert toolbar is window.toolbar and toolbar.isVisible()
    shown = [action for action in toolbar.actions() if not action.isSeparator()]
    assert shown == [
        window.open_action,
        window.export_action,
        window.fit_action,
        window.actual_action,
        window.undo_action,
        window.redo_action,
    ]
    assert all(not action.icon().isNull() for action in shown)
    assert [action.iconText() for action in shown] == ["Open", "Export", "Fit", "100 %", "Undo", "Redo"]


def test_the_studio_follows_the_systems_light_or_dark_appearance(qtbot, engine, account, make_window):
    hints = QGuiApplication.styleHints()  # the offscreen platform has no appearance: the system's word is sent
    window = make_window(engine.base_url, account.api_key, open_project=False)
    try:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert window.canvas.backgroundBrush().color() == DARK.surface
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 80
        label = window.canvas.viewport().grab().toImage()
        assert QColor(label.pixelColor(5, 5)) == DARK.surface
    finally:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert window.canvas.backgroundBrush().color() == LIGHT.surface
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 160
