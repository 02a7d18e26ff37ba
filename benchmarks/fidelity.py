"""The eight fidelity measures of a converted screen against its ground truth (see the
project's notes on conversion fidelity): Block-Match, Text, Position, Color, SSIM, Boxes,
Flow and Raster. Inputs: the candidate's page snapshot and picture, the truth's JSON and picture."""

from __future__ import annotations

import difflib
import io
import re

import numpy as np
from PIL import Image
from scipy.optimize import linear_sum_assignment
from skimage.color import deltaE_ciede2000, rgb2lab
from skimage.metrics import structural_similarity

from app.codegen.values import transformed

W, H = 390, 844
RGBA = re.compile(r"rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)")


def rgb(value: str | None) -> tuple[np.ndarray, float] | None:
    """A CSS colour as RGB over white, and its alpha."""
    if not value:
        return None
    match = RGBA.search(value)
    if not match:
        return None
    r, g, b = (float(match.group(i)) for i in (1, 2, 3))
    a = float(match.group(4)) if match.group(4) is not None else 1.0
    over_white = np.array([r, g, b]) * a + 255 * (1 - a)
    return over_white, a


def colour_similarity(a: np.ndarray, b: np.ndarray) -> float:
    lab = rgb2lab(np.array([[a / 255, b / 255]]))
    return max(0.0, 1 - float(deltaE_ciede2000(lab[0, 0], lab[0, 1])) / 100)


def candidate_facts(snapshot: dict, height: float = H) -> tuple[list[dict], list[dict], float]:
    """Text runs (with colour and whether they sit in an absolute/fixed ancestor), painted boxes, raster share."""
    texts, boxes = [], []
    raster = np.zeros((H, W), bool)

    def walk(node: dict, colour: str, positioned: bool) -> None:
        style = node.get("style", {})
        positioned = positioned or style.get("position") in ("absolute", "fixed")
        x, y, w, h = node["rect"]
        background = rgb(style.get("backgroundColor"))
        border = any(
            float((style.get(f"border{s}Width") or "0px")[:-2] or 0) > 0 for s in ("Top", "Right", "Bottom", "Left")
        )
        picture = node["tag"] in ("img", "svg") or "url(" in (style.get("backgroundImage") or "")
        control = node["tag"] in ("input", "textarea", "select")
        if (background and background[1] > 0) or border or picture or control:
            boxes.append(
                {"bbox": [x, y, w, h], "background": background[0] if background and background[1] > 0 else None}
            )
        if picture:
            x0, y0 = max(int(x), 0), max(int(y), 0)
            raster[y0 : max(int(y + h), 0), x0 : max(int(x + w), 0)] = True
        for child in node.get("children", []):
            if "text" in child:
                cx, cy, cw, ch = child["rect"]
                if cy < height and cy + ch > 0 and cw > 0:
                    texts.append(
                        {
                            "text": transformed(
                                child["text"].strip(), style.get("textTransform") or "none"
                            ),  # as shown
                            "bbox": child["rect"],
                            "color": style.get("color"),
                            "absolute": positioned,
                        }
                    )
            else:
                walk(child, style.get("color"), positioned)

    if snapshot.get("root"):
        walk(snapshot["root"], "rgb(0, 0, 0)", False)
    return texts, boxes, float(raster.mean())


def _area(box) -> float:
    return max(box[2], 0) * max(box[3], 0)


def _centre(box) -> tuple[float, float]:
    return box[0] + box[2] / 2, box[1] + box[3] / 2


def _iou(a, b) -> float:
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    inter = max(0, x1 - x0) * max(0, y1 - y0)
    union = _area(a) + _area(b) - inter
    return inter / union if union > 0 else 0.0


def page_truth(snapshot: dict, width: int, height: int) -> dict:
    """The truth a page written in HTML gives of itself, laid out by the renderer: its text runs and its painted
    boxes (`painted`, in the shape `truth_boxes` gives), as `score` and `placed` read them. Boxes count when they lie
    wholly on the screen, as in the corpus's truth."""
    texts, boxes, _ = candidate_facts(snapshot, height)
    painted = [
        box
        for box in boxes
        if 64 <= _area(box["bbox"]) <= 0.9 * W * H and box["bbox"][1] >= 0 and sum(box["bbox"][1::2]) <= height
    ]
    return {"viewport": [width, height], "texts": texts, "painted": painted}


def truth_boxes(truth: dict) -> list[dict]:
    if "painted" in truth:  # a page's own truth (`page_truth`)
        return truth["painted"]
    out = []
    for box in truth["boxes"]:
        style = box.get("style", {})
        background = rgb(style.get("background_color"))
        border = not (style.get("border") or "0px").startswith("0px")
        painted = (
            (background and background[1] > 0)
            or border
            or box.get("src")
            or style.get("background_image")
            or box["tag"] in ("input", "textarea", "select", "button")
        )
        area = _area(box["bbox"])
        if painted and 64 <= area <= 0.9 * W * H:
            out.append({"bbox": box["bbox"], "background": background[0] if background and background[1] > 0 else None})
    return out


def score(snapshot: dict, candidate_png: bytes, truth: dict, truth_png: bytes) -> dict[str, float]:
    texts, boxes, raster = candidate_facts(snapshot)
    truth_texts = [t for t in truth["texts"] if t["text"].strip()]
    similarity = np.zeros((len(truth_texts), len(texts)))
    for i, t in enumerate(truth_texts):
        for j, c in enumerate(texts):
            similarity[i, j] = difflib.SequenceMatcher(None, t["text"].strip(), c["text"]).ratio()
    matched = []
    if similarity.size:
        rows, cols = linear_sum_assignment(-similarity)
        matched = [(i, j) for i, j in zip(rows, cols) if similarity[i, j] >= 0.5]
    total_area = sum(_area(t["bbox"]) for t in truth_texts) + sum(_area(c["bbox"]) for c in texts)
    block = (
        sum(_area(truth_texts[i]["bbox"]) + _area(texts[j]["bbox"]) for i, j in matched) / total_area
        if total_area
        else 0.0
    )
    text = float(np.mean([similarity[i, j] for i, j in matched])) if matched else 0.0
    position = (
        float(
            np.mean(
                [
                    1
                    - max(
                        abs(_centre(truth_texts[i]["bbox"])[0] - _centre(texts[j]["bbox"])[0]) / W,
                        abs(_centre(truth_texts[i]["bbox"])[1] - _centre(texts[j]["bbox"])[1]) / H,
                    )
                    for i, j in matched
                ]
            )
        )
        if matched
        else 0.0
    )
    colours = []
    for i, j in matched:
        a, b = rgb(truth_texts[i].get("color")), rgb(texts[j].get("color"))
        if a and b:
            colours.append(colour_similarity(a[0], b[0]))
    color = float(np.mean(colours)) if colours else 0.0
    first = np.asarray(Image.open(io.BytesIO(truth_png)).convert("L").resize((W, H)), dtype=float)
    second = np.asarray(Image.open(io.BytesIO(candidate_png)).convert("L").resize((W, H)), dtype=float)
    ssim = float(structural_similarity(first, second, data_range=255))
    originals = truth_boxes(truth)
    boxes_score = 0.0
    if originals and boxes:
        iou = np.array([[_iou(o["bbox"], c["bbox"]) for c in boxes] for o in originals])
        rows, cols = linear_sum_assignment(-iou)
        gained = 0.0
        for i, j in zip(rows, cols):
            if iou[i, j] >= 0.5:
                a, b = originals[i]["background"], boxes[j]["background"]
                same = colour_similarity(
                    a if a is not None else np.array([255.0] * 3), b if b is not None else np.array([255.0] * 3)
                )
                gained += _area(originals[i]["bbox"]) * iou[i, j] * same
        boxes_score = gained / sum(_area(o["bbox"]) for o in originals)
    flow = float(np.mean([not t["absolute"] for t in texts])) if texts else 0.0
    return {
        "block": block,
        "text": text,
        "position": position,
        "color": color,
        "ssim": ssim,
        "boxes": boxes_score,
        "flow": flow,
        "raster": raster,
    }


# -- built, not only painted: Placed, Reflow and the rigidity counts ---------------------------------------------------

PLACED_WITHIN = 8.0  # px


def visible_texts(snapshot: dict, height: float) -> list[dict]:
    """The candidate's text runs that start inside a viewport `height` tall."""
    texts, _, _ = candidate_facts(snapshot, height)
    return texts


def placed(snapshot: dict, truth: dict) -> float:
    """Share of the truth's text runs whose matched candidate run lies within 8 px of it: across by its left edge,
    centre or right edge (whichever is closest), and down by its centre."""
    height = float((truth.get("viewport") or [W, H])[1])
    truth_texts = [t for t in truth["texts"] if t["text"].strip()]
    texts = visible_texts(snapshot, height)
    if not truth_texts:
        return 0.0
    similarity = np.zeros((len(truth_texts), len(texts)))
    for i, t in enumerate(truth_texts):
        for j, c in enumerate(texts):
            similarity[i, j] = difflib.SequenceMatcher(None, t["text"].strip(), c["text"]).ratio()
    hits = 0
    if similarity.size:
        rows, cols = linear_sum_assignment(-similarity)
        for i, j in zip(rows, cols):
            if similarity[i, j] < 0.5:
                continue
            a, b = truth_texts[i]["bbox"], texts[j]["bbox"]
            across = min(abs(a[0] - b[0]), abs(_centre(a)[0] - _centre(b)[0]), abs(a[0] + a[2] - b[0] - b[2]))
            down = abs(_centre(a)[1] - _centre(b)[1])
            hits += across <= PLACED_WITHIN and down <= PLACED_WITHIN
    return hits / len(truth_texts)


def reflow(placed_narrow: float, placed_wide: float) -> float:
    return min(1.0, placed_wide / placed_narrow) if placed_narrow > 0 else 0.0


DECLARATION = re.compile(r"([a-z-]+)\s*:\s*([^;]+)")
PX = re.compile(r"^(-?[\d.]+)px$")


def _declarations(style: str) -> dict[str, str]:
    return {name.strip(): value.strip() for name, value in DECLARATION.findall(style or "")}


def _length(value: str | None) -> float | None:
    match = PX.match((value or "").strip())
    return float(match.group(1)) if match else None


KEEPS_SIZE = {"icon", "avatar", "image", "switch"}


def rigidity(html: str) -> dict[str, int]:
    """The rigidity counts of a candidate's HTML: containers other than the root with a fixed px width, flex rows that
    push two children more than 48 px apart (a gap, or a fixed margin between them), and negative margins."""
    from html.parser import HTMLParser

    class Counter(HTMLParser):
        VOID = {"img", "br", "hr", "input", "meta", "link", "source", "area", "col", "embed", "wbr", "track", "param"}

        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.stack: list[dict] = []
            self.in_body = False
            self.counts = {"fixed_width": 0, "wide_gaps": 0, "negative_margins": 0}

        def handle_starttag(self, tag, attrs):
            if tag == "body":
                self.in_body = True
                return
            if not self.in_body:
                return
            style = _declarations(dict(attrs).get("style") or "")
            parent = self.stack[-1] if self.stack else None
            if parent is not None:
                parent["elements"] += 1
                if parent["row"]:
                    for side in ("margin-left", "margin-right"):
                        if (_length(style.get(side)) or 0) > 48:
                            self.counts["wide_gaps"] += 1
            for name, value in style.items():
                if name.startswith("margin") and re.search(r"(^|\s)-[\d.]", value):
                    self.counts["negative_margins"] += 1
            display = style.get("display", "")
            row = display in ("flex", "inline-flex") and not style.get("flex-direction", "row").startswith("column")
            gap = style.get("column-gap") or (style.get("gap", "").split() or [""])[-1]
            if row and (_length(gap) or 0) > 48:
                self.counts["wide_gaps"] += 1
            # an icon, avatar, image or toggle keeps its size: not a container that should stretch
            keeps = dict(attrs).get("data-role") in KEEPS_SIZE or dict(attrs).get("role") == "switch"
            entry = {"style": style, "elements": 0, "row": row, "root": not self.stack, "keeps": keeps}
            if tag not in self.VOID:
                self.stack.append(entry)

        def handle_endtag(self, tag):
            if not self.in_body or tag in self.VOID or not self.stack:
                return
            entry = self.stack.pop()
            width = _length(entry["style"].get("width"))
            if entry["elements"] and not entry["root"] and not entry["keeps"] and width is not None and width > 0:
                self.counts["fixed_width"] += 1

    counter = Counter()
    counter.feed(html)
    return counter.counts
