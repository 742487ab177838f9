"""Opaque, signed continuation tokens for keyset paging (v3 lists) and page/size helpers (v1/v2 lists).

A token carries the last sort key seen and a fingerprint of the list's filters, signed with an
instance secret, so a forged or edited token, or one reused with other filters, is rejected with 400.
Keyset paging on a unique, time-sortable key never repeats or skips rows when others are inserted.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from typing import Annotated, Any

from fastapi import Query
from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.errors import InvalidArgument
from mneme.models import InstanceMeta

_SECRET_KEY = "page_token_secret"  # noqa: S105 - the row name, not a secret

MAX_PAGE = 10**9
"""The highest page number a page-numbered (v1/v2) list accepts: above it, 400 naming `page` (extensions §0).
Below it, the OFFSET `(page - 1) * size` stays far inside a 64-bit integer whatever the size (at most 100)."""

PageNumber = Annotated[int, Query(ge=1, le=MAX_PAGE, description="1-based page (1-1000000000); a page past "
                                                                 "the end is empty")]


class TokenSigner:
    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def _mac(self, payload: bytes) -> bytes:
        return hmac.new(self.secret, payload, hashlib.sha256).digest()[:16]

    def encode(self, last: list[Any], filters: dict[str, Any]) -> str:
        payload = json.dumps({"k": last, "f": _fingerprint(filters)}, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(payload + self._mac(payload)).decode().rstrip("=")

    def decode(self, token: str, filters: dict[str, Any]) -> list[Any]:
        try:
            raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
            payload, mac = raw[:-16], raw[-16:]
            if len(raw) <= 16 or not hmac.compare_digest(mac, self._mac(payload)):
                raise ValueError("bad signature")
            data = json.loads(payload)
        except (ValueError, TypeError) as exc:
            raise InvalidArgument("continuation_token is invalid") from exc
        if data.get("f") != _fingerprint(filters) or not isinstance(data.get("k"), list):
            raise InvalidArgument("continuation_token does not belong to this list and these filters")
        return list(data["k"])


def _fingerprint(filters: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(filters, sort_keys=True, default=str).encode()).hexdigest()[:16]


async def load_signer(session: AsyncSession, is_sqlite: bool) -> TokenSigner:
    """The instance secret, created once and shared by every process through the database."""
    fresh = secrets.token_hex(32)
    dialect_insert = sqlite.insert if is_sqlite else postgresql.insert
    stmt = dialect_insert(InstanceMeta).values(key=_SECRET_KEY, value=fresh).on_conflict_do_nothing()
    await session.execute(stmt)
    value = (await session.execute(select(InstanceMeta.value).where(InstanceMeta.key == _SECRET_KEY))).scalar_one()
    return TokenSigner(bytes.fromhex(value))


def page_of(items: list[Any], page_size: int) -> tuple[list[Any], bool]:
    """Split a fetch of page_size+1 rows into the page and whether more follow."""
    return items[:page_size], len(items) > page_size


def page_offset(page: int, size: int) -> int:
    """The OFFSET of a 1-based page; a page out of bounds is a 400 naming `page` (never an overflow)."""
    if not 1 <= page <= MAX_PAGE:
        raise InvalidArgument(f"page: must be between 1 and {MAX_PAGE}")
    return (page - 1) * size


def total_pages(total: int, size: int) -> int:
    return (total + size - 1) // size
