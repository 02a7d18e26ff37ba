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
    export.add_argument("--framework", choices=["flutter", "react_native", "swiftui", "jetpack_compose"],
                        help="write UI code for a framework")
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
    fragment = clipboard_html(screen, label=label, width=args.width, height=args.height,
                              load_image=_local_images(args.file.parent))
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
    """Images given as data URIs, or as files beside the HTML; nothing from the network."""
    import base64

    def load(node):
        src = node.src
        if src.startswith("data:image/png;base64,") or src.startswith("data:image/jpeg;base64,"):
            return base64.b64decode(src.split(",", 1)[1])
        if src.startswith("fwpage://job/"):
            candidate = folder / src.split("/", 4)[-1]
            if candidate.suffix.lower() in (".png", ".jpg", ".jpeg") and candidate.is_file():
                return candidate.read_bytes()
        return None

    return load
