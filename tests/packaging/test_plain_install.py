"""The plain-install check's reading of the HTML it gets (`make plain-install-check` runs the install itself)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("plain_install_check", ROOT / "packaging" / "plain_install_check.py")
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)


def test_texts_are_found_in_the_pages_text_not_in_its_markup_or_styles():
    page = (
        "<html><head><style>.Awesome-App{color:red}</style></head><body><div class='Left Panel'>"
        "Awesome<br> App</div><p>表单 &amp; more</p></body></html>"
    )
    truth = {"texts": [{"text": "Awesome App"}, {"text": "表单 & more"}, {"text": "Left Panel"}, {"text": "x"}]}
    found, missing = check.texts_found(page, truth)
    assert found == ["Awesome App", "表单 & more"]
    assert missing == ["Left Panel"]  # only in an attribute; "x" is too short to count
