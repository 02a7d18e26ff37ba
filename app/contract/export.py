"""Code export and design-tool export (spec 2.5, 4.3, 4.4)."""

from typing import Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from app.contract._base import ContractModel, RequestBody, Whole
from app.contract.limits import DESIGNTOOL_CANVAS_DEFAULT, MAX_CANVAS_SIDE, MAX_HTML_BYTES

Framework = Literal["flutter", "react_native", "swiftui", "jetpack_compose"]


class ExportCodeRequest(RequestBody):
    # the source is the HTML, or a stored frame named by frameId with its projectId
    model_config = ConfigDict(
        json_schema_extra={
            "anyOf": [
                {"required": ["html"], "properties": {"html": {"type": "string"}}},
                {"required": ["frameId", "projectId"]},
            ],
            "dependentRequired": {"frameId": ["projectId"]},
        }
    )

    html: str | None = Field(default=None, min_length=1)
    framework: Framework
    label: str | None = Field(default=None, max_length=200)
    frame_id: str | None = None
    project_id: str | None = None

    @model_validator(mode="after")
    def _source(self) -> "ExportCodeRequest":
        if self.frame_id is not None and self.project_id is None:
            raise ValueError("projectId is required with frameId")
        if self.html is None and self.frame_id is None:
            raise ValueError("html is required (or frameId with projectId)")
        return self


class ExportCodeResult(ContractModel):
    code: str
    language: Literal["dart", "tsx", "swift", "kotlin"]
    file_extension: Literal[".dart", ".tsx", ".swift", ".kt"]
    file_name: str
    framework: Framework
    cached: bool


class DesignToolExportRequest(RequestBody):
    html: str = Field(min_length=1, max_length=MAX_HTML_BYTES)
    width: Whole = Field(default=DESIGNTOOL_CANVAS_DEFAULT[0], ge=1, le=MAX_CANVAS_SIDE)
    height: Whole = Field(default=DESIGNTOOL_CANVAS_DEFAULT[1], ge=1, le=MAX_CANVAS_SIDE)
    label: str | None = None

    @field_validator("html")
    @classmethod
    def _has_content(cls, html: str) -> str:
        if not html.strip():
            raise ValueError("html is empty")
        return html
