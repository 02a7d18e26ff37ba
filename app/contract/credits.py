"""Credit packs and their purchase (spec 2.9, 2.10, 4.6)."""

from typing import Literal

from app.contract._base import ContractModel, RequestBody

PackId = Literal["credits_1000", "credits_5000", "credits_20000", "credits_100000"]


class CreditPurchaseRequest(RequestBody):
    pack: PackId


class PackInfo(ContractModel):
    id: str
    name: str
    credits: int
    price: str


class CreditPurchaseResult(ContractModel):
    url: str
    pack: PackInfo
