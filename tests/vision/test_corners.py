"""The radius of an outlined box read off its picture: boxes drawn here with a 1 px and a 2 px outline of several
radii and shades, rendered at 1x and resampled to 3x, each read as found on the page. A radio button's ring is a
circle, whether set on whole pixels or at half a pixel."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from app.render import Renderer
from app.vision.corners import corner_radius
from app.vision.picture import read_picture
from app.vision.surfaces import find_regions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from conversion import scaled  # noqa: E402

WHITE = np.array([255, 255, 255], np.uint8)
BOXES = [  # width, height, radius, outline
    (120, 40, 4, "1px solid #888"),
    (120, 40, 8, "1px solid #c7cbd0"),
    (120, 40, 12, "1px solid #888"),
    (120, 40, 16, "1px solid #1677ff"),
    (120, 44, 6, "2px solid #999"),
    (120, 44, 10, "2px solid #c7cbd0"),
    (120, 40, 12, "1px solid #e5e5e5"),  # (so light its corners' smoothed steps read as the page)
    (120, 40, 20, "1px solid #e5e5e5"),
]
RINGS = [(22, "1px solid #1677ff", 40), (24, "1px solid #888", 40.5)]  # size, outline, left (a half pixel off)


def _page() -> str:
    boxes = "".join(
        f"<div style='position:absolute;left:{20 + (i % 2) * 180}px;top:{20 + (i // 2) * 80}px;width:{w}px;"
        f"height:{h}px;border:{outline};border-radius:{r}px;box-sizing:border-box'></div>"
        for i, (w, h, r, outline) in enumerate(BOXES)
    )
    rings = "".join(
        f"<div style='position:absolute;left:{left + i * 90}px;top:340.5px;width:{size}px;height:{size}px;"
        f"border:{outline};border-radius:50%;box-sizing:border-box'></div>"
        for i, (size, outline, left) in enumerate(RINGS)
    )
    return f"<html><body style='margin:0;background:#fff'>{boxes}{rings}</body></html>"


@pytest.fixture(scope="module")
def drawn() -> bytes:
    with Renderer() as renderer:
        return renderer.render_png(_page(), 390, 844)


def _outlines(drawn: bytes, factor: int):
    css = read_picture(scaled(drawn, factor)).css
    return [r for r in find_regions(css, WHITE, np.zeros(css.shape[:2], bool)) if r.kind == "outline"]


@pytest.mark.parametrize("factor", [1, 3])
def test_an_outlined_boxs_radius_is_read_within_a_pixel(drawn, factor):
    """Each box is one outline whose radius reads within a pixel of the one it was drawn with, at 1x and 3x (a
    smoothed line read as far out as its blur reached made a 12 px corner a pill's)."""
    outlines = _outlines(drawn, factor)
    for i, (_, _, radius, outline) in enumerate(BOXES):
        x, y = 20 + (i % 2) * 180, 20 + (i // 2) * 80
        (found,) = [r for r in outlines if abs(r.x - x) <= 3 and abs(r.y - y) <= 3]
        assert abs(found.radius - radius) <= 1, (outline, radius, found.radius)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_ring_is_a_circle(drawn, factor):
    """Rings as wide as they are tall, rounded all the way, are circles: their radius is half their size."""
    outlines = _outlines(drawn, factor)
    rings = [
        ring
        for i, (_, _, left) in enumerate(RINGS)
        for ring in outlines
        if abs(ring.x - (left + i * 90)) <= 3 and abs(ring.y - 340) <= 3
    ]
    assert rings  # (a small ring blurred may be read as a picture of itself: nothing to round)
    for ring in rings:
        assert ring.radius == pytest.approx(min(ring.width, ring.height) / 2, abs=0.5)


def test_a_block_joined_on_both_sides_has_no_corner_to_read(recwarn):
    """The middle block of a row joined on its left and its right (a segmented control's middle segment cut by the
    screen's edge): no corner is measured, and none is made up from an empty median."""
    crop = np.full((30, 60, 3), 255, np.uint8)
    paint, behind = np.array([216, 217, 228]), np.array([255, 255, 255])
    crop[:, :] = paint
    assert corner_radius(crop, paint, behind, square=("left", "right")) == 0.0
    assert not [w for w in recwarn if issubclass(w.category, RuntimeWarning)]
