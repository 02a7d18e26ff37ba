"""The validators of exported code accept idiomatic screens and catch the mistakes they exist for."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from tests.codegen import validate
from tests.codegen.validate import ToolMissing

SAMPLES = Path(__file__).parent / "samples"
DART = (SAMPLES / "profile_screen.dart").read_text()
TSX = (SAMPLES / "ProfileScreen.tsx").read_text()
KOTLIN = (SAMPLES / "ProfileScreen.kt").read_text()
SWIFT = (SAMPLES / "ProfileScreen.swift").read_text()
GOOD = {"dart": DART, "tsx": TSX, "kotlin": KOTLIN, "swift": SWIFT}


def run_or_skip(function, *args):
    try:
        return function(*args)
    except ToolMissing as exc:
        pytest.skip(str(exc))


def mutate(code: str, old: str, new: str) -> tuple[str, int]:
    """`code` with the single occurrence of `old` replaced, and the 1-based line it is on."""
    assert code.count(old) == 1, old
    return code.replace(old, new), code[: code.index(old)].count("\n") + 1


def lines_of(messages: list[str], prefix: str) -> set[int]:
    pattern = re.compile(re.escape(prefix) + r"[(:](\d+)[,:]")
    return {int(match.group(1)) for message in messages if (match := pattern.match(message))}


# --- syntax, all four languages ---------------------------------------------------------------


@pytest.mark.parametrize("language", sorted(GOOD))
def test_idiomatic_screens_parse_without_errors(language):
    assert run_or_skip(validate.syntax_errors, language, GOOD[language]) == []


BROKEN = [
    ("dart", "'Ada Lovelace',", "'Ada Lovelace,"),  # unterminated string
    ("dart", "height: 24 / 18,", "height: 24 / ,"),  # missing operand
    ("tsx", "<View style={styles.card}>", "<View style={styles.card}"),  # unclosed tag
    ("tsx", "flex: 1, backgroundColor", "flex: 1 backgroundColor"),  # missing comma
    ("kotlin", ".padding(16.dp),", ".padding(16.dp,"),  # unbalanced parenthesis
    ("kotlin", "fontSize = 18.sp,", "fontSize = 18.sp,,"),  # stray comma
    ("swift", ".frame(height: 120)", ".frame(height: 120"),  # unbalanced parenthesis
    ("swift", ".padding(.horizontal, 16)", ".padding(.horizontal 16)"),  # missing comma
]


@pytest.mark.parametrize(("language", "old", "new"), BROKEN)
def test_syntax_errors_are_reported_where_they_are(language, old, new):
    code, line = mutate(GOOD[language], old, new)
    errors = run_or_skip(validate.syntax_errors, language, code)
    assert errors, f"{language}: {new!r} was not reported"
    spans = []
    for message in errors:
        match = re.match(r"(\d+):(\d+): (missing |syntax error near )", message)
        assert match, message
        end = re.search(r"\(up to (\d+):\d+\)$", message)
        spans.append((int(match.group(1)), int(end.group(1)) if end else int(match.group(1))))
    # an error recovered over a larger node starts earlier; none may lie wholly before the fault
    assert any(start <= line + 1 and line <= end + 1 for start, end in spans), (line, errors)


def test_unknown_language_is_refused():
    with pytest.raises(ValueError):
        validate.syntax_errors("cobol", "MOVE 1 TO X.")


# --- Flutter: syntax plus the allow-list --------------------------------------------------------


def test_idiomatic_flutter_screen_is_in_the_allow_list():
    assert run_or_skip(validate.check_flutter, DART) == []


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("const SizedBox(width: 12),", "const Icon(Icons.star),", "Icon(...) is not in the Flutter allow-list"),
        ("const SizedBox(width: 12),", "SizedBox(width: Theme.of(context).spacing),", "Theme.of(...)"),
        ("fontSize: 18,", "fontsize: 18,", "TextStyle has no parameter 'fontsize'"),
        ("color: Colors.white,\n", "color: Colors.blue.shade100,\n", "Colors.blue is not in the Flutter allow-list"),
        (
            "mainAxisAlignment: MainAxisAlignment.spaceBetween",
            "mainAxisAlignment: MainAxisAlignment.between",
            "MainAxisAlignment.between",
        ),
        ("offset: Offset(0, 2),", "offset: Offset(2),", "Offset takes 2 positional argument(s), got 1"),
        (
            "padding: const EdgeInsets.all(16),\n",
            "color: Colors.white,\n",
            "Container cannot take both color and decoration",
        ),
        (
            "import 'package:flutter/material.dart';",
            "import 'package:flutter/material.dart';\nimport 'package:google_fonts/google_fonts.dart';",
            "import 'package:google_fonts/google_fonts.dart' is not allowed",
        ),
    ],
)
def test_flutter_outside_the_allow_list_is_reported(old, new, expected):
    code, line = mutate(DART, old, new)
    errors = run_or_skip(validate.check_flutter, code)
    matching = [message for message in errors if expected in message]
    assert matching, errors
    if expected.startswith("Container"):
        line -= 1  # reported at the constructor, the line above
    assert any(line <= int(message.split(":")[0]) <= line + 1 for message in matching), (line, matching)


def test_classes_the_file_declares_may_be_constructed():
    code = (
        DART + "\nclass Badge extends StatelessWidget {\n  const Badge({super.key, required this.label});\n"
        "  final String label;\n  @override\n  Widget build(BuildContext context) => Text(label);\n}\n"
    )
    code = code.replace("const SizedBox(width: 12),", "const Badge(label: 'x'),")
    assert run_or_skip(validate.check_flutter, code) == []


# --- React Native: tsc --strict against react-native 0.88 ---------------------------------------

WRONG_STYLE, STYLE_LINE = mutate(
    TSX, "flexDirection: 'row', alignItems: 'center'", "flexDirection: 'horizontal', alignItems: 'center'"
)
WRONG_PROP, PROP_LINE = mutate(TSX, "numberOfLines={1}", 'numberOfLines="1"')
UNKNOWN_COMPONENT, COMPONENT_LINE = mutate(TSX, "import { Image,", "import { Card, Image,")


@pytest.fixture(scope="module")
def tsc_messages():
    files = {f"Good{index}.tsx": TSX for index in range(8)}
    files.update(
        {"WrongStyle.tsx": WRONG_STYLE, "WrongProp.tsx": WRONG_PROP, "UnknownComponent.tsx": UNKNOWN_COMPONENT}
    )
    return run_or_skip(validate.typecheck_react_native, files)


def test_idiomatic_react_native_screens_typecheck(tsc_messages):
    assert not [message for message in tsc_messages if message.startswith("Good")]


def test_style_of_the_wrong_type_is_a_type_error(tsc_messages):
    messages = [message for message in tsc_messages if message.startswith("WrongStyle.tsx(")]
    assert messages and all("error TS2322" in message for message in messages), tsc_messages
    assert any("'\"horizontal\"' is not assignable" in message for message in messages), messages


def test_prop_of_the_wrong_type_is_reported_on_its_line(tsc_messages):
    assert PROP_LINE in lines_of(tsc_messages, "WrongProp.tsx"), tsc_messages


def test_component_react_native_lacks_is_reported(tsc_messages):
    messages = [message for message in tsc_messages if message.startswith("UnknownComponent.tsx(")]
    assert COMPONENT_LINE in lines_of(messages, "UnknownComponent.tsx")
    assert any("'Card'" in message for message in messages), messages


def test_file_names_must_be_plain_tsx():
    with pytest.raises(ValueError):
        validate.typecheck_react_native({"../escape.tsx": TSX})
    with pytest.raises(ValueError):
        validate.typecheck_react_native({"Screen.kt": TSX})


# --- Compose: kotlinc against the stubs ---------------------------------------------------------

WRONG_PARAMETER, PARAMETER_LINE = mutate(KOTLIN, "fontSize = 18.sp,", "fontsize = 18.sp,")
WRONG_AXIS, AXIS_LINE = mutate(
    KOTLIN, "verticalAlignment = Alignment.CenterVertically", "verticalAlignment = Alignment.CenterHorizontally"
)
WRONG_UNIT, UNIT_LINE = mutate(KOTLIN, ".padding(16.dp),", ".padding(16),")


@pytest.fixture(scope="module")
def kotlinc_messages():
    # same package and function in every file: checked as separate compilations
    files = {
        "Good.kt": KOTLIN,
        "GoodAgain.kt": KOTLIN,
        "WrongParameter.kt": WRONG_PARAMETER,
        "WrongAxis.kt": WRONG_AXIS,
        "WrongUnit.kt": WRONG_UNIT,
    }
    return run_or_skip(validate.typecheck_compose, files)


def test_idiomatic_compose_screen_compiles(kotlinc_messages):
    assert not [message for message in kotlinc_messages if message.startswith("Good")]


def test_compose_parameter_that_does_not_exist_is_an_error(kotlinc_messages):
    messages = [message for message in kotlinc_messages if message.startswith("WrongParameter.kt:")]
    assert PARAMETER_LINE in lines_of(messages, "WrongParameter.kt")
    assert any("no parameter with name 'fontsize'" in message for message in messages), messages


def test_row_alignment_on_the_wrong_axis_is_an_error(kotlinc_messages):
    messages = [message for message in kotlinc_messages if message.startswith(f"WrongAxis.kt:{AXIS_LINE}:")]
    assert any("'Alignment.Horizontal'" in message and "'Alignment.Vertical'" in message for message in messages), (
        kotlinc_messages
    )


def test_bare_number_for_dp_is_an_error(kotlinc_messages):
    assert UNIT_LINE in lines_of(kotlinc_messages, "WrongUnit.kt"), kotlinc_messages


def test_separate_packages_keep_line_numbers():
    moved = validate._own_package(KOTLIN, 3)
    assert moved.count("\n") == KOTLIN.count("\n")
    assert moved.startswith("package com.example.screens.check3\n")
    bare = validate._own_package("import androidx.compose.runtime.Composable\n", 0)
    assert bare.count("\n") == 1 and bare.startswith("package check0; import")


def test_stub_jar_is_built_once():
    first = run_or_skip(validate.compose_stubs_jar)
    assert first.exists() and first.suffix == ".jar"
    assert validate.compose_stubs_jar() == first


# --- React Native output rendered in the browser engine -----------------------------------------

SWATCH = """\
import React from 'react';
import { StyleSheet, Text, View } from 'react-native';

export default function Swatch() {
  return (
    <View style={styles.screen}>
      <View style={styles.box}>
        <Text style={styles.label}>Hello</Text>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, flexDirection: 'column', backgroundColor: '#FFFFFF', padding: 20 },
  box: { width: 200, height: 100, backgroundColor: '#1E90FF', borderRadius: 8, justifyContent: 'flex-end' },
  label: { color: '#FFFFFF', fontSize: 16 },
});
"""


def test_react_native_component_renders_through_react_native_web():
    from PIL import Image

    from app.render import Renderer
    from tests.codegen import render_rn

    html = run_or_skip(render_rn.page, SWATCH)
    assert "<script>" in html and not re.search(r"<(script|link)[^>]*(src|href)=", html)  # self-contained
    with Renderer(workers=1, timeout=60) as renderer:
        png = renderer.render_png(html, width=390, height=844, scripts=True)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (390, 844)
    assert image.getpixel((120, 40)) == (0x1E, 0x90, 0xFF)  # inside the box (20..220, 20..120)
    assert image.getpixel((300, 40)) == (255, 255, 255)  # beside it
    assert image.getpixel((120, 160)) == (255, 255, 255)  # below it
    # the white label sits at the bottom of the blue box
    label = [image.getpixel((x, y)) for x in range(22, 120) for y in range(95, 120)]
    assert any(pixel[0] > 200 and pixel[1] > 200 for pixel in label)
