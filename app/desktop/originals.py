"""The screenshots frames were converted from, kept on this machine beside the cache.

A frame made from a screenshot keeps its original here (by frame id), so the canvas can lay
the screenshot over the frame to compare them at a glance.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

_SAFE_ID = re.compile(r"^[A-Za-z0-9_.-]{1,200}$")


class Originals:
    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _path(self, frame_id: str) -> Path:
        if not _SAFE_ID.match(frame_id):
            raise ValueError(f"not a frame id: {frame_id!r}")
        return self.directory / f"{frame_id}.img"

    def keep(self, frame_id: str, data: bytes) -> Path:
        path = self._path(frame_id)
        self.directory.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_bytes(data)
        os.replace(partial, path)
        return path

    def find(self, frame_id: str) -> Path | None:
        try:
            path = self._path(frame_id)
        except ValueError:
            return None
        return path if path.exists() else None
