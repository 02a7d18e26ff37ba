"""Child processes on Qt's loop (QProcess), awaited from asyncio without blocking the UI thread."""

from __future__ import annotations

import asyncio
from collections import deque

from PySide6.QtCore import QProcess


class CommandFailed(RuntimeError):
    """A child process could not start or ended with a failure; carries what it said on stderr."""


class ChildProcess:
    """One QProcess with its stdout read line by line and the tail of its stderr kept for errors."""

    def __init__(self, argv: list[str], environment: dict[str, str] | None = None) -> None:
        self.argv = argv
        words = [word for word in argv[3:5] if not word.startswith("-")]
        self.name = " ".join(words) if argv[1:3] == ["-m", "app"] and words else argv[0]
        self.process = QProcess()
        self.process.setProgram(argv[0])
        self.process.setArguments(argv[1:])
        if environment is not None:
            from PySide6.QtCore import QProcessEnvironment

            env = QProcessEnvironment.systemEnvironment()
            for name, value in environment.items():
                env.insert(name, value)
            self.process.setProcessEnvironment(env)
        self.stdout = bytearray()
        self.stderr_tail: deque[str] = deque(maxlen=40)
        self._partial = b""
        self._line_waiters: list[tuple[str, asyncio.Future[str]]] = []
        self._ended: asyncio.Future[int] | None = None
        self.process.readyReadStandardOutput.connect(self._read_stdout)
        self.process.readyReadStandardError.connect(self._read_stderr)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)

    # -- life ------------------------------------------------------------------------------------

    def start(self) -> None:
        self._ended = asyncio.get_running_loop().create_future()
        self.process.start()

    @property
    def pid(self) -> int:
        return int(self.process.processId())

    @property
    def running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    async def wait(self) -> int:
        assert self._ended is not None, "start() first"
        return await asyncio.shield(self._ended)

    async def stop(self, grace: float = 10.0) -> None:
        """Ask it to end (SIGTERM), then kill it if it has not ended within `grace` seconds."""
        if not self.running or self._ended is None:
            return
        self.process.terminate()
        try:
            await asyncio.wait_for(self.wait(), grace)
        except (TimeoutError, CommandFailed):
            self.process.kill()
            self.process.waitForFinished(2000)

    def stop_now(self, grace_ms: int = 10000) -> None:
        """Stop synchronously, for when the loop is going away (application quit)."""
        if not self.running:
            return
        self.process.terminate()
        if not self.process.waitForFinished(grace_ms):
            self.process.kill()
            self.process.waitForFinished(2000)

    def failure(self, what: str) -> CommandFailed:
        said = "\n".join(self.stderr_tail).strip()
        return CommandFailed(f"{what}" + (f": {said.splitlines()[-1]}" if said else ""))

    # -- output ----------------------------------------------------------------------------------

    async def line_starting(self, prefix: str) -> str:
        """The first stdout line that starts with `prefix` (including one already read)."""
        for line in self.stdout.decode("utf-8", "replace").splitlines():
            if line.startswith(prefix):
                return line
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._line_waiters.append((prefix, future))
        return await future

    def _read_stdout(self) -> None:
        data = bytes(self.process.readAllStandardOutput().data())
        self.stdout.extend(data)
        self._partial += data
        *lines, self._partial = self._partial.split(b"\n")
        for raw in lines:
            line = raw.decode("utf-8", "replace").rstrip("\r")
            for prefix, future in list(self._line_waiters):
                if line.startswith(prefix) and not future.done():
                    future.set_result(line)
                    self._line_waiters.remove((prefix, future))

    def _read_stderr(self) -> None:
        text = bytes(self.process.readAllStandardError().data()).decode("utf-8", "replace")
        self.stderr_tail.extend(line for line in text.splitlines() if line.strip())

    def _finished(self, code: int, _status) -> None:
        self._read_stdout()
        self._read_stderr()
        for _prefix, future in self._line_waiters:
            if not future.done():
                future.set_exception(self.failure(f"{self.name} ended (status {code})"))
        self._line_waiters.clear()
        if self._ended is not None and not self._ended.done():
            self._ended.set_result(code)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            failed = self.failure(f"could not start {self.name}")
            for _prefix, future in self._line_waiters:
                if not future.done():
                    future.set_exception(failed)
            self._line_waiters.clear()
            if self._ended is not None and not self._ended.done():
                self._ended.set_exception(failed)


async def run_json_command(argv: list[str], timeout: float = 120.0) -> dict:
    """Run a command that prints one JSON object; its object, or CommandFailed with its error."""
    import json

    child = ChildProcess(argv)
    child.start()
    try:
        code = await asyncio.wait_for(child.wait(), timeout)
    except TimeoutError:
        child.stop_now(1000)
        raise CommandFailed(f"{child.name} did not finish within {timeout:.0f} s") from None
    if code != 0:
        said = "\n".join(child.stderr_tail)
        try:
            message = json.loads(said.splitlines()[-1])["error"]
        except (ValueError, KeyError, IndexError, TypeError):
            message = said.splitlines()[-1] if said else f"status {code}"
        raise CommandFailed(message)
    try:
        return json.loads(bytes(child.stdout).decode("utf-8"))
    except ValueError:
        raise CommandFailed("the command did not print JSON") from None
