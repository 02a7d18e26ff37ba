"""A real engine for tests: the ASGI app on uvicorn, on a free loopback port, in a thread."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import uvicorn

from app.engine import accounts
from app.engine.app import create_app
from app.engine.service import Service
from app.engine.settings import utc_now


class Clock:
    """The engine's clock, which a test can move forward."""

    def __init__(self) -> None:
        self.offset = timedelta()

    def __call__(self) -> datetime:
        return utc_now() + self.offset

    def advance(self, **delta: float) -> None:
        self.offset += timedelta(**delta)


@dataclass
class Account:
    id: str
    api_key: str
    key_id: str


@dataclass
class RunningEngine:
    service: Service
    clock: Clock
    site_url: str
    server: uvicorn.Server = field(repr=False)
    thread: threading.Thread = field(repr=False)

    @property
    def base_url(self) -> str:
        return self.site_url + "/api/v1"

    def new_account(self, plan: str = "lite", email: str | None = None, seats: int = 1) -> Account:
        now = self.clock()
        with self.service.db.begin() as conn:
            account_id = accounts.create_account(
                conn, email=email or f"{plan}-{time.monotonic_ns()}@example.com", plan=plan, seats=seats, now=now
            )
            key = accounts.create_key(conn, account_id, now, name="Default key")
        return Account(account_id, key.api_key, key.key_id)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=15)
        self.service.close()


def start_engine(service: Service, clock: Clock) -> RunningEngine:
    config = uvicorn.Config(
        create_app(service), host="127.0.0.1", port=0, log_level="warning", access_log=False, lifespan="on"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="engine", daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the engine did not start")
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    return RunningEngine(service, clock, f"http://127.0.0.1:{port}", server, thread)
