"""The renderer: a small pool of worker processes, each a headless QtWebEngine page.

Callers block on `render_png` or `layout` from any thread; a job that runs past its timeout
kills its worker (the next job gets a fresh one) and raises RenderTimeout; a worker that dies
raises RenderError and is replaced. `close()` stops every worker.
"""

from __future__ import annotations

import base64
import json
import os
import queue
import subprocess
import threading
from itertools import count
from typing import Any

from app.ir import Screen
from app.launcher import framewright_command
from app.render.protocol import Job, Result
from app.render.to_ir import to_screen

STARTUP_TIMEOUT = 60.0
DEFAULT_TIMEOUT = 30.0


class RenderError(RuntimeError):
    """The page could not be rendered."""


class RenderTimeout(RenderError):
    """The page took longer than the job's time limit; its worker was stopped."""


class WorkerProcess:
    def __init__(self) -> None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        env.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu")
        self.process = subprocess.Popen(
            framewright_command("render-worker"),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        assert self.process.stdin is not None and self.process.stdout is not None  # both piped
        self.stdin, self.stdout = self.process.stdin, self.process.stdout
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        first = self._next_line(STARTUP_TIMEOUT)
        if first is None or json.loads(first).get("ready") is not True:
            self.stop()
            raise RenderError("the renderer did not start")

    def _read(self) -> None:
        for line in self.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def _next_line(self, timeout: float) -> bytes | None:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise RenderTimeout(f"no answer from the renderer within {timeout:g} s") from None

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def run(self, job: Job, timeout: float) -> Result:
        try:
            self.stdin.write(job.encode())
            self.stdin.flush()
        except (BrokenPipeError, OSError):
            raise RenderError("the renderer stopped") from None
        line = self._next_line(timeout)
        if line is None:
            raise RenderError("the renderer crashed while rendering the page")
        return Result.decode(line)

    def stop(self) -> None:
        if self.alive:
            try:
                self.stdin.close()
                self.process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait(timeout=5)


class Renderer:
    """`with Renderer() as renderer: png = renderer.render_png(html)`."""

    def __init__(self, workers: int = 1, timeout: float = DEFAULT_TIMEOUT, allow: tuple[str, ...] = ()) -> None:
        self.size = max(1, workers)
        self.timeout = timeout
        self.allow = list(allow)
        self._idle: queue.Queue[WorkerProcess | None] = queue.Queue()
        for _ in range(self.size):
            self._idle.put(None)  # a slot; its process starts on first use
        self._ids = count(1)
        self._live: set[WorkerProcess] = set()
        self._lock = threading.Lock()
        self._closed = False

    def __enter__(self) -> Renderer:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def render_png(
        self,
        html: str,
        width: int = 390,
        height: int = 844,
        scale: float = 1.0,
        *,
        scripts: bool = False,
        timeout: float | None = None,
        allow: tuple[str, ...] | None = None,
    ) -> bytes:
        result = self._run("png", html, width, height, scale, scripts, timeout, allow)
        return base64.b64decode(result.png or "")

    def snapshot(
        self,
        html: str,
        width: int = 390,
        height: int = 844,
        *,
        scale: float = 1.0,
        scripts: bool = False,
        timeout: float | None = None,
        allow: tuple[str, ...] | None = None,
    ) -> dict[str, Any]:
        """The page's boxes and texts laid out at `width` x `height` CSS px; at a `scale`, as a screen of that density
        lays it out (text set at a finer grid wraps where it does there)."""
        result = self._run("layout", html, width, height, scale, scripts, timeout, allow)
        return json.loads(result.snapshot or "{}")

    def layout(
        self,
        html: str,
        width: int = 390,
        height: int = 844,
        *,
        scripts: bool = False,
        timeout: float | None = None,
        allow: tuple[str, ...] | None = None,
    ) -> Screen:
        """The page laid out at `width` x `height` CSS px, read back as a Screen IR."""
        return to_screen(self.snapshot(html, width, height, scripts=scripts, timeout=timeout, allow=allow))

    def _run(
        self,
        op: str,
        html: str,
        width: int,
        height: int,
        scale: float,
        scripts: bool,
        timeout: float | None,
        allow: tuple[str, ...] | None,
    ) -> Result:
        if self._closed:
            raise RenderError("the renderer is closed")
        if not (1 <= width <= 8192 and 1 <= height <= 8192 and 0.25 <= scale <= 4):
            raise ValueError("width and height must be 1..8192 px and scale 0.25..4")
        worker = self._idle.get()
        try:
            if worker is None or not worker.alive:
                worker = self._start()
            job = Job(
                id=next(self._ids),
                op=op,
                html=html,
                width=width,
                height=height,
                scale=scale,
                scripts=scripts,
                allow=self.allow if allow is None else list(allow),
            )
            try:
                result = worker.run(job, timeout or self.timeout)
            except RenderError:
                self._discard(worker)
                worker = None
                raise
            if not result.ok:
                raise RenderError(result.error or "the page could not be rendered")
            return result
        finally:
            self._idle.put(worker)

    def _start(self) -> WorkerProcess:
        worker = WorkerProcess()
        with self._lock:
            self._live.add(worker)
        return worker

    def _discard(self, worker: WorkerProcess) -> None:
        with self._lock:
            self._live.discard(worker)
        if worker.alive:
            worker.process.kill()
            worker.process.wait(timeout=10)

    def close(self) -> None:
        self._closed = True
        with self._lock:
            workers = list(self._live)
            self._live.clear()
        for worker in workers:
            worker.stop()
