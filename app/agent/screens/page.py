"""What a screen builder returns: the sections of its scrolling content and its fixed chrome."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Page:
    sections: list[str] = field(default_factory=list)
    top: str = ""  # app bar or large title, under the status bar
    bottom: str = ""  # a fixed dock with the main action
    tabs: bool = False  # the app's tab bar at the bottom
    fab: str = ""  # icon of a floating action button (Android)
    flush: bool = False  # content starts right under the bar (maps, covers)
