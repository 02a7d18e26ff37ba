"""Editing in the studio on a real engine: click a text of a converted screen on the canvas, see it in
the inspector and the layers panel, change it there or in place, bind a fill to a theme variable,
change padding, reorder list items, undo each; edits made offline arrive once."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QDropEvent, QInputMethodEvent
from PySide6.QtWebEngineCore import QWebEngineSettings
from PySide6.QtWidgets import QApplication

from app.client import ServiceClient
from app.contract import SaveFrame
from tests.desktop.conftest import CORPUS, wait_opened

SCREEN = CORPUS / "09_weui_form_primary.png"
LIST_PAGE = (
    "<!doctype html><html><head><style>:root{--card:#ffffff;--primary:#1d4ed8}body{margin:0;"
    'background:#f2f2f7;font:16px sans-serif}</style></head><body><div data-role="screen" '
    'style="display:flex;flex-direction:column;padding:24px 16px;gap:16px">'
    '<h1 data-role="title" style="margin:0;font-size:28px">Settings</h1>'
    '<div data-role="card" style="background:#ffffff;border-radius:12px;padding:0 16px">'
    '<div data-role="listItem" style="display:flex;justify-content:space-between;padding:12px 0">'
    '<span data-role="label">Wi-Fi</span><span data-role="value">Home</span></div>'
    '<div data-role="listItem" style="display:flex;justify-content:space-between;padding:12px 0">'
    '<span data-role="label">Bluetooth</span><span data-role="value">On</span></div>'
    '</div><svg data-role="icon" width="24" height="24" viewBox="0 0 24 24">'
    '<circle cx="12" cy="12" r="10" fill="#1d4ed8"/></svg></div></body></html>'
)


def seed(run, engine, account, html: str = LIST_PAGE) -> str:
    async def make() -> str:
        async with ServiceClient(engine.base_url, account.api_key) as client:
            project = await client.create_project("Editing")
            await client.save_frame(
                SaveFrame(frame_id="frm_edit", html=html, project_id=project.id, label="Settings", left=0, top=0)
            )
            return project.id

    return run(make())


def stored_html(run, window, frame_id: str) -> str:
    async def fetch() -> str:
        detail = await window.studio.client.get_project(window.studio.project.id)
        return next(frame.html for frame in detail.frames if frame.frame_id == frame_id)

    return run(fetch())


def synced(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.studio.outbox.pending(), timeout=20000)


def click_in_frame(qtbot, window, item, x: float, y: float) -> None:
    view = window.canvas
    view.centerOn(item.mapToScene(x, y))
    spot = view.mapFromScene(item.mapToScene(x, y))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(spot.x(), spot.y()))


def opened_with_frame(qtbot, run, engine, account, make_window, **options):
    project_id = seed(run, engine, account)
    window = make_window(engine.base_url, account.api_key, project_id=project_id, **options)
    wait_opened(qtbot, window)
    item = window.scene.items_by_id["frm_edit"]
    qtbot.waitUntil(lambda: item.picture is not None, timeout=60000)
    window.canvas.actual_size()
    return window, item


def test_a_click_on_a_converted_screen_shows_its_text_and_an_edit_reaches_the_service(
    qtbot, run, engine, account, make_window
):
    window = make_window(engine.base_url, account.api_key)
    wait_opened(qtbot, window)
    window.upload_dock.add_files([SCREEN])
    qtbot.waitUntil(lambda: len(window.studio.project.frames) == 1, timeout=120000)
    frame = next(iter(window.studio.project.frames))
    item = window.scene.items_by_id[frame.frame_id]
    synced(qtbot, window)
    original = stored_html(run, window, frame.frame_id)
    document = window.editor.document(frame.frame_id)
    layout = run(window.picking.layout(item))
    labels = [box for box in layout.boxes if document.layer(box.path).role == "label" and document.holds_text(box.path)]
    assert labels, "the converted form has labels"
    label = labels[0]
    text = document.text(label.path)

    window.canvas.actual_size()
    click_in_frame(qtbot, window, item, label.x + label.width / 2, label.y + label.height / 2)
    qtbot.waitUntil(lambda: window.editor.selection.paths == (label.path,), timeout=5000)
    assert window.studio.project.selection.ids == (frame.frame_id,)
    assert window.inspector.text.toPlainText() == text
    assert window.inspector.heading.text() == "Label"
    selected = window.layers_panel.tree.selectedItems()
    assert [entry.text(0) for entry in selected] == ["Label"] and selected[0].text(1) == text
    overlay = window.picking._overlays[frame.frame_id]
    assert overlay.chosen and overlay.chosen[0].width() == label.width  # outlined over the picture

    window.inspector.text.setPlainText("新的名字")
    window.inspector.text.committed.emit()
    assert "新的名字" in window.studio.project.frames.get(frame.frame_id).html
    assert "新的名字" in window.studio.cache.frame(frame.frame_id).html  # in the local cache at once
    synced(qtbot, window)
    assert "新的名字" in stored_html(run, window, frame.frame_id)

    window.undo_action.trigger()
    synced(qtbot, window)
    assert stored_html(run, window, frame.frame_id) == original


def test_a_fill_bound_to_a_theme_variable_follows_the_theme(qtbot, run, engine, account, make_window):
    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    synced(qtbot, window)
    original = stored_html(run, window, "frm_edit")
    theme = run(window.theme_dock.create_theme("Editing"))
    window.studio.project.selection.set(["frm_edit"])
    window.studio.project.set_theme(["frm_edit"], theme.id)
    window.editor.selection.set("frm_edit", [(0, 1)])  # the card
    qtbot.waitUntil(lambda: window.inspector.heading.text() == "Card", timeout=5000)
    assert window.inspector.set_value("background-color", "--card")
    assert window.inspector.fields["background-color"].text() == "--card"
    assert "background-color:var(--card)" in window.studio.project.frames.get("frm_edit").html

    window.theme_dock.set_variable("--card", "#ff0000")
    layout = run(window.picking.layout(item))
    assert layout.box((0, 1)).style["background-color"] == "rgb(255, 0, 0)"
    qtbot.waitUntil(lambda: item.picture_html == window.pictures.html_of(item), timeout=20000)
    image = item.picture.toImage()
    card = layout.box((0, 1))
    spot = image.pixelColor(round((card.x + 4) * image.width() / 390), round((card.y + 4) * image.height() / 844))
    assert (spot.red(), spot.green(), spot.blue()) == (255, 0, 0)  # the card on the canvas follows
    assert window.inspector.variable_boxes["background-color"].currentText() == "--card"
    synced(qtbot, window)
    assert "background-color:var(--card)" in stored_html(run, window, "frm_edit")

    assert window.studio.project.undo.undo_text == "Change background color"
    window.undo_action.trigger()  # the binding goes; the theme keeps its colour
    synced(qtbot, window)
    assert stored_html(run, window, "frm_edit") == original
    layout = run(window.picking.layout(item))
    assert layout.box((0, 1)).style["background-color"] == "rgb(255, 255, 255)"


def test_padding_reorder_and_refusals_each_undo(qtbot, run, engine, account, make_window):
    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    synced(qtbot, window)
    original = stored_html(run, window, "frm_edit")
    inspector = window.inspector

    window.editor.selection.set("frm_edit", [(0, 1)])
    qtbot.waitUntil(lambda: inspector.fields["padding"].text() == "0 16px", timeout=5000)
    inspector.fields["padding"].setText("24px")
    inspector.fields["padding"].editingFinished.emit()
    layout = run(window.picking.layout(item))
    assert layout.box((0, 1)).style["padding-top"] == "24px"

    assert not inspector.set_value("color", "red;}body{display:none")  # refused, and said why
    assert inspector.error.isVisible() and "cannot be used as color" in inspector.error.text()
    assert "display:none" not in window.studio.project.frames.get("frm_edit").html

    panel = window.layers_panel
    first, second = panel.item_for((0, 1, 0)), panel.item_for((0, 1, 1))
    assert (first.text(1), second.text(1)) == ("Wi-Fi Home", "Bluetooth On")
    panel.reorder(second, first, after=False)
    assert panel.item_for((0, 1, 0)).text(1) == "Bluetooth On"
    assert window.editor.selection.paths == ((0, 1, 0),)
    panel.reorder(panel.item_for((0, 1, 0)), panel.item_for((0, 1)), after=True)  # not a sibling: refused
    assert panel.note.text() == "Layers move among their siblings only"
    synced(qtbot, window)
    html = stored_html(run, window, "frm_edit")
    assert html.index("Bluetooth") < html.index("Wi-Fi") and "padding:24px" in html

    window.editor.selection.set("frm_edit", [(0, 1, 0, 0), (0, 1, 0, 1)])  # a label and a value
    assert inspector.set_value("color", "#ff0000")
    window.editor.selection.set("frm_edit", [(0, 1, 0, 0), (0, 1, 1, 0)])  # that label, and another
    assert inspector.fields["color"].text() == "" and inspector.fields["color"].placeholderText() == "Mixed"
    assert inspector.fields["font-size"].text() == "16px"  # what they share shows
    assert inspector.heading.text() == "Label, Label"

    for _ in range(3):
        window.undo_action.trigger()
    synced(qtbot, window)
    assert stored_html(run, window, "frm_edit") == original


def test_layers_are_named_from_roles_and_can_be_hidden_renamed_duplicated_deleted(
    qtbot, run, engine, account, make_window
):
    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    window.studio.project.selection.set(["frm_edit"])
    panel = window.layers_panel
    screen = panel.tree.topLevelItem(0)
    assert screen.text(0) == "Screen"
    assert [screen.child(i).text(0) for i in range(screen.childCount())] == ["Title", "Card", "Icon"]
    card = panel.item_for((0, 1))
    assert [card.child(i).text(0) for i in range(card.childCount())] == ["List item", "List item"]

    panel.item_for((0, 0)).setCheckState(0, Qt.CheckState.Unchecked)
    qtbot.waitUntil(lambda: 'hidden=""' in window.studio.project.frames.get("frm_edit").html, timeout=2000)
    assert panel.item_for((0, 0)).checkState(0) == Qt.CheckState.Unchecked
    panel.item_for((0, 1)).setText(0, "Network")
    qtbot.waitUntil(lambda: 'data-name="Network"' in window.studio.project.frames.get("frm_edit").html, timeout=2000)
    assert panel.item_for((0, 1)).text(0) == "Network"
    window.editor.selection.set("frm_edit", [(0, 1, 1)])
    panel.duplicate_button.click()
    assert panel.item_for((0, 1)).childCount() == 3 and window.editor.selection.paths == ((0, 1, 2),)
    window.delete_action.trigger()  # the selected element, not the frame
    assert panel.item_for((0, 1)).childCount() == 2 and "frm_edit" in window.studio.project.frames
    for _ in range(4):
        window.undo_action.trigger()
    assert window.studio.project.frames.get("frm_edit").html == LIST_PAGE

    # a list item dropped on the top half of another goes before it, on the bottom half after it
    for dragged, onto, lower in (((0, 1, 1), (0, 1, 0), False), ((0, 1, 0), (0, 1, 1), True)):
        panel.tree.setCurrentItem(panel.item_for(dragged))  # what pressing it to drag does
        target = panel.tree.visualItemRect(panel.item_for(onto))
        drop = QDropEvent(
            QPointF(target.center().x(), target.bottom() - 2 if lower else target.top() + 2),
            Qt.DropAction.MoveAction,
            panel.tree.model().mimeData([panel.tree.currentIndex()]),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        panel.tree.dropEvent(drop)  # what the drop delivers (offscreen, Qt starts no drag to deliver it)
        qtbot.waitUntil(lambda: panel.item_for((0, 1, 0)).text(1) == "Bluetooth On", timeout=2000)
        html = window.studio.project.frames.get("frm_edit").html
        assert html.index("Bluetooth") < html.index("Wi-Fi")
        assert window.studio.project.undo.undo_text == "Reorder layers"
        window.undo_action.trigger()
        assert window.studio.project.frames.get("frm_edit").html == LIST_PAGE


def test_clicks_walk_the_tree_and_a_double_click_edits_text_in_place(qtbot, run, engine, account, make_window):
    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    layout = run(window.picking.layout(item))
    label = layout.box((0, 1, 0, 0))
    x, y = label.x + 4, label.y + label.height / 2
    click_in_frame(qtbot, window, item, x, y)
    qtbot.waitUntil(lambda: window.editor.selection.paths == ((0, 1, 0, 0),), timeout=5000)
    qtbot.wait(400)  # not a double-click
    click_in_frame(qtbot, window, item, x, y)
    qtbot.waitUntil(lambda: window.editor.selection.paths == ((0, 1, 0),), timeout=5000)  # the same spot: its parent
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key.Key_Escape)
    assert window.editor.selection.paths == ((0, 1),)
    qtbot.keyClick(window.canvas, Qt.Key.Key_Return)
    assert window.editor.selection.paths == ((0, 1, 0),)

    view = window.canvas
    spot = view.mapFromScene(item.mapToScene(x, y))
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(spot.x(), spot.y()))
    qtbot.waitUntil(lambda: window.picking.text_editor is not None, timeout=5000)
    editor = window.picking.text_editor
    assert editor.toPlainText() == "Wi-Fi" and window.editor.selection.paths == ((0, 1, 0, 0),)
    qtbot.keyClicks(view, "WLAN")  # typed over the selected text
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # cancelled
    assert window.picking.text_editor is None and "WLAN" not in window.studio.project.frames.get("frm_edit").html
    editor = window.picking.edit_text(item, (0, 1, 0, 0))
    # the canvas asks the input method in while a text is edited, and says where the text is
    assert view.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
    assert view.inputMethodQuery(Qt.InputMethodQuery.ImEnabled)
    caret = view.inputMethodQuery(Qt.InputMethodQuery.ImCursorRectangle)
    where = view.mapFromScene(editor.sceneBoundingRect()).boundingRect()
    assert where.adjusted(-2, -2, 2, 2).contains(caret.toRect().center())  # the candidate list opens by it
    composing = QInputMethodEvent("wuxian", [])  # an input method composes, then commits
    QApplication.sendEvent(view, composing)
    committed = QInputMethodEvent()
    committed.setCommitString("无线网络")
    QApplication.sendEvent(view, committed)
    assert editor.toPlainText() == "无线网络"
    inside = view.mapFromScene(editor.mapToScene(editor.boundingRect().center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=inside)  # a click in the text moves the caret
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=inside)  # a double-click selects a word
    assert window.picking.text_editor is editor and editor.toPlainText() == "无线网络"
    assert window.editor.selection.paths == ((0, 1, 0, 0),)
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    html = window.studio.project.frames.get("frm_edit").html
    assert "无线网络</span>" in html and ">Wi-Fi<" not in html
    assert window.studio.project.undo.undo_text == "Edit text"
    assert window.picking.text_editor is None and not view.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)

    value = layout.box((0, 1, 1, 1))
    spot = view.mapFromScene(item.mapToScene(value.x + value.width / 2, value.y + value.height / 2))
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)  # the frame changed: its layout is read
    qtbot.waitUntil(lambda: window.picking.text_editor is not None, timeout=5000)
    assert window.picking.text_editor.toPlainText() == "On"
    qtbot.keyClicks(view, "Off")
    away = view.mapFromScene(item.mapToScene(value.x + value.width / 2, value.y - 60))  # the title, above
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=away)  # clicking away keeps the text
    assert window.picking.text_editor is None
    assert ">Off</span>" in window.studio.project.frames.get("frm_edit").html

    qtbot.wait(400)
    window.editor.selection.set("frm_edit", [(0, 1, 0, 0)])
    spot = view.mapFromScene(item.mapToScene(value.x + value.width / 2, value.y + value.height / 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, pos=spot)
    qtbot.waitUntil(lambda: window.editor.selection.paths == ((0, 1, 0, 0), (0, 1, 1, 1)), timeout=5000)  # added
    assert len(window.picking._overlays["frm_edit"].chosen) == 2


def test_an_edit_made_offline_arrives_once_when_the_service_is_back(
    qtbot, run, engine, account, make_window, tmp_path, closed_port
):
    project_id = seed(run, engine, account)
    data_dir = tmp_path / "desktop"
    online = make_window(engine.base_url, account.api_key, project_id=project_id, data_dir=data_dir)
    wait_opened(qtbot, online)
    online.close()
    run(online.shutdown())

    offline = make_window(
        f"http://127.0.0.1:{closed_port}/api/v1", account.api_key, data_dir=data_dir, project_id=project_id
    )
    wait_opened(qtbot, offline)
    offline.editor.selection.set("frm_edit", [(0, 0)])
    offline.editor.set_text("Offline title")
    qtbot.waitUntil(lambda: offline.studio.outbox.pending() != [], timeout=5000)
    offline.close()
    run(offline.shutdown())

    back = make_window(engine.base_url, account.api_key, project_id=project_id, data_dir=data_dir)
    wait_opened(qtbot, back)
    qtbot.waitUntil(lambda: not back.studio.outbox.pending(), timeout=20000)
    detail = run(back.studio.client.get_project(project_id))
    assert [frame.frame_id for frame in detail.frames] == ["frm_edit"]  # no conflict copy
    assert detail.frames[0].html.count("Offline title") == 1
    assert "Offline title" in back.studio.project.frames.get("frm_edit").html


def test_the_pointer_outlines_what_it_is_over(qtbot, run, engine, account, make_window):
    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    layout = run(window.picking.layout(item))
    value = layout.box((0, 1, 1, 1))
    view = window.canvas
    view.centerOn(item.mapToScene(value.x, value.y))
    spot = view.mapFromScene(item.mapToScene(value.x + 2, value.y + value.height / 2))
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent

    at = QPointF(spot.x(), spot.y())
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        at,
        view.viewport().mapToGlobal(at),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), move)
    qtbot.waitUntil(lambda: window.picking.hovered is not None, timeout=5000)
    assert window.picking.hovered == (item, (0, 1, 1, 1))
    overlay = window.picking._overlays["frm_edit"]
    assert overlay.hovered is not None and overlay.hovered.width() == value.width
    assert not window.editor.selection  # outlined, not selected


def test_an_icon_replaced_from_the_clipboard_is_uploaded_and_referenced(qtbot, run, engine, account, make_window):
    from PySide6.QtGui import QColor, QImage

    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    window.editor.selection.set("frm_edit", [(0, 2)])
    qtbot.waitUntil(lambda: window.inspector.image_group.isVisibleTo(window.inspector), timeout=5000)
    picture = QImage(48, 48, QImage.Format.Format_ARGB32)
    picture.fill(QColor("#16a34a"))
    QApplication.clipboard().setImage(picture)
    window.inspector.paste_button.click()
    qtbot.waitUntil(lambda: "<img" in window.studio.project.frames.get("frm_edit").html, timeout=20000)
    html = window.studio.project.frames.get("frm_edit").html
    url = html.split("<img", 1)[1].split('src="', 1)[1].split('"', 1)[0]
    assert url.startswith(engine.site_url) or url.startswith(engine.base_url.rsplit("/api/v1", 1)[0])
    assert "width:24px" in html and "height:24px" in html  # the icon's size is kept
    import httpx

    fetched = httpx.get(url)
    assert fetched.status_code == 200 and fetched.headers["content-type"].startswith("image/")
    window.undo_action.trigger()
    assert "<svg" in window.studio.project.frames.get("frm_edit").html


def test_outlines_show_over_the_picture_at_any_zoom_and_the_frames_scripts_never_run(
    qtbot, run, engine, account, make_window
):
    scripted = LIST_PAGE.replace(
        "</body>",
        "<script>document.querySelector('h1').style.height = '400px';"
        "document.body.appendChild(document.createElement('section'))</script>"
        "<img src=x onerror=\"document.body.appendChild(document.createElement('section'))\"></body>",
    )
    project_id = seed(run, engine, account, scripted)
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    item = window.scene.items_by_id["frm_edit"]
    qtbot.waitUntil(lambda: item.picture is not None, timeout=60000)

    # the studio reads the frame's layout from its own script world; the frame's scripts stay off
    layout = run(window.picking.layout(item))
    page = window.layouts.page
    assert page is not None and not page.settings().testAttribute(QWebEngineSettings.WebAttribute.JavascriptEnabled)
    assert layout.box((0, 0)).height < 100 and not any(box.tag == "section" for box in layout.boxes)

    view, live = window.canvas, window.live
    label = layout.box((0, 1, 0, 0))
    for zoom in (2.5, 0.3):
        view.set_zoom(zoom)
        window.editor.selection.clear()
        window.studio.project.selection.set(["frm_edit"])
        assert live.showing == (zoom > 1)  # zoomed in, the selected frame is a live page
        click_in_frame(qtbot, window, item, label.x + label.width / 2, label.y + label.height / 2)
        qtbot.waitUntil(lambda: window.editor.selection.paths == ((0, 1, 0, 0),), timeout=5000)
        assert not live.showing  # its picture comes back, with the outline drawn over it
        overlay = window.picking._overlays["frm_edit"]
        assert overlay.isVisible() and overlay.chosen == [QRectF(label.x, label.y, label.width, label.height)]
        qtbot.wait(400)  # the next click is not a double-click


def test_shape_type_and_size_modes_change_the_frame_and_each_undoes(qtbot, run, engine, account, make_window):
    window, item = opened_with_frame(qtbot, run, engine, account, make_window)
    inspector, project = window.inspector, window.studio.project
    card = (0, 1)
    window.editor.selection.set("frm_edit", [card])
    qtbot.waitUntil(lambda: inspector.fields["width-mode"].currentText() == "fill", timeout=5000)
    assert inspector.fields["height-mode"].currentText() == "hug"  # a column stacks it at its own height
    assert inspector.fields["border"].text() == "none" and inspector.fields["box-shadow"].text() == "none"

    def laid_out():
        return run(window.picking.layout(item)).box(card)

    assert inspector.set_value("border", "1px solid #e5e7eb")
    assert inspector.set_value("box-shadow", "0 2px 8px rgba(0,0,0,.15)")
    assert inspector.set_value("border-radius", "20px")
    box = laid_out()
    assert box.style["border-top-width"] == "1px" and box.style["border-top-color"] == "rgb(229, 231, 235)"
    assert box.style["box-shadow"].startswith("rgba(0, 0, 0, 0.15) 0px 2px 8px")
    assert box.style["border-radius"] == "20px"
    assert not inspector.set_value("box-shadow", "0 0 4px url(http://example.com/x.png)")
    assert not inspector.set_value("border", "1px solid red;position:fixed")

    mode = inspector.fields["width-mode"]
    mode.setCurrentIndex(mode.findText("hug"))
    mode.activated.emit(mode.currentIndex())  # what choosing it does
    assert laid_out().width < 200  # as wide as its rows' texts
    assert inspector.set_value("width", "240")
    assert inspector.fields["width-mode"].currentText() == "fixed" and laid_out().width == 240
    assert inspector.set_value("height-mode", "fixed")  # fixed at the height it has
    assert inspector.fields["height"].text() == str(round(laid_out().height))
    assert not inspector.set_value("width", "wide") and "not a size" in inspector.error.text()

    window.editor.selection.set("frm_edit", [(0, 0)])  # the title
    qtbot.waitUntil(lambda: inspector.heading.text() == "Title", timeout=5000)
    for name, choice in (("text-align", "center"), ("font-weight", "600")):  # chosen from their lists
        field = inspector.fields[name]
        field.setCurrentIndex(field.findText(choice))
        field.activated.emit(field.currentIndex())
        assert not inspector.error.isVisible(), inspector.error.text()
    assert inspector.set_value("line-height", "2")  # twice the font size, not 2px
    assert inspector.set_value("font-family", "serif")
    title = run(window.picking.layout(item)).box((0, 0))
    assert title.style["text-align"] == "center" and title.style["font-weight"] == "600"
    assert title.style["line-height"] == "56px" and title.height == 56 and title.style["font-family"] == "serif"

    assert project.undo.undo_text == "Change font family"
    for _ in range(10):  # border, shadow, radius, hug, 240 wide, fixed height, and four of type
        window.undo_action.trigger()
    assert project.frames.get("frm_edit").html == LIST_PAGE
