"""Colours and strokes measured on the picture (RGB arrays in CSS px)."""

from __future__ import annotations

import cv2
import numpy as np

from app.ir import Color

DIFFERENT = 6  # per-channel difference that counts as another colour


def to_color(rgb) -> Color:
    r, g, b = (int(round(float(v))) for v in rgb[:3])
    return Color(r=r, g=g, b=b)


def dominant(pixels: np.ndarray, step: int = 8) -> np.ndarray:
    """The most common colour, after quantising to `step` levels per channel."""
    flat = pixels.reshape(-1, 3)
    if len(flat) == 0:
        return np.array([255, 255, 255])
    levels = 256 // step + 1 if flat.dtype == np.uint8 else 256
    keys = (flat // step).astype(np.int32)
    codes = (keys[:, 0] * levels + keys[:, 1]) * levels + keys[:, 2]
    if flat.dtype == np.uint8 and len(codes) > 4096:  # counting every level beats sorting codes, when many
        best = int(np.bincount(codes).argmax())
    else:
        values, counts = np.unique(codes, return_counts=True)
        best = values[counts.argmax()]
    chosen = flat[codes == best]
    return np.median(chosen, axis=0)


def largest_channel(values: np.ndarray) -> np.ndarray:
    """Each pixel's largest channel (of differences, per pixel): taken channel by channel, many times quicker than a
    reduction over an axis three long."""
    return np.maximum(np.maximum(values[..., 0], values[..., 1]), values[..., 2])


def channel_mean(pixels: np.ndarray) -> np.ndarray:
    """Each pixel's mean of its three channels."""
    return (pixels[..., 0].astype(np.float64) + pixels[..., 1] + pixels[..., 2]) / 3


def distance(pixels: np.ndarray, colour: np.ndarray) -> np.ndarray:
    """How far each pixel stands from `colour`: its largest difference in a channel."""
    paint = np.asarray(colour).astype(np.int16)  # truncated, as the pixels' own reading is
    if pixels.dtype != np.uint8 or pixels.ndim < 1 or pixels.shape[-1] != 3 or paint.min() < 0 or paint.max() > 255:
        return np.abs(pixels.astype(np.int16) - paint).max(axis=-1)
    if paint.shape == (3,) and pixels.ndim == 3 and pixels.strides[1:] == (3, 1) and pixels.size:
        # OpenCV takes a picture (or a crop of one) as it lies in memory, and is many times quicker at this
        scalar = (float(paint[0]), float(paint[1]), float(paint[2]), 0.0)
        apart = cv2.absdiff(pixels, scalar)  # type: ignore[call-overload]  # (its stubs leave out the scalar form)
    else:
        paint = paint.astype(np.uint8)
        apart = np.maximum(pixels, paint) - np.minimum(pixels, paint)  # in uint8: no widening of the whole picture
    return largest_channel(apart).astype(np.int16)


def coverage(pixels: np.ndarray, paint: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """How much of each pixel `paint` covers, 0-1, reading each pixel as a mix of paint and what is behind."""
    along = paint.astype(float) - behind.astype(float)
    length = float((along * along).sum())
    if length < 1:
        return np.zeros(pixels.shape[:-1])
    return np.clip((pixels.astype(float) - behind.astype(float)) @ along / length, 0, 1)


def border_colour(crop: np.ndarray) -> np.ndarray:
    edge = np.concatenate([crop[0], crop[-1], crop[:, 0], crop[:, -1]])
    return dominant(edge)


def ink(crop: np.ndarray, behind: np.ndarray | None = None, cores: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """The text colour in a crop and the mask of its pixels (those furthest from the background). The colour is the
    most common among them (not the overshoot of a resampled edge). With `cores`, it is read from the strokes'
    middles instead: a resampled picture blurs every stroke, so the pixels part-covered outnumber those covered,
    and the most common is a mix of the ink and what is behind it."""
    behind = border_colour(crop) if behind is None else behind
    far = distance(crop, behind)
    if far.max() < 24:
        return behind, np.zeros(far.shape, bool)
    mask = far >= max(24, far.max() * 0.6)
    colour = dominant(crop[mask], step=6)
    return (_core_colour(crop[mask], colour, behind) if cores else colour), mask


def _core_colour(pixels: np.ndarray, colour: np.ndarray, behind: np.ndarray) -> np.ndarray:
    """Going from what is behind through `colour`, how far the ink's own pixels reach (those of another ink, a link
    in the line, lie off that way and are left out)."""
    along = colour.astype(float) - behind.astype(float)
    length = float(along @ along)
    if length < 1:
        return colour
    offsets = pixels.reshape(-1, 3).astype(float) - behind.astype(float)
    reach = offsets @ along / length
    aside = np.linalg.norm(offsets - reach[:, None] * along, axis=1)
    own = reach[aside <= 24]
    if len(own) < 4:
        return colour
    return np.clip(np.round(behind + along * max(1.0, float(np.percentile(own, 80)))), 0, 255).astype(colour.dtype)


def stroke_ratio(mask: np.ndarray, font_size: float) -> float:
    """Stroke width over font size, from the distance transform of the glyph mask."""
    if mask.sum() < 8:
        return 0.0
    dist = cv2.distanceTransform(mask.astype(np.uint8), cv2.DIST_L2, 3)
    inner = dist[dist > 0]
    return float(2 * np.percentile(inner, 85) / max(font_size, 1))


def weight_from_stroke(ratio: float) -> int:
    if ratio > 0.2:
        return 700
    if ratio > 0.16:
        return 600
    if ratio > 0.135:
        return 500
    return 400


def saturation(rgb) -> float:
    r, g, b = (float(v) / 255 for v in rgb[:3])
    high, low = max(r, g, b), min(r, g, b)
    return 0.0 if high == 0 else (high - low) / high


def luminance(rgb) -> float:
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(float(v)) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
