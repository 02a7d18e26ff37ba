"""GET /me: the caller's account, plan and balance."""

from fastapi import APIRouter, Request, Response
from sqlalchemy import select

from app.contract import CreditBalance, Me
from app.engine import credits
from app.engine.db.tables import accounts
from app.engine.routes._common import ReadsProfile, errors, json_of
from app.engine.web.deps import service_of

router = APIRouter(tags=["account"])


@router.get("/me", response_model=Me, responses=errors())
def get_me(request: Request, principal: ReadsProfile) -> Response:
    service = service_of(request)
    credits.renew_if_due(service.db, principal.account_id, service.now())
    with service.db.connect() as conn:
        row = conn.execute(select(accounts).where(accounts.c.id == principal.account_id)).one()
    return json_of(
        Me(
            id=row.id,
            email=row.email,
            name=row.name,
            plan=row.plan,
            credits=CreditBalance(
                balance=row.plan_credits + row.purchased_credits, plan=row.plan_credits, purchased=row.purchased_credits
            ),
        )
    )
