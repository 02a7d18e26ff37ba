"""`framewright export FILE.html --framework F [-o DIR]`: a screen's HTML as UI code on disk.

Inline images (data URIs) and images beside the HTML are written to an `images` folder next
to the code, which refers to them by that relative path; web addresses are kept as they are.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from app.contract.limits import FRAME_SIZE, MAX_HTML_BYTES
from app.ir.images import ImageReferenceError, image_file, parse_data_url
from app.render.protocol import PAGE_ADDRESS

EXTENSIONS = {
    "image/png": ".png",
    "image/jpeg": ".jpg",
    "image/webp": ".webp",
    "image/gif": ".gif",
    "image/svg+xml": ".svg",
}
LOCAL_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp", ".gif", ".svg"}


def run_code_export(args: argparse.Namespace) -> int:
    if not args.file.is_file():
        print(f"error: no such file: {args.file}", file=sys.stderr)
        return 2
    data = args.file.read_bytes()
    if len(data) > MAX_HTML_BYTES:
        print(f"error: {args.file} is larger than {MAX_HTML_BYTES // (1024 * 1024)} MB", file=sys.stderr)
        return 2
    html = data.decode("utf-8", errors="replace")
    if not html.strip() or "<" not in html:
        print(f"error: {args.file} holds no HTML", file=sys.stderr)
        return 2
    from app import codegen
    from app.render import Renderer, RenderError

    label = args.label or args.file.stem.replace("_", " ")
    target = _target(args.output, args.file, codegen.TARGETS[args.framework].file_extension, label)
    try:
        with Renderer() as renderer:
            screen = renderer.layout(html, args.width or FRAME_SIZE[0], args.height or FRAME_SIZE[1])
    except (RenderError, ValueError) as failed:
        print(f"error: {failed}", file=sys.stderr)
        return 1
    written = ImageFiles(args.file.parent, target.parent)
    try:
        generated = codegen.generate(screen, args.framework, label, image_address=written.address)
    except codegen.ScreenTooDeep as deep:
        print(f"error: {deep}", file=sys.stderr)
        return 1
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(generated.code, "utf-8")
    print(f"wrote {target} ({generated.language}, {len(generated.code):,} bytes)")
    if written.count:
        print(f"wrote {written.count} image(s) to {target.parent / 'images'}; bundle them with the app")
    return 0


def _target(output: Path | None, source: Path, extension: str, label: str) -> Path:
    from app.codegen.names import file_name

    if output is None:
        return source.parent / file_name(label, extension)
    if output.suffix == extension and not output.is_dir():
        return output
    return output / file_name(label, extension)


class ImageFiles:
    """Images the code refers to: web addresses kept, the rest written to `images/` beside the code."""

    def __init__(self, source_folder: Path, code_folder: Path) -> None:
        self.source_folder = source_folder
        self.folder = code_folder / "images"
        self.count = 0
        self.seen: dict[str, str] = {}
        self.skipped: set[str] = set()

    def address(self, src: str) -> str | None:
        if src.startswith(("https://", "http://")):
            return src
        if src not in self.seen:
            found = self._bytes(src)
            if found is None:
                return None
            data, extension = found
            name = hashlib.sha256(data).hexdigest()[:16] + extension
            self.folder.mkdir(parents=True, exist_ok=True)
            (self.folder / name).write_bytes(data)
            self.count += 1
            self.seen[src] = f"images/{name}"
        return self.seen[src]

    def _bytes(self, src: str) -> tuple[bytes, str] | None:
        try:
            if src.startswith("data:"):
                parsed = parse_data_url(src)
                if parsed.media_type not in EXTENSIONS:
                    return None
                return parsed.data, EXTENSIONS[parsed.media_type]
            path = image_file(src, self.source_folder, PAGE_ADDRESS)
        except ImageReferenceError as refused:
            self._skip(src, str(refused))
            return None
        if path is None or path.suffix.lower() not in LOCAL_SUFFIXES:
            return None
        if not path.is_file():
            self._skip(src, f"there is no file {path}")
            return None
        return path.read_bytes(), path.suffix.lower()

    def _skip(self, src: str, reason: str) -> None:
        if src not in self.skipped:
            self.skipped.add(src)
            print(f"warning: image left out ({shown(src)}): {reason}", file=sys.stderr)


def shown(src: str, limit: int = 60) -> str:
    """An image reference short enough for a message (data URLs run to megabytes)."""
    return src if len(src) <= limit else src[: limit - 1] + "…"
