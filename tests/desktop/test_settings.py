"""Settings: a remote service's base URL and API key (the key in the OS keyring, or in memory
when there is no secure keyring, and the dialog says so); saving reconnects the window."""

from __future__ import annotations

import json

import shiboken6

from app.desktop import paths
from app.desktop.credentials import SERVICE_NAME
from app.desktop.launch import switch_service
from tests.desktop.conftest import dispose, release_deleted, wait_opened


def offline_window(make_window, closed_port, data_dir):
    return make_window(f"http://127.0.0.1:{closed_port}/api/v1", "not-a-key", data_dir=data_dir, open_project=False)


def listen_for_reconnect(window) -> list:
    requested = []
    window.reconnect_requested.connect(requested.append)
    return requested


def test_a_remote_service_is_saved_with_its_key_in_the_keyring_and_the_window_reconnects(
    qtbot, qapp, run, engine, account, make_window, tmp_path, closed_port, os_keyring
):
    data_dir = tmp_path / "desktop"
    window = offline_window(make_window, closed_port, data_dir)
    requested = listen_for_reconnect(window)
    dialog = window.open_settings()
    assert dialog.objectName() == "settingsDialog" and dialog.embedded.isChecked() and not dialog.url.isEnabled()
    assert "system keyring" in dialog.key_note.text()

    dialog.remote.setChecked(True)
    dialog.url.setText("ftp://example.com")
    dialog.key.setText(account.api_key)
    dialog.save_button.click()
    assert "https://" in dialog.message.text() and not requested
    dialog.url.setText("http://framewright.example.com")  # a remote service over plain HTTP: refused
    dialog.save_button.click()
    assert "https://" in dialog.message.text() and not requested

    dialog.url.setText(engine.site_url)  # on this computer plain HTTP is fine; /api/v1 is added
    dialog.save_button.click()
    assert dialog.message.text() == "" and len(requested) == 1
    assert requested[0].remote_url == engine.base_url
    stored = paths.settings_file(data_dir).read_text()
    assert json.loads(stored)["remote_url"] == engine.base_url and account.api_key not in stored
    assert os_keyring.secrets[(SERVICE_NAME, f"api-key:remote:{engine.base_url}")] == account.api_key

    again, connection = run(switch_service(window, None, data_dir, window.keys))
    try:
        release_deleted(qapp)
        assert not shiboken6.isValid(window)  # the old window is gone, not hidden
        again.show()
        assert connection.mode == "remote" and connection.api_key == account.api_key
        wait_opened(qtbot, again)
        assert again.service_label.text() == "Remote service: connected"
    finally:
        dispose(run, again)


def test_without_a_secure_keyring_the_dialog_says_the_key_stays_in_memory(
    qtbot, qapp, run, engine, account, make_window, tmp_path, closed_port, no_secure_keyring
):
    data_dir = tmp_path / "desktop"
    window = offline_window(make_window, closed_port, data_dir)
    requested = listen_for_reconnect(window)
    dialog = window.open_settings()
    assert "memory for this session" in dialog.key_note.text()
    dialog.remote.setChecked(True)
    dialog.url.setText(engine.base_url)
    dialog.key.setText(account.api_key)
    dialog.save_button.click()
    assert len(requested) == 1
    for path in data_dir.rglob("*"):
        if path.is_file() and not path.name.startswith("desktop-cache.db"):
            assert account.api_key.encode() not in path.read_bytes()

    again, connection = run(switch_service(window, None, data_dir, window.keys))
    try:
        again.show()
        assert connection.api_key == account.api_key  # kept in memory for this session
        assert "memory for this session" in again.key_label.text()
        wait_opened(qtbot, again)
        assert again.service_label.text() == "Remote service: connected"
    finally:
        dispose(run, again)
