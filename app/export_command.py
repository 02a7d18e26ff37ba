"""`framewright export`: screen HTML files to design-tool clipboard data or to UI code."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.contract.limits import DESIGNTOOL_CANVAS_DEFAULT


def add_parser(subparsers) -> None:
    export = subparsers.add_parser("export", help="export screen HTML as design-tool layers")
    export.add_argument("file", type=Path, help="an HTML file")
    export.add_argument("--designtool", action="store_true", help="write design-tool clipboard data (text/html)")
    export.add_argument(
        "--framework",
        choices=["flutter", "react_native", "swiftui", "jetpack_compose"],
        help="write UI code for a framework",
    )
    export.add_argument("-o", "--output", type=Path, help="file or folder to write (default: beside the input)")
    export.add_argument("--label", help="name of the top-level layer or component (default: the file name)")
    export.add_argument("--width", type=int, help="layout width in CSS px (default: 430, or 390 for code)")
    export.add_argument("--height", type=int, help="layout height in CSS px (default: 932, or 844 for code)")
    export.add_argument("--copy", action="store_true", help="also put the result on the clipboard (needs a display)")


def run(args: argparse.Namespace) -> int:
    if args.framework:
        from app.code_export_command import run_code_export

        return run_code_export(args)
    args.width = args.width or DESIGNTOOL_CANVAS_DEFAULT[0]
    args.height = args.height or DESIGNTOOL_CANVAS_DEFAULT[1]
    if not args.designtool:
        print("error: choose --designtool (or --framework)", file=sys.stderr)
        return 2
    if not args.file.is_file():
        print(f"error: no such file: {args.file}", file=sys.stderr)
        return 2
    html = args.file.read_text("utf-8", errors="replace")
    if not html.strip():
        print(f"error: {args.file} is empty", file=sys.stderr)
        return 2
    from app.codegen.designtool import clipboard_html
    from app.render import Renderer, RenderError

    label = args.label or args.file.stem.replace("_", " ")
    try:
        with Renderer() as renderer:
            screen = renderer.layout(html, args.width, args.height)
    except (RenderError, ValueError) as failed:
        print(f"error: {failed}", file=sys.stderr)
        return 1
    fragment = clipboard_html(
        screen, label=label, width=args.width, height=args.height, load_image=_local_images(args.file.parent)
    )
    target = args.output or args.file.with_suffix(".designtool.html")
    if target.is_dir():
        target = target / (args.file.stem + ".designtool.html")
    target.write_text(fragment, "utf-8")
    print(f"wrote {target} ({len(fragment):,} bytes)")
    if args.copy:
        from app.desktop.clipboard import copy_html

        if not copy_html(fragment):
            print("error: no display to copy to; the file was written", file=sys.stderr)
            return 1
        print("copied to the clipboard as text/html")
    return 0


def _local_images(folder: Path):
    """Images given as data URLs, or as files in the folder of the HTML (subfolders too, never outside
    it), as PNG or JPEG; nothing from the network. What cannot be used is left out with a warning."""
    from app.code_export_command import shown
    from app.codegen.designtool.pictures import pasteable
    from app.ir.images import ImageReferenceError, image_file, parse_data_url
    from app.render.protocol import PAGE_ADDRESS

    skipped: set[str] = set()

    def skip(src: str, reason: str) -> None:
        if src not in skipped:
            skipped.add(src)
            print(f"warning: image left out ({shown(src)}): {reason}", file=sys.stderr)

    def load(node):
        src = node.src
        try:
            if src.startswith("data:"):
                data = parse_data_url(src).data
            else:
                path = image_file(src, folder, PAGE_ADDRESS)
                if path is None:
                    return None
                if not path.is_file():
                    return skip(src, f"there is no file {path}")
                data = path.read_bytes()
        except ImageReferenceError as refused:
            return skip(src, str(refused))
        except OSError as unreadable:
            return skip(src, unreadable.strerror or "it cannot be read")
        return pasteable(data)  # None for what is no raster picture (an SVG): a placeholder is pasted

    return load
