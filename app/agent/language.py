"""Which language a prompt is written in: English, Chinese, Japanese, Spanish, German or French.

Scripts settle Chinese and Japanese (kana is Japanese; Han without kana is Chinese). Among the
Latin-script languages a prompt must use that language's own small words ("para", "mit", "avec")
before py3langid's classifier, restricted to the four, is asked; a short English prompt with one
foreign noun ("a café finder") stays English.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from py3langid.langid import LanguageIdentifier

LANGUAGES = ("en", "zh", "ja", "es", "de", "fr")
KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
HANGUL = re.compile(r"[\uac00-\ud7af]")
WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
# words that only occur in that language's sentences (none is also an English word)
FUNCTION_WORDS = {
    "es": frozenset(
        "el los las una unos unas del con para por que y pero como donde mis mi tus sus cada también sobre "
        "aplicación pantalla pantallas añade agrega haz hazlo oscuro claro quiero necesito entre".split()
    ),
    "de": frozenset(
        "der die das dem den des ein eine einer einem einen und mit für von zum zur ich wir mein meine "
        "auch oder aber wie wo jede jeden bildschirm seite füge mach mache dunkel hell eines".split()
    ),
    "fr": frozenset(
        "le la les un une des du avec pour et ou mais comme où mon ma mes chaque aussi sur dans "
        "écran écrans ajoute ajouter rends sombre clair je veux une".split()
    ),
}
# words that are also English: they count for a language only beside its own words
SHARED = frozenset("de la le un die a".split())


def detect_language(text: str) -> str:
    """The language code of `text` (one of LANGUAGES); English when nothing says otherwise."""
    if KANA.search(text):
        return "ja"
    han = len(HAN.findall(text))
    latin = sum(len(w) for w in WORD.findall(text) if w.isascii())
    if han and han * 2 >= latin:
        return "zh"
    words = [w.lower() for w in WORD.findall(text)]
    votes = {code: sum(1 for w in words if w in own and w not in SHARED) for code, own in FUNCTION_WORDS.items()}
    if not any(votes.values()):
        return "en"
    best = max(votes.values())
    tied = [code for code, n in votes.items() if n == best]
    english = sum(1 for w in words if w in ENGLISH_WORDS)
    if english > best:
        return "en"
    if len(tied) == 1 and best >= 2:
        return tied[0]
    code, _ = _identifier().classify(text)
    return str(code)


ENGLISH_WORDS = frozenset(
    "the an and with for of to my our your that this is are it in on app screen screens page add make "
    "where which who can want need".split()
)


@lru_cache(maxsize=1)
def _identifier() -> LanguageIdentifier:
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    identifier.set_languages(["en", "es", "de", "fr"])
    return identifier


def warm_up() -> None:
    """Load the CJK segmenters' dictionaries and the classifier now, not on the first prompt;
    the segmenters first, so a prompt in Chinese or Japanese waits the least."""
    from app.agent.segment import warm_up as segmenters

    segmenters()
    _identifier()
