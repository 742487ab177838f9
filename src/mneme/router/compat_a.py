"""compat-a: chat completions, responses and embeddings (mounted at `{base}/router` and at `{legacy_base}`)."""
from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import Response

from mneme.core.idempotency import not_idempotent
from mneme.router import proxy
from mneme.router.openapi import MESSAGES_ITEM, request_body, responses

router = APIRouter(tags=["router"])


@router.post("/compat-a/v1/chat/completions", responses=responses(streams=True),
             openapi_extra=request_body(["model", "messages"], {
                 "model": {"type": "string"}, "messages": {"type": "array", "items": MESSAGES_ITEM},
                 "stream": {"type": "boolean"}}))
@not_idempotent
async def chat_completions(request: Request) -> Response:
    """Chat completions through the model's upstream; the vendor's answer (or server-sent events) unchanged.

    Query `boundary_id`: the boundary whose memories are added to the system message (omitted: the body is
    forwarded unchanged). Hosted mode: the service key in `Authorization: Bearer`; BYOK: the vendor key there
    and the service key in `x-service-api-key`. Permission `router:invoke`."""
    return await proxy.handle(request, proxy.CHAT)


@router.post("/compat-a/v1/responses", responses=responses(streams=True),
             openapi_extra=request_body(["model", "input"], {
                 "model": {"type": "string"}, "input": {}, "instructions": {"type": "string"},
                 "stream": {"type": "boolean"}}))
@not_idempotent
async def create_response(request: Request) -> Response:
    """Responses through the model's upstream; the vendor's answer (or server-sent events) unchanged.

    Query `boundary_id`: the boundary whose memories are added to `instructions` (omitted: the body is
    forwarded unchanged). Hosted mode: the service key in `Authorization: Bearer`; BYOK: the vendor key there
    and the service key in `x-service-api-key`. Permission `router:invoke`."""
    return await proxy.handle(request, proxy.RESPONSES)


@router.post("/compat-a/v1/embeddings", responses=responses(streams=False),
             openapi_extra=request_body(["model", "input"], {"model": {"type": "string"}, "input": {}}))
@not_idempotent
async def embeddings(request: Request) -> Response:
    """Embeddings through the model's upstream (`boundary_id` does not apply). Hosted mode: the service key in
    `Authorization: Bearer`; BYOK: the vendor key there and the service key in `x-service-api-key`.
    Permission `router:invoke`."""
    return await proxy.handle(request, proxy.EMBEDDINGS)
