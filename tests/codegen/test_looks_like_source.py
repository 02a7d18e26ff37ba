"""The React Native output, rendered through react-native-web, looks like its source HTML.

The same layout decisions drive all four generators, so this is the visual check for them all.
"""

from __future__ import annotations

import pytest

from app.codegen import generate
from benchmarks.codegen_fidelity import react_native_fidelity
from tests.codegen import validate
from tests.codegen.screens import SCREENS, laid_out, renderer


@pytest.mark.parametrize("name", ["stacks", "flex", "text", "long", "backdrop"])
def test_text_and_surfaces_land_where_the_source_has_them(name):
    code = generate(laid_out(name), "react_native", name, image_address=lambda src: src).code
    try:
        measures = react_native_fidelity(renderer(), SCREENS[name], code)
    except validate.ToolMissing as missing:
        pytest.skip(str(missing))
    assert measures["block"] >= 0.90 and measures["position"] >= 0.92 and measures["color"] >= 0.92, measures
    if name != "text":  # the text screen paints no surface but the page itself
        assert measures["boxes"] >= 0.70, measures
