"""GET /usage (spec 4.5)."""

from fastapi import APIRouter, Request, Response
from sqlalchemy import select

from app.contract import UsageResult
from app.contract.limits import USAGE_DAYS_DEFAULT, USAGE_DAYS_MAX, USAGE_DAYS_MIN
from app.engine import usage
from app.engine.db.tables import api_keys
from app.engine.problems import bad_request, not_found
from app.engine.routes._common import Caller, errors
from app.engine.web.deps import service_of

router = APIRouter(tags=["usage"])

DAYS_RULE = f"days must be a whole number from {USAGE_DAYS_MIN} to {USAGE_DAYS_MAX}"


def parse_days(raw: str | None) -> int:
    if raw is None:
        return USAGE_DAYS_DEFAULT
    raw = raw.strip()
    if not raw.isdigit() or not USAGE_DAYS_MIN <= int(raw) <= USAGE_DAYS_MAX:
        raise bad_request(DAYS_RULE)
    return int(raw)


@router.get(
    "/usage",
    response_model=UsageResult,
    responses=errors(400, 404),
    openapi_extra={
        "parameters": [
            {
                "name": "days",
                "in": "query",
                "required": False,
                "schema": {
                    "type": "integer",
                    "minimum": USAGE_DAYS_MIN,
                    "maximum": USAGE_DAYS_MAX,
                    "default": USAGE_DAYS_DEFAULT,
                },
            },
            {"name": "keyId", "in": "query", "required": False, "schema": {"type": "string"}},
        ]
    },
)
def get_usage(request: Request, principal: Caller) -> Response:
    days = parse_days(request.query_params.get("days"))
    key_id = request.query_params.get("keyId")
    service = service_of(request)
    request.app.state.usage_writer.flush()  # every call answered before this one is counted
    with service.db.connect() as conn:
        key = None
        if key_id is not None:
            key = conn.execute(
                select(api_keys).where(api_keys.c.id == key_id, api_keys.c.account_id == principal.account_id)
            ).first()
            if key is None:
                raise not_found("API key")
        report = usage.report(conn, principal.account_id, days, service.now(), key=key)
    # `key` is there only when scoped to a key; inside it, lastUsed is null for a key never used
    body = report.model_dump_json(exclude={"key"} if report.key is None else None)
    return Response(body, media_type="application/json")
