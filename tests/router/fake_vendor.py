"""A fake model vendor on loopback: a real aiohttp server speaking both protocols the router proxies.

compat-a (under `/v1`): chat completions (JSON; SSE with `data: [DONE]` and, with
`stream_options.include_usage`, `usage: null` on every chunk and a last usage-only chunk), responses (JSON;
SSE `response.created` / `response.output_text.delta` / `response.completed`), embeddings (floats or base64).
compat-b: `/v1/messages` (JSON; SSE `message_start` / `content_block_start` / `content_block_delta` /
`content_block_stop` / `message_delta` / `message_stop`).

The upstream model name chooses a behaviour: `fail-400` and `fail-429` answer the vendor's error (with its
request-id and retry-after headers), `drop` closes the connection without an answer (or, streaming, after
two events), `slow` streams one chunk every 20 ms for up to 10 s (it notes when the client went away),
`hang` sends no head until `release` is set. Every request is recorded (path, query, headers, raw body).
"""
from __future__ import annotations

import asyncio
import base64
import json
import struct
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from multidict import CIMultiDict

REPLY_WORDS = ["Hello", " from", " the", " fake", " vendor", "."]
REPLY = "".join(REPLY_WORDS)
CHAT_USAGE = {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18}
RESPONSES_USAGE = {"input_tokens": 13, "output_tokens": 5, "total_tokens": 18}
MESSAGES_INPUT, MESSAGES_OUTPUT = 17, 9
EMBEDDING = [0.25, -0.5, 1.0]


@dataclass
class Received:
    path: str
    query: dict[str, str]
    headers: CIMultiDict[str]  # case-insensitive, as HTTP headers are
    raw: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.raw)


@dataclass
class FakeVendor:
    port: int = 0
    requests: list[Received] = field(default_factory=list)
    disconnected: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
    _loop: asyncio.AbstractEventLoop | None = None
    _runner: web.AppRunner | None = None
    _thread: threading.Thread | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def last(self, path_end: str = "") -> Received:
        hits = [r for r in self.requests if r.path.endswith(path_end)]
        assert hits, f"the vendor received no request on {path_end!r}"
        return hits[-1]

    # ---------------------------------------------------------------------------------------- lifecycle

    def start(self) -> FakeVendor:
        ready = threading.Event()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            asyncio.set_event_loop(loop)
            app = web.Application(client_max_size=64 * 1024 * 1024)
            app.router.add_post("/v1/chat/completions", self.chat)
            app.router.add_post("/v1/responses", self.responses)
            app.router.add_post("/v1/embeddings", self.embeddings)
            app.router.add_post("/v1/messages", self.messages)
            self._runner = web.AppRunner(app, access_log=None)
            loop.run_until_complete(self._runner.setup())
            site = web.TCPSite(self._runner, "127.0.0.1", 0)
            loop.run_until_complete(site.start())
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            ready.set()
            loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        ready.wait(30)
        return self

    def stop(self) -> None:
        self.release.set()
        if self._loop is not None and self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(30)
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(30)

    # ---------------------------------------------------------------------------------------- helpers

    async def _record(self, request: web.Request) -> Received:
        raw = await request.read()
        rec = Received(request.path, dict(request.query), CIMultiDict(request.headers), raw)
        self.requests.append(rec)
        return rec

    async def _special(self, request: web.Request, model: str, protocol: str) -> web.StreamResponse | None:
        if model == "fail-400":
            body = ({"error": {"message": "Invalid value for 'temperature'", "type": "invalid_request_error",
                               "param": "temperature", "code": "invalid_value"}} if protocol == "a" else
                    {"type": "error", "error": {"type": "invalid_request_error", "message": "temperature: bad"}})
            return web.json_response(body, status=400, headers={"x-request-id": "req_fake_400",
                                                               "request-id": "req_fake_400"})
        if model == "fail-429":
            body = ({"error": {"message": "Rate limit reached", "type": "requests", "param": None,
                               "code": "rate_limit_exceeded"}} if protocol == "a" else
                    {"type": "error", "error": {"type": "rate_limit_error", "message": "Rate limited"}})
            return web.json_response(body, status=429, headers={"retry-after": "7", "x-request-id": "req_fake_429"})
        if model == "hang":
            await asyncio.get_running_loop().run_in_executor(None, self.release.wait, 30)
            return web.json_response({"late": True})
        return None

    async def _drop(self, request: web.Request) -> web.StreamResponse:
        assert request.transport is not None
        request.transport.abort()
        return web.Response()

    async def _sse(self, request: web.Request, events: list[bytes], *, model: str) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"content-type": "text/event-stream; charset=utf-8",
                                           "cache-control": "no-cache", "x-request-id": "req_fake_stream"})
        await resp.prepare(request)
        if model == "slow":
            return await self._slow(request, resp, events)
        for i, event in enumerate(events):
            if model == "drop" and i == 2:
                assert request.transport is not None
                request.transport.abort()
                return resp
            await resp.write(event)
        await resp.write_eof()
        return resp

    async def _slow(self, request: web.Request, resp: web.StreamResponse, events: list[bytes]) -> web.StreamResponse:
        """The first events, then a filler event every 20 ms for up to 10 s, watching for the client leaving."""
        head, filler = events[:3], events[2]
        try:
            for event in head:
                await resp.write(event)
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                if request.transport is None or request.transport.is_closing():
                    break
                await asyncio.sleep(0.02)
                await resp.write(filler)
        except (ConnectionError, RuntimeError):
            pass
        if request.transport is None or request.transport.is_closing():
            self.disconnected.set()
        return resp

    # ---------------------------------------------------------------------------------------- compat-a

    async def chat(self, request: web.Request) -> web.StreamResponse:
        rec = await self._record(request)
        body = rec.json
        model = body.get("model", "")
        special = await self._special(request, model, "a")
        if special is not None:
            return special
        if model == "drop" and not body.get("stream"):
            return await self._drop(request)
        if not body.get("stream"):
            return web.json_response({
                "id": "chatcmpl-fake", "object": "chat.completion", "created": 1_700_000_000, "model": model,
                "choices": [{"index": 0, "finish_reason": "stop", "logprobs": None,
                             "message": {"role": "assistant", "content": REPLY, "refusal": None}}],
                "usage": CHAT_USAGE}, headers={"x-request-id": "req_fake_chat", "openai-processing-ms": "3"})
        with_usage = (body.get("stream_options") or {}).get("include_usage") is True
        base = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 1_700_000_000, "model": model}
        extra = {"usage": None} if with_usage else {}

        def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
            doc = {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
                   **extra}
            return b"data: " + json.dumps(doc).encode() + b"\n\n"

        events = [chunk({"role": "assistant", "content": ""})]
        events += [chunk({"content": w}) for w in REPLY_WORDS]
        events.append(chunk({}, "stop"))
        if with_usage:
            events.append(b"data: " + json.dumps({**base, "choices": [], "usage": CHAT_USAGE}).encode() + b"\n\n")
        events.append(b"data: [DONE]\n\n")
        return await self._sse(request, events, model=model)

    async def responses(self, request: web.Request) -> web.StreamResponse:
        rec = await self._record(request)
        body = rec.json
        model = body.get("model", "")
        special = await self._special(request, model, "a")
        if special is not None:
            return special
        done = {"id": "resp_fake", "object": "response", "created_at": 1_700_000_000, "model": model,
                "status": "completed", "output": [{
                    "type": "message", "id": "msg_fake", "status": "completed", "role": "assistant",
                    "content": [{"type": "output_text", "text": REPLY, "annotations": []}]}],
                "usage": RESPONSES_USAGE}
        if not body.get("stream"):
            return web.json_response(done, headers={"x-request-id": "req_fake_resp"})
        created = {**done, "status": "in_progress", "output": [], "usage": None}

        def event(name: str, doc: dict[str, Any]) -> bytes:
            return f"event: {name}\ndata: {json.dumps({'type': name, **doc})}\n\n".encode()

        events = [event("response.created", {"sequence_number": 0, "response": created})]
        events += [event("response.output_text.delta", {"sequence_number": i + 1, "item_id": "msg_fake",
                                                        "output_index": 0, "content_index": 0, "delta": w})
                   for i, w in enumerate(REPLY_WORDS)]
        events.append(event("response.completed", {"sequence_number": 99, "response": done}))
        return await self._sse(request, events, model=model)

    async def embeddings(self, request: web.Request) -> web.StreamResponse:
        rec = await self._record(request)
        body = rec.json
        inputs = body.get("input")
        items = inputs if isinstance(inputs, list) else [inputs]
        b64 = body.get("encoding_format") == "base64"
        data = []
        for i, _ in enumerate(items):
            vec: Any = base64.b64encode(struct.pack(f"<{len(EMBEDDING)}f", *EMBEDDING)).decode() if b64 \
                else EMBEDDING
            data.append({"object": "embedding", "index": i, "embedding": vec})
        return web.json_response({"object": "list", "data": data, "model": body.get("model"),
                                  "usage": {"prompt_tokens": 5 * len(items), "total_tokens": 5 * len(items)}})

    # ---------------------------------------------------------------------------------------- compat-b

    async def messages(self, request: web.Request) -> web.StreamResponse:
        rec = await self._record(request)
        body = rec.json
        model = body.get("model", "")
        special = await self._special(request, model, "b")
        if special is not None:
            return special
        if model == "drop" and not body.get("stream"):
            return await self._drop(request)
        message = {"id": "msg_fake", "type": "message", "role": "assistant", "model": model,
                   "content": [{"type": "text", "text": REPLY}], "stop_reason": "end_turn", "stop_sequence": None,
                   "usage": {"input_tokens": MESSAGES_INPUT, "output_tokens": MESSAGES_OUTPUT}}
        if not body.get("stream"):
            return web.json_response(message, headers={"request-id": "req_fake_msg"})

        def event(name: str, doc: dict[str, Any]) -> bytes:
            return f"event: {name}\ndata: {json.dumps({'type': name, **doc})}\n\n".encode()

        start = {**message, "content": [], "stop_reason": None,
                 "usage": {"input_tokens": MESSAGES_INPUT, "output_tokens": 1}}
        events = [event("message_start", {"message": start}),
                  event("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}})]
        events += [event("content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": w}})
                   for w in REPLY_WORDS]
        events += [event("content_block_stop", {"index": 0}),
                   event("message_delta", {"delta": {"stop_reason": "end_turn", "stop_sequence": None},
                                           "usage": {"output_tokens": MESSAGES_OUTPUT}}),
                   event("message_stop", {})]
        return await self._sse(request, events, model=model)
