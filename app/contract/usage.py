"""Usage report (spec 2.8, 4.5)."""

from datetime import date, datetime

from app.contract._base import ContractModel


class UsagePeriod(ContractModel):
    start: datetime
    end: datetime
    days: int


class UsageKey(ContractModel):
    id: str
    name: str
    last_used: datetime | None = None


class EndpointUsage(ContractModel):
    calls: int
    credits: int
    label: str


class UsageSummary(ContractModel):
    total_calls: int
    total_credits: int
    by_endpoint: dict[str, EndpointUsage]


class DailyUsage(ContractModel):
    date: date
    calls: int
    credits: int


class UsageResult(ContractModel):
    period: UsagePeriod
    key: UsageKey | None = None
    summary: UsageSummary
    daily: list[DailyUsage]
