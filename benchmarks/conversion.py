"""Conversion fidelity and speed over the corpus, each screen at 1x and upscaled to 3x.

    python benchmarks/conversion.py [--corpus ../shared/corpus] [--scales 1 3] [--repeat 5]
    python benchmarks/conversion.py --workers 1,2   (conversions per minute on a queue: conversion_workers.py)

Converts each screenshot, renders the HTML at 390x844 in the app's renderer, and scores it
with the eight measures (benchmarks/fidelity.py); renders it again at 430x932 and scores
Placed, Placed-wide and Reflow against the same page at 430 (`corpus-430`), and counts the
HTML's rigidity (fixed px widths on containers, rows pushed apart by wide gaps, negative
margins). Prints a row per screen and scale, the means beside the two calibration toys, the
time per screen (median, max) beside RapidOCR alone on the same picture, and peak memory.
Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import io
import json
import resource
import statistics
import sys
import time
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fidelity import placed, reflow, rigidity, score  # noqa: E402

from app.render import Renderer  # noqa: E402
from app.vision import convert  # noqa: E402
from app.vision.ocr import recognise  # noqa: E402

MEASURES = ["block", "text", "position", "color", "ssim", "boxes", "flow", "raster", "placed", "wide", "reflow"]
RIGIDITY = ["fixed_width", "wide_gaps", "negative_margins"]
# The calibration figures of `fidelity-metrics.md`: the first eight on the corpus at 1x; toy 1's Placed and Reflow
# on the hidden check screens. None where no figure is published.
TOYS: dict[str, list[float | None]] = {
    "toy 1: OCR text, absolute": [0.906, 0.939, 0.962, 0.854, 0.825, 0.000, 0.000, 0.000, 0.82, None, 0.53],
    "toy 2: + OpenCV rectangles": [0.906, 0.939, 0.962, 0.913, 0.872, 0.444, 0.000, 0.000, None, None, None],
}
TARGETS: list[float | None] = [0.95, 0.96, 0.97, 0.94, 0.90, 0.75, 0.90, 0.15, 0.92, None, 0.92]


def figure(value: float | None) -> str:
    return f"{value:7.3f}" if value is not None else f"{'-':>7}"


def scaled(png: bytes, factor: int) -> bytes:
    if factor == 1:
        return png
    image = Image.open(io.BytesIO(png)).convert("RGB")
    out = io.BytesIO()
    image.resize((image.width * factor, image.height * factor), Image.Resampling.LANCZOS).save(out, "PNG")
    return out.getvalue()


def main() -> None:
    if any(arg.startswith("--workers") for arg in sys.argv[1:]):  # throughput on a team's queue
        from conversion_workers import main as workers_main

        return workers_main(sys.argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "corpus")
    parser.add_argument("--wide", type=Path, default=None, help="the same pages at 430x932 (default: corpus-430)")
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 3])
    parser.add_argument("--only", nargs="*", default=None, help="screen ids (or prefixes) to run")
    parser.add_argument("--repeat", type=int, default=1, help="times each screen is timed (the median is kept)")
    args = parser.parse_args()
    wide = args.wide or args.corpus.parent / "corpus-430"
    screens = sorted(p.stem.removesuffix(".gt") for p in args.corpus.glob("*.gt.json"))
    if args.only:
        screens = [s for s in screens if any(s.startswith(prefix) for prefix in args.only)]
    convert((args.corpus / f"{screens[0]}.png").read_bytes())  # load the OCR models once, outside the timings
    rows: dict[int, list[list[float]]] = {s: [] for s in args.scales}
    times: dict[int, list[float]] = {s: [] for s in args.scales}
    ocr_times: dict[int, list[float]] = {s: [] for s in args.scales}
    rigid: dict[int, list[list[int]]] = {s: [] for s in args.scales}
    header = " ".join(f"{m[:6]:>7}" for m in MEASURES)
    with Renderer() as renderer:
        for factor in args.scales:
            print(f"\nconversion at {factor}x")
            print(f"  {'screen':32} {header} {'rigid':>8} {'time s':>7} {'ocr s':>6}")
            for name in screens:
                truth = json.loads((args.corpus / f"{name}.gt.json").read_text())
                truth_png = (args.corpus / f"{name}.png").read_bytes()
                data = scaled(truth_png, factor)
                bgr = np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))[:, :, ::-1].copy()
                elapsed_runs, ocr_runs = [], []
                for _ in range(args.repeat):  # taken in turns, so that the machine's moods fall on both alike
                    started = time.perf_counter()
                    result = convert(data, label=name)
                    elapsed_runs.append(time.perf_counter() - started)
                    started = time.perf_counter()
                    recognise(bgr)
                    ocr_runs.append(time.perf_counter() - started)
                elapsed, ocr_alone = statistics.median(elapsed_runs), statistics.median(ocr_runs)
                snapshot = renderer.snapshot(result.html, 390, 844)
                png = renderer.render_png(result.html, 390, 844)
                scores = score(snapshot, png, truth, truth_png)
                scores["placed"] = placed(snapshot, truth)
                wide_truth = wide / f"{name}.gt.json"
                if wide_truth.exists():
                    scores["wide"] = placed(
                        renderer.snapshot(result.html, 430, 932), json.loads(wide_truth.read_text())
                    )
                else:
                    scores["wide"] = float("nan")
                scores["reflow"] = reflow(scores["placed"], scores["wide"])
                counts = rigidity(result.html)
                rigid[factor].append([counts[k] for k in RIGIDITY])
                rows[factor].append([scores[m] for m in MEASURES])
                times[factor].append(elapsed)
                ocr_times[factor].append(ocr_alone)
                print(
                    f"  {name:32} "
                    + " ".join(f"{scores[m]:7.3f}" for m in MEASURES)
                    + f" {'/'.join(str(counts[k]) for k in RIGIDITY):>8} {elapsed:7.2f} {ocr_alone:6.2f}",
                    flush=True,
                )
    print(f"\n  {'means':32} {header}")
    for name, values in TOYS.items():
        print(f"  {name:32} " + " ".join(figure(v) for v in values))
    for factor in args.scales:
        means = np.mean(rows[factor], axis=0)
        print(
            f"  {'framewright ' + str(factor) + 'x':32} "
            + " ".join(f"{v:7.3f}" for v in means)
            + f" {'/'.join(f'{v:.1f}' for v in np.mean(rigid[factor], axis=0)):>8}"
        )
    if len(args.scales) > 1:
        both = np.mean([np.mean(rows[f], axis=0) for f in args.scales], axis=0)
        print(f"  {'framewright, mean of scales':32} " + " ".join(f"{v:7.3f}" for v in both))
    print(f"  {'targets (raster: at most)':32} " + " ".join(figure(v) for v in TARGETS) + f" {'0/0/0':>8}")
    print("  rigid: containers with a fixed px width / rows pushed apart by gaps over 48 px / negative margins")
    for factor in args.scales:
        print(
            f"\n  time at {factor}x: median {statistics.median(times[factor]):.2f} s, max {max(times[factor]):.2f} s; "
            f"RapidOCR alone median {statistics.median(ocr_times[factor]):.2f} s "
            f"(ratio {statistics.median(times[factor]) / statistics.median(ocr_times[factor]):.2f}; "
            f"per screen, median {statistics.median(t / o for t, o in zip(times[factor], ocr_times[factor])):.2f})"
        )
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak RSS: this process {own:.0f} MB (renderer workers run apart)")


if __name__ == "__main__":
    main()
