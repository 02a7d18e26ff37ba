"""Small HTML helpers every section uses."""

from __future__ import annotations

from html import escape


def esc(text: object) -> str:
    return escape(str(text), quote=True)


def initials(name: str) -> str:
    if name[:1] >= "\u2e80":  # Chinese and Japanese names: the family name's first character
        return name[:1]
    words = [w for w in name.replace(",", " ").split() if w[:1].isalpha()]
    return "".join(w[0] for w in words[:2]).upper() or "?"


def section(title: str, body: str, link: str = "", head_extra: str = "") -> str:
    """A titled block: heading, optional link on the right, then the body."""
    right = f'<span class="link">{esc(link)}</span>' if link else head_extra
    return (
        f'<section class="section"><div class="section-head"><h2 class="clip">{esc(title)}</h2>{right}</div>'
        f"{body}</section>"
    )


def join(*parts: str) -> str:
    return "".join(p for p in parts if p)
