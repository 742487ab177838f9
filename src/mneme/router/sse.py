"""Reading usage (and the reply's text) from a vendor's answer, streamed or not, without changing it.

A stream is forwarded chunk by chunk as the upstream sends it; `Tap.feed` sees each chunk on the way and
splits it into events only to read them. The one exception: a compat-a chat stream for which the router
itself asked the upstream for usage (`stream_options.include_usage`) must not show the client the extra
usage-only chunk; then whole events are forwarded (an event is one write of the vendor's) and that chunk
is dropped.

Usage: compat-a chat from the `usage` chunk; responses from `response.completed` (or `.incomplete`,
`.failed`); compat-b from `message_start` (input) and `message_delta` (output, cumulative).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

_SEPARATOR = re.compile(rb"\r\n\r\n|\n\n|\r\r")
_USAGE_NULL = re.compile(rb'"usage"\s*:\s*null')
_RESPONSE_END = (b'"response.completed"', b'"response.incomplete"', b'"response.failed"')


@dataclass
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def usage_of(kind: str, usage: Any) -> Usage | None:
    """The (input, output) tokens of a vendor `usage` object. compat-b input counts cache reads and writes."""
    if not isinstance(usage, dict):
        return None
    if kind == "chat":
        return Usage(_int(usage.get("prompt_tokens")), _int(usage.get("completion_tokens")))
    if kind == "embeddings":
        return Usage(_int(usage.get("prompt_tokens")) or _int(usage.get("total_tokens")), 0)
    if kind == "responses":
        return Usage(_int(usage.get("input_tokens")), _int(usage.get("output_tokens")))
    cached = _int(usage.get("cache_creation_input_tokens")) + _int(usage.get("cache_read_input_tokens"))
    return Usage(_int(usage.get("input_tokens")) + cached, _int(usage.get("output_tokens")))


def event_data(event: bytes) -> bytes:
    """The `data:` lines of one SSE event, joined by newlines."""
    lines = []
    for line in event.splitlines():
        if line.startswith(b"data:"):
            value = line[5:]
            lines.append(value[1:] if value.startswith(b" ") else value)
    return b"\n".join(lines)


def _load(data: bytes) -> Any:
    try:
        return json.loads(data)
    except ValueError:
        return None


class Tap:
    """Watches one stream of `kind` ("chat", "responses", "messages")."""

    def __init__(self, kind: str, *, drop_usage_chunk: bool = False) -> None:
        self.kind, self.drop_usage_chunk = kind, drop_usage_chunk
        self.usage: Usage | None = None
        self.final = False  # the usage is the upstream's last word (not what a cut-off stream had so far)
        self.events: list[bytes] = []  # data of every event, read again only at the end (the reply's text)
        self._buf = b""

    def feed(self, chunk: bytes) -> bytes:
        """What to forward of `chunk` (all of it, unless a usage-only chunk is being dropped)."""
        self._buf += chunk
        if not self.drop_usage_chunk:
            self._split()
            return chunk
        out = [event for event in self._split() if self._keep(event)]
        return b"".join(out)

    def end(self) -> bytes:
        """The unterminated rest at the end of the stream (forwarded as it is)."""
        rest, self._buf = self._buf, b""
        if rest.strip():
            self._read(rest)
        return rest if self.drop_usage_chunk else b""

    def _split(self) -> list[bytes]:
        events = []
        start = 0
        for m in _SEPARATOR.finditer(self._buf):
            event = self._buf[start:m.end()]
            start = m.end()
            self._read(event)
            events.append(event)
        if start:
            self._buf = self._buf[start:]
        return events

    def _read(self, event: bytes) -> None:
        data = event_data(event)
        if not data:
            return
        self.events.append(data)
        if self.kind == "chat":
            if b'"usage"' in data and not _USAGE_NULL.search(data):
                doc = _load(data)
                if isinstance(doc, dict) and isinstance(doc.get("usage"), dict):
                    self.usage, self.final = usage_of("chat", doc["usage"]), True
        elif self.kind == "responses":
            if any(marker in data for marker in _RESPONSE_END):
                doc = _load(data)
                if isinstance(doc, dict) and isinstance(doc.get("response"), dict):
                    usage = usage_of("responses", doc["response"].get("usage"))
                    if usage is not None:
                        self.usage, self.final = usage, True
        elif b'"message_start"' in data or b'"message_delta"' in data:
            self._messages_usage(_load(data))

    def _messages_usage(self, doc: Any) -> None:
        if not isinstance(doc, dict):
            return
        if doc.get("type") == "message_start" and isinstance(doc.get("message"), dict):
            self.usage = usage_of("messages", doc["message"].get("usage")) or Usage()
        elif doc.get("type") == "message_delta" and isinstance(doc.get("usage"), dict):
            seen = usage_of("messages", doc["usage"]) or Usage()
            current = self.usage or Usage()
            self.usage = Usage(seen.input_tokens or current.input_tokens, seen.output_tokens)
            self.final = True

    def _keep(self, event: bytes) -> bool:
        data = event_data(event)
        if b'"usage"' not in data or _USAGE_NULL.search(data):
            return True
        doc = _load(data)
        return not (isinstance(doc, dict) and doc.get("choices") == [] and doc.get("usage") is not None)

    def text(self, *, with_tools: bool = False) -> str:
        """The text the stream carried (with tool-call arguments: what output tokens are estimated from)."""
        parts: list[str] = []
        for data in self.events:
            doc = _load(data)
            if isinstance(doc, dict):
                parts.extend(_stream_text(self.kind, doc, with_tools))
        return "".join(parts)


def _stream_text(kind: str, doc: dict[str, Any], with_tools: bool) -> list[str]:
    out: list[str] = []
    if kind == "chat":
        for choice in doc.get("choices") or []:
            delta = choice.get("delta") if isinstance(choice, dict) else None
            if not isinstance(delta, dict) or choice.get("index", 0) != 0:
                continue
            if isinstance(delta.get("content"), str):
                out.append(delta["content"])
            if with_tools:
                for call in delta.get("tool_calls") or []:
                    fn = call.get("function") if isinstance(call, dict) else None
                    if isinstance(fn, dict) and isinstance(fn.get("arguments"), str):
                        out.append(fn["arguments"])
    elif kind == "responses":
        kinds = ("response.output_text.delta", "response.function_call_arguments.delta") if with_tools \
            else ("response.output_text.delta",)
        if doc.get("type") in kinds and isinstance(doc.get("delta"), str):
            out.append(doc["delta"])
    elif doc.get("type") == "content_block_delta" and isinstance(doc.get("delta"), dict):
        delta = doc["delta"]
        if isinstance(delta.get("text"), str):
            out.append(delta["text"])
        elif with_tools and isinstance(delta.get("partial_json"), str):
            out.append(delta["partial_json"])
    return out


def reply_text(kind: str, doc: Any) -> str:
    """The text of a non-streamed reply."""
    if not isinstance(doc, dict):
        return ""
    if kind == "chat":
        choices = doc.get("choices") or []
        msg = choices[0].get("message") if choices and isinstance(choices[0], dict) else None
        content = msg.get("content") if isinstance(msg, dict) else None
        return content if isinstance(content, str) else _blocks_text(content)
    if kind == "responses":
        parts = []
        for item in doc.get("output") or []:
            if isinstance(item, dict) and item.get("type") == "message":
                parts.append(_blocks_text(item.get("content"), "output_text"))
        return "".join(parts)
    if kind == "messages":
        return _blocks_text(doc.get("content"))
    return ""


def _blocks_text(blocks: Any, block_type: str = "text") -> str:
    if isinstance(blocks, str):
        return blocks
    if not isinstance(blocks, list):
        return ""
    return "".join(b["text"] for b in blocks if isinstance(b, dict) and b.get("type") in (block_type, "text",
                   "input_text") and isinstance(b.get("text"), str))


def request_text(kind: str, body: dict[str, Any]) -> str:
    """The text of a request (what input tokens are estimated from when the upstream reported none)."""
    parts: list[str] = []
    if kind == "chat":
        for m in body.get("messages") or []:
            if isinstance(m, dict):
                parts.append(_blocks_text(m.get("content")))
    elif kind == "responses":
        instructions = body.get("instructions")
        parts.append(instructions if isinstance(instructions, str) else "")
        items = body.get("input")
        if isinstance(items, str):
            parts.append(items)
        for item in items if isinstance(items, list) else []:
            if isinstance(item, dict):
                parts.append(_blocks_text(item.get("content")))
    elif kind == "messages":
        parts.append(_blocks_text(body.get("system")))
        for m in body.get("messages") or []:
            if isinstance(m, dict):
                parts.append(_blocks_text(m.get("content")))
    elif kind == "embeddings":
        value = body.get("input")
        parts.extend(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str))
    return "\n".join(p for p in parts if p)
