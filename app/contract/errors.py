"""The error body every failure carries (spec section 7)."""

from typing import Any

from pydantic import Field

from app.contract._base import ContractModel


class ErrorBody(ContractModel):
    error: str = Field(description="human-readable message")
    code: str | None = Field(default=None, description="machine-readable code, e.g. idempotency_key_reuse")
    upgrade: bool | None = Field(default=None, description="true when the account plan is too low")
    required_plan: str | None = Field(default=None, description="minimum plan required")
    request_id: str | None = Field(
        default=None, description="the request's id, also in the X-Request-Id header and in the service's logs"
    )

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(exclude_none=True)


IDEMPOTENCY_KEY_REUSE = "idempotency_key_reuse"
