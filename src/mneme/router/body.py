"""Edits of a request body that keep every other byte as the client sent it.

Without `boundary_id` the body goes upstream byte for byte; the router may still have to rename `model`
(a configured `upstream_name`) or ask a compat-a stream for its usage (`stream_options.include_usage`).
Both are top-level members: their values are located by a scan of the top level (strings and nested
values skipped by one regex, in C) and replaced in place.
"""
from __future__ import annotations

import json
import re
from typing import Any

_WS = re.compile(rb"[ \t\r\n]*")
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_NESTED = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)
_SCALAR_END = re.compile(rb"[,}\] \t\r\n]")


def _ws(raw: bytes, i: int) -> int:
    m = _WS.match(raw, i)
    return m.end() if m else i


def _value_end(raw: bytes, i: int) -> int:
    c = raw[i:i + 1]
    if c == b'"':
        m = _STRING.match(raw, i)
        assert m is not None
        return m.end()
    if c in (b"{", b"["):
        depth = 0
        for m in _NESTED.finditer(raw, i):
            tok = m.group()
            if tok in (b"{", b"["):
                depth += 1
            elif tok in (b"}", b"]"):
                depth -= 1
                if depth == 0:
                    return m.end()
        raise ValueError("unbalanced JSON value")
    m = _SCALAR_END.search(raw, i)
    return m.start() if m else len(raw)


def top_level_spans(raw: bytes) -> tuple[int, dict[str, tuple[int, int]]]:
    """(position just after the opening brace, {key: (start, end) of its value}) of a JSON object's top level.
    `raw` must be valid JSON (it was parsed first). A repeated key keeps its last value, as `json.loads` does."""
    i = _ws(raw, 0)
    if raw[i:i + 1] != b"{":
        raise ValueError("not a JSON object")
    after_brace = i = i + 1
    spans: dict[str, tuple[int, int]] = {}
    while True:
        i = _ws(raw, i)
        if raw[i:i + 1] == b"}":
            return after_brace, spans
        m = _STRING.match(raw, i)
        if m is None:
            raise ValueError("malformed JSON object")
        key = json.loads(m.group())
        i = _ws(raw, m.end())
        i = _ws(raw, i + 1)  # past ':'
        end = _value_end(raw, i)
        spans[key] = (i, end)
        i = _ws(raw, end)
        if raw[i:i + 1] == b",":
            i += 1


def _dump(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def edit(raw: bytes, *, model: str | None = None, include_usage: bool = False,
         stream_options: Any = None) -> bytes:
    """`raw` with `model` set to `model` (when given) and, with `include_usage`, `stream_options.include_usage`
    set to true (`stream_options`: the parsed value the client sent, or None). Nothing else changes."""
    if model is None and not include_usage:
        return raw
    after_brace, spans = top_level_spans(raw)
    edits: list[tuple[int, int, bytes]] = []
    if model is not None:
        start, end = spans["model"]
        edits.append((start, end, _dump(model)))
    if include_usage:
        if "stream_options" in spans:
            start, end = spans["stream_options"]
            merged = dict(stream_options) if isinstance(stream_options, dict) else {}
            merged["include_usage"] = True
            edits.append((start, end, _dump(merged)))
        else:
            member = b'"stream_options":{"include_usage":true}' + (b"," if spans else b"")
            edits.append((after_brace, after_brace, member))
    out = raw
    for start, end, value in sorted(edits, key=lambda e: e[0], reverse=True):
        out = out[:start] + value + out[end:]
    return out
