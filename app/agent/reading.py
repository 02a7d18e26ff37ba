"""Reading what an app is: its domain, what it is about, its name, and how many screens it wants.
How it should look is read in `looks`, which screens it names in `screen_words`."""

from __future__ import annotations

import re

from app.agent.domains import DOMAINS, GENERIC, Domain
from app.agent.looks import TONE_WORDS
from app.agent.words import APP_WORDS, STOPWORDS, find_all, longest_first, normalise

COUNT_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
COUNT = re.compile(r"\b(\d{1,2}|" + "|".join(COUNT_WORDS) + r")\s+(?:\w+\s+)?(?:screens|pages|views|frames)\b")


def read_domain(text: str) -> tuple[Domain, int]:
    """The best-matching domain and its score (0: none matched, the generic domain).

    Each keyword counts once per mention; a keyword right before "app" ("a meditation app") counts
    three more, and the domain named first gets one more (it is usually what the app is about).
    """
    text = normalise(text)
    scores: dict[str, tuple[int, int]] = {}
    for domain in DOMAINS:
        hits = longest_first(find_all(text, domain.keywords))
        if not hits:
            continue
        score = 0
        for hit in hits:
            score += 1
            if re.match(r"^(?:\s+[a-z&-]+){0,2}?\s*-?\s*" + APP_WORDS + r"\b", text[hit.end : hit.end + 40]):
                score += 3
        scores[domain.key] = (score, hits[0].start)
    if not scores:
        return GENERIC, 0
    first = min(scores, key=lambda k: scores[k][1])
    scores[first] = (scores[first][0] + 1, scores[first][1])
    best = max(scores, key=lambda k: (scores[k][0], -scores[k][1]))
    return next(d for d in DOMAINS if d.key == best), scores[best][0]


def read_subject(text: str) -> str:
    """What an app is about, in the user's words ("dog walking"), for apps no domain covers."""
    text = normalise(text)
    match = re.search(r"\b(?:an?|the|my)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+" + APP_WORDS + r"\b", text)
    if match:
        words = [w for w in match.group(1).split() if w not in STOPWORDS and w not in TONE_WORDS]
        if words:
            return " ".join(words)
    match = re.search(r"\b" + APP_WORDS + r"\s+(?:for|to)\s+((?:[a-z-]+\s*){1,3})", text)
    if match:
        words = [w for w in match.group(1).split() if w not in STOPWORDS][:3]
        return " ".join(words)
    match = re.search(r"\b(?:for|about)\s+(?:my|our|a|an|the)?\s*([a-z-]+(?:\s+[a-z-]+)?)", text)
    if match:
        words = [w for w in match.group(1).split() if w not in STOPWORDS][:2]
        return " ".join(words)
    return ""


def read_count(text: str) -> int | None:
    match = COUNT.search(normalise(text))
    if not match:
        return None
    raw = match.group(1)
    value = int(raw) if raw.isdigit() else COUNT_WORDS[raw]
    return max(1, min(10, value))


def read_app_name(original: str) -> str | None:
    """A name the user gave: `called Zenly`, `named "Brew Crew"`."""
    text = original.translate(str.maketrans("\u201c\u201d\u2018\u2019", "\"\"''"))
    match = re.search(
        r"\b(?i:called|named|name it|call it)\s+[\"']?([A-Za-z0-9][\w&'.-]*(?:\s+[A-Z0-9][\w&'.-]*){0,2})", text
    )
    if match:
        return match.group(1).strip(" .'\"")[:40]
    match = re.search(r"\"([^\"]{2,30})\"", text)
    if match:
        return match.group(1).strip()[:40]
    return None
