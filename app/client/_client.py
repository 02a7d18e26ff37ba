"""The async client of the v1 service: one typed method per endpoint."""

from __future__ import annotations

import asyncio
import mimetypes
import uuid
from collections.abc import AsyncGenerator
from contextlib import aclosing
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel

from app import __version__
from app.client._errors import ServiceUnavailableError, error_for
from app.client._retry import RetryPolicy, is_repeatable
from app.client._sse import chat_events
from app.contract import (
    ApiKey,
    ApiKeyList,
    ChatEvent,
    ChatRequest,
    CreatedApiKey,
    CreateTheme,
    CreditPurchaseResult,
    DeleteTheme,
    DesignToolExportRequest,
    ErrorBody,
    ExportCodeRequest,
    ExportCodeResult,
    ImageToHtmlRequest,
    ImageToHtmlResult,
    Inspiration,
    InspirationList,
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
    """A fresh Idempotency-Key (36 characters, within the spec's 8 to 255)."""
    return f"fwc-{uuid.uuid4().hex}"


def _segment(value: str) -> str:
    return quote(value, safe="")


def _body(model: BaseModel) -> dict[str, Any]:
    return model.model_dump(mode="json", exclude_none=True)


class ServiceClient:
    """`async with ServiceClient(base_url, api_key) as service: await service.me()`.

    `base_url` includes the version segment (`.../api/v1`). Calls that are safe to repeat are
    retried on transport failures and 502/503/504, any call when it never reached the service; the
    four billable endpoints always carry an Idempotency-Key (one per logical call, reused by its
    retries) so a retry never charges twice.
    """

    def __init__(
        self,
        base_url: str,
        credential: str | None,
        *,
        timeout: float = 30.0,
        retries: int | RetryPolicy = 3,
        transport: httpx.AsyncBaseTransport | None = None,
        auth: httpx.Auth | None = None,
    ) -> None:
        """`credential` is an API key (or a fixed access token); `auth` instead supplies one per
        request, e.g. `OAuthSession.auth()` from `app.client.oauth`, which refreshes itself."""
        headers = {"User-Agent": f"framewright/{__version__}"}
        if credential:
            headers["Authorization"] = f"Bearer {credential}"
        self._retry = retries if isinstance(retries, RetryPolicy) else RetryPolicy(retries=retries)
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/") + "/", headers=headers, timeout=timeout, transport=transport, auth=auth
        )

    async def __aenter__(self) -> ServiceClient:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    # -- plumbing ---------------------------------------------------------------------------

    async def _send(self, method: str, path: str, *, stream: bool = False, **kwargs: Any) -> httpx.Response:
        """Send with the retries that are safe; raise the typed error for a failure status.

        With `stream`, a successful response is returned unread and the caller must close it.
        """
        request = self._http.build_request(method, path.lstrip("/"), **kwargs)
        repeatable = is_repeatable(request, path)
        attempt = 0
        while True:
            try:
                response = await self._http.send(request, stream=stream)
            except httpx.TransportError as failure:
                if (wait := self._retry.wait_after_failure(attempt, failure, repeatable)) is None:
                    raise ServiceUnavailableError(
                        ErrorBody(error=f"no answer from the service at {self._http.base_url}: {failure!r}")
                    ) from failure
            else:
                if response.status_code < 400:
                    return response
                await response.aread()
                await response.aclose()
                if (wait := self._retry.wait_after_response(attempt, response, repeatable)) is None:
                    raise error_for(response)
            await self._retry.sleep(wait)
            attempt += 1

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
        return await self._json("POST", "/upload", UploadResult, json=_body(UploadJson(image=image, filename=filename)))

    async def upload_path(self, path: str | Path) -> UploadResult:
        path = Path(path)
        return await self.upload_file(await asyncio.to_thread(path.read_bytes), path.name)

    # -- billable work -------------------------------------------------------------------------

    async def image_to_html(
        self, request: ImageToHtmlRequest, *, idempotency_key: str | None = None
    ) -> ImageToHtmlResult:
        return await self._json(
            "POST", "/image-to-html", ImageToHtmlResult, json=_body(request), headers=self._keyed(idempotency_key)
        )

    async def export_code(self, request: ExportCodeRequest, *, idempotency_key: str | None = None) -> ExportCodeResult:
        return await self._json(
            "POST", "/export-code", ExportCodeResult, json=_body(request), headers=self._keyed(idempotency_key)
        )

    async def designtool_export(self, request: DesignToolExportRequest, *, idempotency_key: str | None = None) -> str:
        response = await self._send(
            "POST", "/designtool-export", json=_body(request), headers=self._keyed(idempotency_key)
        )
        return response.text

    async def purchase_credits(self, pack: str, *, idempotency_key: str | None = None) -> CreditPurchaseResult:
        return await self._json(
            "POST", "/credits/purchase", CreditPurchaseResult, json={"pack": pack}, headers=self._keyed(idempotency_key)
        )

    # -- account and usage ---------------------------------------------------------------------

    async def me(self) -> Me:
        return await self._json("GET", "/me", Me)

    async def usage(self, days: int | None = None, key_id: str | None = None) -> UsageResult:
        params = {k: v for k, v in (("days", days), ("keyId", key_id)) if v is not None}
        return await self._json("GET", "/usage", UsageResult, params=params)

    async def list_keys(self) -> list[ApiKey]:
        """The account's working API keys, without their secrets; `current` marks the one in use here."""
        return (await self._json("GET", "/keys", ApiKeyList)).keys

    async def create_key(self, name: str | None = None) -> CreatedApiKey:
        """A new API key; its `api_key` secret is in this answer only and cannot be read again.
        The service checks the name (400 for an empty or too long one)."""
        return await self._json("POST", "/keys", CreatedApiKey, json={} if name is None else {"name": name})

    async def revoke_key(self, key_id: str) -> None:
        await self._send("DELETE", f"/keys/{_segment(key_id)}")

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
        await self._send("DELETE", "/themes", json=_body(DeleteTheme(id=theme_id)))

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

    async def inspirations(self, tag: str | None = None) -> list[Inspiration]:
        """The gallery of finished screens to start from, optionally only those with `tag`."""
        params = {"tag": tag} if tag else None
        return (await self._json("GET", "/inspirations", InspirationList, params=params)).inspirations

    async def inspiration(self, inspiration_id: str) -> Inspiration:
        return await self._json("GET", f"/inspirations/{_segment(inspiration_id)}", Inspiration)

    async def chat(self, request: ChatRequest) -> AsyncGenerator[ChatEvent, None]:
        """The agent's events as they stream. A failure before the stream starts raises its typed error;
        closing the iterator early (`aclose()`, or leaving an `aclosing()` block) ends the stream."""
        response = await self._send(
            "POST", "/chat", stream=True, json=_body(request), headers={"Accept": "text/event-stream"}
        )
        try:
            async with aclosing(chat_events(response)) as events:
                async for event in events:
                    yield event
        finally:
            await response.aclose()
