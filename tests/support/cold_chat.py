"""A chat sent the moment a real engine has opened, in a process of its own, so the local agent's
dictionaries and language model are still loading in the background; then the same chat again,
once they are loaded.

    python -m tests.support.cold_chat "一个记账应用，有首页、统计和预算页面"

prints one JSON line per event of each chat, `{"chat": "cold"|"warm", "at": seconds since the
chat was sent, "event": {...}}`. Run in a fresh interpreter: a process that has already loaded
the dictionaries has no cold chat to show.
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

from app.client import ServiceClient
from app.contract import ChatRequest
from app.engine.service import Service
from app.engine.settings import Settings
from tests.support.server import Clock, start_engine


def _request(project_id: str, prompt: str) -> ChatRequest:
    message = {"id": "m1", "role": "user", "parts": [{"type": "text", "text": prompt}]}
    return ChatRequest.model_validate({"messages": [message], "projectId": project_id, "id": "cold-chat"})


async def _chats(prompt: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings.resolve(data_dir=Path(folder) / "data", database_url=f"sqlite:///{folder}/fw.db")
        clock = Clock()
        settings.clock = clock
        engine = start_engine(Service.open(settings), clock)  # the warm-up starts here
        try:
            account = engine.new_account("lite")
            async with ServiceClient(engine.base_url, account.api_key) as client:
                for name in ("cold", "warm"):
                    project = await client.create_project(name)
                    sent = time.perf_counter()
                    async for event in client.chat(_request(project.id, prompt)):
                        at = time.perf_counter() - sent
                        line = {"chat": name, "at": at, "event": event.model_dump(mode="json", by_alias=True)}
                        print(json.dumps(line, ensure_ascii=False), flush=True)
        finally:
            engine.stop()


if __name__ == "__main__":
    asyncio.run(_chats(sys.argv[1]))
