"""Time the design agent end to end: POST /chat on a real engine (uvicorn on loopback, SQLite).

    python benchmarks/agent.py [--repeat 20]

For a 5-screen prompt on a fresh project, prints the median and worst time to the first event
(target <= 150 ms) and to `finish` with all five frames stored (target <= 2 s), the same for a
follow-up restyle of those five frames, and for an idea in Chinese and a follow-up in Chinese;
and, once each, the first Chinese and the first English chat right after an engine opens in a
process of its own, while the language model and the dictionaries are still loading in the
background (target: first event <= 500 ms), with when its first text, the plan, comes.

Then the coverage of the ideas in tests/agent/ideas.py (at least 30, half outside the known
domains, a third not in English): per idea, the share of its key terms found in the text of its
screens, and whether every screen's text is in the idea's language (targets: mean >= 0.85, every
idea >= 0.6, language 100 %). Prints figures; never fails on them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
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
from tests.agent.coverage import coverage, english_words, found, in_language, visible_text  # noqa: E402
from tests.agent.coverage import run as run_agent  # noqa: E402
from tests.agent.ideas import IDEAS  # noqa: E402
from tests.support.server import Clock, start_engine  # noqa: E402

PROMPT = "A meditation app with onboarding, a home screen, a daily session player, a streak screen and a profile"
RESTYLE = "make it dark and use teal"
CHINESE = "一个记账应用，有首页、统计和预算页面"
CHINESE_FOLLOW_UP = "加一个设置页面"


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
                await timed(client, chat(warm.id, CHINESE))  # the dictionaries loaded, not timed
                new, restyle, chinese, follow_up = [], [], [], []
                for i in range(repeat):
                    project = await client.create_project(f"bench {i}")
                    new.append(await timed(client, chat(project.id, PROMPT)))
                    restyle.append(await timed(client, chat(project.id, PROMPT, "Done.", RESTYLE)))
                    project = await client.create_project(f"bench zh {i}")
                    chinese.append(await timed(client, chat(project.id, CHINESE)))
                    follow_up.append(await timed(client, chat(project.id, CHINESE, "好的。", CHINESE_FOLLOW_UP)))
            print(
                f"agent: POST /chat on the local agent, {repeat} runs each (targets: first event <= 150 ms, "
                "finish <= 2000 ms)"
            )
            print(line("5-screen prompt", new))
            print(line("restyle of 5 frames", restyle))
            print(line("idea in Chinese", chinese))
            print(line("follow-up in Chinese", follow_up))
        finally:
            engine.stop()
    for name, prompt in (("Chinese, cold engine", CHINESE), ("English, cold engine", PROMPT)):
        print(cold_line(name, prompt))


def cold_line(name: str, prompt: str) -> str:
    """The first chat on an engine opened in a fresh process (tests/support/cold_chat.py)."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.support.cold_chat", prompt],
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True,
        text=True,
        check=True,
    )
    events = [json.loads(text) for text in done.stdout.splitlines()]
    cold = [e for e in events if e["chat"] == "cold"]
    first_text = next(e["at"] for e in cold if e["event"]["type"] == "text")
    frames = sum(e["event"]["type"] == "tool-result" and e["event"]["toolName"] == "createScreen" for e in cold)
    return (
        f"{line(name, [(cold[0]['at'], cold[-1]['at'], frames)])} | first text (the plan) {first_text * 1000:6.1f} ms"
    )


def report_coverage() -> None:
    shares, matched, screens_total, answered = [], 0, 0, 0
    print(f"\ncoverage of {len(IDEAS)} ideas (targets: mean >= 0.85, every idea >= 0.60, language 100 %)")
    print(f"  {'idea':62} {'lang':4} {'known':5} {'terms':>6} {'share':>6} {'in lang':>8}  missing")
    for idea in IDEAS:
        screens, answers = run_agent(idea.prompt)
        texts = [visible_text(s.html) for s in screens]
        share = coverage(idea.terms, texts)
        in_lang = sum(in_language(t, idea.lang) for t in texts)
        answered += in_language(" ".join(answers), idea.lang)
        shares.append(share)
        matched += in_lang
        screens_total += len(texts)
        missing = [t for t in idea.terms if not found(t, " ".join(texts))]
        if idea.lang != "en":
            missing += [f"en:{w}" for w in dict.fromkeys(english_words(" ".join(texts)))]
        print(
            f"  {idea.prompt[:60]:62} {idea.lang:4} {'yes' if idea.known else 'no':5} {len(idea.terms):6d} "
            f"{share:6.2f} {in_lang:>3}/{len(texts):<4}  {', '.join(missing)}"
        )
    outside = sum(not i.known for i in IDEAS)
    other = sum(i.lang != "en" for i in IDEAS)
    print(
        f"  mean coverage {statistics.mean(shares):.3f}, lowest {min(shares):.3f}; screens in the idea's language "
        f"{matched}/{screens_total} ({100 * matched / screens_total:.1f} %); chat answers in the idea's language "
        f"{answered}/{len(IDEAS)}; {outside} ideas outside the known domains, {other} not in English"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--coverage-only", action="store_true", help="only the coverage of the ideas")
    args = parser.parse_args()
    if not args.coverage_only:
        asyncio.run(run(args.repeat))
    report_coverage()


if __name__ == "__main__":
    main()
