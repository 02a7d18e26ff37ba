"""A board of pins in two staggered columns, under a bar fixed over them; round buttons over their captions, centred
as a group; a card the screen's bottom edge cuts off, drawn only by its border; a run of chips that runs off the
screen's edge. Each is built as a front-end developer builds it, so that on a wider screen its texts land where
the original's do."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.ir import BoxNode, ImageNode, TextNode
from tests.vision.tree import assert_placed_by_middle, both_boxes, conversion_at_both_widths, descendants, texts_of

SANS = "'DejaVu Sans', sans-serif"
HEAD = f"""<!doctype html><html><head><meta charset="utf-8"><style>
*{{box-sizing:border-box;margin:0;padding:0}}
body{{font-family:{SANS};background:#fff;color:#111}}"""

PINS = {
    "left": [
        ("3 / 4", 1, "Open oak shelving over the counter", "Elena Larsen"),
        ("1 / 1", 2, "Sage green cabinets", "Tomás Kern"),
        ("1 / 1", 3, "Brass pulls", "Ana Ruiz"),
    ],
    "right": [
        ("4 / 3", 4, "Butcher block island", "Rafael Brito"),
        ("3 / 4", 5, "Refinished pine floors", "Elena Larsen"),
        ("1 / 1", 6, "Open shelves", "Mia Holt"),
    ],
}
TABS = ("Home", "Search", "Saved", "Profile")


def _photo(wide: int, tall: int, seed: int) -> str:
    """A photo as a data URI: soft patches of many colours, as a picture of a room reads."""
    noise = np.random.default_rng(seed).integers(90, 200, (tall * 2, wide * 2, 3), dtype=np.uint8)
    picture = Image.fromarray(noise).resize((wide * 60, tall * 60), Image.Resampling.BICUBIC)
    data = io.BytesIO()
    picture.save(data, format="PNG")
    return "data:image/png;base64," + base64.b64encode(data.getvalue()).decode()


def _pin(aspect: str, seed: int, title: str, who: str) -> str:
    """A pin: its photo, as wide as its column and as tall as its proportions make it, its title and who saved it."""
    wide, tall = (int(v) for v in aspect.split(" / "))
    photo = f'<img class="tile" src="{_photo(wide, tall, seed)}" alt="">'
    return f'<div class="pin">{photo}<div class="title">{title}</div><div class="who">{who}</div></div>'


BOARD = f"""{HEAD}
h1{{font-size:22px;padding:16px}}
.board{{display:flex;gap:8px;padding:0 8px}}
.col{{flex:1;min-width:0;display:flex;flex-direction:column;gap:14px}}
.tile{{display:block;width:100%;height:auto;border-radius:16px}}
.title{{font-size:12px;font-weight:700;margin:6px 4px 0}} .who{{font-size:11px;color:#6f6f6f;margin:2px 4px 0}}
nav{{position:fixed;left:0;right:0;bottom:0;height:60px;background:#fff;border-top:1px solid #d9d9d9;
display:flex;justify-content:space-around;align-items:center}}
nav span{{font-size:12px;color:#333}}
</style></head><body><h1>Cabin kitchen ideas</h1><div class="board">
{"".join('<div class="col">' + "".join(_pin(*pin) for pin in PINS[side]) + "</div>" for side in ("left", "right"))}
</div><nav>{"".join(f"<span>{tab}</span>" for tab in TABS)}</nav></body></html>"""


def _holder(screen, inside: list[str], outside: list[str]) -> BoxNode | None:
    """The box whose texts include all of `inside` and none of `outside`."""
    for node in descendants(screen.root):
        if isinstance(node, BoxNode):
            texts = {n.text for n in descendants(node) if isinstance(n, TextNode)}
            if set(inside) <= texts and not texts & set(outside):
                return node
    return None


def _seen(shown: dict, width: int) -> list[str]:
    """The texts of the original at `width` that the bar fixed over the bottom does not cover."""
    foot = {390: 844, 430: 932}[width] - 60
    return [t["text"] for t in shown[width][1] if t["bbox"][1] + t["bbox"][3] <= foot]


@pytest.mark.parametrize("factor", [1, 3])
def test_a_board_of_pins_is_two_columns_of_pins(factor):
    result, shown = conversion_at_both_widths(BOARD, factor)
    texts = {t.text for t in texts_of(result.screen)}
    left = [title for _, _, title, _ in PINS["left"] if title in _seen(shown, 390)]
    right = [title for _, _, title, _ in PINS["right"] if title in _seen(shown, 390)]
    assert len(left) >= 2 and len(right) >= 2, (left, right)
    assert set(left + right) <= texts, sorted(texts)  # no caption taken into a picture
    assert _holder(result.screen, left, right) is not None, "the left column's pins are not one column"
    assert _holder(result.screen, right, left) is not None, "the right column's pins are not one column"
    for width in (390, 430):
        ours, theirs = shown[width]
        for title in left + right:
            if title not in _seen(shown, width):
                continue
            got, want = both_boxes(ours, theirs, title)
            assert abs(got[0] - want[0]) <= 8 and abs(got[1] - want[1]) <= 8, (width, title, got, want)


@pytest.mark.parametrize("factor", [1, 3])
def test_a_bar_over_the_pins_stays_at_the_bottom(factor):
    _, shown = conversion_at_both_widths(BOARD, factor)
    ours, theirs = shown[430]
    for tab in TABS:
        got, want = both_boxes(ours, theirs, tab)
        assert abs(got[1] - want[1]) <= 8 and abs(got[0] - want[0]) <= 8, (tab, got, want)


ACTIONS = ("Add", "Ideas", "Organize")
CAPTIONED = f"""{HEAD}
h1{{font-size:24px;text-align:center;margin-top:40px}}
p{{font-size:13px;color:#666;text-align:center;margin-top:8px}}
.actions{{display:flex;justify-content:center;gap:30px;margin-top:24px}}
.action{{display:flex;flex-direction:column;align-items:center;gap:8px;font-size:12px}}
.button{{width:46px;height:46px;border-radius:50%;background:#e9e9e9;display:flex;align-items:center;
justify-content:center}}
.button i{{width:14px;height:14px;background:#111;border-radius:3px}}
</style></head><body><h1>Cabin kitchen ideas</h1><p>128 pins · 3 sections</p><div class="actions">
{"".join(f'<div class="action"><div class="button"><i></i></div>{name}</div>' for name in ACTIONS)}
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_round_buttons_over_their_captions_stay_centred_together(factor):
    result, shown = conversion_at_both_widths(CAPTIONED, factor)
    for name in ACTIONS:
        caption = next(t for t in texts_of(result.screen) if t.text == name)
        holder = next(n for n in descendants(result.screen.root) if caption in getattr(n, "children", []))
        assert any(isinstance(c, BoxNode) and c.frame.height >= 40 for c in holder.children), (
            f"{name!r} is not held with its button"
        )
    assert_placed_by_middle(shown, ACTIONS)


COMMENT = "Will the talk on cascade layers be recorded? I can only make it after eight but want to see it."
CUT_CARD = f"""{HEAD}
.card{{margin:12px;border:1px solid #e3e3e3;border-radius:8px;padding:20px}}
.first{{height:520px}} h2{{font-size:18px}} .head{{font-size:15px;color:#555}}
.comment{{display:flex;gap:16px;margin-top:14px}} .avatar{{flex:none;width:44px;height:44px;border-radius:50%;
background:#7957d5}} .text{{font-size:15px;line-height:22px}} .name{{font-size:13px;color:#666;margin-bottom:4px}}
</style></head><body><div class="card first"><h2>Frontend Lisboa</h2><div class="head">Thursday, 20 November</div>
</div><div class="card"><h2>Comments</h2>
{"".join(f'<div class="comment"><div class="avatar"></div><div><div class="name">Inês Sousa · {n}h</div><div class="text">{COMMENT}</div></div></div>' for n in (2, 3, 4))}
</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_card_the_bottom_edge_cuts_off_is_a_card(factor):
    result, shown = conversion_at_both_widths(CUT_CARD, factor)
    title = next(t for t in texts_of(result.screen) if t.text == "Comments")
    card = next(
        (
            n
            for n in descendants(result.screen.root)
            if isinstance(n, BoxNode) and n.style.border is not None and title in list(descendants(n))
        ),
        None,
    )
    assert card is not None, "the comments are not held by a bordered card"
    ours, theirs = shown[430]
    got, want = both_boxes(ours, theirs, "Inês Sousa · 2h")
    assert abs(got[0] - want[0]) <= 8, (got, want)
    ours_comment = [t for t in ours if t["text"].startswith("Will the talk")]
    assert ours_comment, [t["text"] for t in ours]
    right = ours_comment[0]["bbox"][0] + ours_comment[0]["bbox"][2]
    assert right <= 430 - 12 - 1, f"the comment runs past its card at 430: ends at {right}"


CHIPS = ("All pins", "Sections", "Notes", "More ideas")
RUN_OFF = f"""{HEAD}
h1{{font-size:22px;padding:16px}}
.chips{{display:flex;gap:10px;padding:0 14px;overflow:hidden}}
.chip{{flex:none;height:40px;padding:0 16px;border-radius:20px;background:#e9e9e9;font-size:16px;font-weight:700;
display:flex;align-items:center;white-space:nowrap}}
.chip.on{{background:#111;color:#fff}}
.note{{font-size:13px;color:#555;padding:16px}}
</style></head><body><h1>Cabin kitchen ideas</h1><div class="chips">
{"".join(f'<div class="chip{" on" if i == 0 else ""}">{c}</div>' for i, c in enumerate(CHIPS + ("Saved",)))}
</div><div class="note">128 pins, saved by you and 3 others</div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_a_run_of_chips_cut_by_the_edge_is_not_pushed_to_it(factor):
    _, shown = conversion_at_both_widths(RUN_OFF, factor)
    ours, theirs = shown[430]
    last = next(t for t in theirs if t["text"] == "More ideas")["bbox"]
    read = [t for t in ours if t["text"].startswith("Mor")]
    assert read, [t["text"] for t in ours]
    assert abs(read[0]["bbox"][0] - last[0]) <= 8, (read[0]["bbox"], last)


ACTION_BAR = f"""{HEAD}
h1{{font-size:28px;padding:20px 16px 8px}}
.row{{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;border-bottom:1px solid #e6e6e6;
font-size:16px}} .row small{{display:block;font-size:12px;color:#6e6e6e;margin-top:3px}}
.toggle{{width:34px;height:18px;border-radius:9px;background:#3b63fb}}
.bar{{position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #e1e1e1;padding:12px 16px 28px;
display:flex;gap:14px}}
.bar div{{flex:1;height:40px;border-radius:20px;display:flex;align-items:center;justify-content:center;font-size:15px;
font-weight:700}}
.cancel{{border:2px solid #8e8e8e}} .save{{background:#0265dc;color:#fff}}
</style></head><body><h1>Settings</h1>
{"".join(f'<div class="row"><div>Setting {n}<small>What setting {n} changes</small></div><i class="toggle"></i></div>' for n in range(1, 12))}
<div class="bar"><div class="cancel">Cancel</div><div class="save">Save changes</div></div></body></html>"""


@pytest.mark.parametrize("factor", [1, 3])
def test_an_action_bar_in_the_page_colour_stays_at_the_bottom(factor):
    _, shown = conversion_at_both_widths(ACTION_BAR, factor)
    assert_placed_by_middle(shown, ("Cancel", "Save changes"))


@pytest.mark.parametrize("factor", [1, 3])
def test_photos_under_the_bar_stay_apart_from_its_edge(factor):
    """The photos the bar's top hairline cuts are each a picture of their column: the line does not join them into
    one picture across the screen (at 3x, the enlargement's faint ringing under each photo's edge is no paint). On
    Gestalt's board, whose photos are soft gradients."""
    board = Path(__file__).resolve().parents[2] / "benchmarks" / "library_screens" / "d_gestalt_board.html"
    result, _ = conversion_at_both_widths(board.read_text(), factor)
    pictures = [n for n in result.screen.walk() if isinstance(n, ImageNode)]
    assert pictures and all(n.frame.width <= 200 for n in pictures), [n.frame for n in pictures if n.frame.width > 200]
