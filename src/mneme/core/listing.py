"""Keyset listing shared by every v3 list: fetch in batches, drop rows the caller may not see, sign a token."""
from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from mneme.core.pagination import TokenSigner

R = TypeVar("R")


async def keyset_page(
    fetch: Callable[[list[Any] | None, int], Awaitable[Sequence[R]]],
    *,
    key_of: Callable[[R], list[Any]],
    allowed: Callable[[R], bool],
    page_size: int,
    token: str | None,
    signer: TokenSigner,
    filters: dict[str, Any],
) -> tuple[list[R], str | None]:
    """One page of rows after the token's key. `fetch(after, limit)` returns rows in key order after `after`."""
    after = signer.decode(token, filters) if token else None
    out: list[R] = []
    more = False
    batch = page_size + 1
    while True:
        rows = list(await fetch(after, batch))
        for row in rows:
            after = key_of(row)
            if not allowed(row):
                continue
            if len(out) == page_size:
                more = True
                break
            out.append(row)
        if more or len(rows) < batch:
            break
    next_token = signer.encode(key_of(out[-1]), filters) if more and out else None
    return out, next_token
