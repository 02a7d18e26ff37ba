"""Settings: work on the embedded engine, or on a remote service with its base URL and either an
API key or a sign-in with the browser.

The base URL goes to the settings file; the key, or the sign-in's tokens, go to the OS keyring
(or, without a secure keyring, stay in memory for this session, and the dialog says so). Saving
asks the app to reconnect: the window is replaced by one on the chosen service.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.client import ServiceClient
from app.desktop import paths
from app.desktop.async_tasks import TaskSet
from app.desktop.credentials import KeyStore
from app.desktop.settings_file import BROWSER, DesktopSettings
from app.desktop.sign_in import DESKTOP_CLIENT_ID, BrowserSignIn, open_system_browser, stored_tokens
from app.desktop.startup import remote_key_account
from app.desktop.wording import describe


def check_base_url(text: str) -> str:
    """The service's base URL, tidied; ValueError with the reason in words when it is not one."""
    url = text.strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError("Enter the service's address, starting with https:// (or http:// on this computer)")
    if parts.scheme == "http" and parts.hostname not in ("127.0.0.1", "localhost", "::1"):
        raise ValueError("A remote service must use https:// so the API key is not sent in the clear")
    if not parts.path.endswith("/api/v1"):
        url += "/api/v1"
    return url


class SettingsDialog(QDialog):
    saved = Signal(object)  # DesktopSettings: the app reconnects to what they name

    def __init__(
        self,
        data_dir: Path,
        keys: KeyStore,
        parent: QWidget | None = None,
        *,
        open_browser: Callable[[str], Any] = open_system_browser,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle("Settings")
        self.setAccessibleName("Settings")
        self.data_dir = data_dir
        self.keys = keys
        self.settings = DesktopSettings.load(paths.settings_file(data_dir))
        self.open_browser = open_browser
        self.tasks = TaskSet(on_error=self._failed)
        self.signed_in_as: str | None = None
        self.embedded = QRadioButton("Embedded engine on this computer")
        self.embedded.setAccessibleName("Use the embedded engine")
        self.remote = QRadioButton("Remote service")
        self.remote.setAccessibleName("Use a remote service")
        choice = QButtonGroup(self)
        choice.addButton(self.embedded)
        choice.addButton(self.remote)
        self.url = QLineEdit(self.settings.remote_url or "")
        self.url.setPlaceholderText("https://framewright.example.com")
        self.url.setAccessibleName("Service address")
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText("fw_live_…")
        self.key.setAccessibleName("API key")
        if self.settings.remote_url and keys.get(remote_key_account(self.settings.remote_url)):
            self.key.setPlaceholderText("kept: leave empty to keep it")
        self.with_key = QRadioButton("API key")
        self.with_key.setAccessibleName("Use an API key")
        self.with_browser = QRadioButton("Sign in with the browser")
        self.with_browser.setAccessibleName("Sign in with the browser")
        how = QButtonGroup(self)
        how.addButton(self.with_key)
        how.addButton(self.with_browser)
        self.sign_in_button = QPushButton("Sign in…")
        self.sign_in_button.setObjectName("signIn")
        self.sign_in_button.setAccessibleName("Sign in with the browser")
        self.sign_in_button.clicked.connect(lambda: self._run(self.sign_in()))
        self.sign_out_button = QPushButton("Sign out")
        self.sign_out_button.setObjectName("signOut")
        self.sign_out_button.setAccessibleName("Sign out of the service")
        self.sign_out_button.clicked.connect(lambda: self._run(self.sign_out()))
        self.sign_in_state = QLabel("")
        self.sign_in_state.setObjectName("signInState")
        self.sign_in_state.setWordWrap(True)
        self.sign_in_state.setAccessibleName("Sign-in state")
        self.key_note = QLabel(keys.where)
        self.key_note.setObjectName("settingsKeyNote")
        self.key_note.setWordWrap(True)
        self.key_note.setAccessibleName("Where the API key is kept")
        self.message = QLabel("")
        self.message.setObjectName("settingsMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b91c1c")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setAccessibleName("Save and reconnect")
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("Address", self.url)
        form.addRow(self.with_key)
        form.addRow("API key", self.key)
        form.addRow(self.with_browser)
        sign_in_row = QHBoxLayout()
        sign_in_row.addWidget(self.sign_in_button)
        sign_in_row.addWidget(self.sign_out_button)
        sign_in_row.addWidget(self.sign_in_state, 1)
        form.addRow(sign_in_row)
        layout = QVBoxLayout(self)
        layout.addWidget(self.embedded)
        layout.addWidget(self.remote)
        layout.addLayout(form)
        layout.addWidget(self.key_note)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        (self.remote if self.settings.remote_url else self.embedded).setChecked(True)
        (self.with_browser if self.settings.remote_auth == BROWSER else self.with_key).setChecked(True)
        self.remote.toggled.connect(self._enable_fields)
        self.with_browser.toggled.connect(self._enable_fields)
        self.url.textChanged.connect(self._enable_fields)
        self.finished.connect(lambda _result: self.tasks.close())
        self._enable_fields()

    def _enable_fields(self) -> None:
        remote = self.remote.isChecked()
        browser = self.with_browser.isChecked()
        for field in (self.url, self.with_key, self.with_browser):
            field.setEnabled(remote)
        self.key.setEnabled(remote and not browser)
        url = self._url_or_none()
        signed_in = url is not None and stored_tokens(self.keys, url) is not None
        busy = self.tasks.busy
        self.sign_in_button.setEnabled(remote and browser and url is not None and not busy)
        self.sign_out_button.setEnabled(remote and browser and signed_in and not busy)
        if not busy:
            self.sign_in_state.setText(
                ""
                if not (remote and browser)
                else "Not signed in"
                if not signed_in
                else f"Signed in as {self.signed_in_as}"
                if self.signed_in_as
                else "Signed in"
            )

    def _run(self, work) -> None:
        task = self.tasks.spawn(work)
        task.add_done_callback(lambda _task: self._enable_fields())
        self._enable_fields()

    def _url_or_none(self) -> str | None:
        try:
            return check_base_url(self.url.text())
        except ValueError:
            return None

    def _failed(self, failure: BaseException) -> None:
        self.message.setText(describe(failure))
        self._enable_fields()

    async def sign_in(self) -> str | None:
        """Sign in with the browser at the address given; returns the email signed in with."""
        try:
            url = check_base_url(self.url.text())
        except ValueError as wrong:
            self.message.setText(str(wrong))
            return None
        self.message.setText("")
        self.signed_in_as = None
        self.sign_in_state.setText("Finish signing in in your browser…")
        sign_in = BrowserSignIn(
            url, self.keys, client_id=self.settings.oauth_client_id or DESKTOP_CLIENT_ID, open_browser=self.open_browser
        )
        try:
            await sign_in.sign_in()
            async with ServiceClient(url, None, auth=sign_in.auth()) as service:
                me = await service.me()
        finally:
            await sign_in.aclose()
        self.signed_in_as = me.email
        return me.email

    async def sign_out(self) -> None:
        """Revoke this service's sign-in and forget its tokens."""
        url = self._url_or_none()
        if url is None:
            return
        sign_in = BrowserSignIn(url, self.keys, client_id=self.settings.oauth_client_id or DESKTOP_CLIENT_ID)
        self.signed_in_as = None
        try:
            await sign_in.sign_out()
        finally:
            await sign_in.aclose()

    def save(self) -> DesktopSettings | None:
        """Write the choice (the key to the keyring, never to the file) and ask to reconnect."""
        settings = DesktopSettings.load(paths.settings_file(self.data_dir))
        if self.remote.isChecked():
            try:
                url = check_base_url(self.url.text())
            except ValueError as wrong:
                self.message.setText(str(wrong))
                return None
            if self.with_browser.isChecked():
                if stored_tokens(self.keys, url) is None:
                    self.message.setText("Sign in first: press Sign in… and finish in your browser")
                    return None
                settings.remote_auth = BROWSER
            else:
                key = self.key.text().strip()
                if not key and not self.keys.get(remote_key_account(url)):
                    self.message.setText("Enter the API key for this service (Account → API keys on its site)")
                    return None
                if key:
                    self.keys.put(remote_key_account(url), key)
                self.key.clear()
                settings.remote_auth = None
            if settings.remote_url != url:
                settings.project_id = None  # the project opened last lives on the other service
            settings.remote_url = url
        else:
            if settings.remote_url is not None:
                settings.project_id = None
            settings.remote_url = None
        settings.save(paths.settings_file(self.data_dir))
        self.settings = settings
        self.key_note.setText(self.keys.where)
        self.message.setText("")
        self.saved.emit(settings)
        self.accept()
        return settings
