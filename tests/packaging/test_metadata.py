"""The package's metadata as setuptools reads it: the licence as an SPDX expression (the `license = { text = ... }`
table is deprecated), with no licence classifier beside it (setuptools refuses the two together)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.licenses import canonicalize_license_expression

ROOT = Path(__file__).resolve().parents[2]


def test_the_licence_is_an_spdx_expression():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert isinstance(project["license"], str)
    assert canonicalize_license_expression(project["license"]) == project["license"]
    assert not any(classifier.startswith("License ::") for classifier in project.get("classifiers", []))
