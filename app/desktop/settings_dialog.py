"""Settings: work on the embedded engine, or on a remote service with its base URL and API key.

The base URL goes to the settings file; the key goes to the OS keyring (or, without a secure
keyring, stays in memory for this session, and the dialog says so). Saving asks the app to
reconnect: the window is replaced by one on the chosen service.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.desktop import paths
from app.desktop.credentials import KeyStore
from app.desktop.settings_file import DesktopSettings
from app.desktop.startup import remote_key_account


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

    def __init__(self, data_dir: Path, keys: KeyStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle("Settings")
        self.setAccessibleName("Settings")
        self.data_dir = data_dir
        self.keys = keys
        self.settings = DesktopSettings.load(paths.settings_file(data_dir))
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
        form.addRow("API key", self.key)
        layout = QVBoxLayout(self)
        layout.addWidget(self.embedded)
        layout.addWidget(self.remote)
        layout.addLayout(form)
        layout.addWidget(self.key_note)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        (self.remote if self.settings.remote_url else self.embedded).setChecked(True)
        self.remote.toggled.connect(self._enable_fields)
        self._enable_fields()

    def _enable_fields(self) -> None:
        for field in (self.url, self.key):
            field.setEnabled(self.remote.isChecked())

    def save(self) -> DesktopSettings | None:
        """Write the choice (the key to the keyring, never to the file) and ask to reconnect."""
        settings = DesktopSettings.load(paths.settings_file(self.data_dir))
        if self.remote.isChecked():
            try:
                url = check_base_url(self.url.text())
            except ValueError as wrong:
                self.message.setText(str(wrong))
                return None
            key = self.key.text().strip()
            if not key and not self.keys.get(remote_key_account(url)):
                self.message.setText("Enter the API key for this service (Account → API keys on its site)")
                return None
            if key:
                self.keys.put(remote_key_account(url), key)
            self.key.clear()
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
