"""The main window: the canvas in the centre, docks around it, menus, and the service state."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QMetaMethod, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QMainWindow

from app.desktop import paths
from app.desktop.account_view import AccountView
from app.desktop.async_tasks import TaskSet
from app.desktop.canvas import CanvasScene, CanvasView
from app.desktop.canvas.live_frame import LiveFrame
from app.desktop.chat_dock import ChatDock
from app.desktop.export_dialog import ExportDialog
from app.desktop.frame_pictures import FramePictures
from app.desktop.original_overlay import OriginalOverlay
from app.desktop.sign_in import BrowserSignIn, open_system_browser
from app.desktop.originals import Originals
from app.desktop.snapshots import SnapshotPool
from app.desktop.studio import OFFLINE, ONLINE, REFUSED, Studio
from app.desktop.theme_dock import ThemeDock
from app.desktop.upload_dock import IMAGE_FILTER, UploadDock
from app.desktop.wording import describe

STATE_WORDS = {ONLINE: "connected", OFFLINE: "offline", REFUSED: "key refused"}


class MainWindow(QMainWindow):
    closed = Signal()
    reconnect_requested = Signal(object)  # DesktopSettings saved in the settings dialog

    def __init__(self, studio: Studio, snapshots: SnapshotPool, *, data_dir: Path, mode: str = "remote",
                 key_note: str = "", sign_in: BrowserSignIn | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle("Framewright")
        self.studio = studio
        self.client = studio.client
        self.snapshots = snapshots
        self.data_dir = data_dir
        self.mode = mode
        self.key_note = key_note
        self.keys = None  # the KeyStore the app started with (one is made when settings need it)
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

        self.originals = Originals(paths.originals_dir(data_dir))
        self.upload_dock = UploadDock(studio, self.tasks, self.originals)
        self.overlay = OriginalOverlay(self.scene, studio.project, self.originals)
        self.upload_dock.add_control(self.overlay)
        self.upload_dock.frame_made.connect(self.overlay.frame_made)
        self.theme_dock = ThemeDock(studio, self.tasks)
        self.chat_dock = ChatDock(studio, self.tasks)
        self.account_view = AccountView(studio, self.tasks)
        for area, dock in ((Qt.DockWidgetArea.LeftDockWidgetArea, self.upload_dock),
                           (Qt.DockWidgetArea.LeftDockWidgetArea, self.account_view),
                           (Qt.DockWidgetArea.RightDockWidgetArea, self.theme_dock),
                           (Qt.DockWidgetArea.RightDockWidgetArea, self.chat_dock)):
            self.addDockWidget(area, dock)
        self.tabifyDockWidget(self.upload_dock, self.account_view)
        self.upload_dock.raise_()
        self.tabifyDockWidget(self.theme_dock, self.chat_dock)
        self.theme_dock.raise_()
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
        self.sign_in_action = self._action("Sign in…", lambda: self.tasks.spawn(self.sign_in_again()), None,
                                           "sign_in")
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
        for action in (self.undo_action, self.redo_action, self.delete_action, self.duplicate_action,
                       self.rename_action, self.select_all_action):
            edit_menu.addAction(action)
        view_menu = menus.addMenu("&View")
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action, self.actual_action):
            view_menu.addAction(action)
        view_menu.addSeparator()
        for dock in (self.upload_dock, self.theme_dock, self.chat_dock, self.account_view):
            view_menu.addAction(dock.toggleViewAction())

        project.undo.changed.connect(self._update_actions)
        project.selection.changed.connect(lambda _ids: self._update_actions())
        self._update_actions()

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
        self.studio.project.delete(self.studio.project.selection.ids)

    def duplicate_selected(self) -> None:
        self.studio.project.duplicate(self.studio.project.selection.ids)

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
        self.snapshots.close()
        self.studio.cache.close()
        await self.client.aclose()
        if self.sign_in is not None:
            await self.sign_in.aclose()
