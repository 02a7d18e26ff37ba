"""The account's API keys (a contract addition): listed without their secrets, created with the
secret shown once, revoked by id."""

from datetime import datetime

from pydantic import ConfigDict, Field

from app.contract._base import ContractModel, RequestBody
from app.contract.limits import MAX_NAME_LENGTH

DEFAULT_KEY_NAME = "API key"


class ApiKey(ContractModel):
    id: str
    name: str
    prefix: str = Field(description="the first characters of the key, safe to show")
    created_at: datetime
    last_used: datetime | None = Field(description="null for a key never used")
    current: bool = Field(description="true for the key making this request")


class ApiKeyList(ContractModel):
    keys: list[ApiKey]


class CreateApiKey(RequestBody):
    model_config = ContractModel.model_config | ConfigDict(str_strip_whitespace=True)

    name: str = Field(default=DEFAULT_KEY_NAME, min_length=1, max_length=MAX_NAME_LENGTH)


class CreatedApiKey(ContractModel):
    id: str
    name: str
    api_key: str = Field(description="the secret: shown this once, never again")
    created_at: datetime
