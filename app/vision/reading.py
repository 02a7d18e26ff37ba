"""The text of a screenshot: what the recogniser reads, measured against the picture, without the drawings it
took for letters."""

from __future__ import annotations

from app.vision.badges import badge_counts
from app.vision.misreads import drawn_as_letter, icons_left, in_the_pages_script, without_drawn_lead
from app.vision.ocr import WIDEST_LETTER, TextRun, kept_apart, recognised_runs, trim_to_ink
from app.vision.picture import Picture


def read_text(picture: Picture) -> list[TextRun]:
    """The screenshot's runs of text, top to bottom and left to right."""
    runs = recognised_runs(picture)
    trimmed = [trim_to_ink(without_drawn_lead(run, picture), picture) for run in kept_apart(runs)]
    kept = [
        run
        for run in trimmed
        if run.width <= WIDEST_LETTER * len(run.text) * run.height and drawn_as_letter(run, picture)
    ]
    runs = icons_left(in_the_pages_script(kept), picture.width)
    return sorted(badge_counts(picture, runs), key=lambda r: (round(r.y / 4), r.x))
