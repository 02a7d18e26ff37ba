"""The async client of the v1 service: one typed method per endpoint."""

from __future__ import annotations

import asyncio
import mimetypes
import uuid
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel

from app import __version__
from app.client._errors import ServiceUnavailableError, error_for
from app.client._retry import RETRY_STATUSES, RetryPolicy, is_repeatable, never_reached_server
from app.client._sse import chat_events
from app.contract import (
    ChatEvent,
    ChatRequest,
    CreateTheme,
    CreditPurchaseRequest,
    CreditPurchaseResult,
    DesignToolExportRequest,
    ErrorBody,
    ExportCodeRequest,
    ExportCodeResult,
    ImageToHtmlRequest,
    ImageToHtmlResult,
    Me,
    Project,
    ProjectDetail,
    ProjectList,
    SaveFrame,
    Theme,
    ThemeList,
    ThemeLookup,
    UpdateTheme,
    UploadJson,
    UploadResult,
    UsageResult,
)

Model = TypeVar("Model", bound=BaseModel)


def new_idempotency_key() -> str:
    return f"fwc-{uuid.uuid4().hex}"


def _segment(value: str) -> str:
    return quote(value, safe="")


def _body(model: BaseModel) -> dict[str, Any]:
    return model.model_dump(mode="json", exclude_none=True, by_alias=True)


class ServiceClient:
    """`async with ServiceClient(base_url, api_key) as service: await service.me()`.

    `base_url` includes the version segment (`.../api/v1`). Calls that are safe to repeat are
    retried on connection failures and 502/503/504; the four billable endpoints always carry an
    Idempotency-Key (one per logical call, reused by its retries) so a retry never charges twice.
    """

    def __init__(self, base_url: str, credential: str | None, *, timeout: float = 30.0, retries: int = 3,
                 transport: httpx.AsyncBaseTransport | None = None) -> None:
        headers = {"User-Agent": f"framewright/{__version__}"}
        if credential:
            headers["Authorization"] = f"Bearer {credential}"
        self.base_url = base_url.rstrip("/")
        self.retry = RetryPolicy(retries=retries)
        self.sleep = asyncio.sleep
        self._http = httpx.AsyncClient(base_url=self.base_url + "/", headers=headers, timeout=timeout,
                                       transport=transport)

    async def __aenter__(self) -> "ServiceClient":
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    # -- plumbing ---------------------------------------------------------------------------

    async def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """Send with bounded retries where safe; raise the typed error for any failure status."""
        request = self._http.build_request(method, path.lstrip("/"), **kwargs)
        attempt = 0
        while True:
            try:
                response = await self._http.send(request)
            except httpx.TransportError as failure:
                if attempt < self.retry.retries and (never_reached_server(failure) or is_repeatable(request, path)):
                    await self.sleep(self.retry.delay(attempt))
                    attempt += 1
                    continue
                raise ServiceUnavailableError(ErrorBody(error=f"cannot reach the service at {self.base_url}: "
                                                              f"{failure.__class__.__name__}")) from failure
            if (response.status_code in RETRY_STATUSES and attempt < self.retry.retries
                    and is_repeatable(request, path)):
                await self.sleep(self.retry.delay(attempt, response.headers.get("retry-after")))
                attempt += 1
                continue
            if response.status_code >= 400:
                raise error_for(response)
            return response

    async def _json(self, method: str, path: str, result: type[Model], **kwargs: Any) -> Model:
        response = await self._send(method, path, **kwargs)
        return result.model_validate_json(response.content)

    @staticmethod
    def _keyed(idempotency_key: str | None) -> dict[str, str]:
        return {"Idempotency-Key": idempotency_key or new_idempotency_key()}

    # -- uploads ------------------------------------------------------------------------------

    async def upload_file(self, data: bytes, filename: str, content_type: str | None = None) -> UploadResult:
        media_type = content_type or mimetypes.guess_type(filename)[0] or "application/octet-stream"
        return await self._json("POST", "/upload", UploadResult, files={"file": (filename, data, media_type)})

    async def upload_data_url(self, image: str, filename: str | None = None) -> UploadResult:
        return await self._json("POST", "/upload", UploadResult,
                                json=_body(UploadJson(image=image, filename=filename)))

    async def upload_path(self, path: str | Path) -> UploadResult:
        path = Path(path)
        return await self.upload_file(path.read_bytes(), path.name)

    # -- billable work -------------------------------------------------------------------------

    async def image_to_html(self, request: ImageToHtmlRequest, *, idempotency_key: str | None = None
                            ) -> ImageToHtmlResult:
        return await self._json("POST", "/image-to-html", ImageToHtmlResult, json=_body(request),
                                headers=self._keyed(idempotency_key))

    async def export_code(self, request: ExportCodeRequest, *, idempotency_key: str | None = None
                          ) -> ExportCodeResult:
        return await self._json("POST", "/export-code", ExportCodeResult, json=_body(request),
                                headers=self._keyed(idempotency_key))

    async def designtool_export(self, request: DesignToolExportRequest, *, idempotency_key: str | None = None
                                ) -> str:
        response = await self._send("POST", "/designtool-export", json=_body(request),
                                    headers=self._keyed(idempotency_key))
        return response.text

    async def purchase_credits(self, pack: str, *, idempotency_key: str | None = None) -> CreditPurchaseResult:
        return await self._json("POST", "/credits/purchase", CreditPurchaseResult,
                                json=_body(CreditPurchaseRequest.model_construct(pack=pack)),
                                headers=self._keyed(idempotency_key))

    # -- account and usage ---------------------------------------------------------------------

    async def me(self) -> Me:
        return await self._json("GET", "/me", Me)

    async def usage(self, days: int | None = None, key_id: str | None = None) -> UsageResult:
        params = {k: v for k, v in (("days", days), ("keyId", key_id)) if v is not None}
        return await self._json("GET", "/usage", UsageResult, params=params)

    # -- themes --------------------------------------------------------------------------------

    async def list_themes(self) -> list[Theme]:
        return (await self._json("GET", "/themes", ThemeList)).themes

    async def get_theme(self, theme_id: str) -> Theme | None:
        return (await self._json("GET", "/themes", ThemeLookup, params={"id": theme_id})).theme

    async def create_theme(self, request: CreateTheme) -> Theme:
        return await self._json("POST", "/themes", Theme, json=_body(request))

    async def update_theme(self, request: UpdateTheme) -> Theme:
        return await self._json("PUT", "/themes", Theme, json=_body(request))

    async def delete_theme(self, theme_id: str) -> None:
        await self._send("DELETE", "/themes", json={"id": theme_id})

    # -- projects and frames ---------------------------------------------------------------------

    async def list_projects(self) -> list[Project]:
        return (await self._json("GET", "/projects", ProjectList)).projects

    async def create_project(self, name: str | None = None) -> Project:
        return await self._json("POST", "/projects", Project, json={} if name is None else {"name": name})

    async def get_project(self, project_id: str) -> ProjectDetail:
        return await self._json("GET", f"/projects/{_segment(project_id)}", ProjectDetail)

    async def delete_project(self, project_id: str) -> None:
        await self._send("DELETE", f"/projects/{_segment(project_id)}")

    async def save_frame(self, frame: SaveFrame) -> None:
        await self._send("POST", "/frames", json=_body(frame))

    async def delete_frame(self, frame_id: str) -> None:
        await self._send("DELETE", "/frames", params={"frameId": frame_id})

    async def render_frame(self, frame_id: str) -> str:
        return (await self._send("GET", f"/frames/{_segment(frame_id)}/render")).text

    # -- the agent -------------------------------------------------------------------------------

    async def chat(self, request: ChatRequest) -> AsyncIterator[ChatEvent]:
        """The agent's events as they stream; leaving the loop early closes the stream."""
        async with self._stream("POST", "/chat", json=_body(request)) as response:
            async for event in chat_events(response):
                yield event

    @asynccontextmanager
    async def _stream(self, method: str, path: str, **kwargs: Any) -> AsyncIterator[httpx.Response]:
        request = self._http.build_request(method, path.lstrip("/"), **kwargs)
        request.headers["Accept"] = "text/event-stream"
        try:
            response = await self._http.send(request, stream=True)
        except httpx.TransportError as failure:
            raise ServiceUnavailableError(ErrorBody(error=f"cannot reach the service at {self.base_url}: "
                                                          f"{failure.__class__.__name__}")) from failure
        try:
            if response.status_code >= 400:
                await response.aread()
                raise error_for(response)
            yield response
        finally:
            await response.aclose()
