"""Where each element of a frame lies, as the renderer laid it out, and the few computed styles the
inspector shows: what picking an element under the pointer reads."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from app.desktop.models.document import Path


@dataclass(frozen=True)
class Box:
    path: Path
    tag: str
    x: float
    y: float
    width: float
    height: float
    style: dict[str, str] = field(default_factory=dict, compare=False)  # computed, by CSS property name

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height

    @property
    def area(self) -> float:
        return self.width * self.height


class FrameLayout:
    def __init__(self, boxes: Iterable[Box]) -> None:
        self.boxes = tuple(boxes)
        self._by_path = {box.path: box for box in self.boxes}

    def __len__(self) -> int:
        return len(self.boxes)

    def box(self, path: Path) -> Box | None:
        return self._by_path.get(path)

    def at(self, x: float, y: float) -> Path | None:
        """The innermost element under the point: the deepest box holding it; of boxes as deep,
        the one painted last (the later in the document)."""
        best: Box | None = None
        for box in self.boxes:  # in document order
            if box.area <= 0 or not box.contains(x, y) or box.style.get("visibility") == "hidden":
                continue
            if best is None or len(box.path) >= len(best.path):
                best = box
        return best.path if best is not None else None

    @classmethod
    def from_rows(cls, rows: list[dict]) -> FrameLayout:
        """From the renderer's answer: one row per element, in document order."""
        return cls(
            Box(
                path=tuple(row["path"]),
                tag=str(row.get("tag", "")),
                x=float(row["x"]),
                y=float(row["y"]),
                width=float(row["w"]),
                height=float(row["h"]),
                style=dict(row.get("style") or {}),
            )
            for row in rows
        )
