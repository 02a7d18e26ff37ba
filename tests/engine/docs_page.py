"""Loads a page in headless QtWebEngine with every request off this machine blocked, and prints what it
asked for and which operations it shows, as one JSON object.

Run as `python -m tests.engine.docs_page URL [SECONDS]`: the page is read once it shows an operation
(Swagger UI's `.opblock`), or when SECONDS have passed.
"""

from __future__ import annotations

import json
import os
import sys

import shiboken6

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")
os.environ.setdefault("QT_LOGGING_RULES", "*.debug=false;qt.qpa.*=false;qt.rhi.*=false")

from PySide6.QtCore import QTimer, QUrl  # noqa: E402
from PySide6.QtWebEngineCore import QWebEnginePage, QWebEngineProfile, QWebEngineUrlRequestInterceptor  # noqa: E402
from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}
LOCAL_SCHEMES = {"data", "blob", "about"}
POLL_MS = 100

READ_PAGE = """JSON.stringify({
  title: document.title,
  operations: Array.from(document.querySelectorAll('.opblock')).map((block) => block.id),
  paths: Array.from(document.querySelectorAll('.opblock-summary-path')).map(
      (path) => path.getAttribute('data-path') || path.textContent.trim()),
  text: document.body ? document.body.innerText.slice(0, 2000) : '',
})"""


class OffMachineGate(QWebEngineUrlRequestInterceptor):
    """Records every request; blocks (and records apart) each one that would leave this machine."""

    def __init__(self) -> None:
        super().__init__()
        self.requested: list[str] = []
        self.blocked: list[str] = []

    def interceptRequest(self, info) -> None:  # noqa: N802 (Qt's name)
        url = info.requestUrl()
        self.requested.append(url.toString())
        if url.scheme() in LOCAL_SCHEMES or url.host() in LOOPBACK:
            return
        self.blocked.append(url.toString())
        info.block(True)


def main() -> int:
    url, seconds = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
    app = QApplication([sys.argv[0]])
    profile = QWebEngineProfile(app)  # off the record
    gate = OffMachineGate()
    profile.setUrlRequestInterceptor(gate)
    view = QWebEngineView()
    page = QWebEnginePage(profile, view)
    view.setPage(page)
    view.resize(1280, 2000)
    view.show()
    waited = {"ms": 0}
    answer: dict = {}

    def read(text) -> None:
        found = json.loads(text) if isinstance(text, str) else None
        if isinstance(found, dict) and found.get("operations") or waited["ms"] >= seconds * 1000:
            answer.update(found if isinstance(found, dict) else {})
            app.quit()
            return
        waited["ms"] += POLL_MS
        QTimer.singleShot(POLL_MS, poll)

    def poll() -> None:
        page.runJavaScript(READ_PAGE, 0, read)

    page.load(QUrl(url))
    QTimer.singleShot(POLL_MS, poll)
    app.exec()
    answer.update(requested=gate.requested, blocked=gate.blocked)
    print(json.dumps(answer))
    shiboken6.delete(view)  # the page (its child) goes before its profile
    shiboken6.delete(profile)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
