"""Zoomed in past 100 % on the selected frame, it becomes a live web page (scripts off, requests
only to the engine's CDN); zooming out or deselecting goes back to the snapshot."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from PySide6.QtWebEngineCore import QWebEngineSettings

from app.desktop.window_factory import site_of
from tests.desktop.conftest import release_deleted, wait_opened
from tests.desktop.test_canvas import pictured, seed


def test_the_selected_frame_goes_live_when_zoomed_in_and_back_to_its_snapshot(
    qtbot, qapp, run, engine, account, make_window
):
    project_id = seed(run, engine, account, [("#cc3300", "Live"), ("#0033cc", "Other")])
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    qtbot.waitUntil(lambda: pictured(window), timeout=60000)
    view, live = window.canvas, window.live
    item = window.scene.items_by_id["frm_seed0"]

    view.actual_size()
    window.studio.project.selection.set(["frm_seed0"])
    assert not live.showing  # at 100 % the snapshot is enough
    view.zoom_in()
    assert view.zoom > 1.0 and live.showing and live.item is item
    page = live.page
    assert not page.settings().testAttribute(QWebEngineSettings.WebAttribute.JavascriptEnabled)
    assert live.gate.allow == (site_of(engine.base_url) + "/cdn/",)
    qtbot.waitUntil(lambda: page.url().scheme() == "fwframe" and not page.isLoading(), timeout=30000)

    # over the frame, scaled with the canvas, showing the frame's page
    view.centerOn(item)
    corner = view.mapFromScene(item.mapToScene(0, 0))
    assert live.web.geometry() == QRect(corner.x(), corner.y(), round(390 * view.zoom), round(844 * view.zoom))
    assert abs(page.zoomFactor() - view.zoom) < 1e-3

    def shows_the_frame() -> bool:
        image = live.web.grab().toImage()
        return image.pixelColor(image.width() // 2, image.height() - 30) == QColor("#cc3300")

    qtbot.waitUntil(shows_the_frame, timeout=30000)

    view.zoom_out()
    assert view.zoom <= 1.0 and not live.showing and live.web is None
    release_deleted(qapp)
    assert not shiboken6.isValid(page)  # the page is released, not only hidden

    view.zoom_in()
    assert live.showing
    window.studio.project.selection.set(["frm_seed1"])
    assert live.showing and live.item is window.scene.items_by_id["frm_seed1"]
    window.studio.project.selection.clear()
    assert not live.showing
