"""Time to turn screen HTML into design-tool clipboard data: layout in the renderer, then export.

    python benchmarks/designtool.py [--repeat 5]

Prints, per screen, the median layout time, export time and their sum, and the fragment
size. Target: <= 500 ms per screen. Then the whole export as the engine answers it (layout, the
pictures rasterised and embedded, the fragment) on screens the agent makes, each with its icons.
Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.codegen.designtool import clipboard_html  # noqa: E402
from app.render import Renderer  # noqa: E402
from tests.designtool.screens import SCREENS  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    started = time.perf_counter()
    with Renderer() as renderer:
        renderer.layout("<p>warm up</p>", 430, 932)
        clipboard_html(renderer.layout("<p>warm up</p>", 430, 932))  # loads the fonts once
        print(f"designtool: renderer ready in {time.perf_counter() - started:.2f} s")
        print(f"  {'screen':10} {'layout ms':>10} {'export ms':>10} {'total ms':>10} {'nodes':>6} {'bytes':>9}")
        totals = []
        for name, html in SCREENS.items():
            layouts, exports = [], []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                screen = renderer.layout(html, 430, 932)
                t1 = time.perf_counter()
                fragment = clipboard_html(screen, label=name)
                t2 = time.perf_counter()
                layouts.append(t1 - t0)
                exports.append(t2 - t1)
            layout, export = statistics.median(layouts) * 1000, statistics.median(exports) * 1000
            totals.append(layout + export)
            nodes = sum(1 for _ in screen.walk())
            print(f"  {name:10} {layout:10.1f} {export:10.1f} {layout + export:10.1f} {nodes:6d} {len(fragment):9,d}")
        print(f"  median total {statistics.median(totals):.1f} ms, max {max(totals):.1f} ms   (target <= 500 ms)")
    through_the_engine(args.repeat)


PROMPTS = ["A dating app called Spark", "A habit tracker with streaks", "A banking app for students"]


def through_the_engine(repeat: int) -> None:
    """The export as `POST /designtool-export` does it, on the agent's screens (a tab bar and lists of icons)."""
    import tempfile

    from app.agent.local import LocalAgent
    from app.contract.chat import UIMessage
    from app.engine.exports import designtool_fragment
    from app.engine.service import Service
    from app.engine.settings import Settings

    screens = {}
    for prompt in PROMPTS:
        message = UIMessage.model_validate({"id": "m", "role": "user", "parts": [{"type": "text", "text": prompt}]})
        made = [step.html for step in LocalAgent().run([message]) if getattr(step, "html", None)]
        screens[prompt.split()[-1]] = made[0]
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        service = Service.open(Settings(data_dir=data, database_url=f"sqlite:///{data / 'bench.db'}"))
        site = "http://127.0.0.1:8765"
        designtool_fragment(service, "<p>warm up</p>", width=430, height=932, label="x", site_url=site)
        print("\n  the whole export, as the engine answers it (pictures rasterised and embedded)")
        print(f"  {'screen':10} {'icons':>6} {'total ms':>10}")
        for name, html in screens.items():
            times = []
            for _ in range(repeat):
                started = time.perf_counter()
                designtool_fragment(service, html, width=430, height=932, label=name, site_url=site)
                times.append(time.perf_counter() - started)
            icons = html.count("<svg")
            print(f"  {name:10} {icons:6d} {statistics.median(times) * 1000:10.1f}")
        service.close()


if __name__ == "__main__":
    main()
