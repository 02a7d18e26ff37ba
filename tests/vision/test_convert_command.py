"""`framewright convert`: screenshots to HTML and style guides on disk, and a clear stop when the OCR is missing."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from app.cli import main

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"
SCREEN = CORPUS / "09_weui_form_primary.png"


def test_a_screenshot_is_written_as_html_and_its_style_guide(tmp_path: Path):
    out = tmp_path / "out"
    assert main(["convert", str(SCREEN), "-o", str(out)]) == 0
    page = (out / f"{SCREEN.stem}.html").read_text("utf-8")
    assert page.startswith("<!doctype html>") and "var(--" in page
    guide = json.loads((out / f"{SCREEN.stem}.styleguide.json").read_text("utf-8"))
    assert {"colors", "typography", "spacing", "borderRadius"} <= set(guide)


def test_without_the_ocr_it_says_what_is_missing_and_writes_nothing(tmp_path: Path, monkeypatch, capsys):
    from app.vision import ocr

    monkeypatch.setattr(ocr, "_engine", None)
    monkeypatch.setitem(sys.modules, "rapidocr", None)  # `import rapidocr` raises ImportError
    shutil.copy(SCREEN, tmp_path / "a.png")
    shutil.copy(SCREEN, tmp_path / "b.png")
    out = tmp_path / "out"
    assert main(["convert", str(tmp_path / "a.png"), str(tmp_path / "b.png"), "-o", str(out)]) == 2
    error = capsys.readouterr().err
    assert error.count("error:") == 1 and "rapidocr" in error and "not installed" in error
    assert list(out.iterdir()) == []
