"""When a failed request may be sent again, and how long to wait first."""

from __future__ import annotations

import asyncio
import math
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import httpx

RETRY_STATUSES = frozenset({502, 503, 504})
REPEATABLE_METHODS = frozenset({"GET", "PUT", "DELETE"})
OVERWRITING_POSTS = frozenset({"/frames"})  # POST /frames overwrites by frameId


def is_repeatable(request: httpx.Request, path: str) -> bool:
    """Sending it twice does what sending it once does: an idempotent method, an overwrite, or a keyed call."""
    return (
        request.method in REPEATABLE_METHODS
        or (request.method == "POST" and path in OVERWRITING_POSTS)
        or "idempotency-key" in request.headers
    )


def never_reached_server(failure: httpx.TransportError) -> bool:
    """The request was never handed to the service, so any request may be sent again."""
    return isinstance(failure, (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout))


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded retries with exponential backoff and full jitter; `sleep` is how the wait is spent."""

    retries: int = 3
    base_delay: float = 0.2
    max_delay: float = 2.0
    sleep: Callable[[float], Awaitable[None]] = field(default=asyncio.sleep, compare=False)

    def wait_after_failure(self, attempt: int, failure: httpx.TransportError, repeatable: bool) -> float | None:
        """Seconds to wait before sending again after a transport failure, or None to give up."""
        if attempt >= self.retries or not (repeatable or never_reached_server(failure)):
            return None
        return self.backoff(attempt)

    def wait_after_response(self, attempt: int, response: httpx.Response, repeatable: bool) -> float | None:
        """Seconds to wait before sending again after a 502/503/504, or None to give up."""
        if attempt >= self.retries or not repeatable or response.status_code not in RETRY_STATUSES:
            return None
        retry_after = retry_after_seconds(response.headers.get("retry-after"))
        if response.status_code == 503 and retry_after is not None:
            return min(retry_after, self.max_delay)
        return self.backoff(attempt)

    def backoff(self, attempt: int) -> float:
        return random.uniform(0, min(self.max_delay, self.base_delay * 2**attempt))


def retry_after_seconds(value: str | None) -> float | None:
    """A Retry-After given in seconds; the HTTP-date form is not used by the service."""
    try:
        delay = float(value) if value is not None else math.nan
    except ValueError:
        return None
    return max(delay, 0.0) if math.isfinite(delay) else None
