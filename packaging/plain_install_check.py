"""A server admin's install, checked: `pip install .` alone into a fresh virtual environment, then
one corpus screenshot converted with `framewright convert`.

    python3 packaging/plain_install_check.py [SCREENSHOT.png] [--venv DIR]

No extras and none of the Makefile's own steps: what the package declares must be enough. The
environment lives under .cache/plain-install (git-ignored) and is made anew on every run, from
pip's cache. Where the machine allows (`unshare -n`), the conversion runs with no network at all,
so nothing may be fetched at run time. The HTML written must exist and hold most of the texts the
screenshot's ground truth lists. Standard library only; exits 1 on any failure.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCREENSHOT = ROOT.parent / "shared" / "corpus" / "14_framework7_dist_index.png"
VENV = ROOT / ".cache" / "plain-install" / "venv"
SHARE_FOUND = 0.5  # of the ground truth's texts, at least this share must be in the HTML
LEFT_OUT = (".git", ".venv", ".cache", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache")


def step(what: str, command: list[str], **options) -> subprocess.CompletedProcess:
    started = time.perf_counter()
    run = subprocess.run(command, capture_output=True, text=True, **options)
    if run.returncode != 0:
        sys.exit(f"plain install: {what} failed ({run.returncode}):\n{run.stdout[-4000:]}{run.stderr[-4000:]}")
    print(f"plain install: {what} ({time.perf_counter() - started:.0f} s)", flush=True)
    return run


def offline() -> list[str]:
    """A prefix that runs a command without network, where this machine can make one."""
    unshare = shutil.which("unshare")
    if unshare and subprocess.run([unshare, "-n", "true"], capture_output=True).returncode == 0:
        return [unshare, "-n"]
    print("plain install: note: cannot cut the network here (unshare -n); converting with it", flush=True)
    return []


def words(text: str) -> str:
    return re.sub(r"\s+", "", text)


def texts_found(page: str, truth: dict) -> tuple[list[str], list[str]]:
    """The ground truth's texts that the page's text holds, and those it lacks (spaces aside)."""
    body = words(html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"(?s)<(style|script)\b.*?</\1>", " ", page))))
    wanted = [t["text"] for t in truth["texts"] if len(words(t["text"])) >= 2]
    found = [t for t in wanted if words(t) in body]
    return found, [t for t in wanted if t not in found]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screenshot", type=Path, nargs="?", default=SCREENSHOT)
    parser.add_argument("--venv", type=Path, default=VENV)
    args = parser.parse_args()
    truth_file = args.screenshot.with_suffix(".gt.json")
    if not args.screenshot.is_file() or not truth_file.is_file():
        sys.exit(f"plain install: no screenshot with ground truth at {args.screenshot}")
    step("fresh virtual environment", [sys.executable, "-m", "venv", "--clear", str(args.venv)])
    python = args.venv / "bin" / "python"
    with tempfile.TemporaryDirectory(prefix="framewright-plain-") as scratch:
        # from a clean copy of the sources: a build folder left in the checkout by an earlier build cannot leak in
        source = Path(scratch) / "source"
        shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*LEFT_OUT))
        step("pip install .", [str(python), "-m", "pip", "install", "--quiet", "."], cwd=source)
        out = Path(scratch) / "out"
        # from a folder outside the checkout, with its own HOME: only the installed package can answer
        environment = {"HOME": scratch, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
        step(
            f"framewright convert {args.screenshot.name}",
            offline() + [str(args.venv / "bin" / "framewright"), "convert", str(args.screenshot), "-o", str(out)],
            cwd=scratch,
            env=environment,
        )
        page_file = out / f"{args.screenshot.stem}.html"
        if not page_file.is_file():
            sys.exit(f"plain install: no {page_file.name} written")
        found, missing = texts_found(page_file.read_text("utf-8"), json.loads(truth_file.read_text("utf-8")))
    share = len(found) / max(len(found) + len(missing), 1)
    print(f"plain install: {page_file.name} holds {len(found)} of the screenshot's {len(found) + len(missing)} texts")
    if share < SHARE_FOUND:
        sys.exit(f"plain install: too few of the screenshot's texts in the HTML; missing: {missing}")


if __name__ == "__main__":
    main()
