"""Texts land on the pixels they were seen on, at their size, and rules stay rules: a page written here is rendered,
its picture converted, and the conversion rendered again; the letters of each text are found in both pictures."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image

from app.ir import BoxNode, Flex, Font, ImageNode, Insets, Rect, Screen, TextNode
from app.render import Renderer
from app.vision import convert
from app.vision.ocr import TextRun, restore_spaces
from app.vision.spacing import centre_on_whole_pixels
from app.vision.surfaces import find_regions
from app.vision.typefaces import load_face, size_from_width

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from fidelity import visible_texts  # noqa: E402

from tests.vision.test_reading import CORPUS, converted  # noqa: E402

# lines of several faces and sizes on a page, in a list of rows and in buttons, where flex centres them
PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #f2f2f7; font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif; color: #111 }
h1 { margin: 28px 16px 6px; font-size: 26px; font-weight: 700 }
.lead { margin: 0 16px 18px; font-size: 15px; color: #555 }
.list { background: #fff; border-top: 1px solid #ccc; border-bottom: 1px solid #ccc }
.row { display: flex; justify-content: space-between; align-items: center; height: 48px; margin-left: 16px;
       padding-right: 16px; border-bottom: 1px solid #ddd; font-size: 17px }
.row:last-child { border-bottom: 0 }
.row span:last-child { color: #888; font-size: 15px }
button { display: flex; align-items: center; justify-content: center; width: calc(100% - 32px); margin: 14px 16px 0;
         height: 46px; border: 0; border-radius: 8px; font: inherit; font-size: 18px; background: #1a7f37; color: #fff }
button.plain { background: #e5e5ea; color: #111; height: 41px; font-size: 16px }
.note { margin: 20px 16px; font-size: 13px; color: #666 }
</style></head><body>
<h1>Account settings</h1><p class="lead">Choose how people find you</p>
<div class="list">
  <div class="row"><span>Display name</span><span>Ada Lovelace</span></div>
  <div class="row"><span>Phone number</span><span>+44 20 7946 0018</span></div>
  <div class="row"><span>账户名称</span><span>默认设置</span></div>
</div>
<button>Save changes</button><button class="plain">保存并继续</button>
<p class="note">Changes apply to every device you sign in on.</p>
</body></html>"""


def _ink_rows(picture: np.ndarray, box: list[float]) -> tuple[int, int] | None:
    """First and last rows with ink inside a text's box (grown a few pixels up and down)."""
    x, y, w, h = (int(round(v)) for v in box)
    crop = picture[max(y - 4, 0) : y + h + 4, max(x, 0) : x + w].astype(float)
    if crop.size == 0:
        return None
    behind = np.median(np.concatenate([crop[0], crop[-1]]))
    difference = np.abs(crop - behind)
    rows = np.flatnonzero(difference.max(axis=1) > max(40, difference.max() / 2))
    return (max(y - 4, 0) + int(rows[0]), max(y - 4, 0) + int(rows[-1])) if len(rows) else None


def _grey(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("L"))


def test_each_text_is_drawn_on_the_rows_it_was_seen_on():
    """Line boxes are placed by the letters' ink and the face's ascent and descent, not by the detector's loose box:
    in the rendered conversion every text's letters start and end on the rows they had, give or take a pixel,
    mostly on the very row (texts centred in rows and buttons included)."""
    with Renderer() as renderer:
        png = renderer.render_png(PAGE, 390, 844)
        truth = renderer.snapshot(PAGE, 390, 844)
        conversion = convert(png)
        again = renderer.render_png(conversion.html, 390, 844)
    before, after = _grey(png), _grey(again)
    boxes = [t["bbox"] for t in visible_texts(truth, 844)]
    assert len(boxes) == 11
    offsets = []
    for box in boxes:
        seen, drawn = _ink_rows(before, box), _ink_rows(after, box)
        assert seen is not None and drawn is not None
        offsets += [drawn[0] - seen[0], drawn[1] - seen[1]]
    assert max(abs(o) for o in offsets) <= 1, offsets
    assert np.mean([abs(o) for o in offsets]) <= 0.3, offsets


def test_two_cjk_letters_are_sized_by_their_width():
    """The detector's box round two CJK letters may stand 1.5 font sizes tall; the letters are one em wide each."""
    face = load_face("DejaVu Sans")
    if face is None:
        pytest.skip("DejaVu Sans is not installed")
    run = TextRun("昵称", 32, 320, 32, 26, 0.99)  # 17 px letters in a box 26 px tall
    assert run.font_size == 20
    assert size_from_width(run, face) == 17


def test_a_face_places_its_line_box_by_the_letters_ink():
    face = load_face("DejaVu Sans")
    if face is None:
        pytest.skip("DejaVu Sans is not installed")
    line = face.content_height(16)
    assert line == 19  # 15 px above the baseline and 4 below
    # "cell" at 16 px: ascenders reach 12 px above the baseline, which sits 15 px down a 19 px line box
    assert face.line_top("cell", 16, line, ink_top=103, ink_bottom=115) == pytest.approx(100)
    assert face.line_top("?", 16, line, 103, 115) is None  # one letter says too little


def _rules(width: int = 390, height: int = 60) -> np.ndarray:
    image = np.full((height, width, 3), 255, np.uint8)
    image[8, 15:] = 210  # a rule over the row and one under it, from the list's inset to the edge
    image[52, 15:] = 210
    image[8:53, 282] = 210  # and an upright one before a button at the row's end
    return image


def test_two_rules_joined_by_an_upright_one_are_rules_not_an_outline():
    """A form row: a label, a field and a button's words between two rules, the button after an upright rule."""
    words = np.zeros((60, 390), bool)
    for left, right in ((16, 70), (110, 260), (292, 380)):
        words[20:42, left:right] = True
    regions = find_regions(_rules(), np.array([255, 255, 255]), words)
    assert all(r.kind == "divider" for r in regions), [(r.kind, r.x, r.y, r.width, r.height) for r in regions]
    assert sorted((r.width > r.height, r.y) for r in regions) == [(False, 8), (True, 8), (True, 52)]


def test_an_outlined_pill_is_still_an_outline():
    image = np.full((60, 390, 3), 255, np.uint8)
    grey = (120, 120, 120)
    cv2.line(image, (60, 10), (330, 10), grey, 1, cv2.LINE_AA)
    cv2.line(image, (60, 50), (330, 50), grey, 1, cv2.LINE_AA)
    cv2.ellipse(image, (60, 30), (20, 20), 0, 90, 270, grey, 1, cv2.LINE_AA)  # rounded ends
    cv2.ellipse(image, (330, 30), (20, 20), 0, -90, 90, grey, 1, cv2.LINE_AA)
    regions = find_regions(image, np.array([255, 255, 255]), np.zeros((60, 390), bool))
    assert [r.kind for r in regions] == ["outline"]
    assert regions[0].radius == pytest.approx(20, abs=2)


def _row(height: float, line: float, text_top: float) -> Screen:
    text = TextNode(
        id="t", text="Save", frame=Rect(x=150, y=text_top, width=40, height=line), font=Font(size=16, line_height=line)
    )
    row = BoxNode(
        id="b",
        frame=Rect(x=16, y=100, width=358, height=height),
        layout=Flex(direction="row", justify="center", align="center", padding=Insets()),
        children=[text],
    )
    return Screen(
        name="s",
        width=390,
        height=844,
        root=BoxNode(id="root", frame=Rect(x=0, y=0, width=390, height=844), children=[row]),
    )


def test_a_centred_line_is_kept_on_the_pixel_grid():
    """Centred in 46 px, a 21 px line starts at 12.5 px and is drawn a pixel low; one pixel taller, it starts on
    the grid. A line seen at or below the half pixel, or one that centres on the grid anyway, is left alone."""
    screen = _row(46, 21, 112)
    centre_on_whole_pixels(screen)
    text = screen.root.children[0].children[0]
    assert (text.font.line_height, text.frame.height, text.frame.y) == (22, 22, 111.5)
    for height, line, top in ((46, 21, 113), (46, 20, 113)):
        screen = _row(height, line, top)
        centre_on_whole_pixels(screen)
        assert screen.root.children[0].children[0].font.line_height == line


def test_a_space_between_a_latin_word_and_cjk_letters_is_kept():
    """The recogniser runs "WeUI 是" together; the blank in the picture puts the space back. CJK letters and the
    Latin letters of one word, set closer, are not parted."""
    text = "WeUI是一套组件Gallery"
    centres = [5, 17, 29, 37, 52, 68, 84, 100, 116, 128, 138, 144, 148, 154, 161, 168]
    gaps = [(40, 45), (59, 61), (75, 77), (141, 143)]  # after "WeUI" a word space; between letters, narrow blanks
    assert restore_spaces(text, centres, gaps, line_height=21) == "WeUI 是一套组件Gallery"
    assert (
        restore_spaces("粤公网安备44030", [6, 18, 30, 42, 54, 66, 73, 80, 87, 94], [(58, 63)], 16) == "粤公网安备 44030"
    )


def _monospaced(text: str, pitch: float = 8.0) -> tuple[list[float], list[tuple[int, int]]]:
    """Letter middles one cell apart, and the blanks a monospaced font leaves either side of a narrow mark (its
    cell is as wide as a figure's) and in a space's cell."""
    centres = [pitch * index + pitch / 2 for index in range(len(text))]
    gaps = []
    for index, char in enumerate(text):
        start = int(pitch * index)
        if char in ".:,":
            gaps += [(start - 1, start + 3), (start + 5, start + 9)]
        elif char == " ":
            gaps.append((start - 1, start + 9))
    return centres, gaps


def test_the_blanks_round_a_mark_between_figures_are_no_word_spaces():
    """A monospaced address or time ("10.42.18.113", "09:42"): the blanks either side of its points are their cells',
    not spaces; a word after a version number is still a word apart."""
    for text in ("10.42.18.113", "09:42", "1,204"):
        centres, gaps = _monospaced(text)
        assert restore_spaces(text, centres, gaps, line_height=14) == text
    centres, gaps = _monospaced("v2.1 beta")
    text = "v2.1beta"  # the recogniser ran the words together
    del centres[4]
    assert restore_spaces(text, centres, gaps, line_height=14) == "v2.1 beta"


def test_a_blank_between_two_upright_strokes_is_no_word_space():
    """In "Profile" set at 22 px, the blank between "i" and "l" is 4 px: as wide as a narrow word space for the
    line's height. But their middles stand no further apart than the line's letters do, so no space is put there;
    where the recogniser ran two words together, the space sets their letters further apart and is put back."""
    centres = [64, 74, 86, 96, 102, 108, 118]
    assert restore_spaces("Profile", centres, [(69, 71), (90, 91), (103, 107), (109, 112)], 22) == "Profile"
    assert restore_spaces("Seeyou", [5, 14, 22, 36, 44, 52], [(26, 31)], 16) == "See you"


def test_the_spaces_round_a_dot_between_items_are_put_back():
    """The recogniser reads "Mobile · Available 9:00-18:00" without the spaces round its dot (but with the one
    before "9:00"); the blanks either side of the dot put them back. A dot set close between two names stays
    close."""
    text = "Mobile·Available 9:00-18:00"
    centres = [61, 72, 82, 88, 93, 100, 109, 123, 131, 139, 146, 152, 158, 165, 172, 180, 186]
    centres += [192, 200, 208, 216, 224, 232, 242, 248, 256, 264]
    gaps = [(67, 69), (76, 78), (86, 87), (89, 92), (93, 95), (103, 109), (111, 118), (134, 136), (182, 188)]
    assert restore_spaces(text, centres, gaps, 16) == "Mobile · Available 9:00-18:00"
    assert restore_spaces("马丁·路德", [8, 24, 36, 48, 64], [(33, 34), (38, 39)], 20) == "马丁·路德"


def test_capitals_spaced_out_all_along_are_one_word():
    """Every blank of a word set in widely spaced capitals is wide: the letters stand at their own pitch, and
    none of the blanks is a word space."""
    assert restore_spaces("NEON", [5, 20, 35, 50], [(10, 15), (25, 30), (40, 45)], 14) == "NEON"


@pytest.mark.skipif(not CORPUS.exists(), reason="the corpus of screens is not here")
def test_a_glyph_read_off_an_icon_stays_the_icons():
    """At three times the size the recogniser reads the magnifier of a search icon as "Q": a picture of an icon's
    size whose only text is one letter is the icon, drawn as a picture, not a box holding a letter."""
    screen = converted("08_weui_home", 3).screen
    assert not [n.text for n in screen.walk() if isinstance(n, TextNode) and len(n.text.strip()) == 1]
    icons = [n for n in screen.walk() if isinstance(n, ImageNode) and 500 < n.frame.y < 560 and n.frame.x > 300]
    assert len(icons) == 1 and 28 <= icons[0].frame.width <= 36


@pytest.mark.skipif(not CORPUS.exists(), reason="the corpus of screens is not here")
def test_a_resampled_screen_keeps_its_inks_its_bar_borders_and_its_icons():
    """A screenshot three times the size, resampled: every stroke is blurred, so most of a text's pixels mix its ink
    with the page, a bar's hairline stands a blurred row off the bar, and a menu icon's bars stand apart. The text
    keeps its ink (black stays black, the grey captions grey), the hairline is the bar's border, and the icon is one
    picture, as they are at the screen's own size."""
    screen = converted("14_framework7_dist_index", 3).screen
    by_text = {n.text: n for n in screen.walk() if isinstance(n, TextNode)}
    black = by_text["Couple of worlds here because my app is so awesome!"].color
    assert max(black.r, black.g, black.b) <= 24
    grey = by_text["WELCOME TO MY AWESOME APP"].color
    assert abs(grey.r - 109) <= 16 and abs(grey.b - 114) <= 16
    header = next(n for n in screen.walk() if isinstance(n, BoxNode) and n.role == "header")
    assert header.style.border is not None and header.style.border.width.bottom == 1
    assert header.frame.height == pytest.approx(44, abs=1)
    pictures = [n for n in _walk(header) if isinstance(n, ImageNode)]
    assert len(pictures) == 1 and pictures[0].frame.height >= 12
    assert all(not n.placement.absolute for n in screen.walk())


def _walk(node):
    yield node
    for child in getattr(node, "children", []):
        yield from _walk(child)


def test_a_box_drawn_on_three_sides_is_a_box():
    """A white card on an off-white page shows only its shadow's rim: its sides and its foot, not its top. That is a
    box holding its text, not three rules."""
    image = np.full((60, 390, 3), 250, np.uint8)
    image[10:50, 20] = 225
    image[10:50, 369] = 225
    image[49:51, 20:370] = 215
    words = np.zeros((60, 390), bool)
    words[22:40, 40:240] = True
    regions = find_regions(image, np.array([250, 250, 250]), words)
    assert [r.kind for r in regions] == ["outline"], [(r.kind, r.x, r.y, r.width, r.height) for r in regions]


@pytest.mark.skipif(not CORPUS.exists(), reason="the corpus of screens is not here")
def test_at_twice_the_size_an_icons_strokes_stay_inside_its_card():
    """At 2x the ring inside a search icon is also read on the page behind its card; it is the icon's, so the card
    is not drawn over it as a group of absolutely placed pieces, and the list icon's bars are one picture."""
    screen = converted("08_weui_home", 2).screen
    cards = [n for n in screen.walk() if isinstance(n, BoxNode) and n.role == "card"]
    # (the pieces of a drawn icon, a ring and its check mark, may stand over each other inside the icon's box)
    assert not [n for n in screen.walk() if n.placement.absolute and (n in cards or isinstance(n, TextNode))]
    assert len(cards) >= 6
    bars = [c for c in _walk(cards[0]) if isinstance(c, ImageNode)]  # the form icon: three bars, one picture
    assert len(bars) == 1 and bars[0].frame.width >= 28


def test_a_word_broken_after_its_hyphen_is_joined_without_a_space():
    """Lines of a paragraph join with a space, but a word that broke after its own hyphen joins up again as it was,
    and CJK lines run on; a dash standing apart keeps its spaces."""
    from app.vision.paragraphs import joiner

    assert "WH-" + joiner("索尼 WH-", "1000XM5") + "1000XM5" == "WH-1000XM5"
    assert joiner("Open Mon -", "Fri") == " "
    assert joiner("无线降", "噪耳机") == ""
    assert joiner("the north", "trailhead") == " "


def test_a_space_where_a_number_or_latin_word_meets_cjk_is_put_back_on_a_spaced_line():
    """An address ("文三路 478 号华星 B 座"): the recogniser keeps the space before "号" but drops the ones where
    "路" meets "478" and "B" meets "座"; the blanks there put them back. Where a figure runs on into a CJK letter
    with no blank ("共3件"), none is put."""
    text = "文三路478 号华星B座"
    centres = [7.5, 22.5, 37.5, 54.5, 63.5, 72.5, 79.5, 89.5, 104.5, 119.5, 132, 149.5]
    gaps = [(45, 50), (77, 82), (137, 142)]
    assert restore_spaces(text, centres, gaps, line_height=20) == "文三路 478 号华星B 座"
    assert restore_spaces("共3件 小计", [7.5, 19.5, 31.5, 40, 52.5, 67.5], [(38, 45)], 20) == "共3件 小计"
