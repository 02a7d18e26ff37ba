"""A program that makes a main window, lets it work, closes it and returns from main ends with
status 0: every thread and pool the window started is stopped and joined when it closes (Qt
aborts a process whose QThread is destroyed while still running)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.desktop.conftest import CORPUS
from tests.desktop.test_canvas import seed

ROOT = Path(__file__).resolve().parents[2]
SCREEN = CORPUS / "03_jquery_weui_form.png"


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])  # a host name is looked up in a thread too
def test_a_closed_window_lets_its_process_exit_cleanly(run, engine, account, tmp_path, host):
    project_id = seed(run, engine, account, [("#336699", "One"), ("#993366", "Two")])
    base_url = engine.base_url.replace("127.0.0.1", host)
    program = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.desktop.window_then_exit",
            base_url,
            account.api_key,
            project_id,
            str(tmp_path / "desktop"),
            str(SCREEN),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    steps = program.stdout.split()
    assert steps == ["opened", "pictured", "converted", "closed"], program.stderr[-3000:]
    assert "QThread: Destroyed" not in program.stderr
    assert program.returncode == 0, program.stderr[-3000:]
