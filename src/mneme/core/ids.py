"""Opaque, time-sortable, never sequential identifiers: `<prefix>-<10 chars time><16 chars random>`."""
from __future__ import annotations

import datetime as dt
import secrets
import time

_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
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


def id_at(prefix: str, at: dt.datetime, seq: int = 0) -> str:
    """An id whose order is the order of `(at, seq)`: for rows that must sort in the order their requests were
    accepted, whenever they are written. The time part is `at` in milliseconds; the 80-bit random part begins
    with the microseconds within that millisecond (10 bits) and `seq` (14 bits, e.g. a position in a request),
    then 56 random bits, so ids stay unguessable and never sequential."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=dt.UTC)
    us = (at - _EPOCH) // dt.timedelta(microseconds=1)
    ms, sub = divmod(us, 1000)
    tail = (sub << 70) | (min(max(seq, 0), (1 << 14) - 1) << 56) | secrets.randbits(56)
    return f"{prefix}-{_b32(ms, 10)}{_b32(tail, 16)}"
