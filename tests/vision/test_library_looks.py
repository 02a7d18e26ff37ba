"""Looks other UI libraries are built with: cards set in from the sides on an off-white page, a dark title over
grey text in a row, a photo as wide as the screen, buttons and avatars painted with a gradient. Each page is
written here, rendered, converted and checked for how the conversion is built."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.codegen import generate
from app.ir import BoxNode, Flex, ImageNode, Placement, Rect, Screen, TextNode
from app.ir.html import document
from app.render import Renderer
from app.vision import convert
from app.vision.gradients import linear_ramp
from app.vision.ocr import TextRun
from app.vision.paragraphs import paragraphs
from app.vision.surfaces import find_regions
from tests.vision.tree import parent_of, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import visible_texts  # noqa: E402

FONT = "font-family:'DejaVu Sans',sans-serif"

DASHBOARD = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f9fafb; {FONT}; color: #111827 }}
header {{ background: #fff; border-bottom: 1px solid #e5e7eb; padding: 18px 16px; font-size: 20px; font-weight: 700 }}
.grid {{ display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin: 16px }}
.card {{ background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px }}
.label {{ font-size: 13px; color: #6b7280 }} .number {{ font-size: 24px; font-weight: 700; margin-top: 6px }}
.list {{ background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; margin: 0 16px }}
.row {{ display: flex; justify-content: space-between; padding: 14px 16px; border-bottom: 1px solid #e5e7eb }}
.title {{ font-size: 14px; font-weight: 700 }} .sub {{ font-size: 12px; color: #6b7280; margin-top: 4px }}
.amount {{ font-size: 14px; color: #16a34a }}
</style></head><body><header>Overview</header>
<div class="grid">
  <div class="card"><div class="label">Total revenue</div><div class="number">$48,290</div></div>
  <div class="card"><div class="label">Orders</div><div class="number">1,284</div></div>
  <div class="card"><div class="label">Refund rate</div><div class="number">2.36%</div></div>
  <div class="card"><div class="label">Average order</div><div class="number">$37.61</div></div>
</div>
<div class="list">
  <div class="row"><div><div class="title">Reform Studio paid</div><div class="sub">Invoice 2041 from Stripe</div></div>
    <div class="amount">+$2,450.00</div></div>
  <div class="row"><div><div class="title">New order 10482</div><div class="sub">3 items for Tom Cook</div></div>
    <div class="amount">$186.40</div></div>
  <div class="row"><div><div class="title">Bank payout</div><div class="sub">Chase account 4021</div></div>
    <div class="amount">$8,000.00</div></div>
</div></body></html>"""

# a photo-like picture as wide as the screen (an inline SVG), with the product's name and price under it
PRODUCT = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT}; color: #222 }}
img {{ display: block; width: 100%; height: auto }}
h1 {{ margin: 14px 16px 4px; font-size: 20px }} p {{ margin: 0 16px; font-size: 15px; color: #e4393c }}
</style></head><body>
<img alt="" src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='390' height='300'>
<defs><radialGradient id='g' cx='0.3' cy='0.3' r='0.9'><stop offset='0' stop-color='%23fdf6ec'/>
<stop offset='1' stop-color='%23c9b79c'/></radialGradient></defs><rect width='390' height='300' fill='url(%23g)'/>
<circle cx='195' cy='150' r='90' fill='%23334155'/><circle cx='195' cy='150' r='30' fill='%23f8fafc'/>
<rect x='40' y='230' width='120' height='30' rx='6' fill='%23b45309'/></svg>">
<h1>Ceramic travel mug</h1><p>Only 89.00 today</p></body></html>"""

# two product cards whose photos take most of them, the texts under the photos on the cards' white
SVG = (
    "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='171' height='150'><defs>"
    "<radialGradient id='g'><stop offset='0' stop-color='%23fff7ed'/><stop offset='1' stop-color='%23fbbf24'/>"
    "</radialGradient></defs><rect width='171' height='150' fill='url(%23g)'/>"
    "<circle cx='85' cy='75' r='{r}' fill='%23{ink}'/></svg>"
)
CARDS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #1a1a1a }}
.grid {{ display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin: 24px 16px }}
.card {{ background: #fff; border-radius: 8px; overflow: hidden }}
.card img {{ display: block; width: 100%; height: 150px }}
.name {{ margin: 8px 10px 4px; font-size: 13px }} .price {{ margin: 0 10px 10px; font-size: 16px; color: #fa2c19 }}
</style></head><body><div class="grid">
<div class="card"><img alt="" src="{SVG.format(r=50, ink="334155")}"><div class="name">Wireless headphones</div>
<div class="price">2299.00</div></div>
<div class="card"><img alt="" src="{SVG.format(r=40, ink="b45309")}"><div class="name">Roasted walnuts</div>
<div class="price">89.90</div></div></div></body></html>"""

# a white card on a white page, seen by its shadow, its cover taking half of it
COVER_CARD = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT}; color: #1a1a1a }}
.card {{ margin: 24px 16px; border-radius: 4px; overflow: hidden;
         box-shadow: 0 2px 1px -1px rgba(0,0,0,.2), 0 1px 1px rgba(0,0,0,.14), 0 1px 3px rgba(0,0,0,.12) }}
.card img {{ display: block; width: 100%; height: 200px }}
h2 {{ margin: 16px 16px 4px; font-size: 22px; font-weight: 400 }} p {{ margin: 0 16px 20px; color: #666 }}
</style></head><body><div class="card"><img alt="" src="{
    SVG.format(r=60, ink="1e1b4b").replace("width='171' height='150'", "width='358' height='200'")
}"><h2>Midnight Harbor</h2><p>Aurora Lane, Neon Tides</p></div></body></html>"""

GRADIENTS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT} }}
.buy {{ margin: 40px 16px; height: 48px; border-radius: 24px; color: #fff; font-size: 17px; display: flex;
        align-items: center; justify-content: center; background: linear-gradient(90deg, #ffd01e, #ff8917) }}
.avatar {{ margin: 0 16px; width: 64px; height: 64px; border-radius: 32px; color: #fff; font-size: 22px;
           display: flex; align-items: center; justify-content: center;
           background: linear-gradient(180deg, #a855f7, #6d28d9) }}
</style></head><body><div class="buy">Add to cart</div><div class="avatar">SW</div></body></html>"""


# Material list items: a 20 px icon centred on a title and the line under it; an outlined pill button
CONTACTS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fef7ff; {FONT}; color: #1d1b20 }}
.item {{ display: flex; align-items: center; gap: 16px; padding: 12px 16px }}
.icon {{ width: 20px; height: 16px; border-radius: 3px; background: #49454f; flex: none }}
.title {{ font-size: 16px; line-height: 24px }} .sub {{ font-size: 14px; line-height: 20px; color: #49454f }}
.pill {{ margin: 24px 16px; height: 40px; border: 1px solid #79747e; border-radius: 20px; display: flex;
         align-items: center; justify-content: center; font-size: 14px; color: #6750a4 }}
</style></head><body>
<div class="item"><div class="icon"></div><div><div class="title">maya@northwind.io</div>
<div class="sub">Work email</div></div></div>
<div class="item"><div class="icon"></div><div><div class="title">+351 912 408 377</div>
<div class="sub">Mobile, 9:00 to 18:00</div></div></div>
<div class="item"><div class="icon"></div><div><div class="title">Rua Augusta 148</div>
<div class="sub">Studio address</div></div></div>
<div class="pill">Message</div></body></html>"""


def _holder(root: BoxNode, text: str) -> BoxNode | None:
    """The innermost painted box holding a text that starts with `text`."""
    found = None

    def walk(node, painted):
        nonlocal found
        if isinstance(node, TextNode) and node.text.startswith(text):
            found = painted
        for child in getattr(node, "children", []):
            paints = isinstance(child, BoxNode) and (child.style.background is not None or child.style.gradient)
            walk(child, child if paints else painted)

    walk(root, None)
    return found


def test_cards_set_in_from_the_sides_are_the_things_and_the_margins_the_page():
    """White cards cover more of the screen than the off-white page round them; the page is still what shows down
    the screen's sides, and each card is a white container holding its texts."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(DASHBOARD, 390, 844))
    page = conversion.screen.root.style.background
    assert (page.r, page.g, page.b) == (249, 250, 251)
    for text in ("Total revenue", "Orders", "Reform Studio paid"):
        holder = _holder(conversion.screen.root, text)
        assert holder is not None and holder is not conversion.screen.root, text
        assert (holder.style.background.r, holder.style.background.g, holder.style.background.b) == (255, 255, 255)


def test_a_dark_title_over_grey_text_is_two_texts():
    """A bold title and the grey line under it start at one edge and could be one wrapped paragraph by their sizes
    and places; their inks tell them apart."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(DASHBOARD, 390, 844))
    texts = [t.text for t in texts_of(conversion.screen)]
    for title, sub in (
        ("Reform Studio paid", "Invoice 2041"),
        ("New order 10482", "3 items"),
        ("Bank payout", "Chase"),
    ):
        assert any(t.startswith(title) and sub not in t for t in texts), texts
        assert any(t.startswith(sub) for t in texts), texts


def test_a_photo_as_wide_as_the_screen_keeps_its_proportions_on_a_wider_screen():
    """The photo takes the screen's width and its height follows: at 430 px it is taller, and the name under it
    moves down with it, as it does on the original page."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(PRODUCT, 390, 844))
        photos = [n for n in conversion.screen.walk() if isinstance(n, ImageNode) and n.frame.width >= 380]
        assert len(photos) == 1
        photo = photos[0]
        assert photo.placement.width == "fill"
        assert abs(photo.placement.aspect - 390 / 300) < 0.02
        wide = {t["text"]: t["bbox"] for t in visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)}
        truth = {t["text"]: t["bbox"] for t in visible_texts(renderer.snapshot(PRODUCT, 430, 932), 932)}
    name = "Ceramic travel mug"
    assert abs(wide[name][1] - truth[name][1]) <= 4  # the original's name sits 30 px lower at 430, as ours does
    for framework, written in (
        ("react_native", "aspectRatio: 1.3"),
        ("flutter", "AspectRatio("),
        ("swiftui", ".aspectRatio(1.3"),
        ("jetpack_compose", "aspectRatio(1.3"),
    ):
        assert written in generate(conversion.screen, framework).code, framework


def test_html_writes_a_growing_picture_with_its_proportions():
    image = ImageNode(
        id="photo",
        frame=Rect(x=0, y=0, width=390, height=260),
        src="data:image/png;base64,AA==",
        placement=Placement(width="fill", aspect=1.5),
    )
    root = BoxNode(
        id="root", frame=Rect(x=0, y=0, width=390, height=844), layout=Flex(direction="column"), children=[image]
    )
    html = document(Screen(root=root))
    assert "aspect-ratio:1.5" in html and "height:auto" in html and "height:260px" not in html


def test_buttons_and_avatars_painted_with_a_gradient_are_gradient_surfaces():
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(GRADIENTS, 390, 844))
    button = _holder(conversion.screen.root, "Add to cart")
    assert button is not None and button.style.gradient is not None
    (start, _), (end, _) = button.style.gradient.stops
    assert button.style.gradient.angle == 90
    assert abs(start.g - 0xD0) <= 24 and abs(end.g - 0x89) <= 24  # yellow to orange, left to right
    avatar = _holder(conversion.screen.root, "SW")
    assert avatar is not None and avatar.style.gradient is not None and avatar.style.gradient.angle == 180
    assert avatar.style.radii.top_left >= 28  # a circle
    assert not any(isinstance(n, ImageNode) for n in conversion.screen.walk())


def test_a_flat_colour_or_a_photo_is_no_gradient():
    flat = np.full((40, 80, 3), 200, np.uint8)
    assert linear_ramp(flat, np.ones((40, 80), bool)) is None
    noise = np.random.default_rng(1).integers(0, 255, (40, 80, 3)).astype(np.uint8)
    assert linear_ramp(noise, np.ones((40, 80), bool)) is None


def test_a_gradient_whose_outermost_rows_blend_with_the_page_is_a_gradient():
    """A header resampled off a 3x picture blends its two last rows with the page under it: those are its rim, no
    stretch of another shading."""
    height, width = 120, 300
    across = np.linspace(0, 1, width)[None, :, None]
    red, orange = np.array([250, 44, 25]), np.array([250, 100, 25])
    header = np.broadcast_to(red + (orange - red) * across, (height, width, 3)).copy()
    page = np.array([247, 248, 250])
    header[-2] = 0.5 * header[-2] + 0.5 * page
    header[-1] = 0.15 * header[-1] + 0.85 * page
    ramp = linear_ramp(header.round().astype(np.uint8), np.ones((height, width), bool))
    assert ramp is not None and ramp.angle == 90


def test_a_speck_inside_a_picture_is_the_pictures_own():
    """A highlight cut off from the rest of a photo by a ring of the page's colour is part of the photo, not an
    icon lying on it."""
    image = np.full((300, 390, 3), 255, np.uint8)
    rng = np.random.default_rng(3)
    image[20:280, 20:370] = rng.integers(40, 200, (260, 350, 3))
    image[100:140, 100:140] = 255  # a ring of white...
    image[110:130, 110:130] = (30, 30, 30)  # ...round a speck
    regions = find_regions(image, np.array([255, 255, 255], np.uint8), np.zeros((300, 390), bool))
    assert [(r.kind, r.width, r.height) for r in regions] == [("picture", 350, 260)]


def test_a_card_whose_photo_takes_most_of_it_holds_the_photo_and_its_texts():
    """The photo covers most of each card, so the card is not mostly one colour; its texts are written on its white,
    so it is a card holding a picture and texts, not one picture with the words baked in, nor a flat box that lost
    its photo."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(CARDS, 390, 844))
    for name in ("Wireless headphones", "Roasted walnuts"):
        card = _holder(conversion.screen.root, name)
        assert card is not None and card is not conversion.screen.root, name
        assert (card.style.background.r, card.style.background.g, card.style.background.b) == (255, 255, 255)
    photos = [n for n in conversion.screen.walk() if isinstance(n, ImageNode) and n.frame.width > 120]
    assert len(photos) == 2 and all(140 <= p.frame.height <= 160 for p in photos)
    assert {t.text for t in texts_of(conversion.screen)} >= {
        "Wireless headphones",
        "Roasted walnuts",
        "2299.00",
        "89.90",
    }


def test_a_list_items_lines_stand_beside_an_icon_centred_on_them():
    """The icon is shorter than the two lines and centred on them: title and subtitle are one column beside it,
    each item one row, not the icon beside the title and the subtitle on a line of its own."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(CONTACTS, 390, 844))

    texts = {t.text: t for t in texts_of(conversion.screen)}
    for title, sub in (("maya@northwind.io", "Work email"), ("Rua Augusta 148", "Studio address")):
        column = parent_of(texts[title], conversion.screen.root)
        assert column is not None and parent_of(texts[sub], conversion.screen.root) is column
        row = parent_of(column, conversion.screen.root)
        assert row is not None and row.layout.direction == "row"
        assert any(not isinstance(c, TextNode) and c.frame.width <= 24 for c in row.children)
    # the outlined pill holds its label, not its own rounded corners read as pictures
    pill = [n for n in conversion.screen.walk() if isinstance(n, BoxNode) and n.style.border is not None]
    assert len(pill) == 1 and not any(isinstance(c, ImageNode) for c in pill[0].children)


def test_initials_on_a_shaded_disc_are_the_avatars():
    """An avatar painted with a radial shade is a picture; its initials are part of it, not a text that takes the
    disc's place and leaves it unpainted."""
    page = (
        f"<body style='margin:0;background:#fef7ff;{FONT}'><div style='margin:40px 147px;width:96px;height:96px;"
        "border-radius:48px;background:radial-gradient(circle at 30% 30%,#d0bcff,#6750a4);color:#fff;"
        "font-size:36px;display:flex;align-items:center;justify-content:center'>MR</div></body>"
    )
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(page, 390, 844))
    pictures = [n for n in conversion.screen.walk() if isinstance(n, ImageNode)]
    left, right = min(p.frame.x for p in pictures), max(p.frame.right for p in pictures)
    assert 90 <= right - left <= 100 and max(p.frame.height for p in pictures) >= 90
    assert not any(t.text == "MR" for t in texts_of(conversion.screen))


def test_a_paragraph_whose_first_line_left_room_for_no_long_word_is_one_paragraph():
    """The first line stops short because the next word is long ("connection."), and the lines under it read a little
    smaller off a resampled picture's tight boxes: still one paragraph, at the spacing its lines keep."""
    lines = [
        ("Documents now stay editable without a", 514, 242, 18),
        ("connection. Changes are merged with a CRDT", 537, 289, 16),
        ("layer when the device reconnects, so conflicts no", 559, 303, 15),
        ("longer need manual resolution.", 580, 190, 17),
    ]
    runs = [TextRun(text, 57, y, width, height, 0.99) for text, y, width, height in lines]
    found = paragraphs(runs)
    assert len(found) == 1 and len(found[0].lines) == 4


def test_a_rule_blurred_by_resampling_is_a_rule():
    """A 2 px timeline line read off a 3x picture stands 5 px wide with soft sides: a rule, not a picture that holds
    the rows beside it apart."""
    image = np.full((300, 120, 3), 255, np.uint8)
    image[40:232, 20] = image[40:232, 24] = (225, 240, 238)
    image[40:232, 21:24] = (38, 166, 154)
    regions = find_regions(image, np.array([255, 255, 255], np.uint8), np.zeros((300, 120), bool))
    assert [(r.kind, r.height) for r in regions] == [("divider", 192)] and regions[0].width <= 3


def test_a_card_of_the_pages_own_colour_drawn_by_its_shadow_holds_its_cover_and_texts():
    """A white card on a white page shows only by its shadow; its cover takes half of it. It is a card holding the
    cover and the texts written on the page's colour, not one picture with the texts baked in."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(COVER_CARD, 390, 844))
    texts = {t.text for t in texts_of(conversion.screen)}
    assert {"Midnight Harbor", "Aurora Lane, Neon Tides"} <= texts
    photos = [n for n in conversion.screen.walk() if isinstance(n, ImageNode) and n.frame.width > 300]
    assert len(photos) == 1 and photos[0].frame.height <= 210  # the cover alone, not the whole card as a picture


MARKS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 40px 24px; background: #fef7ff; display: flex; gap: 40px; align-items: center }
.chip { width: 28px; height: 16px; border-radius: 8px; background: #b3261e }
</style></head><body>
<svg width="24" height="24" viewBox="0 0 24 24"><path fill="#49454f" d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2
8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55
11.54L12 21.35z"/></svg>
<svg width="24" height="24" viewBox="0 0 24 24"><path fill="#49454f" d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75
7-13c0-3.87-3.13-7-7-7z"/></svg>
<div class="chip"></div></body></html>"""


def test_a_small_drawn_mark_is_a_picture_and_a_dot_or_swatch_a_box():
    """A heart or a pin painted in one colour is a drawn mark: its shape is no box rounded at its corners, so it stays
    a picture rather than becoming a dark rectangle. A small pill is a box of its colour."""
    with Renderer() as renderer:
        regions = find_regions_of(renderer.render_png(MARKS, 390, 844))
    small = sorted((r for r in regions if r.width <= 32 and r.height <= 32), key=lambda r: r.x)
    assert [r.kind for r in small] == ["picture", "picture", "surface"], [(r.kind, r.x) for r in small]


def find_regions_of(png: bytes):
    from app.vision.ground import page_colour
    from app.vision.ocr import text_mask
    from app.vision.picture import read_picture
    from app.vision.reading import read_text

    picture = read_picture(png)
    written = text_mask(read_text(picture), picture.css.shape)
    return find_regions(picture.css, page_colour(picture.css, written), written)


PRICES = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 40px 16px; background: #fff; font-family: 'DejaVu Sans', sans-serif; font-size: 18px }
.now { color: #ee0a24; font-weight: 600 } .was { color: #969799; margin-left: 6px }
</style></head><body><span class="now">¥89.00</span><span class="was">¥129.00</span></body></html>"""


def test_a_currency_sign_goes_with_the_amount_after_it():
    """A red price beside a grey one, read as one line: where the colour changes, the second "¥" (no letter, so of
    no colour of its own) starts the grey amount, not ends the red one; the blank between the two prices is a
    space."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(PRICES, 390, 844))
    pieces = [run.text.strip() for text in texts_of(conversion.screen) for run in text.runs]
    assert pieces == ["¥89.00", "¥129.00"], pieces
    assert [text.text for text in texts_of(conversion.screen)] == ["¥89.00 ¥129.00"]


ICON_ROW = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 24px 16px; background: #fff; font-family: 'DejaVu Sans', sans-serif }
li { display: flex; align-items: center; gap: 16px; list-style: none }
.tile { display: flex; width: 40px; height: 40px; border-radius: 20px; background: #f0f9ff; color: #0284c7;
        align-items: center; justify-content: center }
p { margin: 0; font-size: 14px; font-weight: 600; color: #111827 }
</style></head><body><ul style="padding: 0"><li><span class="tile">
<svg width="20" height="20" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor"><path
stroke-linecap="round" stroke-linejoin="round" d="M18 7.5v3m0 0v3m0-3h3m-3 0h-3m-2.25-4.125a3.375 3.375 0 1 1-6.75
0 3.375 3.375 0 0 1 6.75 0ZM3 19.235v-.11a6.375 6.375 0 0 1 12.75 0v.109A12.318 12.318 0 0 1 9.374 21c-2.331
0-4.512-.645-6.374-1.766Z"/></svg></span><p>New subscriber</p></li></ul></body></html>"""


def test_letters_crammed_into_a_drawings_width_are_no_text():
    """The recogniser reads a person-and-plus icon as "00+", its letters' boxes overlapping each other far into
    them: no text stands where letters cannot, and the icon stays a picture on its tile."""
    from app.vision.ocr import crammed

    assert crammed([("0", 40, 51), ("0", 48, 58), ("+", 53, 63)], 27)
    assert not crammed([("C", 0, 10), ("i", 10, 14), ("t", 12, 18), ("y", 16, 26)], 20)
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(ICON_ROW, 390, 844))
    texts = [t.text for t in texts_of(conversion.screen)]
    assert texts == ["New subscriber"], texts
    pictures = [n for n in conversion.screen.walk() if isinstance(n, ImageNode) and n.frame.x < 60]
    assert pictures, "the icon is a picture"


MORE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font-family: 'DejaVu Sans', sans-serif }
header { display: flex; align-items: center; gap: 12px; height: 56px; padding: 0 12px; background: #1976d2;
         color: #fff; font-size: 20px } .grow { flex: 1 }
</style></head><body><header><span class="grow">Now Playing</span>
<svg width="24" height="24" viewBox="0 0 24 24"><path fill="#fff" d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0
2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2"/></svg>
</header></body></html>"""


def test_the_three_dots_of_a_more_icon_are_a_picture():
    """A "more" icon's dots, each a couple of pixels across with its smoothed edge, in a column: together they are
    drawn to be seen, a picture at the bar's end."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(MORE, 390, 844))
    pictures = [n for n in conversion.screen.walk() if isinstance(n, ImageNode)]
    assert [(round(p.frame.x), round(p.frame.y)) for p in pictures if p.frame.x > 340 and p.frame.y < 56], pictures
    dots = next(p for p in pictures if p.frame.x > 340)
    assert dots.frame.height >= 12 and abs(dots.frame.x + dots.frame.width / 2 - 366) <= 2, dots.frame


GOODS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 20px 16px; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #323233 }
.price { color: #ee0a24; font-size: 40px; font-weight: 700 } h1 { font-size: 17px; margin: 10px 0 }
p { color: #969799; font-size: 14px; margin: 6px 0 } button { margin-top: 16px; width: 100%; border: 0;
border-radius: 22px; padding: 12px; background: #1989fa; color: #fff; font: 700 20px 'DejaVu Sans', sans-serif }
</style></head><body><div class="price">¥1,289.00</div><h1>Celadon travel mug, 350 ml</h1>
<p>Sold 1,200 this month</p><p>Ships from Hangzhou in 48 hours</p>
<button>Add to cart and check out now</button></body></html>"""


def test_the_muted_colour_is_the_grey_of_the_secondary_texts():
    """A large red price and a button's white label cover more of the screen than the grey lines under the title:
    the style guide's muted colour is still that grey, the colour the secondary texts are written in."""
    with Renderer() as renderer:
        result = convert(renderer.render_png(GOODS, 390, 844))
    muted = result.style_guide.colors.muted
    greys = [t.color for t in texts_of(result.screen) if t.text.startswith(("Sold", "Ships"))]
    assert greys and all(max(abs(g.r - 0x96), abs(g.g - 0x97), abs(g.b - 0x99)) <= 16 for g in greys), greys
    assert muted in {g.hex for g in greys}, (muted, [g.hex for g in greys])


SHOP_PRICES = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; padding: 8px 16px; background: #fff; {FONT}; color: #222 }}
.price {{ color: #ee0a24; font-weight: 700; margin: 14px 0 }} .sign, .cents {{ font-size: 15px }}
.whole {{ font-size: 28px }} .plain {{ font-size: 17px; margin: 32px 0 }}
</style></head><body>
<div class="price"><span class="sign">¥</span><span class="whole">89</span><span class="cents">.00</span></div>
<div class="price"><span class="sign">$</span><span class="whole">1249</span><span class="cents">.99</span></div>
<div class="plain">+44 20 7946 0000</div><div class="plain">$186.40 paid on 12.03.2026</div>
<div class="plain">4.8 (212 reviews)</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_price_keeps_its_large_whole_part_and_small_cents(factor):
    """Shops set a price's whole part large and its sign and cents small: the price is one text at its large size,
    with runs of the small one for the sign and the cents, that renders where the page drew each part. Lines of
    figures in one size stay one size."""
    with Renderer() as renderer:
        shot = scaled(renderer.render_png(SHOP_PRICES, 390, 844), factor)
        truth = visible_texts(renderer.snapshot(SHOP_PRICES, 390, 844), 844)
        screen = convert(shot).screen
        drawn = visible_texts(renderer.snapshot(document(screen), 390, 844), 844)
    found = {node.text: node for node in screen.walk() if isinstance(node, TextNode)}
    for price, whole in (("¥89.00", "89"), ("$1249.99", "1249")):
        text = found[price]
        assert abs(text.font.size - 28) <= 3
        assert [run.text for run in text.runs] == [price[0], whole, price[len(whole) + 1 :]]
        sizes = [run.font.size for run in text.runs if run.font is not None]
        assert len(sizes) == 3 and sizes[1] == text.font.size and all(abs(size - 15) <= 2 for size in sizes[::2])
        for part in (price[0], whole, price[len(whole) + 1 :]):  # each part where the page drew it
            (want,) = [t["bbox"] for t in truth if t["text"] == part]
            got = [t["bbox"] for t in drawn if t["text"] == part and abs(t["bbox"][1] - want[1]) <= 20]
            assert got and abs(got[0][0] - want[0]) <= 4 and abs(got[0][1] + got[0][3] - want[1] - want[3]) <= 3
    unspaced = {text.replace(" ", ""): node for text, node in found.items()}
    for plain in ("+44 20 7946 0000", "$186.40 paid on 12.03.2026", "4.8 (212 reviews)"):
        node = unspaced[plain.replace(" ", "")]
        assert not node.runs and abs(node.font.size - 17) <= 2


STEPPER = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #1d2129 }}
.row {{ display: flex; align-items: center; justify-content: space-between; background: #fff; padding: 14px 16px;
  font-size: 16px }}
.stepper {{ display: flex; gap: 2px }} .stepper span {{ display: flex; align-items: center; justify-content: center;
  width: 28px; height: 28px; background: #f2f3f5; border-radius: 2px }}
.count {{ width: 40px !important; font-size: 14px }}
.minus {{ width: 10px; height: 1.5px; background: #4e5969 }}
</style></head><body><div class="row">Daily reminders<div class="stepper"><span><i class="minus"></i></span>
<span class="count">5</span><span><svg width="10" height="10" viewBox="0 0 10 10" stroke="#4e5969" stroke-width="1.5">
<line x1="0" y1="5" x2="10" y2="5"/><line x1="5" y1="0" x2="5" y2="10"/></svg></span></div></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_steppers_minus_stays_on_its_button(factor):
    """A stepper's minus is a 10 by 1.5 px stroke, too small to be a picture on its own: set at the centre of a
    button, it is the button's sign, kept as a picture there like the plus beside it."""
    with Renderer() as renderer:
        shot = scaled(renderer.render_png(STEPPER, 390, 844), factor)
    screen = convert(shot).screen
    buttons = sorted(
        (
            node
            for node in screen.walk()
            if isinstance(node, BoxNode) and node.style.background is not None and node.frame.width <= 44
        ),
        key=lambda node: node.frame.x,
    )
    assert len(buttons) == 3
    for button in (buttons[0], buttons[2]):  # minus, plus
        (sign,) = [child for child in button.children if isinstance(child, ImageNode)]
        assert abs(sign.frame.x + sign.frame.width / 2 - (button.frame.x + button.frame.width / 2)) <= 2
        assert abs(sign.frame.y + sign.frame.height / 2 - (button.frame.y + button.frame.height / 2)) <= 2
        assert 8 <= sign.frame.width <= 13


OLD_PRICES = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; padding: 8px 16px; background: #fff; {FONT}; color: #222; font-size: 16px }}
div {{ margin: 0 0 30px }} s {{ color: #969799; font-size: 13px; margin-left: 8px }}
.tag {{ display: inline-block; background: #1677ff; color: #fff; padding: 2px 8px; border-radius: 4px }}
</style></head><body>
<div><b style="color: #ee0a24">$89.00</b><s>$129.00</s></div><div><s style="margin: 0">Was 249.00</s></div>
<div>Hotel booking</div><div>H</div><div><span class="tag">New arrival</span></div>
<div><u>Terms of service</u></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_an_old_price_is_struck_through(factor):
    """A price struck through keeps its line: alone, as the text's own, and beside the new price in another
    colour, as that run's. Letters with bars ("H", "Hotel"), a painted tag and an underline are no strike."""
    with Renderer() as renderer:
        shot = scaled(renderer.render_png(OLD_PRICES, 390, 844), factor)
    found = {node.text.replace(" ", ""): node for node in convert(shot).screen.walk() if isinstance(node, TextNode)}
    pair = found["$89.00$129.00"]
    assert not pair.strike and [(run.text.strip(), run.strike) for run in pair.runs] == [
        ("$89.00", False),
        ("$129.00", True),
    ]
    assert found["Was249.00"].strike
    for plain in ("Hotelbooking", "H", "Newarrival", "Termsofservice"):
        assert not found[plain].strike and not any(run.strike for run in found[plain].runs)


CJK_WEIGHTS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f7f8fa; color: #323233;
  font-family: -apple-system, 'Helvetica Neue', 'PingFang SC', 'Microsoft Yahei', sans-serif }
header { background: #fff; padding: 14px 16px; font-size: 17px; font-weight: 700; text-align: center }
h2 { margin: 20px 16px 8px; font-size: 20px; font-weight: 600 } .goods { margin: 0 16px 12px; font-size: 16px;
  font-weight: 600 } p { margin: 0 16px 8px; font-size: 15px } .muted { color: #969799; font-size: 13px }
.tag { margin: 4px 16px; display: inline-block; font-size: 12px; color: #ee0a24; border: 1px solid #ee0a24;
  border-radius: 2px; padding: 0 4px }
</style></head><body><header>订单详情</header><h2>为你推荐的好物</h2><div class="goods">青瓷保温杯 350ml 月白色</div>
<p>每天通勤两小时，我们还剩多少时间看看这座城市</p><p class="muted">浙江杭州市西湖区 · 现货，今日发货</p>
<span class="tag">七天无理由退货</span></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_cjk_text_set_bold_is_read_bold_and_renders_bold(factor):
    """Chinese text set bold (700, or 600 which the browser draws the same for a CJK face without a bold of its own)
    holds about half as much ink again as the regular: it is read 700, and rendered from the conversion its letters
    hold as much ink as the page's. Regular lines are read 400; a tag's own edge in the line's box is not ink."""
    with Renderer() as renderer:
        shot = renderer.render_png(CJK_WEIGHTS, 390, 844)
        screen = convert(scaled(shot, factor)).screen
        page = document(screen)
        drawn = renderer.render_png(page, 390, 844)
        truth = visible_texts(renderer.snapshot(CJK_WEIGHTS, 390, 844), 844)
    found = {node.text.replace(" ", ""): node for node in screen.walk() if isinstance(node, TextNode)}
    weights = {text: found[text].font.weight for text in found if text[:2] in {"订单", "为你", "青瓷", "每天", "浙江"}}
    assert weights == {
        "订单详情": 700,
        "为你推荐的好物": 700,
        "青瓷保温杯350ml月白色": 700,
        "每天通勤两小时，我们还剩多少时间看看这座城市": 400,
        "浙江杭州市西湖区·现货，今日发货": 400,
    }, weights
    assert found["七天无理由退货"].font.weight < 700

    def ink(png: bytes, box: list[float]) -> float:
        grey = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=float)
        x, y, w, h = (int(round(v)) for v in box)
        return float((255 - grey[y - 2 : y + h + 2, x - 2 : x + w + 2]).sum())

    for text in ("为你推荐的好物", "青瓷保温杯 350ml 月白色"):
        (box,) = [t["bbox"] for t in truth if t["text"].strip() == text]
        assert 0.85 <= ink(drawn, box) / ink(shot, box) <= 1.15, text


FAINT_CARDS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fafafa; {FONT}; color: #222; padding-top: 40px }}
.card {{ background: #fff; border-radius: 12px; margin: 12px 20px; padding: 18px; font-size: 16px;
  box-shadow: 0 1px 3px rgba(0,0,0,.12) }}
.field {{ background: #fff; border: 1px solid #d4d4d4; border-radius: 8px; margin: 24px 20px; padding: 12px;
  font-size: 15px; color: #888 }}
</style></head><body><div class="card">Signed in as Ada Lovelace</div><div class="card">Two-step verification is on
</div><div class="field">Search settings</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_white_card_on_an_off_white_page_is_a_card(factor):
    """White cards on a #fafafa page differ from it by less than another colour does: they are seen by their soft
    shadow, faint along the top. Each is still a white card, as tall as its fill, holding its text; a white field
    framed all round on the same page keeps its frame."""
    with Renderer() as renderer:
        shot = scaled(renderer.render_png(FAINT_CARDS, 390, 844), factor)
    screen = convert(shot).screen
    texts = {t.text: t for t in texts_of(screen)}
    for text, top in (("Signed in as Ada Lovelace", 52), ("Two-step verification is on", 118)):
        card = parent_of(texts[text], screen.root)
        assert isinstance(card, BoxNode) and card.style.background is not None, card
        assert card.style.background.hex == "#ffffff" and card.style.shadows and card.style.border is None
        frame = card.frame
        assert abs(frame.x - 20) <= 1.5 and abs(frame.y - top) <= 1.5 and abs(frame.height - 54) <= 2, frame
        assert abs(frame.width - 350) <= 3 and abs(card.style.radii.top_left - 12) <= 3, card.style.radii
    field = parent_of(texts["Search settings"], screen.root)
    assert isinstance(field, BoxNode) and field.style.border is not None and not field.style.shadows, field


BOLD_TITLES = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f5f5f5; font-family: 'Liberation Sans', sans-serif; color: #1f2937; padding: 24px 20px }
h1 { font-size: 28px; margin: 24px 0 } h2 { font-size: 22px; margin: 20px 0 } h3 { font-size: 17px; margin: 16px 0 }
p { font-size: 16px; margin: 12px 0; color: #4b5563 }
</style></head><body><h1>Account</h1><p>Signed in as Ada Lovelace</p><h2>Maya Thornton</h2>
<p>Ceramics and slow mornings</p><h3>Recent activity</h3><p>Two-step verification is on</p></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_bold_titles_keep_their_weight_and_size_when_enlarged(factor):
    """A bold title's box from the detector is short for its size; where its letters' ink is as tall as its width
    says, the width gives the size. Bold and regular are told alike on the screen and enlarged three times."""
    footer = (Path(__file__).parent / "screens" / "footer_links.html").read_text()
    with Renderer() as renderer:
        shot = scaled(renderer.render_png(BOLD_TITLES, 390, 844), factor)
        titled = scaled(renderer.render_png(footer, 390, 844), factor)
    found = {t.text: t.font for t in texts_of(convert(shot).screen)}
    for text, size in (("Account", 28), ("Maya Thornton", 22), ("Recent activity", 17)):
        assert found[text].weight == 700 and abs(found[text].size - size) <= 1, (text, found[text])
    (title,) = [t.font for t in texts_of(convert(titled).screen) if t.text == "Account"]  # in a box 26 px tall
    assert title.weight == 700 and abs(title.size - 28) <= 1, title
    for text in ("Signed in as Ada Lovelace", "Ceramics and slow mornings", "Two-step verification is on"):
        assert found[text].weight == 400 and abs(found[text].size - 16) <= 1, (text, found[text])
