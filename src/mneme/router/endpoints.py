"""The router's routes and zones: the model list, and where the inference endpoints are mounted (the current
paths under `{base}/router` and the legacy ones under `{legacy_base}`: one implementation)."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, FastAPI, Request

from mneme.core.auth import bearer_token
from mneme.core.authz import authorize
from mneme.core.deps import auth as caller
from mneme.core.errors import ServiceUnavailable, envelope
from mneme.core.frontdoor import Zone
from mneme.core.settings import Settings
from mneme.router import compat_a, compat_b
from mneme.router.errors import CatalogUnavailable, render_compat_a, render_compat_b, render_models
from mneme.router.proxy import token_compat_a, token_compat_b

models_router = APIRouter(tags=["router"])
_ENVELOPE = {"application/json": {"schema": {"type": "object"}}}


@models_router.get("/v1/models", responses={
    401: {"description": "`UNAUTHORIZE`", "content": _ENVELOPE},
    403: {"description": "`ACCESS_DENIED`", "content": _ENVELOPE},
    429: {"description": "`RATE_LIMIT_EXCEEDED`", "content": _ENVELOPE},
    502: {"description": "`INTERNAL_ERROR`", "content": _ENVELOPE},
    503: {"description": "`SERVICE_UNAVAILABLE`", "content": _ENVELOPE}})
async def list_models(request: Request) -> dict[str, Any]:
    """The models the router can call, sorted by name, with their prices (`data.items`: Model catalog items;
    empty when none is configured). `provider_type` says the protocol: `compat-a` models are called through
    `/router/compat-a/v1`, `compat-b` models through `/router/compat-b/v1`. Permission `router:models`."""
    svc = request.app.state.services
    authorize(await caller(request), "router:models")
    settings: Settings = svc.settings
    if settings.router_maintenance:
        wait = settings.router_retry_after_s
        raise ServiceUnavailable("The router is in maintenance; retry later",
                                 headers={"Retry-After": str(wait)} if wait > 0 else None)
    if svc.catalog_error is not None:
        raise CatalogUnavailable("The model list is temporarily unavailable: the router's configuration is "
                                 "invalid (run `mneme router check`)")
    return envelope({"items": svc.catalog.items()})


def _token_models(request: Request) -> str | None:
    return bearer_token(request) or (request.headers.get("x-api-key") or "").strip() or None


def zones(settings: Settings) -> list[Zone]:
    """The front door's zones of the router: each path family with its key header and error shape."""
    base, legacy, limit = settings.base_path, settings.legacy_base, settings.router_max_body_bytes
    common: dict[str, Any] = {"max_body": limit, "json_checks": False, "recent_keys_s": settings.router_key_cache_s}
    a: dict[str, Any] = {"render": render_compat_a, "token_of": token_compat_a, **common}
    b: dict[str, Any] = {"render": render_compat_b, "token_of": token_compat_b, **common}
    out = [Zone(f"{base}/router/compat-a/", **a), Zone(f"{base}/router/compat-b/", **b),
           Zone(f"{base}/router/v1/", render=render_models, token_of=_token_models,
                recent_keys_s=settings.router_key_cache_s)]
    if f"{legacy}/compat-a/" != f"{base}/router/compat-a/":
        out += [Zone(f"{legacy}/compat-a/", **a), Zone(f"{legacy}/compat-b/", **b)]
    return out


def include(app: FastAPI, settings: Settings) -> None:
    base = settings.base_path
    app.include_router(models_router, prefix=f"{base}/router")
    for router in (compat_a.router, compat_b.router):
        app.include_router(router, prefix=f"{base}/router")
        app.include_router(router, prefix=settings.legacy_base, include_in_schema=False)
