"""Code generators over the Screen IR: UI code for Flutter, React Native, SwiftUI and Jetpack
Compose (one module each, over the shared layout decisions of `layout`), and the design-tool
clipboard (`designtool`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.codegen import compose, flutter, react_native, swiftui
from app.codegen.inline_text import merge_inline_text, wrapping_paragraphs
from app.codegen.layout import screen_plan
from app.codegen.names import file_name, type_name
from app.ir import ImageNode, Screen


@dataclass(frozen=True)
class Target:
    framework: str
    language: str
    file_extension: str
    write: Callable[..., str]


TARGETS = {
    "flutter": Target("flutter", "dart", ".dart", flutter.generate),
    "react_native": Target("react_native", "tsx", ".tsx", react_native.generate),
    "swiftui": Target("swiftui", "swift", ".swift", swiftui.generate),
    "jetpack_compose": Target("jetpack_compose", "kotlin", ".kt", compose.generate),
}
FRAMEWORKS = tuple(TARGETS)


@dataclass(frozen=True)
class GeneratedCode:
    code: str
    language: str
    file_extension: str
    file_name: str
    framework: str


MAX_DEPTH = 120  # nesting levels of the screen a generator writes out


class UnknownFramework(ValueError):
    def __init__(self, framework: str) -> None:
        super().__init__(f"unknown framework {framework!r}; use one of: {', '.join(FRAMEWORKS)}")


class ScreenTooDeep(ValueError):
    def __init__(self, depth: int) -> None:
        super().__init__(f"the screen nests {depth} levels deep; code export handles up to {MAX_DEPTH}")


def depth(screen: Screen) -> int:
    deepest, stack = 0, [(screen.root, 1)]
    while stack:
        node, level = stack.pop()
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in getattr(node, "children", ()))
    return deepest


ImageAddress = Callable[[str], str | None]  # an image's src -> the URL to write in code (None: leave it out)


def remote_only(src: str) -> str | None:
    """The default: URLs are kept, inline data URIs are not written into code."""
    return None if src.startswith("data:") else src


def generate(
    screen: Screen, framework: str, label: str | None = None, image_address: ImageAddress = remote_only
) -> GeneratedCode:
    """The screen as one source file of UI code for `framework`."""
    target = TARGETS.get(framework)
    if target is None:
        raise UnknownFramework(framework)
    levels = depth(screen)
    if levels > MAX_DEPTH:
        raise ScreenTooDeep(levels)
    screen = wrapping_paragraphs(merge_inline_text(screen.model_copy(deep=True)))
    for node in screen.walk():
        if isinstance(node, ImageNode):
            node.src = image_address(node.src) or ""
    try:
        code = target.write(screen, screen_plan(screen), type_name(label))
    except RecursionError:
        raise ScreenTooDeep(levels) from None
    return GeneratedCode(
        code=code,
        language=target.language,
        file_extension=target.file_extension,
        file_name=file_name(label, target.file_extension),
        framework=framework,
    )


__all__ = ["FRAMEWORKS", "MAX_DEPTH", "GeneratedCode", "ScreenTooDeep", "UnknownFramework", "generate", "remote_only"]
