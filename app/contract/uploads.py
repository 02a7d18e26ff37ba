"""Upload records (spec 2.1, 4.1)."""

from datetime import datetime

from pydantic import Field

from app.contract._base import ContractModel, RequestBody


class UploadJson(RequestBody):
    image: str = Field(description="base64 data URL, data:<media type>;base64,<data>")
    filename: str | None = Field(default=None, max_length=255)


class UploadResult(ContractModel):
    id: str
    url: str
    filename: str
    content_type: str
    size: int
    created_at: datetime
