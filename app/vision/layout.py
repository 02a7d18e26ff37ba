"""From found regions and text runs to a tree of flex containers (the Screen IR).

Every container stacks its children as a column of rows: items whose vertical extents
overlap form a row. Padding, gaps and alignment are measured from the positions; what a
uniform gap cannot express is kept as a margin, so the emitted page puts each thing where
the screenshot has it.
"""

from __future__ import annotations

import base64
import io
import statistics
from itertools import count
from typing import Iterator

import numpy as np
from PIL import Image

from app.ir import (
    Border,
    BoxNode,
    Color,
    Flex,
    Font,
    ImageNode,
    Insets,
    Placement,
    Radii,
    Rect,
    Screen,
    Shadow,
    Style,
    TextNode,
)
from app.vision.colors import dominant, ink, stroke_ratio, to_color, weight_from_stroke
from app.vision.controls import Switch, switch_in
from app.vision.ocr import TextRun
from app.vision.paragraphs import Paragraph, paragraphs
from app.vision.picture import Picture
from app.vision.spans import colour_runs
from app.vision.surfaces import Region
from app.vision.typefaces import CJK_FALLBACK, Face, choose_face, size_from_width

Item = BoxNode | TextNode | ImageNode


def webp_data_uri(pixels: np.ndarray) -> str:
    out = io.BytesIO()
    Image.fromarray(pixels).save(out, "WEBP", quality=82, method=4)
    return "data:image/webp;base64," + base64.b64encode(out.getvalue()).decode()


def text_node(paragraph: Paragraph, picture: Picture, behind: np.ndarray, ids: Iterator[str],
              face: Face | None = None) -> TextNode:
    run, lines = paragraph.joined(), len(paragraph.lines)
    scale = picture.scale  # colours and strokes are read at full detail, not on the resized picture
    x0, y0 = max(int(run.x * scale), 0), max(int(run.y * scale), 0)
    x1, y1 = int(np.ceil((run.x + run.width) * scale)), int(np.ceil((run.y + run.height) * scale))
    crop = picture.original[y0:y1, x0:x1]
    colour, mask = ink(crop, behind) if crop.size else (np.array([0, 0, 0]), np.zeros((1, 1), bool))
    size = float(round(statistics.median(size_from_width(line, face) for line in paragraph.lines)))
    weight = weight_from_stroke(stroke_ratio(mask, size * scale)) if mask.any() else 400
    # line boxes as tall as the glyphs found (one line) or as the step between lines, so rows keep their places
    line = max(round(paragraph.line_step if lines > 1 else run.height), 1)
    top = run.y - (line - paragraph.glyph_height) / 2 if lines > 1 else run.y  # glyphs sit mid-way in the line box
    height = run.height if lines == 1 else line * lines
    # room for the font's own line breaks; CJK lines wrap where they run out of room, less than a glyph on
    width = run.width + 2 if lines == 1 else run.width + (size if "\n" in run.text else 0.5 * size)
    centred = lines > 1 and paragraph.align == "center"
    left = run.x - (width - run.width) / 2 if centred else run.x  # the room shared by both sides
    return TextNode(id=next(ids), name=run.text[:60], frame=Rect(x=round(left, 1), y=round(top, 1),
                    width=round(width, 1), height=round(height, 1)), text=run.text,
                    font=Font(size=size, weight=weight, line_height=line), color=to_color(colour),
                    align="center" if centred else "left",
                    runs=colour_runs(paragraph.lines, picture, behind, colour))


def switch_node(switch: Switch, frame: Rect, ids: Iterator[str]) -> BoxNode:
    """A toggle drawn with boxes: a pill-shaped track holding a round knob at one end."""
    knob_size = min(switch.knob_size, frame.height)
    inset = max(round((frame.height - knob_size) / 2, 1), 0.0)
    knob = BoxNode(id=next(ids), role="knob", name="knob",
                   frame=Rect(x=frame.right - inset - knob_size if switch.on else frame.x + inset,
                              y=frame.y + inset, width=knob_size, height=knob_size),
                   style=Style(background=to_color(switch.knob), radii=_round(knob_size / 2),
                               shadows=[Shadow(y=1, blur=3, color=Color(r=0, g=0, b=0, a=0.2))]))
    return BoxNode(id=next(ids), role="switch", name="Switch on" if switch.on else "Switch off", frame=frame,
                   checked=switch.on, style=Style(background=to_color(switch.track), radii=_round(frame.height / 2)),
                   layout=Flex(direction="row", justify="end" if switch.on else "start", align="center",
                               padding=Insets(left=inset, right=inset)),
                   children=[knob])


def _round(radius: float) -> Radii:
    return Radii(top_left=radius, top_right=radius, bottom_right=radius, bottom_left=radius)


def region_node(region: Region, picture: Picture, ids: Iterator[str], behind: np.ndarray | None = None) -> Item:
    frame = Rect(x=region.x, y=region.y, width=region.width, height=region.height)
    if region.kind == "picture" and behind is not None:
        switch = switch_in(picture.css[region.y:region.y + region.height, region.x:region.x + region.width], behind)
        if switch is not None:
            return switch_node(switch, frame, ids)
    if region.kind == "picture":
        scale = picture.scale
        top, left = int(region.y * scale), int(region.x * scale)
        crop = picture.original[top:int((region.y + region.height) * scale), left:int((region.x + region.width) * scale)]
        role = "icon" if max(region.width, region.height) <= 48 else "photo"
        return ImageNode(id=next(ids), role=role, name=role, frame=frame, src=webp_data_uri(crop), fit="fill")
    style = Style(radii=Radii(top_left=region.radius, top_right=region.radius, bottom_right=region.radius,
                              bottom_left=region.radius))
    if region.shadow is not None:
        shade = region.shadow
        style.shadows = [Shadow(x=shade.x, y=shade.y, blur=shade.blur, color=Color(r=0, g=0, b=0, a=shade.alpha))]
    if region.kind == "outline":
        style.border = Border(width=Insets(top=1, right=1, bottom=1, left=1), color=to_color(region.stroke))
    elif region.edges:  # hairlines along some of a surface's sides
        style.border = Border(width=Insets(**{side: 1 for side in region.edges}),
                              color=to_color(next(iter(region.edges.values()))))
    if region.kind != "outline" and region.fill is not None:  # surfaces, groups, dividers
        style.background = to_color(region.fill)
    role = "divider" if region.kind == "divider" else ""
    # a vertical hairline crosses rows of content: it is drawn out of the flow
    placement = Placement(absolute=region.kind == "divider" and region.height > region.width * 4)
    return BoxNode(id=next(ids), role=role, name=role or region.kind, frame=frame, style=style,
                   placement=placement)


def _overlap(a: Item, b: Item) -> float:
    top, bottom = max(a.frame.y, b.frame.y), min(a.frame.bottom, b.frame.bottom)
    return max(0.0, bottom - top) / max(min(a.frame.height, b.frame.height), 1)


def rows_of(items: list[Item]) -> list[list[Item]]:
    rows: list[list[Item]] = []
    for item in sorted(items, key=lambda i: (i.frame.y, i.frame.x)):
        for row in rows:
            if any(_overlap(item, other) > 0.4 for other in row):
                row.append(item)
                break
        else:
            rows.append([item])
    return [sorted(row, key=lambda i: i.frame.x) for row in rows]


def _union(items: list[Item]) -> Rect:
    x0 = min(i.frame.x for i in items)
    y0 = min(i.frame.y for i in items)
    return Rect(x=x0, y=y0, width=max(i.frame.right for i in items) - x0, height=max(i.frame.bottom for i in items) - y0)


def _lay_out_row(row: list[Item], ids: Iterator[str]) -> Item:
    if len(row) == 1:
        return row[0]
    frame = _union(row)
    spacings = [b.frame.x - a.frame.right for a, b in zip(row, row[1:])]
    gap = max(0.0, round(statistics.median(spacings)))
    box = BoxNode(id=next(ids), name="row", frame=frame, layout=Flex(direction="row", gap=gap, align="start"),
                  children=row)
    for index, child in enumerate(row):
        left = 0.0 if index == 0 else round(spacings[index - 1] - gap, 1)
        child.placement = Placement(margin=Insets(top=round(child.frame.y - frame.y, 1), left=left))
    return box


def arrange(container: BoxNode, items: list[Item], ids: Iterator[str]) -> None:
    """Lay `items` out in `container` as a column of rows, measuring padding, gap and alignment."""
    if not items:
        return
    floating = [i for i in items if i.placement.absolute]
    items = [i for i in items if not i.placement.absolute]
    if not items:
        container.layout = Flex(direction="column")
        container.children = floating
        return
    border = container.style.border.width if container.style.border else Insets()
    inner_x, inner_y = container.frame.x + border.left, container.frame.y + border.top
    inner_width = container.frame.width - border.left - border.right
    inner_height = container.frame.height - border.top - border.bottom
    if len(items) == 1 and isinstance(items[0], TextNode):
        only = items[0]
        left = only.frame.x - inner_x
        right = inner_x + inner_width - only.frame.right
        top = only.frame.y - inner_y
        bottom = inner_y + inner_height - only.frame.bottom
        if abs(left - right) <= 4 and abs(top - bottom) <= 4:  # a label centred in its box: a button, a badge
            container.layout = Flex(direction="row", justify="center", align="center")
            container.children = [only] + floating
            return
    lines = [_lay_out_row(row, ids) for row in rows_of(items)]
    pad_left = max(0.0, min(line.frame.x for line in lines) - inner_x)
    pad_top = max(0.0, lines[0].frame.y - inner_y)
    spacings = [b.frame.y - a.frame.bottom for a, b in zip(lines, lines[1:])]
    gap = max(0.0, round(statistics.median(spacings))) if spacings else 0.0
    container.layout = Flex(direction="column", gap=gap, align="start",
                            padding=Insets(top=round(pad_top, 1), left=round(pad_left, 1)))
    for index, line in enumerate(lines):
        top = 0.0 if index == 0 else round(spacings[index - 1] - gap, 1)
        left = round(line.frame.x - inner_x - pad_left, 1)
        free = inner_width - line.frame.width
        centred = free > 8 and abs((line.frame.x - inner_x) - (inner_x + inner_width - line.frame.right)) <= 3
        margin = line.placement.margin
        if centred and not isinstance(line, BoxNode) or centred and line.name == "row":
            # centred in the inner box, not in what the left padding leaves of it
            line.placement = Placement(align_self="center", margin=Insets(top=top + margin.top, right=pad_left))
        else:
            line.placement = Placement(margin=Insets(top=top + margin.top, left=left + margin.left))
    container.children = lines + floating


def build(picture: Picture, runs: list[TextRun], regions: list[Region], background: np.ndarray) -> Screen:
    ids = (f"n{i}" for i in count(1))
    face = choose_face(runs, picture)
    root = BoxNode(id="root", name="screen", frame=Rect(x=0, y=0, width=picture.width, height=picture.height),
                   style=Style(background=to_color(background)))

    def place(container: BoxNode, found: list[Region], texts: list[TextRun], behind: np.ndarray) -> None:
        items: list[Item] = []
        for region in found:
            if region.kind == "picture":
                inside = [t for t in texts if region.contains(t.x, t.y, t.width, t.height, slack=1)]
                if sum(t.width * t.height for t in inside) > 0.12 * region.area:
                    # mostly text: a container painted with its main colour, not a picture with words in it
                    region.kind = "group"
                    region.fill = dominant(picture.css[region.y:region.y + region.height,
                                                       region.x:region.x + region.width])
                else:  # a word or two painted inside a picture belongs to the picture
                    texts = [t for t in texts if t not in inside]
            node = region_node(region, picture, ids, behind)
            if isinstance(node, BoxNode) and region.kind != "divider":
                inside = [t for t in texts if region.contains(t.x, t.y, t.width, t.height)]
                texts = [t for t in texts if t not in inside]
                fill = region.fill if region.fill is not None else behind
                place(node, region.children, inside, fill)
            items.append(node)
        items += [text_node(paragraph, picture, behind, ids, face) for paragraph in paragraphs(texts)]
        arrange(container, items, ids)

    place(root, regions, runs, background)
    screen = Screen(name="Screen", width=picture.width, height=picture.height, root=root)
    if face is not None:
        screen.fonts = [face.name]
        screen.variables["--font-sans"] = f"{face.stack.rsplit(', sans-serif', 1)[0]}, {CJK_FALLBACK}, sans-serif"
    return screen


