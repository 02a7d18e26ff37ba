"""The README's picture of the studio, taken offscreen with real frames.

    python docs/screenshot.py [docs/studio.png]
    python docs/screenshot.py --editing [docs/editing.png]

Starts the embedded engine in a scratch folder, asks the design agent for a small app through
POST /chat, opens the main window on that project, waits for every frame's snapshot, fits the
canvas and saves the window as a PNG. With --editing: converts a corpus screenshot instead,
clicks one of its labels on the canvas and saves the window with the layers panel and the
inspector showing it.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")

PROMPT = "A meditation app with onboarding, a home screen, a daily session player and a streak screen"


async def take(target: Path) -> None:
    from canvas import all_pictured, until

    from app.client import ServiceClient
    from app.contract import ChatRequest
    from app.desktop import create_main_window
    from app.desktop.credentials import KeyStore
    from app.desktop.startup import start_embedded

    with tempfile.TemporaryDirectory(prefix="fw-shot-") as temp:
        connection = await start_embedded(Path(temp) / "engine", KeyStore())
        try:
            async with ServiceClient(connection.base_url, connection.api_key) as client:
                project = await client.create_project("Stillwater")
                request = ChatRequest.model_validate(
                    {
                        "messages": [{"id": "m1", "role": "user", "parts": [{"type": "text", "text": PROMPT}]}],
                        "projectId": project.id,
                        "id": "shot",
                    }
                )
                async for _event in client.chat(request):
                    pass
            window = create_main_window(
                connection.base_url,
                connection.api_key,
                data_dir=Path(temp) / "desktop",
                mode="embedded",
                project_id=project.id,
            )
            window.resize(1600, 1000)
            window.show()
            await until(lambda: len(window.scene.items_by_id) >= 4, 60)
            await until(lambda: all_pictured(window), 120)
            window.canvas.fit()
            await asyncio.sleep(0.5)
            window.grab().save(str(target))
            print(f"saved {target}")
            await window.shutdown()
            window.close()
        finally:
            await connection.engine.stop()


SCREEN = ROOT.parent / "shared" / "corpus" / "09_weui_form_primary.png"


async def take_editing(target: Path) -> None:
    from canvas import until
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from app.desktop import create_main_window
    from app.desktop.credentials import KeyStore
    from app.desktop.startup import start_embedded

    with tempfile.TemporaryDirectory(prefix="fw-shot-") as temp:
        connection = await start_embedded(Path(temp) / "engine", KeyStore())
        try:
            window = create_main_window(
                connection.base_url, connection.api_key, data_dir=Path(temp) / "desktop", mode="embedded"
            )
            window.resize(1600, 1000)
            window.show()
            await until(lambda: window.studio.project.id is not None, 60)
            window.upload_dock.add_files([SCREEN])
            await until(lambda: len(window.studio.project.frames) == 1, 180)
            item = next(iter(window.scene.items_by_id.values()))
            await until(lambda: item.picture is not None, 60)
            layout = await window.picking.layout(item)
            document = window.editor.document(item.frame_id)
            label = next(box for box in layout.boxes if document.layer(box.path).role == "label")
            view = window.canvas
            view.set_zoom(0.95)
            view.centerOn(item.mapToScene(195, 422))
            spot = view.mapFromScene(item.mapToScene(label.x + label.width / 2, label.y + label.height / 2))
            QTest.mouseClick(
                view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(spot.x(), spot.y())
            )
            await until(lambda: bool(window.editor.selection), 10)
            window.layers_panel.raise_()
            window.inspector.raise_()
            await until(lambda: item.picture_level >= 1.0, 20)
            await asyncio.sleep(0.5)
            window.grab().save(str(target))
            print(f"saved {target}")
            await window.shutdown()
            window.close()
        finally:
            await connection.engine.stop()


def main() -> None:
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.desktop.launch import prepare_qt

    editing = "--editing" in sys.argv
    names = [arg for arg in sys.argv[1:] if arg != "--editing"]
    target = Path(names[0]) if names else ROOT / "docs" / ("editing.png" if editing else "studio.png")
    prepare_qt()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete((take_editing if editing else take)(target))
    finally:
        loop.close()


if __name__ == "__main__":
    main()
