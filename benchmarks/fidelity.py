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


def candidate_facts(snapshot: dict) -> tuple[list[dict], list[dict], float]:
    """Text runs (with colour and whether they sit in an absolute/fixed ancestor), painted boxes, raster share."""
    texts, boxes = [], []
    raster = np.zeros((H, W), bool)

    def walk(node: dict, colour: str, positioned: bool) -> None:
        style = node.get("style", {})
        positioned = positioned or style.get("position") in ("absolute", "fixed")
        x, y, w, h = node["rect"]
        background = rgb(style.get("backgroundColor"))
        border = any(float((style.get(f"border{s}Width") or "0px")[:-2] or 0) > 0 for s in ("Top", "Right", "Bottom", "Left"))
        picture = node["tag"] in ("img", "svg") or "url(" in (style.get("backgroundImage") or "")
        control = node["tag"] in ("input", "textarea", "select")
        if (background and background[1] > 0) or border or picture or control:
            boxes.append({"bbox": [x, y, w, h], "background": background[0] if background and background[1] > 0 else None})
        if picture:
            x0, y0 = max(int(x), 0), max(int(y), 0)
            raster[y0:max(int(y + h), 0), x0:max(int(x + w), 0)] = True
        for child in node.get("children", []):
            if "text" in child:
                cx, cy, cw, ch = child["rect"]
                if cy < H and cy + ch > 0 and cw > 0:
                    texts.append({"text": child["text"].strip(), "bbox": child["rect"], "color": style.get("color"),
                                  "absolute": positioned})
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


def truth_boxes(truth: dict) -> list[dict]:
    out = []
    for box in truth["boxes"]:
        style = box.get("style", {})
        background = rgb(style.get("background_color"))
        border = not (style.get("border") or "0px").startswith("0px")
        painted = (background and background[1] > 0) or border or box.get("src") or style.get("background_image") \
            or box["tag"] in ("input", "textarea", "select", "button")
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
    block = sum(_area(truth_texts[i]["bbox"]) + _area(texts[j]["bbox"]) for i, j in matched) / total_area \
        if total_area else 0.0
    text = float(np.mean([similarity[i, j] for i, j in matched])) if matched else 0.0
    position = float(np.mean([1 - max(abs(_centre(truth_texts[i]["bbox"])[0] - _centre(texts[j]["bbox"])[0]) / W,
                                      abs(_centre(truth_texts[i]["bbox"])[1] - _centre(texts[j]["bbox"])[1]) / H)
                              for i, j in matched])) if matched else 0.0
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
                same = colour_similarity(a if a is not None else np.array([255.0] * 3),
                                         b if b is not None else np.array([255.0] * 3))
                gained += _area(originals[i]["bbox"]) * iou[i, j] * same
        boxes_score = gained / sum(_area(o["bbox"]) for o in originals)
    flow = float(np.mean([not t["absolute"] for t in texts])) if texts else 0.0
    return {"block": block, "text": text, "position": position, "color": color, "ssim": ssim, "boxes": boxes_score,
            "flow": flow, "raster": raster}
