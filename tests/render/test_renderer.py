"""The headless renderer: real QtWebEngine in worker processes."""

from __future__ import annotations

import io
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.ir import BoxNode, ImageNode, Screen, TextNode
from app.render import Renderer, RenderError, RenderTimeout

CARD = """<!doctype html><html><head><style>
:root { --primary: #4f46e5; --radius: 12px; }
.badge::before { content: "NEW"; background: #dc2626; color: #fff; padding: 2px 6px; border-radius: 6px; }
</style></head>
<body style="margin:0;background:#f4f4f5;font-family:sans-serif">
<header style="display:flex;justify-content:space-between;align-items:center;padding:16px;background:var(--primary)">
  <h1 style="margin:0;font-size:20px;color:#fff">Today</h1><span class="badge"></span>
</header>
<main style="display:flex;flex-direction:column;gap:12px;padding:16px">
  <section style="background:#fff;border:1px solid #e5e7eb;border-radius:var(--radius);padding:12px;
                  box-shadow:0 4px 12px rgba(0,0,0,.1)">Morning session</section>
  <input placeholder="Search sessions" style="padding:8px;border:1px solid #ccc;border-radius:8px">
</main></body></html>"""


def pixel(png: bytes, x: int, y: int) -> tuple[int, int, int]:
    return Image.open(io.BytesIO(png)).convert("RGB").getpixel((x, y))


def test_png_at_one_and_three_times(renderer):
    one = renderer.render_png(CARD)
    three = renderer.render_png(CARD, scale=3)
    assert Image.open(io.BytesIO(one)).size == (390, 844)
    assert Image.open(io.BytesIO(three)).size == (1170, 2532)
    assert pixel(one, 200, 5) == (79, 70, 229)  # the header's --primary
    assert pixel(three, 600, 15) == (79, 70, 229)
    assert pixel(one, 5, 700) == (244, 244, 245)  # the page background


LIBRARY_PAGE = Path(__file__).resolve().parents[2] / "benchmarks/library_screens/a_ionic_md_inbox.html"


@pytest.mark.parametrize("page", ["card", "library page"])
def test_a_picture_at_a_device_scale_is_the_same_layout_drawn_sharper(renderer, page):
    """At 2x or 3x the page is laid out 390 px wide and drawn at that zoom, as a phone's screenshot is, not laid
    out 1170 px wide at 1x (the engine sets the zoom back while a page of some weight loads): shrunk back, it is
    the 1x picture, and the card's header ends at its height times the scale."""
    html = CARD if page == "card" else LIBRARY_PAGE.read_text()
    one = Image.open(io.BytesIO(renderer.render_png(html))).convert("RGB")
    header = next(y for y in range(844) if one.getpixel((5, y)) != (79, 70, 229))
    for scale in (2, 3):
        drawn = Image.open(io.BytesIO(renderer.render_png(html, scale=scale))).convert("RGB")
        assert drawn.size == (390 * scale, 844 * scale)
        shrunk = np.asarray(drawn.resize((390, 844), Image.Resampling.BOX), dtype=float)
        assert np.abs(shrunk - np.asarray(one, dtype=float)).mean() < 10  # text falls on other fractions of a px
        if page == "card":
            assert drawn.getpixel((5, scale * (header - 2))) == (79, 70, 229)
            assert drawn.getpixel((5, scale * (header + 1))) != (79, 70, 229)


def test_layout_reads_boxes_texts_styles_and_variables(renderer):
    screen = renderer.layout(CARD)
    assert screen.variables == {"--primary": "#4f46e5", "--radius": "12px"}
    texts = {n.text: n for n in screen.walk() if isinstance(n, TextNode)}
    assert {"Today", "NEW", "Morning session", "Search sessions"} <= set(texts)
    today = texts["Today"]
    assert (today.font.size, today.font.weight, today.color.hex) == (20, 700, "#ffffff")
    assert today.frame.x == 16 and 16 <= today.frame.y <= 20
    assert texts["Search sessions"].role == "placeholder"
    header = next(n for n in screen.walk() if n.role == "header")
    assert isinstance(header, BoxNode)
    assert (header.layout.direction, header.layout.justify, header.layout.align) == ("row", "space-between", "center")
    assert header.style.background.hex == "#4f46e5"
    main = next(n for n in screen.walk() if n.role == "main")
    assert (main.layout.direction, main.layout.gap, main.layout.padding.left) == ("column", 12, 16)
    card = next(n for n in screen.walk() if n.role == "section")
    assert card.style.radii.uniform == 12 and card.style.border.color.hex == "#e5e7eb"
    assert card.style.shadows[0].blur == 12 and card.style.shadows[0].y == 4
    badge = next(
        n
        for n in screen.walk()
        if isinstance(n, BoxNode) and n.style.background and n.style.background.hex == "#dc2626"
    )
    assert badge.style.radii.uniform == 6
    assert Screen.from_json(screen.to_json()) == screen


def test_page_scripts_are_off_unless_asked_for(renderer):
    html = "<body style='margin:0;background:#fff'><script>document.body.style.background='#ff0000'</script></body>"
    assert pixel(renderer.render_png(html), 10, 10) == (255, 255, 255)
    assert pixel(renderer.render_png(html, scripts=True), 10, 10) == (255, 0, 0)


class Counting(BaseHTTPRequestHandler):
    hits: list[str] = []

    def do_GET(self):  # noqa: N802
        Counting.hits.append(self.path)
        body = io.BytesIO()
        Image.new("RGB", (10, 10), (0, 200, 0)).save(body, "PNG")
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()
        self.wfile.write(body.getvalue())

    def log_message(self, *args):
        pass


@pytest.fixture
def image_server():
    Counting.hits = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), Counting)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_no_network_except_allowed_prefixes(image_server):
    html = (
        f"<body style='margin:0;background:#fff'><img src='{image_server}/cdn/a.png' "
        f"style='width:100px;height:100px;display:block'><img src='{image_server}/elsewhere.png'></body>"
    )
    with Renderer(allow=()) as closed:
        png = closed.render_png(html)
    assert Counting.hits == [] and pixel(png, 50, 50) != (0, 200, 0)
    with Renderer(allow=(image_server + "/cdn/",)) as open_to_cdn:
        png = open_to_cdn.render_png(html)
        screen = open_to_cdn.layout(html)
    assert Counting.hits.count("/cdn/a.png") >= 1 and "/elsewhere.png" not in Counting.hits
    assert pixel(png, 50, 50) == (0, 200, 0)
    assert any(isinstance(n, ImageNode) and n.src.endswith("/cdn/a.png") for n in screen.walk())


def test_html_larger_than_two_megabytes_renders(renderer):
    filler = "<p style='margin:0;height:1px;overflow:hidden'>" + "x" * 100 + "</p>"
    html = "<body style='margin:0;background:#0000ff'>" + filler * 25_000 + "</body>"
    assert len(html) > 3_000_000
    assert pixel(renderer.render_png(html), 200, 400) == (0, 0, 255)


def test_a_hanging_page_times_out_and_the_next_job_works():
    with Renderer(timeout=3) as renderer:
        started = time.monotonic()
        with pytest.raises(RenderTimeout):
            renderer.render_png("<body><script>while (true) {}</script></body>", scripts=True)
        assert time.monotonic() - started < 15
        assert Image.open(io.BytesIO(renderer.render_png("<p>fine</p>"))).size == (390, 844)


def test_a_crashed_worker_is_replaced():
    with Renderer() as renderer:
        renderer.render_png("<p>warm</p>")
        (worker,) = list(renderer._live)
        worker.process.kill()
        with pytest.raises(RenderError):
            renderer.render_png("<p>during the crash</p>")
        assert renderer.render_png("<p>after</p>")


def test_close_stops_every_worker():
    renderer = Renderer(workers=2)
    results = []
    threads = [threading.Thread(target=lambda: results.append(renderer.render_png("<p>x</p>"))) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    processes = [w.process for w in renderer._live]
    assert len(results) == 2 and len(processes) == 2
    renderer.close()
    assert all(p.poll() is not None for p in processes)
    with pytest.raises(RenderError):
        renderer.render_png("<p>closed</p>")


def test_bad_sizes_are_refused(renderer):
    with pytest.raises(ValueError):
        renderer.render_png("<p>", width=0)
    with pytest.raises(ValueError):
        renderer.render_png("<p>", scale=10)


@pytest.mark.parametrize("html", ["just words", "<img src='data:image/gif;base64,R0lGODlhAQABAAAAACw='>", ""])
def test_the_root_is_always_a_box(renderer, html):
    screen = renderer.layout(html)
    assert isinstance(screen.root, BoxNode)
    assert (screen.root.frame.width, screen.root.frame.height) == (390, 844)
    if html == "just words":
        assert [n.text for n in screen.walk() if isinstance(n, TextNode)] == ["just words"]
