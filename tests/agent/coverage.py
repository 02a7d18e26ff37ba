"""How well an app's screens answer its idea: the share of the idea's key terms found in the text
of its screens, and the share of its screens written in the idea's language (classified as that
language, and with none of the English words an interface is made of)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

import lxml.html
from py3langid.langid import MODEL_FILE, LanguageIdentifier

from app.agent.local import LocalAgent
from app.agent.steps import CreateScreenStep, TextStep

KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u3400-\u9fff]")
LATIN = re.compile(r"[A-Za-zÀ-ÿ]")
HIDDEN = ("style", "script", "title", "head")
# English words of interfaces and sentences that none of the other five languages writes
ENGLISH = frozenset(
    """the and your you with of to for this that all see week today tomorrow add search new more done recent
    settings profile back save cancel get started sign welcome good morning screen screens items categories
    nearby yet there here what which""".split()
)
ENGLISH_WORD = re.compile(r"[A-Za-z]+")


def messages(*texts: str) -> list[dict]:
    return [{"role": "user", "parts": [{"type": "text", "text": text}]} for text in texts]


def run(prompt: str) -> tuple[list[CreateScreenStep], list[str]]:
    """The screens and the chat's texts the local agent answers a first prompt with."""
    screens, texts = [], []
    for step in LocalAgent().run(messages(prompt)):
        if isinstance(step, CreateScreenStep):
            screens.append(step)
        elif isinstance(step, TextStep):
            texts.append(step.text)
    return screens, texts


def visible_text(html: str) -> str:
    """The words a person sees on a screen: text nodes outside style, script and the head."""
    root = lxml.html.document_fromstring(html)
    for element in root.iter(*HIDDEN):
        element.drop_tree()
    return " ".join(t.strip() for t in root.itertext() if t.strip())


def found(term: str, text: str) -> bool:
    lowered, term = text.lower(), term.lower()
    if term in lowered:
        return True
    if re.fullmatch(r"[a-z -]+", term):  # an English word: its singular or plural
        stem = re.sub(r"(?:ies|es|s)$", "", term)
        return re.search(r"\b" + re.escape(stem), lowered) is not None
    return False


def coverage(terms: Iterable[str], screens: list[str]) -> float:
    terms = list(terms)
    text = " ".join(screens)
    return sum(found(t, text) for t in terms) / len(terms) if terms else 1.0


def language_of(text: str) -> str:
    """The language a screen's text is in (en, zh, ja, es, de, fr)."""
    if len(KANA.findall(text)) >= 5:
        return "ja"
    if len(HAN.findall(text)) >= len(LATIN.findall(text)) / 2:
        return "zh"
    code, _ = _identifier().classify(text)
    return str(code)


def english_words(text: str) -> list[str]:
    """The English interface words in a text (for a text meant to be in another language)."""
    return [w for w in ENGLISH_WORD.findall(text) if w.lower() in ENGLISH]


def in_language(text: str, lang: str) -> bool:
    """Whether a screen's or an answer's text is written in `lang` throughout."""
    return language_of(text) == lang and (lang == "en" or not english_words(text))


@lru_cache(maxsize=1)
def _identifier() -> LanguageIdentifier:
    identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    identifier.set_languages(["en", "es", "de", "fr"])
    return identifier
