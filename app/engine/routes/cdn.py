"""GET /cdn/{name}: uploaded files, public, read-only, cached forever (their names are their hashes)."""

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, Response

from app.engine.blobs import FolderBlobs
from app.engine.problems import not_found
from app.engine.web.deps import service_of

router = APIRouter(tags=["cdn"], include_in_schema=False)

IMMUTABLE = {
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
}


@router.get("/cdn/{name}")
def cdn_file(request: Request, name: str) -> Response:
    blobs = service_of(request).blobs
    if isinstance(blobs, FolderBlobs):
        found = blobs.locate(name)
        if found is None:
            raise not_found("file")
        path, media_type = found
        return FileResponse(path, media_type=media_type, headers=IMMUTABLE)
    blob = blobs.get(name)
    if blob is None:
        raise not_found("file")
    return Response(blob.data, media_type=blob.media_type, headers={**IMMUTABLE, "ETag": f'"{name.split(".")[0]}"'})
