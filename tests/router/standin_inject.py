"""Stand-in for `mneme.router.inject` (Part C) with its interface, for the proxy's tests only: boundary
`bnd-forbidden` is refused, any other gets one memory line in the shape of its request kind."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MEMORY = "Known about the user: likes green tea."
REMEMBERED: list[tuple[str, str, dict[str, Any], str]] = []


class BoundaryForbidden(Exception):
    pass


@dataclass
class Injection:
    body: dict[str, Any]
    retrieved: int
    modified: bool


async def prepare(db: Any, svc: Any, ctx: Any, boundary_id: str, kind: str, body: dict[str, Any], *,
                  budget_s: float) -> Injection:
    if boundary_id == "bnd-forbidden":
        raise BoundaryForbidden(boundary_id)
    if boundary_id == "bnd-empty":
        return Injection(body, 0, False)
    if kind == "chat":
        body["messages"] = [{"role": "system", "content": MEMORY}, *body["messages"]]
    elif kind == "responses":
        body["instructions"] = MEMORY
    else:
        body["system"] = MEMORY
    return Injection(body, 1, True)


def remember(db: Any, svc: Any, ctx: Any, boundary_id: str, kind: str, body: dict[str, Any], reply_text: str) -> None:
    REMEMBERED.append((boundary_id, kind, body, reply_text))
