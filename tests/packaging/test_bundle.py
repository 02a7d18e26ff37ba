"""The one-folder bundle's smoke test, when `make package` has built one in this checkout."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def bundle() -> Path:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    machine = subprocess.run(["uname", "-m"], capture_output=True, text=True).stdout.strip()
    return ROOT / "dist" / f"framewright-{version}-linux-{machine}.tar.gz"


@pytest.mark.timeout(600)
def test_the_bundle_starts_converts_and_quits_clean():
    archive = bundle()
    if not archive.exists():
        pytest.skip(f"no bundle at {archive.relative_to(ROOT)}: `make package` builds one")
    if archive.stat().st_mtime < max(p.stat().st_mtime for p in (ROOT / "app").rglob("*.py")):
        pytest.skip("the bundle is older than the source: `make package` rebuilds it")
    run = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "smoke_test.py"), str(archive)],
        capture_output=True,
        text=True,
        timeout=580,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "no process from the bundle left" in run.stdout
