"""Fixtures shared by the whole suite: a real engine on a loopback port, on SQLite and PostgreSQL."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")

pytest_plugins = ["tests.support.fixtures"]
