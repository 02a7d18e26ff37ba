"""The first minutes: an empty canvas says what to do and takes a dropped screenshot anywhere; chat
typed before the project opens waits for it; a toolbar with the common actions; light or dark as
the system says."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDragMoveEvent, QDropEvent, QGuiApplication, QPalette
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


def test_the_palette_is_the_one_asked_for_whatever_the_platform_started_with():
    from app.desktop.appearance import dark_palette, light_palette, palette_for, scheme_to_show

    dark, light = Qt.ColorScheme.Dark, Qt.ColorScheme.Light
    window = QPalette.ColorRole.Window
    platform_dark, platform_light = dark_palette(), light_palette()
    # a system that started dark (the platform's palette dark too) and turns light gets a light palette
    assert palette_for(light, platform_dark).color(window).lightness() > 160
    assert palette_for(dark, platform_light).color(window).lightness() < 80
    assert palette_for(dark, platform_dark) is platform_dark  # the platform's own when it already matches
    assert palette_for(light, platform_light) is platform_light
    # a system that does not say: what the platform's palette is
    assert scheme_to_show(Qt.ColorScheme.Unknown, platform_dark) == dark
    assert scheme_to_show(Qt.ColorScheme.Unknown, platform_light) == light
    assert scheme_to_show(light, platform_dark) == light


def test_the_canvas_takes_only_screenshots_from_a_drop(qtbot, make_window, closed_port, tmp_path):
    window = make_window(f"http://127.0.0.1:{closed_port}/api/v1", "fw_test_key", open_project=False)
    notes = tmp_path / "notes.txt"
    notes.write_text("not a screen")
    viewport = window.canvas.viewport()

    def dragged(paths) -> QMimeData:
        data = QMimeData()
        data.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
        return data

    def taken_while_dragged(data: QMimeData) -> bool:
        buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QApplication.sendEvent(viewport, QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, data, buttons, keys))
        move = QDragMoveEvent(QPoint(60, 60), Qt.DropAction.CopyAction, data, buttons, keys)
        QApplication.sendEvent(viewport, move)
        return move.isAccepted()

    assert taken_while_dragged(dragged([SCREEN]))
    assert not taken_while_dragged(dragged([notes]))  # the pointer says the canvas will not take it

    both = dragged([notes, SCREEN])
    drop = QDropEvent(
        QPointF(50, 50), Qt.DropAction.CopyAction, both, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(viewport, drop)
    assert [row.name.text() for row in window.upload_dock.rows] == [SCREEN.stem]
