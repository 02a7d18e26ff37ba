"""A converted screen comes with its theme: the style guide's variables, named after the screen, bound
to the frame, so the theme dock restyles it at once; screens of one drop that look alike share one."""

from __future__ import annotations

from app.desktop.models.screen_themes import DropThemes, same_look
from tests.desktop.conftest import CORPUS, wait_opened

FORM = CORPUS / "09_weui_form_primary.png"
BUTTONS = CORPUS / "05_jquery_weui_buttons.png"


def test_looks_alike_within_a_few_levels_of_colour():
    base = {"--primary": "#1d4ed8", "--radius": "8px", "--font-sans": "Inter, sans-serif"}
    assert same_look(base, {**base, "--primary": "#1f4fd6"})
    assert not same_look(base, {**base, "--primary": "#2563eb"})
    assert not same_look(base, {**base, "--radius": "12px"})
    assert not same_look(base, {k: v for k, v in base.items() if k != "--radius"})
    drop = DropThemes()
    drop.remember(base, "thm_1")
    assert drop.matching({**base, "--primary": "#1c4dd9"}) == "thm_1" and drop.matching({}) is None


def test_a_converted_screen_comes_with_its_theme_and_the_dock_restyles_it(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    window.upload_dock.add_files([FORM])
    qtbot.waitUntil(lambda: len(window.studio.project.frames) == 1, timeout=120000)
    frame = next(iter(window.studio.project.frames))
    theme = window.studio.themes.get(frame.theme_id)
    assert theme is not None and theme.name == FORM.stem
    variables = theme.variants["default"]
    assert variables["--card"].startswith("#") and "var(--card)" in frame.html  # the frame uses what the theme sets

    stored = run(window.studio.client.get_theme(theme.id))
    assert stored is not None and stored.variants["default"] == variables

    window.studio.project.selection.set([frame.frame_id])
    assert window.theme_dock.theme.id == theme.id  # the dock shows the selected frame's theme
    item = window.scene.items_by_id[frame.frame_id]
    before = window.pictures.html_of(item)
    window.theme_dock.set_variable("--card", "#ff0000")
    after = window.pictures.html_of(item)
    assert after != before and "--card:#ff0000" in after
    layout = run(window.picking.layout(item))
    document = window.editor.document(frame.frame_id)
    cards = [box for box in layout.boxes if document.layer(box.path).role in ("card", "list")]
    assert cards and all(box.style["background-color"] == "rgb(255, 0, 0)" for box in cards)
    qtbot.waitUntil(lambda: not window.studio.outbox.pending(), timeout=20000)
    assert run(window.studio.client.get_theme(theme.id)).variants["default"]["--card"] == "#ff0000"


def test_screens_of_one_drop_share_a_theme_when_they_look_alike(qtbot, run, engine, account, make_window):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    window.upload_dock.add_files([FORM, FORM, BUTTONS])
    qtbot.waitUntil(lambda: len(window.studio.project.frames) == 3, timeout=180000)
    frames = sorted(window.studio.project.frames, key=lambda f: f.left)
    assert frames[0].theme_id == frames[1].theme_id  # the same screen twice: one look, one theme
    assert frames[2].theme_id not in (None, frames[0].theme_id)
    assert window.studio.themes.get(frames[2].theme_id).name == BUTTONS.stem
    assert len({theme.id for theme in window.studio.themes}) == 2


def test_a_screen_theme_keeps_the_variables_a_theme_can_hold():
    from app.desktop.models.screen_themes import screen_theme, themeable

    guide = {
        "--primary": " #3cc51f ",
        "--font-sans": "'Noto Sans', sans-serif",
        "color": "red",  # not a custom property
        "--x": "a;b",
        "--y": "}",
        "--z": "<b>",
        "--w": "a\\62",
        "--empty": " ",
    }
    kept = themeable(guide)
    assert kept == {"--primary": "#3cc51f", "--font-sans": "'Noto Sans', sans-serif"}
    assert screen_theme("Home", kept).variants == {"default": kept}  # the contract takes every one of them
