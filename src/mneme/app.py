"""The ASGI application: lifespan (database, shared services, in-process worker), routers, error handlers."""
from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from sqlalchemy import text
from starlette.exceptions import HTTPException as StarletteHTTPException

import mneme.workers  # noqa: F401 - registers job handlers
from mneme.core import idempotency
from mneme.core.docs import install_docs
from mneme.core.errors import (
    ApiError,
    InvalidArgument,
    MethodNotAllowed,
    NotFound,
    PayloadTooLarge,
    error_body,
    field_name,
    validation_part,
)
from mneme.core.frontdoor import FrontDoor, Zone, is_json_type, not_found_message, route_table, zone_of
from mneme.core.idempotency import IdempotencyMiddleware
from mneme.core.jobs import Worker
from mneme.core.settings import Settings
from mneme.core.tracing import TraceMiddleware
from mneme.router import fastpath
from mneme.router.endpoints import zones as router_zones
from mneme.routes import include_routes
from mneme.services import Services

log = logging.getLogger("mneme")


def _api_error_response(exc: ApiError) -> JSONResponse:
    return JSONResponse(error_body(exc), status_code=exc.status, headers=exc.headers)


def _error_response(req: Request, exc: ApiError) -> Response:
    """The error in the shape of the path's zone: the router's paths answer in their vendor's shapes."""
    zones: list[Zone] = getattr(req.app.state, "router_zones", [])
    zone = zone_of(zones, req.url.path)
    if zone is None:
        return _api_error_response(exc)
    status, headers, body = zone.render(exc)
    media = headers.pop("content-type", "application/json")
    return Response(body, status_code=status, headers=headers, media_type=media)


def validation_message(exc: RequestValidationError, content_type: str | None = None) -> str:
    """A readable message that names the offending field(s) (`query`, `messages[0].content`)."""
    parts = []
    for err in exc.errors()[:5]:
        if err.get("type") == "json_invalid":
            parts.append("request body is not valid JSON")
            continue
        name = field_name(err.get("loc", ()))
        if not name and tuple(err.get("loc", ()))[:1] == ("body",):
            # the body as a whole: absent, not an object, or not sent as JSON at all
            if not is_json_type(content_type):
                got = f" (got Content-Type: {content_type})" if content_type else " (no Content-Type was sent)"
                parts.append(f"body: send JSON with Content-Type: application/json{got}")
            elif err.get("type") == "missing":
                parts.append("body: required (a JSON object)")
            else:
                parts.append("body: must be a JSON object")
            continue
        parts.append(validation_part(err))
    return "; ".join(dict.fromkeys(parts)) or "invalid request"


def allowed_methods(app: FastAPI, path: str) -> list[str]:
    """The methods of the most specific route template matching a concrete path (a 405's `Allow` header)."""
    return route_table(app).allowed(path)


def install_handlers(app: FastAPI) -> None:
    """Error handlers. No redirects: a trailing slash on an API path is served as the path without it (by the
    front door, `core.frontdoor`), anything else unknown is a 404 envelope."""
    settings: Settings = app.state.settings
    app.router.redirect_slashes = False

    @app.exception_handler(ApiError)
    async def _api_error(req: Request, exc: ApiError) -> Response:
        return _error_response(req, exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(req: Request, exc: RequestValidationError) -> Response:
        return _error_response(req, InvalidArgument(validation_message(exc, req.headers.get("content-type"))))

    @app.exception_handler(StarletteHTTPException)
    async def _http(req: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 404:
            return _error_response(req, NotFound(not_found_message(req.url.path, settings.base_path)))
        if exc.status_code == 405:
            headers = dict(exc.headers or {})
            methods = allowed_methods(app, req.url.path)  # the router only knows the first matching router's
            if methods:
                headers["Allow"] = ", ".join(methods)
            return _error_response(req, MethodNotAllowed(headers=headers))
        if exc.status_code == 413:
            return _error_response(req, PayloadTooLarge(str(exc.detail)))
        err = ApiError(str(exc.detail), code="INVALID_ARGUMENT" if exc.status_code == 400 else "ERROR")
        err.status = exc.status_code
        return _error_response(req, err)


def envelope_openapi(app: FastAPI) -> None:
    """The OpenAPI document shows our 400 envelope, never the framework's 422 (which no client receives)."""
    original = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        schema = original()
        for item in schema.get("paths", {}).values():
            for op in item.values():
                if isinstance(op, dict):
                    op.get("responses", {}).pop("422", None)
        for name in ("HTTPValidationError", "ValidationError"):
            schema.get("components", {}).get("schemas", {}).pop(name, None)
        idempotency.document(app, schema)
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]


def create_app(settings: Settings | None = None, *, services: Services | None = None) -> FastAPI:
    settings = settings or Settings.from_env()
    svc = services or Services.build(settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await svc.start()
        worker_task = None
        worker = None
        if settings.run_worker:
            # with a lock of its own under the data directory, so that a restarted server takes back at once
            # the jobs its killed predecessor had claimed (core.jobs.WorkerLock says why that is safe)
            worker = Worker(svc.db, svc, concurrency=settings.worker_concurrency, poll_s=settings.worker_poll_s,
                            lease_s=settings.job_lease_s, backoff_base_s=settings.job_backoff_base_s,
                            lock_dir=os.path.join(settings.data_dir, "workers"))
            worker_task = asyncio.create_task(worker.run())
        try:
            yield
        finally:
            if worker is not None and worker_task is not None:
                worker.stop()
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.wait_for(worker_task, timeout=30)
            await svc.close()

    base = settings.base_path
    app = FastAPI(title="Mneme", version="0.1.0", lifespan=lifespan,
                  description="A self-hostable memory service for AI applications.",
                  openapi_url=f"{base}/openapi.json", docs_url=None, redoc_url=None)
    app.state.services = svc
    app.state.settings = settings
    app.state.router_zones = router_zones(settings)
    install_handlers(app)
    include_routes(app, settings)
    envelope_openapi(app)
    install_docs(app, settings)  # after envelope_openapi: adds the bearer scheme to its document

    @app.get("/healthz", include_in_schema=False)
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/readyz", include_in_schema=False)
    async def readyz() -> JSONResponse:
        try:
            async with svc.db.session(write=False) as s:
                await s.execute(text("SELECT 1"))
        except Exception:
            log.exception("readiness check failed")
            return JSONResponse({"status": "unavailable"}, status_code=503)
        return JSONResponse({"status": "ready"})

    # Outermost first: trace ids; the front door (head sizes, trailing slash, the key before the body, 405,
    # body limits), which leaves the caller in scope state `auth`; Idempotency-Key, which finds it there.
    app.add_middleware(IdempotencyMiddleware)
    app.add_middleware(FrontDoor, settings=settings, extra_zones=app.state.router_zones)
    app.add_middleware(TraceMiddleware)
    fastpath.install(app, settings, app.state.router_zones)  # the router's inference calls: a shorter stack
    return app
