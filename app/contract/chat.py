"""The agent chat request and its server-sent events (spec 4.9, 6)."""

from typing import Annotated, Any, Literal

from pydantic import Field

from app.contract._base import ContractModel, RequestBody


class TextPart(ContractModel):
    type: Literal["text"]
    text: str


class OtherPart(ContractModel):
    """A part the agent keeps in history but does not read (tool calls, files...)."""

    type: str

    model_config = ContractModel.model_config | {"extra": "allow"}


class UIMessage(ContractModel):
    id: str = Field(min_length=1)
    role: Literal["user", "assistant"]
    parts: list[TextPart | OtherPart]


class ChatRequest(RequestBody):
    messages: list[UIMessage] = Field(min_length=1)
    project_id: str = Field(min_length=1)
    id: str = Field(min_length=1)
    theme_id: str | None = None


class StartEvent(ContractModel):
    """The stream's first event, sent before the agent starts: the id of the assistant message the
    events that follow make up."""

    type: Literal["start"] = "start"
    message_id: str


class TextEvent(ContractModel):
    type: Literal["text"] = "text"
    text: str


class ToolCallEvent(ContractModel):
    type: Literal["tool-call"] = "tool-call"
    tool_name: str
    args: dict[str, Any]


class ToolResultEvent(ContractModel):
    type: Literal["tool-result"] = "tool-result"
    tool_name: str
    result: dict[str, Any]


class FinishEvent(ContractModel):
    type: Literal["finish"] = "finish"
    finish_reason: str


ChatEvent = Annotated[
    StartEvent | TextEvent | ToolCallEvent | ToolResultEvent | FinishEvent, Field(discriminator="type")
]

TOOL_NAMES = ("planScreens", "createScreen", "updateScreen", "updateTheme")
FINISH_REASONS = ("stop", "length", "error")
