"""Time to turn screen HTML into UI code for each framework: layout in the renderer, then generate.

    python benchmarks/codegen.py [--repeat 5] [--corpus 4] [--render]

Screens: the hand-written ones of tests/codegen and tests/designtool, plus conversions of the
first N corpus screenshots (their conversion time is not counted). Prints, per framework, the
median and worst generation time after layout (target <= 100 ms) and with layout (target
<= 400 ms), and the median code size.

With --render, each screen's React Native output is bundled with react-native-web
(`make rnweb-tools`), rendered at 390x844 and scored against the render of its source HTML
(benchmarks/fidelity.py); targets: Block-Match >= 0.90, Position >= 0.92, Color >= 0.92,
Boxes >= 0.70. The corpus conversions' React Native output is also rendered at 390x844 and
430x932 and scored against the original pages (`corpus`, `corpus-430`): Block at 390, Placed,
Placed-wide and Reflow; targets Block >= 0.90, Reflow >= 0.85.

With --swift, every screen's SwiftUI output is type-checked by swiftc 6 (Debian trixie's
swiftlang in a chroot that `make swift-tools` builds, as root) against the SwiftUI stub in
tests/codegen/stubs/swiftui. Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.codegen import FRAMEWORKS, generate  # noqa: E402
from app.render import Renderer  # noqa: E402
from tests.codegen.screens import SCREENS as CODEGEN_SCREENS  # noqa: E402
from tests.designtool.screens import SCREENS as DESIGNTOOL_SCREENS  # noqa: E402

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def screens(corpus: int) -> dict[str, str]:
    found = {**CODEGEN_SCREENS, **{f"designtool {k}": v for k, v in DESIGNTOOL_SCREENS.items()}}
    if corpus and CORPUS.is_dir():
        from app import vision

        for picture in sorted(CORPUS.glob("*.png"))[:corpus]:
            found[f"corpus {picture.stem}"] = vision.convert(picture.read_bytes()).html
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--corpus", type=int, default=4, help="how many corpus screenshots to convert and include")
    parser.add_argument("--render", action="store_true", help="score the React Native output's render")
    parser.add_argument("--swift", action="store_true", help="type-check the SwiftUI output with swiftc")
    args = parser.parse_args()
    pages = screens(args.corpus)
    started = time.perf_counter()
    with Renderer() as renderer:
        renderer.layout("<p>warm up</p>", 390, 844)
        print(f"codegen: renderer ready in {time.perf_counter() - started:.2f} s; {len(pages)} screens")
        layouts: dict[str, float] = {}
        laid_out = {}
        for name, html in pages.items():
            times = []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                laid_out[name] = renderer.layout(html, 390, 844)
                times.append(time.perf_counter() - t0)
            layouts[name] = statistics.median(times) * 1000
        if args.render:
            render_scores(renderer, pages, laid_out)
            corpus_render_scores(renderer, laid_out)
    print(f"  layout: median {statistics.median(layouts.values()):.1f} ms, max {max(layouts.values()):.1f} ms")
    print(f"  {'framework':16} {'gen median':>10} {'gen max':>8} {'with layout max':>16} {'code KB':>8}")
    for framework in FRAMEWORKS:
        generation, totals, sizes = [], [], []
        for name, screen in laid_out.items():
            times = []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                code = generate(screen, framework, name).code
                times.append(time.perf_counter() - t0)
            spent = statistics.median(times) * 1000
            generation.append(spent)
            totals.append(spent + layouts[name])
            sizes.append(len(code) / 1024)
        print(
            f"  {framework:16} {statistics.median(generation):10.1f} {max(generation):8.1f} {max(totals):16.1f} "
            f"{statistics.median(sizes):8.1f}"
        )
    print("  targets: generation <= 100 ms after layout, <= 400 ms with layout")
    if args.swift:
        swift_check(laid_out)


def swift_check(laid_out: dict) -> None:
    from tests.codegen.swift_check import swiftc_version, typecheck_swiftui

    files = {}
    for name, screen in laid_out.items():
        generated = generate(screen, "swiftui", name)
        files[generated.file_name] = generated.code
    started = time.perf_counter()
    errors = typecheck_swiftui(files)
    failing = {name: found for name, found in errors.items() if found}
    print(
        f"  swiftui: {len(files)} files type-checked by {swiftc_version()} against the SwiftUI stub in "
        f"{time.perf_counter() - started:.1f} s: {len(files) - len(failing)} clean, {len(failing)} with errors"
    )
    for name, found in failing.items():
        print(f"    {name}: {found[0]}" + (f" (+{len(found) - 1} more)" if len(found) > 1 else ""))


def render_scores(renderer, pages: dict[str, str], laid_out: dict) -> None:
    from benchmarks.codegen_fidelity import react_native_fidelity

    keys = ("block", "position", "color", "boxes", "ssim")
    print(f"  {'react native render':36} " + " ".join(f"{k:>8}" for k in keys))
    found: dict[str, list[float]] = {k: [] for k in keys}
    for name, html in pages.items():
        code = generate(laid_out[name], "react_native", name, image_address=lambda src: src).code
        measures = react_native_fidelity(renderer, html, code)
        has_text = measures["block"] > 0 or measures["text"] > 0
        for key in keys:
            if key in ("block", "position", "color") and not has_text:
                continue  # a screen without text says nothing about text placement
            found[key].append(measures[key])
        print(f"  {name[:36]:36} " + " ".join(f"{measures[k]:8.3f}" for k in keys))
    print(f"  {'mean':36} " + " ".join(f"{statistics.mean(v) if v else 0:8.3f}" for v in found.values()))
    print("  targets: block >= 0.90, position >= 0.92, color >= 0.92, boxes >= 0.70")


def corpus_render_scores(renderer, laid_out: dict) -> None:
    """The corpus conversions' React Native output at 390 and 430 wide against the original pages."""
    from benchmarks.codegen_fidelity import corpus_react_native

    keys = ("block", "position", "ssim", "placed", "wide", "reflow")
    print(f"\n  {'react native of corpus conversions':36} " + " ".join(f"{k:>8}" for k in keys))
    found: dict[str, list[float]] = {k: [] for k in keys}
    for name, screen in laid_out.items():
        if not name.startswith("corpus "):
            continue
        stem = name.removeprefix("corpus ")
        code = generate(screen, "react_native", name, image_address=lambda src: src).code
        measures = corpus_react_native(renderer, code, CORPUS, CORPUS.parent / "corpus-430", stem)
        for key in keys:
            found[key].append(measures[key])
        print(f"  {stem[:36]:36} " + " ".join(f"{measures[k]:8.3f}" for k in keys))
    if found["block"]:
        print(f"  {'mean':36} " + " ".join(f"{statistics.mean(v):8.3f}" for v in found.values()))
    print("  targets: block >= 0.90 at 390, reflow >= 0.85")


if __name__ == "__main__":
    main()
