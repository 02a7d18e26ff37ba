"""The base every contract model shares: camelCase on the wire, snake_case in Python."""

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class ContractModel(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        serialize_by_alias=True,
        extra="ignore",
    )


class RequestBody(ContractModel):
    """A request body, taken strictly: a boolean is not a number, a number is not a string (a number given for a
    fractional field is still a number)."""

    model_config = ConfigDict(strict=True)


class Ok(ContractModel):
    ok: bool = True
