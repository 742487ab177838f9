"""A small async client for the service's own model calls (extraction, conflict judgement).

It speaks either protocol the router knows: ``compat-a`` (OpenAI chat completions) or ``compat-b``
(Anthropic messages), and always asks for a JSON answer, which it parses and returns.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

import aiohttp

__all__ = ["LLMClient", "LLMError", "parse_json_answer"]

LLMProtocol = Literal["compat-a", "compat-b"]
ANTHROPIC_VERSION = "2023-06-01"
MAX_TOKENS = 1024
_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)\s*```", re.DOTALL)


class LLMError(RuntimeError):
    """The model call failed (HTTP error, timeout) or its answer was not the expected JSON."""


def parse_json_answer(text: str) -> Any:
    """JSON from a model's text answer; tolerates ```json fences and prose around one object."""
    candidates = [text.strip()]
    fenced = _FENCE.search(text)
    if fenced:
        candidates.append(fenced.group(1))
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end:
        candidates.append(text[start : end + 1])
    for candidate in candidates:
        try:
            return json.loads(candidate)
        except ValueError:
            continue
    raise LLMError(f"model answer is not JSON: {text[:200]!r}")


class LLMClient:
    """Calls one model on one upstream; one aiohttp session per client, opened on first use."""

    def __init__(
        self,
        *,
        protocol: LLMProtocol,
        base_url: str,
        api_key: str | None,
        model: str,
        timeout_s: float = 30,
    ) -> None:
        """``base_url`` is the upstream root as the router configures it (e.g. ``…/v1`` for compat-a)."""
        if protocol not in ("compat-a", "compat-b"):
            raise ValueError(f"unknown protocol {protocol!r}")
        self.protocol: LLMProtocol = protocol
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.model = model
        self._timeout = aiohttp.ClientTimeout(total=timeout_s)
        self._session: aiohttp.ClientSession | None = None

    def _get_session(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(timeout=self._timeout)
        return self._session

    async def close(self) -> None:
        """Close the HTTP session (a later call opens a new one)."""
        if self._session is not None and not self._session.closed:
            await self._session.close()
        self._session = None

    def _request(self, system: str, user: str) -> tuple[str, dict[str, str], dict[str, Any]]:
        """URL, headers and body of the call in this client's protocol."""
        headers = {"Content-Type": "application/json"}
        if self.protocol == "compat-a":
            if self.api_key:
                headers["Authorization"] = f"Bearer {self.api_key}"
            body: dict[str, Any] = {
                "model": self.model,
                "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
                "response_format": {"type": "json_object"},
                "temperature": 0,
            }
            return f"{self.base_url}/chat/completions", headers, body
        if self.api_key:
            headers["x-api-key"] = self.api_key
        headers["anthropic-version"] = ANTHROPIC_VERSION
        body = {
            "model": self.model,
            "max_tokens": MAX_TOKENS,
            "system": system,
            "messages": [{"role": "user", "content": user}],
            "temperature": 0,
        }
        return f"{self.base_url}/v1/messages", headers, body

    def _answer_text(self, payload: Any) -> str:
        """The text of the model's answer in either protocol's response shape."""
        try:
            if self.protocol == "compat-a":
                content = payload["choices"][0]["message"]["content"]
                if not isinstance(content, str):
                    raise TypeError("content is not a string")
                return content
            blocks = payload["content"]
            return "".join(b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text")
        except (KeyError, IndexError, TypeError) as exc:
            raise LLMError(f"unexpected {self.protocol} response shape: {exc!r}") from exc

    async def complete_json(self, system: str, user: str) -> Any:
        """Ask the model and return the JSON value of its answer; ``LLMError`` on any failure."""
        url, headers, body = self._request(system, user)
        try:
            async with self._get_session().post(url, json=body, headers=headers) as resp:
                if resp.status >= 400:
                    detail = (await resp.text())[:300]
                    raise LLMError(f"{self.protocol} upstream {url} answered HTTP {resp.status}: {detail}")
                payload = await resp.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise LLMError(f"{self.protocol} upstream {url} failed: {exc!r}") from exc
        return parse_json_answer(self._answer_text(payload))
