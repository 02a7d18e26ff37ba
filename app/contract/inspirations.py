"""The public inspirations gallery (a contract addition; scope `inspirations:read`)."""

from app.contract._base import ContractModel


class Inspiration(ContractModel):
    id: str
    title: str
    tags: list[str]
    html: str


class InspirationList(ContractModel):
    inspirations: list[Inspiration]
