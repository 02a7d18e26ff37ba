"""The engine's and the workers' logs: one JSON object a line, on standard error, with the request id."""

from __future__ import annotations

import logging
import sys

from pythonjsonlogger.json import JsonFormatter

from app.engine.web.request_ids import current_request_id


class WithRequestId(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = current_request_id()
        return True


def configure_logging(level: str = "info", fmt: str = "json", process: str = "engine") -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(WithRequestId())
    if fmt == "json":
        handler.setFormatter(
            JsonFormatter(
                "{asctime}{levelname}{name}{message}{request_id}",
                style="{",
                rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
                static_fields={"process": process},
                timestamp=False,
            )
        )
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error", "procrastinate"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
    logging.getLogger("procrastinate").setLevel(max(logging.INFO, root.level))
