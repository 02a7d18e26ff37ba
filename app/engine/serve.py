"""`framewright serve`: the engine on uvicorn, announcing its address once it accepts connections."""

from __future__ import annotations

import asyncio
import json
import os
import sys

import uvicorn

from app.engine import rate_limits
from app.engine.app import create_app
from app.engine.logs import configure_logging
from app.engine.service import Service
from app.engine.settings import Settings

RATE_LIMITS_ENV = "FRAMEWRIGHT_RATE_LIMITS"


def add_parser(subparsers, add_database_flags) -> None:
    serve = subparsers.add_parser("serve", help="run the service (HTTP, /api/v1)")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    serve.add_argument("--site-url", help="public origin for CDN and checkout links (default: from each request)")
    serve.add_argument("--log-level", default="warning")
    serve.add_argument(
        "--agent-url",
        help="base URL of an OpenAI-compatible model server for the design agent "
        "(default: the local agent; the key is read from FRAMEWRIGHT_AGENT_API_KEY)",
    )
    serve.add_argument("--agent-model", help="the model the design agent asks for at --agent-url")
    serve.add_argument(
        "--first-account",
        metavar="EMAIL",
        help="on an empty database, create this account (and its first key) before listening, and "
        "print it as one line `first account {json}` (`first account null` when the database "
        "already has accounts): how the desktop app starts its own engine in one step",
    )
    serve.add_argument("--first-account-plan", default="lite", help="the plan of --first-account (default lite)")
    add_database_flags(serve)
    team = serve.add_argument_group("a team's service (see README: Running it for a team)")
    team.add_argument(
        "--blob-store",
        choices=("folder", "database"),
        help="where uploads and CDN images live (default: database with PostgreSQL, else the data folder)",
    )
    team.add_argument(
        "--jobs",
        choices=("queue", "in-process"),
        help="run conversions and exports as jobs for `framewright worker` processes (default with "
        "PostgreSQL) or inside this process (the only choice with SQLite)",
    )
    team.add_argument(
        "--queue-limit",
        type=int,
        default=100,
        help="jobs queued or running at which new ones get 503 with Retry-After (default 100)",
    )
    team.add_argument(
        "--job-timeout",
        type=float,
        default=120.0,
        help="seconds a request waits for its job before 504, its credits released (default 120)",
    )
    team.add_argument(
        "--workers-seen-within",
        type=float,
        default=30.0,
        help="/readyz wants a worker heartbeat at most this many seconds old (default 30)",
    )
    team.add_argument(
        "--rate-limits",
        default=os.environ.get(RATE_LIMITS_ENV, "off"),
        help="calls a minute per API key and per account: `off` (default), `default` (the built-in "
        "table per plan), or changes such as `lite=60/120,pro=300/900` "
        f"(also ${RATE_LIMITS_ENV})",
    )
    team.add_argument(
        "--log-format",
        choices=("json", "text"),
        default="json",
        help="logs on standard error: one JSON object a line with the request id (default), or text",
    )


async def _serve(server: uvicorn.Server, host: str) -> None:
    task = asyncio.create_task(server.serve())
    while not server.started:
        if task.done():
            await task
            raise SystemExit(1)
        await asyncio.sleep(0.02)
    port = server.servers[0].sockets[0].getsockname()[1]
    print(f"listening on http://{host}:{port}", flush=True)
    await task


def first_account(service: Service, email: str, plan: str) -> dict | None:
    """The account and key made on an empty database, or None when it already has accounts."""
    from sqlalchemy import func, select

    from app.engine import accounts
    from app.engine.db.tables import accounts as account_rows

    with service.db.begin() as conn:
        if conn.execute(select(func.count()).select_from(account_rows)).scalar_one():
            return None
        account_id = accounts.create_account(conn, email=email, plan=plan, now=service.now())
        key = accounts.create_key(conn, account_id, service.now(), name="Desktop")
    return {"accountId": account_id, "apiKey": key.api_key, "keyId": key.key_id}


def team_settings(settings: Settings, args) -> str | None:
    """Apply the team flags; a message when they do not fit together."""
    settings.queue_limit = args.queue_limit
    settings.job_timeout = args.job_timeout
    settings.workers_seen_within = args.workers_seen_within
    try:
        settings.rate_limits = rate_limits.parse_limits(args.rate_limits)
    except ValueError as wrong:
        return str(wrong)
    if args.jobs == "queue" and not settings.on_postgresql:
        return "--jobs queue needs a PostgreSQL database (--database-url postgresql://...)"
    settings.work_queue = settings.on_postgresql and args.jobs != "in-process"
    if settings.work_queue and settings.blob_store == "folder":
        return "--jobs queue needs --blob-store database: workers on other machines read the uploads"
    return None


def run(args) -> int:
    configure_logging(args.log_level, args.log_format)
    settings = Settings.resolve(args.data_dir, args.database_url, args.site_url, blob_store=args.blob_store)
    problem = team_settings(settings, args)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    settings.agent_url = args.agent_url or settings.agent_url
    settings.agent_model = args.agent_model or settings.agent_model
    if settings.agent_url and not settings.agent_model:
        print("--agent-url needs --agent-model (or FRAMEWRIGHT_AGENT_MODEL)", file=sys.stderr)
        return 2
    service = Service.open(settings)
    if args.first_account:
        print(
            f"first account {json.dumps(first_account(service, args.first_account, args.first_account_plan))}",
            flush=True,
        )
    config = uvicorn.Config(
        create_app(service),
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        access_log=False,
        server_header=False,
        log_config=None,
    )
    try:
        asyncio.run(_serve(uvicorn.Server(config), args.host))
    except KeyboardInterrupt:
        pass
    finally:
        service.close()
    sys.stdout.flush()
    return 0
