"""Does the React Native output look like its source screen? Both rendered by `app/render`
at 390x844 and scored with the fidelity measures of benchmarks/fidelity.py, the source page
standing in as the ground truth."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.fidelity import placed, reflow, score
from tests.codegen import render_rn

W, H = 390, 844


def truth_of(snapshot: dict) -> dict:
    """A rendered page's snapshot in the shape of a corpus ground truth: text runs and boxes."""
    texts, boxes = [], []

    def walk(node: dict) -> None:
        style = node.get("style", {})
        widths = [style.get(f"border{side}Width") or "0px" for side in ("Top", "Right", "Bottom", "Left")]
        drawn = any(w not in ("0px", "0") for w in widths)
        boxes.append(
            {
                "bbox": node["rect"],
                "tag": node["tag"],
                "src": node.get("src"),
                "style": {
                    "background_color": style.get("backgroundColor"),
                    "background_image": "url(" in (style.get("backgroundImage") or "") or None,
                    "border": "1px" if drawn else "0px",
                },
            }
        )
        for child in node.get("children", []):
            if "text" in child:
                x, y, w, h = child["rect"]
                if y < H and y + h > 0 and w > 0:
                    texts.append({"text": child["text"].strip(), "bbox": child["rect"], "color": style.get("color")})
            else:
                walk(child)

    if snapshot.get("root"):
        walk(snapshot["root"])
    return {"texts": texts, "boxes": boxes}


def react_native_fidelity(renderer, html: str, code: str) -> dict[str, float]:
    """The fidelity measures of the React Native `code` rendered through react-native-web,
    against `html` rendered directly."""
    truth = truth_of(renderer.snapshot(html, W, H))
    truth_png = renderer.render_png(html, W, H)
    page = render_rn.page(code, width=W)
    candidate = renderer.snapshot(page, W, H, scripts=True)
    candidate_png = renderer.render_png(page, W, H, scripts=True)
    return score(candidate, candidate_png, truth, truth_png)


def corpus_react_native(renderer, code: str, truth_dir: Path, wide_dir: Path, name: str) -> dict[str, float]:
    """A corpus conversion's React Native output rendered at 390x844 and at 430x932, scored against the original
    page at both widths: the eight measures at 390, Placed, Placed-wide and Reflow."""
    truth = json.loads((truth_dir / f"{name}.gt.json").read_text())
    truth_png = (truth_dir / f"{name}.png").read_bytes()
    narrow_page = render_rn.page(code, width=W)
    narrow = renderer.snapshot(narrow_page, W, H, scripts=True)
    measures = score(narrow, renderer.render_png(narrow_page, W, H, scripts=True), truth, truth_png)
    measures["placed"] = placed(narrow, truth)
    wide_truth = wide_dir / f"{name}.gt.json"
    if wide_truth.exists():
        wide_page = render_rn.page(code, width=430)
        measures["wide"] = placed(
            renderer.snapshot(wide_page, 430, 932, scripts=True), json.loads(wide_truth.read_text())
        )
    else:
        measures["wide"] = float("nan")
    measures["reflow"] = reflow(measures["placed"], measures["wide"])
    return measures
