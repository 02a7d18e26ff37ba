"""A follow-up in another language, as the English the edit planner reads: "加一个设置页面" stands
for "add a settings screen" (named 设置), "mach es dunkel" for "make it dark".

Screens are found through the concepts (`app.agent.concepts`), so every language names the same
kinds of screen; the words the user used stay the screens' names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.agent.concepts import CONCEPTS, JOINED, matches

ADD = {
    "zh": "加|添加|增加|新增|再加|加上|补充",
    "ja": "追加|加えて|足して|増やして",
    "es": "añad|agreg|incluy|pon otra|pon un",
    "de": "füg|hinzu|ergänz|noch ein",
    "fr": "ajout|rajout|ajoute",
}
MAKE = {
    "zh": "改成|换成|变成|改为|使用|设为|切换",
    "ja": "にして|変えて|使って|変更",
    "es": "haz|hazlo|cambia|usa|pon",
    "de": "mach|änder|verwend|nutz|stell",
    "fr": "rends|change|utilise|mets|passe",
}
DARK = {
    "zh": "深色|暗色|暗黑|夜间|黑暗",
    "ja": "ダーク|暗い|暗く|黒",
    "es": "oscur",
    "de": "dunkel",
    "fr": "sombre",
}
LIGHT = {
    "zh": "浅色|亮色|白天|明亮",
    "ja": "ライト|明るい|明るく",
    "es": "clar",
    "de": "hell",
    "fr": "clair",
}
COLOURS = {
    "zh": {
        "蓝": "blue",
        "红": "red",
        "绿": "green",
        "紫": "purple",
        "橙": "orange",
        "粉": "pink",
        "黄": "yellow",
        "青": "teal",
        "金": "gold",
    },
    "ja": {
        "青": "blue",
        "赤": "red",
        "緑": "green",
        "紫": "purple",
        "オレンジ": "orange",
        "ピンク": "pink",
        "黄": "yellow",
        "ティール": "teal",
    },
    "es": {
        "azul": "blue",
        "rojo": "red",
        "verde": "green",
        "morado": "purple",
        "violeta": "violet",
        "naranja": "orange",
        "rosa": "pink",
        "amarillo": "yellow",
        "turquesa": "teal",
    },
    "de": {
        "blau": "blue",
        "rot": "red",
        "grün": "green",
        "lila": "purple",
        "violett": "violet",
        "orange": "orange",
        "rosa": "pink",
        "gelb": "yellow",
        "türkis": "teal",
    },
    "fr": {
        "bleu": "blue",
        "rouge": "red",
        "vert": "green",
        "violet": "purple",
        "orange": "orange",
        "rose": "pink",
        "jaune": "yellow",
        "turquoise": "teal",
    },
}
# the English word the edit planner knows each concept's screen by
SCREEN_WORD = {
    "split": "wallet",
    "budget": "stats",
    "stats": "stats",
    "booking": "booking",
    "calendar": "calendar",
    "reminders": "notifications",
    "photos": "gallery",
    "log": "list",
    "home": "home",
    "settings": "settings",
    "profile": "profile",
    "search": "search",
    "map": "map",
    "chat": "inbox",
    "goals": "streak",
    "feed": "feed",
    "sign_in": "sign in",
    "sign_up": "sign up",
    "onboarding": "onboarding",
    "cart": "cart",
    "form": "form",
    "detail": "details",
    "player": "player",
    "list": "list",
}


# words for "screen" itself, which name no kind of screen ("Bildschirm" holds "Bild", a picture)
SCREEN_WORDS = {
    "zh": re.compile(r"页面|界面|屏幕|画面"),
    "ja": re.compile(r"画面|ページ"),
    "es": re.compile(r"\b(?:pantallas?|páginas?)\b", re.IGNORECASE),
    "de": re.compile(r"-?(?:bildschirme?|seiten?|ansicht)\b", re.IGNORECASE),
    "fr": re.compile(r"\b(?:écrans?|pages?)\b", re.IGNORECASE),
}


@dataclass(frozen=True)
class Gloss:
    english: str  # what the edit planner reads
    names: dict[str, str] = field(default_factory=dict)  # archetype -> the user's name for that screen


def gloss(text: str, lang: str) -> Gloss:
    """The English a follow-up in `lang` stands for, and the user's own names for its screens."""
    if lang == "en":
        return Gloss(text)
    lowered = text.lower()
    parts: list[str] = []
    names: dict[str, str] = {}
    if _has(ADD, lang, lowered):
        parts.append("add")
    elif _has(MAKE, lang, lowered):
        parts.append("make it")
    mode = "dark" if _has(DARK, lang, lowered) else "light" if _has(LIGHT, lang, lowered) else ""
    if mode:
        parts.append(mode)
    for word, colour in COLOURS.get(lang, {}).items():
        if _found(word, lang, lowered):
            parts.append(f"and use {colour}" if mode else colour)  # dark mode and blue, not "dark blue"
            break
    named = SCREEN_WORDS[lang].sub(" ", lowered) if lang in SCREEN_WORDS else lowered
    for concept in CONCEPTS:
        if concept.key in ("form",) or not matches(concept, named, lang):
            continue
        screen = SCREEN_WORD[concept.key]
        parts.append(f"a {screen} screen")
        names[concept.archetype] = _user_name(text, concept.words.get(lang, ()), lang)
        break
    return Gloss(" ".join(parts), names)


def _has(table: dict[str, str], lang: str, text: str) -> bool:
    return any(_found(word, lang, text) for word in table.get(lang, "").split("|") if word)


def _found(word: str, lang: str, text: str) -> bool:
    if lang in JOINED:
        return word.lower() in text
    return re.search(r"(?<!\w)" + re.escape(word.lower()), text) is not None


def _user_name(text: str, words: tuple[str, ...], lang: str) -> str:
    """The user's word for the screen ("设置", "Einstellungen"), as written."""
    lowered = text.lower()
    for word in words:
        at = lowered.find(word.lower())
        if at < 0:
            continue
        if lang in ("zh", "ja"):
            return text[at : at + len(word)]
        start = max(text.rfind(" ", 0, at) + 1, 0)
        end = text.find(" ", at)
        found = text[start : end if end >= 0 else len(text)].strip(" .,;:!?¡¿")
        if lang in SCREEN_WORDS:  # "Einstellungen-Bildschirm" is "Einstellungen"
            found = SCREEN_WORDS[lang].sub("", found).strip(" -") or found
        return found[:1].upper() + found[1:]
    return ""
