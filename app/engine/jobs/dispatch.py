"""A billable call as a queued job: refuse when the queue is full, reserve, hand over, wait, answer."""

from __future__ import annotations

import time

import anyio
from anyio import to_thread
from fastapi import Request, Response

from app.contract.limits import CREDIT_COSTS
from app.engine import credits, metrics
from app.engine.auth import Principal
from app.engine.ids import new_id
from app.engine.jobs import orders, queue
from app.engine.problems import Problem
from app.engine.web.billing import reserve
from app.engine.web.deps import charge_noted, service_of
from app.engine.web.request_ids import current_request_id

QUEUE_FULL_RETRY_AFTER = 5  # seconds


def queued(request: Request) -> bool:
    """Whether this engine hands conversions and exports to workers."""
    return getattr(request.app.state, "jobs", None) is not None


async def run_job(request: Request, principal: Principal, endpoint: str, payload: dict) -> Response:
    service = service_of(request)
    runner = request.app.state.jobs
    settings = service.settings
    waiting = sum((await to_thread.run_sync(queue.depth, service.db)).values())
    if waiting >= settings.queue_limit:
        metrics.JOBS_REFUSED.labels(endpoint).inc()
        raise Problem(
            503,
            f"the service is busy: {waiting} jobs are queued; retry shortly",
            code="queue_full",
            headers={"Retry-After": str(QUEUE_FULL_RETRY_AFTER)},
        )
    cost = CREDIT_COSTS[endpoint]
    reservation = await reserve(service, principal, endpoint)

    job_id = new_id("job")
    started = time.perf_counter()
    try:
        await to_thread.run_sync(
            orders.place,
            service.db,
            job_id,
            principal.account_id,
            endpoint,
            reservation.id,
            {**payload, "requestId": current_request_id()},
            service.now(),
        )
        queued_id = await runner.defer(job_id)
        answer = await runner.wait(job_id, settings.job_timeout)
        if answer is None:
            gave_up = await to_thread.run_sync(orders.abandon, service.db, job_id, reservation.id, service.now())
            if gave_up:
                await runner.cancel(queued_id)  # not started yet: no worker will spend time on it
            else:  # a worker finished it in the meantime
                answer = await to_thread.run_sync(orders.answered, service.db, job_id)
    except BaseException:  # also when the job could not be placed: the reservation goes back either way
        with anyio.CancelScope(shield=True):
            await to_thread.run_sync(orders.abandon, service.db, job_id, reservation.id, service.now())
            await to_thread.run_sync(credits.release, service.db, reservation, service.now())
        raise
    outcome = "timeout" if answer is None else str(answer.status)
    metrics.JOB_WAIT_SECONDS.labels(endpoint, outcome).observe(time.perf_counter() - started)
    if answer is None:
        raise Problem(
            504,
            f"the job did not finish within {settings.job_timeout:g} seconds; nothing was charged",
            code="job_timeout",
        )
    if answer.status < 400:
        charge_noted(request, cost)
    return Response(answer.body, status_code=answer.status, media_type=answer.content_type)
