"""Contrast maths and theme derivation: every ink readable on every surface it is drawn on."""

from __future__ import annotations

import pytest

from app.agent.contrast import contrast_ratio, ensure_contrast, mix, parse_hex, readable_on, relative_luminance
from app.agent.theme import NAMED_COLOURS, PALETTES, derive_theme, fill_theme, read_theme, resolve_colour

REQUIRED = (
    "--primary",
    "--primary-foreground",
    "--background",
    "--foreground",
    "--surface",
    "--card",
    "--muted",
    "--muted-foreground",
    "--border",
    "--accent",
    "--destructive",
    "--radius",
    "--font-sans",
)
# (ink, surface) pairs the composer draws text with
READING_PAIRS = [
    ("--foreground", "--background"),
    ("--foreground", "--card"),
    ("--foreground", "--muted"),
    ("--muted-foreground", "--background"),
    ("--muted-foreground", "--card"),
    ("--muted-foreground", "--muted"),
    ("--muted-foreground", "--accent"),
    ("--primary-foreground", "--primary"),
    ("--primary-foreground", "--primary-end"),
    ("--primary-text", "--background"),
    ("--primary-text", "--card"),
    ("--primary-text", "--accent"),
    ("--accent-foreground", "--accent"),
    ("--secondary-foreground", "--secondary"),
    ("--success", "--success-soft"),
    ("--warning", "--warning-soft"),
    ("--destructive", "--destructive-soft"),
    ("--destructive", "--card"),
]


def test_wcag_reference_values():
    assert contrast_ratio("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)
    assert relative_luminance("#ffffff") == pytest.approx(1.0)
    assert relative_luminance("#000") == 0.0
    assert contrast_ratio("#0ea5e9", "#0ea5e9") == 1.0


def test_colour_helpers():
    assert parse_hex("#0af") == (0, 170, 255)
    assert mix("#000000", "#ffffff", 0.5) == "#808080"
    assert readable_on("#ffff00") != "#ffffff"  # yellow carries dark text
    assert readable_on("#1e3a8a") == "#ffffff"
    fixed = ensure_contrast("#14b8a6", ["#ffffff"], 4.5)
    assert contrast_ratio(fixed, "#ffffff") >= 4.5
    with pytest.raises(ValueError):
        parse_hex("teal")


@pytest.mark.parametrize("colour", sorted(NAMED_COLOURS) + sorted(PALETTES) + ["#0ea5e9", "#ffee00", "#fafafa", "#000"])
@pytest.mark.parametrize("dark", [False, True])
def test_derived_themes_keep_body_text_readable(colour, dark):
    variables = derive_theme(colour, dark).variables
    assert set(REQUIRED) <= set(variables)
    for ink, surface in READING_PAIRS:
        ratio = contrast_ratio(variables[ink], variables[surface])
        assert ratio >= 4.5, f"{colour} {'dark' if dark else 'light'}: {ink} on {surface} is {ratio:.2f}"


def test_dark_and_light_differ_and_keep_the_brand():
    light, dark = derive_theme("teal"), derive_theme("teal", dark=True)
    assert relative_luminance(light.variables["--background"]) > 0.8
    assert relative_luminance(dark.variables["--background"]) < 0.02
    assert light.dark is False and dark.dark is True
    assert read_theme(dark.variables) == (dark.variables["--primary"], True)
    assert read_theme(light.variables)[1] is False


def test_a_named_colour_and_its_hex_give_the_same_theme():
    assert resolve_colour("Teal") == NAMED_COLOURS["teal"]
    assert resolve_colour("#0EA5E9") == "#0ea5e9"
    assert resolve_colour("ocean") == PALETTES["ocean"][0]
    assert resolve_colour("not-a-colour") is None
    assert derive_theme("#0ea5e9").variables == derive_theme("0ea5e9").variables


def test_tone_and_platform_set_radius_and_fonts():
    playful = derive_theme("pink", tone="playful", platform="android").variables
    elegant = derive_theme("pink", tone="elegant").variables
    assert playful["--radius"] == "22px" and elegant["--radius"] == "6px"
    assert playful["--font-sans"].startswith("Roboto")
    assert "serif" in elegant["--font-heading"] and "Georgia" in elegant["--font-heading"]


def test_a_saved_theme_is_completed_not_replaced():
    given = {"--primary": "#7c3aed", "--background": "#101014", "--radius": "4px"}
    theme = fill_theme(given)
    assert theme.dark is True
    assert {k: theme.variables[k] for k in given} == given
    assert set(REQUIRED) <= set(theme.variables)
