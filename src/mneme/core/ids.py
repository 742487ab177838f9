"""Opaque, time-sortable, never sequential identifiers: `<prefix>-<10 chars time><16 chars random>`."""
from __future__ import annotations

import secrets
import time

_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case


def _b32(value: int, length: int) -> str:
    out = []
    for _ in range(length):
        out.append(_ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(out))


def new_id(prefix: str) -> str:
    """A new id such as `ws-01jd3...`: 48-bit millisecond time then 80 random bits."""
    ms = int(time.time() * 1000)
    return f"{prefix}-{_b32(ms, 10)}{_b32(secrets.randbits(80), 16)}"
