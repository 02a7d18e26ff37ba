"""Themes: named sets of CSS custom properties (spec 2.6, 4.7)."""

from typing import Annotated

from pydantic import ConfigDict, Field, StringConstraints, model_validator

from app.contract._base import ContractModel, RequestBody
from app.contract.limits import MAX_NAME_LENGTH, MAX_VARIABLES_PER_VARIANT, MAX_VARIANTS

# A CSS custom property name, and a value that cannot break out of a declaration.
VariableName = Annotated[str, StringConstraints(pattern=r"^--[A-Za-z0-9_-]{1,100}$")]
VariableValue = Annotated[str, StringConstraints(max_length=2000, pattern=r"^[^;{}<>]*$")]
VariantName = Annotated[str, StringConstraints(min_length=1, max_length=100)]
# a name that is not a custom property is refused: the schema says so too, so generated clients keep to it
Variables = Annotated[
    dict[VariableName, VariableValue],
    Field(max_length=MAX_VARIABLES_PER_VARIANT, json_schema_extra={"additionalProperties": False}),
]
Variants = Annotated[dict[VariantName, Variables], Field(max_length=MAX_VARIANTS)]
ThemeName = Annotated[str, StringConstraints(min_length=1, max_length=MAX_NAME_LENGTH)]

DEFAULT_THEME_NAME = "Untitled Theme"
DEFAULT_VARIANT = "default"


class Theme(ContractModel):
    id: str
    name: str
    variants: dict[str, dict[str, str]]


class ThemeList(ContractModel):
    themes: list[Theme]


class ThemeLookup(ContractModel):
    theme: Theme | None


class CreateTheme(RequestBody):
    name: ThemeName | None = None
    variants: Variants | None = None
    variables: Variables | None = None


class UpdateTheme(RequestBody):
    # new variables go to a named variant
    model_config = ConfigDict(
        json_schema_extra={
            "if": {"required": ["variables"], "properties": {"variables": {"type": "object"}}},
            "then": {"required": ["variantName"], "properties": {"variantName": {"type": "string"}}},
        }
    )

    id: str = Field(min_length=1)
    name: ThemeName | None = None
    variants: Variants | None = None
    variables: Variables | None = None
    variant_name: VariantName | None = None

    @model_validator(mode="after")
    def _variant_name_with_variables(self) -> "UpdateTheme":
        if self.variables is not None and self.variant_name is None:
            raise ValueError("variantName is required when variables is set")
        return self


class DeleteTheme(RequestBody):
    id: str = Field(min_length=1)
