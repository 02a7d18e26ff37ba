"""The v1 service interface as pydantic models: the one place its names and limits live."""

from app.contract._base import ContractModel, Ok
from app.contract.account import CreditBalance, Me
from app.contract.chat import (
    ChatEvent,
    ChatRequest,
    FinishEvent,
    StartEvent,
    TextEvent,
    TextPart,
    ToolCallEvent,
    ToolResultEvent,
    UIMessage,
)
from app.contract.conversion import Component, ImageToHtmlRequest, ImageToHtmlResult, StyleGuide
from app.contract.credits import CreditPurchaseRequest, CreditPurchaseResult, PackInfo
from app.contract.errors import IDEMPOTENCY_KEY_REUSE, ErrorBody
from app.contract.export import DesignToolExportRequest, ExportCodeRequest, ExportCodeResult, Framework
from app.contract.frames import Frame, SaveFrame
from app.contract.inspirations import Inspiration, InspirationList
from app.contract.keys import ApiKey, ApiKeyList, CreateApiKey, CreatedApiKey
from app.contract.projects import CreateProject, Project, ProjectDetail, ProjectList
from app.contract.themes import CreateTheme, DeleteTheme, Theme, ThemeList, ThemeLookup, UpdateTheme
from app.contract.uploads import UploadJson, UploadResult
from app.contract.usage import UsageResult

__all__ = [
    "ApiKey",
    "ApiKeyList",
    "ChatEvent",
    "ChatRequest",
    "Component",
    "ContractModel",
    "CreateApiKey",
    "CreatedApiKey",
    "CreateProject",
    "CreateTheme",
    "CreditBalance",
    "CreditPurchaseRequest",
    "CreditPurchaseResult",
    "DeleteTheme",
    "DesignToolExportRequest",
    "ErrorBody",
    "ExportCodeRequest",
    "ExportCodeResult",
    "FinishEvent",
    "Frame",
    "Framework",
    "Inspiration",
    "InspirationList",
    "IDEMPOTENCY_KEY_REUSE",
    "ImageToHtmlRequest",
    "ImageToHtmlResult",
    "Me",
    "Ok",
    "PackInfo",
    "Project",
    "ProjectDetail",
    "ProjectList",
    "SaveFrame",
    "StyleGuide",
    "StartEvent",
    "TextEvent",
    "TextPart",
    "Theme",
    "ThemeList",
    "ThemeLookup",
    "ToolCallEvent",
    "ToolResultEvent",
    "UIMessage",
    "UpdateTheme",
    "UploadJson",
    "UploadResult",
    "UsageResult",
]
