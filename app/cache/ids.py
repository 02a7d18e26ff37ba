"""Ids this machine gives to new things (the service takes a frame's id from its client)."""

from __future__ import annotations

import uuid


def new_frame_id() -> str:
    return f"frm_{uuid.uuid4().hex}"
