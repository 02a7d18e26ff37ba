"""Words of a prompt, with whether each is a noun: jieba for Chinese, Janome for Japanese (both
ship their dictionaries), and plain word boundaries for languages written with spaces."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from janome.tokenizer import Tokenizer

ZH_JOINERS = frozenset(("和", "与", "及", "以及", "跟", "还有", "并且"))
LATIN_WORD = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*|[^\w\s]", re.UNICODE)


@dataclass(frozen=True)
class Word:
    text: str
    noun: bool = False  # a noun or noun-like word (what a screen or a thing can be called)
    punctuation: bool = False
    joiner: bool = False  # "and" between two things: 和, と, や


def words(text: str, lang: str) -> list[Word]:
    if lang == "zh":
        return _chinese(text)
    if lang == "ja":
        return _japanese(text)
    return [
        Word(w, noun=w[0].isalpha(), punctuation=not w[0].isalnum())
        for w in LATIN_WORD.findall(text)
        if not w.isspace()
    ]


def _chinese(text: str) -> list[Word]:
    import jieba.posseg

    _jieba()
    out = []
    for pair in jieba.posseg.cut(text):
        word, flag = pair.word, pair.flag
        if word.isspace():
            continue
        # jieba tags many nouns of apps as verbs or numerals ("统计" v, "首页" m); a noun here is
        # anything not a particle, pronoun, conjunction, preposition, adverb or measure word
        noun = flag[:1] not in ("u", "r", "c", "p", "d", "q", "x", "y", "e")
        out.append(Word(word, noun=noun, punctuation=flag == "x", joiner=word in ZH_JOINERS))
    return out


def _japanese(text: str) -> list[Word]:
    out = []
    for token in _janome().tokenize(text):
        if isinstance(token, str):  # only with wakati=True, which this tokenizer is not
            continue
        kind = token.part_of_speech.split(",")
        joiner = kind[0] == "助詞" and token.surface in ("と", "や", "および")
        out.append(Word(token.surface, noun=kind[0] == "名詞", punctuation=kind[0] == "記号", joiner=joiner))
    return out


@lru_cache(maxsize=1)
def _jieba() -> None:
    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()


@lru_cache(maxsize=1)
def _janome() -> Tokenizer:
    from janome.tokenizer import Tokenizer

    return Tokenizer()


def warm_up() -> None:
    _chinese("应用")  # jieba's dictionary and its part-of-speech tables
    _janome()
