"""SwiftUI output type-checked by a real swiftc.

Swift 6 is obtainable here only as Debian trixie's `swiftlang`, so `make swift-tools` (as root)
builds a small trixie root under .cache/swift with debootstrap (about 3 GB) and swiftc runs in it
by chroot. Files are checked against the SwiftUI stub in stubs/swiftui (Apple's module exists only
on Apple's systems), one swiftc call per file because every screen is its own module.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

from .validate import ROOT, ToolFailed, ToolMissing, _check_names

SWIFT_ROOT = Path(os.environ.get("FRAMEWRIGHT_SWIFT_ROOT", ROOT / ".cache" / "swift" / "root"))
STUB = Path(__file__).resolve().parent / "stubs" / "swiftui" / "SwiftUI.swift"
INSIDE = Path("/tmp/framewright-swift")  # the work folder, as seen inside the root
TIMEOUT = 120.0


def _swiftc(*args: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(
            ["chroot", str(SWIFT_ROOT), "swiftc", "-swift-version", "5", *args],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired as exc:
        raise ToolFailed(f"swiftc took over {TIMEOUT:.0f} s") from exc
    except PermissionError as exc:
        raise ToolMissing("swiftc runs in a chroot, which needs root") from exc


def _stub_module(work: Path) -> Path:
    """The stub compiled to a module once per version of its source."""
    digest = hashlib.sha256(STUB.read_bytes()).hexdigest()[:16]
    folder = work / f"stub-{digest}"
    if not (folder / "SwiftUI.swiftmodule").exists():
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        shutil.copy(STUB, folder / "SwiftUI.swift")
        inside = INSIDE / folder.name
        built = _swiftc(
            "-parse-as-library",
            "-emit-module",
            "-module-name",
            "SwiftUI",
            "-emit-module-path",
            str(inside / "SwiftUI.swiftmodule"),
            str(inside / "SwiftUI.swift"),
        )
        if built.returncode != 0:
            raise ToolFailed(f"the SwiftUI stub did not compile:\n{built.stderr[-2000:]}")
    return INSIDE / folder.name


def typecheck_swiftui(files: dict[str, str]) -> dict[str, list[str]]:
    """Each file's swiftc errors (an empty list for a file that type-checks)."""
    _check_names(files, ".swift")
    if not (SWIFT_ROOT / "usr" / "bin" / "swiftc").exists():
        raise ToolMissing(f"swiftc is not installed under {SWIFT_ROOT}: run `make swift-tools` as root")
    proc = SWIFT_ROOT / "proc"
    mounted = not (proc / "self").exists()
    if mounted:  # swiftc finds its own libraries through /proc/self/exe
        subprocess.run(["mount", "--bind", "/proc", str(proc)], check=True)
    try:
        work = SWIFT_ROOT / INSIDE.relative_to("/")
        work.mkdir(parents=True, exist_ok=True)
        stub = _stub_module(work)
        checks = work / "check"
        shutil.rmtree(checks, ignore_errors=True)
        checks.mkdir()
        found = {}
        for name, code in files.items():
            (checks / name).write_text(code, encoding="utf-8")
            result = _swiftc("-typecheck", "-I", str(stub), str(INSIDE / "check" / name))
            found[name] = [line for line in result.stderr.splitlines() if ": error: " in line]
            if result.returncode != 0 and not found[name]:
                found[name] = [result.stderr.strip()[-500:] or "swiftc failed without a message"]
        return found
    finally:
        if mounted:
            subprocess.run(["umount", str(proc)], check=False)


def swiftc_version() -> str:
    """The installed swiftlang package's version, as Debian records it."""
    status = SWIFT_ROOT / "var" / "lib" / "dpkg" / "status"
    if status.exists():
        for entry in status.read_text(errors="replace").split("\n\n"):
            if entry.startswith("Package: swiftlang\n"):
                for line in entry.splitlines():
                    if line.startswith("Version: "):
                        return "swiftc " + line[len("Version: ") :]
    return "swiftc"
