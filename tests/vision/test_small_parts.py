"""Small parts read off pictures drawn here: a selected tab's bar on a bar's bottom border, a segment raised by a
one-pixel shadow, a disc of initials whose text's box hides its sides, a short bar smoothed by resampling; and two
rules of the layout: a wrapped name ends before the price beside it, and half a pixel is no step of the spacing."""

from __future__ import annotations

import cv2
import numpy as np

from app.ir import BoxNode, Flex, Insets, Placement, Rect, Screen
from app.vision.ocr import TextRun
from app.vision.paragraphs import Wall, paragraphs
from app.vision.spacing import snap_spacing
from app.vision.surfaces import find_regions

GREY, WHITE = np.array([243, 243, 243]), np.array([255, 255, 255])


def _describe(regions):
    return [(r.kind, r.x, r.y, r.width, r.height, [c.kind for c in r.children]) for r in regions]


def test_a_tabs_bar_touching_the_bars_border_is_a_bar_of_its_own():
    image = np.full((120, 390, 3), 243, np.uint8)
    image[:87] = 255
    image[87] = (231, 231, 231)  # the tab bar's bottom border
    image[84:87, 110:126] = (0, 82, 217)  # the selected tab's bar, on the border
    regions = find_regions(image, GREY, np.zeros((120, 390), bool))
    (bar,) = regions
    assert "bottom" in bar.edges, _describe(regions)
    (indicator,) = bar.children
    assert indicator.kind == "surface" and (indicator.x, indicator.y, indicator.width, indicator.height) == (
        110,
        84,
        16,
        3,
    ), _describe(bar.children)
    assert indicator.fill is not None and abs(int(indicator.fill[2]) - 217) <= 4


def test_a_short_bar_smoothed_by_resampling_under_a_label_is_a_box_of_its_colour():
    sharp = np.full((40, 120, 3), 255, np.uint8)
    sharp[:30] = 250
    sharp[24:27, 40:56] = (0, 82, 217)
    small = cv2.resize(
        cv2.resize(sharp, (360, 120), interpolation=cv2.INTER_CUBIC), (120, 40), interpolation=cv2.INTER_AREA
    )
    image = np.full((40, 120, 3), 243, np.uint8)
    image[:30] = small[:30]
    label = np.zeros((40, 120), bool)
    label[6:20, 34:62] = True  # the tab's label over it
    regions = find_regions(image, GREY, label)
    bars = [c for r in regions for c in r.children if c.width < 30]
    assert [b.kind for b in bars] == ["surface"], _describe(regions)
    assert abs(bars[0].width - 16) <= 2 and bars[0].height <= 4
    # with no label over it, a short stroke is a sign's (a stepper's minus): a picture, as drawn
    alone = [c for r in find_regions(image, GREY, np.zeros((40, 120), bool)) for c in r.children if c.width < 30]
    assert [b.kind for b in alone] == ["picture"], _describe(alone)


def test_a_segment_raised_by_a_small_shadow_is_a_shadowed_box_not_an_outline():
    image = np.full((60, 390, 3), 255, np.uint8)
    image[10:41, 20:370] = (238, 238, 240)  # the control's track
    image[12:39, 22:137] = 255  # the selected segment
    image[12:39, 21] = image[12:39, 137] = (225, 225, 227)  # its shadow, faint at the sides
    image[39, 22:137] = (215, 215, 217)  # and darker under it
    regions = find_regions(image, WHITE, np.zeros((60, 390), bool))
    (track,) = regions
    (segment,) = track.children
    assert segment.kind == "surface" and segment.shadow is not None and not segment.edges, _describe(track.children)


def test_a_hairline_round_three_sides_of_one_shade_is_no_shadow():
    image = np.full((60, 390, 3), 255, np.uint8)
    image[10:41, 20:370] = (238, 238, 240)
    image[12:39, 22:137] = 255
    image[12:39, 21] = image[12:39, 137] = image[39, 21:138] = (215, 215, 217)
    regions = find_regions(image, WHITE, np.zeros((60, 390), bool))
    (segment,) = regions[0].children
    assert segment.shadow is None and set(segment.edges) == {"left", "right", "bottom"}, _describe(regions)


def test_a_disc_of_initials_whose_text_box_hides_its_sides_is_one_round_region():
    image = np.full((80, 120, 3), 255, np.uint8)
    cv2.circle(image, (42, 40), 22, (0, 149, 255), -1, cv2.LINE_AA)  # (BGR order is no matter here)
    cv2.putText(image, "MK", (26, 47), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 2, cv2.LINE_AA)
    words = np.zeros((80, 120), bool)
    words[24:57, 18:67] = True  # the detector's box round "MK", past the disc's sides, most of its height
    regions = find_regions(image, WHITE, words)
    assert len(regions) == 1, _describe(regions)
    (disc,) = regions
    assert abs(disc.width - 44) <= 3 and abs(disc.height - 44) <= 3, _describe(regions)
    assert disc.radius >= 0.4 * disc.width


def test_a_wrapped_name_ends_before_the_price_beside_it():
    runs = [
        TextRun("Wireless noise-cancelling", 112, 140, 168, 20, 0.99),
        TextRun("$129.00", 312, 138, 49, 18, 0.99),
        TextRun("headphones", 113, 161, 81, 18, 0.99),
        TextRun("x1", 350, 160, 11, 17, 0.99),
    ]
    (name,) = [p for p in paragraphs(runs) if len(p.lines) == 2]
    assert name.x + name.measure() <= 312


def _two_rows() -> list[TextRun]:
    """Two labels of a list, each alone on its row, the one as wide as a wrapped line would be and the next one as
    far under it as the next line of loose leading."""
    return [
        TextRun("Notifications and sounds", 74, 170, 160, 20, 0.99),
        TextRun("Privacy", 74, 204, 52, 20, 0.99),
    ]


def test_lines_with_a_rule_between_them_are_no_paragraph():
    assert len(paragraphs(_two_rows())) == 1  # as far as their letters tell
    rule = Wall(74, 196, 373, 197)
    assert len(paragraphs(_two_rows(), walls=[rule])) == 2


def test_a_link_underlined_under_a_few_words_keeps_its_paragraph():
    underline = Wall(170, 189, 234, 190)  # under "and sounds"
    assert len(paragraphs(_two_rows(), walls=[underline])) == 1


def test_a_wrapped_text_with_nothing_beside_it_keeps_its_measure():
    runs = [
        TextRun("Wireless noise-cancelling", 112, 140, 168, 20, 0.99),
        TextRun("headphones", 113, 161, 81, 18, 0.99),
    ]
    (name,) = paragraphs(runs)
    assert name.measure() > 200  # short of the first line with the next line's first word, which did not fit


def test_half_a_pixel_is_no_step_of_the_spacing_scale():
    def box(left: float) -> BoxNode:
        return BoxNode(
            id=f"b{left}", frame=Rect(x=0, y=0, width=10, height=10), placement=Placement(margin=Insets(left=left))
        )

    kids = [box(0.4), box(0.3), box(0.45), box(1.0)]
    root = BoxNode(id="root", frame=Rect(x=0, y=0, width=390, height=844), layout=Flex(direction="row"), children=kids)
    snap_spacing(Screen(name="s", width=390, height=844, root=root))
    assert kids[3].placement.margin.left == 1.0


def test_a_tabs_underline_on_their_border_is_a_bar_over_a_rule():
    image = np.full((40, 390, 3), 255, np.uint8)
    image[20:22, 0:130] = (15, 23, 42)  # the selected tab's underline, as wide as its cell
    image[22] = (226, 232, 240)  # the tabs' bottom border
    regions = sorted(find_regions(image, WHITE, np.zeros((40, 390), bool)), key=lambda r: r.kind)
    assert [(r.kind, r.x, r.y, r.width, r.height) for r in regions] == [
        ("divider", 0, 22, 390, 1),
        ("surface", 0, 20, 130, 2),
    ], _describe(regions)


def _card_with_rule(rows: dict[int, int]) -> np.ndarray:
    """A white card on grey, a rule across it whose rows are tinted by `rows` (row -> grey level)."""
    image = np.full((90, 390, 3), 243, np.uint8)
    image[10:80, 16:374] = 255
    for row, level in rows.items():
        image[row, 60:374] = level
    return image


def test_a_rule_drawn_between_two_rows_is_one_px_of_the_colour_they_add_up_to():
    # #c8c8c8 a px thick at y = 44.33: two thirds of it in row 44, a third in row 45
    image = _card_with_rule({44: round(255 - 2 / 3 * 55), 45: round(255 - 1 / 3 * 55)})
    (card,) = find_regions(image, GREY, np.zeros((90, 390), bool))
    (rule,) = card.children
    assert (rule.kind, rule.y, rule.height) == ("divider", 44, 1), _describe(card.children)
    assert abs(rule.width - 314) <= 2
    assert rule.fill is not None and abs(int(rule.fill[0]) - 200) <= 2


def test_a_rule_two_px_thick_stays_two_px():
    image = _card_with_rule({44: 200, 45: 200})
    (card,) = find_regions(image, GREY, np.zeros((90, 390), bool))
    (rule,) = card.children
    assert (rule.kind, rule.y, rule.height) == ("divider", 44, 2), _describe(card.children)
    assert rule.fill is not None and abs(int(rule.fill[0]) - 200) <= 2


def _event(heading_gap: float) -> list[TextRun]:
    """A feed event: its heading line, then a message of five lines 20 px apart, `heading_gap` px under it."""
    lines = [
        "Ours is a life of constant reruns. We're always",
        "circling back to where we started, then starting all",
        "over again. Even if we don't run extra laps that",
        "day, we surely will come back for more of the",
        "same another day soon.",
    ]
    top = 397 + heading_gap
    return [TextRun("Jenny Hess posted on your page 3 Days Ago", 65, 397, 290, 19, 0.99)] + [
        TextRun(text, 66, top + 20 * index, 300 if index < 4 else 148, 18, 0.99) for index, text in enumerate(lines)
    ]


def test_a_heading_further_off_than_the_lines_under_it_is_a_text_of_its_own():
    """The lines of a paragraph stand one line height apart: a first line further off than the steady step of the
    others (a feed event's heading over its message) is not one of them."""
    found = paragraphs(_event(28))
    assert [len(p.lines) for p in found] == [1, 5]
    assert [len(p.lines) for p in paragraphs(_event(20))] == [6]  # at the message's own step, one paragraph
