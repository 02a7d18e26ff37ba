"""A worker's side of a job: take the order, do the work, write the answer and settle the credits once."""

from __future__ import annotations

import json
import logging
import time

from anyio import to_thread

from app.contract.errors import ErrorBody
from app.engine import metrics
from app.engine.jobs import orders
from app.engine.jobs.work import JSON, WORK
from app.engine.problems import Problem
from app.engine.web.request_ids import use_request_id

log = logging.getLogger(__name__)

_service = None  # the worker process's Service, set by `framewright worker` before it takes jobs


def serve_jobs_with(service) -> None:
    global _service
    _service = service


def error_answer(status: int, body: ErrorBody, request_id: str | None) -> orders.Answer:
    if request_id:
        body = body.model_copy(update={"request_id": request_id})
    return orders.Answer(status, JSON, json.dumps(body.to_wire()).encode())


def perform(service, order: orders.Order) -> orders.Answer:
    request_id = order.payload.get("requestId")
    try:
        return WORK[order.endpoint](service, order.account_id, order.payload)
    except Problem as refused:
        return error_answer(refused.status, refused.body, request_id)
    except Exception:
        log.exception("job %s failed", order.id)
        return error_answer(500, ErrorBody(error="internal error"), request_id)


def tidy_up() -> None:
    """Hourly, on one worker: answers older than a day and old rate-limit windows go."""
    from datetime import timedelta

    from app.engine import rate_limits

    service = _service
    if service is not None:
        orders.purge_finished(service.db, service.now() - timedelta(days=1))
        rate_limits.purge_old(service.db, service.now())


async def run_job(job_id: str) -> None:
    service = _service
    if service is None:
        raise RuntimeError("this process takes jobs only as `framewright worker`")
    order = await to_thread.run_sync(orders.take, service.db, job_id)
    if order is None:  # finished by another worker, or abandoned by the engine that asked
        return
    use_request_id(order.payload.get("requestId"))
    started = time.perf_counter()
    log.info("job started", extra={"job_id": job_id, "endpoint": order.endpoint})
    answer = await to_thread.run_sync(perform, service, order)
    finished = await to_thread.run_sync(orders.finish, service.db, order, answer, service.now())
    elapsed = time.perf_counter() - started
    metrics.JOB_SECONDS.labels(order.endpoint, str(answer.status)).observe(elapsed)
    log.info(
        "job finished" if finished else "job finished after its request gave up; answer dropped",
        extra={
            "job_id": job_id,
            "endpoint": order.endpoint,
            "status": answer.status,
            "duration_ms": round(elapsed * 1000, 1),
        },
    )
