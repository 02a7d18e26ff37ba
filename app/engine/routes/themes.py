"""Themes (spec 4.7)."""

from fastapi import APIRouter, Body, Query, Request, Response

from app.contract import CreateTheme, DeleteTheme, Ok, Theme, ThemeList, ThemeLookup, UpdateTheme
from app.engine import themes
from app.engine.problems import not_found
from app.engine.routes._common import ReadsProjects, WritesProjects, errors, json_of, ok
from app.engine.web.deps import service_of

router = APIRouter(tags=["themes"])


@router.get("/themes", response_model=ThemeList | ThemeLookup, responses=errors(400))
def get_themes(
    request: Request, principal: ReadsProjects, id: str | None = Query(default=None, description="one theme by id")
) -> Response:
    with service_of(request).db.connect() as conn:
        if id is not None:
            return json_of(ThemeLookup(theme=themes.get_theme(conn, principal.account_id, id)))
        return json_of(ThemeList(themes=themes.list_themes(conn, principal.account_id)))


@router.post("/themes", response_model=Theme, responses=errors(400))
def create_theme(
    request: Request, principal: WritesProjects, body: CreateTheme = Body(default_factory=CreateTheme)
) -> Response:
    service = service_of(request)
    with service.db.begin() as conn:
        return json_of(themes.create_theme(conn, principal.account_id, body, service.now()))


@router.put("/themes", response_model=Theme, responses=errors(400, 404))
def update_theme(request: Request, principal: WritesProjects, body: UpdateTheme) -> Response:
    service = service_of(request)
    with service.db.begin() as conn:
        theme = themes.update_theme(conn, principal.account_id, body, service.now())
    if theme is None:
        raise not_found("theme")
    return json_of(theme)


@router.delete("/themes", response_model=Ok, responses=errors(400, 404))
def delete_theme(request: Request, principal: WritesProjects, body: DeleteTheme) -> Response:
    with service_of(request).db.begin() as conn:
        if not themes.delete_theme(conn, principal.account_id, body.id):
            raise not_found("theme")
    return ok()
