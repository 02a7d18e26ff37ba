"""Smoke test of the one-folder bundle, as a user without a terminal would meet it.

    python packaging/smoke_test.py dist/framewright-<version>-linux-<arch>.tar.gz

Unpacks the archive into a fresh folder with an empty HOME, starts the bundled app offscreen,
waits until its window is shown with the embedded engine answering `GET /api/v1/me`, converts
one corpus screenshot through that engine, quits the app, and checks that no process from the
bundle is left; then runs `framewright convert` from the bundle the way a server would. Prints the bundle's size and the cold start time (target: <= 5 s). Exits 1
on any failure.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from base64 import b64encode
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
SCREENSHOT = ROOT.parent / "shared" / "corpus" / "05_jquery_weui_buttons.png"
READY = "framewright: ready "  # what the app prints once the window is up on a working engine
START_LIMIT = 120.0


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def processes_from(folder: Path) -> list[tuple[int, str]]:
    """Running processes whose executable lives in the bundle."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            exe = os.readlink(entry / "exe")
        except OSError:
            continue
        if exe.startswith(str(folder)):
            found.append((int(entry.name), exe))
    return found


XCB_BY_NAME = ("libxcb-cursor.so.0",)  # Qt opens it by name at start, so ldd cannot see it


def window_libraries_missing(folder: Path) -> list[str]:
    """What Qt's xcb platform plugin in the bundle would not find, the bundle's own folder searched first
    (as its bootloader does): libraries it links, and the ones Qt opens by name."""
    internal = folder / "_internal"
    plugin = next(internal.rglob("platforms/libqxcb.so"), None)
    if plugin is None:
        return ["libqxcb.so (the plugin itself)"]
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    listed = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, env=env).stdout
    missing = [line.split()[0] for line in listed.splitlines() if "not found" in line]
    system = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout
    missing += [name for name in XCB_BY_NAME if not (internal / name).exists() and name not in system]
    return missing


def main(archive: Path) -> int:
    if not archive.exists():
        print(f"no bundle at {archive}: run `make package` first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="framewright-smoke-") as scratch:
        place = Path(scratch)
        with tarfile.open(archive) as bundle:
            bundle.extractall(place / "app", filter="data")
        folder = place / "app" / "framewright"
        home = place / "home"
        home.mkdir()
        env = {
            "HOME": str(home),
            "PATH": "/usr/bin:/bin",
            "LANG": os.environ.get("LANG", "C.UTF-8"),
            "QT_QPA_PLATFORM": "offscreen",
            "QTWEBENGINE_CHROMIUM_FLAGS": "--no-sandbox --disable-gpu",
            "FRAMEWRIGHT_REPORT_READY": "1",
        }
        print(f"bundle: {archive.stat().st_size / 2**20:.0f} MB packed, {folder_size(folder) / 2**20:.0f} MB unpacked")
        missing = window_libraries_missing(folder)
        if missing:
            print(f"the bundle's window platform cannot find: {', '.join(missing)}", file=sys.stderr)
            return 1
        print("window platform (xcb): every library it loads is in the bundle or on the machine")
        started = time.perf_counter()
        app = subprocess.Popen(
            [str(folder / "framewright")],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        lines: list[str] = []
        ready = threading.Event()
        base_url = {}

        def read() -> None:
            for line in app.stdout:
                lines.append(line.rstrip())
                if line.startswith(READY):
                    base_url["value"] = line[len(READY) :].strip()
                    ready.set()

        threading.Thread(target=read, daemon=True).start()
        failed = None
        try:
            if not ready.wait(START_LIMIT):
                raise RuntimeError(f"the app did not report ready within {START_LIMIT:.0f} s")
            url = base_url["value"]
            cold = time.perf_counter() - started
            account = json.loads(
                subprocess.run(
                    [
                        str(folder / "framewright"),
                        "admin",
                        "create-account",
                        "--email",
                        "smoke@example.com",
                        "--plan",
                        "lite",
                    ],
                    env=env,
                    capture_output=True,
                    text=True,
                    check=True,
                ).stdout
            )
            headers = {"Authorization": f"Bearer {account['apiKey']}"}
            me = httpx.get(f"{url}/me", headers=headers, timeout=30)
            me.raise_for_status()
            print(f"cold start: window shown with the engine ready in {cold:.2f} s (target <= 5 s)")
            image = "data:image/png;base64," + b64encode(SCREENSHOT.read_bytes()).decode()
            t0 = time.perf_counter()
            converted = httpx.post(f"{url}/image-to-html", headers=headers, json={"image": image}, timeout=120)
            converted.raise_for_status()
            html = converted.json()["html"]
            if "<body" not in html or len(html) < 1000:
                raise RuntimeError("the conversion came back empty")
            print(
                f"converted {SCREENSHOT.name} through the bundled engine in {time.perf_counter() - t0:.2f} s "
                f"({len(html):,} bytes of HTML)"
            )
        except Exception as problem:  # noqa: BLE001 -- reported, then the app is still stopped
            failed = problem
        finally:
            if app.poll() is None:
                app.send_signal(signal.SIGTERM)
            try:
                app.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(app.pid, signal.SIGKILL)
                failed = failed or RuntimeError("the app did not quit within 30 s of SIGTERM")
            deadline = time.monotonic() + 10
            while processes_from(folder) and time.monotonic() < deadline:
                time.sleep(0.2)
            left = processes_from(folder)
            for pid, _ in left:
                os.kill(pid, signal.SIGKILL)
        if left:
            failed = failed or RuntimeError(f"processes left after quitting: {left}")
        if failed:
            print(f"FAILED: {failed}", file=sys.stderr)
            print("\n".join(lines[-40:]), file=sys.stderr)
            return 1
        print(f"quit cleanly with exit status {app.returncode}; no process from the bundle left")
        t0 = time.perf_counter()
        converted = subprocess.run(
            [str(folder / "framewright"), "convert", str(SCREENSHOT), "-o", str(place / "out")],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        written = sorted(p.name for p in (place / "out").glob("*")) if (place / "out").exists() else []
        if converted.returncode != 0 or not any(name.endswith(".html") for name in written):
            print(f"FAILED: `framewright convert` from the bundle: {converted.stderr[-2000:]}", file=sys.stderr)
            return 1
        print(f"`framewright convert` from the bundle wrote {', '.join(written)} in {time.perf_counter() - t0:.2f} s")
        if processes_from(folder):
            print("FAILED: `framewright convert` left processes behind", file=sys.stderr)
            return 1
        shutil.rmtree(place, ignore_errors=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(main(Path(sys.argv[1])))
