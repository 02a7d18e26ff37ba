"""GET /healthz (the process answers), GET /readyz (it can do its work), GET /metrics (Prometheus)."""

from __future__ import annotations

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy import text

from app.contract.errors import ErrorBody
from app.engine import metrics
from app.engine.jobs import queue
from app.engine.web.deps import service_of
from app.engine.web.request_ids import current_request_id

router = APIRouter(tags=["operations"], include_in_schema=False)


@router.get("/healthz")
def healthz() -> JSONResponse:
    return JSONResponse({"ok": True})


def readiness(service, queued: bool) -> dict[str, str]:
    """Each dependency's state in words; "ok" when usable."""
    checks: dict[str, str] = {}

    def check(name: str, probe) -> None:
        try:
            checks[name] = probe() or "ok"
        except Exception as failed:
            checks[name] = f"unreachable: {failed.__class__.__name__}: {str(failed).splitlines()[0][:200]}"

    def database() -> None:
        with service.db.connect() as conn:
            conn.execute(text("SELECT 1")).scalar_one()

    check("database", database)
    check("blobStore", service.blobs.check)
    if queued:
        check("queue", lambda: queue.depth(service.db) and None)
        within = service.settings.workers_seen_within

        def workers() -> str | None:
            seen = queue.workers_seen(service.db, within)
            return None if seen else f"no worker seen in the last {within:g} s"

        check("workers", workers)
    return checks


@router.get("/readyz")
async def readyz(request: Request) -> Response:
    service = service_of(request)
    checks = await to_thread.run_sync(readiness, service, getattr(request.app.state, "jobs", None) is not None)
    failing = {name: state for name, state in checks.items() if state != "ok"}
    if not failing:
        return JSONResponse({"ready": True, "checks": checks})
    error = ErrorBody(
        error="not ready: " + "; ".join(f"{name} {state}" for name, state in failing.items()),
        request_id=current_request_id(),
    )
    return JSONResponse(
        {**error.to_wire(), "ready": False, "checks": checks}, status_code=503, headers={"Retry-After": "5"}
    )


@router.get("/metrics")
async def metrics_text(request: Request) -> Response:
    service = service_of(request)
    extra = []
    if getattr(request.app.state, "jobs", None) is not None:
        extra.append(metrics.QueueDepth(lambda: queue.depth(service.db)))
    body, media_type = await to_thread.run_sync(metrics.exposition, extra)
    return Response(body, media_type=media_type)
