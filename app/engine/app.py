"""The ASGI application: the v1 API under /api/v1; the CDN, the checkout and OAuth sign-in at the site root."""

from __future__ import annotations

from contextlib import asynccontextmanager

from anyio import to_thread
from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi_offline import FastAPIOffline

from app import __version__
from app.contract.limits import API_PREFIX
from app.engine import idempotency, metrics, rate_limits
from app.engine.oauth import tokens as oauth_tokens
from app.engine.routes import (
    account,
    cdn,
    chat,
    checkout,
    credits,
    frames,
    generative,
    health,
    inspirations,
    keys,
    oauth,
    projects,
    themes,
    uploads,
    usage,
)
from app.engine.service import Service
from app.engine.web import errors, openapi
from app.engine.web.middleware import BodyLimit, DocsPolicy, UsageRecorder
from app.engine.web.request_ids import RequestContext
from app.engine.web.usage_writer import UsageWriter

API_ROUTERS = (account, keys, projects, themes, frames, uploads, usage, credits, generative, chat, inspirations)


def operation_id(route: APIRoute) -> str:
    """A readable, stable operationId from the route's function (`create_theme` -> `createTheme`), so clients
    generated in any language read well."""
    first, *rest = route.name.split("_")
    return first + "".join(word.capitalize() for word in rest)


def create_app(service: Service) -> FastAPI:
    writer = UsageWriter(service)

    @asynccontextmanager
    async def lifespan(app_: FastAPI):
        await to_thread.run_sync(idempotency.purge_expired, service.db, service.now())
        await to_thread.run_sync(oauth_tokens.purge_expired, service.db, service.now())
        await to_thread.run_sync(rate_limits.purge_old, service.db, service.now())
        app_.state.jobs = await start_job_runner(service)
        try:
            yield
        finally:
            if app_.state.jobs is not None:
                await app_.state.jobs.stop()
            await to_thread.run_sync(writer.close)

    app = FastAPIOffline(  # the docs page's script, stylesheet and icon come from the package, not a CDN
        title="Framewright service",
        version=__version__,
        summary="Screens from screenshots, code from screens, an agent that lays out apps.",
        openapi_url=f"{API_PREFIX}/openapi.json",
        docs_url=f"{API_PREFIX}/docs",
        redoc_url=None,
        static_url=f"{API_PREFIX}/docs/assets",
        swagger_ui_oauth2_redirect_url=f"{API_PREFIX}/docs/oauth2-redirect",
        swagger_ui_parameters={"validatorUrl": None},  # no badge fetched from the public validator
        lifespan=lifespan,
        generate_unique_id_function=operation_id,
    )
    app.state.service = service
    app.state.usage_writer = writer
    app.state.jobs = None  # the queue's runner, with `work_queue` (PostgreSQL)
    for module in API_ROUTERS:
        app.include_router(module.router, prefix=API_PREFIX)
    app.include_router(cdn.router)
    app.include_router(checkout.router)
    app.include_router(oauth.router)
    app.include_router(health.router)
    errors.install(app)
    openapi.install(app)
    app.add_middleware(UsageRecorder, writer=writer, clock=service.now)
    app.add_middleware(BodyLimit, exempt=("/upload",))
    app.add_middleware(DocsPolicy, prefix=f"{API_PREFIX}/docs")
    app.add_middleware(RequestContext, observe=metrics.observe_request)  # outermost: every answer has an id
    return app


async def start_job_runner(service: Service):
    """Conversions and exports go to workers when the engine is set to queue them (PostgreSQL only)."""
    if not service.settings.work_queue:
        return None
    from app.engine.jobs.waiting import JobRunner

    runner = JobRunner(service.settings.database_url, service.db)
    await runner.start()
    return runner
