"""The canvas over a real engine: frames as rendered snapshots (cached on disk by HTML hash),
select, move, rename, delete, duplicate, undo/redo, zoom; and opening offline from the cache."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QInputDialog

from app.client import ServiceClient
from app.contract import SaveFrame
from app.desktop.canvas.frame_item import HEIGHT, WIDTH
from tests.desktop.conftest import wait_opened


def page(colour: str, title: str) -> str:
    return (
        f"<!doctype html><html><head><style>:root{{--bg:{colour}}} body{{margin:0;background:var(--bg);"
        f"height:844px;font:24px sans-serif}}</style></head><body><h1>{title}</h1></body></html>"
    )


def seed(run, engine, account, frames: list[tuple[str, str]]) -> str:
    async def make() -> str:
        async with ServiceClient(engine.base_url, account.api_key) as client:
            project = await client.create_project("Seeded")
            for index, (colour, title) in enumerate(frames):
                await client.save_frame(
                    SaveFrame(
                        frame_id=f"frm_seed{index}",
                        html=page(colour, title),
                        project_id=project.id,
                        label=title,
                        left=index * 430,
                        top=0,
                    )
                )
            return project.id

    return run(make())


def pictured(window) -> bool:
    items = window.scene.items_by_id.values()
    return bool(items) and all(item.picture is not None for item in items)


def centre_colour(item) -> QColor:
    image = item.picture.toImage()
    return image.pixelColor(image.width() // 2, image.height() - 20)


def test_frames_appear_as_snapshots_and_every_edit_undoes(qtbot, run, engine, account, make_window, tmp_path):
    project_id = seed(run, engine, account, [("#ff0000", "Red"), ("#0000ff", "Blue")])
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    qtbot.waitUntil(lambda: pictured(window), timeout=60000)
    red, blue = window.scene.items_by_id["frm_seed0"], window.scene.items_by_id["frm_seed1"]
    assert centre_colour(red) == QColor("#ff0000") and centre_colour(blue) == QColor("#0000ff")
    assert (red.picture.width(), red.picture.height()) == (int(WIDTH), int(HEIGHT))
    snapshots = tmp_path / "desktop" / "snapshots"
    qtbot.waitUntil(lambda: len(list(snapshots.glob("*.png"))) == 2, timeout=10000)  # written in a thread

    project = window.studio.project
    # select by clicking, multi-select with ctrl
    view = window.canvas
    view.actual_size()
    view.centerOn(red)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(red.sceneBoundingRect().center())
    )
    assert project.selection.ids == ("frm_seed0",)
    window.select_all_action.trigger()
    assert set(project.selection.ids) == {"frm_seed0", "frm_seed1"}

    # move: dragging an item becomes one undoable move in the model
    red.setPos(QPointF(0, 300))
    window.scene.commit_moves()
    assert project.frames.get("frm_seed0").top == 300
    window.undo_action.trigger()
    assert project.frames.get("frm_seed0").top == 0 and red.pos().y() == 0

    # rename through the dialog, as a user types it
    project.selection.set(["frm_seed1"])

    def type_name():
        dialog = window.findChild(QInputDialog, "renameDialog")
        dialog.setTextValue("Ocean")
        dialog.accept()

    QTimer.singleShot(0, type_name)
    window.rename_action.trigger()
    qtbot.waitUntil(lambda: project.frames.get("frm_seed1").label == "Ocean", timeout=5000)
    assert blue.frame.label == "Ocean"

    # duplicate and delete, both undoable
    window.duplicate_action.trigger()
    assert len(project.frames) == 3 and len(window.scene.items_by_id) == 3
    window.delete_action.trigger()
    assert len(project.frames) == 2
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert len(project.frames) == 2 and "frm_seed1" in project.frames
    window.redo_action.trigger()
    assert len(project.frames) == 3

    # every edit reached the service through the outbox
    qtbot.waitUntil(lambda: not window.studio.outbox.pending(), timeout=20000)

    async def on_service():
        return await window.studio.client.get_project(project_id)

    detail = run(on_service())
    assert {f.label for f in detail.frames} == {"Red", "Ocean", "Ocean copy"}


def test_zoom_with_ctrl_wheel_fit_and_actual_size(qtbot, run, engine, account, make_window):
    project_id = seed(run, engine, account, [("#22aa22", "Green"), ("#aaaa22", "Olive"), ("#2222aa", "Navy")])
    window = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, window)
    view = window.canvas
    view.actual_size()
    assert view.zoom == 1.0
    qtbot.wheel = None
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(view.viewport().width() / 2, view.viewport().height() / 2)
    event = QWheelEvent(
        centre,
        view.viewport().mapToGlobal(centre),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)
    assert abs(view.zoom - 1.25) < 1e-6
    window.fit_action.trigger()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.frames_rect())
    window.zoom_out_action.trigger()
    assert view.zoom < 1.0


def test_snapshots_seen_before_come_from_disk(qtbot, run, engine, account, make_window, tmp_path):
    project_id = seed(run, engine, account, [("#123456", "Once")])
    first = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, first)
    qtbot.waitUntil(lambda: pictured(first), timeout=60000)
    assert first.snapshots.painted == 1
    second = make_window(engine.base_url, account.api_key, data_dir=tmp_path / "desktop", project_id=project_id)
    wait_opened(qtbot, second)
    qtbot.waitUntil(lambda: pictured(second), timeout=10000)
    assert second.snapshots.painted == 0


def test_with_the_service_down_the_cached_project_still_opens_and_edits_wait(
    qtbot, run, engine, account, make_window, tmp_path, closed_port
):
    project_id = seed(run, engine, account, [("#abcdef", "Cached")])
    online = make_window(engine.base_url, account.api_key, project_id=project_id)
    wait_opened(qtbot, online)
    online.close()
    run(online.shutdown())

    offline = make_window(
        f"http://127.0.0.1:{closed_port}/api/v1", account.api_key, data_dir=tmp_path / "desktop", project_id=project_id
    )
    wait_opened(qtbot, offline)
    assert [f.label for f in offline.studio.project.frames] == ["Cached"]
    qtbot.waitUntil(lambda: "offline" in offline.service_label.text(), timeout=10000)
    offline.studio.project.rename("frm_seed0", "Renamed offline")
    qtbot.waitUntil(lambda: offline.studio.outbox.pending() != [], timeout=5000)
    assert offline.studio.cache.frame("frm_seed0").label == "Renamed offline"
