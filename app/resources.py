"""Where the files of `resources/` (fonts, schemas) are, from a source tree or an installed copy."""

from __future__ import annotations

import os
from pathlib import Path

RESOURCES_ENV = "FRAMEWRIGHT_RESOURCES"


def resource_path(*parts: str) -> Path:
    """`resources/<parts>`: beside the `app` package in a source tree or bundle, or where
    FRAMEWRIGHT_RESOURCES points."""
    override = os.environ.get(RESOURCES_ENV)
    roots = [Path(override)] if override else []
    roots += [parent / "resources" for parent in Path(__file__).resolve().parents]
    for root in roots:
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"resources/{'/'.join(parts)} is missing from this installation")
