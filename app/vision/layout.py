"""From found regions and text runs to a tree of flex containers (the Screen IR).

Every surface becomes a container of what lies on it; how each container lays its children
out (a column of lines that fill, centre or align, rows that distribute) is `arrange`'s.
"""

from __future__ import annotations

import base64
import io
import statistics
from collections.abc import Iterator
from itertools import count

import numpy as np
from PIL import Image

from app.ir import AnyNode as Item
from app.ir import (
    Border,
    BoxNode,
    Color,
    Flex,
    Font,
    Gradient,
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
from app.vision.arrange import ICON_SIZE, arrange, hug_heights, loosen_centred_padding, settle_widths
from app.vision.colors import ink, stroke_ratio, to_color, weight_from_stroke
from app.vision.controls import Switch, outlined_switch, switch_in
from app.vision.covers import cover_lifted, painted_to, straddled
from app.vision.floating_buttons import lift_floating_buttons
from app.vision.mixed_sizes import letter_sizes, sized_runs
from app.vision.mixed_weights import weighted_runs, word_weights
from app.vision.ocr import TextRun
from app.vision.over_pictures import (
    COVER,
    filled_in,
    lifted_places,
    on_patches,
    painted,
    photo_box,
    photo_colour,
    photo_radius,
    photo_sized,
    set_at_foot,
    set_on,
    written_on_photo,
)
from app.vision.paragraphs import Column, Paragraph, Wall, paragraphs
from app.vision.picture import Picture
from app.vision.pinning import pin_to_bottom
from app.vision.slant import italic
from app.vision.spans import colour_runs
from app.vision.struck import struck_runs, struck_through
from app.vision.surfaces import Region, shared
from app.vision.tags import clear_of, split_off_tags, tags
from app.vision.text_pictures import mostly_text, parted_at_seams, photo_like
from app.vision.typefaces import (
    CJK_FALLBACK,
    Face,
    choose_face,
    display_face,
    load_face,
    size_from_ink,
    size_from_width,
)
from app.vision.weights import css_ink, text_weight


def webp_data_uri(pixels: np.ndarray) -> str:
    out = io.BytesIO()
    Image.fromarray(pixels).save(out, "WEBP", quality=82, method=4)
    return "data:image/webp;base64," + base64.b64encode(out.getvalue()).decode()


def run_ink(run: TextRun, picture: Picture, behind: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The colour of a run's letters and the mask of their pixels, read at full detail (not on the resized
    picture). A count read in a badge is written on the badge's paint."""
    behind = np.array(run.written_on) if run.written_on is not None else behind
    scale = picture.scale
    x0, y0 = max(int(run.x * scale), 0), max(int(run.y * scale), 0)
    x1, y1 = int(np.ceil((run.x + run.width) * scale)), int(np.ceil((run.y + run.height) * scale))
    crop = picture.original[y0:y1, x0:x1]
    if not crop.size:
        return np.array([0, 0, 0]), np.zeros((1, 1), bool)
    _, mask = ink(crop, behind)  # its letters' pixels, in the whole box: the stroke weight is read from them
    # its colour, where its letters are (on the screen as drawn, where an enlargement of it was given)
    if picture.drawn is not None:
        middle = picture.drawn[run.letter_rows(1), max(int(run.x), 0) : int(np.ceil(run.x + run.width))]
    else:
        middle = picture.original[run.letter_rows(scale), x0:x1]
    colour, inked = ink(middle, behind, cores=True) if middle.size else (behind, mask[:0])
    if not inked.any():
        colour = ink(crop, behind, cores=True)[0]
    return colour, mask


def text_node(
    paragraph: Paragraph,
    picture: Picture,
    behind: np.ndarray,
    ids: Iterator[str],
    face: Face | None = None,
    display_faces: list[Face] | None = None,
    column: Column | None = None,
) -> TextNode:
    """`display_faces` gathers the serif faces titles are found set in, on a screen of `face`; `column` is the left
    and right of the container it is set in."""
    run, lines = paragraph.joined(), len(paragraph.lines)
    colour, mask = run_ink(run, picture, behind)
    display = display_face(paragraph.lines, face, picture)  # a serif title on a sans screen
    if display is not None and display_faces is not None:
        display_faces.append(display)
    face = display or face
    size, weight = _size_and_weight(paragraph, picture, mask, face)
    # a price's whole part large, its sign and cents small: the text at its largest size, with runs of the others
    sizes = letter_sizes(run, picture, face) if lines == 1 else None
    size = max(sizes) if sizes is not None else size
    frame, line = _text_frame(paragraph, picture, face, size, column)
    centred = lines > 1 and paragraph.align == "center"
    colours = colour_runs(paragraph.lines, picture, behind, colour)
    colours = struck_runs(colours, run, picture) if lines == 1 else colours  # an old price beside the new one
    font = Font(
        size=size,
        weight=weight,
        line_height=line,
        family="serif" if display is not None else "system-ui",
        italic=_in_italic(paragraph, picture),
    )
    runs = colours if sizes is None else sized_runs(run.text, sizes, colours, font)
    # a bold figure before its caption, a plain label before a bold amount: runs in each word's weight
    weights = word_weights(paragraph.lines, face, picture, size)
    runs = runs if weights is None else weighted_runs(run.text, weights, runs, font)
    return TextNode(
        id=next(ids),
        name=run.text[:60],
        frame=frame,
        text=run.text,
        font=font,
        color=to_color(colour),
        align="center" if centred else "left",
        runs=runs,
        strike=lines == 1 and not colours and struck_through(run, picture),
    )


def _in_italic(paragraph: Paragraph, picture: Picture) -> bool:
    """Whether the paragraph is set in italic: most of its lines that can tell lean like an italic's."""
    inks = [(line.text, seen) for line in paragraph.lines if (seen := css_ink(line, picture)) is not None]
    told = [said for text, seen in inks if (said := italic(seen, text)) is not None]
    return sum(told) * 2 > len(told) if told else False


def _size_and_weight(paragraph: Paragraph, picture: Picture, mask: np.ndarray, face: Face | None) -> tuple[float, int]:
    """The paragraph's font size and weight: Latin and CJK text told bold by its ink, other scripts by their strokes;
    a bold line is sized by the bold's widths."""
    longest = max(paragraph.lines, key=lambda line: len(line.text))
    told = text_weight(longest, face, picture)
    sized_by = load_face(face.name, bold=True) if told == 700 and face is not None and longest.text.isascii() else face
    size = float(round(statistics.median(size_from_width(line, sized_by) for line in paragraph.lines)))
    if told is not None:
        return size, told
    return size, weight_from_stroke(stroke_ratio(mask, size * picture.scale)) if mask.any() else 400


def _text_frame(
    paragraph: Paragraph, picture: Picture, face: Face | None, size: float, column: Column | None = None
) -> tuple[Rect, int]:
    """The text's box and its line height, from where its letters were found."""
    run, lines = paragraph.joined(), len(paragraph.lines)
    # line boxes as tall as the glyphs found (one line) or as the step between lines, so rows keep their places
    step = _baseline_step(paragraph, face, size) if lines > 1 else None
    line = max(round(step or paragraph.line_step if lines > 1 else run.height), 1)
    top = run.y - (line - paragraph.glyph_height) / 2 if lines > 1 else run.y  # glyphs sit mid-way in the line box
    height = run.height if lines == 1 else line * lines
    if lines == 1 and face is not None:  # a line as tall as its face makes it, centred where the box was
        cut = run.y + run.height >= picture.height - 1  # by the screen's bottom edge: only its top is known
        top, line = top + (0 if cut else (run.height - face.content_height(size)) / 2), face.content_height(size)
        height = line
    top = _inked_top(paragraph.lines[0], face, size, line, top)
    # room for the font's own line breaks; CJK lines wrap where they run out of room, less than a glyph on
    # one line: as wide as its letters' advances (the ink, and a bearing either side of it)
    bearings = face.left_bearing(run.text, size) + face.right_bearing(run.text, size) if face is not None else 2.0
    width = run.width + bearings if lines == 1 else max(run.width + 0.5 * size, paragraph.measure(column))
    # the box starts where the first letter's advance does, a bearing left of its ink (a centred paragraph's box:
    # the room shared by both sides)
    left = run.x - (face.left_bearing(run.text, size) if face is not None else 0.0)
    left -= (width - run.width) / 2 if lines > 1 and paragraph.align == "center" else 0.0
    return Rect(x=round(left, 1), y=round(top, 1), width=round(width, 1), height=round(height, 1)), line


def _baseline_step(paragraph: Paragraph, face: Face | None, size: float) -> float | None:
    """From one line's baseline to the next, where the first and last lines' ink was measured: the detector's boxes
    stand taller round a line with capitals and descenders than round one of small letters, so their tops step
    unevenly; the baselines step by the line height. None where either is not known, or they disagree with the
    boxes by more than a quarter of the size (ink of something else)."""
    first, last = paragraph.lines[0], paragraph.lines[-1]
    if face is None or first.ink_height <= 0 or last.ink_height <= 0:
        return None
    ends = [face.baseline(r.text, size, r.ink_top, r.ink_top + r.ink_height) for r in (first, last)]
    if ends[0] is None or ends[1] is None:
        return None
    step = (ends[1] - ends[0]) / (len(paragraph.lines) - 1)
    return step if abs(step - paragraph.line_step) <= 0.25 * size else None


def _inked_top(first: TextRun, face: Face | None, size: float, line: float, found: float) -> float:
    """The top of a text's line box that draws its first line's letters where they were seen, when their ink was
    measured (the detector's box is loose, and coarser than a pixel on a large picture); else `found`."""
    if face is None or first.ink_height <= 0:
        return found
    top = face.line_top(first.text, size, line, first.ink_top, first.ink_top + first.ink_height)
    if top is None or abs(top - found) > 0.3 * size:  # ink of something else in the box
        return found
    return float(round(top))


def switch_node(switch: Switch, frame: Rect, ids: Iterator[str]) -> BoxNode:
    """A toggle drawn with boxes: a pill-shaped track holding a round knob at one end."""
    knob_size = min(switch.knob_size, frame.height)
    rim = (
        None
        if switch.rim is None
        else Border(width=Insets(top=1, right=1, bottom=1, left=1), color=to_color(switch.rim))
    )
    inset = max(round((frame.height - knob_size) / 2, 1), 0.0)
    knob = BoxNode(
        id=next(ids),
        role="knob",
        name="knob",
        frame=Rect(
            x=frame.right - inset - knob_size if switch.on else frame.x + inset,
            y=frame.y + inset,
            width=knob_size,
            height=knob_size,
        ),
        style=Style(
            background=to_color(switch.knob),
            radii=_round(knob_size / 2),
            shadows=[Shadow(y=1, blur=3, color=Color(r=0, g=0, b=0, a=0.2))],
        ),
    )
    return BoxNode(
        id=next(ids),
        role="switch",
        name="Switch on" if switch.on else "Switch off",
        frame=frame,
        checked=switch.on,
        style=Style(background=to_color(switch.track), radii=_round(frame.height / 2), border=rim),
        layout=Flex(
            direction="row",
            justify="end" if switch.on else "start",
            align="center",
            padding=Insets(left=inset, right=inset),
        ),
        children=[knob],
    )


def _round(radius: float) -> Radii:
    return Radii(top_left=radius, top_right=radius, bottom_right=radius, bottom_left=radius)


def region_node(region: Region, picture: Picture, ids: Iterator[str], behind: np.ndarray | None = None) -> Item:
    frame = Rect(x=region.x, y=region.y, width=region.width, height=region.height)
    if region.kind == "picture" and behind is not None:
        switch = switch_in(picture.css[region.y : region.y + region.height, region.x : region.x + region.width], behind)
        if switch is not None:
            return switch_node(switch, frame, ids)
    if region.kind == "outline" and region.stroke is not None:
        crop = picture.css[region.y : region.y + region.height, region.x : region.x + region.width]
        switch = outlined_switch(crop, region.stroke)
        if switch is not None:
            return switch_node(switch, frame, ids)
    if region.kind == "picture":
        scale = picture.scale
        top, left = int(region.y * scale), int(region.x * scale)
        shown = picture.shown if picture.shown is not None else picture.original
        crop = shown[top : int((region.y + region.height) * scale), left : int((region.x + region.width) * scale)]
        role = "icon" if max(region.width, region.height) <= 48 else "image"
        return ImageNode(id=next(ids), role=role, name=role, frame=frame, src=webp_data_uri(crop), fit="fill")
    # square where it is joined to the block beside it
    start = 0.0 if "left" in region.joined else region.radius
    end = 0.0 if "right" in region.joined else region.radius
    style = Style(radii=Radii(top_left=start, top_right=end, bottom_right=end, bottom_left=start))
    if region.shadow is not None:
        shade = region.shadow
        style.shadows = [Shadow(x=shade.x, y=shade.y, blur=shade.blur, color=Color(r=0, g=0, b=0, a=shade.alpha))]
    thick = region.line_widths
    if region.kind == "outline":
        sides = {side: thick.get(side, 1) for side in ("top", "right", "bottom", "left")}
        style.border = Border(width=Insets(**sides), color=to_color(region.stroke))
    elif region.accent:  # a stripe of colour down its left side
        style.border = Border(width=Insets(left=region.accent), color=to_color(region.edges["left"]))
    elif region.edges:  # lines along some of a surface's sides
        sides = {side: thick.get(side, 1) for side in region.edges}
        style.border = Border(width=Insets(**sides), color=to_color(next(iter(region.edges.values()))))
    if region.kind != "outline" and region.fill is not None:  # surfaces, groups, dividers
        style.background = to_color(region.fill)
    if region.gradient is not None:
        ramp = region.gradient
        style.gradient = Gradient(angle=ramp.angle, stops=[(to_color(ramp.start), 0.0), (to_color(ramp.end), 1.0)])
    if region.paint_to and behind is not None:
        style.gradient = painted_to(region, behind)
    role = "divider" if region.kind == "divider" else region.role
    # a vertical hairline crosses rows of content: it is drawn out of the flow
    placement = Placement(absolute=region.kind == "divider" and region.height > region.width * 4)
    if region.share:  # a meter's fill: its share of the track, on any width
        placement = Placement(width="share", share=region.share, align_self="start")
    return BoxNode(id=next(ids), role=role, name=role or region.kind, frame=frame, style=style, placement=placement)


ICON_PARTS_APART = 8  # px: the strokes of one icon (the bars of a menu icon) stand at most this far apart


def icons_joined(found: list[Region]) -> list[Region]:
    """Pictures standing a few pixels apart within an icon's size are the parts of one icon (a menu icon's bars,
    parted by a resampled picture's blur), and pictures that overlap are pieces of one: one picture of them all."""
    parts = [r for r in found if r.kind == "picture" and not r.children]
    clusters: list[list[Region]] = []
    for part in sorted(parts, key=lambda r: (r.y, r.x)):
        near = [c for c in clusters if any(_apart(part, other) <= ICON_PARTS_APART for other in c)]
        for cluster in near[1:]:
            near[0].extend(cluster)
            clusters.remove(cluster)
        if near:
            near[0].append(part)
        else:
            clusters.append([part])
    joined: dict[int, Region] = {}
    for cluster in clusters:
        x0, y0 = min(r.x for r in cluster), min(r.y for r in cluster)
        x1, y1 = max(r.x + r.width for r in cluster), max(r.y + r.height for r in cluster)
        overlapping = all(any(shared(part, other) > 0 for other in cluster if other is not part) for part in cluster)
        # parts of one icon, or pieces of one picture that overlap (a photo's corner cut off from it)
        if len(cluster) >= 2 and (max(x1 - x0, y1 - y0) <= ICON_SIZE or overlapping):
            whole = Region(x0, y0, x1 - x0, y1 - y0, "picture")
            for part in cluster:
                joined[id(part)] = whole
    out: list[Region] = []
    for region in found:
        whole = joined.get(id(region), region)
        if all(whole is not seen for seen in out):
            out.append(whole)
    return out


def _apart(a: Region, b: Region) -> int:
    """How far apart two boxes stand (0 where they touch or overlap)."""
    across = max(a.x - (b.x + b.width), b.x - (a.x + a.width), 0)
    down = max(a.y - (b.y + b.height), b.y - (a.y + a.height), 0)
    return max(across, down)


FRAMED = 0.5  # share of a surface one picture on it covers for the two to be one picture


def framed_picture(region: Region, texts: list[TextRun]) -> bool:
    """A surface holding one picture over most of it and nothing else (a product photo on its shaded backdrop, an
    illustration on its tile) is one picture: a card's cover, not a box with an image in it."""
    if region.kind != "surface" or len(region.children) != 1 or region.children[0].kind != "picture":
        return False
    if any(region.contains(t.x, t.y, t.width, t.height) for t in texts):
        return False
    return region.children[0].area >= FRAMED * region.area


def on_top_edge(run: TextRun, region: Region) -> bool:
    """A label written across an outline's top edge, within its sides: a Material text field's floating label in
    the notch of its outline (a fieldset's legend)."""
    return (
        region.kind == "outline"
        and run.y < region.y < run.y + run.height
        and run.x >= region.x + 2
        and run.x + run.width <= region.x + region.width - 2
    )


LEGEND_PAD = 4  # px of the page's colour either side of a legend, hiding the outline under it


def legend(run: TextRun, picture: Picture, behind: np.ndarray, ids: Iterator[str], face: Face | None) -> BoxNode:
    """A label set on its field's outline: placed where it was seen, out of the field's flow, on a patch of what is
    behind the field that parts the outline round it."""
    (paragraph,) = paragraphs([run], lambda _: run_ink(run, picture, behind)[0], lambda r: size_from_ink(r, face))
    text = text_node(paragraph, picture, behind, ids, face)
    text.role = "label"
    frame = text.frame
    return BoxNode(
        id=next(ids),
        role="legend",
        name="legend",
        frame=Rect(x=frame.x - LEGEND_PAD, y=frame.y, width=frame.width + 2 * LEGEND_PAD, height=frame.height),
        style=Style(background=to_color(behind)),
        layout=Flex(direction="row", padding=Insets(left=LEGEND_PAD, right=LEGEND_PAD)),
        placement=Placement(absolute=True, width="hug"),
        children=[text],
    )


def _ends_of_tags(region: Region, patches: list[Region]) -> bool:
    """Whether a small picture lies across the ends of tags: no taller than they are, and a third of it in them
    (the blank between two tags takes the rest)."""
    if region.kind != "picture" or not patches:
        return False
    inside = sum(shared(region, patch) for patch in patches)
    return region.height <= max(p.height for p in patches) and inside * 3 >= region.area


def _fills(patch: Region, frame: Rect) -> bool:
    """Whether a tag's patch or ring takes up nearly all of the box it was found in."""
    return patch.width >= frame.width - 2 * SNUG_TAG and patch.height >= frame.height - 2 * SNUG_TAG


SNUG_TAG = 3  # px: a tag this close to its box's sides all round is the box


def _column(paragraph: Paragraph, container: BoxNode, items: list[Item]) -> Column:
    """The container a paragraph is set in, its content starting at the first thing on the paragraph's lines (an
    avatar before a comment), or at the paragraph."""
    top, bottom = paragraph.lines[0].y, paragraph.lines[-1].y + paragraph.lines[-1].height
    beside = [
        item.frame.x
        for item in items
        if item.frame.right <= paragraph.x
        and item.frame.x > container.frame.x
        and item.role != "divider"
        and min(item.frame.bottom, bottom) - max(item.frame.y, top) > 0
    ]
    return Column(container.frame.x, container.frame.right, min([paragraph.x, *beside]))


def _letters_box(run: TextRun) -> tuple[float, float, float, float]:
    """Where a run's letters are: across, its box; down, its letters' ink where it was measured (the detector's box
    keeps a margin under figures, which may reach past the foot of a card a bar covers)."""
    if run.ink_height > 0:
        return run.x, run.ink_top, run.width, run.ink_height
    return run.x, run.y, run.width, run.height


def _initials(text: str) -> bool:
    """A person's initials ("MR"), or one letter of a name: not a word ("搜索", "Go")."""
    letters = text.strip()
    return len(letters) <= 3 and letters.isalpha() and (len(letters) == 1 or letters.isupper())


def build(
    picture: Picture, runs: list[TextRun], regions: list[Region], background: np.ndarray, written: np.ndarray
) -> Screen:
    """`written`: where the texts are written (their `text_mask`)."""
    ids = (f"n{i}" for i in count(1))
    face = choose_face(runs, picture)
    display_faces: list[Face] = []
    root = BoxNode(
        id="root",
        name="screen",
        frame=Rect(x=0, y=0, width=picture.width, height=picture.height),
        style=Style(background=to_color(background)),
    )

    tagged: set[int] = set()  # texts already held by their tag's box

    def place(container: BoxNode, found: list[Region], texts: list[TextRun], behind: np.ndarray) -> None:
        items: list[Item] = []
        found = [Region(r.x, r.y, r.width, r.height, "picture") if framed_picture(r, texts) else r for r in found]
        found = [piece for r in found for piece in cover_lifted(r, picture.width)]
        found = [straddled(r, picture.css, behind) for r in found]
        loose = [t for t in texts if id(t) not in tagged and not any(r.contains(*_letters_box(t)) for r in found)]
        split = split_off_tags(loose, picture.css, behind)  # a tag read in one line with the text before it
        texts = [piece for t in texts for piece in split.get(id(t), (t,))]
        loose = [piece for t in loose for piece in split.get(id(t), (t,))]
        # (a ring as large as the box it lies in is that box's own outline, found already)
        patches = [p for p in tags(loose, picture.css, behind) if not _fills(p, container.frame)]
        tagged.update(id(t) for t in loose if any(p.contains(t.x, t.y, t.width, t.height) for p in patches))
        texts = [t if id(t) in tagged else clear_of(t, patches) for t in texts]
        # a tag's padding, peeking out past its text's box, is the tag's; and so are the ends of tags' lines, read
        # as one small picture where two tags stand close (the end of one and the start of the next)
        found = [r for r in found if not any(p.contains(r.x, r.y, r.width, r.height, slack=1) for p in patches)]
        found = [r for r in found if not _ends_of_tags(r, patches)]
        found += patches
        pieces = [piece for whole in icons_joined(found) for piece in parted_at_seams(whole, texts, picture.css)]
        for region in pieces:
            if region.kind == "picture":
                inside = [t for t in texts if region.contains(t.x, t.y, t.width, t.height, slack=1)]
                # a letter read off a glyph of an icon (a magnifier read as "Q") is the icon's, and so are the
                # initials painted on an avatar's shaded disc
                glyph = max(region.width, region.height) <= ICON_SIZE and all(len(t.text.strip()) == 1 for t in inside)
                initials = max(region.width, region.height) <= 2 * ICON_SIZE and all(_initials(t.text) for t in inside)
                glyph = glyph or initials
                if not glyph and sum(t.width * t.height for t in inside) > 0.12 * region.area:
                    if photo_sized(region) and photo_like(region, picture, written, behind):  # a photo's card
                        texts = [t for t in texts if t not in inside]
                        _, patches = on_patches(inside, picture.css, written)  # (every word stays)
                        items.append(on_photo(region, inside, patches, behind, role="card"))
                        continue
                    mostly_text(region, picture, written, behind)
                else:  # a word or two painted inside a picture belongs to the picture; a badge's count does not
                    texts = [t for t in texts if t not in inside or t.written_on is not None]
                    words = [] if glyph else set_on(region.width, region.height, inside)
                    words, patches = on_patches(words, picture.css, written)
                    if words:  # unless they are words set on a photo
                        items.append(on_photo(region, words, patches, behind))
                        continue
            node = region_node(region, picture, ids, behind)
            if isinstance(node, BoxNode) and region.kind != "divider" and node.role != "switch":
                inside = [t for t in texts if region.contains(*_letters_box(t))]
                texts = [t for t in texts if t not in inside]
                fill = region.fill if region.fill is not None else behind
                place(node, region.children, inside, fill)
                if region.role == "progress":  # the fill's share is of the whole track, from its start
                    node.layout.padding = Insets()
                notched = [t for t in texts if on_top_edge(t, region)]
                texts = [t for t in texts if t not in notched]
                node.children += [legend(t, picture, behind, ids, face) for t in notched]
            items.append(node)
        inks = {id(t): run_ink(t, picture, behind)[0] for t in texts}
        walls = [Wall(r.x, r.y, r.x + r.width, r.y + r.height) for r in pieces]
        found_paragraphs = paragraphs(
            texts,
            lambda run: inks[id(run)] if id(run) in inks else run_ink(run, picture, behind)[0],
            lambda run: size_from_ink(run, face),
            walls,
        )
        items += [
            text_node(paragraph, picture, behind, ids, face, display_faces, _column(paragraph, container, items))
            for paragraph in found_paragraphs
        ]
        if container is root:
            lift_floating_buttons(items, root.frame)
        arrange(container, items, ids)

    def on_photo(
        region: Region, words: list[TextRun], patches: list[Region], behind: np.ndarray, role: str = COVER
    ) -> BoxNode:
        """A photo with words set on it: a box painted with the photo (its corners rounded as they show the page
        `behind`), the words filled in under them, holding the words as texts. A `cover` (a photo with a few
        words on it) grows with its width as a picture does; a `card` (mostly words) keeps its height."""
        css = picture.css[region.y : region.y + region.height, region.x : region.x + region.width]
        frame = Rect(x=region.x, y=region.y, width=region.width, height=region.height)
        box = photo_box(frame, region.radius or photo_radius(css, behind), ids, role)
        words = [written_on_photo(t, picture) for t in words]
        place(box, patches, words, photo_colour(css))  # (the patches they are written on, boxes of their own)
        set_at_foot(box)
        scale = picture.scale
        shown = picture.shown if picture.shown is not None else picture.original
        top, left = int(region.y * scale), int(region.x * scale)
        crop = shown[top : int((region.y + region.height) * scale), left : int((region.x + region.width) * scale)]
        bare = filled_in(crop, lifted_places(box, words), (region.x, region.y), scale)
        painted(box, webp_data_uri(bare), ids)
        return box

    place(root, regions, runs, background)
    root.placement = Placement(width="fill")
    pin_to_bottom(root)
    settle_widths(root)
    loosen_centred_padding(root)
    for child in root.children:
        if isinstance(child, BoxNode):
            hug_heights(child)
    screen = Screen(name="Screen", width=picture.width, height=picture.height, root=root)
    if face is not None:
        screen.fonts = [face.name]
        family, generic = face.stack.rsplit(", ", 1)  # CJK glyphs fall back before the generic family
        screen.variables["--font-sans"] = f"{family}, {CJK_FALLBACK}, {generic}"
    if display_faces:  # the titles' serif, which texts of the `serif` family take
        screen.variables["--font-serif"] = display_faces[0].stack
    return screen
