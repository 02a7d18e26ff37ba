"""The inspirations gallery: finished screens to start from (scope `inspirations:read`)."""

from __future__ import annotations

from anyio import to_thread
from fastapi import APIRouter, Query, Request, Response

from app.agent.gallery import gallery
from app.contract import Inspiration, InspirationList
from app.engine.problems import not_found
from app.engine.routes._common import ReadsInspirations, errors, json_of

router = APIRouter(tags=["inspirations"])


def _contract(item) -> Inspiration:
    return Inspiration(id=item.id, title=item.title, tags=list(item.tags), html=item.html)


@router.get("/inspirations", response_model=InspirationList, responses=errors())
async def list_inspirations(
    request: Request,
    principal: ReadsInspirations,
    tag: str | None = Query(default=None, max_length=100, description="only those with this tag"),
) -> Response:
    items = await to_thread.run_sync(gallery)
    wanted = tag.strip().lower() if tag else None
    return json_of(InspirationList(inspirations=[_contract(i) for i in items if wanted is None or wanted in i.tags]))


@router.get("/inspirations/{inspirationId}", response_model=Inspiration, responses=errors(404))
async def get_inspiration(request: Request, principal: ReadsInspirations, inspirationId: str) -> Response:
    for item in await to_thread.run_sync(gallery):
        if item.id == inspirationId:
            return json_of(_contract(item))
    raise not_found("inspiration")
