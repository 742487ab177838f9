"""compat-b: messages (mounted at `{base}/router` and at `{legacy_base}`)."""
from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import Response

from mneme.core.idempotency import not_idempotent
from mneme.router import proxy
from mneme.router.openapi import MESSAGES_ITEM, request_body, responses

router = APIRouter(tags=["router"])


@router.post("/compat-b/v1/messages", responses=responses(streams=True),
             openapi_extra=request_body(["model", "messages", "max_tokens"], {
                 "model": {"type": "string"}, "messages": {"type": "array", "items": MESSAGES_ITEM},
                 "max_tokens": {"type": "integer"}, "system": {}, "stream": {"type": "boolean"}}))
@not_idempotent
async def messages(request: Request) -> Response:
    """Messages through the model's upstream; the vendor's answer (or server-sent events) unchanged.

    Header `compat-b-version` (or `anthropic-version`) goes upstream. Query `boundary_id`: the boundary whose
    memories are added to `system` (omitted: the body is forwarded unchanged). Hosted mode: the service key
    in `x-api-key` (or `Authorization: Bearer`); BYOK: the vendor key there and the service key in
    `x-service-api-key`. Permission `router:invoke`."""
    return await proxy.handle(request, proxy.MESSAGES)
