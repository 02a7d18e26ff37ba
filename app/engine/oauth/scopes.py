"""Scope strings: space-separated names, each one of the spec's four."""

from __future__ import annotations

from app.contract.oauth import SCOPES


class UnknownScope(ValueError):
    pass


def parse_scope(text: str | None) -> tuple[str, ...]:
    """The named scopes in the spec's order, without repeats; refuses an empty or unknown one."""
    names = set((text or "").split())
    if not names:
        raise UnknownScope("name the scopes to grant, e.g. scope=profile:read projects:read")
    unknown = sorted(names - SCOPES.keys())
    if unknown:
        raise UnknownScope(f"unknown scope {', '.join(unknown)}; one of {', '.join(SCOPES)}")
    return tuple(name for name in SCOPES if name in names)


def scope_text(scopes: tuple[str, ...] | list[str]) -> str:
    return " ".join(scopes)
