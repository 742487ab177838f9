"""A real HTTP server on 127.0.0.1 standing in for a model vendor in tests (the one thing we stand in for)."""
from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, ClassVar

from aiohttp import web

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@asynccontextmanager
async def loopback(handler: Handler) -> AsyncIterator[str]:
    """A real HTTP server on 127.0.0.1 answering every POST with ``handler``; yields its base URL."""
    app = web.Application()
    app.router.add_post("/{tail:.*}", handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        host, port = runner.addresses[0][:2]
        yield f"http://{host}:{port}"
    finally:
        await runner.cleanup()


class ScriptedVendor:
    """A vendor endpoint that records every request and answers with scripted texts in turn, or, when
    `status` is not 200, with the vendor's own error body at that status."""

    error_body: ClassVar[dict[str, Any]] = {}

    def __init__(self, *texts: str, status: int = 200) -> None:
        self.texts = list(texts)
        self.status = status
        self.requests: list[dict[str, Any]] = []

    async def handle(self, request: web.Request) -> web.Response:
        self.requests.append({"path": request.path, "headers": dict(request.headers), "body": await request.json()})
        if self.status != 200:
            return web.json_response(self.error_body, status=self.status)
        return web.json_response(self.answer(self.texts.pop(0)))

    def answer(self, text: str) -> dict[str, Any]:
        raise NotImplementedError


class FakeChat(ScriptedVendor):
    """Speaks OpenAI chat completions (compat-a)."""

    error_body: ClassVar[dict[str, Any]] = {"error": {"message": "overloaded", "type": "server_error"}}

    def answer(self, text: str) -> dict[str, Any]:
        return {"id": "chatcmpl-1", "object": "chat.completion", "model": "judge-model",
                "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}


class FakeMessages(ScriptedVendor):
    """Speaks Anthropic messages (compat-b)."""

    error_body: ClassVar[dict[str, Any]] = {"type": "error", "error": {"type": "api_error", "message": "x"}}

    def answer(self, text: str) -> dict[str, Any]:
        return {"id": "msg_1", "type": "message", "role": "assistant", "model": "m", "stop_reason": "end_turn",
                "content": [{"type": "text", "text": text}], "usage": {"input_tokens": 10, "output_tokens": 5}}
