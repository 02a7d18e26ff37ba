"""Frames (spec 4.8)."""

from fastapi import APIRouter, Query, Request, Response
from sqlalchemy.exc import IntegrityError

from app.contract import Ok, SaveFrame
from app.engine import frames, themes
from app.engine.problems import not_found
from app.engine.routes._common import ReadsProjects, WritesProjects, errors, ok
from app.engine.web.deps import service_of

router = APIRouter(tags=["frames"])

# The frame's HTML is the caller's and untrusted: it renders in an opaque origin with scripts
# off and no access to the service; it may load images, styles and fonts, nothing else.
RENDER_HEADERS = {
    "Content-Security-Policy": "sandbox; default-src 'none'; img-src * data: blob:; media-src * data: blob:; "
    "style-src 'unsafe-inline' *; font-src * data:",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}


@router.post("/frames", response_model=Ok, responses=errors(400, 404))
def save_frame(request: Request, principal: WritesProjects, body: SaveFrame) -> Response:
    service = service_of(request)
    for attempt in range(2):  # two first saves of one frameId race to insert; the loser updates
        try:
            with service.db.begin() as conn:
                if frames.get_project(conn, principal.account_id, body.project_id) is None:
                    raise not_found("project")
                if body.theme_id and themes.get_theme(conn, principal.account_id, body.theme_id) is None:
                    raise not_found("theme")
                frames.save_frame(conn, principal.account_id, body, service.now())
            return ok()
        except IntegrityError:
            if attempt:
                raise
    return ok()


@router.delete("/frames", response_model=Ok, responses=errors(400, 404))
def delete_frame(
    request: Request, principal: WritesProjects, frameId: str = Query(min_length=1, description="the frame to delete")
) -> Response:
    with service_of(request).db.begin() as conn:
        if not frames.delete_frame(conn, principal.account_id, frameId):
            raise not_found("frame")
    return ok()


@router.get(
    "/frames/{frameId}/render",
    response_class=Response,
    responses={
        **errors(404),
        200: {"content": {"text/html": {"schema": {"type": "string"}}}, "description": "frame HTML"},
    },
)
def render_frame(request: Request, principal: ReadsProjects, frameId: str) -> Response:
    with service_of(request).db.connect() as conn:
        frame = frames.get_frame(conn, principal.account_id, frameId)
    if frame is None:
        raise not_found("frame")
    return Response(frame.html, media_type="text/html; charset=utf-8", headers=RENDER_HEADERS)
