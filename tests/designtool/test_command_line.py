"""`framewright export FILE.html --designtool` as a user runs it."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.designtool.conftest import decode_independently
from tests.designtool.screens import PROFILE


def framewright(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, **(env or {})},
    )


def test_export_writes_the_fragment_beside_the_file(tmp_path):
    page = tmp_path / "Profile_screen.html"
    page.write_text(PROFILE)
    done = framewright("export", str(page), "--designtool", "--width", "390", "--height", "844")
    assert done.returncode == 0, done.stderr
    written = tmp_path / "Profile_screen.designtool.html"
    decoded = decode_independently(written.read_text())
    assert decoded["nodes"][2]["name"] == "Profile screen"
    assert decoded["nodes"][2]["size"] == {"x": 390, "y": 844}


def test_output_folder_and_refusals(tmp_path):
    page = tmp_path / "a.html"
    page.write_text("<h1>A</h1>")
    out = tmp_path / "out"
    out.mkdir()
    assert framewright("export", str(page), "--designtool", "-o", str(out)).returncode == 0
    assert (out / "a.designtool.html").is_file()
    missing = framewright("export", str(tmp_path / "nope.html"), "--designtool")
    assert missing.returncode == 2 and "no such file" in missing.stderr
    empty = tmp_path / "empty.html"
    empty.write_text("  ")
    assert framewright("export", str(empty), "--designtool").returncode == 2
    no_display = framewright("export", str(page), "--designtool", "--copy", env={"DISPLAY": "", "WAYLAND_DISPLAY": ""})
    assert no_display.returncode == 1 and "no display" in no_display.stderr
    assert (tmp_path / "a.designtool.html").is_file()  # written all the same


def test_copy_puts_the_fragment_on_the_clipboard_as_html():
    """Inside the app (a QApplication on Qt's offscreen platform, in a process of its own), the
    clipboard holds the fragment as text/html."""
    script = (
        "import os, sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from app.desktop.clipboard import copy_html\n"
        "app = QApplication([])\n"
        "assert copy_html('<meta charset=\"utf-8\"><div>layers</div>', 'Layers')\n"
        "data = app.clipboard().mimeData()\n"
        "print(data.hasHtml(), data.html(), data.text(), sep='|')\n"
        "sys.stdout.flush(); app.quit(); os._exit(0)\n"  # skip Qt's teardown at interpreter exit
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "DISPLAY": ":offscreen", "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    has_html, html, text = done.stdout.strip().split("|")
    assert has_html == "True" and "<div>layers</div>" in html and text == "Layers"


def png(colour: tuple[int, int, int]) -> bytes:
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (8, 8), colour).save(out, "PNG")
    return out.getvalue()


def test_images_in_subfolders_are_found_and_nothing_outside_the_folder_is_read(tmp_path):
    import hashlib

    folder = tmp_path / "screens"
    (folder / "sub" / "deeper").mkdir(parents=True)
    inside, deeper, beside, outside = png((200, 0, 0)), png((0, 200, 0)), png((0, 0, 200)), png((9, 9, 9))
    (folder / "sub" / "a.png").write_bytes(inside)
    (folder / "sub" / "deeper" / "a.png").write_bytes(deeper)  # same bare name, another picture
    (folder / "a.png").write_bytes(beside)
    (tmp_path / "outside.png").write_bytes(outside)
    os.symlink(tmp_path / "outside.png", folder / "sub" / "link.png")
    images = [
        "sub/a.png",
        "sub/deeper/a.png",
        "a.png",
        "../outside.png",
        "sub/..%2F..%2Foutside.png",
        "sub/link.png",
        "sub/missing.png",
    ]
    page = folder / "gallery.html"
    page.write_text(
        "<body style='margin:0'>"
        + "".join(f"<img src='{src}' style='display:block;width:40px;height:40px'>" for src in images)
        + "</body>"
    )
    done = framewright("export", str(page), "--designtool", "--width", "390", "--height", "844")
    assert done.returncode == 0, done.stderr
    decoded = decode_independently((folder / "gallery.designtool.html").read_text())
    fills = [fill for node in decoded["nodes"] for fill in node["fills"] if fill["type"] == "IMAGE"]
    hashes = [fill["hash"] for fill in fills]
    assert hashes == [hashlib.sha1(data).hexdigest() for data in (inside, deeper, beside)]
    assert hashlib.sha1(outside).hexdigest() not in hashes
    warnings = [line for line in done.stderr.splitlines() if line.startswith("warning: image left out")]
    assert any("..%2F..%2Foutside.png" in line and "lies outside" in line for line in warnings), done.stderr
    assert any("sub/link.png" in line and "lies outside" in line for line in warnings), done.stderr
    assert any("sub/missing.png" in line and "there is no file" in line for line in warnings), done.stderr
