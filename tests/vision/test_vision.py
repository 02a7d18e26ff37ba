"""Vision on real corpus screens and on odd pictures: structure, not exact HTML."""

from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.ir import BoxNode, ImageNode, TextNode
from app.vision import ImageRejected, convert
from app.vision.picture import read_picture

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
SCREENS = sorted(p.name.removesuffix(".gt.json") for p in CORPUS.glob("*.gt.json"))


def png(image: Image.Image, fmt: str = "PNG", **save) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **save)
    return out.getvalue()


def upscaled(name: str, factor: int) -> bytes:
    image = Image.open(CORPUS / f"{name}.png").convert("RGB")
    return png(image.resize((image.width * factor, image.height * factor), Image.Resampling.LANCZOS))


@pytest.mark.parametrize("width,scale", [(390, 1.0), (780, 2.0), (1170, 3.0), (1080, 1080 / 390)])
def test_scale_is_detected_and_work_happens_in_css_px(width, scale):
    picture = read_picture(png(Image.new("RGB", (width, round(width * 844 / 390)), (250, 250, 250))))
    assert picture.scale == pytest.approx(scale)
    assert picture.width == 390 and abs(picture.height - 844) <= 1


@pytest.mark.skipif(not CORPUS.exists(), reason="the corpus of screens is not here")
@pytest.mark.parametrize("resample", [Image.Resampling.LANCZOS, Image.Resampling.BICUBIC, Image.Resampling.BILINEAR])
def test_a_screen_enlarged_three_times_keeps_the_screen_as_drawn(resample):
    """A 1x screenshot enlarged to 3x (by any interpolating filter) passes through the 1x pixels at its blocks'
    middles: the screen as drawn is known exactly, beside the averaged picture the surfaces are found on."""
    one = Image.open(CORPUS / "09_weui_form_primary.png").convert("RGB")
    picture = read_picture(png(one.resize((one.width * 3, one.height * 3), resample)))
    assert picture.scale == 3 and picture.drawn is not None and (picture.drawn == np.asarray(one)).all()


def test_a_screen_drawn_at_its_density_or_enlarged_twice_has_no_drawn_screen():
    """Crisp letters and hairlines a device pixel thick (a phone's own 3x screenshot) are not an enlargement, and
    an even factor has no middle pixel: the averaged picture is all there is."""
    sharp = np.full((2532, 1170, 3), 255, np.uint8)
    sharp[600:603, :] = 200  # a 1 px rule at 3x, on its own rows
    sharp[900, :] = 120  # a device pixel's hairline, off the blocks' middles
    for column in range(30, 1140, 7):  # letters' crisp strokes
        sharp[1200:1260, column : column + 2] = 20
    assert read_picture(png(Image.fromarray(sharp))).drawn is None
    twice = Image.fromarray(sharp[::3, ::3]).resize((780, 1688), Image.Resampling.LANCZOS)
    assert read_picture(png(twice)).drawn is None


def test_texts_enlarged_three_times_keep_their_ink():
    """An enlargement rings a dark halo round each stroke and thins its middle: the ink is read on the screen as
    drawn, and every text of a page comes out in the colour it has at 1x."""
    from app.render import Renderer
    from tests.vision.tree import scaled

    page = (Path(__file__).parent / "screens" / "login.html").read_text()
    with Renderer() as renderer:
        drawn = renderer.render_png(page, 390, 844)
    inks = {}
    for factor in (1, 3):
        screen = convert(scaled(drawn, factor)).screen
        inks[factor] = {n.text: n.color for n in screen.walk() if isinstance(n, TextNode)}
    assert set(inks[3]) == set(inks[1]) and len(inks[1]) >= 8
    for text, colour in inks[1].items():
        other = inks[3][text]
        assert max(abs(colour.r - other.r), abs(colour.g - other.g), abs(colour.b - other.b)) <= 2, (
            text,
            colour,
            other,
        )


def test_transparent_pixels_are_shown_on_white_and_gifs_give_their_first_frame():
    clear = read_picture(png(Image.new("RGBA", (390, 844), (0, 0, 0, 0))))
    assert tuple(clear.css[10, 10]) == (255, 255, 255)
    frames = [Image.new("P", (390, 844), i) for i in (10, 200)]
    gif = io.BytesIO()
    frames[0].save(gif, "GIF", save_all=True, append_images=frames[1:], duration=100)
    first = read_picture(gif.getvalue())
    assert tuple(first.css[5, 5]) == tuple(frames[0].convert("RGB").getpixel((5, 5)))


def test_a_photo_taken_turned_is_read_upright():
    upright = Image.new("RGB", (390, 844), "white")
    upright.paste((200, 30, 30), (0, 0, 390, 100))  # a red bar along the top of the screen
    turned = upright.transpose(Image.Transpose.ROTATE_90)  # stored on its side, as the camera was held
    exif = Image.Exif()
    exif[0x0112] = 6  # shown turned a quarter clockwise
    data = io.BytesIO()
    turned.save(data, "JPEG", quality=95, exif=exif)
    picture = read_picture(data.getvalue())
    assert picture.css.shape[:2] == (844, 390) and not picture.landscape
    assert picture.css[20, 200, 0] > 150 and picture.css[20, 200, 1] < 80  # the bar is at the top
    assert picture.css[800, 200].min() > 240


def test_a_cut_off_file_is_refused_not_read_half():
    whole = png(Image.effect_noise((390, 844), 60).convert("RGB"))
    with pytest.raises(ImageRejected, match="cannot be decoded"):
        read_picture(whole[: len(whole) // 2])


def test_landscape_is_recognised():
    assert read_picture(png(Image.new("RGB", (844, 390), "white"))).landscape


@pytest.mark.parametrize("data,reason", [(b"not an image", "cannot be decoded"), (None, "too small")])
def test_what_cannot_be_a_screen_is_refused_with_a_reason(data, reason):
    with pytest.raises(ImageRejected, match=reason):
        read_picture(data or png(Image.new("RGB", (40, 40), "white")))


@pytest.mark.parametrize("name", SCREENS)
@pytest.mark.parametrize("factor", [1, 3])
def test_corpus_screens_keep_their_texts_colours_and_surfaces(name, factor):
    truth = json.loads((CORPUS / f"{name}.gt.json").read_text())
    result = convert(upscaled(name, factor), label=name, breakdown=True)
    screen = result.screen
    squeeze = lambda text: "".join(text.split())  # noqa: E731 (line breaks and spaces aside)
    texts = squeeze("".join(n.text for n in screen.walk() if isinstance(n, TextNode)))
    wanted = [t["text"].strip() for t in truth["texts"] if t["text"].strip() and t.get("kind") == "text"]
    found = [w for w in wanted if squeeze(w) in texts]
    assert len(found) >= 0.75 * len(wanted), (name, set(wanted) - set(found))
    truth_picture = np.asarray(Image.open(CORPUS / f"{name}.png").convert("RGB"))
    colours, counts = np.unique(truth_picture.reshape(-1, 3) // 8, axis=0, return_counts=True)
    page = colours[counts.argmax()] * 8
    background = screen.root.style.background
    assert max(abs(background.r - page[0]), abs(background.g - page[1]), abs(background.b - page[2])) <= 10
    assert result.style_guide.colors.background == background.hex
    assert any(isinstance(n, BoxNode) and (n.style.background or n.style.border) for n in screen.walk())
    assert result.components is not None
    tops = [n.frame.y for n in screen.root.children if not n.placement.absolute]
    assert tops == sorted(tops)  # the page reads top to bottom (hairlines drawn over it aside)
    assert "<script" not in result.html


def test_a_photo_that_is_not_a_screen_still_converts_sensibly():
    rng = np.random.default_rng(7)
    noise = Image.fromarray(rng.integers(0, 255, (800, 600, 3), dtype=np.uint8))
    result = convert(png(noise, "JPEG", quality=85))
    assert result.html.startswith("<!doctype html>")
    assert any(isinstance(n, ImageNode) for n in result.screen.walk())


def test_a_card_with_a_soft_shadow_keeps_its_size_and_shadow():
    """A page drawn by the real renderer, then read back by vision."""
    from app.render import Renderer

    page = (
        "<body style='margin:0;background:#f1f5f9'><div style='position:absolute;left:40px;top:120px;"
        "width:300px;height:160px;background:#ffffff;border-radius:16px;"
        "box-shadow:0 8px 24px rgba(15,23,42,.18)'></div><div style='position:absolute;left:40px;top:400px;"
        "width:300px;height:80px;background:#4f46e5;border-radius:8px'></div></body>"
    )
    with Renderer() as renderer:
        shot = renderer.render_png(page)
    screen = convert(shot).screen
    boxes = [n for n in screen.walk() if isinstance(n, BoxNode) and n.style.background]
    card = next(b for b in boxes if b.style.background.hex == "#ffffff" and b.frame.width < 390)
    assert abs(card.frame.x - 40) <= 3 and abs(card.frame.width - 300) <= 6 and abs(card.frame.height - 160) <= 8
    assert card.style.shadows and card.style.shadows[0].y > 0 and card.style.shadows[0].blur >= 4
    assert 10 <= card.style.radii.top_left <= 22
    flat = next(b for b in boxes if b.style.background.hex.startswith("#4f46e5"[:3]) or b.frame.y > 380)
    assert not flat.style.shadows
