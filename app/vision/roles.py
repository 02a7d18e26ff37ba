"""What the bars of a screen are, named from where they sit and what they hold: the status bar (the
time at the top of a phone's screen), the navigation bar under it, and the tab bar at the bottom."""

from __future__ import annotations

import re

from app.ir import BACKDROP, BoxNode, ImageNode, Screen, TextNode

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
    return any(
        t.frame.x < screen.width * 0.3 or abs(t.frame.x + t.frame.width / 2 - screen.width / 2) < 30 for t in times
    )


def is_tab_bar(node, screen: Screen) -> bool:
    """A full-width bar at the very bottom holding two to six items spread across it."""
    frame = node.frame
    if (
        not isinstance(node, BoxNode)
        or frame.width < screen.width - 2
        or frame.bottom < screen.height - 2
        or frame.height > BAR_HEIGHT
    ):
        return False
    items = _items(node)
    if not 2 <= len(items) <= 12:
        return False
    lefts = [i.frame.x + i.frame.width / 2 for i in items]
    return max(lefts) - min(lefts) >= screen.width * 0.5


CENTRED = 30  # px: a title this near the screen's middle is centred in its bar


def _titled_bar(node, screen: Screen) -> bool:
    """A row no taller than a bar, at the top of `node`, holding a title in the screen's middle: the bar that
    opens a header which also holds a search field or filters under it."""
    flow = [c for c in node.children if not c.placement.absolute]
    first = flow[0] if flow else None
    if not isinstance(first, BoxNode) or first.layout.direction != "row" or first.frame.height > BAR_HEIGHT:
        return False
    middle = screen.width / 2
    return any(
        isinstance(t, TextNode) and abs(t.frame.x + t.frame.width / 2 - middle) < CENTRED for t in first.children
    )


def is_navigation_bar(node, screen: Screen, below: float) -> bool:
    """A full-width painted bar at the top (or just under the status bar) holding a title, or a taller header
    that such a bar opens."""
    frame = node.frame
    return (
        isinstance(node, BoxNode)
        and frame.width >= screen.width - 2
        and frame.y <= below + 2
        and (node.style.background is not None or node.style.border is not None)
        and any(isinstance(i, TextNode) for i in _items(node))
        and (frame.height <= BAR_HEIGHT or _titled_bar(node, screen))
    )


def name_bars(screen: Screen) -> None:
    """Give the screen's bars their roles and names (the HTML emitter writes them as landmarks)."""
    children = screen.root.children
    status_bottom = 0.0
    for node in children:
        if isinstance(node, BoxNode) and not node.role and is_status_bar(node, screen):
            node.role, node.name = "statusBar", "Status bar"
            status_bottom = node.frame.bottom
            break
    for node in children:
        if not isinstance(node, BoxNode) or node.role:
            continue
        if is_tab_bar(node, screen):
            node.role, node.name = "tabBar", "Tab bar"
        elif is_navigation_bar(node, screen, status_bottom):
            node.role, node.name = "header", "Navigation bar"


# -- what every other part is ----------------------------------------------------------------------------------------

STRUCTURE = {"row", "cell", "group", ""}  # layout boxes: they take their meaning from what holds them
BUTTON_HEIGHT = 64


def _painted(node) -> bool:
    style = node.style
    return bool(style.background or style.gradient or style.border or style.shadows)


def _ruled_only(box: BoxNode) -> bool:
    """A box whose only paint is a hairline along one side (a column of a row parted by upright rules, a row ruled
    off under a line): a part of a row or a list, not a card of its own."""
    style, border = box.style, box.style.border
    if style.background or style.gradient or style.shadows or border is None:
        return False
    width = border.width
    return sum(side > 0 for side in (width.top, width.right, width.bottom, width.left)) == 1


FIGURE = re.compile(r"^[\s$€£¥+\-]*\d[\d\s.,:%/$€£¥+\-]*[kKmMbB]?$")  # "248", "12.4k", "$1,204.50", "+3%"


def _figure_over_caption(box: BoxNode) -> TextNode | None:
    """A figure over its caption, the two alone in a column ("12.4k" over "Followers", "$1,204.50" under
    "Balance" too): the figure, a value, and its caption, a label. Returns the figure."""
    flow = _flow(box)
    if box.layout.direction != "column" or len(flow) != 2 or not all(isinstance(t, TextNode) for t in flow):
        return None
    figures = [t for t in flow if FIGURE.match(t.text.strip())]
    if len(figures) != 1 or figures[0].font.size <= next(t for t in flow if t is not figures[0]).font.size:
        return None
    return figures[0]


def _flow(box: BoxNode) -> list:
    return [c for c in box.children if not c.placement.absolute]


def only_text(box: BoxNode) -> TextNode | None:
    """The one text a box holds, when it holds nothing else."""
    flow = _flow(box)
    return flow[0] if len(flow) == 1 and isinstance(flow[0], TextNode) else None


def _centred_row(box: BoxNode) -> bool:
    return box.layout.direction == "row" and box.layout.justify == "center"


def _is_button(box: BoxNode) -> bool:
    """A painted box no taller than a finger holding one centred label."""
    return _painted(box) and box.frame.height <= BUTTON_HEIGHT and only_text(box) is not None and _centred_row(box)


def _is_input(box: BoxNode) -> bool:
    """An outlined or lightly filled field holding one line of text that starts at its left."""
    return (
        box.style.border is not None
        and box.frame.height <= BUTTON_HEIGHT
        and only_text(box) is not None
        and not _centred_row(box)
    )


BADGE_HEIGHT = 28  # px: a badge (a tag, a count) is at most this tall
COUNT = re.compile(r"\d{1,3}\+?")  # what a count badge holds: a number, perhaps capped ("99+")
SNUG = 1.6  # a badge is at most this many times as tall as the text it holds; a button leaves room round its label


def _is_badge(box: BoxNode) -> bool:
    """A small painted or outlined label snug round one short text ("Low stock", "New"), or holding a count
    however much room it leaves round it: no button to press, no field to type in."""
    text = only_text(box)
    if text is None or not _painted(box) or box.frame.height > BADGE_HEIGHT:
        return False
    words = text.text.strip()
    return COUNT.fullmatch(words) is not None or box.frame.height <= SNUG * text.frame.height and len(words) <= 12


def is_control(box: BoxNode) -> bool:
    """A button or a field: what a person taps or types into."""
    return not _is_badge(box) and (_is_button(box) or _is_input(box))


def _rows(box: BoxNode) -> list:
    return [
        c
        for c in _flow(box)
        if isinstance(c, BoxNode) and c.role not in ("divider", "icon", "switch", "progress") and _flow(c)
    ]


def _is_list(box: BoxNode) -> bool:
    """Two or more rows one under the other, parted by dividers or alike in what they hold."""
    rows = _rows(box)
    if len(rows) < 2 or box.layout.direction != "column":
        return False
    dividers = [c for c in _flow(box) if isinstance(c, BoxNode) and c.role == "divider"]
    ruled = [
        r
        for r in rows
        if r.style.border is not None
        and r.style.border.width.bottom
        and not r.style.border.width.top
        and r.style.border.width.bottom <= 2
    ]  # cells parted by the hairline under each
    shapes = {tuple(type(i).__name__ for i in _flow(r)) for r in rows}
    return bool(dividers) or bool(ruled) or len(shapes) == 1 and len(rows) >= 3


AVATAR_SIZE = 72  # px: a round picture or initials no larger than this stands for a person


def _is_avatar(box: BoxNode) -> bool:
    return disc_of_initials(box, _flow(box))


def disc_of_initials(box: BoxNode, flow: list) -> bool:
    """A painted circle holding (in `flow`) only a person's initials (one or two letters; a count in a disc is a
    badge)."""
    size = min(box.frame.width, box.frame.height)
    return (
        _painted(box)
        and abs(box.frame.width - box.frame.height) <= 0.1 * size
        and size <= AVATAR_SIZE
        and box.style.radii.top_left >= 0.4 * size
        and len(flow) == 1
        and isinstance(flow[0], TextNode)
        and len(flow[0].text.strip()) <= 2
        and flow[0].text.strip().isalpha()
    )


def _tab_label(node) -> TextNode | None:
    """The one label a tab shows: a text, a box holding only it (and the selected tab's indicator), or a cell
    holding only such a box (a selected segment centred in its share of the control)."""
    if isinstance(node, TextNode):
        return node
    if not isinstance(node, BoxNode):
        return None
    flow = _flow(node)
    texts = [c for c in flow if isinstance(c, TextNode)]
    rest = [c for c in flow if not isinstance(c, TextNode)]
    if len(texts) == 1 and all(isinstance(c, BoxNode) and c.role == "indicator" for c in rest):
        return texts[0]
    return _tab_label(rest[0]) if not texts and len(rest) == 1 else None


def _selected_tab(node) -> BoxNode | None:
    """The box that marks a tab as the selected one: it holds an indicator, or it is painted round the label (a
    selected segment), itself or as the one box its cell holds."""
    if not isinstance(node, BoxNode):
        return None
    flow = _flow(node)
    if node.role == "tab" or _painted(node) or any(isinstance(c, BoxNode) and c.role == "indicator" for c in flow):
        return node
    return _selected_tab(flow[0]) if len(flow) == 1 else None


def _is_tabs(box: BoxNode) -> bool:
    """Two or more labels sharing a row out between them, one marked as the selected one: tabs, or a segmented
    control. A row of labels with nothing marked (a table's heads) or with more than one mark (buttons) is not."""
    flow = _flow(box)
    if box.layout.direction != "row" or len(flow) < 2:
        return False
    if not all(c.placement.grow or c.placement.width in ("fill", "share") for c in flow):
        return False
    if any(_tab_label(c) is None for c in flow):
        return False
    return sum(_selected_tab(c) is not None for c in flow) == 1


def _name_tabs(box: BoxNode) -> None:
    box.role, box.name = "tabs", "Tabs"
    for child in _flow(box):
        if (selected := _selected_tab(child)) is not None:
            selected.role, selected.name = "tab", "Selected tab"


def _box_role(box: BoxNode, screen: Screen) -> str:
    if _is_avatar(box):
        return "avatar"
    if _is_badge(box):
        return "badge"
    if _is_button(box):
        return "button"
    if _is_input(box):
        return "input"
    if not _painted(box) or _ruled_only(box):
        return "list" if _is_list(box) and box is not screen.root else box.role
    if _is_list(box):
        return "list"
    if not _flow(box) and max(box.frame.width, box.frame.height) <= 48:
        return "icon"  # a small painted mark
    full_width = box.frame.width >= screen.width - 2
    corners = box.style.radii.top_left > 0 or bool(box.style.shadows)
    return "card" if corners or not full_width else "section"


def _as_text(node) -> TextNode | None:
    """A text, or the first text of a paragraph of inline pieces (a title and its tag), which stands for it."""
    if isinstance(node, TextNode):
        return node
    if isinstance(node, BoxNode) and node.layout.inline:
        return next((c for c in node.children if isinstance(c, TextNode)), None)
    return None


def _text_role(text: TextNode, parent: BoxNode | None, texts: list[TextNode], largest: float) -> str:
    if parent is not None and parent.role in ("button", "badge", "avatar", "tabs", "tab"):
        return "label"
    if parent is not None and _count_over_icon(text, parent):
        return "badge"
    if parent is not None and parent.role == "input":
        return "value"
    if parent is not None and parent.role in ("row", "listItem"):
        flow = [t for t in map(_as_text, _flow(parent)) if t is not None]
        if len(flow) == 2:  # a label and its value; more texts along a row are labels each (tabs, chips)
            return "label" if text is flow[0] else "value"
        if len(flow) > 2:
            return "label"
        if parent.role == "listItem" or len(_flow(parent)) >= 2:
            return "label"
    if parent is not None and (figure := _figure_over_caption(parent)) is not None:
        return "value" if text is figure else "label"
    inside = parent is not None and parent.role in ("card", "list", "listItem", "section", "header", "tabBar")
    if text.font.size >= 20 and text.font.size >= largest - 0.5 and not inside:
        return "heading"
    siblings = [t for t in texts if t is not text]
    if siblings and text.font.size >= max(t.font.size for t in siblings) + 2 or text.font.weight >= 600:
        return "title"
    return "text"


def _count_over_icon(text: TextNode, parent: BoxNode) -> bool:
    """A count laid over an icon's picture (its badge drawn touching the icon, so one picture with it)."""
    return COUNT.fullmatch(text.text.strip()) is not None and any(
        isinstance(c, ImageNode) and c.placement.absolute and c.role == "icon" for c in parent.children
    )


def name_parts(screen: Screen) -> None:
    """Give every part of the screen its role: what a front-end developer would call it."""
    texts = [n for n in screen.walk() if isinstance(n, TextNode)]
    largest = max((t.font.size for t in texts), default=0)
    screen.root.role = screen.root.role or "screen"

    def visit(node, parent: BoxNode | None) -> None:
        if isinstance(node, BoxNode):
            if node is not screen.root and node.role in ("", "row", "group", "cell") and _is_tabs(node):
                _name_tabs(node)
            if node is not screen.root and node.role in ("", "row", "group", "cell") and node.role != "icon":
                role = _box_role(node, screen)
                node.role = role or node.role
            if node.role == "list":
                for row in _rows(node):
                    row.role, row.name = "listItem", "List item"
            siblings = [c for c in node.children if isinstance(c, TextNode)]
            for child in node.children:
                if isinstance(child, TextNode):
                    child.role = child.role or _text_role(child, node, siblings, largest)
                elif (text := _as_text(child)) is not None:
                    # a paragraph of inline pieces: its text has the role it would have standing alone there
                    text.role = text.role or _text_role(text, node, siblings, largest)
                    visit(child, node)
                else:
                    visit(child, node)
        elif isinstance(node, ImageNode):
            node.role = node.role if node.role in ("icon", BACKDROP) else "image"

    visit(screen.root, None)
