"""Every library the program imports is one a plain `pip install` brings: a declared dependency, or one that a
declared dependency itself requires. (A library present only among the test extras, such as SciPy, would pass
every test and fail for the user.)"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, packages_distributions, requires
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; (]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def _installed_with_the_program() -> set[str]:
    declared = {_name(d) for d in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]}
    brought = set(declared)
    for dist in declared:
        try:
            brought |= {_name(r) for r in requires(dist) or [] if "extra ==" not in r}
        except PackageNotFoundError:
            continue
    return brought


def _imported_libraries() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in (ROOT / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top != "app":
                    found.setdefault(top, set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_imported_library_comes_with_a_plain_install():
    brought = _installed_with_the_program()
    distributions = packages_distributions()
    missing = {
        top: sorted(where)
        for top, where in _imported_libraries().items()
        if not {_name(d) for d in distributions.get(top, [top])} & brought
    }
    assert not missing, missing
