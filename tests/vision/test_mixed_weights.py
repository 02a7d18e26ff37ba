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


# A caption that wraps and ends in a bold credit, a feed line in bold with a plain date after it, and a paragraph
# of one weight, in a small size: the bold holds less extra ink at 12 px than a short line's rule asks of it.
ARTICLE = """<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:"Liberation Sans";background:#fff;color:#222;padding:24px 12px}
.photo{height:180px;background:linear-gradient(135deg,#4a7c59,#a3c9a8)}
figcaption{font-size:12px;line-height:1.5;color:#666;padding:6px 0 18px}figcaption b{color:#333}
.summary{font-size:15px;font-weight:700;line-height:1.4;padding-bottom:14px}.summary span{font-weight:400;color:#999}
p{font-size:15px;line-height:1.6;color:#333}
</style></head><body><div class="photo"></div>
<figcaption>The restored boardwalk runs for two miles along the eastern shore of the lake, past the old ferry pier.
<b>Photo: Marta Lindqvist / Lakeside Courier</b></figcaption>
<div class="summary">Jonas Weber shared an album with the Weekend Hikers group <span>2 Hours Ago</span></div>
<p>Volunteers from six neighbouring towns cleared the reeds, rebuilt the railings and planted a meadow of native
grasses where the parking lot once stood, and the council plans a second stretch next spring.</p>
</body></html>"""

CREDITS = {
    "boardwalk": "Photo: Marta Lindqvist / Lakeside Courier",
    "Jonas": "Jonas Weber shared an album with the Weekend Hikers group",
}


@pytest.fixture(scope="module", params=[1, 3])
def article(request) -> list[TextNode]:
    return texts_of(converted_screen(ARTICLE, request.param))


def _starting(texts: list[TextNode], word: str) -> TextNode:
    found = [t for t in texts if t.text.strip().startswith(word) or f" {word}" in t.text]
    assert len(found) == 1, [t.text for t in texts]
    return found[0]


@pytest.mark.parametrize("word", sorted(CREDITS))
def test_a_longer_text_keeps_its_bold_part(article, word):
    text = _starting(article, word)
    assert " ".join(_bold_words(text).split()) == CREDITS[word], text.runs


def test_a_paragraph_of_one_weight_keeps_one(article):
    text = _starting(article, "Volunteers")
    assert {r.font.weight for r in text.runs if r.font is not None} <= {text.font.weight}
    assert text.font.weight < 600
