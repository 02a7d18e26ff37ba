"""Screens set in a serif face (a reading app, a shop with a bookish look) come out in that face: the face whose
letters the screenshot's look like, among those installed, and a stack that falls back to a serif."""

from __future__ import annotations

import re

import pytest

from app.render import Renderer
from app.vision import convert
from app.vision.typefaces import load_face
from tests.vision.tree import scaled

ARTICLES = "".join(
    f'<div class="row"><div class="thumb"></div><div><h3>{title}</h3><p>{line}</p></div></div>'
    for title, line in (
        ("The quiet art of walking", "Ten years of evening walks through one city"),
        ("Bread, slowly", "What a sourdough starter teaches about patience"),
        ("Letters from the coast", "A fisherman's notebook, kept for forty winters"),
        ("On reading aloud", "Why stories sound different when they are heard"),
    )
)


def page(face: str) -> str:
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:"{face}";background:#fbf8f3;color:#2b2118}}
header{{padding:54px 20px 12px;font-size:30px;font-weight:700}}
.lead{{padding:0 20px 16px;font-size:16px;color:#6b5a48}}
.row{{display:flex;gap:14px;padding:14px 20px;border-top:1px solid #e6ddd0}}
.thumb{{width:64px;height:64px;border-radius:6px;background:#d9c7ad;flex:none}}
h3{{font-size:18px;font-weight:700;margin-bottom:4px}}
p{{font-size:15px;color:#6b5a48;line-height:1.35}}
</style></head><body><header>Reading list</header><div class="lead">Saved stories for a slow Sunday</div>
{ARTICLES}</body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
@pytest.mark.parametrize("face", ["Liberation Serif", "DejaVu Serif", "DejaVu Sans"])
def test_the_face_is_the_one_the_letters_look_like(face, factor):
    if load_face(face) is None:
        pytest.skip(f"{face} is not installed here")
    with Renderer() as renderer:
        result = convert(scaled(renderer.render_png(page(face), 390, 844), factor))
    assert result.screen.fonts == [face]
    stack = re.search(r"--font-sans:([^;]*)", result.html)
    assert stack is not None
    generic = "sans-serif" if "Sans" in face else "serif"
    assert stack.group(1).rstrip().endswith(f", {generic}") and face in stack.group(1)
