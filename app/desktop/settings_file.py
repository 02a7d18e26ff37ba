"""The desktop's settings on disk: only what is not secret (the account id, the service choice).

API keys never go here; they live in the OS keyring (see `credentials`).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

BROWSER = "browser"  # remote_auth: signed in with the browser (OAuth) rather than with an API key


@dataclass
class DesktopSettings:
    account_id: str | None = None
    remote_url: str | None = None  # None: the embedded engine
    project_id: str | None = None  # the project opened last
    remote_auth: str | None = None  # None: an API key; BROWSER: a browser sign-in
    oauth_client_id: str | None = None  # the id the service registered the desktop under, when not the usual

    @classmethod
    def load(cls, path: Path) -> DesktopSettings:
        try:
            stored = json.loads(path.read_text("utf-8"))
        except (FileNotFoundError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        return cls(**{name: value for name, value in stored.items() if name in known and isinstance(value, str)})

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".tmp")
        partial.write_text(json.dumps(asdict(self), indent=2), "utf-8")
        os.replace(partial, path)
