"""`framewright convert IMAGE... [-o DIR] [--breakdown]`: screenshots to HTML and style guides, offline."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def add_parser(subparsers) -> None:
    convert = subparsers.add_parser("convert", help="convert screenshots to HTML screens and style guides")
    convert.add_argument("images", nargs="+", type=Path, help="PNG, JPEG, WEBP or GIF screenshots")
    convert.add_argument("-o", "--output", type=Path, help="folder to write into (default: beside each image)")
    convert.add_argument("--breakdown", action="store_true", help="also write NAME.components.json")


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from app.vision import ImageRejected, OcrUnavailable, convert

    if args.output:
        args.output.mkdir(parents=True, exist_ok=True)
    failed = 0
    progress = tqdm(args.images, unit="screen", disable=len(args.images) < 2, file=sys.stderr)
    for image in progress:
        progress.set_description(image.name)
        try:
            result = convert(image.read_bytes(), label=image.stem, breakdown=args.breakdown)
        except OcrUnavailable as missing:  # no image can be converted here: say what to install, once
            tqdm.write(f"error: {missing}", file=sys.stderr)
            return 2
        except (OSError, ImageRejected) as problem:
            failed += 1
            tqdm.write(f"error: {image}: {problem}", file=sys.stderr)
            continue
        folder = args.output or image.parent
        (folder / f"{image.stem}.html").write_text(result.html, "utf-8")
        (folder / f"{image.stem}.styleguide.json").write_text(
            json.dumps(result.style_guide.model_dump(mode="json", exclude_none=True), indent=2, ensure_ascii=False),
            "utf-8",
        )
        if result.components is not None:
            (folder / f"{image.stem}.components.json").write_text(
                json.dumps([c.model_dump(mode="json") for c in result.components], indent=2, ensure_ascii=False),
                "utf-8",
            )
        tqdm.write(f"wrote {folder / (image.stem + '.html')}")
    return 1 if failed else 0
