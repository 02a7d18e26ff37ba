"""The layout decisions every generator shares, read off hand-written IR geometry."""

from __future__ import annotations

from app.codegen.inline_text import merge_inline_text
from app.codegen.layout import screen_plan
from app.ir import Radii
from tests.codegen.ir_builders import box, card_screen, image, rgb, screen, text


def test_gap_comes_from_geometry_and_odd_spacing_becomes_a_margin():
    first = box(0, 20, 390, 40)
    second = box(0, 72, 390, 40)  # 12 below the first
    third = box(0, 124, 390, 40)  # 12 below the second
    fourth = box(0, 200, 390, 40)  # 36 below the third
    plan = screen_plan(screen(first, second, third, fourth))
    assert plan.gap == 12
    margins = [child.margin.top for child in plan.children]
    assert margins == [20, 0, 0, 24]


def test_stretched_children_fill_the_cross_axis_and_others_keep_their_size():
    wide = box(16, 16, 358, 40)
    narrow = box(16, 56, 100, 40)
    plan = screen_plan(screen(wide, narrow, padding=16))
    wide_part, narrow_part = plan.children
    assert wide_part.size.fill_width and wide_part.size.width is None
    assert not narrow_part.size.fill_width and narrow_part.size.width == 100
    assert narrow_part.size.height == 40


def test_grow_becomes_a_weight_only_where_the_main_axis_is_bounded():
    row = box(0, 0, 390, 40, [box(0, 0, 130, 40, grow=1), box(130, 0, 260, 40, grow=2)], direction="row")
    plan = screen_plan(screen(row))
    assert [c.size.weight for c in plan.children[0].children] == [1, 2]
    assert all(c.size.width is None for c in plan.children[0].children)
    # the same row inside a horizontally hugging column: no bounded width, so fixed widths
    hugging = box(0, 0, 390, 40, [box(0, 0, 200, 40, [row])], direction="row")
    inner_row = screen_plan(screen(hugging)).children[0].children[0].children[0]
    assert [c.size.weight for c in inner_row.children] == [0, 0]


def test_cross_alignment_is_never_stretch_and_differing_children_get_their_own():
    row = box(0, 0, 390, 60, [box(0, 0, 40, 20), box(40, 20, 40, 20)], direction="row", align="start")
    row.children[1].placement.align_self = "center"
    plan = screen_plan(screen(row))
    assert plan.align == "start"
    assert plan.children[0].children[0].align_self is None
    assert plan.children[0].children[1].align_self == "center"


def test_absolute_children_are_placed_from_the_parent_corner_with_their_size():
    badge = box(350, 110, 24, 24, absolute=True)
    card = box(16, 100, 358, 120, [text(32, 116, 200, 20, "Card")], padding=16)
    card.children.append(badge)
    plan = screen_plan(screen(card))
    card_part = plan.children[0]
    assert len(card_part.children) == 1 and len(card_part.overlays) == 1
    placed = card_part.overlays[0]
    assert (placed.x, placed.y) == (334, 10)
    assert (placed.part.size.width, placed.part.size.height) == (24, 24)


def test_a_screen_longer_than_the_viewport_scrolls_and_a_short_one_fills():
    long = screen(box(0, 0, 390, 2000), height=2000)
    short = screen(box(0, 0, 390, 100))
    assert screen_plan(long).scroll == "column" and not screen_plan(long).size.fill_height
    assert screen_plan(short).scroll is None and screen_plan(short).size.fill_height


def test_a_page_longer_than_the_screen_with_a_footer_pushed_down_scrolls_at_least_the_screen_tall():
    """A page whose padding below its footer runs past the screen (the screenshot cut it): the plan scrolls, is at
    least the screen tall, pushes the footer to its foot, and keeps the margin drawn before it as the least room
    between the content and the footer."""
    content = box(0, 20, 390, 600)
    content.placement.margin = content.placement.margin.model_copy(update={"bottom": 41})
    footer = box(0, 661, 390, 150)
    footer.placement.push = True
    page = screen(content, footer)
    page.root.layout.padding = page.root.layout.padding.model_copy(update={"bottom": 49})
    plan = screen_plan(page)
    assert plan.scroll == "column" and plan.at_least_full
    content_part, footer_part = plan.children
    assert footer_part.push and footer_part.margin.top == 0
    assert content_part.margin.bottom == 41
    # without the footer pushed down, a page as long is only scrolled
    footer.placement.push = False
    plan = screen_plan(page)
    assert plan.scroll == "column" and not plan.at_least_full and not plan.children[1].push


def test_radii_are_clamped_to_half_the_short_side():
    pill = box(0, 0, 100, 24, radii=Radii(top_left=999, top_right=999, bottom_right=999, bottom_left=999))
    part = screen_plan(screen(pill)).children[0]
    assert part.radii.uniform == 12


def test_texts_that_wrap_in_a_row_get_their_width():
    para = text(0, 0, 200, 60, "three lines of text", size=16, line_height=20)
    label = text(200, 0, 50, 20, "one", size=16, line_height=20)
    row = box(0, 0, 390, 60, [para, label], direction="row")
    parts = screen_plan(screen(row)).children[0].children
    assert parts[0].size.width == 200 and parts[1].size.width is None


def test_wrapped_inline_texts_become_one_text_of_runs():
    first = text(16, 16, 72, 18, "Read the")
    bold = text(88, 16, 49, 18, "terms", weight=700)
    rest = text(16, 16, 348, 36, "before you go on.")
    paragraph = box(16, 16, 358, 36, [first, bold, rest])
    merged = merge_inline_text(screen(paragraph)).root.children[0].children
    assert len(merged) == 1
    assert [r.text for r in merged[0].runs] == ["Read the", " terms", " before you go on."]
    assert merged[0].runs[1].font.weight == 700
    # a real column of texts (no overlap) stays a column
    column = box(0, 0, 390, 40, [text(0, 0, 100, 20, "a"), text(0, 20, 100, 20, "b")])
    assert len(merge_inline_text(screen(column)).root.children[0].children) == 2


def test_card_screen_decisions():
    plan = screen_plan(card_screen())
    header, card = plan.children
    assert header.direction == "row" and header.gap == 12 and header.align == "center"
    assert header.margin.top == 16 and card.margin.top == 0 and plan.gap == 16
    avatar, names = header.children
    assert (avatar.size.width, avatar.size.height) == (52, 52)
    assert names.size.weight == 1
    # stretched with its side margins kept
    assert card.size.fill_width and card.size.height == 100 and (card.margin.left, card.margin.right) == (16, 16)
    # without the margins in the IR it keeps its measured width and sits 16 in from the edge
    card.node.placement.margin = type(card.margin)()
    moved = screen_plan(card_screen_with(card.node)).children[1]
    assert (moved.size.width, moved.margin.left, moved.size.fill_width) == (358, 16, False)


def card_screen_with(card):
    the_screen = card_screen()
    the_screen.root.children[1] = card
    return the_screen


def test_images_keep_both_sides():
    plan = screen_plan(screen(box(0, 0, 390, 60, [image(0, 0, 60, 60)], direction="row")))
    part = plan.children[0].children[0]
    assert (part.size.width, part.size.height) == (60, 60)


def test_children_pulled_over_a_neighbour_by_negative_margins_are_placed_not_stacked():
    icon = box(16, 16, 28, 28)
    badge = box(34, 14, 12, 10)  # margin-left: -10px pulls it over the icon
    label = box(56, 16, 100, 20)
    row = box(0, 0, 390, 60, [icon, badge, label], direction="row", padding=16)
    part = screen_plan(screen(row)).children[0]
    assert [c.node.id for c in part.children] == [icon.id, label.id]
    assert [(p.part.node.id, p.x, p.y) for p in part.overlays] == [(badge.id, 34, 14)]
    assert part.gap == 12 and part.children[1].margin.left == 0  # the label still sits where it was


def test_what_fills_a_centred_column_is_stretched_across_it():
    """A tab's indicator as wide as its cell, in a tab that centres its label: stretched, as HTML stretches it, not
    fixed at the width it was drawn."""
    bar = box(0, 30, 130, 2, background=rgb("#0f172a"))
    bar.placement.width = "fill"
    label = text(50, 0, 30, 18, "Posts")
    tab = box(0, 0, 130, 32, [label, bar], align="center", grow=1)
    others = [
        box(130 * i, 0, 130, 32, [text(130 * i + 45, 0, 40, 18, name)], grow=1)
        for i, name in ((1, "Reels"), (2, "Tags"))
    ]
    plan = screen_plan(screen(box(0, 0, 390, 32, [tab, *others], direction="row")))
    (tab_part, *_) = plan.children[0].children
    label_part, bar_part = tab_part.children
    assert bar_part.size.fill_width and bar_part.size.width is None
    assert not label_part.size.fill_width


def _grid_of_tiles():
    """Three swatches sharing a row out, square: the converter gives them `fill` and an aspect of 1."""
    tiles = [box(16 + 120 * i, 100, 116, 116, background=rgb("#a7f3d0"), grow=1) for i in range(3)]
    for tile in tiles:
        tile.placement.width, tile.placement.aspect = "fill", 1.0
    return screen(box(0, 0, 390, 844, [box(16, 100, 358, 116, tiles, direction="row", gap=4)]))


def test_tiles_of_a_grid_keep_their_proportions_in_exported_code():
    plan = screen_plan(_grid_of_tiles())
    (row,) = plan.children
    tiles = row.children if len(row.children) == 3 else row.children[0].children
    assert len(tiles) == 3
    for tile in tiles:
        assert tile.size.aspect == 1.0 and tile.size.height is None and tile.size.width is None


def test_every_exporter_writes_a_tiles_aspect():
    from app.codegen import generate

    written = {
        framework: generate(_grid_of_tiles(), framework, "Grid").code
        for framework in ("flutter", "react_native", "swiftui", "jetpack_compose")
    }
    assert written["flutter"].count("AspectRatio(") == 3
    assert written["react_native"].count("aspectRatio: 1") >= 1  # one shared style for the three
    assert written["swiftui"].count(".aspectRatio(1, contentMode: .fit)") == 3
    assert written["jetpack_compose"].count("aspectRatio(1f)") == 3


def _meter_screen():
    """A meter: a track across a card's column holding a fill that takes 41 % of it."""
    fill = box(16, 100, 146.78, 6, background=rgb("#2563eb"), role="progressFill")
    fill.placement.width, fill.placement.share = "share", 0.41
    track = box(16, 100, 358, 6, [fill], background=rgb("#e5e7eb"), role="progress", align="start")
    return screen(box(0, 0, 390, 844, [text(16, 60, 200, 20, "Photos"), track], padding=16, gap=20))


def test_a_share_of_a_column_is_planned_as_a_fraction():
    plan = screen_plan(_meter_screen())
    (column,) = plan.children
    track = column.children[1]
    (fill,) = track.children
    assert fill.size.fraction == 0.41 and fill.size.height == 6


def test_every_exporter_writes_a_meters_share_not_its_width():
    from app.codegen import generate

    written = {
        framework: generate(_meter_screen(), framework, "Meter").code
        for framework in ("flutter", "react_native", "swiftui", "jetpack_compose")
    }
    assert "FractionallySizedBox(" in written["flutter"] and "widthFactor: 0.41" in written["flutter"]
    assert 'width: "41%"' in written["react_native"]
    assert "proxy.size.width * 0.41" in written["swiftui"]
    assert "fillMaxWidth(0.41f)" in written["jetpack_compose"]
    for code in written.values():
        assert "146.78" not in code  # the width as drawn is not written
