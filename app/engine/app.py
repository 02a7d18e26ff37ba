"""The ASGI application: the v1 API under /api/v1; the CDN, the checkout and OAuth sign-in at the site root."""

from __future__ import annotations

from contextlib import asynccontextmanager

from anyio import to_thread
from fastapi import FastAPI

from app import __version__
from app.contract.limits import API_PREFIX
from app.engine import idempotency
from app.engine.oauth import tokens as oauth_tokens
from app.engine.routes import (account, cdn, chat, checkout, credits, frames, generative, inspirations, keys,
                               oauth, projects, themes, uploads, usage)
from app.engine.service import Service
from app.engine.web import errors
from app.engine.web.middleware import BodyLimit, UsageRecorder
from app.engine.web.usage_writer import UsageWriter

API_ROUTERS = (account, keys, projects, themes, frames, uploads, usage, credits, generative, chat, inspirations)


def create_app(service: Service) -> FastAPI:
    writer = UsageWriter(service)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        await to_thread.run_sync(idempotency.purge_expired, service.db, service.now())
        await to_thread.run_sync(oauth_tokens.purge_expired, service.db, service.now())
        try:
            yield
        finally:
            await to_thread.run_sync(writer.close)

    app = FastAPI(
        title="Framewright service",
        version=__version__,
        summary="Screens from screenshots, code from screens, an agent that lays out apps.",
        openapi_url=f"{API_PREFIX}/openapi.json",
        docs_url=f"{API_PREFIX}/docs",
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.service = service
    app.state.usage_writer = writer
    for module in API_ROUTERS:
        app.include_router(module.router, prefix=API_PREFIX)
    app.include_router(cdn.router)
    app.include_router(checkout.router)
    app.include_router(oauth.router)
    errors.install(app)
    app.add_middleware(UsageRecorder, writer=writer, clock=service.now)
    app.add_middleware(BodyLimit, exempt=("/upload",))
    return app
