"""Projects: a canvas of frames (a contract addition, see DESIGN.md)."""

from datetime import datetime

from pydantic import Field

from app.contract._base import ContractModel, RequestBody
from app.contract.frames import Frame
from app.contract.limits import MAX_NAME_LENGTH

DEFAULT_PROJECT_NAME = "Untitled Project"


class Project(ContractModel):
    id: str
    name: str
    created_at: datetime


class ProjectDetail(Project):
    frames: list[Frame]


class ProjectList(ContractModel):
    projects: list[Project]


class CreateProject(RequestBody):
    name: str = Field(default=DEFAULT_PROJECT_NAME, min_length=1, max_length=MAX_NAME_LENGTH)
