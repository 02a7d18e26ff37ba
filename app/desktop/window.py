"""The main window: the canvas in the centre, docks around it, menus, and the service state."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMetaMethod, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QLabel, QMainWindow, QStyle, QToolBar

from app.desktop import paths
from app.desktop.account_view import AccountView
from app.desktop.appearance import follow_system
from app.desktop.async_tasks import TaskSet
from app.desktop.canvas import CanvasScene, CanvasView
from app.desktop.canvas.element_picking import ElementPicking
from app.desktop.canvas.live_frame import LiveFrame
from app.desktop.chat_dock import ChatDock
from app.desktop.export_dialog import ExportDialog
from app.desktop.frame_pictures import FramePictures
from app.desktop.inspector import Inspector
from app.desktop.layers_panel import LayersPanel
from app.desktop.layout_reader import LayoutReader
from app.desktop.original_overlay import OriginalOverlay
from app.desktop.originals import Originals
from app.desktop.sign_in import BrowserSignIn, open_system_browser
from app.desktop.snapshots import SnapshotPool
from app.desktop.studio import OFFLINE, ONLINE, REFUSED, Studio
from app.desktop.theme_dock import ThemeDock
from app.desktop.upload_dock import IMAGE_FILTER, Screenshot, UploadDock
from app.desktop.wording import describe

if TYPE_CHECKING:
    from app.desktop.credentials import KeyStore

STATE_WORDS = {ONLINE: "connected", OFFLINE: "offline", REFUSED: "key refused"}


class MainWindow(QMainWindow):
    closed = Signal()
    reconnect_requested = Signal(object)  # DesktopSettings saved in the settings dialog

    def __init__(
        self,
        studio: Studio,
        snapshots: SnapshotPool,
        *,
        data_dir: Path,
        mode: str = "remote",
        key_note: str = "",
        sign_in: BrowserSignIn | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle("Framewright")
        app = QApplication.instance()
        if isinstance(app, QApplication):
            follow_system(app)
        self.studio = studio
        self.client = studio.client
        self.snapshots = snapshots
        self.data_dir = data_dir
        self.mode = mode
        self.key_note = key_note
        self.keys: KeyStore | None = None  # the KeyStore the app started with (one is made when settings need it)
        self.sign_in = sign_in  # with a remote service signed in to with the browser
        self.open_browser = open_system_browser  # where sign-in pages open (scripts may drive them)
        self.tasks = TaskSet(on_error=self.show_error)
        self.is_shut_down = False
        self.pictures = FramePictures(snapshots, studio.themes, self.tasks)
        self.scene = CanvasScene(studio.project, self.pictures)
        self.canvas = CanvasView(self.scene)
        self.setCentralWidget(self.canvas)
        self.live = LiveFrame(self.canvas, self.scene, self.pictures.html_of, snapshots.allow)
        studio.themes.changed.connect(lambda _theme, _source: self.live.follow())
        self.editor = studio.editor
        self.layouts = LayoutReader(snapshots.allow, self)
        self.picking = ElementPicking(self.scene, self.editor, self.layouts, self.pictures.html_of, self.tasks)
        self.live.held = lambda item: self.editor.selection.frame_id == item.frame_id and bool(self.editor.selection)
        self.editor.selection.changed.connect(lambda _frame_id, _paths: self.live.follow())
        self.canvas.walk.connect(self.walk_elements)
        frames = studio.project.frames
        for event in (frames.added, frames.removed, frames.reset):  # the empty canvas's hint comes and goes
            event.connect(lambda *_: self.canvas.viewport().update())
        self.layers_panel = LayersPanel(self.editor)
        self.inspector = Inspector(self.editor, self.picking, studio.themes, self.tasks, self.upload_image)

        self.originals = Originals(paths.originals_dir(data_dir))
        self.upload_dock = UploadDock(studio, self.tasks, self.originals)
        self.overlay = OriginalOverlay(self.scene, studio.project, self.originals)
        self.upload_dock.add_control(self.overlay)
        self.upload_dock.frame_made.connect(self.overlay.frame_made)
        self.canvas.files_dropped.connect(self.upload_dock.add_files)
        self.canvas.image_dropped.connect(lambda data: self.upload_dock.add(Screenshot("Dropped screen", data=data)))
        self.theme_dock = ThemeDock(studio, self.tasks)
        self.chat_dock = ChatDock(studio, self.tasks)
        self.account_view = AccountView(studio, self.tasks)
        for area, dock in (
            (Qt.DockWidgetArea.LeftDockWidgetArea, self.upload_dock),
            (Qt.DockWidgetArea.LeftDockWidgetArea, self.account_view),
            (Qt.DockWidgetArea.LeftDockWidgetArea, self.layers_panel),
            (Qt.DockWidgetArea.RightDockWidgetArea, self.inspector),
            (Qt.DockWidgetArea.RightDockWidgetArea, self.theme_dock),
            (Qt.DockWidgetArea.RightDockWidgetArea, self.chat_dock),
        ):
            self.addDockWidget(area, dock)
        self.tabifyDockWidget(self.upload_dock, self.account_view)
        self.upload_dock.raise_()
        self.tabifyDockWidget(self.inspector, self.theme_dock)
        self.tabifyDockWidget(self.theme_dock, self.chat_dock)
        self.theme_dock.raise_()
        self.resizeDocks([self.upload_dock, self.layers_panel], [360, 540], Qt.Orientation.Vertical)
        self.resizeDocks([self.layers_panel], [300], Qt.Orientation.Horizontal)  # room for the layers' texts
        self.editor.selection.changed.connect(self._show_inspector)
        studio.themes.changed.connect(lambda theme, _source: self.scene.repaint_frames(theme.id))
        studio.themes.reset.connect(self._repaint_all)

        self.service_label = QLabel()
        self.service_label.setObjectName("serviceState")
        self.service_label.setAccessibleName("Service state")
        self.statusBar().addPermanentWidget(self.service_label)
        self.key_label = QLabel(key_note)
        self.key_label.setObjectName("keyNote")
        self.key_label.setAccessibleName("Where the API key is kept")
        self.statusBar().addPermanentWidget(self.key_label)
        studio.state_changed.connect(lambda _state, _reason: self._show_state())
        studio.notice.connect(lambda message: self.statusBar().showMessage(message, 15000))
        studio.project.opened.connect(self._project_opened)
        self._show_state()
        self._make_actions()
        self.resize(1400, 900)
        self._restore_layout()

    # -- menus -----------------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, name: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setObjectName(name or text.lower().replace(" ", "_").replace("…", ""))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        project = self.studio.project
        self.open_action = self._action("Open images…", self.open_images, keys.Open, "open")
        self.paste_action = self._action("Paste image", self.upload_dock.paste, keys.Paste, "paste")
        self.export_action = self._action("Export…", self.open_export, "Ctrl+E", "export")
        self.settings_action = self._action("Settings…", self.open_settings, keys.Preferences, "settings")
        self.sign_in_action = self._action("Sign in…", lambda: self.tasks.spawn(self.sign_in_again()), None, "sign_in")
        self.sign_out_action = self._action("Sign out", lambda: self.tasks.spawn(self.sign_out()), None, "sign_out")
        self.quit_action = self._action("Quit", self.close, keys.Quit, "quit")
        self.undo_action = self._action("Undo", project.undo.undo, keys.Undo, "undo")
        self.redo_action = self._action("Redo", project.undo.redo, keys.Redo, "redo")
        self.delete_action = self._action("Delete", self.delete_selected, keys.Delete, "delete")
        self.duplicate_action = self._action("Duplicate", self.duplicate_selected, "Ctrl+D", "duplicate")
        self.rename_action = self._action("Rename…", self.rename_selected, "F2", "rename")
        self.select_all_action = self._action("Select all", self.select_all, keys.SelectAll, "select_all")
        self.zoom_in_action = self._action("Zoom in", self.canvas.zoom_in, keys.ZoomIn, "zoom_in")
        self.zoom_out_action = self._action("Zoom out", self.canvas.zoom_out, keys.ZoomOut, "zoom_out")
        self.fit_action = self._action("Zoom to fit", self.canvas.fit, "Ctrl+0", "zoom_fit")
        self.actual_action = self._action("Actual size (100 %)", self.canvas.actual_size, "Ctrl+1", "zoom_100")

        self._make_toolbar()
        menus = self.menuBar()
        file_menu = menus.addMenu("&File")
        for action in (self.open_action, self.paste_action, self.export_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        if self.sign_in is not None:
            file_menu.addAction(self.sign_in_action)
            file_menu.addAction(self.sign_out_action)
        file_menu.addAction(self.settings_action)
        file_menu.addAction(self.quit_action)
        edit_menu = menus.addMenu("&Edit")
        for action in (
            self.undo_action,
            self.redo_action,
            self.delete_action,
            self.duplicate_action,
            self.rename_action,
            self.select_all_action,
        ):
            edit_menu.addAction(action)
        view_menu = menus.addMenu("&View")
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action, self.actual_action):
            view_menu.addAction(action)
        view_menu.addSeparator()
        for dock in (
            self.upload_dock,
            self.layers_panel,
            self.inspector,
            self.theme_dock,
            self.chat_dock,
            self.account_view,
        ):
            view_menu.addAction(dock.toggleViewAction())

        project.undo.changed.connect(self._update_actions)
        project.selection.changed.connect(lambda _ids: self._update_actions())
        self.editor.selection.changed.connect(lambda _frame_id, _paths: self._update_actions())
        self._update_actions()

    def _make_toolbar(self) -> None:
        """The common actions with icons: from the system's icon theme (freedesktop names), else Qt's own."""
        pixmaps = QStyle.StandardPixmap
        icons = (
            (self.open_action, "Open", "document-open", pixmaps.SP_DialogOpenButton),
            (self.export_action, "Export", "document-save-as", pixmaps.SP_DialogSaveButton),
            (self.fit_action, "Fit", "zoom-fit-best", pixmaps.SP_TitleBarMaxButton),
            (self.actual_action, "100 %", "zoom-original", pixmaps.SP_TitleBarNormalButton),
            (self.undo_action, "Undo", "edit-undo", pixmaps.SP_ArrowBack),
            (self.redo_action, "Redo", "edit-redo", pixmaps.SP_ArrowForward),
        )
        self.toolbar = QToolBar("Tools")
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setIconSize(QSize(20, 20))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action, short, themed, fallback in icons:
            action.setIconText(short)  # stays short while the menu's words change ("Undo Move Home")
            icon = QIcon.fromTheme(themed)
            action.setIcon(icon if not icon.isNull() else self.style().standardIcon(fallback))
            action.setToolTip(
                action.text() + (f" ({action.shortcut().toString()})" if not action.shortcut().isEmpty() else "")
            )
            self.toolbar.addAction(action)
            if action in (self.export_action, self.actual_action):
                self.toolbar.addSeparator()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _update_actions(self) -> None:
        undo = self.studio.project.undo
        chosen = len(self.studio.project.selection)
        self.undo_action.setEnabled(undo.can_undo)
        self.undo_action.setText(f"Undo {undo.undo_text}".strip())
        self.redo_action.setEnabled(undo.can_redo)
        self.redo_action.setText(f"Redo {undo.redo_text}".strip())
        for action in (self.delete_action, self.duplicate_action):
            action.setEnabled(chosen > 0)
        self.rename_action.setEnabled(chosen == 1)
        self.export_action.setEnabled(chosen == 1)
        signed_in = self.sign_in is not None and self.sign_in.signed_in
        self.sign_in_action.setVisible(self.sign_in is not None)
        self.sign_out_action.setVisible(self.sign_in is not None)
        self.sign_in_action.setEnabled(self.sign_in is not None and not signed_in)
        self.sign_out_action.setEnabled(signed_in)

    # -- actions ---------------------------------------------------------------------------------

    def open_images(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, "Open screenshots", "", IMAGE_FILTER)
        self.upload_dock.add_files([Path(name) for name in names])

    def delete_selected(self) -> None:
        """The selected elements, when there are some; else the selected frames."""
        if self.editor.selection:
            self.editor.delete()
        else:
            self.studio.project.delete(self.studio.project.selection.ids)

    def duplicate_selected(self) -> None:
        if self.editor.selection:
            self.editor.duplicate()
        else:
            self.studio.project.duplicate(self.studio.project.selection.ids)

    def _show_inspector(self, _frame_id, paths) -> None:
        """Elements chosen where there were none: the inspector comes to the front."""
        if paths and not getattr(self, "_had_elements", False):
            self.inspector.raise_()
        self._had_elements = bool(paths)

    def walk_elements(self, direction: str) -> None:
        """Esc: out to the parent element (from the page, back to the frame); Enter: into the first
        child (from the frame, its page)."""
        selection = self.editor.selection
        if direction == "up":
            selection.up()
        elif selection and selection.frame_id is not None:
            selection.down(self.editor.document(selection.frame_id))
        elif len(ids := self.studio.project.selection.ids) == 1:
            layers = self.editor.document(ids[0]).layers()
            if layers:
                selection.set(ids[0], [layers[0].path])

    async def upload_image(self, data: bytes, filename: str) -> str:
        """An image for a frame, uploaded to the service: the frame refers to its URL there."""
        return (await self.client.upload_file(data, filename)).url

    def select_all(self) -> None:
        self.studio.project.selection.set(frame.frame_id for frame in self.studio.project.frames)

    def rename_selected(self) -> None:
        ids = self.studio.project.selection.ids
        frame = self.studio.project.frames.get(ids[0]) if len(ids) == 1 else None
        if frame is None:
            return
        dialog = QInputDialog(self)
        dialog.setObjectName("renameDialog")
        dialog.setWindowTitle("Rename frame")
        dialog.setLabelText("Name")
        dialog.setTextValue(frame.label)
        dialog.textValueSelected.connect(lambda text: self.studio.project.rename(frame.frame_id, text))
        dialog.open()

    def open_export(self) -> ExportDialog | None:
        ids = self.studio.project.selection.ids
        frame = self.studio.project.frames.get(ids[0]) if len(ids) == 1 else None
        if frame is None:
            self.statusBar().showMessage("Select one frame to export", 5000)
            return None
        dialog = ExportDialog(self.studio, frame, self.tasks, self)
        dialog.open()
        return dialog

    async def sign_in_again(self) -> None:
        """Sign in to the remote service with the browser, then reopen the project from it."""
        if self.sign_in is None:
            return
        self.statusBar().showMessage("Finish signing in in your browser…")
        try:
            await self.sign_in.sign_in()
        finally:
            self._update_actions()
        self.statusBar().showMessage("Signed in", 5000)
        await self.studio.open(self.studio.project.id)

    async def sign_out(self) -> None:
        """Revoke the browser sign-in at the service and forget its tokens; the project stays
        open from the local cache until the next sign-in."""
        if self.sign_in is None:
            return
        from app.client.oauth import SignInRequiredError

        try:
            await self.sign_in.sign_out()
        finally:
            self._update_actions()
            self.studio.service_failed(SignInRequiredError("signed_out", "signed out"))
        self.statusBar().showMessage("Signed out", 5000)

    def open_settings(self):
        """The settings dialog; saving it asks the app to reconnect this window."""
        from app.desktop.credentials import KeyStore
        from app.desktop.settings_dialog import SettingsDialog

        if self.keys is None:
            self.keys = KeyStore()
        dialog = SettingsDialog(self.data_dir, self.keys, self, open_browser=self.open_browser)
        dialog.saved.connect(self._settings_saved)
        dialog.open()
        return dialog

    def _settings_saved(self, settings) -> None:
        if self.isSignalConnected(QMetaMethod.fromSignal(self.reconnect_requested)):
            self.statusBar().showMessage("Settings saved: reconnecting…", 5000)
            self.reconnect_requested.emit(settings)
        else:  # a window built in-process by a script: nothing here can restart it
            self.statusBar().showMessage("Settings saved: they apply the next time Framewright starts", 15000)

    def show_error(self, failure: BaseException) -> None:
        from app.client import ServiceError

        if isinstance(failure, ServiceError):
            self.studio.service_failed(failure)
        self.statusBar().showMessage(describe(failure), 15000)

    # -- state -----------------------------------------------------------------------------------

    def _show_state(self) -> None:
        where = {"embedded": "Embedded engine", "remote": "Remote service"}.get(self.mode, self.mode)
        state = STATE_WORDS.get(self.studio.state, "connecting…")
        if self.sign_in is not None and self.studio.state == REFUSED:
            state = "signed out" if not self.sign_in.signed_in else "sign-in refused"
        self.service_label.setText(f"{where}: {state}")
        self.service_label.setToolTip(self.studio.state_reason)

    def _project_opened(self) -> None:
        self.setWindowTitle(f"{self.studio.project.name} — Framewright")
        self.canvas.fit()

    def _repaint_all(self) -> None:
        for item in self.scene.items_by_id.values():
            self.pictures(item)

    # -- layout and closing ----------------------------------------------------------------------

    def _layout_settings(self) -> QSettings:
        return QSettings(str(self.data_dir / "desktop-layout.ini"), QSettings.Format.IniFormat)

    def _restore_layout(self) -> None:
        stored = self._layout_settings()
        if (geometry := stored.value("geometry")) is not None:
            self.restoreGeometry(geometry)
        if (state := stored.value("state")) is not None:
            self.restoreState(state)

    def _save_layout(self) -> None:
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            stored = self._layout_settings()
            stored.setValue("geometry", self.saveGeometry())
            stored.setValue("state", self.saveState())
            stored.sync()
        except OSError:
            pass

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Closing stops the window's work and joins every thread it started (its own and the snapshot
        writer's), so its process can end as soon as it likes; `shutdown` releases the rest."""
        self._save_layout()
        self.tasks.close()
        self.snapshots.stop_writing()
        super().closeEvent(event)
        self.closed.emit()

    async def shutdown(self) -> None:
        """Release what the window holds, in a safe order: its tasks and streams are cancelled and
        awaited first (so none touches a page or widget afterwards), then the studio stops its
        retries, the snapshot pages go (each before its profile), and the cache and client close.
        The window itself can then be deleted. Calling it again does nothing."""
        if self.is_shut_down:
            return
        self.is_shut_down = True
        running = self.tasks.close()
        if running:
            await asyncio.wait(running, timeout=5)
        await self.studio.close()
        self.live.close()
        self.layouts.close()
        self.snapshots.close()
        self.studio.cache.close()
        await self.client.aclose()
        if self.sign_in is not None:
            await self.sign_in.aclose()
