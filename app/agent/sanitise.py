"""Screen HTML from a model, made safe to store as a frame.

A model writes whatever it likes; a frame must be self-contained, script-free and quiet on the
network. The markup goes through nh3 (an allow-list HTML sanitiser), the CSS through a small
filter that drops `@import` and every `url()` that is not a `data:` image, and the result is
wrapped in a document of our own that carries the theme's CSS variables, so a theme change
re-styles the frame like any frame the local agent composed.
"""

from __future__ import annotations

import html as html_text
import re

import nh3

from app.contract.limits import MAX_HTML_BYTES


class UnusableHtml(ValueError):
    """The model's HTML has nothing left to show once made safe."""


_TEXT_TAGS = {
    "a",
    "abbr",
    "b",
    "blockquote",
    "br",
    "caption",
    "code",
    "del",
    "em",
    "figcaption",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "i",
    "ins",
    "kbd",
    "mark",
    "p",
    "pre",
    "q",
    "s",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
    "time",
    "u",
}
_BLOCK_TAGS = {
    "article",
    "aside",
    "button",
    "div",
    "fieldset",
    "figure",
    "footer",
    "form",
    "header",
    "img",
    "input",
    "label",
    "legend",
    "li",
    "main",
    "meter",
    "nav",
    "ol",
    "option",
    "picture",
    "progress",
    "section",
    "select",
    "table",
    "tbody",
    "td",
    "textarea",
    "tfoot",
    "th",
    "thead",
    "tr",
    "ul",
    "dl",
    "dt",
    "dd",
}
_SVG_TAGS = {
    "svg",
    "g",
    "path",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "rect",
    "text",
    "tspan",
    "defs",
    "lineargradient",
    "radialgradient",
    "stop",
    "clippath",
    "title",
    "linearGradient",
    "radialGradient",
    "clipPath",
}
ALLOWED_TAGS = _TEXT_TAGS | _BLOCK_TAGS | _SVG_TAGS

_GLOBAL_ATTRIBUTES = {"class", "style", "id", "role", "title", "lang", "dir", "hidden", "tabindex"}
_SVG_ATTRIBUTES = {
    "viewbox",
    "width",
    "height",
    "fill",
    "stroke",
    "stroke-width",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "fill-opacity",
    "stroke-opacity",
    "fill-rule",
    "clip-rule",
    "d",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "x",
    "y",
    "x1",
    "x2",
    "y1",
    "y2",
    "points",
    "transform",
    "offset",
    "stop-color",
    "stop-opacity",
    "gradientunits",
    "gradienttransform",
    "font-size",
    "font-weight",
    "text-anchor",
    "dominant-baseline",
    "xmlns",
    "preserveaspectratio",
    "clip-path",
    # SVG keeps the case of these names in HTML
    "viewBox",
    "gradientUnits",
    "gradientTransform",
    "preserveAspectRatio",
}
_TAG_ATTRIBUTES = {
    "img": {"src", "alt", "width", "height", "loading", "decoding"},
    "a": {"href"},
    "input": {"type", "value", "placeholder", "checked", "disabled", "name", "min", "max", "step", "readonly"},
    "textarea": {"placeholder", "rows", "disabled", "readonly"},
    "select": {"disabled", "name"},
    "option": {"value", "selected"},
    "button": {"type", "disabled"},
    "label": {"for"},
    "progress": {"value", "max"},
    "meter": {"value", "min", "max", "low", "high", "optimum"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan", "scope"},
    "ol": {"start", "reversed"},
    "time": {"datetime"},
}
_ATTRIBUTES = {tag: set(_GLOBAL_ATTRIBUTES) | extra for tag, extra in _TAG_ATTRIBUTES.items()}
_ATTRIBUTES["*"] = set(_GLOBAL_ATTRIBUTES) | {"aria-label", "aria-hidden", "aria-current", "aria-selected"}
for _tag in _SVG_TAGS:
    _ATTRIBUTES[_tag] = _ATTRIBUTES.get(_tag, set()) | _GLOBAL_ATTRIBUTES | _SVG_ATTRIBUTES

_STYLE_BLOCK = re.compile(r"<style\b[^>]*>(.*?)</style\s*>", re.I | re.S)
_BODY = re.compile(r"<body\b[^>]*>(.*?)(?:</body\s*>|$)", re.I | re.S)
_HEAD = re.compile(r"<head\b[^>]*>.*?</head\s*>", re.I | re.S)
_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.I | re.S)
_IMPORT = re.compile(r"@import\b[^;]*;?", re.I)
_SAFE_DATA_URL = re.compile(r"data:image/(?:png|jpeg|webp|gif|svg\+xml)[;,]", re.I)


def clean_css(css: str) -> str:
    """CSS that cannot reach the network or break out of its <style> element."""
    css = _IMPORT.sub("", css)
    css = _URL.sub(lambda m: m.group(0) if _SAFE_DATA_URL.match(m.group(2).strip()) else "none", css)
    css = re.sub(r"expression\s*\(", "none(", css, flags=re.I)
    css = re.sub(r"-moz-binding|behavior\s*:", "", css, flags=re.I)
    return css.replace("<", "\\3c ")


def _keep_attribute(tag: str, name: str, value: str) -> str | None:
    if name == "style":
        return clean_css(value)
    if name == "src":
        return value if _SAFE_DATA_URL.match(value.strip()) else None
    if name == "href":
        return "#"  # a frame is a picture of a screen: links go nowhere
    return value


def clean_markup(markup: str) -> str:
    return nh3.clean(
        markup,
        tags=ALLOWED_TAGS,
        clean_content_tags={"script", "style", "iframe", "object", "noscript", "template"},
        attributes=_ATTRIBUTES,
        attribute_filter=_keep_attribute,
        url_schemes={"data", "http", "https"},
        link_rel=None,
        strip_comments=True,
    )


def _split(html: str) -> tuple[str, str]:
    """The model's CSS and its body markup."""
    css = "\n".join(_STYLE_BLOCK.findall(html))
    body = _BODY.search(html)
    markup = body.group(1) if body else _HEAD.sub("", html)
    return css, _STYLE_BLOCK.sub("", markup)


def screen_document(html: str, title: str, theme_variables: dict[str, str]) -> str:
    """A self-contained 390 px screen around the model's HTML, styled by the theme's variables."""
    if len(html.encode()) > MAX_HTML_BYTES:
        raise UnusableHtml(f"the screen HTML is larger than {MAX_HTML_BYTES // (1024 * 1024)} MB")
    css, markup = _split(html)
    body = clean_markup(markup).strip()
    if not re.sub(r"<[^>]+>", "", body).strip() and "<img" not in body and "<svg" not in body:
        raise UnusableHtml("the screen HTML has no visible content once scripts and external resources are removed")
    variables = "".join(
        f"{name}:{_value(value)};" for name, value in theme_variables.items() if re.fullmatch(r"--[A-Za-z0-9_-]+", name)
    )
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=390, initial-scale=1">\n'
        f"<title>{html_text.escape(title)}</title>\n<style>\n:root{{{variables}}}\n"
        "*,*::before,*::after{box-sizing:border-box}\n"
        "html,body{margin:0;padding:0;overflow-x:hidden}\n"
        "body{width:390px;min-height:844px;overflow-x:hidden;background:var(--background,#fff);"
        "color:var(--foreground,#111);font-family:var(--font-sans,system-ui,sans-serif);"
        "-webkit-font-smoothing:antialiased}\n"
        "body>*,img,svg{max-width:100%}\n"  # a screen never scrolls sideways
        f"{clean_css(css)}\n</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def _value(value: str) -> str:
    return clean_css(str(value)).replace(";", "").replace("}", "").replace("{", "")
