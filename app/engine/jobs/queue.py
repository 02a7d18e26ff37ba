"""The task queue: procrastinate on the engine's PostgreSQL database, one queue for conversion and export jobs.

A worker killed in the middle of a job stops sending heartbeats; a periodic task on every worker
finds jobs whose worker has been silent for STALLED_AFTER seconds and puts them back on the queue,
where another worker takes them.
"""

from __future__ import annotations

import logging

from sqlalchemy import Engine, text
from sqlalchemy.engine import make_url

QUEUE = "framewright"
RUN_JOB = "framewright.run_job"
RECOVER = "framewright.recover_stalled"
HEARTBEAT_EVERY = 2.0  # seconds between a worker's heartbeats
STALLED_AFTER = 10.0  # a worker silent this long is gone; its running jobs go back on the queue
RECOVERY_CRON = "* * * * * */5"  # every 5 seconds (croniter's sixth field is seconds)
HOUSEKEEPING = "framewright.housekeeping"
HOUSEKEEPING_CRON = "17 * * * *"  # hourly: answers kept a day, rate-limit windows an hour

log = logging.getLogger(__name__)


def conninfo(database_url: str) -> str:
    """The libpq address of the engine's SQLAlchemy URL."""
    return make_url(database_url).set(drivername="postgresql").render_as_string(hide_password=False)


def queue_app(database_url: str, *, pool_size: int = 4):
    """The procrastinate app with the engine's tasks (imported here: the embedded engine never needs it)."""
    import procrastinate

    app = procrastinate.App(
        connector=procrastinate.PsycopgConnector(conninfo=conninfo(database_url), min_size=1, max_size=pool_size)
    )

    @app.task(name=RUN_JOB, queue=QUEUE)
    async def run_job(job_id: str) -> None:
        from app.engine.jobs.working import run_job as run

        await run(job_id)

    @app.periodic(cron=RECOVERY_CRON, periodic_id="recover-stalled")
    @app.task(name=RECOVER, queue=QUEUE, pass_context=True)
    async def recover_stalled(context, timestamp: int) -> None:
        manager = context.app.job_manager
        for job in await manager.get_stalled_jobs(
            queue=QUEUE, task_name=RUN_JOB, seconds_since_heartbeat=STALLED_AFTER
        ):
            log.warning("job %s was left by a worker that stopped; queued again", job.id)
            await manager.retry_job(job)

    @app.periodic(cron=HOUSEKEEPING_CRON, periodic_id="housekeeping")
    @app.task(name=HOUSEKEEPING, queue=QUEUE)
    async def housekeeping(timestamp: int) -> None:
        from anyio import to_thread

        from app.engine.jobs.working import tidy_up

        await to_thread.run_sync(tidy_up)

    return app


def depth(db: Engine) -> dict[str, int]:
    """Conversion and export jobs on the queue, by state (todo, doing)."""
    with db.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT status::text, count(*) FROM procrastinate_jobs WHERE queue_name = :queue "
                "AND task_name = :task AND status IN ('todo', 'doing') GROUP BY status"
            ),
            {"queue": QUEUE, "task": RUN_JOB},
        ).all()
    counts = {"todo": 0, "doing": 0}
    counts.update({row[0]: int(row[1]) for row in rows})
    return counts


def workers_seen(db: Engine, within_seconds: float) -> int:
    with db.connect() as conn:
        return int(
            conn.execute(
                text(
                    "SELECT count(*) FROM procrastinate_workers WHERE last_heartbeat > "
                    "now() - make_interval(secs => :seconds)"
                ),
                {"seconds": within_seconds},
            ).scalar_one()
        )
