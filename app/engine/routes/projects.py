"""Projects (a contract addition): a canvas of frames."""

from fastapi import APIRouter, Body, Request

from app.contract import CreateProject, Ok, Project, ProjectDetail, ProjectList
from app.engine import frames
from app.engine.problems import not_found
from app.engine.routes._common import Caller, errors
from app.engine.web.deps import service_of

router = APIRouter(tags=["projects"])


@router.get("/projects", response_model=ProjectList, responses=errors())
def list_projects(request: Request, principal: Caller) -> ProjectList:
    with service_of(request).db.connect() as conn:
        return ProjectList(projects=frames.list_projects(conn, principal.account_id))


@router.post("/projects", response_model=Project, responses=errors(400))
def create_project(request: Request, principal: Caller,
                   body: CreateProject = Body(default_factory=CreateProject)) -> Project:
    service = service_of(request)
    with service.db.begin() as conn:
        return frames.create_project(conn, principal.account_id, body.name, service.now())


@router.get("/projects/{projectId}", response_model=ProjectDetail, responses=errors(404))
def get_project(request: Request, principal: Caller, projectId: str) -> ProjectDetail:
    with service_of(request).db.connect() as conn:
        detail = frames.project_detail(conn, principal.account_id, projectId)
    if detail is None:
        raise not_found("project")
    return detail


@router.delete("/projects/{projectId}", response_model=Ok, responses=errors(404))
def delete_project(request: Request, principal: Caller, projectId: str) -> Ok:
    with service_of(request).db.begin() as conn:
        if not frames.delete_project(conn, principal.account_id, projectId):
            raise not_found("project")
    return Ok()
