"""Screens as other libraries build them: a tab bar fixed over the cards scrolled under it, a header painted with a
gradient round its search box, track rows whose number and time stand between two lines, buttons with an icon
before their label, product cards whose cover is a photo on a shaded backdrop. Each page is written here,
rendered, converted and checked for how the conversion is built."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.ir import BoxNode, ImageNode, Screen, TextNode
from app.render import Renderer
from app.vision import convert
from tests.vision.test_library_looks import DASHBOARD
from tests.vision.tree import both_boxes, descendants, parent_of, texts_at_both_widths, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import visible_texts  # noqa: E402

FONT = "font-family:'DejaVu Sans',sans-serif"
CJK = "font-family:'Noto Sans CJK SC','DejaVu Sans',sans-serif"


def _within(box: BoxNode) -> list:
    found = []
    for child in box.children:
        found.append(child)
        if isinstance(child, BoxNode):
            found += _within(child)
    return found


def _painted(node) -> bool:
    return isinstance(node, BoxNode) and (node.style.background is not None or node.style.gradient is not None)


def _holder(screen: Screen, node) -> BoxNode | None:
    """The innermost box painted on its own round `node` (a list's row wearing the list's paint, and the hairline
    under it, is not)."""
    parent = parent_of(node, screen.root)
    while parent is not None and (not _painted(parent) or _wears_its_lists_paint(parent, screen)):
        parent = parent_of(parent, screen.root)
    return parent


def _wears_its_lists_paint(box: BoxNode, screen: Screen) -> bool:
    above = parent_of(box, screen.root)
    return (
        box.role == "listItem"
        and above is not None
        and box.style.background is not None
        and box.style.background == above.style.background
    )


# a tab bar fixed at the bottom, white like the product cards on the grey page that run on under it
TAB_BAR = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #1a1a1a }}
h1 {{ margin: 20px 16px; font-size: 20px }}
.grid {{ display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin: 0 12px }}
.card {{ background: #fff; border-radius: 8px; height: 900px; padding: 12px; font-size: 14px }}
.tabs {{ position: fixed; left: 0; right: 0; bottom: 0; height: 50px; background: #fff; border-top: 1px solid #eee;
         display: flex; align-items: center; font-size: 12px; color: #666 }}
.tabs div {{ flex: 1; text-align: center }}
</style></head><body><h1>Recommended</h1><div class="grid">
<div class="card">Wireless headphones</div><div class="card">Roasted walnuts</div></div>
<div class="tabs"><div>Home</div><div>Browse</div><div>Cart</div><div>Profile</div></div></body></html>"""


def test_a_tab_bar_fixed_over_cards_of_its_colour_is_a_bar_of_its_own():
    """The cards run on under the bar in the same white, so the two look like one white region: the bar across the
    screen's bottom edge is parted from them, the cards are two cards, and on a taller screen the bar stays at the
    bottom."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(TAB_BAR, 390, 844))
        wide = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
    texts = {t.text: t for t in texts_of(conversion.screen)}
    bar = _holder(conversion.screen, texts["Home"])
    assert bar is not None and bar.frame.width >= 388 and bar.frame.y >= 780
    for name in ("Wireless headphones", "Roasted walnuts"):
        card = _holder(conversion.screen, texts[name])
        assert card is not None and card is not bar and 160 <= card.frame.width <= 200, name
        assert parent_of(texts["Home"], card) is None
    home = next(t for t in wide if t["text"] == "Home")
    assert home["bbox"][1] >= 932 - 50


# a header painted with a gradient: a place name on it, a white search box and a flat banner under them
HEADER = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {CJK} }}
.header {{ background: linear-gradient(135deg, #fa2c19 0%, #fa6419 100%); padding: 9px 16px 12px }}
.bar {{ display: flex; align-items: center; gap: 12px }}
.city {{ color: #fff; font-size: 15px }}
.search {{ flex: 1; height: 32px; border-radius: 16px; background: #fff; display: flex; align-items: center;
           padding-left: 13px; font-size: 14px; color: #c2c4cc }}
.search svg {{ margin-right: 6px; fill: #808080 }}
.banner {{ margin-top: 12px; height: 110px; border-radius: 8px; background: #ffe5c2; padding: 20px 18px;
           box-sizing: border-box; color: #8a2a05; font-size: 20px; font-weight: 700 }}
</style></head><body><div class="header"><div class="bar"><div class="city">北京</div>
<div class="search"><svg width="16" height="16" viewBox="0 0 24 24"><path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 9.5
16a6.5 6.5 0 0 0 4.2-1.6l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"/></svg>
无线降噪耳机 限时直降</div></div><div class="banner">618 年中狂欢节</div></div></body></html>"""


def test_a_header_painted_with_a_gradient_round_what_lies_on_it_holds_it():
    """Only a strip round the search box and the banner shows the header's gradient, but the place name is written
    on it: the header is a gradient surface holding the name, the search box and the banner, not one picture with
    the words baked in. The placeholder after the darker magnifier keeps its letters."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(HEADER, 390, 844))
    texts = {t.text.replace(" ", ""): t for t in texts_of(conversion.screen)}
    assert "北京" in texts and "618年中狂欢节" in texts
    header = _holder(conversion.screen, texts["北京"])
    assert header is not None and header.style.gradient is not None and header.frame.width >= 388
    banner = _holder(conversion.screen, texts["618年中狂欢节"])
    assert banner is not None and banner is not header and parent_of(banner, header) is not None
    placeholder = next(t for key, t in texts.items() if "无线降噪耳机" in key)
    assert placeholder.frame.width >= 120


# a Material list of tracks: the number before and the time after stand between the title and the artist
TRACKS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT}; color: rgba(0,0,0,.87) }}
.track {{ display: flex; align-items: center; padding: 8px 16px }}
.no {{ width: 40px; font-size: 14px; color: rgba(0,0,0,.6) }}
.text {{ flex: 1 }} .title {{ font-size: 16px; line-height: 1.5 }}
.artist {{ font-size: 14px; line-height: 1.43; color: rgba(0,0,0,.6) }}
.time {{ font-size: 14px; color: rgba(0,0,0,.6) }}
</style></head><body style="padding-top: 24px">
<div class="track"><div class="no">01</div><div class="text"><div class="title">Saltwater Lights</div>
<div class="artist">Aurora Lane</div></div><div class="time">3:28</div></div>
<div class="track"><div class="no">02</div><div class="text"><div class="title">Midnight Harbor</div>
<div class="artist">Aurora Lane</div></div><div class="time">3:58</div></div>
<div class="track"><div class="no">03</div><div class="text"><div class="title">Glass Coast</div>
<div class="artist">Theo Marsh</div></div><div class="time">4:12</div></div></body></html>"""


def test_a_tracks_number_and_time_between_its_two_lines_stand_in_its_row():
    """The number and the time overlap neither line by much; they are centred on the two: each track is one row of
    number, title over artist, and time, not a line of title, a row of number and time, and a line of artist."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(TRACKS, 390, 844))
    texts = texts_of(conversion.screen)
    for number, title, artist, time in (("01", "Saltwater", "Aurora", "3:28"), ("03", "Glass", "Theo", "4:12")):
        found = {key: next(t for t in texts if t.text.startswith(key)) for key in (number, title, artist, time)}
        column = parent_of(found[title], conversion.screen.root)
        assert column is not None and parent_of(found[artist], conversion.screen.root) is column
        row = parent_of(column, conversion.screen.root)
        assert row is not None and row.layout.direction == "row"
        assert parent_of(found[number], row) is not None and parent_of(found[time], row) is not None


# Material 3 buttons: an icon before the label, 16 px before the icon and 24 px after the label
BUTTONS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fef7ff; {FONT} }}
.row {{ display: flex; gap: 10px; margin: 40px 16px }}
.button {{ flex: 1; height: 40px; border-radius: 20px; display: flex; align-items: center; justify-content: center;
           padding: 0 24px 0 16px; gap: 8px; font-size: 14px }}
.filled {{ background: #6750a4; color: #fff }} .outlined {{ border: 1px solid #79747e; color: #6750a4 }}
.icon {{ width: 16px; height: 16px; background: currentColor; border-radius: 3px }}
</style></head><body><div class="row"><div class="button filled"><div class="icon"></div>Follow</div>
<div class="button outlined"><div class="icon"></div>Message</div></div></body></html>"""


def test_a_buttons_icon_and_label_are_centred_in_it():
    """A button's icon and label stand a little off its middle (Material pads 16 before the icon, 24 after the
    label); they are one line centred by alignment, so that on a wider screen they stay in the middle."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(BUTTONS, 390, 844))
        wide = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
        truth = visible_texts(renderer.snapshot(BUTTONS, 430, 932), 932)
    for label in ("Follow", "Message"):
        text = next(t for t in texts_of(conversion.screen) if t.text == label)
        button = parent_of(text, conversion.screen.root)
        assert button is not None and button.layout.direction == "row" and button.layout.justify == "center"
        assert len(button.children) == 2  # the icon, then the label
        ours, theirs = both_boxes(wide, truth, label)
        assert abs((ours[0] + ours[2] / 2) - (theirs[0] + theirs[2] / 2)) <= 8, label


# product cards: the cover a shaded backdrop (its top-left corner as light as the page) with the product on it
PRODUCTS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT} }}
.grid {{ display: flex; gap: 10px; margin: 24px 12px }}
.card {{ flex: 1; background: #fff; border-radius: 8px; overflow: hidden }}
.cover {{ aspect-ratio: 1 / 1; background: radial-gradient(circle at 50% 50%, #2b2b2e 0 26%, transparent 27%),
          radial-gradient(circle at 50% 50%, #d9dde3 0 40%, transparent 41%), linear-gradient(160deg, #f4f6f9, #dfe4ea) }}
.name {{ margin: 8px; font-size: 14px; color: #1a1a1a }}
</style></head><body><div class="grid">
<div class="card"><div class="cover"></div><div class="name">Headphones</div></div>
<div class="card"><div class="cover"></div><div class="name">Earbuds</div></div></div></body></html>"""


def test_a_cover_on_a_shaded_backdrop_is_one_picture_that_grows_with_its_card():
    """The cover's backdrop is a surface with the product's picture over most of it and nothing else: the two are
    one picture, as wide as the card, keeping its proportions; the light corner the page's colour cuts off it is
    part of it, not a picture laid over the card."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(PRODUCTS, 390, 844))
        wide = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
        truth = visible_texts(renderer.snapshot(PRODUCTS, 430, 932), 932)
    for name in ("Headphones", "Earbuds"):
        text = next(t for t in texts_of(conversion.screen) if t.text == name)
        card = _holder(conversion.screen, text)
        assert card is not None and card is not conversion.screen.root
        pictures = [c for c in card.children if isinstance(c, ImageNode)]
        assert len(pictures) == 1 and pictures[0].frame.width >= card.frame.width - 4
        assert pictures[0].placement.aspect > 0
        assert not any(n.placement.absolute for n in _within(card))
        ours, theirs = both_boxes(wide, truth, name)
        assert abs(ours[1] - theirs[1]) <= 8, name


LIBRARY = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens"


def test_a_record_read_as_a_letter_is_no_text():
    """On the music screen upscaled as a 3x screenshot is, the recogniser reads the record on the album's cover as a
    huge "0", and not surely: a lone letter read unsurely is a shape, left to the pictures. The card round the cover
    keeps its texts and is no box that lost the cover, its slider and its buttons to that "text"."""
    page = (LIBRARY / "b_mui_music.html").read_text()
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(page, 390, 844), 3))
    texts = {t.text.strip(): t for t in texts_of(conversion.screen)}
    assert not any(t in ("0", "O", "o") or node.frame.height > 60 for t, node in texts.items())
    assert {"Midnight Harbor", "1:42", "-2:16"} <= set(texts)
    card = _holder(conversion.screen, texts["1:42"])
    assert card is not None and card is not conversion.screen.root
    assert sum(isinstance(n, ImageNode) for n in _within(card)) >= 5  # the cover, the heart and the controls


def test_a_headers_search_box_read_off_a_3x_picture_keeps_its_shape_and_its_magnifier():
    """NutUI's header at 3x: the gradient's last rows blend with the page, and it is still a gradient surface. Its
    search box is read as a picture mostly of text (its button's gradient cuts into its white): a white box with
    rounded ends, holding the magnifier and the placeholder, not a flat patch painted over them."""
    page = (LIBRARY / "a_nutui_grid_home.html").read_text()
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(page, 390, 844), 3))
    texts = {t.text.replace(" ", ""): t for t in texts_of(conversion.screen)}
    header = _holder(conversion.screen, texts["北京"])
    assert header is not None and header.style.gradient is not None and header.frame.width >= 388
    placeholder = next(t for key, t in texts.items() if key.startswith("无线降噪耳机"))
    box = _holder(conversion.screen, placeholder)
    assert box is not None and box is not header and parent_of(box, header) is not None
    assert box.style.background is not None and box.style.background.r == box.style.background.b == 255
    assert box.style.radii.top_left >= 12  # its ends are rounded, as drawn
    assert any(isinstance(n, ImageNode) and n.frame.x < placeholder.frame.x for n in _within(box))  # the magnifier


def test_a_word_in_a_small_shaded_button_is_text():
    """Two letters of a word on a small picture are no initials: the button's label stays text."""
    page = (
        f"<body style='margin:0;background:#fff;{CJK}'><div style='margin:40px 16px;width:64px;height:32px;"
        "border-radius:16px;background:radial-gradient(circle at 30% 30%,#ff7a45,#c41d0e);color:#fff;"
        "font-size:16px;display:flex;align-items:center;justify-content:center'>搜索</div>"
        "<p style='margin:16px;font-size:16px'>Search results</p></body>"
    )
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(page, 390, 844))
    assert "搜索" in [t.text.strip() for t in texts_of(conversion.screen)]


# a sent message: a blue bubble at the right, a tail at its bottom corner, its message wrapping over three lines
CHAT = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {FONT}; font-size: 17px; line-height: 22px }}
.sent {{ position: relative; margin: 40px 16px 0 auto; max-width: 75%; width: fit-content; padding: 6px 14px;
         border-radius: 18px; background: #007aff; color: #fff }}
.sent::after {{ content: ""; position: absolute; right: -6px; bottom: 0; width: 14px; height: 12px;
                background: #007aff; border-bottom-left-radius: 12px 10px; clip-path: polygon(0 0, 100% 100%, 0 100%) }}
</style></head><body><div class="sent">Yes! I was thinking we start from the north trailhead around 7, before it
gets too hot.</div></body></html>"""


def test_a_sent_bubble_with_a_tail_keeps_to_the_right_and_holds_only_its_message():
    """The tail makes the bubble's box wider than its body: the body's smoothed corners are its own, not pictures on
    it. The bubble stands at the right, as wide as it was, its message wrapping inside it, not across the screen."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(CHAT, 390, 844))
        ours = visible_texts(renderer.snapshot(conversion.html, 390, 844), 844)
        truth = visible_texts(renderer.snapshot(CHAT, 390, 844), 844)
    message = next(t for t in texts_of(conversion.screen) if t.text.startswith("Yes!"))
    bubble = _holder(conversion.screen, message)
    assert bubble is not None and bubble is not conversion.screen.root
    assert not any(
        isinstance(n, ImageNode) and n.frame.width > 6 and n.frame.y < message.frame.y for n in _within(bubble)
    )
    left = min(t["bbox"][0] for t in ours if not t["text"].startswith("Sunday"))
    assert abs(left - min(t["bbox"][0] for t in truth)) <= 8


def test_white_cards_with_a_light_border_on_a_near_white_page_stay_whole_at_3x():
    """Resampled, the blend between a card's light border and its white passes through the page's colour: the border
    is still the card's, each card one white box with a border holding its texts (no outline laid over a card), and
    the list one box holding its rows."""
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(DASHBOARD, 390, 844), 3))
    texts = {t.text: t for t in texts_of(conversion.screen)}
    for label in ("Total revenue", "Orders", "Refund rate", "Average order"):
        card = _holder(conversion.screen, texts[label])
        assert card is not None and card is not conversion.screen.root, label
        assert card.style.border is not None and 150 <= card.frame.width <= 190, label
        assert not any(n.placement.absolute for n in _within(parent_of(card, conversion.screen.root))), label
    listed = _holder(conversion.screen, texts["Reform Studio paid"])
    assert listed is not None and listed.style.border is not None and listed.frame.width >= 350
    assert all(parent_of(texts[t], listed) is not None for t in ("New order 10482", "Bank payout"))


ARTICLE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {CJK}; color: #333 }}
p {{ margin: 40px 16px; font-size: 17px; line-height: 1.85; letter-spacing: .034em; text-align: justify }}
</style></head><body><p>第一次认真散步，是在一个加班到深夜的冬天。地铁已经停运，打车软件上排着两百多人的队，我索性沿着河边往家走。那一晚走了四十分钟，我第一次发现，楼下那家每天路过的面馆，门口挂着一块写着“始于一九八六”的旧木牌。</p></body></html>"""


def test_an_articles_loosely_led_paragraph_read_off_a_3x_picture_is_one_text():
    """Lines 1.85 font sizes apart, their sizes read low off the upscaled picture's tight boxes: still one paragraph,
    the first line with the rest."""
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(ARTICLE, 390, 844), 3))
    texts = [t.text for t in texts_of(conversion.screen)]
    assert len(texts) == 1 and texts[0].startswith("第一次") and texts[0].rstrip().endswith("木牌。")


CONTACT_BAR = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif }
.bar { display: flex; align-items: center; justify-content: space-between; height: 52px; padding: 0 12px;
       background: #f8f8f8; border-bottom: 1px solid #d0d0d0 }
.back { width: 60px; color: #007aff; font-size: 17px }
.who { text-align: center } .who b { display: block; font-size: 17px } .who small { font-size: 12px; color: #7a7a7a }
.avatar { width: 32px; height: 32px; border-radius: 50%; background: #8e8e93; margin-left: 28px }
p { margin: 24px 16px; font-size: 16px }
</style></head><body><div class="bar"><span class="back">Back</span>
<div class="who"><b>Anna Petrova</b><small>online</small></div><div class="avatar"></div></div>
<p>Hey! Are we still on for Saturday?</p></body></html>"""


def test_a_subtitle_centred_under_a_bar_title_is_centred_by_alignment():
    """ "online", centred under "Anna Petrova" in a bar's middle: the column round them hugs the title, and the
    subtitle is centred in it by its alignment, with no margin pushing it aside; so it stays under the title's
    middle on a wider screen."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(CONTACT_BAR, 390, 844))
        snapshots = texts_at_both_widths(renderer, conversion.html, CONTACT_BAR)
    subtitle = next(t for t in texts_of(conversion.screen) if t.text == "online")
    assert subtitle.placement.margin.left == 0 and subtitle.placement.margin.right == 0
    for width, (ours, theirs) in snapshots.items():
        got, want = both_boxes(ours, theirs, "online")
        assert abs((got[0] + got[2] / 2) - (want[0] + want[2] / 2)) <= 4, (width, got, want)


BORDERED_CARD = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 24px 12px; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #212529 }
.card { border: 1px solid rgba(0, 0, 0, .175); border-radius: 6px }
.head { display: flex; justify-content: space-between; padding: 8px 16px; background: rgba(33, 37, 41, .03);
        border-bottom: 1px solid rgba(0, 0, 0, .175); font-weight: 600 }
.head small { font-weight: 400; color: #6c757d }
.item { display: flex; justify-content: space-between; padding: 8px 16px; border-bottom: 1px solid #dee2e6;
        font-size: 15px; line-height: 20px }
.item:last-child { border-bottom: 0 } .item small { display: block; color: #6c757d; font-size: 13px }
.promo { background: #f8f9fa; color: #198754 }
</style></head><body><div class="card"><div class="head"><span>Order summary</span><small>Ships in 2 days</small></div>
<div class="item"><div>Canvas weekender bag<small>Olive waxed canvas</small></div><span>$145.00</span></div>
<div class="item"><div>Ceramic pour-over set<small>Dripper and filters</small></div><span>$42.50</span></div>
<div class="item promo"><div>Promo code<small>SPRING15</small></div><span>-$41.48</span></div>
<div class="item"><span>Total (USD)</span><strong>$146.02</strong></div></div></body></html>"""


def test_a_bordered_card_with_a_header_band_is_one_box_holding_its_rows():
    """A card drawn by a thin border all round, whose header band and rows' hairlines join that border: one box with
    the border, holding the header (its own band) and every row; not a grid of hairlines whose sides float beside
    the rows."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(BORDERED_CARD, 390, 844))
    texts = {t.text: t for t in texts_of(conversion.screen)}
    card = parent_of(texts["Order summary"], conversion.screen.root)
    while card is not None and (card.style.border is None or card.frame.height < 150):
        card = parent_of(card, conversion.screen.root)
    assert isinstance(card, BoxNode), "no bordered box holds the header"
    held = {t.text for t in descendants(card) if isinstance(t, TextNode)}
    assert {"Order summary", "Canvas weekender bag", "Promo code", "Total (USD)", "$146.02"} <= held, held
    header = next(c for c in card.children if isinstance(c, BoxNode) and texts["Order summary"] in list(descendants(c)))
    assert header.style.background is not None and header.frame.y - card.frame.y <= 3
    upright = [
        n for n in conversion.screen.walk() if isinstance(n, BoxNode) and n.frame.width <= 2 < 100 <= n.frame.height
    ]
    assert not upright, "the card's sides are its border, not rules of their own"


ACTION_BAR = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif }
p { margin: 24px 16px; font-size: 16px; color: #323233 }
.bar { position: fixed; left: 0; right: 0; bottom: 0; display: flex; align-items: center; height: 50px;
       padding: 0 6px 0 16px; background: #fff; border-top: 1px solid #ebedf0 }
.act { display: flex; flex-direction: column; align-items: center; gap: 3px; margin-right: 26px; font-size: 10px;
       color: #646566 } .act i { width: 18px; height: 18px; border: 2px solid #646566; border-radius: 5px }
.act:nth-child(3) { margin-right: 10px }
.pair { display: flex; width: 62%; margin-left: auto } .pair span { flex: 1; height: 40px; line-height: 40px;
        text-align: center; color: #fff; font-size: 14px; font-weight: 600 }
.add { background: #ff9318; border-radius: 20px; margin-right: 6px } .buy { background: #fd5332; border-radius: 20px }
</style></head><body><p>Hand-thrown celadon cup, 350 ml</p><div class="bar">
<div class="act"><i></i>Chat</div><div class="act"><i></i>Shop</div><div class="act"><i></i>Cart</div>
<div class="pair"><span class="add">Add to cart</span><span class="buy">Buy now</span></div></div></body></html>"""


def test_a_pushed_pair_closer_to_its_neighbour_than_the_rows_gap_keeps_its_place():
    """The icons stand 26 px apart, the pair of buttons taking its share of the bar only 10 px after the last one.
    The row's gap is no wider than the space before what is pushed to its end (else the pair, pushed by an auto
    margin on top of that gap, would run past the bar's end), so the buttons' labels stay where they were drawn."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(ACTION_BAR, 390, 844))
        ours = visible_texts(renderer.snapshot(conversion.html, 390, 844), 844)
        theirs = visible_texts(renderer.snapshot(ACTION_BAR, 390, 844), 844)
    for label in ("Add to cart", "Buy now"):
        got, want = both_boxes(ours, theirs, label)
        assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (label, got, want)


def test_an_action_bar_in_the_pages_own_colour_stays_at_the_bottom_of_a_taller_screen():
    """The same bar is white on a white page: it has no paint of its own, only a hairline on top and what it holds.
    It holds buttons as tall as it nearly is, right on the bottom edge, so it is a bar, and on a taller screen it
    stays at the bottom (the free space goes before it) instead of staying where it was drawn."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(ACTION_BAR, 390, 844))
        ours = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
        theirs = visible_texts(renderer.snapshot(ACTION_BAR, 430, 932), 932)
    for label in ("Chat", "Cart", "Add to cart", "Buy now"):
        got, want = both_boxes(ours, theirs, label)
        assert abs(got[1] - want[1]) <= 8, (label, got, want)
    first = both_boxes(ours, theirs, "Hand-thrown celadon cup, 350 ml")
    assert abs(first[0][1] - first[1][1]) <= 8, "what lies above the bar stays where it was"


RULED_LIST = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 24px 12px; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #212529 }
.list { border: 1px solid #ced4da; border-radius: 6px }
.head { padding: 10px 16px; background: #f1f3f5; border-bottom: 1px solid #ced4da; font-weight: 600 }
.item { display: flex; justify-content: space-between; padding: 8px 16px; border-bottom: 1px solid #dee2e6;
        font-size: 15px; line-height: 20px }
.item:last-child { border-bottom: 0 } .item small { display: block; color: #6c757d; font-size: 13px }
.tag { display: inline-block; margin: 2px 0; padding: 0 6px; border-radius: 4px; background: #ffc107;
       font-size: 12px; font-weight: 600 }
</style></head><body><div class="list"><div class="head">Your basket</div>
<div class="item"><div>Linen shirt<br><span class="tag">Last one</span><small>Sand · Size L</small></div>
<span>$64.00</span></div>
<div class="item"><div>Leather belt<small>Brown · 90 cm</small></div><span>$38.00</span></div>
<div class="item"><div>Wool scarf<small>Charcoal · One size</small></div><span>$29.50</span></div>
<div class="item"><div>Canvas tote<small>Natural</small></div><span>$18.00</span></div></div></body></html>"""


def test_each_row_of_a_list_parted_by_hairlines_is_a_cell_holding_what_goes_with_it():
    """Rows parted by hairlines across the list, each a title with a subtitle (one with a tag between them) and a
    price: every row is one box holding its own texts and no other row's, whether it lies under the header band,
    between two hairlines or after the last one."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(RULED_LIST, 390, 844))
    rows = [
        ("Linen shirt", "Last one", "Sand · Size L", "$64.00"),
        ("Leather belt", "Brown · 90 cm", "$38.00"),
        ("Wool scarf", "Charcoal · One size", "$29.50"),
        ("Canvas tote", "Natural", "$18.00"),
    ]
    texts = {t.text: t for t in texts_of(conversion.screen)}
    every = {text for row in rows for text in row}
    assert every <= set(texts), set(texts)
    for row in rows:
        cell = parent_of(texts[row[0]], conversion.screen.root)
        while cell is not None and not set(row) <= {t.text for t in descendants(cell) if isinstance(t, TextNode)}:
            cell = parent_of(cell, conversion.screen.root)
        assert cell is not None
        held = {t.text for t in descendants(cell) if isinstance(t, TextNode)}
        assert held & every == set(row), (row, held)


BADGE_AND_BUTTON = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 32px 16px; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #212529 }
h2 { margin: 0 0 8px; font-size: 18px } .tag { display: inline-block; padding: 2px 8px; border-radius: 4px;
     background: #ffc107; font-size: 12px; font-weight: 600 }
.buy { margin-top: 24px; height: 44px; border-radius: 12px; background: #0d6efd; color: #fff; font-size: 16px;
       display: flex; align-items: center; justify-content: center }
</style></head><body><h2>Merino wool crew sweater</h2><span class="tag">Low stock</span>
<div class="buy">Add to bag</div></body></html>"""


def test_a_tag_snug_round_its_text_is_a_badge_and_a_roomy_one_a_button():
    """A yellow tag snug round "Low stock" is a badge, not a button (nor a `<button>` in the HTML); the blue box
    with room round "Add to bag" is the button. The style guide's badge radius is the tag's."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(BADGE_AND_BUTTON, 390, 844))
    texts = {t.text: t for t in texts_of(conversion.screen)}
    tag, button = (
        parent_of(texts["Low stock"], conversion.screen.root),
        parent_of(texts["Add to bag"], conversion.screen.root),
    )
    assert isinstance(tag, BoxNode) and isinstance(button, BoxNode)
    assert (tag.role, button.role) == ("badge", "button")
    assert conversion.html.count("<button") == 1
    assert conversion.style_guide.border_radius.badge == f"{tag.style.radii.top_left:g}px"
    assert abs(tag.style.radii.top_left - 4) <= 1


GOODS_PAGE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {FONT}; color: #323233 }}
.photo {{ height: 300px; background: radial-gradient(circle at 50% 45%, #c9b8a0 0, #e8e0d4 45%, #f6f6f7 75%) }}
section {{ background: #fff; padding: 12px 16px }} section + section {{ margin-top: 12px }}
.price {{ color: #ee0a24; font-size: 26px; font-weight: 700 }} h1 {{ font-size: 16px; margin: 8px 0 0 }}
.row {{ display: flex; justify-content: space-between; padding: 12px 0; font-size: 14px }}
.row + .row {{ border-top: 1px solid #ebedf0 }} .muted {{ color: #969799 }}
</style></head><body><section style="padding:0"><div class="photo"></div><div style="padding:12px 16px">
<div class="price">¥89.00</div><h1>Celadon travel mug, 350 ml</h1></div></section>
<section><div class="row"><span>Coupons</span><span class="muted">Two available</span></div>
<div class="row"><span>Chosen</span><span class="muted">Moon white, 350 ml</span></div>
<div class="row"><span>Deliver to</span><span class="muted">Hangzhou, West Lake</span></div></section>
<section><div class="row"><span>Qinghe Living</span><span class="muted">Visit the store</span></div></section>
</body></html>"""


def test_white_groups_a_few_pixels_apart_on_a_grey_page_are_the_things():
    """White sections set 12 px apart on a light grey page cover nearly all of the screen, the grey showing only in
    the gaps between them: the page is the grey, and each white section is a box holding its rows. The first
    section, whose photo fades towards the page at its edges, reaches the screen's edges as drawn."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(GOODS_PAGE, 390, 844))
    root = conversion.screen.root
    assert root.style.background is not None and root.style.background.hex == "#f7f8fa"
    texts = {t.text: t for t in texts_of(conversion.screen)}
    for held in (("¥89.00", "Celadon travel mug, 350 ml"), ("Coupons", "Deliver to"), ("Qinghe Living",)):
        boxes = [n for n in root.children if isinstance(n, BoxNode) and texts[held[0]] in list(descendants(n))]
        assert len(boxes) == 1, held
        group = boxes[0]
        assert group.style.background is not None and group.style.background.hex == "#ffffff", held
        assert group.frame.x <= 0.5 and group.frame.right >= 389.5, (held, group.frame)
        assert all(texts[t] in list(descendants(group)) for t in held), held


ROUNDED_LIST = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; padding: 24px 16px; background: #f2f2f7; {FONT}; color: #111 }}
.list {{ background: #fff; border-radius: 12px }}
.item {{ display: flex; justify-content: space-between; padding: 14px 16px; font-size: 16px }}
.item + .item {{ border-top: 1px solid #e5e5ea }} .value {{ color: #8e8e93 }}
</style></head><body><div class="list">
<div class="item"><span>Wi-Fi</span><span class="value">Home</span></div>
<div class="item"><span>Bluetooth</span><span class="value">On</span></div>
<div class="item"><span>Cellular</span><span class="value">5G</span></div>
<div class="item"><span>Battery</span><span class="value">86%</span></div></div></body></html>"""


def test_the_rows_of_a_painted_list_wear_its_paint_inside_its_rounded_corners():
    """Each row of a white list with rounded corners is a box painted white, as the list's items are built; the
    list clips them, so its corners stay rounded in the HTML."""
    import io

    import numpy as np
    from PIL import Image

    with Renderer() as renderer:
        conversion = convert(renderer.render_png(ROUNDED_LIST, 390, 844))
        shot = np.asarray(Image.open(io.BytesIO(renderer.render_png(conversion.html, 390, 844))).convert("RGB"))
    lists = [n for n in conversion.screen.walk() if isinstance(n, BoxNode) and n.role == "list"]
    assert len(lists) == 1 and lists[0].style.clips
    rows = [c for c in lists[0].children if isinstance(c, BoxNode) and c.role == "listItem"]
    assert len(rows) == 4 and all(r.style.background is not None and r.style.background.hex == "#ffffff" for r in rows)
    x, y = round(lists[0].frame.x), round(lists[0].frame.y)
    assert tuple(shot[y, x]) == (0xF2, 0xF2, 0xF7) and tuple(shot[y + 20, x + 20]) == (255, 255, 255)


def test_an_app_bar_whose_icons_break_its_rows_is_a_bar_not_the_page():
    """Material's inbox: a tinted app bar holding its icons and title over a white list, and a bottom bar of the same
    tint. The tint's unbroken rows under the title are the bar's own: the page is the white, and each bar a box."""
    page = (Path(__file__).resolve().parent / "screens" / "material_inbox.html").read_text()
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(page, 390, 844))
    root = conversion.screen.root
    assert root.style.background is not None and root.style.background.hex == "#ffffff"
    bars = [
        n
        for n in root.children
        if isinstance(n, BoxNode) and n.style.background is not None and n.style.background.hex == "#f3edf7"
    ]
    assert sorted(round(b.frame.y) for b in bars) == [0, 772], [b.frame for b in bars]
    assert all(b.frame.width >= 389 and 60 <= b.frame.height <= 76 for b in bars)


# a white list on a white page, the empty rest of the screen grey, and a tab bar of the page's white under it whose
# icons start right under its top hairline: the grey's end sets the bar apart, not an empty band
PEOPLE = [
    ("Maya Fischer", "Design"),
    ("Jonas Weber", "Research"),
    ("Lena Park", "Finance"),
    ("Omar Haddad", "Sales"),
    ("Chloe Martin", "Legal"),
    ("Ravi Iyer", "Support"),
    ("Sofia Rossi", "Marketing"),
    ("Tom Becker", "Operations"),
    ("Aiko Tanaka", "Product"),
    ("Noah Klein", "Security"),
    ("Emma Novak", "People"),
    ("Lucas Silva", "Platform"),
]
ROWS = "".join(f'<div class="row"><span>{name}</span><span>{team}</span></div>' for name, team in PEOPLE)
GREY_REST = (
    """<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0; height: 100% }
body { display: flex; flex-direction: column; min-height: 100vh; background: #fff; font-family: "DejaVu Sans", sans-serif }
h1 { font-size: 20px; margin: 0; padding: 18px 16px 12px }
.row { display: flex; justify-content: space-between; padding: 14px 16px; border-bottom: 1px solid #eee; font-size: 15px; color: #333 }
.row span:last-child { color: #999 }
.rest { flex: 1; background: #f5f5f5 }
.tabs { height: 50px; border-top: 1px solid #e5e5e5; display: flex; background: #fff }
.tabs div { flex: 1; display: flex; flex-direction: column; align-items: center; padding-top: 3px; gap: 3px; font-size: 11px; color: #666 }
.tabs div.on { color: #1677ff }
</style></head><body>
<h1>Contacts</h1>
"""
    + ROWS
    + """<div class="rest"></div>
<div class="tabs">
<div><svg width="20" height="20"><path d="M2 10 L10 3 L18 10 L18 18 L2 18 Z" fill="none" stroke="#666" stroke-width="2"/></svg>Home</div>
<div><svg width="20" height="20"><path d="M3 5 H17 M3 10 H17 M3 15 H17" stroke="#666" stroke-width="2"/></svg>Tasks</div>
<div class="on"><svg width="20" height="20"><path d="M3 4 H17 V13 H8 L4 17 V13 H3 Z" fill="#1677ff"/></svg>Contacts</div>
<div><svg width="20" height="20"><path d="M6 16 Q10 8 14 16 M10 9 A3 3 0 1 1 10.1 9" fill="none" stroke="#666" stroke-width="2"/></svg>Me</div>
</div></body></html>"""
)


# a tab bar whose icons the recogniser reads as letters (a grid of four squares as "品", a list icon as "三") under
# a grid of categories, each an icon on a tile over its label
ICON_TABS = """<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0; height: 100% }
body { display: flex; flex-direction: column; min-height: 100vh; background: #fff; font-family: "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif }
h1 { font-size: 18px; margin: 0; padding: 16px; text-align: center }
.row { padding: 14px 16px; border-bottom: 1px solid #eee; font-size: 15px; color: #333 }
.grid { display: flex; margin: 8px 12px; background: #fff; border-radius: 8px; padding: 14px 0 }
.grid div { flex: 1; display: flex; flex-direction: column; align-items: center; gap: 8px; font-size: 12px; color: #333 }
.tile { width: 40px; height: 40px; border-radius: 12px; display: flex; align-items: center; justify-content: center }
.tile svg { width: 22px; height: 22px; fill: #fff }
.rest { flex: 1; background: #f5f5f5 }
.tabs { height: 50px; border-top: 1px solid #eee; display: flex; background: #fff }
.tabs div { flex: 1; display: flex; flex-direction: column; align-items: center; padding-top: 4px; gap: 2px; font-size: 11px; color: #666; position: relative }
.tabs div.on { color: #1677ff }
.dot { position: absolute; top: 3px; left: calc(50% + 6px); width: 8px; height: 8px; border-radius: 4px; background: #ff3141 }
</style></head><body>
<h1>通讯录</h1>
<div class="row">张三 · 产品部</div><div class="row">李四 · 设计部</div><div class="row">王五 · 技术部</div>
<div class="grid">
<div><span class="tile" style="background:#fa5a2c"><svg viewBox="0 0 24 24"><path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 2v2h2l3.6 7.6L5.2 14A2 2 0 0 0 7 17h12v-2H7.4a.3.3 0 0 1-.2-.4l.9-1.6h7.4a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 20 4H5.2l-.9-2H1zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"/></svg></span>超市</div>
<div><span class="tile" style="background:#2d8cf0"><svg viewBox="0 0 24 24"><path d="M17 1H7a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2zm0 18H7V5h10v14z"/></svg></span>数码</div>
<div><span class="tile" style="background:#f5578a"><svg viewBox="0 0 24 24"><path d="M21.6 18.2L13 11.8V10.5a3.5 3.5 0 1 0-4.5-3.4h2a1.5 1.5 0 1 1 1.5 1.5 1 1 0 0 0-1 1v2.2l-8.6 6.4A1 1 0 0 0 3 20h18a1 1 0 0 0 .6-1.8zM6 18l6-4.5 6 4.5H6z"/></svg></span>服饰</div>
<div><span class="tile" style="background:#3fbf62"><svg viewBox="0 0 24 24"><path d="M4 20 C4 9 11 4 20 4 C20 13 15 20 4 20 Z"/></svg></span>生鲜</div>
</div>
<div class="rest"></div>
<div class="tabs">
<div><svg width="22" height="22"><rect x="2" y="2" width="7" height="7" fill="none" stroke="#666" stroke-width="1.6"/><rect x="13" y="2" width="7" height="7" fill="none" stroke="#666" stroke-width="1.6"/><rect x="2" y="13" width="7" height="7" fill="none" stroke="#666" stroke-width="1.6"/><rect x="13" y="13" width="7" height="7" fill="none" stroke="#666" stroke-width="1.6"/></svg>工作台</div>
<div><svg width="22" height="22"><path d="M3 5 H19 M3 11 H19 M3 17 H19" stroke="#666" stroke-width="2"/></svg>待办</div>
<div class="on"><svg width="22" height="22"><path d="M3 4 H19 V15 H9 L5 19 V15 H3 Z" fill="#1677ff"/></svg>消息</div>
<div><svg width="22" height="22"><circle cx="11" cy="7" r="4" fill="none" stroke="#666" stroke-width="2"/><path d="M3 20 Q11 10 19 20" fill="none" stroke="#666" stroke-width="2"/></svg><span class="dot"></span>我的</div>
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_tab_icons_read_as_letters_are_pictures(factor):
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(ICON_TABS, 390, 844), factor))
    labels = ("工作台", "待办", "消息", "我的")
    texts = [t for t in texts_of(conversion.screen) if t.frame.y > 780]
    assert sorted(t.text for t in texts) == sorted(labels)
    assert {"超市", "数码", "服饰", "生鲜"} <= {t.text for t in texts_of(conversion.screen)}
    pictures = [n for n in conversion.screen.walk() if isinstance(n, ImageNode) and 780 < n.frame.y < 815]
    for label in texts:
        middle = label.frame.x + label.frame.width / 2
        icon = [p for p in pictures if abs(p.frame.x + p.frame.width / 2 - middle) <= 5]
        assert len(icon) == 1 and icon[0].frame.bottom <= label.frame.y + 2, (label.text, icon)


# counts over their labels along the screen's bottom: what the row shows, kept as texts
BOTTOM_STATS = """<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0; height: 100% }
body { display: flex; flex-direction: column; min-height: 100vh; font-family: "DejaVu Sans", sans-serif }
h1 { font-size: 22px; margin: 24px 16px }
.rest { flex: 1 }
.stats { display: flex; padding: 8px 0 14px; border-top: 1px solid #eee }
.stats div { flex: 1; text-align: center; font-size: 12px; color: #777 }
.stats b { display: block; font-size: 22px; color: #111 }
</style></head><body><h1>Maya Fischer</h1><div class="rest"></div>
<div class="stats"><div><b>12</b>Posts</div><div><b>48</b>Followers</div><div><b>7</b>Following</div></div>
</body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_counts_over_labels_at_the_bottom_stay_texts(factor):
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(BOTTOM_STATS, 390, 844), factor))
    texts = {t.text for t in texts_of(conversion.screen)}
    assert {"12", "48", "7", "Posts", "Followers", "Following"} <= texts, texts


@pytest.mark.parametrize("factor", [1, 3])
def test_grid_and_tab_icons_of_a_shop_home_are_no_letters(factor):
    """NutUI's home: a hanger on a pink tile read as "2", a grid icon in the tab bar as "品". Over every label of
    the category grid and the tab bar stands a picture, and no text of a sign or two."""
    page = (LIBRARY / "a_nutui_grid_home.html").read_text()
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(page, 390, 844), factor))
    texts = texts_of(conversion.screen)
    pictures = [n for n in conversion.screen.walk() if isinstance(n, ImageNode)]
    labels = [t for t in texts if t.text in ("京东超市", "数码电器", "京东服饰", "京东生鲜", "首页", "分类", "我的")]
    assert len(labels) == 7, [t.text for t in labels]
    for label in labels:
        middle = label.frame.x + label.frame.width / 2

        def over(node, label=label, middle=middle) -> bool:
            centred = abs(node.frame.x + node.frame.width / 2 - middle) <= 6
            return centred and label.frame.y - 60 <= node.frame.y < label.frame.y

        assert not [t.text for t in texts if len(t.text.strip()) <= 2 and over(t)], label.text
        assert any(over(p) for p in pictures), label.text


# an article on the page's own colour running on under a toolbar of icons fixed on the bottom edge: no paint of its
# own and no button, only a hairline across its top and what a bar holds; the text reflows shorter on a wider
# screen, and the bar stays on the edge
READER = """<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0 }
body { background: #faf7f2; color: #222; font-family: 'DejaVu Serif', serif }
h1 { font-size: 24px; line-height: 30px; margin: 20px 20px 12px }
p { font-size: 16px; line-height: 26px; margin: 0 20px 14px }
.tools { position: fixed; left: 0; right: 0; bottom: 0; height: 56px; border-top: 1px solid #ddd5c7; background: #faf7f2;
         display: flex; align-items: center; gap: 18px; padding: 0 20px; font-family: 'DejaVu Sans', sans-serif }
.tools span { flex: 1; text-align: center; font-size: 12px; color: #857c6e }
</style></head><body>
<h1>Notes from a slow river</h1>
<p>The boat leaves before the light does. Nobody on board is in a hurry, and the river is in less of one.</p>
<p>By noon the banks have closed in and the water has turned the colour of strong tea. A heron lifts off a sandbar
and settles again a little further on, as if it had changed its mind.</p>
<p>The captain steers with one hand and peels an orange with the other, and the peel goes over the side in one
long curl.</p>
<p>In the afternoon the wind comes up the valley against the current, and the little flags on the awning stand out
stiff as boards. A boy on the roof counts the villages aloud, one for every landing stage, and loses his place
twice before the sun is down behind the hills.</p>
<p>At dusk the lamps go on along the shore one by one, and the river carries their light downstream with everything
else it carries, slowly, without any fuss at all.</p>
<div class="tools">
<svg width="22" height="22"><path d="M4 18 L11 4 L18 18 Z" fill="none" stroke="#444" stroke-width="2"/></svg>
<span>9 min left</span>
<svg width="22" height="22"><circle cx="11" cy="11" r="8" fill="none" stroke="#444" stroke-width="2"/></svg>
<svg width="22" height="22"><path d="M11 19 L3 10 Q3 3 11 7 Q19 3 19 10 Z" fill="none" stroke="#444" stroke-width="2"/></svg>
</div></body></html>"""


# a feed on a grey page: white cards 8 px apart, the last running on under a white tab bar fixed over it (no rule
# between them, the bar in the card's own colour, the card's photo cut where the bar starts); on a taller screen
# the card shows more, and the bar stays down
FEED = """<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0 }
body { background: #f0f0f5; font-family: "DejaVu Sans", sans-serif; color: #222 }
.card { background: #fff; margin-bottom: 8px; padding: 16px }
h1 { font-size: 22px; margin: 0 } h2 { font-size: 17px; margin: 0 0 8px }
p { font-size: 14px; line-height: 20px; margin: 0 0 10px; color: #555 }
.photo { height: 360px; background: linear-gradient(#7fb4e6, #3d7a3a); margin: 0 -16px }
.tabs { position: fixed; left: 0; right: 0; bottom: 0; height: 58px; background: #fff; display: flex }
.tabs div { flex: 1; display: flex; flex-direction: column; align-items: center; padding-top: 8px; gap: 4px;
            font-size: 11px; color: #666 }
</style></head><body>
<div class="card"><h1>Home</h1></div>
<div class="card"><h2>This week</h2><p>Distance 31.4 km · Time 2h 44m · Elevation 386 m</p></div>
<div class="card"><h2>Tempo Tuesday along the creek</h2>
<p>Three times two kilometres at threshold. Legs felt heavy after the long run but held pace on the last rep.</p>
<p>Average pace 4:38 per kilometre, with the second rep the quickest of the three.</p>
<p>Maya and 27 others gave kudos · 4 comments</p><h2>Easy spin by the river</h2>
<p>Forty minutes, flat roads, nobody in a hurry. Coffee at the bridge, then home the long way round.</p>
<div class="photo"></div></div>
<div class="tabs">
<div><svg width="22" height="22"><path d="M2 11 L11 3 L20 11 L20 20 L2 20 Z" fill="#fc4c02"/></svg>Home</div>
<div><svg width="22" height="22"><path d="M3 5 L9 3 L14 5 L19 3 V17 L14 19 L9 17 L3 19 Z" fill="none" stroke="#666" stroke-width="2"/></svg>Maps</div>
<div><svg width="22" height="22"><circle cx="11" cy="11" r="8" fill="none" stroke="#666" stroke-width="2"/></svg>Record</div>
<div><svg width="22" height="22"><path d="M4 20 Q11 8 18 20 M11 10 A4 4 0 1 1 11.1 10" fill="none" stroke="#666" stroke-width="2"/></svg>You</div>
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
@pytest.mark.parametrize(
    "page,texts,across",
    [
        (GREY_REST, ("Home", "Tasks", "Contacts", "Me", "Lucas Silva"), 8),  # a tab bar under an empty grey rest
        # a toolbar ruled off on the bottom edge (its label, between icons, is not held to its place across)
        (READER, ("9 min left", "Notes from a slow river"), None),
        (FEED, ("Home", "Maps", "Record", "You", "This week"), 8),  # a white tab bar over a white card running on
    ],
    ids=["tab-bar-under-a-grey-rest", "toolbar-ruled-off", "tab-bar-over-a-card-running-on"],
)
def test_a_bar_on_the_bottom_edge_stays_at_the_bottom_of_a_taller_screen(page, texts, across, factor):
    """The bar stays on the bottom edge at 430, and what lies above it stays where it was."""
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(page, 390, 844), factor))
        widths = texts_at_both_widths(renderer, conversion.html, page)
    for width, (ours, theirs) in widths.items():
        for text in texts:
            mine, truth = both_boxes(ours, theirs, text)
            assert abs(mine[1] - truth[1]) <= 6, (width, text, mine, truth)
            assert across is None or abs(mine[0] - truth[0]) <= across, (width, text, mine, truth)
