"""Snapshots painted many at a time, in one offscreen page with a grid of iframes, at the scale the
canvas shows frames at: each picture shows its own frame, scripts stay off, requests outside the
allowed ones are blocked, and zooming in paints the frames in sight again, sharper."""

from __future__ import annotations

import asyncio
import http.server
import threading

import pytest
from PySide6.QtGui import QColor, QImage

from app.desktop.grid_painter import level_for, picture_size
from app.desktop.snapshots import SnapshotPool
from tests.desktop.conftest import wait_opened
from tests.desktop.test_canvas import pictured, seed

COLOURS = ["#ff0000", "#00cc00", "#0000ff", "#ffcc00", "#cc00cc", "#00cccc", "#884400"]


def page(colour: str, extra: str = "") -> str:
    return (
        f"<!doctype html><html><head><style>body{{margin:0;background:{colour};height:844px}}</style></head>"
        f"<body><h1 style='margin:0;font:40px sans-serif;color:white'>Title</h1>{extra}</body></html>"
    )


def centre(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 2)


@pytest.fixture
def pool(tmp_path, qapp):
    made = SnapshotPool(tmp_path / "snapshots", pages=1)
    yield made
    made.close()


def test_one_batch_paints_each_frame_in_its_own_colour_at_the_asked_scale(run, pool):
    async def paint(level: float) -> list:
        return await asyncio.gather(*(pool.snapshot(page(colour), level) for colour in COLOURS))

    paths = run(paint(0.25))
    assert pool.batches == 1 and pool.painted == len(COLOURS)  # all at once, not one page at a time
    for colour, path in zip(COLOURS, paths):
        image = pool.image(path)
        assert (image.width(), image.height()) == picture_size(0.25) == (98, 211)
        assert centre(image) == QColor(colour), colour

    sharp = run(paint(1.0))  # another scale is another picture, painted again
    assert pool.batches == 2 and set(sharp).isdisjoint(paths)
    for colour, path in zip(COLOURS, sharp):
        image = pool.image(path)
        assert (image.width(), image.height()) == (390, 844)
        assert centre(image) == QColor(colour)
        assert image.pixelColor(195, 830) == QColor(colour)  # the whole frame, not a corner of it

    run(paint(0.25))  # the same pages again come from disk or memory
    assert pool.batches == 2
    pool.close()
    for path in paths + sharp:
        assert path.exists() and QImage(str(path)).pixelColor(10, 100).isValid()


class Counting(http.server.BaseHTTPRequestHandler):
    hits: list[str] = []

    def do_GET(self):  # noqa: N802 (the standard library's name)
        Counting.hits.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/css")
        self.end_headers()
        self.wfile.write(b"body{background:#ff0000 !important}")

    def log_message(self, *_args):
        pass


def test_frames_in_a_batch_run_no_scripts_and_reach_only_what_is_allowed(run, tmp_path, qapp):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Counting)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}"
    Counting.hits.clear()
    pool = SnapshotPool(tmp_path / "snapshots", allow=(site + "/cdn/",), pages=1)
    try:
        scripted = page(
            "#00aa00",
            "<script>document.body.style.background = '#ff0000'</script>"
            "<img src=x onerror=\"document.body.style.background='#ff0000'\">",
        )
        remote = page("#0000aa", f"<link rel=stylesheet href='{site}/elsewhere.css'><img src='{site}/tracker.png'>")
        allowed = page("#00aa00", f"<link rel=stylesheet href='{site}/cdn/style.css'>")

        async def paint():
            return await asyncio.gather(*(pool.snapshot(html, 0.5) for html in (scripted, remote, allowed)))

        paths = run(paint())
        assert pool.batches == 1
        assert centre(pool.image(paths[0])) == QColor("#00aa00")  # no script ran
        assert centre(pool.image(paths[1])) == QColor("#0000aa")  # the stylesheet elsewhere never loaded
        assert centre(pool.image(paths[2])) == QColor("#ff0000")  # the engine's CDN did
        assert Counting.hits == ["/cdn/style.css"]
    finally:
        pool.close()
        server.shutdown()


def test_the_canvas_asks_for_small_pictures_when_zoomed_out_and_sharper_ones_when_zoomed_in(
    qtbot, run, engine, account, make_window
):
    frames = [(COLOURS[index % len(COLOURS)], f"Frame {index}") for index in range(12)]
    project_id = seed(run, engine, account, frames)
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    qtbot.waitUntil(lambda: pictured(window), timeout=60000)
    view = window.canvas
    small = level_for(view.zoom)
    assert small < 1.0  # twelve frames side by side: each is shown small
    items = [window.scene.items_by_id[f"frm_seed{index}"] for index in range(12)]
    for item, (colour, _title) in zip(items, frames):
        assert (item.picture.width(), item.picture.height()) == picture_size(small)
        assert centre(item.picture.toImage()) == QColor(colour)
    assert window.snapshots.batches <= 2  # two pages, a batch each at most

    chosen = items[5]
    view.set_zoom(1.0)
    view.centerOn(chosen)
    qtbot.waitUntil(lambda: chosen.picture.width() == 390, timeout=30000)
    assert chosen.picture_level == 1.0 and chosen.picture.height() == 844
    assert centre(chosen.picture.toImage()) == QColor(frames[5][0])
    assert items[0].picture.width() == picture_size(small)[0]  # out of sight: left as it was

    window.fit_action.trigger()  # zooming out keeps the sharp picture
    qtbot.wait(400)
    assert chosen.picture.width() == 390
