"""Time the design agent end to end: POST /chat on a real engine (uvicorn on loopback, SQLite).

    python benchmarks/agent.py [--repeat 20]

For a 5-screen prompt on a fresh project, prints the median and worst time to the first event
(target <= 150 ms) and to `finish` with all five frames stored (target <= 2 s), and the same for a
follow-up restyle of those five frames. Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.client import ServiceClient  # noqa: E402
from app.contract import ChatRequest  # noqa: E402
from app.contract.chat import FinishEvent, ToolResultEvent  # noqa: E402
from app.engine.service import Service  # noqa: E402
from app.engine.settings import Settings  # noqa: E402
from tests.support.server import Clock, start_engine  # noqa: E402

PROMPT = "A meditation app with onboarding, a home screen, a daily session player, a streak screen and a profile"
RESTYLE = "make it dark and use teal"


def chat(project_id: str, *texts: str) -> ChatRequest:
    messages = [
        {"id": f"m{i}", "role": "user" if i % 2 == 0 else "assistant", "parts": [{"type": "text", "text": text}]}
        for i, text in enumerate(texts)
    ]
    return ChatRequest.model_validate({"messages": messages, "projectId": project_id, "id": "bench"})


async def timed(client: ServiceClient, request: ChatRequest) -> tuple[float, float, int]:
    started = time.perf_counter()
    first = None
    frames = 0
    async for event in client.chat(request):
        if first is None:
            first = time.perf_counter() - started
        if isinstance(event, ToolResultEvent) and event.tool_name in ("createScreen", "updateScreen"):
            frames += 1
        if isinstance(event, FinishEvent):
            assert event.finish_reason == "stop", event
    return first, time.perf_counter() - started, frames


def line(name: str, runs: list[tuple[float, float, int]]) -> str:
    firsts = [r[0] * 1000 for r in runs]
    totals = [r[1] * 1000 for r in runs]
    return (
        f"  {name:22} first event median {statistics.median(firsts):6.1f} ms, worst {max(firsts):6.1f} ms | "
        f"finish median {statistics.median(totals):7.1f} ms, worst {max(totals):7.1f} ms | "
        f"{runs[0][2]} frames"
    )


async def run(repeat: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings.resolve(data_dir=Path(folder) / "data", database_url=f"sqlite:///{folder}/fw.db")
        clock = Clock()
        settings.clock = clock
        engine = start_engine(Service.open(settings), clock)
        try:
            account = engine.new_account("lite")
            async with ServiceClient(engine.base_url, account.api_key) as client:
                warm = await client.create_project("warm-up")
                await timed(client, chat(warm.id, PROMPT))
                new, restyle = [], []
                for i in range(repeat):
                    project = await client.create_project(f"bench {i}")
                    new.append(await timed(client, chat(project.id, PROMPT)))
                    restyle.append(await timed(client, chat(project.id, PROMPT, "Done.", RESTYLE)))
            print(
                f"agent: POST /chat on the local agent, {repeat} runs each (targets: first event <= 150 ms, "
                "finish <= 2000 ms)"
            )
            print(line("5-screen prompt", new))
            print(line("restyle of 5 frames", restyle))
        finally:
            engine.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    asyncio.run(run(parser.parse_args().repeat))


if __name__ == "__main__":
    main()
