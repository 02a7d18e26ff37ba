"""The HTML emitter: self-contained documents that re-render like the screen they describe."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image, ImageChops, ImageStat

from app.ir import BoxNode, Color, Flex, Font, ImageNode, Insets, Rect, Screen, Style, TextNode
from app.ir.html import body_html, document
from app.render import Renderer
from tests.designtool.screens import SCREENS


def mean_difference(a: bytes, b: bytes) -> float:
    first, second = (Image.open(io.BytesIO(x)).convert("L") for x in (a, b))
    return ImageStat.Stat(ImageChops.difference(first, second)).mean[0]


@pytest.fixture(scope="module")
def renderer():
    with Renderer() as shared:
        yield shared


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_html_to_ir_to_html_renders_the_same_picture(renderer, name):
    source = SCREENS[name]
    emitted = document(renderer.layout(source))
    difference = mean_difference(renderer.render_png(source), renderer.render_png(emitted))
    assert difference < 1.5, difference
    assert "<script" not in emitted
    assert not re.search(r"""(src|href)=["']?(https?:)?//|url\(["']?(https?:)?//""", emitted)


def tiny_screen() -> Screen:
    primary = Color(r=79, g=70, b=229)
    return Screen(
        root=BoxNode(
            id="root",
            frame=Rect(x=0, y=0, width=390, height=844),
            style=Style(background=Color(r=255, g=255, b=255)),
            layout=Flex(direction="column", gap=12, padding=Insets(top=16, right=16, bottom=16, left=16)),
            children=[
                BoxNode(
                    id="b",
                    role="button",
                    name="Start",
                    frame=Rect(x=16, y=16, width=358, height=48),
                    style=Style(background=primary),
                    layout=Flex(direction="row", justify="center", align="center"),
                    children=[
                        TextNode(
                            id="t",
                            text="Start <now>",
                            frame=Rect(x=160, y=30, width=70, height=20),
                            font=Font(size=16, weight=600),
                            color=Color(r=255, g=255, b=255),
                        )
                    ],
                ),
                ImageNode(
                    id="i",
                    src="data:image/png;base64,iVBORw0KGgo=",
                    alt="Logo",
                    frame=Rect(x=16, y=76, width=40, height=40),
                ),
            ],
        )
    )


def test_tokens_become_css_variables_and_text_is_escaped():
    html = document(tiny_screen(), variables={"--primary": "#4f46e5"}, tokens={"#4f46e5": "--primary"})
    assert ":root{--primary:#4f46e5" in html
    assert "background:var(--primary)" in html
    assert "Start &lt;now&gt;" in html
    assert "<button" in html and "display:flex" in html and "gap:12px" in html
    body = body_html(tiny_screen())
    assert body.startswith("<div") and "<html" not in body and "#4f46e5" in body


def test_a_theme_change_restyles_the_markup(renderer):
    screen = tiny_screen()
    tokens = {"#4f46e5": "--primary"}
    indigo = renderer.render_png(document(screen, variables={"--primary": "#4f46e5"}, tokens=tokens))
    teal = renderer.render_png(document(screen, variables={"--primary": "#0d9488"}, tokens=tokens))
    pick = lambda png: Image.open(io.BytesIO(png)).convert("RGB").getpixel((30, 30))  # noqa: E731
    assert pick(indigo) == (79, 70, 229) and pick(teal) == (13, 148, 136)


def test_runs_of_another_colour_become_spans_and_a_switch_says_its_state(renderer):
    from app.ir import TextRun

    blue = Color(r=87, g=107, b=149)
    screen = tiny_screen()
    screen.root.children.append(
        TextNode(
            id="p",
            text="Read the terms",
            frame=Rect(x=16, y=130, width=200, height=20),
            font=Font(size=16),
            runs=[TextRun(text="Read the "), TextRun(text="terms", color=blue)],
        )
    )
    screen.root.children.append(
        BoxNode(
            id="s",
            role="switch",
            checked=True,
            frame=Rect(x=16, y=160, width=52, height=32),
            style=Style(background=Color(r=7, g=193, b=96)),
            layout=Flex(direction="row", justify="end", align="center"),
            children=[
                BoxNode(
                    id="k",
                    frame=Rect(x=38, y=162, width=28, height=28),
                    style=Style(background=Color(r=255, g=255, b=255)),
                )
            ],
        )
    )
    html = document(screen)
    assert 'Read the <span style="color:#576b95">terms</span>' in html
    assert 'role="switch" aria-checked="true"' in html
    texts = []

    def walk(node):
        texts.extend(c["text"].strip() for c in node.get("children", []) if "text" in c)
        for c in node.get("children", []):
            if "text" not in c:
                walk(c)

    walk(renderer.snapshot(html, 390, 844)["root"])
    assert "Read the" in texts and "terms" in texts  # two runs of text, as a reader of the page sees them


@pytest.mark.parametrize("tag_height", [20, 14])
def test_a_tag_in_a_line_of_text_leaves_the_line_as_tall_as_its_line_height(renderer, tag_height):
    """A title and the tag set after it, in a paragraph whose lines are 20 px apart: a tag as tall as the line stands
    at the line's top, a smaller one is centred on it, and neither makes the line taller than 20 px."""
    font = Font(size=16, line_height=20)
    title = TextNode(id="t", text="Merino wool crew sweater", font=font, frame=Rect(x=16, y=16, width=200, height=19))
    label = TextNode(id="l", text="Low stock", font=Font(size=12), frame=Rect(x=230, y=19, width=60, height=14))
    tag = BoxNode(
        id="g",
        frame=Rect(x=222, y=16, width=76, height=tag_height),
        style=Style(background=Color(r=255, g=193, b=7)),
        layout=Flex(direction="row", align="center", padding=Insets(left=8, right=8)),
        children=[label],
    )
    paragraph = BoxNode(
        id="p",
        role="text",
        frame=Rect(x=16, y=16, width=358, height=20),
        layout=Flex(direction="row", inline=True),
        children=[title, tag],
    )
    root = BoxNode(id="root", frame=Rect(x=0, y=0, width=390, height=844), children=[paragraph])
    html = document(Screen(name="Tag", width=390, height=844, root=root))
    assert ("vertical-align:top" in html) == (tag_height == 20)
    texts = [t for t in _texts_of(renderer.snapshot(html, 390, 844)) if t["text"] == "Merino wool crew sweater"]
    assert texts
    lines = [node for node in _nodes(renderer.snapshot(html, 390, 844)) if node.get("tag") == "p"]
    assert lines and abs(lines[0]["rect"][3] - 20) < 0.5, lines[0]["rect"]


def _nodes(snapshot: dict):
    stack = [snapshot["root"]]
    while stack:
        node = stack.pop()
        yield node
        stack += [c for c in node.get("children", []) if "text" not in c]


def _texts_of(snapshot: dict):
    for node in _nodes(snapshot):
        yield from (c for c in node.get("children", []) if "text" in c)
