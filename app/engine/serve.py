"""`framewright serve`: the engine on uvicorn, announcing its address once it accepts connections."""

from __future__ import annotations

import asyncio
import json
import sys

import uvicorn

from app.engine.app import create_app
from app.engine.service import Service
from app.engine.settings import Settings


def add_parser(subparsers, add_database_flags) -> None:
    serve = subparsers.add_parser("serve", help="run the service (HTTP, /api/v1)")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    serve.add_argument("--site-url", help="public origin for CDN and checkout links (default: from each request)")
    serve.add_argument("--log-level", default="warning")
    serve.add_argument("--agent-url", help="base URL of an OpenAI-compatible model server for the design agent "
                                           "(default: the local agent; the key is read from FRAMEWRIGHT_AGENT_API_KEY)")
    serve.add_argument("--agent-model", help="the model the design agent asks for at --agent-url")
    serve.add_argument("--first-account", metavar="EMAIL",
                       help="on an empty database, create this account (and its first key) before listening, and "
                            "print it as one line `first account {json}` (`first account null` when the database "
                            "already has accounts): how the desktop app starts its own engine in one step")
    serve.add_argument("--first-account-plan", default="lite", help="the plan of --first-account (default lite)")
    add_database_flags(serve)


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


def run(args) -> int:
    settings = Settings.resolve(args.data_dir, args.database_url, args.site_url)
    settings.agent_url = args.agent_url or settings.agent_url
    settings.agent_model = args.agent_model or settings.agent_model
    if settings.agent_url and not settings.agent_model:
        print("--agent-url needs --agent-model (or FRAMEWRIGHT_AGENT_MODEL)", file=sys.stderr)
        return 2
    service = Service.open(settings)
    if args.first_account:
        print(f"first account {json.dumps(first_account(service, args.first_account, args.first_account_plan))}",
              flush=True)
    config = uvicorn.Config(create_app(service), host=args.host, port=args.port, log_level=args.log_level,
                            access_log=False, server_header=False)
    try:
        asyncio.run(_serve(uvicorn.Server(config), args.host))
    except KeyboardInterrupt:
        pass
    finally:
        service.close()
    sys.stdout.flush()
    return 0
