"""A slow service call never freezes the window: Qt's loop keeps ticking while it waits."""

from __future__ import annotations

import time
from urllib.parse import urlsplit

from PySide6.QtCore import QTimer

from tests.desktop.slow_link import SlowLink

DELAY = 2.0
TICK_MS = 20


def test_a_two_second_service_call_keeps_the_event_loop_responsive(qtbot, run, engine, account, make_window):
    link = SlowLink(urlsplit(engine.base_url).port, DELAY)
    try:
        window = make_window(f"http://127.0.0.1:{link.port}/api/v1", account.api_key, open_project=False)
        ticks: list[float] = []
        timer = QTimer()
        timer.setInterval(TICK_MS)
        timer.timeout.connect(lambda: ticks.append(time.monotonic()))
        timer.start()
        started = time.monotonic()
        me = run(window.studio.client.me(), timeout=30)
        took = time.monotonic() - started
        timer.stop()
    finally:
        link.close()
    assert me.id == account.id
    assert took >= DELAY  # the call really was slow
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) >= (DELAY * 1000 / TICK_MS) * 0.5
    assert max(gaps) < 0.25, f"the UI thread stalled for {max(gaps):.3f} s"
    print(f"\n2 s call: {len(ticks)} ticks of {TICK_MS} ms, longest gap {max(gaps) * 1000:.0f} ms")
