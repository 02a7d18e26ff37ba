"""When a failed request may be sent again, and how long to wait first."""

from __future__ import annotations

import random
from dataclasses import dataclass

import httpx

RETRY_STATUSES = frozenset({502, 503, 504})
REPEATABLE_METHODS = frozenset({"GET", "HEAD", "PUT", "DELETE", "OPTIONS"})
OVERWRITING_POSTS = frozenset({"/frames"})  # POST /frames overwrites by frameId


@dataclass(frozen=True)
class RetryPolicy:
    retries: int = 3
    base_delay: float = 0.2
    max_delay: float = 2.0

    def delay(self, attempt: int, retry_after: str | None = None) -> float:
        """Exponential backoff with full jitter; a Retry-After in seconds wins, up to the cap."""
        if retry_after is not None:
            try:
                return min(max(float(retry_after), 0.0), self.max_delay)
            except ValueError:
                pass
        return random.uniform(0, min(self.max_delay, self.base_delay * 2**attempt))


def is_repeatable(request: httpx.Request, endpoint: str) -> bool:
    """Safe to send twice: the method is idempotent, the POST overwrites, or it carries an Idempotency-Key."""
    return (request.method in REPEATABLE_METHODS
            or (request.method == "POST" and endpoint in OVERWRITING_POSTS)
            or "idempotency-key" in request.headers)


def never_reached_server(error: httpx.TransportError) -> bool:
    return isinstance(error, (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout))
