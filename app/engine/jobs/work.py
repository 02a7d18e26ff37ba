"""What each queued endpoint's job does, as the worker runs it: the same work the engine does in process."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, insert

from app.contract import ImageToHtmlResult
from app.contract.limits import Endpoint
from app.engine.db.tables import conversions
from app.engine.ids import new_id
from app.engine.jobs.orders import Answer
from app.engine.problems import bad_request

JSON = "application/json"


def image_to_html(service, account_id: str, payload: dict) -> Answer:
    from app.engine.routes.generative import convert_screenshot

    blob = service.blobs.get(payload["image"])
    if blob is None:
        raise bad_request("the image to convert is no longer stored")
    result = convert_screenshot(blob.data, payload.get("label"), bool(payload.get("breakdown")))
    conversion = ImageToHtmlResult(
        id=new_id("cnv"),
        html=result.html,
        body_html=result.body_html,
        style_guide=result.style_guide,
        components=result.components,
    )
    now = service.now()

    def record(conn: Connection) -> None:
        conn.execute(
            insert(conversions).values(
                id=conversion.id,
                account_id=account_id,
                label=payload.get("label"),
                html=conversion.html,
                style_guide=conversion.style_guide.model_dump_json(exclude_none=True),
                created_at=now,
            )
        )

    return Answer(200, JSON, conversion.model_dump_json(exclude_none=True).encode(), record)


def export_code(service, account_id: str, payload: dict) -> Answer:
    from app.engine import code_exports
    from app.engine.routes.generative import run_export

    result = run_export(
        lambda: code_exports.export_code(
            service, account_id, payload["html"], payload["framework"], payload["label"], payload["siteUrl"]
        )
    )
    return Answer(200, JSON, result.model_dump_json().encode())


def designtool_export(service, account_id: str, payload: dict) -> Answer:
    from app.engine import exports
    from app.engine.routes.generative import run_export

    fragment = run_export(
        lambda: exports.designtool_fragment(
            service,
            payload["html"],
            width=payload["width"],
            height=payload["height"],
            label=payload["label"],
            site_url=payload["siteUrl"],
        )
    )
    return Answer(200, "text/html; charset=utf-8", fragment.encode())


WORK: dict[str, Callable[..., Answer]] = {
    Endpoint.IMAGE_TO_HTML: image_to_html,
    Endpoint.EXPORT_CODE: export_code,
    Endpoint.DESIGNTOOL_EXPORT: designtool_export,
}
