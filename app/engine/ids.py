"""Identifiers and secrets the engine hands out."""

import secrets
import uuid


def new_id(prefix: str) -> str:
    """A short, readable, collision-free id such as `prj_6f1c...`."""
    return f"{prefix}_{uuid.uuid4().hex}"


def new_token(nbytes: int = 32) -> str:
    return secrets.token_urlsafe(nbytes)
