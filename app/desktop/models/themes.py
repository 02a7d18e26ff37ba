"""The account's themes, and how a theme's variables reach a frame's HTML."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from app.contract import Theme
from app.desktop.models.events import Event

DEFAULT_VARIANT = "default"
THEME_STYLE_ID = "framewright-theme"
_NAME = re.compile(r"--[A-Za-z0-9_-]+")
_UNSAFE = re.compile(r"[;{}<>\\]")


class ThemeList:
    def __init__(self) -> None:
        self._themes: dict[str, Theme] = {}
        self.changed = Event()  # (theme, source)
        self.removed = Event()  # (theme_id)
        self.reset = Event()  # ()

    def __iter__(self) -> Iterator[Theme]:
        return iter(list(self._themes.values()))

    def __len__(self) -> int:
        return len(self._themes)

    def get(self, theme_id: str | None) -> Theme | None:
        return self._themes.get(theme_id) if theme_id else None

    def load(self, themes: Iterable[Theme]) -> None:
        self._themes = {theme.id: theme for theme in themes}
        self.reset.emit()

    def put(self, theme: Theme, source: str = "user") -> None:
        self._themes[theme.id] = theme
        self.changed.emit(theme, source)

    def set_variable(self, theme_id: str, variant: str, name: str, value: str) -> Theme:
        """One CSS variable of one variant changed by the user."""
        theme = self._themes[theme_id]
        variants = {key: dict(values) for key, values in theme.variants.items()}
        variants.setdefault(variant, {})[name] = value
        edited = theme.model_copy(update={"variants": variants})
        self.put(edited)
        return edited

    def remove(self, theme_id: str) -> None:
        if self._themes.pop(theme_id, None) is not None:
            self.removed.emit(theme_id)


def theme_css(theme: Theme, variant: str = DEFAULT_VARIANT) -> str:
    """The variant's variables as a :root rule (the default variant under any other)."""
    values = dict(theme.variants.get(DEFAULT_VARIANT, {}))
    values.update(theme.variants.get(variant, {}))
    body = "".join(
        f"{name}:{value};"
        for name, value in sorted(values.items())
        if _NAME.fullmatch(name) and not _UNSAFE.search(value)
    )  # nothing can end the rule
    return f":root{{{body}}}"


def themed_html(html: str, theme: Theme | None, variant: str = DEFAULT_VARIANT) -> str:
    """The frame's HTML with the theme's variables appended last in its head, so they win."""
    if theme is None:
        return html
    style = f'<style id="{THEME_STYLE_ID}">{theme_css(theme, variant)}</style>'
    lowered = html.lower()
    at = lowered.rfind("</head>")
    if at < 0:
        at = lowered.find("<body")
    if at < 0:
        return style + html
    return html[:at] + style + html[at:]
