"""How converted screens stretch, on pages written here in the styles of other UI libraries, not on the corpus:
small pages of one pattern each (`tests/vision/screens`: Material, iOS, Bootstrap-like forms, chat threads, footers
of links) and full screens in the look of other libraries (`benchmarks/library_screens`: Vant, Ant Design Mobile,
Ionic, NutUI, Onsen, Framework7, Material 3, Bootstrap, Tailwind, Konsta, Quasar, Arco, MUI and an article page;
and, written later as checks the converter had not been tuned on, TDesign, Varlet, Vuetify, daisyUI, Fluent,
Carbon, Chakra and iOS Health, the `c_` pages, then Polaris, Primer, Spectrum, Gestalt, Taro UI, Salesforce
Lightning, Bulma and a Telegram chat list, the `d_` pages; then shadcn/ui, Mantine, Semantic UI, Element Plus,
Foundation, Android's Settings, a music player on a gradient page, a bank's home and a Material calendar, the `e_`
pages; then Radix Themes in the dark, Blueprint at compact density, a magazine set in a serif, a Chinese shop's
order page, iOS Settings at an accessibility text size, PrimeVue, Clarity, WhatsApp's settings, a weather app on a
gradient and a language lesson, the `f_` pages; then app screens in the look of Airbnb (two), Uber, Spotify in the
dark, Google Keep, Revolut, Apple Fitness, a LINE chat in Japanese, GitHub's Actions log in a monospace face and
Strava, the `g_` pages).

    python benchmarks/conversion_pages.py [--pages tests/vision/screens benchmarks/library_screens] [--scales 1 3]

Each page is rendered at 390x844 by the app's renderer, the picture (upscaled for 3x) is converted, and the
conversion is scored the way `conversion.py` scores the corpus: Block, Text, Position, Color, SSIM and Boxes against
the page's own text runs, painted boxes and picture at 390; Placed at 390, Placed-wide against the same page laid
out at 430x932, Reflow, and the rigidity counts. The pages are the truth at both widths, so nothing is unknowable
here but what the picture hides. Means are over all pages and over the library screens alone. Prints figures;
never fails on them.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from conversion import scaled  # noqa: E402
from fidelity import page_truth, placed, reflow, rigidity, score  # noqa: E402

from app.render import Renderer  # noqa: E402
from app.vision import convert  # noqa: E402

SIZES = {390: 844, 430: 932}


def shrunk(png: bytes, factor: int) -> bytes:
    """A picture drawn at `factor` brought to 1x, each pixel the mean of the ones it covers."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    out = io.BytesIO()
    image.resize((image.width // factor, image.height // factor), Image.Resampling.BOX).save(out, "PNG")
    return out.getvalue()


MEASURES = ("block", "text", "position", "color", "ssim", "boxes", "placed", "wide", "reflow")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--pages", type=Path, nargs="+", default=[ROOT / "tests/vision/screens", ROOT / "benchmarks/library_screens"]
    )
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 3])
    parser.add_argument(
        "--native",
        action="store_true",
        help="draw each page at the device scale (crisp text and hairlines, as a phone's screenshot) instead of "
        "upscaling the 1x picture",
    )
    args = parser.parse_args()
    pages = sorted(page for folder in args.pages for page in folder.glob("*.html"))
    rows: dict[int, list[list[float]]] = {factor: [] for factor in args.scales}
    with Renderer() as renderer:
        # the pages laid out at 1x, or, drawn at a device scale, as a screen of that density lays them out
        truths = {
            (page, factor): {
                width: page_truth(
                    renderer.snapshot(page.read_text(), width, height, scale=factor if args.native else 1),
                    width,
                    height,
                )
                for width, height in SIZES.items()
            }
            for page in pages
            for factor in (args.scales if args.native else [1])
        }
        header = " ".join(f"{m[:6]:>7}" for m in MEASURES)
        for factor in args.scales:
            print(f"\nconversion at {factor}x" + (" (drawn at that scale)" if args.native else ""))
            print(f"  {'page':28} {header} {'rigid':>8}")
            for page in pages:
                truth = truths[(page, factor if args.native else 1)]
                drawn = renderer.render_png(page.read_text(), 390, 844)
                shot = scaled(drawn, factor)
                if args.native:  # the picture to match is the page as that screen draws it, seen at 1x
                    shot = renderer.render_png(page.read_text(), 390, 844, factor)
                    drawn = shrunk(shot, factor)
                html = convert(shot, label=page.stem).html
                snapshot = renderer.snapshot(html, 390, 844)
                scores = score(snapshot, renderer.render_png(html, 390, 844), truth[390], drawn)
                scores["placed"] = placed(snapshot, truth[390])
                scores["wide"] = placed(renderer.snapshot(html, 430, 932), truth[430])
                scores["reflow"] = reflow(scores["placed"], scores["wide"])
                counts = rigidity(html)
                rows[factor].append([scores[m] for m in MEASURES])
                rigid = "/".join(str(counts[k]) for k in ("fixed_width", "wide_gaps", "negative_margins"))
                print(
                    f"  {page.stem:28} " + " ".join(f"{scores[m]:7.3f}" for m in MEASURES) + f" {rigid:>8}", flush=True
                )
    print(f"\n  {'means':28} {header}")
    for factor in args.scales:
        for name, kept in (("", pages), (" library", [p for p in pages if p.parent.name == "library_screens"])):
            chosen = [row for page, row in zip(pages, rows[factor]) if page in kept]
            if chosen and (not name or len(kept) < len(pages)):
                means = np.mean(chosen, axis=0)
                print(f"  {f'framewright {factor}x{name}':28} " + " ".join(f"{v:7.3f}" for v in means))


if __name__ == "__main__":
    main()
