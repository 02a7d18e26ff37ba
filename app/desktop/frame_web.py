"""The web plumbing every picture or view of a frame shares: the `fwframe:` scheme frames are
served from, the gate that lets a frame load nothing but data:, blob:, its own page and the
engine's CDN, and the handler that serves one page's HTML.

Frame HTML is untrusted: whatever shows it uses an off-the-record profile with scripts off and
this gate on every request.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtWebEngineCore import (
    QWebEnginePage,
    QWebEngineSettings,
    QWebEngineUrlRequestInterceptor,
    QWebEngineUrlRequestJob,
    QWebEngineUrlScheme,
    QWebEngineUrlSchemeHandler,
)

FRAME_SCHEME = "fwframe"
FRAME_SIZE = (390, 844)


def register_scheme() -> None:
    """Must run before the QApplication exists (Qt's rule for custom URL schemes)."""
    if QWebEngineUrlScheme.schemeByName(FRAME_SCHEME.encode()).name():
        return
    scheme = QWebEngineUrlScheme(FRAME_SCHEME.encode())
    scheme.setSyntax(QWebEngineUrlScheme.Syntax.Host)
    scheme.setFlags(QWebEngineUrlScheme.Flag.LocalScheme | QWebEngineUrlScheme.Flag.LocalAccessAllowed)
    QWebEngineUrlScheme.registerScheme(scheme)


class Gate(QWebEngineUrlRequestInterceptor):
    def __init__(self, allow: tuple[str, ...]) -> None:
        super().__init__()
        self.allow = allow

    def interceptRequest(self, info) -> None:  # noqa: N802 (Qt's name)
        url = info.requestUrl()
        if url.scheme() in ("data", "blob", FRAME_SCHEME):
            return
        if self.allow and url.toString().startswith(self.allow):
            return
        info.block(True)


class PageSource(QWebEngineUrlSchemeHandler):
    def __init__(self) -> None:
        super().__init__()
        self.html = b""

    def requestStarted(self, request: QWebEngineUrlRequestJob) -> None:  # noqa: N802
        buffer = QBuffer(parent=request)
        buffer.setData(QByteArray(self.html))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        request.reply(QByteArray(b"text/html;charset=utf-8"), buffer)


def lock_down(page: QWebEnginePage) -> None:
    """What every page showing frame HTML needs: scripts off, no plugins, no error pages, and
    (the gate deciding which) requests from its local scheme allowed to reach the engine's CDN."""
    settings = page.settings()
    settings.setAttribute(QWebEngineSettings.WebAttribute.JavascriptEnabled, False)
    settings.setAttribute(QWebEngineSettings.WebAttribute.LocalContentCanAccessRemoteUrls, True)
    settings.setAttribute(QWebEngineSettings.WebAttribute.ErrorPageEnabled, False)
    settings.setAttribute(QWebEngineSettings.WebAttribute.PluginsEnabled, False)
