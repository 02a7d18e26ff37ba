"""Image-to-HTML conversion (spec 2.2, 2.3, 2.4, 4.2)."""

from pydantic import Field

from app.contract._base import ContractModel, RequestBody


class ImageToHtmlRequest(RequestBody):
    image: str = Field(min_length=1, description="base64 data URL or a public https:// URL")
    label: str | None = Field(default=None, max_length=200)
    breakdown: bool = False


class StyleGuideColors(ContractModel):
    primary: str
    background: str
    surface: str
    foreground: str
    muted: str
    border: str
    accent: str | None = None
    destructive: str | None = None


class Typography(ContractModel):
    font_family: str
    heading_size: str
    body_size: str
    heading_weight: str
    body_weight: str


class Spacing(ContractModel):
    container_padding: str
    card_padding: str
    gap: str


class BorderRadius(ContractModel):
    card: str
    button: str
    badge: str


class StyleGuide(ContractModel):
    colors: StyleGuideColors
    typography: Typography
    spacing: Spacing
    border_radius: BorderRadius
    shadows: list[str]
    theme_variables: dict[str, str]


class Component(ContractModel):
    name: str
    type: str
    description: str
    elements: list[str]


class ImageToHtmlResult(ContractModel):
    id: str
    html: str
    body_html: str
    style_guide: StyleGuide
    components: list[Component] | None = None
