"""The caller's own account (GET /me, a contract addition)."""

from app.contract._base import ContractModel


class CreditBalance(ContractModel):
    balance: int
    plan: int
    purchased: int


class Me(ContractModel):
    id: str
    email: str
    name: str
    plan: str
    credits: CreditBalance
