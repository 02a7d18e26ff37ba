"""The account's API keys in the account view: the list, a new key (its secret shown once), and
revoking a key (never the one this app is using)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.contract import ApiKey, CreatedApiKey
from app.contract.keys import DEFAULT_KEY_NAME
from app.contract.limits import MAX_NAME_LENGTH
from app.desktop.async_tasks import TaskSet
from app.desktop.studio import Studio
from app.desktop.wording import describe

THIS_APP = "This app"
CURRENT_KEY_NOTE = "This app uses this key, so it cannot be revoked here"


def when(moment: datetime | None, *, time: bool = True) -> str:
    return "never" if moment is None else moment.astimezone().strftime("%d %b %Y %H:%M" if time else "%d %b %Y")


class KeyNameDialog(QDialog):
    """Asks what the new key is for; an empty name takes the service's default."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newKeyDialog")
        self.setAccessibleName("New API key")
        self.setWindowTitle("New API key")
        self.name = QLineEdit()
        self.name.setObjectName("newKeyName")
        self.name.setAccessibleName("Key name")
        self.name.setPlaceholderText(DEFAULT_KEY_NAME)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        explain = QLabel("Name the key after where it will be used, e.g. “CI” or “Laptop”.")
        explain.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.create_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText("Create key")
        self.create_button.setAccessibleName("Create key")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName("Cancel new key")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addWidget(self.name)
        layout.addWidget(buttons)

    def chosen_name(self) -> str | None:
        return self.name.text().strip() or None


class NewKeySecretDialog(QDialog):
    """The new key's secret, this once: copy it now, it cannot be shown again."""

    def __init__(self, created: CreatedApiKey, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newKeySecret")
        self.setAccessibleName("New API key")
        self.setWindowTitle("New API key")
        self.setMinimumWidth(460)
        note = QLabel(
            f"This is the key “{created.name}”. Copy it now and keep it somewhere safe: it will not be shown again."
        )
        note.setObjectName("newKeyNote")
        note.setWordWrap(True)
        self.secret = QLineEdit(created.api_key)
        self.secret.setObjectName("newKeyValue")
        self.secret.setAccessibleName("New API key")
        self.secret.setReadOnly(True)
        self.secret.setFont(QFont("monospace"))
        self.secret.selectAll()
        self.copy_button = QPushButton("Copy")
        self.copy_button.setAccessibleName("Copy key")
        self.copy_button.clicked.connect(self.copy)
        self.copied = QLabel("")
        self.copied.setAccessibleName("Copy state")
        done = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = done.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText("Done")
        self.close_button.setAccessibleName("Done")
        done.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.secret, 1)
        row.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(row)
        layout.addWidget(self.copied)
        layout.addWidget(done)
        self.finished.connect(lambda _result: self.secret.clear())  # gone from the window once closed

    def copy(self) -> None:
        data = QMimeData()
        data.setText(self.secret.text())
        data.setData("x-kde-passwordManagerHint", b"secret")  # clipboard managers: keep no history of it
        QGuiApplication.clipboard().setMimeData(data)
        self.copied.setText("Copied to the clipboard.")


class KeyRow(QWidget):
    """One key in the list: its name (and "This app" for the key in use here), its first
    characters, when it was made and last used, and its Revoke button."""

    def __init__(self, key: ApiKey, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.name = QLabel(key.name)
        self.name.setObjectName("keyName")
        bold = QFont(self.font())
        bold.setBold(True)
        self.name.setFont(bold)
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.marker = QLabel(THIS_APP if key.current else "")
        self.marker.setObjectName("keyInUse")
        if key.current:
            self.marker.setToolTip("The key this app is using")
            self.marker.setStyleSheet(
                "QLabel { color: #3730a3; background: #e0e7ff; border-radius: 4px; padding: 0 5px; }"
            )
        self.details = QLabel(
            f"{key.prefix}… · created {when(key.created_at, time=False)} · last used {when(key.last_used)}"
        )
        self.details.setObjectName("keyDetails")
        self.details.setWordWrap(True)
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() - 1))
        self.details.setFont(small)
        self.revoke = QPushButton("Revoke")
        self.revoke.setAccessibleName(f"Revoke {key.name}")
        if key.current:
            self.revoke.setEnabled(False)
            self.revoke.setToolTip(CURRENT_KEY_NOTE)
            self.revoke.setAccessibleDescription(CURRENT_KEY_NOTE)
        top = QHBoxLayout()
        top.addWidget(self.name)
        top.addWidget(self.marker)
        top.addStretch(1)
        top.addWidget(self.revoke)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.details)

    def description(self) -> str:
        key = self.key
        return (
            f"{key.name}{', used by this app' if key.current else ''}; key {key.prefix}…; "
            f"created {when(key.created_at)}; last used {when(key.last_used)}"
        )


class ApiKeysPanel(QGroupBox):
    """The key list with "New key" and a Revoke button per key; `keys_changed` follows the list,
    `key_chosen` tells which key was selected in it."""

    keys_changed = Signal(list)
    key_chosen = Signal(str)

    def __init__(self, studio: Studio, tasks: TaskSet, parent: QWidget | None = None) -> None:
        super().__init__("API keys", parent)
        self.setObjectName("apiKeys")
        self.setAccessibleName("API keys")
        self.studio = studio
        self.tasks = tasks
        self.keys: list[ApiKey] = []
        self.rows: dict[str, KeyRow] = {}
        self.name_dialog: KeyNameDialog | None = None
        self.secret_dialog: NewKeySecretDialog | None = None
        self.confirm: QMessageBox | None = None
        self.list = QListWidget()
        self.list.setObjectName("apiKeysList")
        self.list.setAccessibleName("API keys of the account")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setToolTip("Select a key to see its usage")
        self.list.itemSelectionChanged.connect(self._selected)
        self.new_button = QPushButton("New key…")
        self.new_button.setObjectName("newKey")
        self.new_button.setAccessibleName("New API key")
        self.new_button.clicked.connect(self.ask_name)
        self.message = QLabel("")
        self.message.setObjectName("apiKeysMessage")
        self.message.setAccessibleName("API keys message")
        self.message.setWordWrap(True)
        explain = QLabel(
            "Keys let other programs use the service as this account. A key's secret is shown once, when it is made."
        )
        explain.setWordWrap(True)
        actions = QHBoxLayout()
        actions.addWidget(self.new_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addWidget(self.list)
        layout.addLayout(actions)
        layout.addWidget(self.message)

    # -- the list ------------------------------------------------------------------------------

    async def load(self) -> None:
        try:
            keys = await self.studio.client.list_keys()
        except Exception as failure:
            self.message.setText(describe(failure))
            return
        self.show_keys(keys)

    def show_keys(self, keys: list[ApiKey]) -> None:
        self.keys = list(keys)
        self.rows = {}
        self.list.blockSignals(True)
        self.list.clear()
        for key in self.keys:
            row = KeyRow(key)
            row.revoke.clicked.connect(lambda _checked=False, chosen=key: self.ask_revoke(chosen))
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, key.id)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, row.description())
            item.setSizeHint(row.sizeHint())
            self.list.addItem(item)
            self.list.setItemWidget(item, row)
            self.rows[key.id] = row
        self.list.blockSignals(False)
        height = sum(self.list.sizeHintForRow(index) for index in range(self.list.count()))
        self.list.setFixedHeight(max(height, 28) + 2 * self.list.frameWidth() + 2)
        self.keys_changed.emit(self.keys)

    def row_of(self, key_id: str) -> int | None:
        return next((row for row, key in enumerate(self.keys) if key.id == key_id), None)

    def _selected(self) -> None:
        chosen = self.list.selectedItems()
        if chosen:
            self.key_chosen.emit(chosen[0].data(Qt.ItemDataRole.UserRole))

    # -- a new key -------------------------------------------------------------------------------

    def ask_name(self) -> KeyNameDialog:
        dialog = self.name_dialog = KeyNameDialog(self.window())
        dialog.accepted.connect(lambda: self.tasks.spawn(self.create_key(dialog.chosen_name())))
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()
        return dialog

    async def create_key(self, name: str | None) -> None:
        self.new_button.setEnabled(False)
        try:
            created = await self.studio.client.create_key(name)
        except Exception as failure:
            self.message.setText(describe(failure))
            return
        finally:
            self.new_button.setEnabled(True)
        self.message.setText(f"Made the key “{created.name}”.")
        dialog = self.secret_dialog = NewKeySecretDialog(created, self.window())  # the one place it is kept
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()
        await self.load()

    def _closed(self, dialog: QDialog) -> None:
        dialog.deleteLater()
        for attribute in ("name_dialog", "secret_dialog", "confirm"):
            if getattr(self, attribute) is dialog:
                setattr(self, attribute, None)

    # -- revoking --------------------------------------------------------------------------------

    def ask_revoke(self, key: ApiKey) -> QMessageBox | None:
        if key.current:
            self.message.setText(CURRENT_KEY_NOTE + ".")
            return None
        self.confirm = QMessageBox(
            QMessageBox.Icon.Warning,
            "Revoke API key",
            f"Revoke “{key.name}” ({key.prefix}…)? Programs using it will be refused "
            "from now on. This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.window(),
        )
        self.confirm.setObjectName("revokeKeyConfirm")
        self.confirm.setAccessibleName("Revoke API key")
        yes = self.confirm.button(QMessageBox.StandardButton.Yes)
        yes.setText("Revoke")
        yes.setAccessibleName(f"Revoke {key.name}")
        self.confirm.setDefaultButton(QMessageBox.StandardButton.Cancel)
        confirm = self.confirm

        def answered(_result: int) -> None:
            if confirm.standardButton(confirm.clickedButton()) == QMessageBox.StandardButton.Yes:
                self.tasks.spawn(self.revoke(key))
            self._closed(confirm)

        confirm.finished.connect(answered)
        confirm.open()
        return confirm

    async def revoke(self, key: ApiKey) -> None:
        button = self.rows[key.id].revoke if key.id in self.rows else None
        if button is not None:
            button.setEnabled(False)
        try:
            await self.studio.client.revoke_key(key.id)
        except Exception as failure:
            self.message.setText(describe(failure))
            if button is not None:
                button.setEnabled(True)
            return
        self.message.setText(f"Revoked the key “{key.name}”.")
        await self.load()
