"""The OCR: RapidOCR with the models its wheel carries, read offline, beside Qt, placed letter by letter."""

from __future__ import annotations

import io
import itertools
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.ir import BoxNode, Font, ImageNode, Rect, TextNode
from app.vision.arrange import arrange
from app.vision.ocr import OCR_MAX_WIDTH, gap_box, letter_boxes, model_paths, recognise
from app.vision.picture import read_picture
from app.vision.reading import read_text

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
SCREEN = CORPUS / "14_framework7_dist_index.png"


def box(x0: float, x1: float, y0: float = 10, y1: float = 30) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def truth_texts(screen: Path) -> list[str]:
    return [t["text"] for t in json.loads(screen.with_suffix(".gt.json").read_text())["texts"] if t["lines"] == 1]


def test_a_space_gets_the_gap_between_its_neighbours():
    boxes = letter_boxes("ab c", [("a", box(0, 8)), ("b", box(9, 17)), ("c", box(30, 38, 12, 28))])
    assert len(boxes) == 4
    assert boxes[2] == [[17, 10], [30, 10], [30, 30], [17, 30]]  # from b's right edge to c's left, both heights
    assert boxes[3] == box(30, 38, 12, 28)


def test_letters_that_spell_something_else_give_no_boxes():
    assert letter_boxes("abc", [("a", box(0, 8)), ("b", box(9, 17))]) == []
    assert letter_boxes("   ", []) == []


def test_a_space_at_a_lines_end_is_an_empty_box_at_that_end():
    assert gap_box(box(0, 8), None) == [[8, 10], [8, 10], [8, 30], [8, 30]]
    assert gap_box(None, box(5, 9)) == [[5, 10], [5, 10], [5, 30], [5, 30]]


def test_the_models_are_the_ones_inside_the_installed_package():
    import rapidocr

    package = Path(rapidocr.__file__).parent
    for path in model_paths().values():
        assert path.is_file() and path.parent.parent == package and path.stat().st_size > 1_000_000


def test_every_line_read_has_a_box_for_each_of_its_letters():
    bgr = np.asarray(Image.open(SCREEN).convert("RGB"))[:, :, ::-1].copy()
    lines = recognise(bgr)
    assert {"Awesome App", "SIDE PANELS", "Left Panel"} <= {line.text for line in lines}
    for line in lines:
        assert len(line.letters) == len(line.text), line.text
        lefts = [min(p[0] for p in letter) for letter in line.letters]
        assert lefts == sorted(lefts), line.text  # left to right, spaces in their places
    spaced = next(line for line in lines if line.text == "Left Panel")
    space = spaced.letters[4]
    assert (
        max(p[0] for p in spaced.letters[3])
        <= min(p[0] for p in space)
        <= max(p[0] for p in space)
        <= min(p[0] for p in spaced.letters[5])
    )


def test_signs_read_alone_are_left_to_the_pictures():
    """The list's chevrons read as ">" lines: they stay drawn, they do not become text."""
    bgr = np.asarray(Image.open(SCREEN).convert("RGB"))[:, :, ::-1].copy()
    assert any(line.text.strip() == ">" for line in recognise(bgr))
    runs = read_text(read_picture(SCREEN.read_bytes()))
    assert runs and all(any(char.isalnum() for char in run.text) for run in runs)
    assert {"About", "Services", "Form"} <= {run.text for run in runs}


@pytest.mark.parametrize("factor", [1, 3])
def test_a_screen_reads_the_same_at_any_scale(factor):
    image = Image.open(SCREEN).convert("RGB")
    data = io.BytesIO()
    image.resize((image.width * factor, image.height * factor), Image.Resampling.LANCZOS).save(data, "PNG")
    runs = read_text(read_picture(data.getvalue()))
    found = {run.text for run in runs}
    wanted = [text for text in truth_texts(SCREEN) if text in ("Awesome App", "About", "Right Panel", "Link 1")]
    assert len(wanted) == 4 and set(wanted) <= found
    title = next(run for run in runs if run.text == "Awesome App")
    assert 15 <= title.font_size <= 19  # 17 px on the page


OFFLINE_AND_BESIDE_QT = """
import socket, sys
def refuse(*args, **kwargs):
    raise OSError("no network at run time")
socket.socket.connect = refuse
socket.socket.connect_ex = refuse
socket.create_connection = refuse
socket.getaddrinfo = refuse
from PySide6.QtWidgets import QApplication
from PySide6.QtWebEngineWidgets import QWebEngineView
app = QApplication([])
view = QWebEngineView()
view.setHtml("<p>beside the OCR</p>")
from app.vision.reading import read_text
from app.vision.picture import read_picture
runs = read_text(read_picture(open(sys.argv[1], "rb").read()))
view.close()
print("|".join(run.text for run in runs))
"""


@pytest.mark.timeout(240)
def test_ocr_runs_offline_in_one_process_with_qt(tmp_path):
    """No socket can connect, HOME is empty: the models come from the wheel; QtWebEngine shares the process."""
    env = {
        "HOME": str(tmp_path),
        "PATH": "/usr/bin:/bin",
        "QT_QPA_PLATFORM": "offscreen",
        "QTWEBENGINE_CHROMIUM_FLAGS": "--no-sandbox --disable-gpu",
        "PYTHONPATH": str(ROOT),
    }
    run = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(OFFLINE_AND_BESIDE_QT), str(SCREEN)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=220,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    texts = run.stdout.strip().splitlines()[-1].split("|")
    assert {"Awesome App", "WELCOME TO MY AWESOME APP", "Link 2"} <= set(texts)


def text(x: float, width: float, words: str) -> TextNode:
    return TextNode(id=words, text=words, frame=Rect(x=x, y=816, width=width, height=15), font=Font(size=12))


def test_words_on_one_line_that_run_into_each_other_are_laid_out():
    """Two texts of a line whose boxes overlap a little: one stays in the flow, the other is placed where drawn."""
    first, second = text(28, 250, "a long first line of words"), text(274, 91, "and its tail")
    container = BoxNode(id="screen", frame=Rect(x=0, y=800, width=390, height=44))
    arrange(container, [first, second], (f"n{i}" for i in itertools.count()))

    def texts(node):
        return [node] if isinstance(node, TextNode) else [t for child in node.children for t in texts(child)]

    laid = texts(container)
    assert {t.text for t in laid} == {first.text, second.text}
    assert [t.placement.absolute for t in laid].count(True) == 1


@pytest.mark.parametrize("height", [44, 60, 100])
def test_a_bar_of_colour_is_a_surface_not_a_letter(height):
    """Solid bars the detector may take for "一" or "1": the text beside them is read, the bar stays a box."""
    from app.ir import BoxNode as Box
    from app.render import Renderer
    from app.vision import convert

    page = (
        "<body style='margin:0;background:#ffffff'><div style='position:absolute;left:20px;top:100px;"
        "font:16px sans-serif'>Hello world</div><div style='position:absolute;left:40px;top:300px;width:300px;"
        f"height:{height}px;background:#4f46e5;border-radius:8px'></div></body>"
    )
    with Renderer() as renderer:
        shot = renderer.render_png(page)
    runs = read_text(read_picture(shot))
    assert [run.text for run in runs] == ["Hello world"]
    bars = [
        n
        for n in convert(shot).screen.walk()
        if isinstance(n, Box) and n.style.background and n.style.background.hex.lower().startswith("#4f46e5")
    ]
    assert len(bars) == 1 and abs(bars[0].frame.height - height) <= 4 and abs(bars[0].frame.width - 300) <= 6


def rendered(factor: int, *pages: str) -> list[bytes]:
    """The pages rendered at 390x844 and resampled to `factor` times that, as a phone's screenshot is."""
    from app.render import Renderer

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from conversion import scaled

    with Renderer() as renderer:
        return [scaled(renderer.render_png(page, 390, 844), factor) for page in pages]


def recogniser_reads(shot: bytes, factor: int) -> list[str]:
    """The lines the recogniser alone reads on a screenshot, at the detail the reader gives it."""
    image = Image.open(io.BytesIO(shot)).convert("RGB")
    image = image.resize((OCR_MAX_WIDTH, round(image.height * OCR_MAX_WIDTH / image.width))) if factor > 1 else image
    return [line.text.strip() for line in recognise(np.asarray(image)[:, :, ::-1].copy())]


SIZES = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 24px 12px; font-family: 'DejaVu Sans', sans-serif; display: flex; gap: 10px }
div { width: 44px; line-height: 40px; border: 1px solid #888; border-radius: 6px; text-align: center; font-size: 16px }
</style></head><body><div>S</div><div>M</div><div>L</div><div>XL</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_check_mark_read_as_a_letter_stays_drawn(factor):
    """Bootstrap's filled-in fields end with a check mark, which the recogniser reads as "L": a lone "L" has an
    upright stem down its left, and a check mark has none, so the marks stay pictures. The sizes "M" and "L" on
    a row of size chips keep their letters."""
    page = (ROOT / "benchmarks" / "library_screens" / "b_bootstrap5_checkout.html").read_text()
    shot, sizes = rendered(factor, page, SIZES)
    assert recogniser_reads(shot, factor).count("L") >= 1
    runs = read_text(read_picture(shot))
    assert {"Elena", "Marsh"} <= {run.text for run in runs}
    assert not [run for run in runs if run.text.strip() == "L"]
    assert [run.text for run in sorted(read_text(read_picture(sizes)), key=lambda run: run.x)] == ["S", "M", "L", "XL"]


MAGNIFIER = """<svg width="{size}" height="{size}" viewBox="0 0 24 24" fill="none" stroke="#8e8e93" stroke-width="2.6"
stroke-linecap="round"><circle cx="10" cy="10" r="6.5"/><line x1="15" y1="15" x2="21" y2="21"/></svg>"""
SEARCHES = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0; padding: 16px; font-family: 'DejaVu Sans', sans-serif; background: #fff }}
.bar {{ display: flex; align-items: center; gap: 6px; height: 40px; padding: 0 10px; margin-bottom: 16px;
  border-radius: 10px; background: #eeeef0; color: #8e8e93; font-size: 17px }}
p {{ margin: 0 0 14px; font-size: 17px; color: #333 }}
</style></head><body>
<div class="bar">{MAGNIFIER.format(size=20)}<span>Search</span></div>
<div class="bar" style="font-size: 14px">{MAGNIFIER.format(size=16)}<span>Search contacts</span></div>
<p>Q Search</p><p>O Search</p><p>9. Search</p></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_magnifier_read_as_a_letter_stays_drawn(factor):
    """A search field's magnifier, a ring with a handle, is read as a letter before its placeholder ("Q Search"):
    the placeholder is read alone, from its own first letter, and the magnifier is a picture before it. The same
    letters written in text ("Q", "O", "9.") are kept: a letter's ring is widest at its middle."""
    from app.vision import convert

    (shot,) = rendered(factor, SEARCHES)
    read = recogniser_reads(shot, factor)
    assert any(text.endswith("Search") and len(text.split()[0]) == 1 for text in read[:1])  # the recogniser's guess
    runs = sorted(read_text(read_picture(shot)), key=lambda run: run.y)
    assert [run.text for run in runs] == ["Search", "Search contacts", "Q Search", "O Search", "9. Search"]
    assert all(run.x > 16 + 10 + 16 for run in runs[:2])  # from the placeholder's first letter, past the magnifier
    assert all(run.x < 20 for run in runs[2:])
    screen = convert(shot).screen
    texts = {node.text: node for node in screen.walk() if isinstance(node, TextNode)}
    for placeholder in ("Search", "Search contacts"):
        text = texts[placeholder]
        before = [
            node
            for node in screen.walk()
            if isinstance(node, ImageNode)
            and abs(node.frame.y + node.frame.height / 2 - (text.frame.y + text.frame.height / 2)) <= 4
            and 16 <= node.frame.x < node.frame.right <= text.frame.x
        ]
        assert len(before) == 1 and 12 <= before[0].frame.width <= 24


WECHAT_TABS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font-family: 'WenQuanYi Micro Hei', sans-serif; background: #f7f7f7 }
p { margin: 0; padding: 16px; font-size: 17px }
nav { position: fixed; bottom: 0; left: 0; right: 0; display: flex; background: #fff; padding: 10px 0 }
nav span { flex: 1; text-align: center; font-size: 14px }
</style></head><body><p>通讯录</p><nav><span>微信</span><span>发现</span><span>我</span></nav></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_lone_cjk_letter_on_a_latin_page_is_a_drawing(factor):
    """Material's home icon is read as "命": on a page written in no CJK elsewhere, a lone CJK letter is a drawing,
    and the tab bar keeps it as a picture over its "Home" label. A page written in Chinese keeps a tab labelled
    "我" (me)."""
    from app.vision import convert

    page = (ROOT / "benchmarks" / "library_screens" / "b_material3_profile.html").read_text()
    shot, tabs = rendered(factor, page, WECHAT_TABS)
    assert "命" in recogniser_reads(shot, factor) or factor > 1  # the recogniser's guess at 1x
    runs = read_text(read_picture(shot))
    assert "Home" in [run.text for run in runs]
    assert not [run for run in runs if any(0x3400 <= ord(char) <= 0x9FFF for char in run.text)]
    screen = convert(shot).screen
    home = next(node for node in screen.walk() if isinstance(node, TextNode) and node.text == "Home")
    above = [
        node
        for node in screen.walk()
        if isinstance(node, ImageNode)
        and node.frame.bottom <= home.frame.y + 2
        and home.frame.y - node.frame.bottom <= 16
        and abs(node.frame.x + node.frame.width / 2 - (home.frame.x + home.frame.width / 2)) <= 8
    ]
    assert len(above) == 1
    assert sorted(run.text for run in read_text(read_picture(tabs))) == sorted(["通讯录", "微信", "发现", "我"])


ICON_DISCS = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; background: #f8f9ff; color: #1b1b1f }
.row { display: flex; align-items: center; gap: 20px; padding: 16px 20px }
.disc { width: 40px; height: 40px; border-radius: 50%; flex: none; display: flex; align-items: center;
  justify-content: center; font-size: 20px; color: #fff }
.battery { width: 11px; height: 20px; border-radius: 2px; background: #1b1b1f }
b { display: block; font-size: 17px; font-weight: 400 } small { font-size: 13px; color: #555 }
</style></head><body>
<div class="row"><div class="disc" style="background:#b9f0dc"><i class="battery"></i></div>
  <div><b>Battery</b><small>78% - about 11:30 PM</small></div></div>
<div class="row"><div class="disc" style="background:#6750a4">S</div><div><b>Sophie</b><small>Account</small></div></div>
<div class="row"><div class="disc" style="background:#e8def8;color:#1b1b1f">0</div><div><b>Unread</b><small>None left</small></div></div>
</body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_filled_shape_read_as_a_letter_stays_drawn(factor):
    """A battery drawn as a filled bar in its disc is read as a lone "0": a letter's strokes leave most of the box
    round them blank, a filled shape does not, so it stays a picture. An initial and a count written in their discs
    are kept."""
    (shot,) = rendered(factor, ICON_DISCS)
    texts = [run.text.strip() for run in read_text(read_picture(shot))]
    assert "S" in texts and "0" in texts, texts  # the written letter and count
    assert texts.count("0") == 1, texts  # and not the battery
    assert "Battery" in texts, texts


def test_a_number_in_its_ring_is_no_filled_shape():
    """A step's number in its ring (Element Plus's steps), read in a box whose top and foot are the ring's paint:
    that paint is no shape filling the box, and the number is kept."""
    order = (ROOT / "benchmarks" / "library_screens" / "e_element_plus_order.html").read_text()
    (shot,) = rendered(1, order)
    numbers = [run.text.strip() for run in read_text(read_picture(shot)) if run.y < 160]
    assert "3" in numbers, numbers
