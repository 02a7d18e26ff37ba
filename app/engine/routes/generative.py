"""The generative endpoints: conversion, code export and design-tool export.

Each does everything the contract asks before the work itself (auth, plan gate, body
validation, ownership checks, Idempotency-Key, credit reservation); the reserved credits are
committed only when the work succeeds.
"""

from __future__ import annotations

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import Response
from sqlalchemy import insert

from app.contract import (
    DesignToolExportRequest,
    ExportCodeRequest,
    ExportCodeResult,
    ImageToHtmlRequest,
    ImageToHtmlResult,
)
from app.contract.limits import DESIGNTOOL_LABEL_MAX, Endpoint
from app.engine import code_exports, exports, fetch, frames
from app.engine.db.tables import conversions
from app.engine.ids import new_id
from app.engine.images import EXTENSIONS, ImageRejected, check_image, decode_data_url, sniff
from app.engine.jobs.dispatch import queued, run_job
from app.engine.problems import Problem, bad_request, not_found
from app.engine.routes._common import QUEUED, Caller, errors, json_of, site_url
from app.engine.web.billing import charged
from app.engine.web.deps import service_of
from app.engine.web.keyed import run_keyed
from app.render import RenderError, RenderTimeout

router = APIRouter(tags=["generation"])


def image_bytes(request: Request, image: str) -> bytes:
    """The picture behind `image`: a data URL, a file of this engine's CDN, or a public https URL."""
    try:
        if image.startswith("data:"):
            data, claimed = decode_data_url(image)
            return check_image(data, claimed_type=claimed).data
        if image.startswith(site_url(request) + "/cdn/"):
            found = service_of(request).blobs.get(image.rsplit("/", 1)[1])
            if found is None:
                raise bad_request("image refers to a file this service does not have")
            return found.data
        return check_image(fetch.fetch_image(image)).data
    except (ImageRejected, fetch.FetchRefused) as refused:
        raise bad_request(str(refused)) from None


def convert_screenshot(data: bytes, label: str | None, breakdown: bool):
    """The conversion of a screenshot, in process or on a worker: 400 for a picture it refuses, 503 with the error
    body when this install cannot convert at all (a library or an OCR model missing), never a crash."""
    try:
        from app import vision  # numpy, OpenCV and OCR load with the first conversion, not with the engine
    except ImportError as missing:
        raise conversion_unavailable(f"{missing.name or 'a library'} is not installed ({missing})") from None
    try:
        return vision.convert(data, label=label, breakdown=breakdown)
    except vision.ImageRejected as refused:
        raise bad_request(str(refused)) from None
    except vision.OcrUnavailable as missing:
        raise conversion_unavailable(str(missing)) from None


def conversion_unavailable(why: str) -> Problem:
    return Problem(503, f"screenshot conversion is unavailable on this engine: {why}", code="conversion_unavailable")


def store_conversion(service, account_id: str, label: str | None, conversion: ImageToHtmlResult) -> None:
    with service.db.begin() as conn:
        conn.execute(
            insert(conversions).values(
                id=conversion.id,
                account_id=account_id,
                label=label,
                html=conversion.html,
                style_guide=conversion.style_guide.model_dump_json(exclude_none=True),
                created_at=service.now(),
            )
        )


@router.post(
    "/image-to-html",
    response_model=ImageToHtmlResult,
    response_model_exclude_none=True,
    responses=errors(402, 409, 422, *QUEUED),
)
async def image_to_html(request: Request, principal: Caller, body: ImageToHtmlRequest) -> Response:
    """A screenshot as a self-contained HTML screen with its design tokens; 30 credits on success."""
    data = await to_thread.run_sync(image_bytes, request, body.image)

    async def produce() -> Response:
        if queued(request):
            kind = sniff(data)
            assert kind is not None  # image_bytes checked the picture
            blob = await to_thread.run_sync(service_of(request).blobs.put, data, EXTENSIONS[kind])
            return await run_job(
                request,
                principal,
                Endpoint.IMAGE_TO_HTML,
                {"image": blob, "label": body.label, "breakdown": body.breakdown},
            )
        async with charged(request, principal, Endpoint.IMAGE_TO_HTML):
            result = await to_thread.run_sync(lambda: convert_screenshot(data, body.label, body.breakdown))
            conversion = ImageToHtmlResult(
                id=new_id("cnv"),
                html=result.html,
                body_html=result.body_html,
                style_guide=result.style_guide,
                components=result.components,
            )
            await to_thread.run_sync(
                store_conversion, service_of(request), principal.account_id, body.label, conversion
            )
        return json_of(conversion, exclude_none=True)

    return await run_keyed(request, principal, Endpoint.IMAGE_TO_HTML, produce)


@router.post("/export-code", response_model=ExportCodeResult, responses=errors(402, 404, 409, 422, *QUEUED))
async def export_code(request: Request, principal: Caller, body: ExportCodeRequest) -> Response:
    """The screen as UI code for one framework (spec 4.3); 15 credits on success."""
    service = service_of(request)
    html, label = body.html, body.label
    if html is None:
        # without html the request names a frame and its project (ExportCodeRequest checks that)
        frame_id, project_id = body.frame_id or "", body.project_id or ""

        def find_frame():
            with service.db.connect() as conn:
                if frames.get_project(conn, principal.account_id, project_id) is None:
                    return None
                frame = frames.get_frame(conn, principal.account_id, frame_id)
                return frame if frame and frame.project_id == project_id else None

        frame = await to_thread.run_sync(find_frame)
        if frame is None:
            raise not_found("frame")
        html, label = frame.html, label or frame.label
    try:
        code_exports.check_html(html)
    except exports.ExportRefused as refused:
        raise bad_request(str(refused)) from None
    label = label or "Screen"

    async def produce() -> Response:
        if queued(request):
            return await run_job(
                request,
                principal,
                Endpoint.EXPORT_CODE,
                {"html": html, "framework": body.framework, "label": label, "siteUrl": site_url(request)},
            )
        async with charged(request, principal, Endpoint.EXPORT_CODE):
            result = await to_thread.run_sync(
                lambda: run_export(
                    lambda: code_exports.export_code(
                        service, principal.account_id, html, body.framework, label, site_url(request)
                    )
                )
            )
        return json_of(result)

    return await run_keyed(request, principal, Endpoint.EXPORT_CODE, produce)


@router.post(
    "/designtool-export",
    response_class=Response,
    responses={
        **errors(402, 409, 422, *QUEUED),
        200: {"content": {"text/html": {"schema": {"type": "string"}}}, "description": "clipboard fragment"},
    },
)
async def designtool_export(request: Request, principal: Caller, body: DesignToolExportRequest) -> Response:
    """The screen as design-tool layers: an HTML fragment to put on the clipboard as it is."""
    service = service_of(request)
    label = (body.label or "Screen")[:DESIGNTOOL_LABEL_MAX]

    async def produce() -> Response:
        if queued(request):
            return await run_job(
                request,
                principal,
                Endpoint.DESIGNTOOL_EXPORT,
                {
                    "html": body.html,
                    "width": body.width,
                    "height": body.height,
                    "label": label,
                    "siteUrl": site_url(request),
                },
            )
        async with charged(request, principal, Endpoint.DESIGNTOOL_EXPORT):
            fragment = await to_thread.run_sync(
                lambda: run_export(
                    lambda: exports.designtool_fragment(
                        service,
                        body.html,
                        width=body.width,
                        height=body.height,
                        label=label,
                        site_url=site_url(request),
                    )
                )
            )
        return Response(fragment, media_type="text/html; charset=utf-8")

    return await run_keyed(request, principal, Endpoint.DESIGNTOOL_EXPORT, produce)


def run_export(work):
    """Run an export; what the renderer cannot do becomes the caller's error, not a crash."""
    try:
        return work()
    except exports.ExportRefused as refused:
        raise bad_request(str(refused)) from None
    except RenderTimeout:
        raise Problem(400, "the page took too long to lay out", code="render_timeout") from None
    except RenderError as failed:
        raise Problem(503, f"the renderer is unavailable: {failed}", code="renderer_unavailable") from None
