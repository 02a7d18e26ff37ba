"""The base every contract model shares: camelCase on the wire, snake_case in Python."""

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict
from pydantic.alias_generators import to_camel


def _whole(value: Any) -> Any:
    """A whole number written with a fraction (844.0) is that number; anything else is judged strictly."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


# an integer in a request body: JSON's 844.0 is 844, but a boolean or a string is not a number
Whole = Annotated[int, BeforeValidator(_whole)]


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
