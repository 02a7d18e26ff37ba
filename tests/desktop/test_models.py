"""The Qt-free models: events, undo and redo for every edit, themes reaching the HTML."""

from __future__ import annotations

import sys

from app.contract import Theme
from app.desktop.models import ProjectModel, ThemeList, themed_html


def opened() -> ProjectModel:
    project = ProjectModel()
    project.open("prj_1", "Test", [])
    return project


def test_the_models_import_no_qt():
    import subprocess

    code = "import sys, app.desktop.models, app.desktop.studio, app.cache; print(any(m.startswith('PySide6') for m in sys.modules))"
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )


def test_every_edit_emits_events_and_undoes_and_redoes():
    project = opened()
    seen: list[tuple[str, str, str]] = []
    project.frames.added.connect(lambda f, s: seen.append(("added", f.label, s)))
    project.frames.changed.connect(lambda f, s: seen.append(("changed", f.label, s)))
    project.frames.removed.connect(lambda f, s: seen.append(("removed", f.label, s)))

    home = project.add_frame("<html></html>", "Home")
    project.rename(home.frame_id, "Start")
    project.move_frames({home.frame_id: (100.0, 50.0)})
    copies = project.duplicate([home.frame_id])
    assert project.selection.ids == (copies[0].frame_id,)
    project.delete([home.frame_id])
    assert [f.label for f in project.frames] == ["Start copy"]
    assert seen[0] == ("added", "Home", "user") and ("removed", "Start", "user") in seen

    for _ in range(3):
        project.undo.undo()
    assert [(f.label, f.left) for f in project.frames] == [("Start", 0.0)]
    project.undo.undo()
    assert [f.label for f in project.frames] == ["Home"]
    project.undo.undo()
    assert len(project.frames) == 0 and not project.undo.can_undo
    for _ in range(5):
        project.undo.redo()
    assert [f.label for f in project.frames] == ["Start copy"]
    assert project.frames.get(copies[0].frame_id).left == 140.0


def test_a_new_edit_clears_redo_and_service_changes_are_not_edits():
    project = opened()
    frame = project.add_frame("<html></html>", "A")
    project.undo.undo()
    assert project.undo.can_redo
    project.add_frame("<html></html>", "B")
    assert not project.undo.can_redo
    sources = []
    project.frames.changed.connect(lambda f, s: sources.append(s))
    project.take_from_service(frame.model_copy(update={"label": "From service"}))
    assert sources == [] or sources == ["service"]
    assert project.undo.undo_text == "Add B"


def test_new_frames_go_to_the_right_of_the_others():
    project = opened()
    first = project.add_frame("<html></html>", "A")
    second = project.add_frame("<html></html>", "B")
    assert (first.left, second.left) == (0.0, 430.0) and second.top == first.top


def test_a_theme_edit_is_an_event_and_its_variables_win_in_the_html():
    themes = ThemeList()
    themes.load([Theme(id="thm_1", name="Brand", variants={"default": {"--primary": "#111111"}})])
    changes = []
    themes.changed.connect(lambda theme, source: changes.append((theme.variants["default"]["--primary"], source)))
    edited = themes.set_variable("thm_1", "default", "--primary", "#ff0000")
    assert changes == [("#ff0000", "user")]
    html = "<html><head><style>:root{--primary:#000}</style></head><body></body></html>"
    styled = themed_html(html, edited)
    assert styled.index("--primary:#ff0000") > styled.index("--primary:#000") and styled.index(
        "</head>"
    ) > styled.index("--primary:#ff0000")
    assert themed_html(html, None) == html


def test_theme_values_that_would_end_the_css_rule_are_left_out():
    theme = Theme(
        id="thm_2",
        name="Odd",
        variants={"default": {"--primary": "#123456", "--bg": "red;}</style><script>alert(1)</script>", "x{": "#fff"}},
    )
    styled = themed_html("<html><head></head><body></body></html>", theme)
    assert "--primary:#123456" in styled and "script" not in styled and "x{" not in styled
