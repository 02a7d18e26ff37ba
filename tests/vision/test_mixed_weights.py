"""Words of one line in two weights: a bold figure before its caption, a plain label before a bold amount. The runs
of the converted text carry each part's weight; lines of one weight (short words whose ink reads a fifth either way
among them) keep one. The page is written here, rendered at 1x and 3x and converted."""

from __future__ import annotations

import pytest

from app.ir import TextNode
from tests.vision.tree import converted_screen, texts_of

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"DejaVu Sans";background:#fff;color:#1f2937}
h1{font-size:22px;font-weight:700;padding:56px 20px 4px}
.handle{font-size:14px;color:#6b7280;padding:0 20px}
.stats{display:flex;gap:28px;padding:18px 20px;font-size:15px}.stats b{margin-right:4px}
.line{display:flex;justify-content:space-between;padding:12px 20px;font-size:15px;border-top:1px solid #e5e7eb}
</style></head><body><h1>Priya Raman</h1><div class="handle">Sea salt studio</div>
<div class="stats"><div><b>248</b>Posts</div><div><b>1204</b>Followers</div><div><b>389</b>Following</div></div>
<div class="line"><span>Merino crew sweater</span><span>$84.00</span></div>
<div class="line"><span>Order shipped today</span><span>2 items</span></div>
<div class="line"><span>Tom Becker</span><span style="font-weight:600;color:#4f46e5">View all</span></div>
<div class="line"><span>Shipping: <b>$11.00</b></span></div>
<div class="line"><span>Total: <b>$129.00</b></span></div>
<div class="line"><span><b>12.4k</b> stars · 2d</span></div>
<div class="line"><span><b>José Peña</b> replied</span></div>
</body></html>"""

SPLIT = {
    "248 Posts": "248",
    "1204 Followers": "1204",
    "389 Following": "389",
    "Shipping: $11.00": "$11.00",
    "Total: $129.00": "$129.00",
    "12.4k stars · 2d": "12.4k",  # (short words go with the side they stand in)
    "José Peña replied": "José Peña",  # (accented letters are Latin too)
}
PLAIN = ("Priya Raman", "Sea salt studio", "Merino crew sweater", "Order shipped today", "Tom Becker", "View all")


@pytest.fixture(scope="module", params=[1, 3])
def texts(request) -> dict[str, TextNode]:
    return {t.text.strip(): t for t in texts_of(converted_screen(PAGE, request.param))}


def _bold_words(text: TextNode) -> str:
    return "".join(r.text for r in text.runs if r.font is not None and r.font.weight >= 600).strip()


def test_lines_in_two_weights_carry_runs_in_each(texts):
    split = [line for line in SPLIT if line in texts and texts[line].runs]
    assert len(split) >= 5, {line: texts.get(line) for line in SPLIT}
    for line in split:
        assert _bold_words(texts[line]) == SPLIT[line]
        plain = [r for r in texts[line].runs if r.font is not None and r.font.weight < 600]
        assert plain and "".join(r.text for r in plain).strip() == line.replace(SPLIT[line], "").strip()


@pytest.mark.parametrize("line", PLAIN)
def test_lines_of_one_weight_keep_one(texts, line):
    assert line in texts, sorted(texts)
    weights = {r.font.weight for r in texts[line].runs if r.font is not None}
    assert len(weights) <= 1
