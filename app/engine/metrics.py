"""Prometheus metrics of an engine or worker process.

Each process counts its own; Prometheus scrapes every engine's /metrics (and each worker's
--metrics-port) and adds them up. Several server processes sharing one port (a process manager's
pre-fork) set PROMETHEUS_MULTIPROC_DIR, and /metrics then answers for all of them.
"""

from __future__ import annotations

import os

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily

REQUESTS = Counter("framewright_requests_total", "HTTP requests answered", ["method", "route", "status"])
REQUEST_SECONDS = Histogram(
    "framewright_request_duration_seconds",
    "time to answer an HTTP request",
    ["method", "route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120),
)
CREDITS_CHARGED = Counter("framewright_credits_charged_total", "credits charged for successful calls", ["endpoint"])
JOB_SECONDS = Histogram(
    "framewright_job_duration_seconds",
    "time a worker spent on a job",
    ["endpoint", "status"],
    buckets=(0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120),
)
JOB_WAIT_SECONDS = Histogram(
    "framewright_job_wait_seconds",
    "time a request waited for its job (queue and work)",
    ["endpoint", "outcome"],
    buckets=(0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120),
)
JOBS_REFUSED = Counter("framewright_jobs_refused_total", "jobs refused because the queue was full", ["endpoint"])


class QueueDepth:
    """Read at scrape time from the database, so every engine reports the same queue."""

    def __init__(self, read) -> None:
        self.read = read  # () -> {"todo": n, "doing": n}

    def collect(self):
        family = GaugeMetricFamily(
            "framewright_queue_depth", "conversion and export jobs on the queue", labels=["state"]
        )
        try:
            for state, count in self.read().items():
                family.add_metric([state], count)
        except Exception:  # an unreachable database shows in /readyz, not as a failed scrape
            return
        yield family


def observe_request(method: str, route: str, status: int, seconds: float, scope) -> None:
    REQUESTS.labels(method, route, str(status)).inc()
    REQUEST_SECONDS.labels(method, route).observe(seconds)
    ticket = scope.get("state", {}).get("usage")
    if ticket is not None and ticket.credits and status < 400:
        CREDITS_CHARGED.labels(ticket.endpoint).inc(ticket.credits)


def exposition(extra_collectors=()) -> tuple[bytes, str]:
    """The text a Prometheus scrape reads: this process's (or all pre-forked processes') metrics, then the extras."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        counted = CollectorRegistry()
        multiprocess.MultiProcessCollector(counted)
    else:
        counted = REGISTRY
    extra = CollectorRegistry(auto_describe=False)
    for collector in extra_collectors:
        extra.register(collector)
    return generate_latest(counted) + generate_latest(extra), CONTENT_TYPE_LATEST
