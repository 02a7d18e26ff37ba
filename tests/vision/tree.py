"""Reading a converted screen's tree in tests: its texts, what holds a node, where a text lands on a wider screen."""

from __future__ import annotations

import sys
from pathlib import Path

from app.ir import Screen, TextNode
from app.render import Renderer
from app.vision import convert

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import visible_texts  # noqa: E402

WIDTHS = ((390, 844), (430, 932))  # the screen drawn, and a wider one


def texts_of(screen: Screen) -> list[TextNode]:
    return [n for n in screen.walk() if isinstance(n, TextNode)]


def parent_of(node, root):
    """The box whose children hold `node`, or None."""
    for child in getattr(root, "children", []):
        if child is node:
            return root
        found = parent_of(node, child)
        if found is not None:
            return found
    return None


def both_boxes(ours: list[dict], theirs: list[dict], text: str) -> tuple[list[float], list[float]]:
    """Where `text` stands on our render and on the original's (two `visible_texts` lists)."""
    return next(t for t in ours if t["text"] == text)["bbox"], next(t for t in theirs if t["text"] == text)["bbox"]


def assert_placed_by_middle(shown: dict, names, near: float = 8) -> None:
    """Each of `names` stands, on our render at every width of `shown`, where the original has it: its middle
    across and its top within `near` px (what is centred, or spread in cells, is placed by its middle)."""
    for width, (ours, theirs) in shown.items():
        for name in names:
            got, want = both_boxes(ours, theirs, name)
            middle = abs(got[0] + got[2] / 2 - want[0] - want[2] / 2)
            assert middle <= near and abs(got[1] - want[1]) <= near, (width, name, got, want)


def descendants(node):
    """Every node under `node`, depth first."""
    for child in getattr(node, "children", []):
        yield child
        yield from descendants(child)


def texts_at_both_widths(renderer, ours: str, original: str) -> dict[int, tuple[list[dict], list[dict]]]:
    """For each width of `WIDTHS`, the texts as our HTML and as the original page show them there."""
    return {
        width: (
            visible_texts(renderer.snapshot(ours, width, height), height),
            visible_texts(renderer.snapshot(original, width, height), height),
        )
        for width, height in WIDTHS
    }


def code_texts_at_both_widths(renderer, pages: dict[int, str], original: str) -> dict[int, tuple[list, list]]:
    """For each width of `WIDTHS`, the texts as exported code rendered in the browser (`pages`, one per width, run
    with their scripts: react-native-web) and as the original page show them there."""
    return {
        width: (
            visible_texts(renderer.snapshot(pages[width], width, height, scripts=True), height),
            visible_texts(renderer.snapshot(original, width, height), height),
        )
        for width, height in WIDTHS
    }


def conversion_at_both_widths(page: str, factor: int):
    """The page rendered at 390x844, enlarged `factor` times and converted; and for each width of `WIDTHS`, the
    texts as the conversion and as the page show them there."""
    with Renderer() as renderer:
        result = convert(scaled(renderer.render_png(page, 390, 844), factor))
        return result, texts_at_both_widths(renderer, result.html, page)


def converted_screen(page: str, factor: int) -> Screen:
    """The page rendered at 390x844, enlarged `factor` times, converted."""
    with Renderer() as renderer:
        drawn = renderer.render_png(page, 390, 844)
    return convert(scaled(drawn, factor)).screen


def converted_at_both_widths(page: str, factor: int) -> tuple[Screen, dict[int, tuple[list[dict], list[dict]]]]:
    """The page converted at `factor`, and the texts of our HTML and of the page at each width of `WIDTHS`."""
    result, shown = conversion_at_both_widths(page, factor)
    return result.screen, shown
