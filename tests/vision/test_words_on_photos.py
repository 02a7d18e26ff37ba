"""Words set on a photo (a hero's title and its credit) are texts of the page laid over the picture: the photo
becomes a box painted with it, holding the words as texts, and growing with the screen with the words at its foot.
Every exporter paints that box with the photo under what it holds. And a bar's price over its dates, beside its
button, is two texts: the price line left room for the dates' first word."""

from __future__ import annotations

import re

import pytest

from app import codegen
from app.ir import BoxNode, backdrop_of
from app.render import Renderer
from tests.vision.tree import conversion_at_both_widths, descendants, parent_of, texts_of

HILLS = """<svg viewBox="0 0 390 260" preserveAspectRatio="none" style="display:block;width:100%;height:100%">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3f73"/>
<stop offset=".6" stop-color="#e58e5a"/><stop offset="1" stop-color="#f6c27a"/></linearGradient>
<radialGradient id="sun" cx=".7" cy=".45" r=".25"><stop offset="0" stop-color="#fff4c9"/>
<stop offset="1" stop-color="#fff4c9" stop-opacity="0"/></radialGradient></defs>
<rect width="390" height="260" fill="url(#sky)"/><rect width="390" height="260" fill="url(#sun)"/>
<path d="M0 170 L60 120 L120 160 L190 100 L260 150 L330 110 L390 140 L390 260 L0 260Z" fill="#5a4a6e"/>
<path d="M0 200 L80 165 L150 195 L230 160 L310 190 L390 170 L390 260 L0 260Z" fill="#3b3350"/>
<path d="M0 235 Q100 210 200 228 T390 222 L390 260 L0 260Z" fill="#1f1b2c"/>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="3"/>
<feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 .35 0"/></filter>
<rect width="390" height="260" filter="url(#grain)"/></svg>"""  # a photo's grain: no flat paint anywhere

PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:'DejaVu Sans',sans-serif;background:#fff;color:#222;display:flex;flex-direction:column;
min-height:100vh}}
.hero{{position:relative;width:100%;aspect-ratio:3/2}}
.words{{position:absolute;left:20px;bottom:18px;color:#fff}}
.label{{position:absolute;left:40%;top:22%;background:#fff;color:#222;font-size:14px;padding:6px 10px;
border-radius:6px}}
.words h1{{font-size:26px;font-weight:700}}
.words p{{font-size:13px;margin-top:6px;letter-spacing:.04em}}
.body{{padding:20px;font-size:15px;line-height:22px;color:#444}}
.bar{{margin-top:auto;display:flex;align-items:center;justify-content:space-between;padding:16px 24px;
border-top:1px solid #ddd}}
.price{{font-size:16px;line-height:22px}}
.reserve{{background:#e31c5f;color:#fff;font-size:16px;font-weight:700;padding:14px 30px;border-radius:8px}}
</style></head><body>
<div class="hero">{HILLS}<span class="label">Miradouro</span>
<div class="words"><h1>Lisbon at dusk</h1><p>PHOTO BY ANA REIS</p></div></div>
<div class="body">Seven hills, one river and the light that makes painters of everyone who stays a while.</div>
<div class="bar"><div><div class="price">$312 · $248 night</div><div class="price">Oct 12 - 17</div></div>
<span class="reserve">Reserve</span></div>
</body></html>
"""


@pytest.fixture(scope="module", params=[1, 3])
def converted(request):
    return conversion_at_both_widths(PAGE, request.param)


def _text(screen, words: str):
    return next(t for t in texts_of(screen) if words in t.text)


def _photo_box(screen, node):
    box = parent_of(node, screen.root)
    while box is not None and backdrop_of(box) is None:
        box = parent_of(box, screen.root)
    return box


def test_words_on_the_photo_are_texts_held_by_a_box_painted_with_it(converted):
    result, _ = converted
    screen = result.screen
    title, credit = _text(screen, "Lisbon"), _text(screen, "ANA REIS")
    box = _photo_box(screen, title)
    assert isinstance(box, BoxNode), "the title is not held by a box painted with the photo"
    assert any(node is credit for node in descendants(box))
    assert box.frame.width >= 380 and 250 <= box.frame.height <= 270, box.frame
    assert box.placement.width == "fill" and box.placement.aspect > 1.4, box.placement  # it grows with the screen
    # the box is painted with the photo in the HTML, and nothing of it is a picture laid over the words
    assert re.search(r"background:url\('data:image/webp;base64,", result.html)


def test_a_label_on_the_photo_is_a_box_of_its_own_holding_its_word(converted):
    """A word written on a patch of paint of its own on the photo (a place's label on a map) is held by a box
    painted with that paint, inside the photo's box."""
    result, _ = converted
    screen = result.screen
    word = _text(screen, "Miradouro")
    label = parent_of(word, screen.root)
    assert isinstance(label, BoxNode) and label.style.background is not None, label
    assert min(label.style.background.r, label.style.background.g, label.style.background.b) >= 245
    assert 4 <= label.style.radii.top_left <= 9 and label.frame.width >= word.frame.width + 12, label
    assert any(node is label for node in descendants(_photo_box(screen, word)))


@pytest.mark.parametrize("width", [390, 430])
def test_the_words_stay_at_the_photos_foot(converted, width):
    """On either screen the title and the credit stand where the page has them (within 8 px): at 430 the photo is
    taller, and the words keep to its foot."""
    _, shown = converted
    ours, theirs = shown[width]
    for words in ("Lisbon at dusk", "PHOTO BY ANA REIS"):
        got = next(t["bbox"] for t in ours if t["text"] == words)
        want = next(t["bbox"] for t in theirs if t["text"] == words)
        assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (width, words, got, want)


def test_a_price_line_beside_a_button_is_not_joined_to_the_dates_under_it(converted):
    result, _ = converted
    texts = [t.text.lower() for t in texts_of(result.screen)]  # (the reader may take a capital for a small letter)
    assert "$312 · $248 night" in texts and "oct 12 - 17" in texts, texts


SPELLED = {  # how each target paints a box with its photo, under what it holds
    "flutter": "image: DecorationImage(",
    "react_native": 'resizeMode="cover"',
    "swiftui": ".background {",
    "jetpack_compose": "modifier = Modifier.matchParentSize()",
}


@pytest.mark.parametrize("framework", sorted(SPELLED))
def test_every_export_paints_the_box_with_the_photo_under_its_words(converted, framework):
    result, _ = converted
    with Renderer() as renderer:
        laid_out = renderer.layout(result.html, 390, 844)
    source = codegen.generate(laid_out, framework, "Dusk", image_address=lambda src: "https://cdn.test/photo.webp").code
    painted = source.find(SPELLED[framework])
    assert painted >= 0, source
    if framework != "swiftui":  # (a SwiftUI background is written after the view it paints)
        assert source.find("photo.webp") < source.find("Lisbon at dusk"), "the photo is drawn over the words"
    assert "width: 390" not in source and "width: 390," not in source


PERSON = """<svg viewBox="0 0 160 130" preserveAspectRatio="none" style="position:absolute;inset:0;width:100%;height:100%">
<defs><linearGradient id="dusk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2a6b"/>
<stop offset="1" stop-color="#a8325e"/></linearGradient>
<filter id="grain2"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="5"/>
<feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 .3 0"/></filter></defs>
<rect width="160" height="130" fill="url(#dusk)"/><circle cx="118" cy="38" r="19" fill="#f4a261"/>
<ellipse cx="120" cy="118" rx="44" ry="48" fill="#2a4aa8"/>
<rect width="160" height="130" filter="url(#grain2)"/></svg>"""

CARDS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:'DejaVu Sans',sans-serif;background:#000;color:#fff;padding:16px}}
.grid{{display:grid;grid-template-columns:1fr 1fr;gap:12px}}
.card{{position:relative;height:130px;border-radius:14px;background:#1c1c1e;padding:12px;overflow:hidden}}
.card h3{{position:relative;font-size:15px}} .card b{{position:relative;display:block;font-size:20px;margin-top:36px}}
.card small{{position:relative;display:block;font-size:13px;color:#ddd;margin-top:2px}}
</style></head><body><div class="grid">
<div class="card"><h3>Sessions</h3><b>3 runs</b><small>Outdoor · 42 min</small></div>
<div class="card">{PERSON}<h3>Trainer Tips</h3><b>Build a Habit</b><small>With Kim · 2 min</small></div>
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_card_that_is_a_photo_holds_its_words_and_keeps_its_photo(factor):
    """A card that is a photo with its words on it (most of it words) is a box painted with the photo, with its
    corners, holding the words; a flat card beside it stays a card painted with its colour."""
    from tests.vision.tree import converted_screen

    screen = converted_screen(CARDS, factor)
    photo = _photo_box(screen, _text(screen, "Build a Habit"))
    assert isinstance(photo, BoxNode), "the photo card's words are not on its photo"
    for words in ("Trainer Tips", "With Kim"):
        assert any(node is _text(screen, words) for node in descendants(photo)), words
    assert 150 <= photo.frame.width <= 190 and 120 <= photo.frame.height <= 140, photo.frame
    assert 8 <= photo.style.radii.top_left <= 20, photo.style.radii
    assert _photo_box(screen, _text(screen, "Sessions")) is None
