"""A frame's HTML as a tree of elements the studio can select and change.

An element is named by its path: the indices of the elements leading to it from `<body>`, counting
elements only (as the DOM's `children` does), so the page's layout read in the renderer and this
tree point at the same element. A change is made to the tree and written back as the frame's new
HTML; nothing here runs a script or loads anything.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass

import lxml.html
from lxml import etree

from app.desktop.models import inline_style
from app.desktop.models.layer_names import layer_name

Path = tuple[int, ...]
NOT_LAYERS = {"script", "style", "template", "noscript", "br", "meta", "link", "title"}
LEAVES = {"svg", "img", "input", "textarea", "select", "video", "canvas", "picture"}  # no layers inside
INLINE_TEXT = {"b", "strong", "i", "em", "u", "s", "small", "sub", "sup", "mark", "code", "br", "span", "a"}
PREVIEW = 40
_DOCTYPE = re.compile(r"\s*<!doctype[^>]*>", re.IGNORECASE)


class ElementNotFound(LookupError):
    """The path names no element (the frame changed since it was read)."""


@dataclass(frozen=True)
class Layer:
    path: Path
    tag: str
    role: str | None
    name: str
    preview: str
    hidden: bool
    children: tuple[Layer, ...]


def _elements(parent) -> list:
    return [child for child in parent if isinstance(child.tag, str)]


def _words(element) -> str:
    """The element's text as a reader sees it: the children of an element that holds no text of
    its own (a row of a label and a value) kept apart ("Wi-Fi Home", not "Wi-FiHome"), the runs
    of a sentence ("Read the <b>terms</b>") together; scripts and styles hold none."""
    parts: list[str] = []

    def walk(node) -> None:
        tag = node.tag.lower()
        if tag == "br":
            parts.append(" ")
            return
        if tag in NOT_LAYERS:
            return
        sentence = bool((node.text or "").strip()) or any((child.tail or "").strip() for child in node)
        apart = "" if sentence else " "
        parts.append(node.text or "")
        for child in node:  # comments too: their tails are text
            if isinstance(child.tag, str):
                parts.append(apart)
                walk(child)
                parts.append(apart)
            parts.append(child.tail or "")

    walk(element)
    return "".join(parts)


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= PREVIEW else text[: PREVIEW - 1] + "…"


class FrameDocument:
    def __init__(self, html: str) -> None:
        html = html or "<!doctype html><html><body></body></html>"
        self.root = lxml.html.document_fromstring(html)
        written = _DOCTYPE.match(html)
        self.doctype = written.group(0).strip() if written else "<!doctype html>"
        self.body = self.root.find("body")
        if self.body is None:
            self.body = etree.SubElement(self.root, "body")

    def to_html(self) -> str:
        return self.doctype + lxml.html.tostring(self.root, encoding="unicode", method="html")

    # -- reading ---------------------------------------------------------------------------------

    def element(self, path: Path):
        node = self.body
        for index in path:
            children = _elements(node)
            if not 0 <= index < len(children):
                raise ElementNotFound(path)
            node = children[index]
        return node

    def exists(self, path: Path) -> bool:
        try:
            self.element(path)
        except ElementNotFound:
            return False
        return True

    def path_of(self, element) -> Path:
        path: list[int] = []
        while element is not self.body:
            parent = element.getparent()
            if parent is None:
                raise ElementNotFound(())
            path.append(_elements(parent).index(element))
            element = parent
        return tuple(reversed(path))

    def layers(self) -> tuple[Layer, ...]:
        return self._layers(self.body, ())

    def _layers(self, parent, path: Path) -> tuple[Layer, ...]:
        found = []
        for index, child in enumerate(_elements(parent)):
            if child.tag in NOT_LAYERS:
                continue
            found.append(self.layer(path + (index,), child))
        return tuple(found)

    def layer(self, path: Path, element=None) -> Layer:
        element = self.element(path) if element is None else element
        tag = element.tag.lower()
        children = () if tag in LEAVES else self._layers(element, path)
        role = element.get("data-role")
        return Layer(
            path=path,
            tag=tag,
            role=role,
            name=element.get("data-name") or layer_name(role, tag),
            preview=_short(_words(element)) if tag != "svg" else "",
            hidden=element.get("hidden") is not None,
            children=children,
        )

    def text(self, path: Path) -> str:
        element = self.element(path)
        parts = [element.text or ""]
        for child in element.iter():
            if child is element:
                continue
            if child.tag == "br":
                parts.append("\n")
            elif child.text and isinstance(child.tag, str):
                parts.append(child.text)
            if child.tail:
                parts.append(child.tail)
        return "".join(parts)

    def holds_text(self, path: Path) -> bool:
        """Whether the element's content is text (with inline formatting at most): what editing its
        text in place may replace."""
        element = self.element(path)
        if element.tag.lower() in LEAVES:
            return False
        return bool(element.text_content().strip()) and all(
            child.tag in INLINE_TEXT and holds_only_text(child) for child in _elements(element)
        )

    def style(self, path: Path) -> dict[str, str]:
        return inline_style.parse(self.element(path).get("style"))

    def attribute(self, path: Path, name: str) -> str | None:
        return self.element(path).get(name)

    # -- changes ---------------------------------------------------------------------------------

    def set_text(self, path: Path, text: str) -> None:
        if not self.holds_text(path):
            raise ValueError("this element holds other elements, not text")
        element = self.element(path)
        for child in list(element):
            element.remove(child)
        lines = text.split("\n")
        element.text = lines[0]
        for line in lines[1:]:
            etree.SubElement(element, "br").tail = line

    def set_style(self, path: Path, changes: dict[str, str]) -> None:
        element = self.element(path)
        style = inline_style.with_values(element.get("style"), changes)
        if style:
            element.set("style", style)
        elif "style" in element.attrib:
            del element.attrib["style"]

    def rename(self, path: Path, name: str) -> None:
        element = self.element(path)
        name = " ".join(name.split())[:80]
        if name and name != layer_name(element.get("data-role"), element.tag.lower()):
            element.set("data-name", name)
        else:
            element.attrib.pop("data-name", None)

    def set_hidden(self, path: Path, hidden: bool) -> None:
        """Hidden by the `hidden` attribute and `display:none` (which wins over the element's own
        display); shown again, its own display comes back."""
        element = self.element(path)
        if hidden:
            element.set("hidden", "")
            shown = inline_style.parse(element.get("style")).get("display")
            if shown and shown != "none":
                element.set("data-shown-display", shown)
            self.set_style(path, {"display": "none"})
        else:
            element.attrib.pop("hidden", None)
            self.set_style(path, {"display": element.attrib.pop("data-shown-display", "")})

    def move(self, path: Path, index: int) -> Path:
        """Put the element at `index` among its siblings; returns its new path."""
        element = self.element(path)
        parent = element.getparent()
        siblings = _elements(parent)
        index = max(0, min(index, len(siblings) - 1))
        if siblings.index(element) == index:
            return path
        tail = element.tail
        self._detach(element)
        siblings = _elements(parent)
        if index < len(siblings):
            siblings[index].addprevious(element)
        else:
            siblings[-1].addnext(element)
        element.tail = tail
        return path[:-1] + (index,)

    def delete(self, path: Path) -> None:
        if not path:
            raise ValueError("the page itself cannot be deleted")
        self._detach(self.element(path))

    def duplicate(self, path: Path) -> Path:
        element = self.element(path)
        twin = copy.deepcopy(element)
        for node in twin.iter():
            if isinstance(node.tag, str):
                node.attrib.pop("id", None)
        element.addnext(twin)
        return path[:-1] + (path[-1] + 1,)

    def set_image(self, path: Path, url: str) -> Path:
        """Show the picture at `url` in place of the image or icon at `path`, at its size."""
        element = self.element(path)
        if element.tag.lower() == "img":
            element.set("src", url)
            element.attrib.pop("srcset", None)
            return path
        picture = etree.Element("img")
        for name in ("data-role", "data-name", "class", "style"):
            if element.get(name) is not None:
                picture.set(name, element.get(name))
        picture.set("src", url)
        picture.set("alt", element.get("aria-label") or "")
        size = {"width": element.get("width"), "height": element.get("height")}
        extra = {name: f"{value}px" for name, value in size.items() if value and value.isdigit()}
        if extra:
            picture.set("style", inline_style.with_values(picture.get("style"), extra))
        picture.tail = element.tail
        element.getparent().replace(element, picture)
        return path

    @staticmethod
    def _detach(element) -> None:
        """Take the element out, keeping the text that followed it."""
        parent = element.getparent()
        if element.tail:
            previous = element.getprevious()
            if previous is not None:
                previous.tail = (previous.tail or "") + element.tail
            else:
                parent.text = (parent.text or "") + element.tail
        element.tail = None
        parent.remove(element)


def holds_only_text(element) -> bool:
    return all(child.tag in INLINE_TEXT and holds_only_text(child) for child in _elements(element))
