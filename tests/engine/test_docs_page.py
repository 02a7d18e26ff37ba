"""The browsable API docs at /api/v1/docs work on a machine without internet: the page, its script,
stylesheet and icon all come from the engine itself, and a real browser engine with every request
off this machine blocked shows the operations."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'framewright.db'}"


class References(HTMLParser):
    """Every URL the page's tags refer to (src, href), and its inline scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.scripts: list[str] = []
        self.in_script = False

    def handle_starttag(self, tag, attrs) -> None:
        self.in_script = tag == "script"
        self.urls += [value for name, value in attrs if name in ("src", "href") and value]

    def handle_endtag(self, tag) -> None:
        self.in_script = False

    def handle_data(self, data) -> None:
        if self.in_script and data.strip():
            self.scripts.append(data)


def test_the_docs_page_refers_only_to_its_own_origin_and_every_asset_is_served(engine):
    site = engine.site_url
    with httpx.Client(timeout=30) as http:
        page = http.get(engine.base_url + "/docs")
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        # and a browser is told so: every source the page may load from is the engine itself
        policy = dict(part.strip().split(" ", 1) for part in page.headers["content-security-policy"].split(";"))
        assert policy["default-src"] == "'self'" and policy["connect-src"] == "'self'"
        assert all(not re.search(r"https?:|\*|//", sources) for sources in policy.values()), policy
        references = References()
        references.feed(page.text)
        assert not re.search(r"(?i)\b(?:https?:)?//", page.text), "the page names another origin"

        assets = {urlsplit(urljoin(page.url.path, url)).path for url in references.urls}
        for script in references.scripts:  # the spec and the sign-in redirect the script loads
            assets |= set(re.findall(r"['\"](/[^'\"]+)['\"]", script))
        assert any(path.endswith(".js") for path in assets) and any(path.endswith(".css") for path in assets)
        assert "/api/v1/openapi.json" in assets
        kinds = {"js": "javascript", "css": "text/css", "png": "image/", "json": "application/json"}
        for path in sorted(assets):
            answer = http.get(site + path)
            assert answer.status_code == 200, path
            kind = kinds.get(path.rsplit(".", 1)[-1])
            assert kind is None or kind in answer.headers["content-type"], (path, answer.headers["content-type"])
            assert len(answer.content) > 100, path

        assert http.get(engine.base_url + "/docs/assets/missing.js").status_code == 404


def test_a_browser_offline_shows_every_operation_without_reaching_another_origin(engine):
    run = subprocess.run(
        [sys.executable, "-m", "tests.engine.docs_page", engine.base_url + "/docs", "60"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["blocked"] == []  # nothing was even attempted off this machine
    assert any(url.endswith("/api/v1/docs/assets/swagger-ui-bundle.js") for url in seen["requested"])
    assert any(url.endswith("/api/v1/openapi.json") for url in seen["requested"])

    with httpx.Client(timeout=30) as http:
        document = http.get(engine.base_url + "/openapi.json").json()
    declared = {(path, method.upper()) for path, operations in document["paths"].items() for method in operations}
    ids = {op["operationId"] for operations in document["paths"].values() for op in operations.values()}
    shown_ids = {block.rsplit("-", 1)[-1] for block in seen["operations"]}
    assert {"getMe", "createTheme", "imageToHtml"} <= shown_ids
    assert shown_ids == ids
    assert {path for path, _ in declared} == set(seen["paths"])
    assert "/api/v1/themes" in seen["paths"]
    assert seen["title"].startswith("Framewright service")
