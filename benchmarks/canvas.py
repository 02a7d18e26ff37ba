"""The desktop canvas with 100 frames: first paint, pan and zoom frame rates, memory.

    python benchmarks/canvas.py [--frames 100]

Starts the embedded engine (a child process, as the app does), stores a project of N frames
through the API, and opens the main window on it offscreen (fitted, so every frame is in sight).
Prints:
  - time from opening the window until every frame shows a picture of its own HTML, with an empty
    snapshot cache (the offscreen pages start when the first picture is asked for and paint the
    frames in batches, at the scale the fitted canvas shows them at) and again with the cache on
    disk (target <= 2 s); each picture is then checked against its frame (its header's colour);
  - frames per second while panning and while zooming, each step painted synchronously
    (target >= 50 fps);
  - resident memory of the app with its web processes, and of the engine, once in the first window
    (its snapshot pages running) and once at the end (target <= 1.5 GB);
  - editing at 100 %: click-to-inspector latency, from a click on an element of a frame to the
    inspector showing it (the first click in a frame reads its layout; target <= 100 ms median),
    and edit-to-repaint, from a text changed in the inspector's model to the frame's new picture
    on the canvas (target <= 150 ms), with every frame on the canvas.
Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")  # the key stays in memory

COLOURS = ("#ef4444", "#f97316", "#eab308", "#22c55e", "#14b8a6", "#3b82f6", "#6366f1", "#a855f7", "#ec4899", "#64748b")
PAN_STEPS = 120
ZOOM_STEPS = 120


def page(index: int) -> str:
    colour = COLOURS[index % len(COLOURS)]
    items = "".join(
        f"<li style='padding:14px 0;border-bottom:1px solid #e5e7eb'>Item {index}.{n}</li>" for n in range(8)
    )
    return (
        "<!doctype html><html><head><style>body{margin:0;font:16px sans-serif;color:#111827}"
        f"header{{background:{colour};color:white;padding:48px 24px 24px;font-size:28px}}"
        "ul{list-style:none;margin:0;padding:0 24px}</style></head>"
        f"<body><header>Screen {index}</header><ul>{items}</ul></body></html>"
    )


def rss_of(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def mb(size: int) -> str:
    return f"{size / 1024 / 1024:,.0f} MB"


async def seed(base_url: str, api_key: str, count: int) -> str:
    from app.client import ServiceClient
    from app.contract import SaveFrame

    async with ServiceClient(base_url, api_key) as client:
        project = await client.create_project(f"{count} frames")
        for index in range(count):
            await client.save_frame(
                SaveFrame(
                    frame_id=f"frm_bench{index:03d}",
                    html=page(index),
                    project_id=project.id,
                    label=f"Screen {index}",
                    left=(index % 10) * 430,
                    top=(index // 10) * 924,
                )
            )
        return project.id


async def until(condition, limit: float) -> float:
    started = time.perf_counter()
    while not condition():
        if time.perf_counter() - started > limit:
            raise TimeoutError
        await asyncio.sleep(0.005)
    return time.perf_counter() - started


def all_pictured(window) -> bool:
    items = window.scene.items_by_id.values()
    return bool(items) and all(item.picture is not None for item in items)


def check_pictures(window) -> str:
    """Each frame's picture shows its own page: the header (the top ~110 of 844 px) in the frame's
    colour, the list below it white. Returns what was found, as words."""
    from PySide6.QtGui import QColor

    wrong, sizes = [], set()
    for item in window.scene.items_by_id.values():
        index = int(item.frame_id.removeprefix("frm_bench"))
        image = item.picture.toImage()
        sizes.add(f"{image.width()}x{image.height()}")
        header = image.pixelColor(image.width() * 3 // 4, image.height() * 10 // 844)
        below = image.pixelColor(image.width() * 3 // 4, image.height() * 600 // 844)
        wanted = QColor(COLOURS[index % len(COLOURS)])
        near = (
            max(
                abs(header.red() - wanted.red()),
                abs(header.green() - wanted.green()),
                abs(header.blue() - wanted.blue()),
            )
            <= 12
        )
        if not near or below.lightness() < 240:
            wrong.append(item.frame_id)
    count = len(window.scene.items_by_id)
    verdict = f"{count - len(wrong)} of {count} pictures show their own frame (pictures {', '.join(sorted(sizes))})"
    return verdict + (f"; wrong: {', '.join(wrong[:5])}" if wrong else "")


async def open_and_time(base_url: str, api_key: str, data_dir: Path, project_id: str, count: int, limit: float):
    from app.desktop import create_main_window

    started = time.perf_counter()
    window = create_main_window(base_url, api_key, data_dir=data_dir, project_id=project_id)
    window.resize(1400, 900)
    window.show()
    await until(lambda: len(window.scene.items_by_id) == count, limit)
    opened = time.perf_counter() - started
    try:
        await until(lambda: all_pictured(window), limit)
    except TimeoutError:
        done = sum(item.picture is not None for item in window.scene.items_by_id.values())
        print(f"  only {done} of {count} snapshots within {limit:.0f} s")
        return window, opened, None
    window.canvas.viewport().repaint()
    return window, opened, time.perf_counter() - started


def memory(connection) -> str:
    """Resident memory of the app with its web processes, and of the engine."""
    me = os.getpid()
    engine_pids = set([connection.engine.pid] + descendants(connection.engine.pid)) if connection.engine.pid else set()
    web = [pid for pid in descendants(me) if pid not in engine_pids]
    app_rss = rss_of(me) + sum(rss_of(pid) for pid in web)
    return (
        f"app {mb(rss_of(me))} + {len(web)} web processes {mb(sum(rss_of(pid) for pid in web))} = "
        f"{mb(app_rss)}; engine {mb(sum(rss_of(pid) for pid in engine_pids))}"
    )


def frame_rate(step, steps: int, viewport) -> tuple[float, float]:
    """Frames per second (mean) and the slowest frame in ms, each step painted synchronously."""
    times = []
    for index in range(steps):
        started = time.perf_counter()
        step(index)
        viewport.repaint()
        times.append(time.perf_counter() - started)
    return len(times) / sum(times), max(times) * 1000


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    return f"median {statistics.median(ordered) * 1000:.1f} ms, worst {ordered[-1] * 1000:.1f} ms (n={len(ordered)})"


async def click_and_wait(window, item, path: tuple[int, ...], limit: float = 5.0) -> float:
    """Click the middle of the element at `path` of the frame; the time until the inspector shows it."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    box = reference_layout.box(path)
    view = window.canvas
    view.centerOn(item.mapToScene(box.x + box.width / 2, box.y + box.height / 2))
    spot = view.mapFromScene(item.mapToScene(box.x + box.width / 2, box.y + box.height / 2))
    wanted = window.editor.document(item.frame_id).text(path)
    started = time.perf_counter()
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(spot.x(), spot.y())
    )
    await until(
        lambda: window.editor.selection.paths == (path,) and window.inspector.text.toPlainText() == wanted, limit
    )
    return time.perf_counter() - started


reference_layout = None


async def measure_editing(window) -> None:
    """Click-to-inspector and edit-to-repaint at 100 %, with every frame on the canvas."""
    global reference_layout
    items = sorted(window.scene.items_by_id.values(), key=lambda item: int(item.frame_id.removeprefix("frm_bench")))
    reference_layout = await window.picking.layout(items[0])  # every frame has the same structure
    window.canvas.set_zoom(1.0)
    first, again = [], []
    for index, item in enumerate(items[1:21]):
        first.append(await click_and_wait(window, item, (1, index % 8)))
        await asyncio.sleep(0.3)  # two clicks apart are not a double-click
        again.append(await click_and_wait(window, item, (1, (index + 3) % 8)))
        await asyncio.sleep(0.3)
    print(f"click to inspector, first click in a frame (its layout read): {summary(first)}")
    print(f"click to inspector, a frame already read: {summary(again)}")
    print(f"click to inspector, all clicks: {summary(first + again)}")

    item = items[1]
    repaint = []
    for round_ in range(10):
        window.editor.selection.set(item.frame_id, [(0,)])
        started = time.perf_counter()
        window.editor.set_text(f"Screen renamed {round_}")
        await until(lambda: item.picture_html == window.pictures.html_of(item), 10)
        repaint.append(time.perf_counter() - started)
    print(f"edit to repaint, one frame: {summary(repaint)}")


async def measure(count: int, limit: float) -> None:
    from PySide6.QtCore import QPointF

    from app.desktop.credentials import KeyStore
    from app.desktop.startup import start_embedded

    with tempfile.TemporaryDirectory(prefix="fw-canvas-") as temp:
        data_dir = Path(temp)
        started = time.perf_counter()
        connection = await start_embedded(data_dir / "engine", KeyStore())
        print(f"engine started in {time.perf_counter() - started:.1f} s (pid {connection.engine.pid})")
        try:
            project_id = await seed(connection.base_url, connection.api_key, count)
            print(f"{count} frames stored")

            window, opened, cold = await open_and_time(
                connection.base_url, connection.api_key, data_dir / "desktop", project_id, count, limit
            )
            print(
                f"cold snapshot cache: project on the canvas in {opened:.2f} s, every snapshot painted "
                + (
                    f"in {cold:.2f} s ({window.snapshots.painted} rendered in {window.snapshots.batches} batches)"
                    if cold is not None
                    else "-"
                )
            )
            if cold is not None:
                print(f"  {check_pictures(window)}")
            print(f"memory (cold window, its snapshot pages running): {memory(connection)}")
            await window.shutdown()
            window.close()
            window.deleteLater()
            await asyncio.sleep(0.2)

            window, opened, warm = await open_and_time(
                connection.base_url, connection.api_key, data_dir / "desktop", project_id, count, limit
            )
            print(
                f"warm snapshot cache: project on the canvas in {opened:.2f} s, every snapshot shown "
                + (f"in {warm:.2f} s ({window.snapshots.painted} rendered)" if warm is not None else "-")
            )
            if warm is not None:
                print(f"  {check_pictures(window)}")

            view = window.canvas
            viewport = view.viewport()
            view.fit()
            fit_zoom = view.zoom
            print(f"canvas {viewport.width()}x{viewport.height()} px, fit zoom {fit_zoom:.3f}")
            for zoom in (fit_zoom, 0.5, 1.0):
                view.set_zoom(zoom)
                fps, worst = frame_rate(
                    lambda i: view.pan_by(QPointF(12 if (i // 30) % 2 == 0 else -12, 6)), PAN_STEPS, viewport
                )
                print(f"pan at zoom {zoom:.2f}: {fps:.0f} fps (slowest frame {worst:.1f} ms)")
            view.set_zoom(fit_zoom)
            factors = [1.03] * (ZOOM_STEPS // 2) + [1 / 1.03] * (ZOOM_STEPS // 2)
            fps, worst = frame_rate(lambda i: view.set_zoom(view.zoom * factors[i]), ZOOM_STEPS, viewport)
            print(f"zoom from fit in and out: {fps:.0f} fps (slowest frame {worst:.1f} ms)")

            await measure_editing(window)
            print(f"memory (warm window): {memory(connection)}")
            await window.shutdown()
            window.close()
        finally:
            await connection.engine.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=100)
    parser.add_argument("--limit", type=float, default=300.0, help="give up waiting after this many seconds")
    options = parser.parse_args()

    import qasync
    from PySide6.QtWidgets import QApplication

    from app.desktop.launch import prepare_qt

    prepare_qt()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)  # the first window closes before the second opens
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete(measure(options.frames, options.limit))
    except Exception as failure:  # figures, not a verdict
        print(f"the benchmark stopped: {failure!r}")
    finally:
        loop.close()


if __name__ == "__main__":
    main()
