"""Stand-in for `mneme.router.metering` (Part B) with its interface, for the proxy's tests only: it keeps
the calls in a list and refuses teams whose balance the test set to zero."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

RECORDS: list[Any] = []
EMPTY_TEAMS: set[str] = set()
BALANCE_CHECKS: list[str] = []


class InsufficientBalance(Exception):
    pass


@dataclass
class CallRecord:
    team_id: str
    key_id: str
    model: str
    provider: str
    input_tokens: int
    output_tokens: int
    input_tokens_per_million: int | None
    output_tokens_per_million: int | None
    key_source: str
    boundary_id: str | None
    trace_id: str
    status: int
    latency_ms: float
    endpoint: str


def cost_of(input_tokens: int, output_tokens: int, input_tokens_per_million: int | None,
            output_tokens_per_million: int | None) -> int:
    return math.ceil(input_tokens * (input_tokens_per_million or 0) / 1e6
                     + output_tokens * (output_tokens_per_million or 0) / 1e6)


async def check_balance(session: Any, scope: Any, settings: Any) -> None:
    BALANCE_CHECKS.append(scope.team_id)
    if scope.team_id in EMPTY_TEAMS:
        raise InsufficientBalance(scope.team_id)


async def record_call(db: Any, settings: Any, rec: CallRecord) -> int:
    RECORDS.append(rec)
    if rec.key_source != "hosted":
        return 0
    return cost_of(rec.input_tokens, rec.output_tokens, rec.input_tokens_per_million, rec.output_tokens_per_million)
