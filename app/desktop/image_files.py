"""Which files are screenshots the studio takes."""

from __future__ import annotations

from pathlib import Path

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp", ".gif"}
IMAGE_FILTER = "Images (*.png *.jpg *.jpeg *.webp *.gif)"


def is_image_file(path: Path) -> bool:
    return path.suffix.lower() in IMAGE_SUFFIXES
