"""`framewright export FILE.html --designtool` as a user runs it."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.designtool.conftest import decode_independently
from tests.designtool.screens import PROFILE


def framewright(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True, timeout=180,
                          env={**os.environ, **(env or {})})


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
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "DISPLAY": ":offscreen", "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    has_html, html, text = done.stdout.strip().split("|")
    assert has_html == "True" and "<div>layers</div>" in html and text == "Layers"
