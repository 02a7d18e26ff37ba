"""The renderer's wire between the pool and a worker process: one JSON object per line."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

PAGE_SCHEME = "fwpage"
# where a job's page is loaded (at PAGE_ADDRESS + its id): the page's relative references resolve under it
PAGE_ADDRESS = f"{PAGE_SCHEME}://job/"


@dataclass
class Job:
    id: int
    op: str  # "png" | "layout"
    html: str
    width: int
    height: int
    scale: float = 1.0
    scripts: bool = False
    allow: list[str] = field(default_factory=list)  # URL prefixes the page may load, besides data: and blob:

    def encode(self) -> bytes:
        return json.dumps(asdict(self), ensure_ascii=False).encode() + b"\n"

    @classmethod
    def decode(cls, line: bytes) -> Job:
        return cls(**json.loads(line))


@dataclass
class Result:
    id: int
    ok: bool
    png: str | None = None  # base64
    snapshot: str | None = None  # JSON text of the DOM snapshot
    error: str | None = None

    def encode(self) -> bytes:
        return json.dumps(asdict(self)).encode() + b"\n"

    @classmethod
    def decode(cls, line: bytes) -> Result:
        return cls(**json.loads(line))
