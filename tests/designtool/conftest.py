"""The npm tools the design-tool tests check against (installed by `make test` into .cache/node)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
NODE_MODULES = HERE.parents[1] / ".cache" / "node" / "node_modules"


def run_node(script: str, stdin: str) -> str:
    if shutil.which("node") is None or not (NODE_MODULES / "kiwi-schema").is_dir():
        pytest.fail("node and the npm packages in .cache/node are needed: run `make test` to install them")
    done = subprocess.run(
        ["node", str(HERE / script)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "FW_NODE_MODULES": str(NODE_MODULES)},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def decode_independently(fragment: str) -> dict:
    return json.loads(run_node("decode.mjs", fragment))
