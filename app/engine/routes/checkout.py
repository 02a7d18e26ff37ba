"""The checkout page on the engine's own origin: GET shows the pack, POST confirm=1 pays."""

from __future__ import annotations

import html
from importlib import resources
from string import Template

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from app.engine import checkout
from app.engine.problems import bad_request, not_found
from app.engine.web.deps import service_of

router = APIRouter(tags=["checkout"], include_in_schema=False)

PAGE = Template(resources.files("app.engine").joinpath("templates/checkout.html").read_text("utf-8"))
PAGE_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
}


def render(found: checkout.Checkout) -> HTMLResponse:
    if found.state is checkout.State.PAID:
        action = (
            '<p class="done">Payment received. The credits are on your account.</p>'
            if found.paid_now
            else '<p class="done">This checkout is already paid.</p>'
        )
    elif found.state is checkout.State.EXPIRED:
        action = '<p class="note">This checkout link has expired. Start a new purchase from the app.</p>'
    else:
        action = (
            '<form method="post"><input type="hidden" name="confirm" value="1">'
            f'<button type="submit">Pay {html.escape(found.pack.price)}</button></form>'
        )
    page = PAGE.substitute(
        name=html.escape(found.pack.name),
        credits=f"{found.pack.credits:,}",
        price=html.escape(found.pack.price),
        action=action,
    )
    return HTMLResponse(page, status_code=410 if found.state is checkout.State.EXPIRED else 200, headers=PAGE_HEADERS)


@router.get("/checkout/{token}", response_class=HTMLResponse)
def show_checkout(request: Request, token: str) -> HTMLResponse:
    service = service_of(request)
    found = checkout.look_up(service.db, token, service.now())
    if found is None:
        raise not_found("checkout")
    return render(found)


@router.post("/checkout/{token}", response_class=HTMLResponse)
async def complete_checkout(request: Request, token: str) -> HTMLResponse:
    form = await request.form(max_files=0, max_fields=5)
    if form.get("confirm") != "1":
        raise bad_request("confirm the payment with the form field confirm=1")
    service = service_of(request)
    found = await to_thread.run_sync(checkout.complete, service.db, token, service.now())
    if found is None:
        raise not_found("checkout")
    return render(found)
