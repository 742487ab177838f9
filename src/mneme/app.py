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
from fastapi.responses import JSONResponse
from sqlalchemy import text
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import compile_path

import mneme.workers  # noqa: F401 - registers job handlers
from mneme.core.docs import install_docs
from mneme.core.errors import ApiError, InvalidArgument, MethodNotAllowed, NotFound, error_body
from mneme.core.idempotency import IdempotencyMiddleware
from mneme.core.jobs import Worker
from mneme.core.settings import Settings
from mneme.core.tracing import TraceMiddleware
from mneme.routes import include_routes
from mneme.services import Services

log = logging.getLogger("mneme")


def _api_error_response(exc: ApiError) -> JSONResponse:
    return JSONResponse(error_body(exc), status_code=exc.status, headers=exc.headers)


def _field_of(err: dict[str, Any]) -> str:
    loc = [str(p) for p in err.get("loc", ()) if p not in ("body", "query", "path", "header")]
    return ".".join(loc)


def validation_message(exc: RequestValidationError) -> str:
    """A readable message that names the offending field(s)."""
    parts = []
    for err in exc.errors()[:5]:
        if err.get("type") == "json_invalid":
            parts.append("request body is not valid JSON")
            continue
        name = _field_of(err) or "body"
        msg = err.get("msg", "is invalid")
        parts.append(f"{name}: {msg}" if err.get("type") != "missing" else f"{name}: field required")
    return "; ".join(parts) or "invalid request"


def allowed_methods(app: FastAPI, path: str) -> list[str]:
    """The methods the OpenAPI document lists for a concrete path (for a 405's `Allow` header)."""
    compiled = getattr(app.state, "path_patterns", None)
    if compiled is None:
        compiled = [(compile_path(p)[0], [m.upper() for m in ops]) for p, ops in app.openapi()["paths"].items()]
        app.state.path_patterns = compiled
    methods: set[str] = set()
    for regex, ops in compiled:
        if regex.match(path):
            methods.update(ops)
    return sorted(methods)


def install_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(_req: Request, exc: ApiError) -> JSONResponse:
        return _api_error_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_req: Request, exc: RequestValidationError) -> JSONResponse:
        return _api_error_response(InvalidArgument(validation_message(exc)))

    @app.exception_handler(StarletteHTTPException)
    async def _http(req: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 404:
            return _api_error_response(NotFound("No such route"))
        if exc.status_code == 405:
            headers = dict(exc.headers or {})
            methods = allowed_methods(app, req.url.path)  # the router only knows the first matching router's
            if methods:
                headers["Allow"] = ", ".join(methods)
            return _api_error_response(MethodNotAllowed(headers=headers))
        err = ApiError(str(exc.detail), code="INVALID_ARGUMENT" if exc.status_code == 400 else "ERROR")
        err.status = exc.status_code
        return _api_error_response(err)


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

    # INTEGRATION (Idempotency-Key): inside the trace middleware; an authenticating front door goes outside it
    # (added after it), so that `core.idempotency.caller_team` finds the caller in scope state `auth`.
    app.add_middleware(IdempotencyMiddleware)
    app.add_middleware(TraceMiddleware)
    return app
