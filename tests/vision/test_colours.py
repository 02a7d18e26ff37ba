"""The colour readings every step of the conversion leans on, the same on any shape of input: a pixel's distance
from a colour (on a whole picture, a crop of one, a list of pixels, a colour a row) and the commonest colour (of a
few pixels or of many)."""

from __future__ import annotations

import numpy as np
import pytest

from app.vision.colors import channel_mean, distance, dominant, largest_channel
from app.vision.partition import blends_bridged

RNG = np.random.default_rng(7)
PICTURE = RNG.integers(0, 256, (120, 90, 3), dtype=np.uint8)


def _largest_channel_difference(pixels: np.ndarray, colour) -> np.ndarray:
    return np.abs(pixels.astype(np.int16) - np.asarray(colour).astype(np.int16)).max(axis=-1)


@pytest.mark.parametrize(
    "pixels",
    [
        PICTURE,
        PICTURE[10:50, 20:70],
        PICTURE[::2, ::3],
        PICTURE[::-1],
        PICTURE.reshape(-1, 3),
        PICTURE[5],
        PICTURE[4:4],
    ],
    ids=["picture", "crop", "strided", "flipped", "list", "row", "empty"],
)
@pytest.mark.parametrize("colour", [(0, 0, 0), (255, 255, 255), (12.7, 200.2, 99.9)])
def test_a_pixels_distance_from_a_colour_is_its_largest_channel_difference(pixels, colour):
    got = distance(pixels, np.array(colour))
    assert got.dtype == np.int16 and got.shape == pixels.shape[:-1]
    assert np.array_equal(got, _largest_channel_difference(pixels, colour))


def test_a_colour_a_row_is_measured_row_by_row():
    colours = RNG.integers(0, 256, (PICTURE.shape[0], 1, 3))
    assert np.array_equal(distance(PICTURE, colours), _largest_channel_difference(PICTURE, colours))


@pytest.mark.parametrize("count", [40, 5000, 60000])
def test_the_commonest_colour_is_the_one_most_pixels_wear(count):
    pixels = RNG.integers(0, 256, (count, 3), dtype=np.uint8)
    pixels[: count // 3] = (30, 120, 250)  # a third of them one blue
    pixels[count // 3 : count // 3 + count // 4] = (250, 250, 250)  # a quarter white
    assert tuple(dominant(pixels)) == (30, 120, 250)
    assert tuple(dominant(pixels.reshape(-1, 1, 3), step=6)) == (30, 120, 250)


def test_a_tie_goes_the_same_way_for_a_few_pixels_and_for_many():
    """Counted (many pixels) or sorted (a few), two colours worn alike give the one of less red first."""
    for count in (40, 6000):
        pixels = np.array([(200, 10, 10), (10, 10, 200)] * (count // 2), dtype=np.uint8)
        assert tuple(dominant(pixels)) == (10, 10, 200)


def test_a_blend_between_two_paints_joins_them_and_a_hairline_of_its_own_colour_does_not():
    page = np.full((9, 9, 3), 250, np.uint8)
    page[:, :4], page[:, 5:] = (200, 200, 200), (120, 120, 120)  # two paints, a column between them
    page[:, 4] = (160, 160, 160)  # a blend of the two, which reads as the page
    painted = np.abs(page.astype(int) - 160).max(axis=-1) > 0
    assert blends_bridged(page, painted)[1:-1, 4].all()
    page[:, 4] = (20, 20, 20)  # a dark hairline between them: its own colour, no blend
    assert not blends_bridged(page, np.abs(page.astype(int) - 20).max(axis=-1) > 0)[:, 4].any()


@pytest.mark.parametrize("pixels", [PICTURE, PICTURE[3:40, 7:50].astype(float)], ids=["bytes", "fractions"])
def test_a_pixels_channels_are_read_channel_by_channel_as_over_its_axis(pixels):
    assert np.array_equal(channel_mean(pixels), pixels.astype(float).mean(axis=-1))
    assert np.array_equal(largest_channel(pixels), pixels.max(axis=-1))
