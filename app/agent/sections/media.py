"""The media player: cover, title, scrubber and transport controls; and a mini player."""

from __future__ import annotations

from app.agent.sections.art import art
from app.agent.sections.base import esc
from app.agent.sections.icons import icon


def player(
    title: str,
    subtitle: str,
    cover_icon: str,
    elapsed: str,
    total: str,
    percent: int,
    video: bool = False,
    variant: int = 0,
) -> str:
    cover = art(cover_icon, variant, "100%", "auto", 72, extra="player-art video" if video else "player-art")
    return (
        f'{cover}<div class="row between"><div class="stack grow"><span class="title big clip">{esc(title)}</span>'
        f'<span class="subtle clip">{esc(subtitle)}</span></div>'
        f'<span class="icon-btn">{icon("heart", 20)}</span></div>'
        f'<div class="stack" style="gap:8px"><div class="progress"><span style="width:{percent}%"></span></div>'
        f'<div class="row between"><span class="subtle num">{esc(elapsed)}</span>'
        f'<span class="subtle num">{esc(total)}</span></div></div>'
        f'<div class="controls"><span class="icon-btn plain">{icon("shuffle", 22)}</span>'
        f'<span class="icon-btn plain">{icon("skip-back", 26)}</span>'
        f'<span class="play" role="button" aria-label="Pause">{icon("pause", 30)}</span>'
        f'<span class="icon-btn plain">{icon("skip-forward", 26)}</span>'
        f'<span class="icon-btn plain">{icon("repeat", 22)}</span></div>'
    )


def mini_player(title: str, subtitle: str, cover_icon: str) -> str:
    return (
        f'<div class="card row" style="padding:10px">{art(cover_icon, 1, "48px", "48px", 20, extra="thumb small")}'
        f'<div class="stack grow"><span class="title clip">{esc(title)}</span>'
        f'<span class="subtle clip">{esc(subtitle)}</span></div>'
        f'<span class="icon-btn plain">{icon("play", 20)}</span></div>'
    )
