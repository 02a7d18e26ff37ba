"""Start-up on the embedded engine: first-run account, the key in the keyring (or only in memory),
a new key when the old one is not kept, and no engine left behind on quit."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import httpx

from app.desktop import paths
from app.desktop.credentials import SERVICE_NAME
from app.desktop.launch import open_studio
from tests.desktop.conftest import dispose


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is as good as gone
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def start(run, data_dir):
    window, connection = run(open_studio(data_dir), timeout=180)
    window.show()
    return window, connection


def stop(run, window, connection) -> int:
    pid = connection.engine.pid
    dispose(run, window)
    run(connection.engine.stop())
    return pid


def test_first_run_creates_a_lite_account_keeps_the_key_in_the_keyring_and_quits_clean(
    qtbot, run, tmp_path, os_keyring
):
    data_dir = tmp_path / "data"
    window, connection = start(run, data_dir)
    try:
        assert connection.mode == "embedded" and connection.base_url.startswith("http://127.0.0.1:")
        pid = connection.engine.pid
        assert pid and alive(pid)
        me = httpx.get(connection.base_url + "/me", headers={"Authorization": f"Bearer {connection.api_key}"}).json()
        assert me["plan"] == "lite" and me["id"] == connection.account_id

        stored = paths.settings_file(data_dir).read_text()
        assert json.loads(stored)["account_id"] == connection.account_id
        assert connection.api_key not in stored  # the secret is not in the settings file
        for path in data_dir.rglob("*"):  # nor in any plain file the desktop wrote
            if path.is_file() and path.suffix in (".json", ".ini"):
                assert connection.api_key not in path.read_text(errors="ignore")
        assert os_keyring.secrets[(SERVICE_NAME, f"api-key:{connection.account_id}")] == connection.api_key

        assert window.findChild(type(window.canvas), "canvas") is window.canvas
        qtbot.waitUntil(lambda: window.studio.project.id is not None, timeout=30000)
        assert window.service_label.text() == "Embedded engine: connected"
        assert "system keyring" in window.key_label.text()
    finally:
        pid = stop(run, window, connection)
    assert not alive(pid)

    # the next start finds the account and the key
    again, second = start(run, data_dir)
    try:
        assert (second.account_id, second.api_key) == (connection.account_id, connection.api_key)
    finally:
        stop(run, again, second)

    # a start without the key (the keyring was cleared) asks for a new key on the same account
    os_keyring.secrets.clear()
    third_window, third = start(run, data_dir)
    try:
        assert third.account_id == connection.account_id and third.api_key != connection.api_key
        answer = httpx.get(third.base_url + "/me", headers={"Authorization": f"Bearer {third.api_key}"})
        assert answer.status_code == 200 and answer.json()["id"] == connection.account_id
    finally:
        stop(run, third_window, third)


def test_without_a_secure_keyring_the_key_stays_in_memory_and_the_window_says_so(
    qtbot, run, tmp_path, no_secure_keyring
):
    data_dir = tmp_path / "data"
    window, connection = start(run, data_dir)
    try:
        assert "memory for this session" in window.key_label.text()
        assert window.key_label.isVisible()
        for path in data_dir.rglob("*"):
            if path.is_file() and not path.name.startswith("framewright.db"):
                assert connection.api_key.encode() not in path.read_bytes()
    finally:
        stop(run, window, connection)

    # the next start cannot find the key, so the same account gets a new one
    again, second = start(run, data_dir)
    try:
        assert second.account_id == connection.account_id and second.api_key != connection.api_key
    finally:
        stop(run, again, second)


def test_the_framewright_command_opens_the_window_and_leaves_no_engine_behind(tmp_path):
    environment = dict(
        os.environ,
        FRAMEWRIGHT_DATA_DIR=str(tmp_path / "data"),
        PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",
        PYTHONUNBUFFERED="1",
    )
    app = subprocess.Popen([sys.executable, "-m", "app"], stderr=subprocess.PIPE, text=True, env=environment)
    engine_pid = None
    try:
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            line = app.stderr.readline()
            if not line:
                break
            if "engine started (pid" in line:
                engine_pid = int(line.split("(pid ")[1].split(")")[0])
                break
        assert engine_pid and alive(engine_pid), "the app did not start its engine"
        time.sleep(1.0)  # the window is up and the project opening
        app.send_signal(signal.SIGTERM)
        assert app.wait(timeout=60) == 0
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    deadline = time.monotonic() + 5
    while alive(engine_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(engine_pid)
