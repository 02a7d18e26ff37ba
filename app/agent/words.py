"""Matching the user's words: keyword lists to regular expressions, and text clean-up."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

APP_WORDS = r"(?:app|apps|application|platform|tracker|service|website|site|startup|product|tool|companion|client)"
STOPWORDS = frozenset(
    """a an the and or with for of to in on at by from my your our their its it this that these those
also plus then some any all each every one two three four five six seven eight nine ten simple nice beautiful clean
modern basic main new screen screens page pages view views app apps application show shows showing display displays
include includes including has have having needs need want wants like i we you me us please make create design build
add get let where which who what when how very really just more most quick short big small is are be as into about
""".split()
)
QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})


def normalise(text: str) -> str:
    """Lower case, plain quotes and dashes, single spaces; "of course" is not about courses."""
    text = text.translate(QUOTES).lower()
    text = re.sub(r"\bof course\b", " ", text)
    return re.sub(r"\s+", " ", text).strip()


@lru_cache(maxsize=4096)
def pattern(keyword: str) -> re.Pattern[str]:
    """`meditat*` matches word starts; `order tracking` matches the phrase, with or without a plural s."""
    word = keyword.lstrip("~")
    if word.endswith("*"):
        return re.compile(r"\b" + re.escape(word[:-1]) + r"\w*")
    parts = [re.escape(p) for p in re.split(r"[\s-]+", word) if p]
    return re.compile(r"\b" + r"[\s-]+".join(parts) + r"(?:s|es)?\b")


@dataclass(frozen=True)
class Hit:
    keyword: str
    start: int
    end: int
    text: str

    @property
    def weak(self) -> bool:
        return self.keyword.startswith("~")


def find_all(text: str, keywords: tuple[str, ...]) -> list[Hit]:
    hits = []
    for keyword in keywords:
        for match in pattern(keyword).finditer(text):
            hits.append(Hit(keyword, match.start(), match.end(), match.group(0)))
    return hits


def longest_first(hits: list[Hit]) -> list[Hit]:
    """Non-overlapping hits in reading order, preferring the longer one where two overlap."""
    chosen: list[Hit] = []
    for hit in sorted(hits, key=lambda h: (h.start, -(h.end - h.start))):
        if chosen and hit.start < chosen[-1].end:
            if hit.end - hit.start > chosen[-1].end - chosen[-1].start:
                chosen[-1] = hit
            continue
        chosen.append(hit)
    return chosen


def words_before(text: str, index: int, limit: int = 2) -> list[str]:
    """Up to `limit` words right before `index`, stopping at punctuation."""
    head = text[:index]
    clause = re.split(r"[,.;:!?()\"/&+]|\band\b|\bor\b|\bwith\b", head)[-1]
    return clause.split()[-limit:] if clause.strip() else []


def title_case(words: list[str] | str) -> str:
    parts = words.split() if isinstance(words, str) else words
    small = {"a", "an", "the", "of", "and", "or", "for", "with"}
    out = []
    for i, word in enumerate(parts):
        if i and word in small:
            out.append(word)
        elif word.isupper() and len(word) > 1:
            out.append(word)
        else:
            out.append("-".join(p[:1].upper() + p[1:] for p in word.split("-")))
    return " ".join(out)
