"""A chat sent the moment an engine opens, while the local agent's dictionaries are still loading:
it starts at once with `start`, then streams the same events, in the same order, as the same chat
on a warm engine (figures in benchmarks/agent.py; tests do not time)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
IDS = re.compile(r'"(?:messageId|frameId|themeId)": "[^"]+"')


def chats(prompt: str) -> dict[str, list[dict]]:
    """The cold and the warm chat of `prompt`, each event as JSON, from a fresh process."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.support.cold_chat", prompt],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    out: dict[str, list[dict]] = {"cold": [], "warm": []}
    for line in done.stdout.splitlines():
        record = json.loads(line)
        out[record["chat"]].append(record["event"])
    return out


def without_ids(event: dict) -> str:
    return IDS.sub('"id": "-"', json.dumps(event, ensure_ascii=False, sort_keys=True))


@pytest.mark.parametrize(
    "prompt",
    [
        "一个记账应用，有首页、统计和预算页面",
        "A meditation app with onboarding, a home screen, a daily session player, a streak screen and a profile",
    ],
)
def test_a_chat_on_a_just_opened_engine_starts_at_once_and_loses_nothing(prompt):
    streams = chats(prompt)
    cold, warm = streams["cold"], streams["warm"]
    assert cold[0]["type"] == "start" and cold[0]["messageId"]
    assert cold[1]["type"] == "text"
    assert cold[-1] == {"type": "finish", "finishReason": "stop"}
    assert [without_ids(e) for e in cold] == [without_ids(e) for e in warm]
    assert sum(e["type"] == "tool-result" and e["toolName"] == "createScreen" for e in cold) >= 3
