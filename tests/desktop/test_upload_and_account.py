"""The upload dock turns a dropped screenshot into a frame; the account view shows the plan and
balance, and buying a pack opens the checkout in the browser and the balance follows."""

from __future__ import annotations

import threading

import httpx
from PySide6.QtCore import QMimeData, QObject, QPoint, QPointF, Qt, QUrl, Slot
from PySide6.QtGui import QColor, QDesktopServices, QDragEnterEvent, QDropEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from app.desktop import account_view
from tests.desktop.conftest import CORPUS, wait_opened

SCREEN = CORPUS / "03_jquery_weui_form.png"


def painted(item) -> QImage:
    """The frame item as the canvas paints it at 100 %, its body from (0, 0)."""
    image = QImage(390, 844, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def close_to(one: QColor, other: QColor, tolerance: int = 24) -> bool:
    return all(abs(getattr(one, c)() - getattr(other, c)()) <= tolerance for c in ("red", "green", "blue"))


def test_a_dropped_screenshot_becomes_a_frame_on_the_canvas(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    dock = window.upload_dock
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(SCREEN))])
    enter = QDragEnterEvent(
        QPoint(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    assert QApplication.sendEvent(dock, enter) and enter.isAccepted()
    drop = QDropEvent(
        QPointF(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(dock, drop)
    assert len(dock.rows) == 1
    qtbot.waitUntil(lambda: len(window.studio.project.frames) == 1, timeout=120000)
    frame = next(iter(window.studio.project.frames))
    assert frame.label == SCREEN.stem and "<html" in frame.html.lower()
    assert dock.rows[0].state.text() == "On the canvas" and dock.rows[0].progress.value() == 100
    item = window.scene.items_by_id[frame.frame_id]
    qtbot.waitUntil(lambda: item.picture is not None, timeout=60000)

    # the original screenshot over its frame, with the opacity slider
    overlay = window.overlay
    assert not overlay.slider.isEnabled()  # nothing selected
    window.studio.project.selection.set([frame.frame_id])
    assert overlay.slider.isEnabled() and item.original is not None
    screenshot = QImage(str(SCREEN)).convertToFormat(QImage.Format.Format_ARGB32)
    assert (screenshot.width(), screenshot.height()) == (390, 844)  # drawn 1:1 over the frame
    grid = [QPoint(x, y) for x in range(5, 390, 20) for y in range(5, 844, 20)]
    alone = painted(item)
    overlay.slider.setValue(100)
    assert overlay.value.text() == "100 %" and item.original_opacity == 1.0
    full = painted(item)
    assert all(close_to(full.pixelColor(p), screenshot.pixelColor(p), 2) for p in grid)
    differing = [p for p in grid if not close_to(alone.pixelColor(p), screenshot.pixelColor(p), 40)]
    assert differing  # the converted frame is not pixel for pixel its screenshot
    overlay.slider.setValue(50)
    half = painted(item)
    for spot in differing:
        for channel in ("red", "green", "blue"):
            low, high = sorted(
                (getattr(alone.pixelColor(spot), channel)(), getattr(screenshot.pixelColor(spot), channel)())
            )
            assert low - 3 <= getattr(half.pixelColor(spot), channel)() <= high + 3
            assert (low + high) / 2 - 12 <= getattr(half.pixelColor(spot), channel)() <= (low + high) / 2 + 12
    overlay.slider.setValue(0)
    assert painted(item) == alone

    qtbot.waitUntil(lambda: not window.studio.outbox.pending(), timeout=20000)

    async def saved():
        return await window.studio.client.get_project(window.studio.project.id)

    assert [f.frame_id for f in run(saved()).frames] == [frame.frame_id]


def test_an_upload_can_be_cancelled_and_a_refusal_is_shown_in_words(qtbot, run, engine, account, make_window, tmp_path):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    dock = window.upload_dock
    not_an_image = tmp_path / "notes.png"
    not_an_image.write_bytes(b"this is not a picture")
    first, second = dock.add_files([SCREEN, not_an_image])
    dock.rows[0].cancel.click()
    qtbot.waitUntil(lambda: first.done() and second.done(), timeout=60000)
    assert first.cancelled() and dock.rows[0].state.text() == "Cancelled"
    assert "Traceback" not in dock.rows[1].state.text() and dock.rows[1].state.text() not in ("", "Converting")
    assert len(window.studio.project.frames) == 0


class Browser(QObject):
    """Stands where the user's browser is: opens the checkout page and presses Pay."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toString())

        def pay() -> None:
            httpx.get(url.toString()).raise_for_status()
            httpx.post(url.toString(), data={"confirm": "1"}).raise_for_status()

        threading.Thread(target=pay, daemon=True).start()


def test_the_account_view_shows_the_balance_and_buying_a_pack_adds_to_it(
    qtbot, run, engine, account, make_window, monkeypatch
):
    monkeypatch.setattr(account_view, "PURCHASE_POLL_SECONDS", 0.2)
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    view = window.account_view
    run(view.load())
    assert view.plan.text() == "Lite" and view.balance.text() == "2,000 credits"
    browser = Browser()
    QDesktopServices.setUrlHandler("http", browser, "open")
    try:
        view.pack.setCurrentIndex(0)
        view.buy_button.click()
        qtbot.waitUntil(lambda: view.balance.text() == "3,000 credits", timeout=30000)
    finally:
        QDesktopServices.unsetUrlHandler("http")
    assert browser.opened and browser.opened[0] == view.checkout_url
    assert "1,000 purchased" in view.split.text()
    assert "Purchase complete" in view.message.text()


def test_the_usage_chart_draws_a_bar_for_each_day_with_use(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    view = window.account_view
    view.raise_()
    chart = view.usage_chart

    def loaded_with_calls() -> bool:
        run(view.load())
        return sum(chart.calls) > 0

    qtbot.waitUntil(loaded_with_calls, timeout=20000)  # the engine records calls a moment after answering
    assert len(chart.days) == 30 and chart.days[-1] == view.usage.period.end.date()
    today = chart.days.index(max(entry.date for entry in view.usage.daily))
    assert chart.calls[today] == sum(entry.calls for entry in view.usage.daily if entry.date == chart.days[today])
    bars = chart.bars()
    assert len(bars) == 30 and bars[today].height() > 0
    assert all(bar.height() == 0 for index, bar in enumerate(bars) if chart.values[index] == 0)
    chart.resize(300, 160)
    image = chart.grab().toImage()
    bar = chart.bars()[today]
    inside = image.pixelColor(round(bar.center().x()), round(bar.bottom() - 2))
    assert inside == QColor("#4f46e5")  # the bar is painted where bars() says

    view.period.setCurrentIndex(0)  # last 7 days
    qtbot.waitUntil(lambda: len(chart.days) == 7, timeout=20000)
