"""`framewright worker`: takes conversion and export jobs from the queue in the engine's PostgreSQL database."""

from __future__ import annotations

import asyncio
import os
import socket
import sys


def add_parser(subparsers, add_database_flags) -> None:
    worker = subparsers.add_parser("worker", help="run conversion and export jobs for engines on PostgreSQL")
    worker.add_argument(
        "--concurrency",
        type=int,
        default=1,
        help="jobs run at the same time by this process (default 1; one per core is plenty)",
    )
    worker.add_argument(
        "--blob-store",
        choices=("folder", "database"),
        help="where uploads live; must match the engines' (default: database with PostgreSQL)",
    )
    worker.add_argument("--metrics-port", type=int, help="serve Prometheus metrics (job durations) on this port")
    worker.add_argument("--metrics-host", default="127.0.0.1")
    worker.add_argument("--name", help="the worker's name in the logs (default: host and process id)")
    worker.add_argument("--log-level", default="info")
    worker.add_argument("--log-format", choices=("json", "text"), default="json")
    add_database_flags(worker)


def run(args) -> int:
    from app.engine.logs import configure_logging
    from app.engine.service import Service
    from app.engine.settings import Settings

    configure_logging(args.log_level, args.log_format, process="worker")
    settings = Settings.resolve(args.data_dir, args.database_url, blob_store=args.blob_store)
    if not settings.on_postgresql:
        print("a worker takes jobs from a PostgreSQL database: give --database-url postgresql://...", file=sys.stderr)
        return 2
    service = Service.open(settings)
    try:
        asyncio.run(_work(service, args))
    except KeyboardInterrupt:
        pass
    finally:
        service.close()
    return 0


async def _work(service, args) -> None:
    from app.engine.jobs.queue import HEARTBEAT_EVERY, QUEUE, STALLED_AFTER, queue_app
    from app.engine.jobs.working import serve_jobs_with

    serve_jobs_with(service)
    if args.metrics_port:
        from prometheus_client import start_http_server

        start_http_server(args.metrics_port, addr=args.metrics_host)
    app = queue_app(service.settings.database_url, pool_size=args.concurrency + 3)
    async with app.open_async():
        print("worker ready", flush=True)
        await app.run_worker_async(
            queues=[QUEUE],
            concurrency=args.concurrency,
            name=args.name or f"{socket.gethostname()}-{os.getpid()}",
            update_heartbeat_interval=HEARTBEAT_EVERY,
            stalled_worker_timeout=STALLED_AFTER,
            delete_jobs="successful",
            install_signal_handlers=True,
        )
