"""A program that opens a main window on a running service, lets it work, closes it and returns from
main: the process must then end on its own with status 0 (Qt aborts the process when a QThread is
destroyed while still running).

Run as `python -m tests.desktop.window_then_exit BASE_URL API_KEY PROJECT_ID DATA_DIR IMAGE`. It
prints one line per step on stdout; it never calls `os._exit`.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")

STEP_LIMIT = 90.0


async def until(done, what: str) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + STEP_LIMIT
    while not done():
        if loop.time() > deadline:
            raise TimeoutError(f"the window did not get to: {what}")
        await asyncio.sleep(0.05)
    print(what, flush=True)


async def work(window, image: Path) -> None:
    await until(lambda: window.studio.project.id is not None, "opened")
    items = window.scene.items_by_id
    await until(lambda: items and all(item.picture is not None for item in items.values()), "pictured")
    window.upload_dock.add_files([image])  # read in a thread, uploaded, converted
    frames = len(window.studio.project.frames)
    await until(lambda: len(window.studio.project.frames) > frames, "converted")
    window.close()
    print("closed", flush=True)


def main(argv: list[str]) -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.desktop import create_main_window
    from app.desktop.launch import prepare_qt

    base_url, api_key, project_id, data_dir, image = argv
    prepare_qt()
    app = QApplication([sys.argv[0]])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_main_window(base_url, api_key, data_dir=Path(data_dir), project_id=project_id)
    window.show()
    loop.run_until_complete(work(window, Path(image)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
