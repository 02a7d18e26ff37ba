"""The embedded engine: `framewright serve` as a child process on a free loopback port."""

from __future__ import annotations

import asyncio
import getpass
import json
import uuid
from pathlib import Path

from app.desktop.child_process import ChildProcess, CommandFailed, run_json_command
from app.launcher import framewright_command

LISTENING = "listening on "
FIRST_ACCOUNT = "first account "
START_TIMEOUT = 120.0


def local_email() -> str:
    """An address for the local account, unique so that a lost settings file never blocks a start."""
    try:
        user = getpass.getuser() or "me"
    except Exception:
        user = "me"
    return f"{user}+{uuid.uuid4().hex[:8]}@framewright.local"


class EmbeddedEngine:
    """Starts the engine on the user's data directory and stops it with the app; never left behind."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.child: ChildProcess | None = None
        self.site_url: str | None = None
        self.created_account: dict | None = None  # {"accountId", "apiKey", "keyId"} made by `start`
        self.first_account: str | None = None

    @property
    def base_url(self) -> str:
        assert self.site_url, "the engine has not started"
        return self.site_url + "/api/v1"

    @property
    def pid(self) -> int | None:
        return self.child.pid if self.child and self.child.running else None

    def spawn(self, first_account: str | None = None) -> None:
        """Start its process and return at once (`start` then waits for it to accept connections).

        With `first_account` (an email), an empty database gets that Lite account and its key in
        the same step (see `created_account`), which saves starting the admin command."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.first_account = first_account
        extra = ["--first-account", first_account, "--first-account-plan", "lite"] if first_account else []
        self.child = ChildProcess(
            framewright_command("serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(self.data_dir), *extra)
        )
        self.child.start()

    async def start(self, timeout: float = START_TIMEOUT, first_account: str | None = None) -> str:
        """Start it (unless `spawn` already did) and wait until it accepts connections; its base URL
        (with /api/v1)."""
        if self.child is None:
            self.spawn(first_account)
        child = self.child
        assert child is not None  # spawn made it
        first_account = self.first_account
        try:
            line = await asyncio.wait_for(child.line_starting(LISTENING), timeout)
        except TimeoutError:
            self.stop_now()
            raise CommandFailed(f"the engine did not start within {timeout:.0f} s") from None
        except BaseException:
            self.stop_now()
            raise
        self.site_url = line.removeprefix(LISTENING).strip()
        if first_account:
            reported = (await child.line_starting(FIRST_ACCOUNT)).removeprefix(FIRST_ACCOUNT)
            self.created_account = json.loads(reported)
        return self.base_url

    async def stop(self) -> None:
        if self.child is not None:
            await self.child.stop()

    def stop_now(self) -> None:
        if self.child is not None:
            self.child.stop_now()

    # -- the admin command line, on the same data directory --------------------------------------

    async def create_account(self, email: str, plan: str = "lite") -> dict:
        """`framewright admin create-account`: {"accountId", "apiKey", "keyId"}."""
        return await run_json_command(
            framewright_command(
                "admin", "create-account", "--email", email, "--plan", plan, "--data-dir", str(self.data_dir)
            )
        )

    async def create_key(self, account_id: str, name: str = "Desktop") -> dict:
        """`framewright admin create-key`: {"keyId", "apiKey"}."""
        return await run_json_command(
            framewright_command(
                "admin", "create-key", "--account", account_id, "--name", name, "--data-dir", str(self.data_dir)
            )
        )
