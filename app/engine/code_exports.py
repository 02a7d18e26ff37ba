"""Code export: screen HTML laid out by the renderer, then written as UI code by `app.codegen`.

Inline images (data URIs) are stored as blobs first and the code names them by their CDN URL.
Results are kept in a content-addressed cache in the blob folder, keyed by the caller and the
exact (html, framework, label), so the same export is written once.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from pathlib import Path

from app import codegen
from app.contract import ExportCodeResult
from app.contract.limits import FRAME_SIZE, MAX_HTML_BYTES
from app.engine.exports import ExportRefused, image_loader
from app.engine.images import sniff
from app.engine.service import Service
from app.ir import ImageNode, Screen

TAG = re.compile(r"<\s*[A-Za-z!]")
EXTENSIONS = {"image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp", "image/gif": ".gif"}


def check_html(html: str) -> None:
    """Refuse what cannot be a screen: empty text, text without markup, more than the size limit."""
    if not html.strip():
        raise ExportRefused("html is empty")
    if len(html.encode("utf-8")) > MAX_HTML_BYTES:
        raise ExportRefused(f"html is larger than the limit of {MAX_HTML_BYTES // (1024 * 1024)} MB")
    if not TAG.search(html):
        raise ExportRefused("html does not contain any HTML markup")


def cache_key(account_id: str, html: str, framework: str, label: str) -> str:
    return hashlib.sha256(json.dumps([account_id, framework, label, html]).encode("utf-8")).hexdigest()


class CodeCache:
    """Generated code by key, as small JSON files under the blob folder (never served by the CDN)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> ExportCodeResult | None:
        path = self._path(key)
        try:
            return ExportCodeResult.model_validate_json(path.read_bytes())
        except (OSError, ValueError):
            return None

    def put(self, key: str, result: ExportCodeResult) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".incoming-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(result.model_dump_json().encode("utf-8"))
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise


def cache_of(service: Service) -> CodeCache:
    return CodeCache(service.blobs.root / "code")


def image_addresses(service: Service, screen: Screen, site_url: str) -> dict[str, str]:
    """src -> URL for every image of the screen: data URIs become blobs on this engine's CDN,
    web addresses stay; anything else (and images that cannot be read) is left out."""
    load = image_loader(service, site_url, screen)
    found: dict[str, str] = {}
    for node in screen.walk():
        if not isinstance(node, ImageNode) or node.src in found:
            continue
        if node.src.startswith(("https://", "http://")):
            found[node.src] = node.src
        elif node.src.startswith("data:"):
            data = load(node)
            kind = sniff(data) if data else None
            if kind in EXTENSIONS:
                found[node.src] = f"{site_url}/cdn/{service.blobs.put(data, EXTENSIONS[kind])}"
    return found


def export_code(
    service: Service, account_id: str, html: str, framework: str, label: str, site_url: str
) -> ExportCodeResult:
    """The screen as UI code for `framework`; `cached` says whether it was already written."""
    check_html(html)
    if framework not in codegen.FRAMEWORKS:
        raise ExportRefused(str(codegen.UnknownFramework(framework)))
    cache = cache_of(service)
    key = cache_key(account_id, html, framework, label)
    stored = cache.get(key)
    if stored is not None:
        return stored.model_copy(update={"cached": True})
    width, height = FRAME_SIZE
    screen = service.renderer.layout(html, width, height, allow=(site_url + "/cdn/",))
    if codegen.depth(screen) > codegen.MAX_DEPTH:
        raise ExportRefused(str(codegen.ScreenTooDeep(codegen.depth(screen))))
    addresses = image_addresses(service, screen, site_url)
    try:
        generated = codegen.generate(screen, framework, label, image_address=addresses.get)
    except codegen.ScreenTooDeep as deep:
        raise ExportRefused(str(deep)) from None
    result = ExportCodeResult(
        code=generated.code,
        language=generated.language,
        file_extension=generated.file_extension,
        file_name=generated.file_name,
        framework=generated.framework,
        cached=False,
    )
    cache.put(key, result)
    return result
