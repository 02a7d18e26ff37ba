"""Small things written tight: tags whose patch hides under their text's box, a last line of ideographs standing in a
taller box, a bar's top hairline that a badge touches, two gradient buttons side by side. Each page is written here,
rendered, converted and checked for how the conversion is built."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from app.ir import BoxNode, ImageNode
from app.render import Renderer
from app.vision import convert
from app.vision.ocr import text_mask
from app.vision.picture import read_picture
from app.vision.reading import read_text
from app.vision.surfaces import Region
from app.vision.text_pictures import mostly_text
from tests.vision.tree import both_boxes, parent_of, texts_at_both_widths, texts_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402
from fidelity import visible_texts  # noqa: E402

CJK = "font-family:'Noto Sans CJK SC','DejaVu Sans',sans-serif"

TAGS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {CJK}; color: #323233 }}
.title {{ margin: 24px 16px 8px; font-size: 16px; font-weight: 600 }}
.tags {{ display: flex; gap: 6px; margin: 0 16px }}
.tag {{ font-size: 12px; line-height: 16px; padding: 0 4px; border-radius: 3px }}
.hot {{ background: #ee0a24; color: #fff }} .new {{ background: #e8f0ff; color: #1c5ee8 }}
.ring {{ border: 1px solid #ee0a24; color: #ee0a24; line-height: 14px; border-radius: 2px }}
</style></head><body><div class="title">青瓷手作保温杯 350ml</div>
<div class="tags"><span class="tag hot">限时折扣</span><span class="tag new">新品</span>
<span class="tag ring">包邮</span></div></body></html>"""


def _patched_tags(conversion, within: int) -> dict:
    """Checks that the red and the pale tag of `TAGS` are boxes of their colour (each channel `within` of it), about
    as tall as the patch and hardly wider than their text; returns the texts by their words."""
    texts = {t.text: t for t in texts_of(conversion.screen)}
    for label, (r, g, b) in (("限时折扣", (0xEE, 0x0A, 0x24)), ("新品", (0xE8, 0xF0, 0xFF))):
        tag = parent_of(texts[label], conversion.screen.root)
        assert isinstance(tag, BoxNode) and tag.style.background is not None, label
        paint = tag.style.background
        assert max(abs(paint.r - r), abs(paint.g - g), abs(paint.b - b)) <= within, label
        assert abs(tag.frame.height - 16) <= 3 and tag.frame.width <= texts[label].frame.width + 12, label
    return texts


def test_a_tags_patch_hidden_under_its_text_is_a_box_holding_it():
    """The patch reaches two pixels past the letters, so the text's box covers it and it is never a region of its
    own: it is read under the text, and becomes a box of its colour holding the text, whose letters are read against
    it (white, at their own size; read against the page, the whole patch had been the letters). So does a thin
    outline round a tag's text."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(TAGS, 390, 844))
    texts = _patched_tags(conversion, within=8)
    for label in ("限时折扣", "新品"):
        assert 11 <= texts[label].font.size <= 13, label
    white = texts["限时折扣"].color
    assert min(white.r, white.g, white.b) >= 220
    # the outlined one: a box with a red border, holding its text read at its own size
    outlined = parent_of(texts["包邮"], conversion.screen.root)
    assert isinstance(outlined, BoxNode) and outlined.style.border is not None
    assert outlined.style.border.color.r >= 200 and outlined.style.border.color.g <= 60
    assert abs(outlined.frame.height - 16) <= 3 and 11 <= texts["包邮"].font.size <= 13


ARTICLE = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {CJK}; color: #333 }}
p {{ margin: 24px 16px; font-size: 17px; line-height: 1.75; letter-spacing: .5px }}
</style></head><body><p>第一次认真散步，是在一个加班到深夜的冬天。地铁已经停运，打车软件上排着两百多人的队，我索性沿着河边往家走。那一晚走了四十分钟，我第一次发现，楼下那家每天路过的面馆，门口挂着一块写着“始于一九八六”的旧木牌。</p>
</body></html>"""


def test_a_paragraphs_short_last_line_of_ideographs_is_part_of_it():
    """Its last line holds two letters and a stop; the detector's box round so few letters is taller than round a
    full line, and its size read from the box is a quarter larger. Ideographs fill their square, and its ink is as
    tall as the lines above: it is the paragraph's last line, not a text of its own."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(ARTICLE, 390, 844))
    texts = [t for t in texts_of(conversion.screen) if t.text.strip()]
    assert len(texts) == 1 and texts[0].text.endswith("木牌。")


BAR = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #f7f8fa; {CJK} }}
.card {{ background: #fff; margin: 12px; padding: 16px; border-radius: 8px; font-size: 14px; color: #323233 }}
.bar {{ position: fixed; left: 0; right: 0; bottom: 0; height: 50px; background: #fff; border-top: 1px solid #dcdee0;
        display: flex; align-items: center; padding: 0 8px; gap: 8px }}
.icon {{ width: 48px; text-align: center; font-size: 10px; color: #646566; position: relative; padding-top: 18px }}
.icon::before {{ content: ''; position: absolute; top: 0; left: 15px; width: 18px; height: 14px; border: 2px solid #646566;
                 border-radius: 3px; box-sizing: border-box }}
.badge {{ position: absolute; top: -14px; left: 28px; min-width: 16px; height: 16px; border-radius: 8px;
          background: #ee0a24; color: #fff; font-size: 11px; line-height: 16px }}
.buy {{ flex: 1; height: 40px; border-radius: 20px; background: linear-gradient(to right, #ff6034, #ee0a24);
        color: #fff; font-size: 14px; display: flex; align-items: center; justify-content: center }}
</style></head><body><div class="card">青禾生活旗舰店</div>
<div class="bar"><div class="icon">客服</div><div class="icon">购物车<span class="badge">5</span></div>
<div class="buy">立即购买</div></div></body></html>"""


# the bar in the page's own colour: only its top hairline draws it
BAR_ON_WHITE = BAR.replace("background: #f7f8fa", "background: #fff")


def test_a_bars_top_hairline_that_a_badge_touches_is_a_rule():
    """A badge over the cart icon reaches up to the bar's top hairline. The two were one thin shape, too short for
    the hairlines of a grid: one picture across the bar with its icons and labels baked in, or, where the hairline's
    length passed for a ring, an outline whose border ran through the icons. The hairline is a rule; the badge and
    the icons are things of their own."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(BAR_ON_WHITE, 390, 844))
    bar_top = 844 - 51
    for node in conversion.screen.walk():
        if isinstance(node, BoxNode) and node.style.border is not None and node.frame.width >= 300:
            assert abs(node.frame.y - bar_top) > 4 or node.frame.height >= 44, node.frame
        # nor one picture across the bar, the icons and the labels baked in
        assert not (isinstance(node, ImageNode) and node.frame.width > 200), node.frame
    texts = {t.text: t for t in texts_of(conversion.screen)}
    assert {"客服", "立即购买"} <= set(texts)


def test_a_button_painted_with_a_gradient_and_read_as_mostly_text_keeps_its_paint_and_shape():
    """The buy button's gradient falls short of a ramp (its text takes much of it): it is a box mostly of text, and
    its colour is its own paint's, not the white that shows past its rounded ends."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(BAR, 390, 844))
    label = next(t for t in texts_of(conversion.screen) if t.text == "立即购买")
    button = parent_of(label, conversion.screen.root)
    while isinstance(button, BoxNode) and button.style.background is None and button.style.gradient is None:
        button = parent_of(button, conversion.screen.root)
    assert isinstance(button, BoxNode) and button is not conversion.screen.root
    paint = button.style.background
    assert button.style.gradient is not None or paint is not None and paint.g < 120  # red, not the page's white
    assert button.style.radii.top_left >= 12


ACTIONS = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; {CJK} }}
.bar {{ position: fixed; left: 0; right: 0; bottom: 0; height: 50px; display: flex; align-items: center;
        padding: 0 5px 0 150px }}
.pill {{ flex: 1; height: 40px; color: #fff; font-size: 14px; font-weight: 600; display: flex; align-items: center;
         justify-content: center }}
.cart {{ background: linear-gradient(to right, #ffd01e, #ff8917); border-radius: 20px 0 0 20px }}
.buy {{ background: linear-gradient(to right, #ff6034, #ee0a24); border-radius: 0 20px 20px 0 }}
</style></head><body><div class="bar"><div class="pill cart">加入购物车</div><div class="pill buy">立即购买</div></div>
</body></html>"""


def test_two_buttons_drawn_touching_are_two_boxes():
    """ "Add to cart | buy now": two gradients drawn touching, read as one picture mostly of text. Where the paint
    changes at once between the two labels the picture is parted: each label has a box of its own colour."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(ACTIONS, 390, 844))
        wide = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
    texts = {t.text: t for t in texts_of(conversion.screen)}
    boxes = []
    for label in ("加入购物车", "立即购买"):
        box = parent_of(texts[label], conversion.screen.root)
        while isinstance(box, BoxNode) and box.style.background is None and box.style.gradient is None:
            box = parent_of(box, conversion.screen.root)
        assert isinstance(box, BoxNode) and box is not conversion.screen.root, label
        boxes.append(box)
    cart, buy = boxes
    assert cart is not buy and cart.frame.x + cart.frame.width <= buy.frame.x + 4
    paints = [b.style.background or b.style.gradient.stops[-1][0] for b in boxes]  # type: ignore[union-attr]
    assert paints[0].g > paints[1].g + 30  # orange, then red
    # they stay together, touching: the row round them spaces the pair, and on a wider screen both stay on it
    assert parent_of(cart, conversion.screen.root) is parent_of(buy, conversion.screen.root)
    ours = {t["text"]: t["bbox"] for t in wide}
    assert ours["立即购买"][0] + ours["立即购买"][2] <= 430 and ours["加入购物车"][0] >= 150


COMPOSER = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; font-family: 'DejaVu Sans', sans-serif }
.bar { position: fixed; left: 0; right: 0; bottom: 0; height: 46px; background: #f2f2f7; display: flex;
        align-items: center; gap: 8px; padding: 0 8px }
.plus { width: 32px; height: 32px; border-radius: 16px; background: #dcdce2 }
.field { flex: 1; height: 40px; border-radius: 20px; background: #fff; border: 1px solid #c8c7cc;
          box-sizing: border-box; display: flex; align-items: center; padding-left: 12px; font-size: 17px }
.send { width: 32px; height: 32px; border-radius: 16px; background: #007aff }
</style></head><body><p style="margin: 24px 16px; font-size: 17px">Anna Petrova</p>
<div class="bar"><div class="plus"></div><div class="field">Sounds good, see you at 7</div>
<div class="send"></div></div></body></html>"""


def test_a_field_on_a_bar_read_as_mostly_text_is_a_box_of_its_own():
    """A bar whose paint is not even (content shows through it faintly) reads as a picture mostly of text; the white
    field takes most of it. Its grey and the page's white are both flat paints: the field is found on the bar as a
    thing of its own, not painted over in the bar's grey."""
    with Renderer() as renderer:
        picture = read_picture(renderer.render_png(COMPOSER, 390, 844))
    runs = read_text(picture)
    bar = Region(0, 844 - 46, 390, 46, "picture")
    mostly_text(bar, picture, text_mask(runs, picture.css.shape), np.array([255, 255, 255]))
    assert bar.kind == "group" and bar.fill is not None and bar.fill[0] < 250  # the bar's grey
    message = next(t for t in runs if t.text.startswith("Sounds good"))
    holders = [c for c in bar.children if c.contains(message.x, message.y, message.width, message.height)]
    assert holders and 250 <= holders[0].width <= 330 and holders[0].height <= 42  # the field, not the whole bar


LIBRARY = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens"


def test_a_tag_in_an_outline_tighter_than_its_texts_box_holds_it():
    """Ant Design's "负责人" tag: the detector's box round the text reaches three pixels past the outline. The text
    is written inside its tag all the same: the outline holds it, and on a wider screen it stays beside the name."""
    page = (LIBRARY / "a_antd_mobile_list.html").read_text()
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(page, 390, 844))
        wide = visible_texts(renderer.snapshot(conversion.html, 430, 932), 932)
        truth = visible_texts(renderer.snapshot(page, 430, 932), 932)
    text = next(t for t in texts_of(conversion.screen) if t.text == "负责人")
    tag = parent_of(text, conversion.screen.root)
    assert isinstance(tag, BoxNode) and tag.style.border is not None
    ours, theirs = both_boxes(wide, truth, "负责人")
    assert abs(ours[0] - theirs[0]) <= 8


def test_tags_read_off_a_larger_picture_are_boxes_holding_their_text():
    """Off a 3x picture the letters' smoothing reaches further into a small patch: its paint is read as far as that
    smoothing goes, short of the page's colour, so a red tag and a pale one are still boxes of their colour holding
    their text. A speck of a colour among the letters is no patch."""
    with Renderer() as renderer:
        conversion = convert(scaled(renderer.render_png(TAGS, 390, 844), 3))
    _patched_tags(conversion, within=10)
    assert all(
        node.frame.width >= 8 and node.frame.height >= 8
        for node in conversion.screen.walk()
        if isinstance(node, BoxNode) and node.style.background is not None
    ), "no box of a speck's size"


UNDER_A_TAG = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 24px 16px; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #212529 }
h6 { margin: 0; font-size: 16px; line-height: 20px; font-weight: 500 }
.badge { display: inline-block; padding: 3px 6px; font-size: 12px; font-weight: 700; line-height: 1;
         border-radius: 6px; background: #ffc107; color: #000 }
small { display: block; font-size: 14px; line-height: 17px; color: #6c757d }
</style></head><body><h6>Merino wool crew sweater<br><span class="badge">Low stock</span></h6>
<small>Charcoal · Size M · Qty 1</small></body></html>"""


def test_a_line_under_a_tag_keeps_its_own_colour():
    """The detector's box round a grey line just under a yellow tag reaches into the tag's paint: the line's colour
    is read where its letters are, not off the tag, so it stays grey, all of it."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(UNDER_A_TAG, 390, 844))
    line = next(t for t in texts_of(conversion.screen) if t.text.startswith("Charcoal"))
    colour = line.color
    assert max(colour.r, colour.g, colour.b) - min(colour.r, colour.g, colour.b) <= 24, colour
    assert all(run.color is None or abs(run.color.r - run.color.b) <= 24 for run in line.runs), line.runs


TAG_LED_TITLES = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 16px 12px; background: #f2f3f5; font-family: 'Noto Sans CJK SC', sans-serif }
.grid { display: flex; gap: 9px } .card { width: calc((100% - 9px) / 2); background: #fff; border-radius: 8px;
        padding: 8px } .title { font-size: 14px; line-height: 20px; color: #1a1a1a }
.tag { display: inline-flex; padding: 0 4px; margin-right: 4px; border-radius: 3px; font-size: 12px; color: #fff;
       line-height: 16px; background: linear-gradient(135deg, #f2200c 0%, #ff3d28 70%, #ff5036 100%) }
.price { margin-top: 6px; color: #fa2c19; font-size: 16px }
</style></head><body><div class="grid">
<div class="card"><div class="title"><span class="tag">自营</span>索尼 WH-1000XM5 头戴式无线降噪耳机 黑色</div>
<div class="price">¥2299.00</div></div>
<div class="card"><div class="title"><span class="tag">自营</span>三只松鼠 每日坚果 750g 混合果仁零食</div>
<div class="price">¥89.90</div></div></div></body></html>"""


def test_a_title_led_by_a_shaded_tag_wraps_round_it_on_any_width():
    """A tag shaded from deep red to orange-red is one tag as wide as its paint; the title set after it, which
    wrapped under it, is one text flowing inline after the tag, so on a wider screen it wraps where its words run
    out of room and what comes under it follows."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(TAG_LED_TITLES, 390, 844))
        snapshots = texts_at_both_widths(renderer, conversion.html, TAG_LED_TITLES)
    texts = {t.text: t for t in texts_of(conversion.screen)}
    title = next(t for text, t in texts.items() if text.startswith("索尼") and text.endswith("黑色"))
    paragraph = parent_of(title, conversion.screen.root)
    assert isinstance(paragraph, BoxNode) and paragraph.layout.inline
    tag = paragraph.children[0]
    assert isinstance(tag, BoxNode) and tag.style.background is not None
    assert abs(tag.frame.x - 20) <= 2 and tag.frame.width >= 30, tag.frame  # the card's padding; 2 letters and 8 px
    for width, (ours, theirs) in snapshots.items():
        for price in ("¥2299.00", "¥89.90"):
            got, want = both_boxes(ours, theirs, price)
            assert abs(got[1] - want[1]) <= 8, (width, price, got, want)


INLINE_TAGS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 20px 14px; background: #fff; font-family: 'DejaVu Sans', sans-serif; color: #1f2328 }
ul { list-style: none; margin: 0; padding: 0; border: 1px solid #d0d7de; border-radius: 6px }
li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 14px; border-top: 1px solid #d0d7de }
li:first-child { border-top: 0 }
.title { margin: 0; font-size: 16px; line-height: 21px; font-weight: 500 }
.tag { display: inline-block; padding: 1px 6px; border-radius: 10px; font-size: 12px; line-height: 16px;
       font-weight: 700; vertical-align: 1px }
.warn { background: #ffd33d; color: #24292f } .ok { background: #2da44e; color: #fff }
small { display: block; margin-top: 2px; font-size: 13px; color: #57606a }
.price { color: #57606a; white-space: nowrap }
h2 { font-size: 20px; font-weight: 600; margin: 22px 0 8px } p { margin: 0 0 12px; font-size: 15px }
</style></head><body><ul>
<li><div><p class="title">Linen shirt, sand <span class="tag ok">New</span></p><small>Size L · Qty 2</small></div><span class="price">$64.00</span></li>
<li><div><p class="title">Walnut desk organiser tray <span class="tag warn">Last one</span></p><small>Oiled walnut · Qty 1</small></div><span class="price">$38.50</span></li>
<li><div><p class="title">Brass pen <span class="tag ok">Gift</span></p><small>Engraved · Qty 1</small></div><span class="price">$22.00</span></li>
<li><div><p class="title">Notebook refills</p><small>A5 dotted · Qty 3</small></div><span class="price">$12.00</span></li>
</ul><h2>Delivery</h2><p>Orders placed before noon leave the same day.</p><p>Returns are free for thirty days.</p></body></html>"""


def test_a_tag_set_in_line_after_a_title_wraps_with_it():
    """Titles in a list are followed by tags in line; one title leaves no room before its price, so its tag wrapped
    under the title's start. Each title and its tag are one paragraph beside the price, which takes the room the
    row leaves it: on a wider screen the wrapped tag comes up beside its title, as the page sets it, and what lies
    under it comes up a line."""
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(INLINE_TAGS, 390, 844))
        snapshots = texts_at_both_widths(renderer, conversion.html, INLINE_TAGS)
    root = conversion.screen.root
    texts = {t.text: t for t in texts_of(conversion.screen)}
    for title, tag in (("Walnut desk organiser tray", "Last one"), ("Linen shirt, sand", "New"), ("Brass pen", "Gift")):
        paragraph = parent_of(texts[title], root)
        assert isinstance(paragraph, BoxNode) and paragraph.layout.inline, title
        assert parent_of(texts[tag], root) in paragraph.children, title
        assert texts[title].role == "label", title
    assert texts["$38.50"].role == "value"
    for width, (ours, theirs) in snapshots.items():
        for text in ("Last one", "Oiled walnut · Qty 1", "$22.00", "Delivery"):
            got, want = both_boxes(ours, theirs, text)
            assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (width, text, got, want)


def test_a_pale_pill_with_room_round_its_word_is_a_tag_holding_it():
    """Quasar's pale tags ("Launch", "Marketing") leave 8 px of paint beyond their words, plus their rounded ends:
    each is a box of its colour as wide as the pill, holding its word."""
    page = (LIBRARY / "b_quasar_timeline.html").read_text()
    with Renderer() as renderer:
        conversion = convert(renderer.render_png(page, 390, 844))
    texts = [t for t in texts_of(conversion.screen) if t.text in ("Launch", "Marketing") and t.frame.y > 300]
    assert len(texts) == 2
    for text in texts:
        tag = parent_of(text, conversion.screen.root)
        assert isinstance(tag, BoxNode) and tag.style.background is not None, text.text
        assert tag.frame.height <= 22 and tag.frame.width >= text.frame.width + 12, (text.text, tag.frame)
        assert tag.frame.x <= text.frame.x - 6 and tag.frame.right >= text.frame.right + 6, (text.text, tag.frame)
