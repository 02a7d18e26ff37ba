"""Checks for exported UI code, used by the test suite: syntax, types and Flutter vocabulary.

- `syntax_errors(language, code)`: tree-sitter parse of dart, tsx, swift or kotlin; every
  ERROR and MISSING node as "line:column: ..." (1-based).
- `typecheck_react_native(files)`: `tsc --strict` over many .tsx files in one call, against
  the react-native 0.88 and React 19 types installed by `make codegen-tools`.
- `typecheck_compose(files)`: kotlinc over many .kt files in one call, against the Compose
  signature stubs in tests/codegen/stubs/compose, compiled once into a cached jar.
- `check_flutter(code)`: syntax plus the allow-list of Flutter constructors, named
  parameters and constants in `tests/codegen/flutter_allowlist.py`.

Each returns a list of messages, empty when the code passes, and raises `ToolMissing` when its
tool is not installed (a test can skip with the reason; under `make test` all are present).
The npm tools live in `.cache/codegen` (override with FRAMEWRIGHT_CODEGEN_TOOLS).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

from .flutter_check import vocabulary_errors

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(os.environ.get("FRAMEWRIGHT_CODEGEN_TOOLS", ROOT / ".cache" / "codegen"))
STUBS = Path(__file__).resolve().parent / "stubs" / "compose"

TSC_FLAGS = [
    "--noEmit",
    "--strict",
    "--jsx",
    "react-native",
    "--skipLibCheck",
    "--target",
    "ES2022",
    "--module",
    "esnext",
    "--moduleResolution",
    "bundler",
    "--customConditions",
    "react-native",
    "--lib",
    "ES2022",
    "--pretty",
    "false",
]
TOOL_TIMEOUT = 240.0
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*$")


class ToolMissing(RuntimeError):
    """A validator's tool is not installed; the message says what to run."""


class ToolFailed(RuntimeError):
    """A validator's tool ran but did not produce a verdict (crash, timeout, bad setup)."""


# --- syntax ---------------------------------------------------------------------------------


@cache
def _parser(language: str):
    try:
        import tree_sitter
    except ImportError as exc:
        raise ToolMissing("tree-sitter is not installed: pip install -e '.[test]'") from exc
    try:
        if language == "dart":
            import tree_sitter_dart as grammar

            capsule = grammar.language()
        elif language == "tsx":
            import tree_sitter_typescript as grammar

            capsule = grammar.language_tsx()
        elif language == "swift":
            import tree_sitter_swift as grammar

            capsule = grammar.language()
        elif language == "kotlin":
            import tree_sitter_kotlin as grammar

            capsule = grammar.language()
        else:
            raise ValueError(f"no grammar for {language!r} (dart, tsx, swift, kotlin)")
    except ImportError as exc:
        raise ToolMissing(f"the tree-sitter grammar for {language} is not installed: pip install -e '.[test]'") from exc
    return tree_sitter.Parser(tree_sitter.Language(capsule))


def parse(language: str, code: str):
    """The tree-sitter tree of `code` (used by check_flutter and by tests that inspect trees)."""
    return _parser(language).parse(code.encode("utf-8"))


def syntax_errors(language: str, code: str) -> list[str]:
    """ERROR and MISSING nodes of `code` in `language` (dart, tsx, swift, kotlin)."""
    tree = parse(language, code)
    return tree_errors(tree.root_node)


def tree_errors(root) -> list[str]:
    errors: list[str] = []
    stack = [root]
    while stack:
        node = stack.pop()
        line, column = node.start_point.row + 1, node.start_point.column + 1
        if node.is_missing:
            errors.append(f"{line}:{column}: missing {node.type!r}")
        elif node.is_error:
            text = node.text.decode("utf-8", "replace").strip().splitlines()
            snippet = text[0][:60] if text else ""
            end = f"{node.end_point.row + 1}:{node.end_point.column + 1}"
            errors.append(f"{line}:{column}: syntax error near {snippet!r} (up to {end})")
            continue  # the nodes inside an ERROR are the parser's guesses, not new findings
        if node.has_error:
            stack.extend(reversed(node.children))
    return sorted(errors, key=_position)


def _position(message: str) -> tuple[int, int]:
    line, column = message.split(":", 2)[:2]
    return int(line), int(column)


# --- running the compilers ------------------------------------------------------------------


def _check_names(files: dict[str, str], suffix: str) -> None:
    if not files:
        raise ValueError("no files to check")
    for name in files:
        if not _NAME.match(name) or ".." in name:
            raise ValueError(f"not a plain file name: {name!r}")
        if not name.endswith(suffix):
            raise ValueError(f"{name!r} does not end with {suffix}")


def _write_files(files: dict[str, str], suffix: str, directory: Path) -> list[str]:
    _check_names(files, suffix)
    for name, code in files.items():
        (directory / name).write_text(code, encoding="utf-8")
    return list(files)


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(
            args,
            cwd=cwd,
            capture_output=True,
            text=True,
            timeout=TOOL_TIMEOUT,
            env=None if env is None else {**os.environ, **env},
        )
    except subprocess.TimeoutExpired as exc:
        raise ToolFailed(f"{Path(args[0]).name} took over {TOOL_TIMEOUT:.0f} s") from exc


def _need(path: Path, what: str) -> Path:
    if not path.exists():
        raise ToolMissing(f"{what} is not installed at {path}: run `make codegen-tools`")
    return path


def _diagnostics(output: str, header: re.Pattern) -> list[str]:
    """Group compiler output into one message per diagnostic (header line plus its details)."""
    blocks: list[list[str]] = []
    for line in output.splitlines():
        if header.match(line):
            blocks.append([line])
        elif blocks and line.strip():
            blocks[-1].append(line)
    messages = []
    for block in blocks:
        if len(block) >= 3 and re.fullmatch(r"\s*\^+\s*", block[-1]):
            block = block[:-2]  # kotlinc's source excerpt and caret line
        messages.append("\n".join(block))
    return messages


# --- React Native: tsc ----------------------------------------------------------------------

_TS_HEADER = re.compile(r"^\S.*\(\d+,\d+\): error TS\d+: |^error TS\d+: ")


def typecheck_react_native(files: dict[str, str]) -> list[str]:
    """`tsc --strict` over {file name: TSX source}; messages name the files as given."""
    _check_names(files, ".tsx")
    node = shutil.which("node")
    if node is None:
        raise ToolMissing("node is not on PATH")
    tsc = _need(TOOLS / "node_modules" / "typescript" / "bin" / "tsc", "typescript")
    _need(TOOLS / "node_modules" / "react-native" / "package.json", "react-native")
    _need(TOOLS / "node_modules" / "@types" / "react" / "package.json", "@types/react")
    work = TOOLS / "work"
    work.mkdir(exist_ok=True)
    # inside the tools folder so that `react-native` and `react` resolve from its node_modules
    with tempfile.TemporaryDirectory(dir=work) as folder:
        names = _write_files(files, ".tsx", Path(folder))
        result = _run([node, str(tsc), *TSC_FLAGS, *names], Path(folder))
    messages = _diagnostics(result.stdout + result.stderr, _TS_HEADER)
    if result.returncode != 0 and not messages:
        raise ToolFailed(f"tsc exited {result.returncode}: {(result.stdout + result.stderr)[-2000:]}")
    return messages


# --- Compose: kotlinc -----------------------------------------------------------------------

_KT_HEADER = re.compile(r"^(\S.*:\d+:\d+: )?error: ")


def _kotlinc() -> tuple[Path, str]:
    if shutil.which("java") is None:
        raise ToolMissing("java is not on PATH (kotlinc needs a JDK 17 or newer)")
    package = TOOLS / "node_modules" / "kotlin-compiler"
    kotlinc = _need(package / "bin" / "kotlinc", "kotlin-compiler")
    version = json.loads((package / "package.json").read_text())["version"]
    return kotlinc, version


# C1-only JIT: a one-shot compile spends about a third less CPU (10 screens: 8.5 s instead of
# 13 s); JAVA_OPTS set in the environment wins
KOTLINC_JAVA_OPTS = "-Xmx1G -Xms128M -XX:TieredStopAtLevel=1"


def _kotlinc_args(kotlinc: Path) -> list[str]:
    # run through bash: npm does not always keep the script's executable bit
    return ["bash", str(kotlinc), "-nowarn"]


def _kotlinc_env() -> dict[str, str]:
    return {"JAVA_OPTS": os.environ.get("JAVA_OPTS") or KOTLINC_JAVA_OPTS}


def compose_stubs_jar() -> Path:
    """The Compose stubs compiled into a jar, rebuilt when a stub source or kotlinc changes."""
    kotlinc, version = _kotlinc()
    sources = sorted(STUBS.glob("*.kt"))
    digest = hashlib.sha256(version.encode())
    for source in sources:
        digest.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
    folder = TOOLS / "compose-stubs"
    jar = folder / f"stubs-{digest.hexdigest()[:16]}.jar"
    if jar.exists():
        return jar
    folder.mkdir(exist_ok=True)
    partial = folder / f".{jar.name}.{os.getpid()}.tmp.jar"
    result = _run([*_kotlinc_args(kotlinc), "-d", str(partial), *map(str, sources)], folder, _kotlinc_env())
    if result.returncode != 0 or not partial.exists():
        partial.unlink(missing_ok=True)
        raise ToolFailed(f"the Compose stubs do not compile:\n{result.stdout}{result.stderr}")
    for old in folder.glob("stubs-*.jar"):
        old.unlink()
    os.replace(partial, jar)
    return jar


_PACKAGE = re.compile(r"^package[ \t]+([A-Za-z_][\w.]*)", re.MULTILINE)


def _own_package(code: str, index: int) -> str:
    """`code` in a package of its own, on the same lines, so that files checked together
    (each exported alone, often with the same package and function names) cannot clash."""
    suffix = f"check{index}"
    if _PACKAGE.search(code):
        return _PACKAGE.sub(lambda match: f"package {match.group(1)}.{suffix}", code, count=1)
    if code.lstrip().startswith("@file:"):
        return code
    return f"package {suffix}; {code}"


def typecheck_compose(files: dict[str, str], *, separate: bool = True) -> list[str]:
    """kotlinc over {file name: Kotlin source} against the Compose stubs; error messages only.

    With `separate` (the default) each file is checked as if compiled on its own: it is moved
    into a package of its own (line numbers unchanged). Pass False for files meant to be
    compiled together."""
    _check_names(files, ".kt")
    kotlinc, _ = _kotlinc()
    jar = compose_stubs_jar()
    if separate:
        files = {name: _own_package(code, index) for index, (name, code) in enumerate(files.items())}
    with tempfile.TemporaryDirectory(prefix="compose-check-") as folder:
        source = Path(folder) / "src"
        source.mkdir()
        names = _write_files(files, ".kt", source)
        args = [*_kotlinc_args(kotlinc), "-cp", str(jar), "-d", str(Path(folder) / "out"), *names]
        result = _run(args, source, _kotlinc_env())
    messages = _diagnostics(result.stdout + result.stderr, _KT_HEADER)
    if result.returncode != 0 and not messages:
        raise ToolFailed(f"kotlinc exited {result.returncode}: {(result.stdout + result.stderr)[-2000:]}")
    return messages


# --- Flutter: syntax and vocabulary ---------------------------------------------------------


def check_flutter(code: str) -> list[str]:
    """Syntax errors plus every use of Flutter API outside the allow-list (see flutter_allowlist)."""
    tree = parse("dart", code)
    errors = tree_errors(tree.root_node)
    return errors + vocabulary_errors(tree.root_node)
