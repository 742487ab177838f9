"""Invalid-key throttling per client IP (per process: a sliding window of failure times)."""
from __future__ import annotations

import math
import time
from collections import deque


class InvalidKeyThrottle:
    def __init__(self, limit: int, window_s: int, max_ips: int = 100_000) -> None:
        self.limit, self.window_s, self.max_ips = limit, window_s, max_ips
        self._fails: dict[str, deque[float]] = {}

    def _prune(self, ip: str, now: float) -> deque[float]:
        q = self._fails.get(ip)
        if q is None:
            return deque()
        while q and q[0] <= now - self.window_s:
            q.popleft()
        if not q:
            self._fails.pop(ip, None)
        return q

    def retry_after(self, ip: str) -> int | None:
        """Seconds to wait when this IP is throttled, else None."""
        now = time.monotonic()
        q = self._prune(ip, now)
        if len(q) < self.limit:
            return None
        return max(1, math.ceil(q[0] + self.window_s - now))

    def record_failure(self, ip: str) -> None:
        now = time.monotonic()
        if len(self._fails) >= self.max_ips and ip not in self._fails:
            oldest = next(iter(self._fails))
            self._fails.pop(oldest, None)
        self._fails.setdefault(ip, deque()).append(now)
