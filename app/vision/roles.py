"""What the bars of a screen are, named from where they sit and what they hold: the status bar (the
time at the top of a phone's screen), the navigation bar under it, and the tab bar at the bottom."""

from __future__ import annotations

import re

from app.ir import BoxNode, ImageNode, Screen, TextNode

TIME = re.compile(r"^\d{1,2}[:：.]\d{2}$")
STATUS_BAR_HEIGHT = 54  # at most, in CSS px
BAR_HEIGHT = 100  # a navigation or tab bar is at most this tall


def _items(node) -> list:
    """The texts and pictures inside `node`."""
    if isinstance(node, (TextNode, ImageNode)):
        return [node]
    if isinstance(node, BoxNode):
        return [item for child in node.children for item in _items(child)]
    return []


def is_status_bar(node, screen: Screen) -> bool:
    """At the very top, short, and showing the time near its left end or in its middle."""
    frame = node.frame
    if frame.y > 4 or frame.bottom > STATUS_BAR_HEIGHT:
        return False
    times = [t for t in _items(node) if isinstance(t, TextNode) and TIME.match(t.text.strip())]
    return any(t.frame.x < screen.width * 0.3 or abs(t.frame.x + t.frame.width / 2 - screen.width / 2) < 30
               for t in times)


def is_tab_bar(node, screen: Screen) -> bool:
    """A full-width bar at the very bottom holding two to six items spread across it."""
    frame = node.frame
    if not isinstance(node, BoxNode) or frame.width < screen.width - 2 or frame.bottom < screen.height - 2 \
            or frame.height > BAR_HEIGHT:
        return False
    items = _items(node)
    if not 2 <= len(items) <= 12:
        return False
    lefts = [i.frame.x + i.frame.width / 2 for i in items]
    return max(lefts) - min(lefts) >= screen.width * 0.5


def is_navigation_bar(node, screen: Screen, below: float) -> bool:
    """A full-width painted bar at the top (or just under the status bar) holding a title."""
    frame = node.frame
    return isinstance(node, BoxNode) and frame.width >= screen.width - 2 and frame.y <= below + 2 \
        and frame.height <= BAR_HEIGHT and (node.style.background is not None or node.style.border is not None) \
        and any(isinstance(i, TextNode) for i in _items(node))


def name_bars(screen: Screen) -> None:
    """Give the screen's bars their roles and names (the HTML emitter writes them as landmarks)."""
    children = screen.root.children
    status_bottom = 0.0
    for node in children:
        if isinstance(node, BoxNode) and not node.role and is_status_bar(node, screen):
            node.role, node.name = "statusbar", "Status bar"
            status_bottom = node.frame.bottom
            break
    for node in children:
        if not isinstance(node, BoxNode) or node.role:
            continue
        if is_tab_bar(node, screen):
            node.role, node.name = "tabbar", "Tab bar"
        elif is_navigation_bar(node, screen, status_bottom):
            node.role, node.name = "navbar", "Navigation bar"
