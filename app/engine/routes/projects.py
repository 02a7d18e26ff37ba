"""Projects (a contract addition): a canvas of frames."""

from fastapi import APIRouter, Body, Request, Response

from app.contract import CreateProject, Ok, Project, ProjectDetail, ProjectList
from app.engine import frames
from app.engine.problems import not_found
from app.engine.routes._common import ReadsProjects, WritesProjects, errors, json_of, ok
from app.engine.web.deps import service_of

router = APIRouter(tags=["projects"])


@router.get("/projects", response_model=ProjectList, responses=errors())
def list_projects(request: Request, principal: ReadsProjects) -> Response:
    with service_of(request).db.connect() as conn:
        return json_of(ProjectList(projects=frames.list_projects(conn, principal.account_id)))


@router.post("/projects", response_model=Project, responses=errors(400))
def create_project(
    request: Request, principal: WritesProjects, body: CreateProject = Body(default_factory=CreateProject)
) -> Response:
    service = service_of(request)
    with service.db.begin() as conn:
        return json_of(frames.create_project(conn, principal.account_id, body.name, service.now()))


@router.get("/projects/{projectId}", response_model=ProjectDetail, responses=errors(404))
def get_project(request: Request, principal: ReadsProjects, projectId: str) -> Response:
    with service_of(request).db.connect() as conn:
        detail = frames.project_detail(conn, principal.account_id, projectId)
    if detail is None:
        raise not_found("project")
    return json_of(detail)


@router.delete("/projects/{projectId}", response_model=Ok, responses=errors(404))
def delete_project(request: Request, principal: WritesProjects, projectId: str) -> Response:
    with service_of(request).db.begin() as conn:
        if not frames.delete_project(conn, principal.account_id, projectId):
            raise not_found("project")
    return ok()
