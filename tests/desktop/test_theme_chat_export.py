"""The theme dock re-styles frames live and saves to the service; the chat dock streams the
agent (or shows the service's own error); the export dialog exports code (or shows the
service's error) and copies design-tool layers to the clipboard as text/html."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication

from app.client import ServiceClient
from app.contract import SaveFrame
from tests.desktop.conftest import wait_opened
from tests.desktop.test_canvas import centre_colour, pictured, seed

ROUNDED = (
    "<!doctype html><html><head><style>:root{--radius:0px;--font-sans:serif}"
    "body{margin:0;background:#ffffff;font-family:var(--font-sans)}"
    ".card{margin:20px;height:400px;background:#1d4ed8;border-radius:var(--radius)}</style></head>"
    "<body><div class=card></div></body></html>"
)


def test_editing_a_theme_restyles_the_frame_and_saves_the_theme(qtbot, run, engine, account, make_window):
    project_id = seed(run, engine, account, [("#ff0000", "Themed")])
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    qtbot.waitUntil(lambda: pictured(window), timeout=60000)
    item = window.scene.items_by_id["frm_seed0"]
    assert centre_colour(item) == QColor("#ff0000")

    dock = window.theme_dock
    theme = run(dock.create_theme("Brand"))
    assert theme is not None and dock.theme.id == theme.id
    window.studio.project.selection.set(["frm_seed0"])
    dock.apply_button.click()
    dock.set_variable("--bg", "#00aa00")
    qtbot.waitUntil(lambda: item.picture is not None and centre_colour(item) == QColor("#00aa00"), timeout=60000)

    qtbot.waitUntil(lambda: not window.studio.outbox.pending(), timeout=20000)

    async def on_service():
        return await window.studio.client.get_theme(theme.id), await window.studio.client.get_project(project_id)

    saved_theme, detail = run(on_service())
    assert saved_theme.variants["default"]["--bg"] == "#00aa00"
    assert detail.frames[0].theme_id == theme.id


def test_fonts_and_corners_are_edited_with_their_own_controls(qtbot, run, engine, account, make_window):
    async def make() -> str:
        async with ServiceClient(engine.base_url, account.api_key) as client:
            project = await client.create_project("Shapes")
            await client.save_frame(SaveFrame(frame_id="frm_card", html=ROUNDED, project_id=project.id, label="Card"))
            return project.id

    window = make_window(engine.base_url, account.api_key, project_id=run(make()))
    wait_opened(qtbot, window)
    qtbot.waitUntil(lambda: pictured(window), timeout=60000)
    item = window.scene.items_by_id["frm_card"]

    def card_corner() -> QColor:  # 3 px inside the card's top-left corner, in the snapshot's pixels
        image = item.picture.toImage()
        scale = image.width() / 390
        return image.pixelColor(round(23 * scale), round(23 * scale))

    assert card_corner() == QColor("#1d4ed8")
    dock = window.theme_dock
    theme = run(dock.create_theme("Rounded"))
    controls = dock.type_and_shape
    assert controls.isEnabled() and controls.radius.value() == 12
    assert controls.body_font.currentText() == "Inter, system-ui, sans-serif"
    window.studio.project.selection.set(["frm_card"])
    dock.apply_button.click()
    controls.radius.setValue(40)
    assert window.studio.themes.get(theme.id).variants["default"]["--radius"] == "40px"
    qtbot.waitUntil(lambda: item.picture is not None and card_corner() == QColor("#ffffff"), timeout=60000)

    controls.body_font.setCurrentText("Georgia, 'Times New Roman', serif")
    controls.body_font.lineEdit().editingFinished.emit()
    controls.body_font.setCurrentText("x; } body { display:none")  # would end the theme's CSS rule: ignored
    controls.body_font.lineEdit().editingFinished.emit()
    assert window.studio.themes.get(theme.id).variants["default"]["--font-sans"] == "Georgia, 'Times New Roman', serif"
    dock.set_variable("--primary", "red; } body {")
    assert "cannot contain" in dock.message.text()
    assert window.studio.themes.get(theme.id).variants["default"]["--primary"] == "#4f46e5"

    qtbot.waitUntil(lambda: not window.studio.outbox.pending(), timeout=20000)
    saved = run(window.studio.client.get_theme(theme.id)).variants["default"]
    assert saved["--radius"] == "40px" and saved["--font-sans"].startswith("Georgia")


def test_the_chat_dock_streams_the_agent(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    dock = window.chat_dock
    dock.prompt.setText("A meditation app with onboarding, a timer and a journal")
    task = dock.send()
    qtbot.waitUntil(task.done, timeout=120000)
    transcript = dock.transcript.toPlainText()
    assert "Traceback" not in transcript and dock.send_button.isEnabled() and not dock.stop_button.isEnabled()
    assert len(dock.created) >= 3 and all(frame_id in window.studio.project.frames for frame_id in dock.created)
    assert any(step.startswith("Planning") for step in dock.steps)
    assert any(step.startswith("Created") for step in dock.steps)


def test_the_export_dialog_shows_code_and_copies_layers(qtbot, run, engine, account, make_window):
    project_id = seed(run, engine, account, [("#ffffff", "Export me")])
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    window.studio.project.selection.set(["frm_seed0"])
    dialog = window.open_export()
    assert dialog is not None and dialog.objectName() == "exportDialog"
    assert "15 credits" in dialog.export_button.text() and "10 credits" in dialog.design_button.text()

    dialog.framework.setCurrentIndex(2)  # SwiftUI
    task = window.tasks.spawn(dialog.export_code())
    qtbot.waitUntil(task.done, timeout=120000)
    assert dialog.exported is not None, dialog.message.text()
    assert dialog.exported.framework == "swiftui" and "Export me" in dialog.code.toPlainText()
    assert "import SwiftUI" in dialog.code.toPlainText()
    dialog.copy_code()
    assert QGuiApplication.clipboard().text() == dialog.code.toPlainText()

    task = window.tasks.spawn(dialog.copy_for_design_tool())
    qtbot.waitUntil(task.done, timeout=120000)
    assert dialog.message.text() == "Copied: paste into your design tool", dialog.message.text()
    copied = QGuiApplication.clipboard().mimeData()
    assert copied.hasHtml() and len(copied.html()) > 100
    dialog.close()
    QGuiApplication.clipboard().clear()  # Qt's offscreen clipboard must not outlive the test's QApplication
