"""What the layers panel calls an element: the name of its role (as the converter or the agent
gave it), else what its tag says it is."""

from __future__ import annotations

ROLE_NAMES = {
    "screen": "Screen",
    "header": "Header",
    "tabBar": "Tab bar",
    "statusBar": "Status bar",
    "navBar": "Navigation bar",
    "card": "Card",
    "list": "List",
    "listItem": "List item",
    "section": "Section",
    "label": "Label",
    "value": "Value",
    "title": "Title",
    "heading": "Heading",
    "text": "Text",
    "button": "Button",
    "input": "Input",
    "icon": "Icon",
    "image": "Image",
    "avatar": "Avatar",
    "divider": "Divider",
    "switch": "Switch",
    "sheet": "Sheet",
    "footer": "Footer",
    "badge": "Badge",
    "chip": "Chip",
    "tab": "Tab",
    "tabs": "Tabs",
    "indicator": "Indicator",
}
TAG_NAMES = {
    "img": "Image",
    "svg": "Icon",
    "picture": "Image",
    "button": "Button",
    "input": "Input",
    "textarea": "Text box",
    "select": "Picker",
    "a": "Link",
    "p": "Text",
    "span": "Text",
    "label": "Label",
    "h1": "Heading",
    "h2": "Heading",
    "h3": "Heading",
    "h4": "Heading",
    "h5": "Heading",
    "h6": "Heading",
    "header": "Header",
    "footer": "Footer",
    "nav": "Navigation",
    "main": "Main",
    "section": "Section",
    "article": "Card",
    "aside": "Aside",
    "ul": "List",
    "ol": "List",
    "li": "List item",
    "hr": "Divider",
    "form": "Form",
    "table": "Table",
    "b": "Bold",
    "strong": "Bold",
    "i": "Italic",
    "em": "Italic",
}


def layer_name(role: str | None, tag: str) -> str:
    if role and role in ROLE_NAMES:
        return ROLE_NAMES[role]
    if role:  # a role we have no word for: its own, spaced ("priceTag" -> "Price tag")
        spaced = "".join(f" {c.lower()}" if c.isupper() else c for c in role).strip()
        return spaced[:1].upper() + spaced[1:]
    return TAG_NAMES.get(tag, "Group")
