"""Hand-written HTML screens laid out by the real renderer, then generated: each mapping rule shows."""

from __future__ import annotations

import re

import pytest

from app.codegen import generate
from tests.codegen.code_reading import calls, named
from tests.codegen.screens import laid_out


def code(screen_name: str, framework: str) -> str:
    return generate(laid_out(screen_name), framework, screen_name).code


# -- stacks ------------------------------------------------------------------------------------------


def test_justify_align_and_gap_from_css_flex():
    flutter = code("stacks", "flutter")
    rows = [named(a) for a in calls(flutter, "Row")]
    assert any(
        r.get("mainAxisAlignment") == "MainAxisAlignment.spaceBetween"
        and r.get("crossAxisAlignment") == "CrossAxisAlignment.center"
        for r in rows
    )
    assert any(
        r.get("mainAxisAlignment") == "MainAxisAlignment.end"
        and r.get("spacing") == "10"
        and r.get("crossAxisAlignment") == "CrossAxisAlignment.end"
        for r in rows
    )
    columns = [named(a) for a in calls(flutter, "Column")]
    assert any(c.get("crossAxisAlignment") == "CrossAxisAlignment.center" and c.get("spacing") == "6" for c in columns)
    assert any(c.get("spacing") == "12" for c in columns)

    compose = code("stacks", "jetpack_compose")
    compose_rows = [named(a) for a in calls(compose, "Row")]
    assert any(
        r.get("horizontalArrangement") == "Arrangement.spacedBy(10.dp, Alignment.End)"
        and r.get("verticalAlignment") == "Alignment.Bottom"
        for r in compose_rows
    )
    assert any(
        r.get("horizontalArrangement") == "Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally)"
        for r in compose_rows
    )
    assert any(named(a).get("horizontalAlignment") == "Alignment.CenterHorizontally" for a in calls(compose, "Column"))

    swift = code("stacks", "swiftui")
    assert "VStack(alignment: .center, spacing: 6)" in swift
    assert "HStack(alignment: .bottom, spacing: 10)" in swift
    assert ".frame(maxWidth: .infinity, alignment: .bottomTrailing)" in swift  # justify end in a full-width row

    rn = code("stacks", "react_native")
    assert 'flexDirection: "row", justifyContent: "space-between", alignItems: "center"' in rn
    assert 'flexDirection: "column", alignItems: "center", gap: 6' in rn


def test_a_fixed_height_row_keeps_its_height():
    assert any(named(a).get("height") == "48" for a in calls(code("stacks", "flutter"), "Container"))
    assert re.search(r"height: 48, alignSelf: \"stretch\", flexDirection: \"row\"", code("stacks", "react_native"))


# -- grow, wrap, absolute -------------------------------------------------------------------------------


def test_flex_grow_becomes_weights():
    assert [named(a)["flex"] for a in calls(code("flex", "flutter"), "Expanded")] == ["1", "2"]
    compose = code("flex", "jetpack_compose")
    assert ".weight(1f)" in compose and ".weight(2f)" in compose
    rn = code("flex", "react_native")
    assert re.search(r"\{ flex: 1, height: 40", rn) and re.search(r"\{ flex: 2, height: 40", rn)
    assert code("flex", "swiftui").count(".frame(maxWidth: .infinity") >= 2


def test_wrap_keeps_both_gaps():
    wraps = [named(a) for a in calls(code("flex", "flutter"), "Wrap")]
    assert wraps and (wraps[0]["spacing"], wraps[0]["runSpacing"]) == ("10", "6")
    flow = named(calls(code("flex", "jetpack_compose"), "FlowRow")[0])
    assert (flow["horizontalArrangement"], flow["verticalArrangement"]) == (
        "Arrangement.spacedBy(10.dp)",
        "Arrangement.spacedBy(6.dp)",
    )
    assert "FlowLayout(spacing: 10, lineSpacing: 6)" in code("flex", "swiftui")
    assert "struct FlowLayout: Layout" in code("flex", "swiftui")
    assert 'flexWrap: "wrap", alignItems: "flex-start", columnGap: 10, rowGap: 6' in code("flex", "react_native")


def test_absolute_children_are_placed_in_a_stack():
    flutter = code("flex", "flutter")
    placed = [named(a) for a in calls(flutter, "Positioned")]
    assert [(p["left"], p["top"]) for p in placed] == [("10", "20"), ("326", "88")]
    compose = code("flex", "jetpack_compose")
    assert "offset(x = 10.dp, y = 20.dp)" in compose and "offset(x = 326.dp, y = 88.dp)" in compose
    swift = code("flex", "swiftui")
    assert "ZStack(alignment: .topLeading)" in swift and ".offset(x: 326, y: 88)" in swift
    assert 'position: "absolute", left: 10, top: 20' in code("flex", "react_native")


# -- decoration --------------------------------------------------------------------------------------


def test_decoration_from_css():
    flutter = code("decoration", "flutter")
    assert (
        "BorderRadius.only(topLeft: Radius.circular(20), topRight: Radius.circular(4), "
        "bottomRight: Radius.circular(12))"
    ) in flutter
    assert "color: Color(0x80EF4444)" in flutter
    assert "Border(bottom: BorderSide(color: Color(0xFFD1D5DB), width: 1))" in flutter
    shadow = named(calls(flutter, "BoxShadow")[0])
    assert (shadow["color"], shadow["offset"], shadow["blurRadius"]) == ("Color(0x40000000)", "Offset(0, 4)", "12")
    compose = code("decoration", "jetpack_compose")
    assert "drawBehind" in compose and "size.height - w / 2" in compose  # the bottom border
    assert "RoundedCornerShape(topStart = 20.dp, topEnd = 4.dp, bottomEnd = 12.dp, bottomStart = 0.dp)" in compose
    swift = code("decoration", "swiftui")
    assert ".overlay(alignment: .bottom)" in swift and "dash: [3, 2]" in swift
    rn = code("decoration", "react_native")
    assert 'borderBottomWidth: 1, borderColor: "#d1d5db"' in rn and 'borderStyle: "dashed"' in rn


# -- text --------------------------------------------------------------------------------------------


def test_text_styles_from_css():
    flutter = code("text", "flutter")
    assert "fontWeight: FontWeight.w800" in flutter and "height: 1.21" in flutter  # 34 / 28
    assert "fontWeight: FontWeight.w300" in flutter and "height: 1.6" in flutter  # 24 / 15
    assert "maxLines: 1" in flutter and "TextOverflow.ellipsis" in flutter
    assert "'CENTRED CAPS'" in flutter and "textAlign: TextAlign.center" in flutter and "letterSpacing: 1" in flutter
    assert "fontStyle: FontStyle.italic" in flutter and "decoration: TextDecoration.lineThrough" in flutter
    swift = code("text", "swiftui")
    assert ".font(.system(size: 28, weight: .heavy))" in swift and ".lineLimit(1)" in swift
    assert ".multilineTextAlignment(.center)" in swift and ".strikethrough()" in swift


def test_mixed_inline_text_is_one_rich_text():
    flutter = code("text", "flutter")
    spans = [named(a) for a in calls(flutter, "TextSpan") if "text" in named(a)]
    assert [s["text"] for s in spans] == [
        "'Read the'",
        "' terms'",
        "' and the'",
        "' privacy policy'",
        "' before you go on with the sign up.'",
    ]
    assert "FontWeight.w700" in spans[1]["style"] and "Color(0xFF2563EB)" in spans[3]["style"]
    rn = code("text", "react_native")
    assert re.search(r'<Text style=\{styles\.\w+\}>\{" privacy policy"\}</Text>', rn)


# -- images and scrolling -----------------------------------------------------------------------------


def test_images_keep_fit_and_remote_addresses():
    flutter = code("images", "flutter")
    networks = {args[0]: named(args) for args in calls(flutter, "Image.network")}
    assert networks["'https://cdn.example.com/logo.png'"]["fit"] == "BoxFit.contain"
    assert networks["'https://cdn.example.com/banner.jpg'"]["fit"] == "BoxFit.fill"
    assert "data:image" not in flutter  # inline images are the engine's job to store first
    assert any(named(a).get("borderRadius") == "BorderRadius.circular(24)" for a in calls(flutter, "ClipRRect"))
    compose = code("images", "jetpack_compose")
    assert "ContentScale.Fit" in compose and "ContentScale.FillBounds" in compose


@pytest.mark.parametrize(
    "framework,marker",
    [
        ("flutter", "SingleChildScrollView("),
        ("jetpack_compose", "verticalScroll(rememberScrollState())"),
        ("swiftui", "ScrollView {"),
        ("react_native", "<ScrollView"),
    ],
)
def test_long_screens_scroll_and_short_ones_do_not(framework, marker):
    assert marker in code("long", framework)
    assert marker not in code("stacks", framework)
