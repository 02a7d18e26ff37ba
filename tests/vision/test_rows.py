"""How a row of things is read: equal cells only where cells tile the row, and texts set apart on one line are
separate texts. General rules, checked on rows built here and on a page rendered here, not on the corpus."""

from __future__ import annotations

import itertools

import pytest

from app.ir import BoxNode, Flex, Font, ImageNode, Placement, Rect, TextNode
from app.render import Renderer
from app.vision import convert
from app.vision.arrange import row_box, settle_widths


def _ids():
    return (f"n{index}" for index in itertools.count())


def _text(text: str, x: float, width: float) -> TextNode:
    return TextNode(
        id=text, text=text, frame=Rect(x=x, y=10, width=width, height=20), font=Font(size=17, line_height=20)
    )


def _icon(x: float) -> ImageNode:
    return ImageNode(id=f"icon{x}", src="data:image/png;base64,", frame=Rect(x=x, y=12, width=16, height=16))


def _cells(row: BoxNode) -> list:
    return [child for child in row.children if child.placement.grow == 1]


def test_things_that_only_happen_to_stand_evenly_apart_are_no_grid():
    """A label, two values and an icon whose centres step by the same amount: cells that wide would start left of
    the row, so they are no grid; the label keeps to the row's start."""
    inner = Rect(x=16, y=0, width=358, height=40)
    items = [_text("Time", 16, 33), _text("09:30", 123.7, 40), _text("Tuesday", 217.3, 75), _icon(358)]
    row = row_box(items, inner, _ids())
    assert not _cells(row)
    assert [child.id for child in row.children] == ["Time", "09:30", "Tuesday", "icon358"]
    assert row.children[0].placement.margin.left == 0


def test_tabs_that_tile_the_row_are_equal_cells():
    inner = Rect(x=0, y=0, width=390, height=50)
    step = 390 / 4
    tabs = [_text(name, (index + 0.5) * step - 20, 40) for index, name in enumerate(["Home", "Find", "Saved", "Me"])]
    row = row_box(tabs, inner, _ids())
    assert len(_cells(row)) == 4
    assert all(cell.align == "center" for cell in _cells(row))


def test_a_grid_row_that_fills_only_some_of_its_cells_is_still_a_grid():
    """Three tiles of a four-column grid: the cells start at the row's edge and stop short of its end."""
    inner = Rect(x=16, y=0, width=358, height=100)
    tiles = [BoxNode(id=f"t{index}", frame=Rect(x=16 + index * 104, y=0, width=96, height=96)) for index in range(3)]
    row = row_box(tiles, inner, _ids())
    assert len(_cells(row)) == 3


def test_a_box_at_a_rows_end_beside_things_of_their_own_width_takes_the_rest():
    """An action bar: two icon cells that keep their widths, then a box round two buttons that share it, pushed to
    the bar's end. The box takes what the cells leave (`flex: 1`, its pushed space a margin), not a share of the
    whole bar; with a cell that grows too, it keeps its share."""
    for grows in (False, True):
        cells = [
            BoxNode(id=f"cell{x}", frame=Rect(x=x, y=8, width=40, height=40), children=[_text(f"c{x}", x, 30)])
            for x in (8, 60)
        ]
        for cell in cells:
            cell.placement = Placement(width="hug")
        cells[1].placement.grow = int(grows)
        buttons = [BoxNode(id=f"b{x}", frame=Rect(x=x, y=8, width=130, height=40)) for x in (116, 250)]
        for button in buttons:
            button.placement = Placement(width="fill", grow=1)
        pair = BoxNode(id="pair", frame=Rect(x=116, y=8, width=264, height=40), layout=Flex(direction="row"))
        pair.placement = Placement(width="fill")
        pair.children = list(buttons)
        group = BoxNode(id="group", frame=pair.frame, children=[pair], placement=Placement(width="hug", push=True))
        bar = BoxNode(id="bar", frame=Rect(x=0, y=0, width=390, height=56), layout=Flex(direction="row", gap=8))
        bar.layout.padding = bar.layout.padding.model_copy(update={"left": 8, "right": 10})
        bar.children = [*cells, group]
        screen = BoxNode(id="root", frame=Rect(x=0, y=0, width=390, height=844), children=[bar])
        settle_widths(screen)
        if grows:
            assert group.placement.width == "share" and group.placement.push
        else:
            assert group.placement.width == "fill" and group.placement.grow == 1 and not group.placement.push
            assert group.placement.margin.left == 116 - 100 - 8


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;background:#f2f2f7;font-family:'Liberation Sans',sans-serif;font-size:17px}
.group{background:#fff;margin-top:60px}
.row{display:flex;align-items:center;height:52px;padding:0 16px;border-bottom:1px solid #ddd}
.label{width:96px}
.code{margin-right:16px}
</style></head><body><div class="group">
<div class="row"><span class="label">Phone</span><span class="code">+44</span><span>7700 900123</span></div>
<div class="row"><span class="label">Country</span><span>United Kingdom</span></div>
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_texts_set_apart_on_one_line_are_separate_texts(factor):
    """A dialling code and the number a font size apart are two texts (an OCR line holds both); the words of one
    text, a space apart, stay one text."""
    with Renderer() as renderer:
        png = renderer.render_png(PAGE, 390, 844)
    if factor != 1:
        import io

        from PIL import Image

        image = Image.open(io.BytesIO(png)).convert("RGB")
        out = io.BytesIO()
        image.resize((image.width * factor, image.height * factor), Image.Resampling.LANCZOS).save(out, "PNG")
        png = out.getvalue()
    words = [n.text for n in convert(png).screen.walk() if isinstance(n, TextNode)]
    assert "+44" in words and "7700 900123" in words, words
    assert "United Kingdom" in words, words


def test_a_label_read_short_of_its_end_is_still_centred():
    """A button's label whose trailing dots the recogniser missed stands further from the right than the left,
    yet far from both: it is centred, and stays in the middle of a wider button."""
    from app.ir import Color, Style
    from app.vision.arrange import arrange

    button = BoxNode(
        id="button", frame=Rect(x=15, y=0, width=360, height=46), style=Style(background=Color(r=200, g=60, b=60))
    )
    label = TextNode(
        id="label", text="Loading.", frame=Rect(x=151, y=18, width=78, height=22), font=Font(size=18, line_height=22)
    )
    arrange(button, [label], _ids())
    assert label.align == "center" and label.placement.width == "fill"
    assert button.layout.padding.left == button.layout.padding.right
