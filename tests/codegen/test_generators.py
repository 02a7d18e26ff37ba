"""Each generator over hand-written IR: the mapping rules show up in the code, spelled right."""

from __future__ import annotations

import re

import pytest

from app.codegen import FRAMEWORKS, MAX_DEPTH, ScreenTooDeep, UnknownFramework, generate
from app.ir import Insets, Radii, TextRun
from tests.codegen.code_reading import calls, named
from tests.codegen.ir_builders import box, card_screen, image, rgb, screen, text


def code(framework: str, the_screen=None, label="Profile") -> str:
    return generate(the_screen or card_screen(), framework, label).code


# -- colours -------------------------------------------------------------------------------------


def test_flutter_and_compose_write_colours_as_0xAARRGGBB():
    for framework in ("flutter", "jetpack_compose"):
        source = code(framework)
        assert "Color(0x804F46E5)" in source  # rgba(79, 70, 229, .5): alpha first
        assert "Color(0x40000000)" in source  # the shadow, 25 % black
        assert "0x4F46E580" not in source.upper()


def test_swiftui_writes_channels_as_fractions_and_react_native_as_css():
    assert "Color(red: 0.31, green: 0.275, blue: 0.898, opacity: 0.5)" in code("swiftui")
    assert '"rgba(79, 70, 229, 0.5)"' in code("react_native")


# -- stacks, gaps, alignment, weights ------------------------------------------------------------


def test_flutter_rows_and_columns_get_gaps_alignment_and_expanded():
    source = code("flutter")
    rows = [named(a) for a in calls(source, "Row")]
    assert any(r.get("spacing") == "12" and r.get("crossAxisAlignment") == "CrossAxisAlignment.center" for r in rows)
    assert any(named(a).get("spacing") == "4" for a in calls(source, "Column"))
    assert [named(a).get("flex") for a in calls(source, "Expanded")] == ["1"]


def test_flutter_container_never_gets_both_color_and_decoration():
    for the_screen in (
        card_screen(),
        screen(
            box(0, 0, 390, 50, background=rgb("#ff0000")),
            box(
                0,
                50,
                390,
                50,
                background=rgb("#00ff00"),
                radii=Radii(top_left=8, top_right=8, bottom_right=8, bottom_left=8),
            ),
        ),
    ):
        containers = [named(a) for a in calls(code("flutter", the_screen), "Container")]
        assert containers
        assert not [c for c in containers if "color" in c and "decoration" in c]
    plain = [
        named(a) for a in calls(code("flutter", screen(box(0, 0, 390, 50, background=rgb("#ff0000")))), "Container")
    ]
    assert any(c.get("color") == "Color(0xFFFF0000)" and "decoration" not in c for c in plain)


def test_compose_row_takes_vertical_alignment_and_column_horizontal():
    column = box(0, 100, 390, 60, [text(150, 100, 90, 20, "a"), text(150, 120, 90, 20, "b")], align="center")
    source = code("jetpack_compose", screen(card_screen().root.children[0], column))
    rows = [named(a) for a in calls(source, "Row")]
    columns = [named(a) for a in calls(source, "Column")]
    assert any(r.get("verticalAlignment") == "Alignment.CenterVertically" for r in rows)
    assert all("horizontalAlignment" not in r for r in rows)
    assert any(c.get("horizontalAlignment") == "Alignment.CenterHorizontally" for c in columns)
    assert all("verticalAlignment" not in c for c in columns)
    assert "Arrangement.spacedBy(12.dp)" in source and ".weight(1f)" in source


def test_swiftui_stacks_always_state_spacing_and_alignment():
    source = code("swiftui")
    assert "HStack(alignment: .center, spacing: 12)" in source
    assert "VStack(alignment: .leading, spacing: 4)" in source
    assert all("spacing:" in line for line in source.splitlines() if re.search(r"[HV]Stack\(", line))


def test_react_native_always_writes_flex_direction_and_uses_gap_and_flex():
    source = code("react_native")
    styles = re.findall(r"^  (\w+): \{ (.*) \},$", source, re.M)
    view_styles = [body for name, body in styles if "alignItems" in body]
    assert view_styles and all("flexDirection" in body for body in view_styles)
    assert any('flexDirection: "row"' in body and "gap: 12" in body for body in view_styles)
    assert any(re.search(r"(^|, )flex: 1(,|$)", body) for _, body in styles)


def test_justify_maps_to_each_frameworks_spelling():
    row = box(0, 0, 390, 40, [box(0, 0, 40, 40), box(350, 0, 40, 40)], direction="row", justify="space-between")
    the_screen = screen(row)
    assert "mainAxisAlignment: MainAxisAlignment.spaceBetween" in code("flutter", the_screen)
    assert "horizontalArrangement = Arrangement.SpaceBetween" in code("jetpack_compose", the_screen)
    assert 'justifyContent: "space-between"' in code("react_native", the_screen)
    swift = code("swiftui", the_screen)
    stack = swift[swift.index("HStack") :]
    assert stack.count("Spacer(minLength: 0)") == 1


# -- decoration ------------------------------------------------------------------------------------


def test_per_corner_radii_are_kept_in_every_framework():
    assert (
        "BorderRadius.only(topLeft: Radius.circular(20), topRight: Radius.circular(4), "
        "bottomRight: Radius.circular(12))"
    ) in code("flutter")
    assert "RoundedCornerShape(topStart = 20.dp, topEnd = 4.dp, bottomEnd = 12.dp, bottomStart = 0.dp)" in code(
        "jetpack_compose"
    )
    assert (
        "UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 12, "
        "topTrailingRadius: 4)"
    ) in code("swiftui")
    rn = code("react_native")
    assert "borderTopLeftRadius: 20, borderTopRightRadius: 4, borderBottomRightRadius: 12" in rn


def test_borders_and_shadows_are_kept():
    flutter = code("flutter")
    assert "border: Border.all(color: Color(0xFF312E81), width: 2)" in flutter
    shadow = named(calls(flutter, "BoxShadow")[0])
    assert (shadow["offset"], shadow["blurRadius"], shadow["color"]) == ("Offset(0, 4)", "12", "Color(0x40000000)")
    compose = code("jetpack_compose")
    assert ".border(2.dp, Color(0xFF312E81), RoundedCornerShape(" in compose
    assert "shadow(elevation = 6.dp" in compose
    swift = code("swiftui")
    assert ".strokeBorder(Color(red: 0.192, green: 0.18, blue: 0.506), lineWidth: 2)" in swift
    assert ".shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.25), radius: 6, x: 0, y: 4)" in swift
    rn = code("react_native")
    assert 'borderWidth: 2, borderColor: "#312e81"' in rn
    assert 'boxShadow: "0px 4px 12px 0px rgba(0, 0, 0, 0.25)"' in rn


def test_compose_modifier_order_is_size_shadow_background_border_padding():
    source = code("jetpack_compose")
    shadow = source.index(".shadow(elevation")
    chain = source[source.rindex("Modifier", 0, shadow) : source.index("{", shadow)]
    order = [
        ".padding(horizontal = 16.dp)",
        ".fillMaxWidth()",
        ".height(100.dp)",
        ".shadow(",
        ".background(",
        ".border(",
        ".padding(18.dp)",
    ]  # the border takes room in CSS, not in Compose
    positions = [chain.index(m) for m in order]
    assert positions == sorted(positions)
    assert "clip = false" in chain  # a CSS shadow does not clip the box's content


def test_swiftui_modifier_order_is_padding_frame_background_overlay_shadow():
    source = code("swiftui")
    card = source[source.index('Text("Sessions")') :]
    card = card[card.index("}") :]
    positions = [
        card.index(m)
        for m in (
            ".padding(18)",
            ".frame(height: 100",
            ".frame(maxWidth: .infinity",
            ".background(",
            ".overlay(",
            ".shadow(",
            ".padding(.horizontal, 16)",
        )
    ]
    assert positions == sorted(positions)


# -- text ------------------------------------------------------------------------------------------


def styled_text_screen():
    light = text(16, 0, 358, 48, "Light and long paragraph", size=15, weight=300, line_height=24, color="#4b5563")
    cut = text(16, 48, 358, 20, "A line cut off", size=14, weight=600, max_lines=1)
    mixed = text(
        16,
        68,
        358,
        20,
        "Read the terms",
        runs=[TextRun(text="Read the "), TextRun(text="terms", font=light.font.model_copy(update={"weight": 800}))],
    )
    return screen(box(0, 0, 390, 88, [light, cut, mixed], padding=Insets(left=16, right=16)))


def test_text_keeps_weight_line_height_colour_and_truncation():
    the_screen = styled_text_screen()
    flutter = code("flutter", the_screen)
    assert "fontWeight: FontWeight.w300" in flutter and "height: 1.6" in flutter
    assert "maxLines: 1" in flutter and "overflow: TextOverflow.ellipsis" in flutter
    compose = code("jetpack_compose", the_screen)
    assert "fontWeight = FontWeight.W300" in compose and "lineHeight = 24.sp" in compose
    assert "maxLines = 1" in compose and "overflow = TextOverflow.Ellipsis" in compose
    assert "color = Color(0xFF4B5563)" in compose
    swift = code("swiftui", the_screen)
    assert ".font(.system(size: 15, weight: .light))" in swift and ".lineLimit(1)" in swift
    assert ".lineSpacing(6)" in swift  # 24 - 15 * 1.2
    rn = code("react_native", the_screen)
    assert 'fontSize: 15, fontWeight: "300", color: "#4b5563", lineHeight: 24' in rn
    assert "numberOfLines={1}" in rn


def test_mixed_inline_styles_become_rich_text():
    the_screen = styled_text_screen()
    flutter = code("flutter", the_screen)
    assert "Text.rich(" in flutter and len(calls(flutter, "TextSpan")) == 3  # the holder and two runs
    compose = code("jetpack_compose", the_screen)
    assert "buildAnnotatedString" in compose and 'append("terms")' in compose
    assert "withStyle(SpanStyle(" in compose and "fontWeight = FontWeight.W800" in compose
    swift = code("swiftui", the_screen)
    assert re.search(r'Text\("Read the "\).*\+\s*Text\("terms"\)', swift, re.S)
    rn = code("react_native", the_screen)
    assert re.search(r'<Text style=\{styles\.\w+\}>\s*<Text style=\{styles\.\w+\}>\{"Read the "\}</Text>', rn)


def test_strings_are_escaped_for_each_language():
    tricky = 'Say "hi" to $name \\ it\'s\nnew'
    the_screen = screen(text(0, 0, 390, 40, tricky))
    assert r"'Say \"hi\" to \$name \\ it\'s\nnew'".replace('\\"', '"') in code("flutter", the_screen)
    assert r'"Say \"hi\" to \$name \\ it' in code("jetpack_compose", the_screen)
    assert r'"Say \"hi\" to $name \\ it' in code("swiftui", the_screen)
    assert r'{"Say \"hi\" to $name \\ it' in code("react_native", the_screen)


# -- images ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fit,flutter,compose,swift,rn",
    [
        ("cover", "BoxFit.cover", "ContentScale.Crop", ".aspectRatio(contentMode: .fill)", '"cover"'),
        ("contain", "BoxFit.contain", "ContentScale.Fit", ".aspectRatio(contentMode: .fit)", '"contain"'),
        ("fill", "BoxFit.fill", "ContentScale.FillBounds", "image.resizable()\n", '"stretch"'),
    ],
)
def test_images_keep_object_fit(fit, flutter, compose, swift, rn):
    the_screen = screen(box(0, 0, 390, 80, [image(16, 10, 120, 60, fit=fit, radius=8)], direction="row"))
    assert flutter in code("flutter", the_screen) and "ClipRRect" in code("flutter", the_screen)
    assert compose in code("jetpack_compose", the_screen)
    assert swift in code("swiftui", the_screen)
    assert f"resizeMode={rn}" in code("react_native", the_screen)


def test_inline_data_images_are_not_written_into_code_unless_given_an_address():
    the_screen = screen(image(0, 0, 40, 40, src="data:image/png;base64,AAAA"))
    for framework in FRAMEWORKS:
        assert "data:image" not in code(framework, the_screen)
    mapped = generate(the_screen, "flutter", image_address=lambda src: "https://engine.test/cdn/x.png").code
    assert calls(mapped, "Image.network")[0][0] == "'https://engine.test/cdn/x.png'"


# -- names -----------------------------------------------------------------------------------------

IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@pytest.mark.parametrize(
    "label,type_name,file_name",
    [
        (None, "Screen", "Screen"),
        ("Sign in screen", "SignInScreen", "Sign_in_screen"),
        ("2nd step!", "Screen2ndStep", "2nd_step!"),
        ("class", "ClassScreen", "class"),
        ("Über Größe", "UberGroe", "Über_Größe"),
        ("a/b\\c", "ABC", "a_b_c"),
    ],
)
def test_component_and_file_names(label, type_name, file_name):
    declarations = {
        "flutter": r"class (\w+) extends StatelessWidget",
        "swiftui": r"struct (\w+): View",
        "jetpack_compose": r"fun (\w+)\(modifier: Modifier = Modifier\)",
        "react_native": r"export default function (\w+)\(\)",
    }
    for framework, declaration in declarations.items():
        result = generate(card_screen(), framework, label)
        name = re.search(declaration, result.code)
        assert name and IDENTIFIER.match(name.group(1)), (framework, label)
        assert name.group(1) == type_name
        assert result.file_name == file_name + result.file_extension


def test_style_names_in_react_native_are_unique_identifiers():
    source = code("react_native")
    names = re.findall(r"^  (\w+): \{", source, re.M)
    assert len(names) == len(set(names)) and all(IDENTIFIER.match(n) for n in names)
    used = set(re.findall(r"styles\.(\w+)", source))
    assert used == set(names)


def test_languages_and_extensions_follow_the_spec():
    expected = {
        "flutter": ("dart", ".dart"),
        "react_native": ("tsx", ".tsx"),
        "swiftui": ("swift", ".swift"),
        "jetpack_compose": ("kotlin", ".kt"),
    }
    for framework, (language, extension) in expected.items():
        result = generate(card_screen(), framework)
        assert (result.language, result.file_extension, result.framework) == (language, extension, framework)
    with pytest.raises(UnknownFramework, match="flutter, react_native, swiftui, jetpack_compose"):
        generate(card_screen(), "ionic")


def test_screens_nested_past_the_limit_are_refused_in_words():
    inner = text(0, 0, 10, 10, "deep")
    for _ in range(MAX_DEPTH + 5):
        inner = box(0, 0, 10, 10, [inner])
    for framework in FRAMEWORKS:
        with pytest.raises(ScreenTooDeep, match="levels deep"):
            generate(screen(inner), framework)
    shallow = text(0, 0, 10, 10, "fine")
    for _ in range(MAX_DEPTH - 5):
        shallow = box(0, 0, 10, 10, [shallow])
    for framework in FRAMEWORKS:
        assert '"fine"' in generate(screen(shallow), framework).code.replace("'fine'", '"fine"')


def _links_paragraph():
    """A centred paragraph of short links, as a converted footer comes: pieces flowing inline, each with the space
    before it as its left margin."""
    links = [text(40 + 70 * i, 300, 50, 18, name, size=13) for i, name in enumerate(["About", "Blog", "Press", "Help"])]
    for link in links[1:]:
        link.placement = link.placement.model_copy(update={"margin": Insets(left=14)})
    paragraph = box(20, 296, 350, 44, links, direction="row", justify="center")
    paragraph.layout.inline = True
    return screen(paragraph)


def test_a_paragraph_of_pieces_is_exported_as_a_centred_row_that_wraps():
    """Native layouts have no inline flow: the pieces wrap in a row whose lines are centred, the space between
    them the row's gap (kept between pieces on a line, not before the first of one) rather than their margins."""
    paragraph = _links_paragraph()
    flutter = generate(paragraph, "flutter").code
    wrap = named(calls(flutter, "Wrap")[0])
    assert (wrap["spacing"], wrap["alignment"]) == ("14", "WrapAlignment.center")
    flow = named(calls(generate(paragraph, "jetpack_compose").code, "FlowRow")[0])
    assert flow["horizontalArrangement"] == "Arrangement.spacedBy(14.dp, Alignment.CenterHorizontally)"
    swift = generate(paragraph, "swiftui").code
    assert "FlowLayout(spacing: 14, lineSpacing: 0, justify: 0.5)" in swift
    assert "var x = bounds.minX + (bounds.width - line.width) * justify" in swift
    native = generate(paragraph, "react_native").code
    assert 'flexWrap: "wrap", justifyContent: "center"' in native and "columnGap: 14" in native
    for code in (flutter, swift, native):
        assert "14" not in re.sub(r"spacing: 14|columnGap: 14|spacedBy\(14", "", code), "a piece kept its margin"
