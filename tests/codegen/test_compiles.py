"""Every generator's output parses, and the React Native and Compose files type-check.

Over the hand-written screens (HTML laid out by the real renderer, and hand-written IR) and
over conversions of corpus screenshots. tree-sitter finds no ERROR or MISSING node in any of
the four languages, Flutter code keeps to the allow-list, `tsc --strict` accepts every TSX file
against react-native 0.88 and kotlinc every Kotlin file against the Compose stubs.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import pytest

from app.codegen import FRAMEWORKS, generate
from tests.codegen import validate
from tests.codegen.ir_builders import card_screen, variety_screen
from tests.codegen.screens import SCREENS, laid_out, renderer
from tests.codegen.test_generators import styled_text_screen

CORPUS = Path("/work/shared/corpus")
CORPUS_SCREENS = [
    "03_jquery_weui_form",
    "08_weui_home",
    "09_weui_form_primary",
    "13_weui_uploader",
    "14_framework7_dist_index",
]


@lru_cache(maxsize=1)
def screens() -> dict[str, object]:
    found = {f"hand {name}": laid_out(name) for name in SCREENS}
    found["ir card"] = card_screen()
    found["ir styled text"] = styled_text_screen()
    found["ir variety"] = variety_screen()
    if CORPUS.is_dir():
        from app import vision

        for name in CORPUS_SCREENS:
            picture = CORPUS / f"{name}.png"
            if picture.is_file():
                html = vision.convert(picture.read_bytes()).html
                found[f"corpus {name}"] = renderer().layout(html, 390, 844)
    return found


@cache
def outputs(framework: str) -> dict[str, str]:
    files = {}
    for label, screen in screens().items():
        result = generate(screen, framework, label)
        files[result.file_name] = result.code
    return files


def checked(check, *args):
    try:
        return check(*args)
    except validate.ToolMissing as missing:
        pytest.skip(str(missing))


def test_the_corpus_conversions_are_part_of_the_set():
    if not CORPUS.is_dir():
        pytest.skip("the corpus is not on this machine")
    assert sum(label.startswith("corpus") for label in screens()) == len(CORPUS_SCREENS)


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_no_syntax_errors(framework):
    language = {"flutter": "dart", "react_native": "tsx", "swiftui": "swift", "jetpack_compose": "kotlin"}[framework]
    failures = {}
    for name, code in outputs(framework).items():
        errors = (
            checked(validate.check_flutter, code)
            if framework == "flutter"
            else checked(validate.syntax_errors, language, code)
        )
        if errors:
            failures[name] = errors[:5]
    assert not failures
    assert len(outputs(framework)) >= len(SCREENS) + 3


def test_tsc_strict_accepts_every_react_native_file():
    assert checked(validate.typecheck_react_native, outputs("react_native")) == []


def test_kotlinc_accepts_every_compose_file():
    assert checked(validate.typecheck_compose, outputs("jetpack_compose")) == []
