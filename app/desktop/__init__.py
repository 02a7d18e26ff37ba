"""The Qt desktop studio.

`create_main_window(base_url, api_key)` builds the main window wired to a service, in-process,
without starting an engine (for tests and scripts); `launch.main()` is the `framewright` app.
"""

from __future__ import annotations

from app.desktop.none_refcount import keep_none_alive

keep_none_alive()  # before any Qt call: PySide 6.12 on Python 3.11 spends a reference to None on each (see there)


def create_main_window(base_url: str, api_key: str | None, **options):
    from app.desktop.window_factory import create_main_window as create

    return create(base_url, api_key, **options)


__all__ = ["create_main_window"]
