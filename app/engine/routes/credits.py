"""POST /credits/purchase (spec 4.6): a one-time checkout link for a credit pack."""

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import Response
from sqlalchemy import insert

from app.contract import CreditPurchaseRequest, CreditPurchaseResult, PackInfo
from app.contract.limits import PACKS, Endpoint
from app.engine.db.tables import checkouts
from app.engine.ids import new_token
from app.engine.routes._common import Caller, errors, json_of, site_url
from app.engine.web.deps import service_of
from app.engine.web.keyed import run_keyed

router = APIRouter(tags=["credits"])


@router.post("/credits/purchase", response_model=CreditPurchaseResult, responses=errors(400, 409, 422))
async def purchase_credits(request: Request, principal: Caller, body: CreditPurchaseRequest) -> Response:
    def open_checkout() -> Response:
        service = service_of(request)
        pack = PACKS[body.pack]
        token = new_token()
        with service.db.begin() as conn:
            conn.execute(
                insert(checkouts).values(
                    token=token,
                    account_id=principal.account_id,
                    pack_id=pack.id,
                    status="pending",
                    created_at=service.now(),
                )
            )
        return json_of(
            CreditPurchaseResult(
                url=f"{site_url(request)}/checkout/{token}",
                pack=PackInfo(id=pack.id, name=pack.name, credits=pack.credits, price=pack.price),
            )
        )

    async def produce() -> Response:
        return await to_thread.run_sync(open_checkout)

    return await run_keyed(request, principal, Endpoint.CREDITS_PURCHASE, produce)
