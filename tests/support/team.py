"""A team's service for tests: `framewright serve` and `framewright worker` subprocesses on one PostgreSQL database."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

FRAMEWRIGHT = [sys.executable, "-m", "app"]
ENV = {
    **os.environ,
    "QT_QPA_PLATFORM": "offscreen",
    "QTWEBENGINE_CHROMIUM_FLAGS": "--no-sandbox --disable-gpu",
    "PYTHONUNBUFFERED": "1",
}


@dataclass
class Process:
    popen: subprocess.Popen
    log: Path  # standard error: the JSON log lines
    origin: str = ""  # engines only
    metrics_port: int | None = None  # workers only
    stopped: bool = field(default=False)

    def log_lines(self) -> list[dict]:
        lines = []
        for line in self.log.read_text(errors="replace").splitlines():
            if line.startswith("{"):
                lines.append(json.loads(line))
        return lines

    def stop(self) -> None:
        if self.stopped:
            return
        self.stopped = True
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGINT)
            try:
                self.popen.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(timeout=10)

    def kill(self) -> None:
        """kill -9: no goodbye, no cleanup, as when a machine dies."""
        self.stopped = True
        self.popen.send_signal(signal.SIGKILL)
        self.popen.wait(timeout=10)


def start_engine(database_url: str, data_dir: Path, *flags: str) -> Process:
    log = data_dir.with_suffix(".log")
    data_dir.mkdir(parents=True, exist_ok=True)
    popen = subprocess.Popen(
        [
            *FRAMEWRIGHT,
            "serve",
            "--port",
            "0",
            "--data-dir",
            str(data_dir),
            "--database-url",
            database_url,
            "--log-level",
            "info",
            *flags,
        ],
        stdout=subprocess.PIPE,
        stderr=log.open("w"),
        text=True,
        env=ENV,
    )
    line = popen.stdout.readline().strip()
    if not line.startswith("listening on http://127.0.0.1:"):
        popen.kill()
        raise RuntimeError(f"the engine did not start: {line!r}\n{log.read_text()[-3000:]}")
    return Process(popen, log, origin=line.removeprefix("listening on "))


def start_worker(database_url: str, data_dir: Path, metrics_port: int | None = None) -> Process:
    log = data_dir.with_suffix(".log")
    data_dir.mkdir(parents=True, exist_ok=True)
    extra = ["--metrics-port", str(metrics_port)] if metrics_port else []
    popen = subprocess.Popen(
        [*FRAMEWRIGHT, "worker", "--data-dir", str(data_dir), "--database-url", database_url, *extra],
        stdout=subprocess.PIPE,
        stderr=log.open("w"),
        text=True,
        env=ENV,
    )
    line = popen.stdout.readline().strip()
    if line != "worker ready":
        popen.kill()
        raise RuntimeError(f"the worker did not start: {line!r}\n{log.read_text()[-3000:]}")
    return Process(popen, log, metrics_port=metrics_port)


def wait_until_ready(origin: str, timeout: float = 60) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        answer = httpx.get(origin + "/readyz", timeout=10)
        if answer.status_code == 200 or time.monotonic() > deadline:
            return answer.json()
        time.sleep(0.3)
