"""Checks of the quality gate, as plain functions over a frame's HTML and its rendered Screen IR."""

from __future__ import annotations

import io
import re
from html import unescape

from PIL import Image, ImageStat

from app.agent.contrast import contrast_ratio
from app.ir import BoxNode, Color, Screen, TextNode

EXTERNAL = re.compile(
    r"https?:|(?:src|href|action|poster|srcset|data)\s*=\s*[\"']?\s*//|url\(\s*[\"']?\s*//|@import", re.IGNORECASE
)
HANDLER = re.compile(r"\son[a-z]+\s*=", re.IGNORECASE)
TAG = re.compile(r"<[a-zA-Z][^>]*>")
ROOT = re.compile(r":root\{([^}]*)\}")
STYLE_BLOCK = re.compile(r"<style>(.*?)</style>", re.DOTALL)
STYLE_ATTR = re.compile(r"\sstyle=(?:\"([^\"]*)\"|'([^']*)')")
COLOUR_LITERAL = re.compile(r"#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(")


TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)


def snapshot_of(renderer, html: str) -> dict:
    """The page's snapshot at 390x844; it must be this page's (its title), never a blank one."""
    want = unescape(TITLE.search(html).group(1)) if TITLE.search(html) else None
    snapshot = renderer.snapshot(html, 390, 844)
    assert snapshot.get("root") and (want is None or snapshot.get("title") == want), (
        f"the renderer did not lay out {want!r}"
    )
    return snapshot


def png_of(renderer, html: str) -> Image.Image:
    """The page as a greyscale picture; a blank picture fails."""
    image = Image.open(io.BytesIO(renderer.render_png(html, 390, 844))).convert("L")
    assert ImageStat.Stat(image).stddev[0] > 2, "the renderer returned a blank picture"
    return image


def root_variables(html: str) -> dict[str, str]:
    match = ROOT.search(html)
    assert match, "no :root block"
    out = {}
    for declaration in match.group(1).split(";"):
        name, _, value = declaration.partition(":")
        if name.strip():
            out[name.strip()] = value.strip()
    return out


def safety_problems(html: str) -> list[str]:
    problems = []
    if "<script" in html.lower():
        problems.append("script tag")
    for tag in TAG.findall(html):
        if HANDLER.search(tag):
            problems.append(f"event handler in {tag[:60]}")
    if EXTERNAL.search(html) or "//" in html:
        problems.append("external URL")
    for bad in ("<img", "<iframe", "<link", "<object", "<embed", "<video", "<audio"):
        if bad in html.lower():
            problems.append(f"external element {bad}")
    return problems


def colour_literals_outside_root(html: str) -> list[str]:
    """Colours written anywhere but the :root block (style sheets, style attributes)."""
    found = []
    for block in STYLE_BLOCK.findall(html):
        found += COLOUR_LITERAL.findall(ROOT.sub("", block))
    for double, single in STYLE_ATTR.findall(html):
        found += COLOUR_LITERAL.findall(double or single)
    return found


def _over(top: Color, bottom: tuple[float, float, float]) -> tuple[float, float, float]:
    a = top.a
    return tuple(getattr(top, ch) * a + v * (1 - a) for ch, v in zip("rgb", bottom))


def _backdrops(chain: list[BoxNode]) -> list[tuple[float, float, float]]:
    """The possible colours behind a text: composited from the root up through every painting ancestor
    (a gradient counts as each of its stops)."""
    layers: list[tuple[float, float, float]] = [(255.0, 255.0, 255.0)]
    for box in chain:
        style = box.style
        if style.gradient is not None:
            layers = [_over(stop, base) for base in layers for stop, _ in style.gradient.stops]
        elif style.background is not None:
            layers = [_over(style.background, base) for base in layers]
    return layers


def text_contrasts(screen: Screen) -> list[tuple[TextNode, float, float]]:
    """Every text node with its worst contrast against what is behind it, and the ratio it needs."""
    out = []

    def visit(node, chain: list[BoxNode], opacity: float) -> None:
        if isinstance(node, BoxNode):
            for child in node.children:
                visit(child, chain + [node], opacity * node.style.opacity)
        elif isinstance(node, TextNode) and node.text.strip():
            backs = _backdrops(chain)
            alpha = node.color.a * opacity * node.style.opacity
            worst = min(
                contrast_ratio(
                    tuple(
                        round(c) for c in _over(Color(r=node.color.r, g=node.color.g, b=node.color.b, a=alpha), back)
                    ),
                    tuple(round(c) for c in back),
                )
                for back in backs
            )
            large = node.font.size >= 24 or (node.font.size >= 18.66 and node.font.weight >= 700)
            out.append((node, worst, 3.0 if large else 4.5))

    visit(screen.root, [], 1.0)
    return out


def contrast_failures(screen: Screen) -> list[str]:
    return [
        f"{node.text[:40]!r} {ratio:.2f} < {need} ({node.color.hex}, {node.font.size}px)"
        for node, ratio, need in text_contrasts(screen)
        if ratio < need
    ]


def clipped_ancestor(chain: list[BoxNode]) -> bool:
    return any(box.style.clips for box in chain[1:])


def texts_past_the_edge(screen: Screen, width: float = 390) -> list[str]:
    """Texts that reach past the right edge without a clipping container (carousels) or an ellipsis."""
    out = []

    def visit(node, chain: list[BoxNode]) -> None:
        if isinstance(node, BoxNode):
            for child in node.children:
                visit(child, chain + [node])
        elif isinstance(node, TextNode) and node.max_lines is None and not clipped_ancestor(chain):
            if node.frame.right > width + 1 or node.frame.x < -1:
                out.append(f"{node.text[:40]!r} at x {node.frame.x:.0f}..{node.frame.right:.0f}")

    visit(screen.root, [])
    return out
