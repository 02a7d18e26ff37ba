"""The Qt-free editing models: a frame's HTML as layers, changes written back, checked values,
one undo step per change."""

from __future__ import annotations

import pytest

from app.desktop.models import ProjectModel
from app.desktop.models.document import FrameDocument
from app.desktop.models.frame_editor import FrameEditor, size_mode, size_styles
from app.desktop.models.frame_layout import FrameLayout
from app.desktop.models.inline_style import StyleValueError, check, parse, with_values
from app.desktop.models.inspector_values import typed

PAGE = (
    "<!doctype html><html><head><style>:root{--card:#fff}</style></head><body>"
    '<div data-role="screen" style="display:flex;flex-direction:column">'
    '<header data-role="header"><h1 data-role="title">Settings</h1></header>'
    '<div data-role="list" style="background:var(--card);padding:0 16px">'
    '<div data-role="listItem" id="a"><span data-role="label">Wi-Fi</span>'
    '<span data-role="value">Home</span></div> '
    '<div data-role="listItem"><span data-role="label">Bluetooth</span><span data-role="value">On</span>'
    '</div></div><p>Read the <b>terms</b></p><svg width="24" height="24" viewBox="0 0 24 24">'
    '<path d="M0 0h24v24z"/></svg></div></body></html>'
)


def test_a_document_writes_back_what_it_read():
    html = FrameDocument(PAGE).to_html()
    # the same document: HTML parsers read SVG's attribute names in any case, and close empty paths
    assert html.replace("viewbox", "viewBox").replace("></path>", "/>") == PAGE


def test_layers_are_named_from_roles_and_tags():
    screen = FrameDocument(PAGE).layers()[0]
    assert screen.name == "Screen"
    names = [layer.name for layer in screen.children]
    assert names == ["Header", "List", "Text", "Icon"]
    items = screen.children[1].children
    assert [item.name for item in items] == ["List item", "List item"]
    assert [child.name for child in items[0].children] == ["Label", "Value"]
    assert items[0].preview == "Wi-Fi Home" and items[0].children[0].path == (0, 1, 0, 0)  # label and value apart
    assert screen.children[2].preview == "Read the terms"  # a sentence's runs together
    page = FrameDocument("<body><p>One<br>two<style>p{}</style><script>go()</script></p></body>")
    assert page.layers()[0].preview == "One two"  # a line break is a space; no style or script shows
    assert screen.children[3].children == ()  # an icon's drawing is not a layer


def test_text_edits_replace_text_and_keep_the_rest():
    document = FrameDocument(PAGE)
    document.set_text((0, 1, 0, 0), "Wi‑Fi & <LAN>")
    assert document.text((0, 1, 0, 0)) == "Wi‑Fi & <LAN>"
    assert "Wi‑Fi &amp; &lt;LAN&gt;" in document.to_html()
    assert document.holds_text((0, 2))  # text with inline bold
    document.set_text((0, 2), "Line one\nline two")
    assert "Line one<br>line two" in document.to_html()
    with pytest.raises(ValueError):
        document.set_text((0, 1), "a list is not a text")


def test_styles_are_set_last_and_shorthands_replace_longhands():
    assert with_values("padding-left:4px;color:red", {"padding": "8px 12px"}) == "color:red;padding:8px 12px"
    assert with_values("color:red;margin:0", {"color": "var(--primary)"}) == "margin:0;color:var(--primary)"
    assert with_values("color:red;margin:0", {"color": ""}) == "margin:0"
    assert parse("margin:0;margin:4px;font-family:'A B', sans-serif") == {
        "margin": "4px",
        "font-family": '"A B", sans-serif',
    }


@pytest.mark.parametrize(
    "name,value",
    [
        ("color", "red;background:url(http://x)"),
        ("color", "red;position:fixed"),
        ("background-color", "url(http://example.com/track.png)"),
        ("color", "var(--primary"),  # left open, it would swallow the declarations after it
        ("width", "calc(100% - 16px"),
        ("padding", "8px) 4px"),
        ("color", "red /*"),  # a comment left open would too
        ("color", "expression(alert(1))"),
        ("color", "notacolour"),
        ("background-color", "url(http://example.com/a.png)"),
        ("padding", "-4px"),
        ("padding", "1px 2px 3px 4px 5px"),
        ("font-weight", "heavy"),
        ("text-align", "middle"),
        ("font-size", "12px}body{color:red"),
        ("border", "1px solid url(x)"),
        ("box-shadow", "0 0 4px </style>"),
        ("color", "red !important"),
        ("width", "attr(data-x)"),
    ],
)
def test_values_that_could_break_out_are_refused(name, value):
    with pytest.raises(StyleValueError):
        check(name, value)


@pytest.mark.parametrize(
    "name,value",
    [
        ("color", "#2563eb"),
        ("color", "rgb(37 99 235 / 50%)"),
        ("background-color", "var(--card)"),
        ("color", "rebeccapurple"),
        ("padding", "8px 16px"),
        ("font-weight", "600"),
        ("line-height", "1.4"),
        ("font-family", "'Inter', system-ui, sans-serif"),
        ("border", "1px solid var(--border)"),
        ("box-shadow", "0 2px 8px rgba(0,0,0,.15)"),
        ("border-radius", "var(--radius)"),
        ("width", "calc(100% - 32px)"),
    ],
)
def test_ordinary_values_pass(name, value):
    assert check(name, value) == value


def test_structure_changes_return_where_the_element_went():
    document = FrameDocument(PAGE)
    assert document.move((0, 1, 1), 0) == (0, 1, 0)
    assert document.layer((0, 1, 0)).preview == "Bluetooth On"
    assert document.duplicate((0, 1, 1)) == (0, 1, 2)
    assert document.layer((0, 1, 2)).preview == "Wi-Fi Home"
    assert 'id="a"' in document.to_html() and document.to_html().count('id="a"') == 1
    document.delete((0, 1, 0))
    assert [layer.preview for layer in document.layer((0, 1)).children] == ["Wi-Fi Home", "Wi-Fi Home"]


def test_hiding_keeps_the_elements_own_display():
    document = FrameDocument(PAGE)
    document.set_hidden((0, 1), True)
    assert document.layer((0, 1)).hidden and document.style((0, 1))["display"] == "none"
    document.set_hidden((0,), True)
    document.set_hidden((0,), False)
    assert document.style((0,))["display"] == "flex" and not document.layer((0,)).hidden


def test_an_icon_replaced_by_a_picture_keeps_its_size():
    document = FrameDocument(PAGE)
    document.set_image((0, 3), "http://127.0.0.1:1/cdn/a.png")
    element = document.element((0, 3))
    assert element.tag == "img" and element.get("src").endswith("a.png")
    assert document.style((0, 3)) == {"width": "24px", "height": "24px"}


def test_picking_takes_the_innermost_element_under_the_point():
    layout = FrameLayout.from_rows(
        [
            {"path": [0], "x": 0, "y": 0, "w": 390, "h": 844},
            {"path": [0, 1], "x": 0, "y": 100, "w": 390, "h": 120},
            {"path": [0, 1, 0], "x": 16, "y": 100, "w": 358, "h": 60},
            {"path": [0, 1, 0, 0], "x": 16, "y": 110, "w": 60, "h": 20},
            {"path": [0, 2], "x": 0, "y": 0, "w": 0, "h": 0},
        ]
    )
    assert layout.at(20, 115) == (0, 1, 0, 0)
    assert layout.at(200, 115) == (0, 1, 0)
    assert layout.at(200, 190) == (0, 1)
    assert layout.at(200, 500) == (0,)
    assert layout.at(500, 500) is None


def test_what_is_typed_becomes_css_of_its_property():
    assert typed("--primary", "color") == "var(--primary)"
    assert typed("16", "padding") == "16px"
    assert typed("600", "font-weight") == "600" and typed("1.4", "line-height") == "1.4"
    assert check("font-weight", typed("600", "font-weight")) == "600"


def test_size_modes_follow_the_parents_direction():
    assert size_styles("width", "fill", None, "row") == {"width": "auto", "flex": "1 1 0", "min-width": "0"}
    assert size_styles("width", "fill", None, "column") == {"width": "auto", "align-self": "stretch"}
    fixed = size_styles("height", "fixed", 48, "column")
    assert fixed["height"] == "48px" and fixed["box-sizing"] == "border-box"  # its whole box, as the inspector shows
    assert size_mode("width", {"flex": "1 1 0"}, 100, 300, along=True) == "fill"
    assert size_mode("width", {"width": "120px"}, 120, 300, along=False) == "fixed"
    assert size_mode("width", {}, 300, 300, along=False) == "fill"
    assert size_mode("width", {}, 80, 300, along=False) == "hug"


def _editor() -> FrameEditor:
    project = ProjectModel()
    project.open("p1", "P", [])
    editor = FrameEditor(project)
    frame = project.add_frame(PAGE, "Settings")
    project.undo.clear()
    editor.selection.set(frame.frame_id, [(0, 1, 0, 0)])
    return editor


def test_every_change_is_one_undo_step():
    editor = _editor()
    project, frame_id = editor.project, editor.selection.frame_id
    editor.set_text("Wireless")
    editor.set_style({"color": "var(--primary)"})
    editor.selection.set(frame_id, [(0, 1, 0), (0, 1, 1)])
    editor.set_style({"padding": "12px 16px"})
    html = project.frames.get(frame_id).html
    assert "Wireless" in html and html.count("padding:12px 16px") == 2
    for _ in range(3):
        project.undo.undo()
    assert project.frames.get(frame_id).html == PAGE  # as stored before, byte for byte
    project.undo.redo()
    assert "Wireless" in project.frames.get(frame_id).html


def test_a_refused_value_changes_nothing():
    editor = _editor()
    with pytest.raises(StyleValueError):
        editor.set_style({"color": "red;}body{display:none"})
    assert editor.project.frames.get(editor.selection.frame_id).html == PAGE
    assert not editor.project.undo.can_undo


def test_selection_walks_up_and_down_and_drops_what_an_undo_removed():
    editor = _editor()
    frame_id = editor.selection.frame_id
    editor.selection.up()
    assert editor.selection.paths == ((0, 1, 0),)
    editor.selection.down(editor.document(frame_id))
    assert editor.selection.paths == ((0, 1, 0, 0),)
    copies = editor.duplicate([(0, 1, 1)])
    assert copies == [(0, 1, 2)] and editor.selection.paths == ((0, 1, 2),)
    editor.project.undo.undo()
    assert not editor.selection
