"""POST /upload (spec 4.1): store an image, answer its permanent address."""

from __future__ import annotations

from collections.abc import AsyncGenerator

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import Response
from pydantic import ValidationError
from sqlalchemy import insert
from starlette.datastructures import UploadFile
from starlette.formparsers import MultiPartException, MultiPartParser

from app.contract import UploadJson, UploadResult
from app.contract.limits import MAX_UPLOAD_BYTES
from app.engine.db.tables import uploads
from app.engine.ids import new_id
from app.engine.images import CheckedImage, ImageRejected, check_image, decode_data_url
from app.engine.problems import bad_request
from app.engine.routes._common import Caller, errors, json_of, site_url
from app.engine.web.deps import service_of
from app.engine.web.errors import describe_validation

router = APIRouter(tags=["uploads"])

MULTIPART_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024
JSON_LIMIT = MAX_UPLOAD_BYTES * 4 // 3 + 64 * 1024
DRAIN_LIMIT = 64 * 1024 * 1024  # past this a client is not sent a polite answer, only a closed socket
TOO_LARGE = "the file is larger than 10 MB"

UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            },
            "application/json": {"schema": UploadJson.model_json_schema(by_alias=True)},
        },
    }
}


async def read_capped(request: Request, limit: int) -> bytes:
    """The body, refused as soon as it passes `limit`; the rest is read and dropped, never kept."""
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > DRAIN_LIMIT:
        raise bad_request(TOO_LARGE)
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > DRAIN_LIMIT:
            break
        if size <= limit:
            chunks.append(chunk)
    if size > limit:
        raise bad_request(TOO_LARGE)
    return b"".join(chunks)


async def _once(body: bytes) -> AsyncGenerator[bytes, None]:
    yield body


async def from_multipart(request: Request, body: bytes) -> tuple[bytes, str, str | None]:
    parser = MultiPartParser(request.headers, _once(body), max_files=1, max_fields=10)
    try:
        form = await parser.parse()
    except MultiPartException as exc:
        raise bad_request(f"malformed multipart body: {exc.message}") from None
    try:
        if "image" in form:  # the interface takes exactly one of the two
            raise bad_request("send either a file or an image data URL, not both")
        files = [v for k, v in form.multi_items() if isinstance(v, UploadFile)]
        part = form.get("file")
        if len(files) != 1 or not isinstance(part, UploadFile):
            raise bad_request("send exactly one file, in the multipart field named file")
        data = await part.read()
        return data, part.filename or "upload", part.content_type
    finally:
        await form.close()


def from_json(body: bytes) -> tuple[bytes, str, str | None]:
    try:
        payload = UploadJson.model_validate_json(body)
    except ValidationError as exc:
        raise bad_request(describe_validation([dict(error) for error in exc.errors()])) from None
    data, claimed = decode_data_url(payload.image)
    return data, payload.filename or "upload", claimed


@router.post("/upload", response_model=UploadResult, responses=errors(400), openapi_extra=UPLOAD_BODY)
async def upload(request: Request, principal: Caller) -> Response:
    content_type = request.headers.get("content-type", "").lower()
    try:
        if content_type.startswith("multipart/form-data"):
            data, filename, claimed = await from_multipart(request, await read_capped(request, MULTIPART_LIMIT))
            image = await to_thread.run_sync(lambda: check_image(data, claimed_type=claimed, filename=filename))
        elif content_type.startswith("application/json"):
            data, filename, claimed = from_json(await read_capped(request, JSON_LIMIT))
            # the data URL's type is the claim; a filename is only a hint here
            image = await to_thread.run_sync(lambda: check_image(data, claimed_type=claimed))
        else:
            raise bad_request("send multipart/form-data with a file field, or application/json with an image data URL")
    except ImageRejected as rejected:
        raise bad_request(str(rejected)) from None
    result = await to_thread.run_sync(store, request, principal.account_id, image, filename[:255])
    return json_of(result)


def store(request: Request, account_id: str, image: CheckedImage, filename: str) -> UploadResult:
    service = service_of(request)
    blob = service.blobs.put(image.data, image.extension)
    now = service.now()
    upload_id = new_id("upl")
    with service.db.begin() as conn:
        conn.execute(
            insert(uploads).values(
                id=upload_id,
                account_id=account_id,
                blob_name=blob,
                filename=filename,
                content_type=image.content_type,
                size=len(image.data),
                created_at=now,
            )
        )
    return UploadResult(
        id=upload_id,
        url=f"{site_url(request)}/cdn/{blob}",
        filename=filename,
        content_type=image.content_type,
        size=len(image.data),
        created_at=now,
    )
