"""Frames: one mobile screen on a project canvas (spec 2.7, 4.8)."""

from pydantic import Field

from app.contract._base import ContractModel, RequestBody
from app.contract.limits import MAX_HTML_BYTES, MAX_NAME_LENGTH

DEFAULT_FRAME_LABEL = "Screen"


class Frame(ContractModel):
    frame_id: str
    project_id: str
    html: str
    label: str
    left: float = 0
    top: float = 0
    theme_id: str | None = None


class SaveFrame(RequestBody):
    frame_id: str = Field(min_length=1, max_length=100)
    html: str = Field(max_length=MAX_HTML_BYTES)
    project_id: str = Field(min_length=1, max_length=100)
    label: str = Field(default=DEFAULT_FRAME_LABEL, max_length=MAX_NAME_LENGTH)
    left: float = Field(default=0, allow_inf_nan=False, ge=-1e9, le=1e9)
    top: float = Field(default=0, allow_inf_nan=False, ge=-1e9, le=1e9)
    theme_id: str | None = Field(default=None, max_length=100)
