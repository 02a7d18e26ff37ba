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
    return Screen(root=BoxNode(
        id="root", frame=Rect(x=0, y=0, width=390, height=844), style=Style(background=Color(r=255, g=255, b=255)),
        layout=Flex(direction="column", gap=12, padding=Insets(top=16, right=16, bottom=16, left=16)),
        children=[
            BoxNode(id="b", role="button", name="Start", frame=Rect(x=16, y=16, width=358, height=48),
                    style=Style(background=primary),
                    layout=Flex(direction="row", justify="center", align="center"),
                    children=[TextNode(id="t", text="Start <now>", frame=Rect(x=160, y=30, width=70, height=20),
                                       font=Font(size=16, weight=600), color=Color(r=255, g=255, b=255))]),
            ImageNode(id="i", src="data:image/png;base64,iVBORw0KGgo=", alt="Logo",
                      frame=Rect(x=16, y=76, width=40, height=40)),
        ]))


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
