"""A hairline drawn between two rows of pixels. A screen of two or three device pixels to the CSS px draws a 1 px
rule at a fraction of a px (a row of 44.33 px high cells puts it at 44.33): brought to CSS px, it covers two rows,
each tinted in part. Read as it was drawn, it is one rule a px thick in the colour the two tints add up to."""

from __future__ import annotations

import numpy as np

UNEVEN = 0.75  # the fainter row is tinted at most this share of the stronger one: two rows of one tint are a 2 px rule
# and at least this share: a fainter row is the halo a resampled picture rings round a rule (or a rule's few
# hundredths of a px over the row), read as the stronger row alone was
SHARED = 0.2
OVER = 8  # levels: the two tints add up past black or white by more than this only when more than a px is drawn


def straddling(crop: np.ndarray, behind: np.ndarray) -> tuple[int, np.ndarray] | None:
    """For a rule two px thick (`crop`, rows or columns along its length) tinted unevenly across: which of its two
    rows (0 or 1) the one px rule is read in, and its colour; None for a rule two px thick."""
    upright = crop.shape[1] == 2 and crop.shape[0] > 2
    lines = crop.transpose(1, 0, 2) if upright else crop
    if lines.shape[0] != 2:
        return None
    tints = lines.reshape(2, -1, 3).astype(float).mean(axis=1) - behind.astype(float)
    strengths = np.abs(tints).sum(axis=1)
    stronger = int(np.argmax(strengths))
    if not SHARED * strengths[stronger] <= strengths[1 - stronger] <= UNEVEN * strengths[stronger]:
        return None
    if np.sign(tints[0]).tolist() != np.sign(tints[1]).tolist() and strengths[1 - stronger] > 6:
        return None  # one row darker and the other lighter: two things drawn, not one rule spread over two rows
    colour = behind.astype(float) + tints.sum(axis=0)
    if (colour < -OVER).any() or (colour > 255 + OVER).any():
        return None  # more ink than one px of any colour holds: a stroke thicker than a px (an icon's, 1.5 px)
    return stronger, np.round(np.clip(colour, 0, 255)).astype(crop.dtype)
